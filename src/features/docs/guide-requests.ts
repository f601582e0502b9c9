// The calls the guides show (quick start, getting started, pagination, idempotency...), written by
// the same generator as the reference pages' examples, with the bodies they share. Imported at build
// time only (scripts/docs/build-pages.ts reads the guides); the tests run every one of them.
import type { CodeSample } from './docs-types.ts';
import { requestSamples, type ExampleRequest } from './request-samples.ts';

export const API_BASE = 'https://curiero.ro/api/public/v1';

/** The four samples of a call of the public API; `path` is relative to API_BASE. */
export function apiCall(method: string, path: string, options: Omit<ExampleRequest, 'method' | 'url'> = {}): CodeSample[] {
  return requestSamples({ method, url: `${API_BASE}${path}`, ...options });
}

const FROM = {
  country_code: 'RO',
  locality_id: 54984,
  contact: 'Ana Popescu',
  phone: '0722 123 456',
  email: 'ana@exemplu.ro',
  street_name: 'Memorandumului',
  street_number: '28',
};

const TO = {
  country_code: 'RO',
  locality_id: 95079,
  contact: 'Ion Țăranu',
  phone: '0744 987 654',
  street_name: 'Bulevardul Ștefan cel Mare și Sfânt',
  street_number: '10',
};

const CONTENT = {
  envelopes_count: 0,
  parcels_count: 1,
  total_weight: 1,
  parcels: [{ sequence_no: 1, size: { weight: 1, width: 15, height: 10, length: 20 } }],
};

const EXTRA = { parcel_content: 'Cărți', sms_recipient: false };

/** A 1 kg parcel from Cluj-Napoca to Iași: every carrier's offers (carrier_id and service_id 0). */
export const PRICE_BODY = { carrier_id: 0, service_id: 0, address_from: FROM, address_to: TO, content: CONTENT, extra: EXTRA };

/** The billing address id the order examples use (the test swaps in a real one: address.billing.id). */
export const BILLING_ADDRESS_ID = 67890;

/** The same parcel ordered with Sameday, home to home, paid from the wallet. */
export const ORDER_BODY = { carrier_id: 6, service_id: 1, billing_to: { billing_address_id: BILLING_ADDRESS_ID }, address_from: FROM, address_to: TO, content: CONTENT, extra: EXTRA };
