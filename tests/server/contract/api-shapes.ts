// The market leader's public API as our contract (the project's design notes, api-shapes): every
// answer's fields and their types, transcribed here so that the tests never read outside the repo.
// A shape lists what must be there; more fields are allowed (we add, never rename or drop).
// Types: 'int', 'num' (money: lei with at most 2 decimals is checked separately), 'str', 'bool',
// 'any'; a trailing '?' allows null. Objects are records of shapes, arrays a one-element list;
// nullable(...) allows null for an object.

export type Shape = string | readonly [Shape] | { readonly [field: string]: Shape } | Nullable;

export class Nullable {
  constructor(readonly shape: Shape) {}
}
export const nullable = (shape: Shape) => new Nullable(shape);

const pagination = { total: 'int', per_page: 'int', current_page: 'int', last_page: 'int' } as const;
const price = { amount: 'num', vat: 'num', total: 'num', currency: 'str' } as const;
const place = { locality_id: 'int', postal_code: 'str?', locality_name: 'str', county_name: 'str', country_code: 'str' } as const;
const history = { status_id: 'int', status: 'str', status_description: 'str', is_final_status: 'bool', timestamp: 'str', location: 'str?' } as const;

const addressCommon = {
  id: 'int',
  address_type: 'str',
  country_code: 'str',
  locality_id: 'int',
  street_id: 'int?',
  street_name: 'str',
  street_no: 'str',
  street_details: 'str?',
  contact: 'str',
  phone: 'str',
  email: 'str?',
  is_default: 'bool',
  created_at: 'str',
  updated_at: 'str',
  locality_name: 'str',
  county_id: 'int',
  county_code: 'str',
  county_name: 'str',
} as const;

export const BILLING_ADDRESS = { ...addressCommon, company: 'str?', vat_no: 'str?', reg_com: 'str?', vat_payer: 'bool', cnp: 'str?', bank_iban: 'str?', bank: 'str?' } as const;
export const PLACE_ADDRESS = { ...addressCommon, zipcode: 'str?', company: 'str?', coordinates: nullable({ lat: 'num?', lng: 'num?' }) } as const;
const addressMeta = { ...pagination, from: 'int?', to: 'int?' } as const;

export const ORDER = {
  id: 'int',
  order_status: 'str',
  carrier_id: 'int',
  carrier_name: 'str',
  service_id: 'int',
  service_name: 'str',
  subtotal: 'num',
  tax_amount: 'num',
  discount_amount: 'num',
  total_amount: 'num',
  currency: 'str',
  repayment_currency: 'str',
  repayment_amount: 'num',
  awb: 'str?',
  current_status_id: 'int?',
  current_status: 'str?',
  current_status_description: 'str?',
  is_current_status_final: 'bool',
  track_url: 'str?',
  history: [history],
  created_at: 'str',
  updated_at: 'str',
} as const;

const TRACKING = {
  order_id: 'int?',
  carrier_id: 'int',
  carrier: 'str',
  awb: 'str',
  track_url: 'str',
  current_status: 'str',
  current_status_id: 'int',
  current_status_description: 'str',
  is_current_status_final: 'bool',
  reference: 'str?',
  history: [history],
} as const;

const FIXED_LOCATION = {
  id: 'int',
  fixed_location_type: 'str',
  carrier_id: 'int',
  carrier_name: 'str',
  locality_id: 'int',
  locality_name: 'str',
  county_id: 'int',
  county_name: 'str',
  country_code: 'str',
  name: 'str',
  address: 'str',
  allows_drop_off: 'bool',
  is_active: 'bool',
  coordinates: { lat: 'num', long: 'num' },
  schedule: 'any',
  payment_type: 'str',
} as const;

/** The addresses (e-mail, telephone) those notifications go to: strings, as the leader's client reads them. */
const ADDRESS_SETTINGS = ['email_delivery_alerts', 'email_bordero', 'email_confirmation', 'phone_delivery_notification'];
const notificationSettings = Object.fromEntries(
  [
    'receive_delivery_alerts',
    'email_delivery_alerts',
    'receive_bordero',
    'email_bordero',
    'confirmation_alert',
    'email_confirmation',
    'sms_recipient_notification',
    'phone_delivery_notification',
    'prevention_email_notification',
    'non_pickup_notification',
    'delivery_confirmation_email',
    'wallet_transaction_email',
    'placed_order_email',
  ].map((name) => [name, ADDRESS_SETTINGS.includes(name) ? 'str' : 'bool']),
);

/** Every call of the contract, by method and path pattern, with its answer's shape. */
export const CONTRACT: Record<string, Shape> = {
  'GET /account/profile': {
    message: 'str',
    data: {
      customer_id: 'int',
      name: 'str',
      email: 'str',
      billing_country: 'str',
      preferred_language: 'str',
      currency: 'str',
      awb_format: 'str',
      bank_iban: 'str',
      bank_holder: 'str',
      email_verified: 'bool',
      phone: 'str?',
      phone_verified: 'bool',
      wallet_balance: 'num',
      wallet_currency: 'str',
      notification_settings: notificationSettings,
      marketing_settings: { email_notifications: 'bool', sms_notifications: 'bool' },
    },
  },
  'GET /account/credit': { wallet_balance: 'num', is_active: 'bool', wallet_currency: 'str' },
  'GET /addresses/billing': { list: [BILLING_ADDRESS], meta: addressMeta },
  'GET /addresses/shipping': { list: [PLACE_ADDRESS], meta: addressMeta },
  'GET /addresses/delivery': { list: [PLACE_ADDRESS], meta: addressMeta },
  'GET /locations/countries': [{ country_code: 'str', name: 'str', currency: 'str', language: 'str' }],
  'GET /locations/counties/{cc}': [{ id: 'int', county_code: 'str', county_name: 'str', country_code: 'str' }],
  'GET /locations/localities': [{ id: 'int', name: 'str', county_code: 'str', county_name: 'str' }],
  'GET /locations/carriers': [{ id: 'int', is_active: 'bool', name: 'str' }],
  'GET /locations/services': [{ service_id: 'int', service_name: 'str', carrier_id: 'int', carrier_name: 'str', country_code: 'str' }],
  'GET /locations/fixedlocations/{cc}': [FIXED_LOCATION],
  'GET /locations/fixedlocations/{id}': FIXED_LOCATION,
  'GET /repayments': {
    list: [
      {
        awb: 'str',
        order_id: 'int',
        carrier_id: 'int',
        carrier_name: 'str?',
        repayment_amount: 'num',
        repayment_currency: 'str',
        status: 'str',
        payout_id: 'int?',
        bank_iban: 'str?',
        bank_holder: 'str?',
        recipient_name: 'str?',
        delivered_at: 'str?',
      },
    ],
    pagination,
  },
  'GET /repayments/reports': {
    list: [{ payout_id: 'int', bank_holder: 'str', bank_iban: 'str', repayment_amount: 'num', repayment_currency: 'str', status: 'str', paid_at: 'str?' }],
    pagination,
  },
  'GET /search/localities/{cc}/{term}': {
    data: [{ id: 'int', name: 'str', county: 'str', name_and_county: 'str', county_code: 'str' }],
    meta: { count: 'int', per_page: 'int', country_code: 'str', search_term: 'str' },
  },
  'GET /search/streets/{cc}/{localityId}/{term}': [{ id: 'int', street_name: 'str', postal_code: 'str' }],
  'GET /search/postal-code-reverse/{cc}/{code}': [
    { locality_id: 'int', locality_name: 'str', name_and_county: 'str', county_name: 'str', county_code: 'str', street_name: 'str' },
  ],
  'GET /orders': { list: [ORDER], pagination },
  'GET /orders/{id}': ORDER,
  'DELETE /orders/{id}': { success: 'bool', order_id: 'int', status: 'str', message: 'str', details: 'any' },
  'POST /orders/track-by-awb': [TRACKING],
  'POST /orders/track-by-order': [TRACKING],
  'GET /orders/label-link/{awb}': { download_url: 'str', awb: 'str', format: 'str' },
  'POST /orders/prices': {
    data: [
      {
        carrier_id: 'int',
        carrier: 'str',
        service_id: 'int',
        service_name: 'str',
        estimated_pickup_date: 'str',
        estimated_delivery_date: 'str',
        price,
      },
    ],
    validation_address: { address_from: place, address_to: place },
  },
  'POST /orders': {
    data: {
      order_id: 'int',
      awb_number: 'str?',
      carrier: 'str',
      carrier_id: 'int',
      service_id: 'int',
      service_name: 'str',
      price,
      estimated_pickup_date: 'str',
      estimated_delivery_date: 'str',
      track_url: 'str?',
      extra: 'any',
    },
    validation_address: { address_from: place, address_to: place },
  },
};

/** Fields of the contract that carry money in lei (a decimal with at most 2 decimals). */
export const MONEY_FIELDS = new Set(['amount', 'vat', 'total', 'subtotal', 'tax_amount', 'discount_amount', 'total_amount', 'repayment_amount', 'wallet_balance']);

/** What in `value` breaks `shape` (empty when it conforms), each problem with its path. */
export function problemsOf(value: unknown, shape: Shape, path = '$'): string[] {
  if (shape instanceof Nullable) return value === null ? [] : problemsOf(value, shape.shape, path);
  if (typeof shape === 'string') {
    const [type, optional] = shape.endsWith('?') ? [shape.slice(0, -1), true] : [shape, false];
    if (value === null) return optional ? [] : [`${path}: null, expected ${type}`];
    if (value === undefined) return [`${path}: missing (${shape})`];
    const ok =
      type === 'any' ||
      (type === 'int' && Number.isInteger(value)) ||
      (type === 'num' && typeof value === 'number' && Number.isFinite(value)) ||
      (type === 'str' && typeof value === 'string') ||
      (type === 'bool' && typeof value === 'boolean');
    if (!ok) return [`${path}: ${JSON.stringify(value)?.slice(0, 40)} is not ${type}`];
    const field = path.split('.').at(-1)!;
    if (type === 'num' && MONEY_FIELDS.has(field) && Math.abs(Math.round((value as number) * 100) - (value as number) * 100) > 1e-6) {
      return [`${path}: ${String(value)} is not lei with at most 2 decimals`];
    }
    return [];
  }
  if (Array.isArray(shape)) {
    if (!Array.isArray(value)) return [`${path}: expected an array`];
    return value.flatMap((item, i) => problemsOf(item, shape[0], `${path}[${i}]`));
  }
  if (value === null || typeof value !== 'object' || Array.isArray(value)) return [`${path}: expected an object`];
  return Object.entries(shape).flatMap(([field, inner]) => problemsOf((value as Record<string, unknown>)[field], inner as Shape, `${path}.${field}`));
}
