// JSON schemas of the public API's order calls (api-shapes): the price request with address-book
// references and `billing_to`, the order request, the contract's Order, tracking item, price answer
// and order answer. Request schemas check types and sizes (the rules, with Romanian messages, are the
// services'); response schemas list every field the contract names (they also serialize: a field
// missing here would be dropped) plus ours, and are the OpenAPI document's (openapi.ts).
import { addressSchema, priceRequestSchema } from '../private/orders/price-request-schema.ts';

const integer = { type: 'integer' } as const;
const number = { type: 'number' } as const;
const text = { type: 'string' } as const;
const bool = { type: 'boolean' } as const;
const nullable = (type: 'string' | 'integer' | 'number') => ({ type: [type, 'null'] }) as const;
const ref = { type: 'integer', minimum: 1 } as const;

const publicAddress = {
  ...addressSchema,
  description: 'Un capăt al expediției: o adresă din agendă (`address_id`, sau `address_from_id` / `address_to_id`) sau câmpurile ei.',
  properties: { ...addressSchema.properties, address_id: ref, address_from_id: { type: ['integer', 'null'], minimum: 1 }, address_to_id: { type: ['integer', 'null'], minimum: 1 } },
} as const;

export const publicPriceRequestSchema = {
  ...priceRequestSchema,
  properties: {
    ...priceRequestSchema.properties,
    address_from: publicAddress,
    address_to: publicAddress,
    billing_to: { type: 'object', additionalProperties: false, properties: { billing_address_id: ref } },
  },
} as const;

export const publicOrderRequestSchema = {
  ...publicPriceRequestSchema,
  required: ['carrier_id', 'service_id', 'address_from', 'address_to', 'content', 'billing_to'],
  properties: {
    ...publicPriceRequestSchema.properties,
    carrier_id: { type: 'integer', minimum: 1 },
    service_id: { type: 'integer', minimum: 1, maximum: 4 },
  },
} as const;

const price = {
  type: 'object',
  properties: { amount: number, vat: number, total: number, currency: text },
  required: ['amount', 'vat', 'total', 'currency'],
} as const;

const place = {
  type: 'object',
  properties: { locality_id: integer, postal_code: nullable('string'), locality_name: text, county_name: text, country_code: text },
} as const;

export const validationAddressSchema = { type: 'object', properties: { address_from: place, address_to: place } } as const;

export const priceAnswerSchema = {
  type: 'object',
  properties: {
    data: {
      type: 'array',
      items: {
        type: 'object',
        properties: {
          carrier_id: integer,
          carrier: text,
          service_id: integer,
          service_name: text,
          estimated_pickup_date: text,
          estimated_delivery_date: text,
          price,
          breakdown: { type: 'object', description: 'Prețul detaliat, în bani (1 leu = 100 de bani).', additionalProperties: true },
          billed_weight_kg: number,
        },
      },
    },
    unavailable: { type: 'array', items: { type: 'object', properties: { carrier_id: integer, service_id: integer, reason: text } } },
    validation_address: validationAddressSchema,
    test_mode: bool,
  },
} as const;

export const historyItemSchema = {
  type: 'object',
  properties: {
    status_id: integer,
    status: text,
    status_description: text,
    is_final_status: bool,
    timestamp: text,
    location: nullable('string'),
    carrier_status_code: text,
  },
} as const;

/** The contract's Order, plus our number, status label, estimated dates and whether it can be cancelled. */
export const publicOrderSchema = {
  type: 'object',
  properties: {
    id: integer,
    number: text,
    order_status: text,
    order_status_label: text,
    carrier_id: integer,
    carrier_name: text,
    service_id: integer,
    service_name: text,
    subtotal: number,
    tax_amount: number,
    discount_amount: number,
    total_amount: number,
    currency: text,
    repayment_currency: text,
    repayment_amount: number,
    awb: nullable('string'),
    current_status_id: nullable('integer'),
    current_status: nullable('string'),
    current_status_description: nullable('string'),
    is_current_status_final: bool,
    track_url: nullable('string'),
    history: { type: 'array', items: historyItemSchema },
    estimated_pickup_date: text,
    estimated_delivery_date: text,
    cancellable: bool,
    origin: { type: 'string', enum: ['app', 'api'], description: 'Pe unde a venit comanda: aplicația sau API-ul.' },
    test_mode: bool,
    created_at: text,
    updated_at: text,
  },
} as const;

export const orderAnswerSchema = {
  type: 'object',
  properties: {
    data: {
      type: 'object',
      properties: {
        order_id: integer,
        awb_number: nullable('string'),
        carrier: text,
        carrier_id: integer,
        service_id: integer,
        service_name: text,
        price,
        estimated_pickup_date: text,
        estimated_delivery_date: text,
        track_url: nullable('string'),
        extra: { type: 'object', additionalProperties: true },
        number: text,
        order_status: text,
      },
    },
    validation_address: validationAddressSchema,
    message: text,
    test_mode: bool,
  },
} as const;

export const trackingItemSchema = {
  type: 'object',
  properties: {
    order_id: nullable('integer'),
    carrier_id: nullable('integer'),
    carrier: nullable('string'),
    awb: nullable('string'),
    track_url: nullable('string'),
    current_status: nullable('string'),
    current_status_id: nullable('integer'),
    current_status_description: nullable('string'),
    is_current_status_final: bool,
    reference: nullable('string'),
    history: { type: 'array', items: historyItemSchema },
    found: bool,
    estimated_delivery_date: nullable('string'),
    carrier_website: nullable('string'),
    updated_at: nullable('string'),
    message: text,
  },
} as const;

export const cancelAnswerSchema = {
  type: 'object',
  properties: {
    success: bool,
    order_id: integer,
    status: text,
    message: text,
    details: {
      type: 'object',
      properties: {
        refund: {
          type: ['object', 'null'],
          properties: { channel: text, amount: number, currency: text, status: text, failure_reason: nullable('string') },
        },
      },
    },
    test_mode: bool,
  },
} as const;

export const labelLinkSchema = {
  type: 'object',
  properties: { download_url: text, awb: text, format: text, expires_at: text, test_mode: bool },
} as const;
