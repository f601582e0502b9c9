// The JSON schemas of a price request (api-shapes PriceRequest) and of the app's order body (the
// price request of the chosen offer plus who pays and how): the one source of those shapes. The
// routes validate with them (server/routes/shared/price-request-schema.ts, routes/private/orders/
// schemas.ts, the public door's order request), and the types of the app, the pricing engine and
// the order pipeline derive from them (FromSchema): a field added here is a field of every type.
// Types and sizes only: the rules, with their Romanian messages, are the services'.
import type { FromSchema } from 'json-schema-to-ts';
import { TEXT_LIMITS as T } from '../field-limits.ts';
import { BOOLEAN_OPTIONS, SHIPPING_LIMITS, type BooleanOption } from '../shipping.ts';

export const text = (maxLength: number) => ({ type: 'string', maxLength }) as const;
export const id = { type: 'integer', minimum: 1 } as const;
export const count = { type: 'integer', minimum: 0 } as const;
const ron = { type: 'string', enum: ['RON'] } as const;
const booleanOptions = Object.fromEntries(BOOLEAN_OPTIONS.map((option) => [option, { type: 'boolean' }])) as {
  [option in BooleanOption]: { readonly type: 'boolean' };
};

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
    // A locker of the chosen carrier (services 2, 3, 4).
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
    // 0 = every carrier, 0 = every service.
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
        ...booleanOptions,
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

/** A card sent by mistake is let through the schema so the rules can say why it is refused (card.ts CARD_NOT_HERE). */
export const cardSentByMistake = {} as const;

/** POST /api/private/orders: the price request of the chosen offer, who pays and how. */
export const orderBodySchema = {
  ...priceRequestSchema,
  required: ['carrier_id', 'service_id', 'address_from', 'address_to', 'content', 'billing', 'payment'],
  properties: {
    ...priceRequestSchema.properties,
    // The guest's e-mail (required without a bearer token; a signed-in customer's account e-mail is used).
    email: text(T.email.max),
    billing: {
      type: 'object',
      required: ['type'],
      additionalProperties: false,
      properties: {
        type: { type: 'string', enum: ['person', 'company'] },
        // A person's or a company's name: the longer limit of the two (the rules check each).
        name: text(Math.max(T.name.max, T.company.max)),
        cui: text(T.cui.max),
        reg_com: text(T.regCom.max),
        address: text(T.billingAddress.max),
        // SIRUTA of the billing address: required for a company (its invoice's city and county), else the sender's.
        locality_id: { type: 'integer', minimum: 1, maximum: 99_999_999 },
      },
    },
    payment: {
      type: 'object',
      required: ['method'],
      additionalProperties: false,
      properties: { method: { type: 'string', enum: ['card', 'wallet'] }, card: cardSentByMistake, return_path: text(300) },
    },
    // The total the customer saw (bani): a different price now answers 409 price_changed.
    expected_total_bani: { type: 'integer', minimum: 0 },
    // The pickup day chosen (YYYY-MM-DD), one of the offer's pickup_dates; the first when absent.
    // The day is checked by the engine, with its Romanian message.
    pickup_date: text(10),
  },
} as const;

/** POST /api/private/orders/price-calculation (api-shapes PriceRequest). */
export type PriceRequest = FromSchema<typeof priceRequestSchema>;
/** One end of the shipment: a locality (by SIRUTA id, or by name + county) and optionally a locker. */
export type AddressInput = FromSchema<typeof addressSchema>;
export type ParcelInput = FromSchema<typeof parcel>;
/** The order body as the schema lets it through (the order rules check the rest: order-validation.ts). */
export type OrderBodyInput = FromSchema<typeof orderBodySchema>;
