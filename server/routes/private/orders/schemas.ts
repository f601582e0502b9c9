// JSON schemas of the order, wallet and payment calls (types and sizes only: the rules, with their
// Romanian messages, are the services'), the 422 shape of a schema failure, and the page/per_page
// query of the lists (the market API's 15|50|100|200).
import type { FastifySchemaValidationError } from 'fastify/types/schema.js';
import { BOOLEAN_OPTIONS } from '../../../../src/shared/shipping.ts';
import { toFieldErrors, type FieldErrors } from '../../../http/validation.ts';
import { validationFailure } from '../../../services/failure.ts';

const text = (maxLength: number) => ({ type: 'string', maxLength }) as const;
const id = { type: 'integer', minimum: 1 } as const;
const count = { type: 'integer', minimum: 0 } as const;

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
    contact: text(200),
    phone: text(30),
    email: text(254),
    company: text(200),
    fixed_location_id: id,
  },
} as const;

export const cardSchema = {
  type: 'object',
  required: ['number', 'exp_month', 'exp_year', 'cvc'],
  additionalProperties: false,
  properties: { number: text(30), exp_month: { type: 'integer' }, exp_year: { type: 'integer' }, cvc: text(4), holder: text(100) },
} as const;

export const orderBodySchema = {
  type: 'object',
  required: ['carrier_id', 'service_id', 'address_from', 'address_to', 'content', 'billing', 'payment'],
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
        parcels: {
          type: 'array',
          maxItems: 100,
          items: {
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
          },
        },
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
        insurance_amount_currency: { type: 'string', enum: ['RON'] },
        bank_repayment_amount: { type: 'number' },
        bank_repayment_currency: { type: 'string', enum: ['RON'] },
        bank_holder: text(200),
        bank_iban: text(64),
      },
    },
    email: text(254),
    billing: {
      type: 'object',
      required: ['type'],
      additionalProperties: false,
      properties: { type: { type: 'string', enum: ['person', 'company'] }, name: text(300), cui: text(20), reg_com: text(50), address: text(300) },
    },
    payment: {
      type: 'object',
      required: ['method'],
      additionalProperties: false,
      properties: { method: { type: 'string', enum: ['card', 'wallet'] }, card: cardSchema, return_path: text(300) },
    },
    expected_total_bani: { type: 'integer', minimum: 0 },
  },
} as const;

const TYPE_MESSAGES: Record<string, string> = {
  number: 'Câmpul trebuie să fie un număr.',
  integer: 'Câmpul trebuie să fie un număr întreg.',
  boolean: 'Câmpul trebuie să fie adevărat sau fals.',
  array: 'Câmpul trebuie să fie o listă.',
  object: 'Câmpul trebuie să fie un obiect.',
  string: 'Câmpul trebuie să fie text.',
};

/** A schema failure as the API's 422, with a message that fits each type. */
export function schemaFailure(validation: readonly FastifySchemaValidationError[]) {
  const errors: FieldErrors = {};
  for (const error of validation) {
    for (const [field, [generic = '']] of Object.entries(toFieldErrors([error]))) {
      const message = field !== 'body' && error.keyword === 'type' ? (TYPE_MESSAGES[String(error.params.type)] ?? generic) : generic;
      const list = (errors[field] ??= []);
      if (!list.includes(message)) list.push(message);
    }
  }
  return validationFailure(errors);
}

export const PER_PAGE = [15, 50, 100, 200] as const;

/** page (>= 1, default 1) and per_page (15|50|100|200, default 15) of a list's query string. */
export function pageQuery(query: { page?: string; per_page?: string }): { page: number; perPage: number } {
  const errors: FieldErrors = {};
  const page = query.page === undefined ? 1 : Number(query.page);
  const perPage = query.per_page === undefined ? 15 : Number(query.per_page);
  if (!/^\d{1,6}$/.test(query.page ?? '1') || page < 1) errors.page = ['Pagina trebuie să fie un număr întreg pozitiv.'];
  if (!(PER_PAGE as readonly number[]).includes(perPage) || !/^\d+$/.test(query.per_page ?? '15')) errors.per_page = ['Numărul pe pagină trebuie să fie 15, 50, 100 sau 200.'];
  if (Object.keys(errors).length) throw validationFailure(errors);
  return { page, perPage };
}

export const pageQuerySchema = {
  type: 'object',
  properties: { page: text(10), per_page: text(10) },
} as const;
