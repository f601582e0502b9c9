// The answers of the address book the app reads (schemas: answers-common.ts says what they are for):
// an address (services/addresses/address-view.ts: the common fields, then billing's company data or
// shipping/delivery's postal code, company and coordinates), a page of one kind, the defaults of every
// kind, and one address with its message. The public door answers the same view with its own response
// schemas (routes/public/, the OpenAPI document); these are the private door's.
import { ADDRESS_KINDS, ADDRESS_TYPES } from '../../../db/schema.ts';
import { bool, dataOf, int, nullableInt, nullableStr, orNull, pageOf, str } from '../answers-common.ts';

const commonRequired = [
  'id',
  'kind',
  'address_type',
  'country_code',
  'locality_id',
  'street_id',
  'street_name',
  'street_no',
  'street_details',
  'contact',
  'phone',
  'email',
  'is_default',
  'created_at',
  'updated_at',
  'locality_name',
  'county_id',
  'county_code',
  'county_name',
] as const;

const commonProperties = {
  id: int,
  kind: { type: 'string', enum: ADDRESS_KINDS },
  address_type: { type: 'string', enum: ADDRESS_TYPES },
  country_code: str,
  locality_id: int,
  street_id: nullableInt,
  street_name: str,
  street_no: str,
  street_details: str,
  contact: str,
  phone: str,
  email: str,
  is_default: bool,
  created_at: str,
  updated_at: str,
  locality_name: str,
  county_id: nullableInt,
  county_code: str,
  county_name: str,
} as const;

/** The fields of every kind (what addressLine and the lists read). */
export const addressCommonSchema = { title: 'AddressCommon', type: 'object', required: commonRequired, properties: commonProperties } as const;

export const billingAddressSchema = {
  title: 'BillingAddress',
  type: 'object',
  required: [...commonRequired, 'company', 'vat_no', 'reg_com', 'vat_payer', 'cnp', 'bank_iban', 'bank'],
  properties: { ...commonProperties, company: str, vat_no: str, reg_com: str, vat_payer: bool, cnp: str, bank_iban: str, bank: str },
} as const;

const nullableNum = { type: ['number', 'null'] } as const;

export const shippingAddressSchema = {
  title: 'ShippingAddress',
  type: 'object',
  required: [...commonRequired, 'zipcode', 'company', 'coordinates'],
  properties: {
    ...commonProperties,
    zipcode: nullableStr,
    company: str,
    coordinates: { type: 'object', required: ['lat', 'lng'], properties: { lat: nullableNum, lng: nullableNum } },
  },
} as const;

/** Billing or shipping/delivery (isBilling in src/shared/addresses.ts tells them apart by kind). */
export const addressSchema = { title: 'AddressDto', anyOf: [billingAddressSchema, shippingAddressSchema] } as const;

export const addressPageSchema = pageOf('AddressPage', addressSchema);

/** The default address of each kind, null where there is none. */
export const defaultAddressesSchema = {
  title: 'DefaultAddresses',
  type: 'object',
  required: ['billing', 'shipping', 'delivery'],
  properties: { billing: orNull(billingAddressSchema), shipping: orNull(shippingAddressSchema), delivery: orNull(shippingAddressSchema) },
} as const;

export const defaultAddressesAnswerSchema = dataOf('DefaultAddressesAnswer', defaultAddressesSchema);

/** One address: read, created, changed or made the default (with its message but the read). */
export const addressAnswerSchema = dataOf('AddressAnswer', addressSchema);
