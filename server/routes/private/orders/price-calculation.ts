// POST /api/private/orders/price-calculation (register with prefix '/api/private'): the offers of
// every carrier and service asked for (0 = all) for a shipment, itemised, with VAT and estimated
// dates (api-shapes PriceRequest -> PriceAnswer). No bearer needed: prices are public.
// The JSON schema checks types and bounds the work; the engine (services/pricing) checks the
// order limits and looks the localities and lockers up through the resolver given as option.
import type { FastifyInstance } from 'fastify';
import type { FastifySchemaValidationError } from 'fastify/types/schema.js';
import { BOOLEAN_OPTIONS, type PriceRequest } from '../../../../src/shared/shipping.ts';
import { toFieldErrors, type FieldErrors } from '../../../http/validation.ts';
import { validationFailure } from '../../../services/failure.ts';
import { createPricingEngine, type LocationResolver } from '../../../services/pricing/engine.ts';
import { FIELD } from '../../../services/pricing/messages.ts';

export interface PriceCalculationOptions {
  resolver: LocationResolver;
  /** The clock of the estimated dates (tests pin it). */
  now?: () => Date;
}

const text = (maxLength: number) => ({ type: 'string', maxLength }) as const;
const id = { type: 'integer', minimum: 1 } as const;
const count = { type: 'integer', minimum: 0 } as const;
const ron = { type: 'string', enum: ['RON'] } as const;

const address = {
  type: 'object',
  additionalProperties: false,
  properties: {
    country_code: text(2),
    locality_id: id,
    locality_name: text(100),
    county_name: text(100),
    county_code: text(3),
    postal_code: text(10),
    street_name: text(200),
    street_number: text(50),
    street_details: text(200),
    contact: text(100),
    phone: text(30),
    email: text(254),
    company: text(200),
    fixed_location_id: id,
  },
} as const;

const parcel = {
  type: 'object',
  required: ['size'],
  additionalProperties: false,
  properties: {
    sequence_no: count,
    size: {
      type: 'object',
      required: ['weight', 'width', 'height', 'length'],
      additionalProperties: false,
      properties: { weight: { type: 'number' }, width: { type: 'number' }, height: { type: 'number' }, length: { type: 'number' } },
    },
  },
} as const;

const bodySchema = {
  type: 'object',
  required: ['carrier_id', 'service_id', 'address_from', 'address_to', 'content'],
  additionalProperties: false,
  properties: {
    carrier_id: { type: 'integer', minimum: 0 },
    service_id: { type: 'integer', minimum: 0, maximum: 4 },
    address_from: address,
    address_to: address,
    content: {
      type: 'object',
      additionalProperties: false,
      properties: {
        envelopes_count: count,
        parcels_count: count,
        pallets_count: count,
        total_weight: { type: 'number' },
        // The limit (10) is the engine's; this only bounds the work.
        parcels: { type: 'array', maxItems: 100, items: parcel },
      },
    },
    extra: {
      type: 'object',
      additionalProperties: false,
      properties: {
        ...Object.fromEntries(BOOLEAN_OPTIONS.map((option) => [option, { type: 'boolean' }])),
        parcel_content: text(1000),
        internal_identifier: text(100),
        insurance_amount: { type: 'number' },
        insurance_amount_currency: ron,
        bank_repayment_amount: { type: 'number' },
        bank_repayment_currency: ron,
        bank_holder: text(200),
        bank_iban: text(64),
      },
    },
  },
} as const;

/** Messages by field path, array indexes as '*', for failures other than a missing value or a wrong type. */
const MESSAGES: Record<string, string> = {
  carrier_id: FIELD.carrier,
  service_id: FIELD.service,
  'address_from.locality_id': FIELD.localityNotFound,
  'address_to.locality_id': FIELD.localityNotFound,
  'address_from.fixed_location_id': FIELD.lockerNotFound,
  'address_to.fixed_location_id': FIELD.lockerNotFound,
  'content.parcels': FIELD.tooManyParcels,
  'content.envelopes_count': FIELD.envelopesCount,
  'content.parcels_count': 'Numărul de colete trebuie să fie un număr întreg.',
  'content.pallets_count': FIELD.pallets,
  'content.parcels.*.sequence_no': 'Numărul de ordine trebuie să fie un număr întreg.',
  'extra.insurance_amount_currency': 'Moneda trebuie să fie RON.',
  'extra.bank_repayment_currency': 'Moneda trebuie să fie RON.',
};

const TYPE_MESSAGES: Record<string, string> = {
  number: 'Câmpul trebuie să fie un număr.',
  integer: 'Câmpul trebuie să fie un număr întreg.',
  boolean: 'Câmpul trebuie să fie adevărat sau fals.',
  array: 'Câmpul trebuie să fie o listă.',
  object: 'Câmpul trebuie să fie un obiect.',
  string: 'Câmpul trebuie să fie text.',
};

function schemaErrors(validation: readonly FastifySchemaValidationError[]): FieldErrors {
  const errors: FieldErrors = {};
  for (const error of validation) {
    for (const [field, [generic = '']] of Object.entries(toFieldErrors([error]))) {
      let message = generic;
      if (field !== 'body' && error.keyword === 'type') message = TYPE_MESSAGES[String(error.params.type)] ?? generic;
      else if (field !== 'body' && error.keyword !== 'required') message = MESSAGES[field.replace(/\.\d+(?=\.|$)/g, '.*')] ?? generic;
      const list = (errors[field] ??= []);
      if (!list.includes(message)) list.push(message);
    }
  }
  return errors;
}

export default async function priceCalculationRoutes(app: FastifyInstance, opts: PriceCalculationOptions) {
  const engine = createPricingEngine(opts.resolver);
  const now = opts.now ?? (() => new Date());
  app.post<{ Body: PriceRequest }>(
    '/orders/price-calculation',
    { schema: { body: bodySchema }, attachValidation: true },
    async (request, reply) => {
      // Schema failures are answered here so that the messages can follow array indexes and types.
      if (request.validationError) throw validationFailure(schemaErrors(request.validationError.validation));
      const started = performance.now();
      const answer = await engine.calculate(request.body, now());
      // The pricing time alone (lookups + quotes), for the bench and for operators.
      reply.header('Server-Timing', `price;dur=${(performance.now() - started).toFixed(2)}`);
      return answer;
    },
  );
}
