// The JSON schema of a price request (api-shapes PriceRequest), shared by price-calculation and
// the order call that extends it, and the 422 field errors of a schema failure with a message that
// fits each type (and, given per path, each bound). Types and sizes only: the rules are the engine's.
import type { FastifySchemaValidationError } from 'fastify/types/schema.js';
import { TEXT_LIMITS as T } from '../../../src/shared/field-limits.ts';
import { BOOLEAN_OPTIONS, SHIPPING_LIMITS } from '../../../src/shared/shipping.ts';
import { hasFixedMessage, toFieldErrors, type FieldErrors } from '../../http/validation.ts';
import { FIELD } from '../../services/pricing/messages.ts';

export const text = (maxLength: number) => ({ type: 'string', maxLength }) as const;
export const id = { type: 'integer', minimum: 1 } as const;
export const count = { type: 'integer', minimum: 0 } as const;
const ron = { type: 'string', enum: ['RON'] } as const;

export const addressSchema = {
  type: 'object',
  additionalProperties: false,
  properties: {
    country_code: text(2),
    locality_id: id,
    locality_name: text(100),
    county_name: text(100),
    county_code: text(3),
    postal_code: text(10),
    // The app's limits (shared/field-limits.ts): a longer value is refused saying the same limit.
    street_name: text(T.street.max),
    street_number: text(T.streetNumber.max),
    street_details: text(T.addressDetails.max),
    contact: text(T.name.max),
    phone: text(T.phone.max),
    email: text(T.email.max),
    company: text(T.company.max),
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

export const priceRequestSchema = {
  type: 'object',
  required: ['carrier_id', 'service_id', 'address_from', 'address_to', 'content'],
  additionalProperties: false,
  properties: {
    carrier_id: { type: 'integer', minimum: 0 },
    service_id: { type: 'integer', minimum: 0, maximum: 4 },
    address_from: addressSchema,
    address_to: addressSchema,
    content: {
      type: 'object',
      additionalProperties: false,
      properties: {
        envelopes_count: count,
        parcels_count: count,
        pallets_count: count,
        total_weight: { type: 'number' },
        // The engine's limit, said by the schema too (the document shows it): PRICE_REQUEST_MESSAGES words it.
        parcels: { type: 'array', maxItems: SHIPPING_LIMITS.maxParcels, items: parcel },
      },
    },
    extra: {
      type: 'object',
      additionalProperties: false,
      properties: {
        ...Object.fromEntries(BOOLEAN_OPTIONS.map((option) => [option, { type: 'boolean' }])),
        parcel_content: text(T.parcelContent.max),
        internal_identifier: text(T.orderReference.max),
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

/**
 * Messages by field path, array indexes as '*', for failures other than a missing value or a wrong
 * type: the engine's words for the same limits (the private and the public price and order calls).
 */
export const PRICE_REQUEST_MESSAGES: Readonly<Record<string, string>> = {
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
  'extra.parcel_content': FIELD.content,
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

/**
 * Field errors of a schema failure: a type message by type; for other keywords (bounds, enums) the
 * message of `messages` by path (array indexes as '*'), else the generic one.
 */
export function schemaErrors(validation: readonly FastifySchemaValidationError[], messages: Record<string, string> = {}): FieldErrors {
  const errors: FieldErrors = {};
  for (const error of validation) {
    for (const [field, [generic = '']] of Object.entries(toFieldErrors([error]))) {
      let message = generic;
      if (field !== 'body' && error.keyword === 'type') message = TYPE_MESSAGES[String(error.params.type)] ?? generic;
      else if (field !== 'body' && !hasFixedMessage(error)) message = messages[field.replace(/\.\d+(?=\.|$)/g, '.*')] ?? generic;
      const list = (errors[field] ??= []);
      if (!list.includes(message)) list.push(message);
    }
  }
  return errors;
}
