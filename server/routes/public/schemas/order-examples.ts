// The examples of the public API's order schemas: the two addresses, the content, the price and
// order requests (body examples the documentation sends as they are: a test key on a fresh account
// gets an answer), and the places, price and breakdown the answers show.
import { trackingPath } from '../../../../src/shared/tracking.ts';
import { EXAMPLE_ORIGIN } from './common.ts';

/** The links of the examples, as the server makes them (openapi.ts puts the deployment's PUBLIC_URL in place of the origin). */
export const EXAMPLE_TRACK_URL = `${EXAMPLE_ORIGIN}${trackingPath('SMD1234567890')}`;
export const EXAMPLE_LABEL_URL = `${EXAMPLE_ORIGIN}/api/private/orders/1234/label?format=A6&expires=1772443800&signature=…`;

const EXAMPLE_CONTENT = {
  envelopes_count: 0,
  pallets_count: 0,
  parcels_count: 1,
  total_weight: 1.5,
  parcels: [{ sequence_no: 1, size: { weight: 1.5, width: 20, height: 10, length: 30 } }],
};
const EXAMPLE_FROM = {
  country_code: 'RO',
  locality_id: 54984,
  street_name: 'Strada Memorandumului',
  street_number: '28',
  contact: 'Ana Popescu',
  phone: '0722 123 456',
  email: 'ana@magazinulverde.ro',
  company: 'Magazinul Verde SRL',
};
const EXAMPLE_TO = {
  country_code: 'RO',
  locality_id: 95079,
  street_name: 'Bulevardul Ștefan cel Mare și Sfânt',
  street_number: '10',
  street_details: 'Bl. A, sc. 2, ap. 14',
  contact: 'Ion Țăranu',
  phone: '0744 987 654',
  email: 'ion.taranu@exemplu.ro',
};

/** A price request the simulated carriers quote: one parcel from Cluj-Napoca to Iași, every carrier and service. */
export const PRICE_REQUEST_EXAMPLE = {
  carrier_id: 0,
  service_id: 0,
  address_from: EXAMPLE_FROM,
  address_to: EXAMPLE_TO,
  content: EXAMPLE_CONTENT,
  extra: { parcel_content: 'Cărți', bank_repayment_amount: 149.9, bank_repayment_currency: 'RON', bank_holder: 'Magazinul Verde SRL', bank_iban: 'RO49AAAA1B31007593840000' },
};

/**
 * An order a test key can place: Sameday, home to home, with 149.90 lei cash on delivery; the
 * billing address is the account's first one in the book (GET /addresses/billing).
 */
export const ORDER_REQUEST_EXAMPLE = {
  carrier_id: 6,
  service_id: 1,
  address_from: EXAMPLE_FROM,
  address_to: EXAMPLE_TO,
  content: EXAMPLE_CONTENT,
  extra: { parcel_content: 'Cărți', internal_identifier: 'MV-10021', bank_repayment_amount: 149.9, bank_repayment_currency: 'RON', bank_holder: 'Magazinul Verde SRL', bank_iban: 'RO49AAAA1B31007593840000' },
  billing_to: { billing_address_id: 1 },
};

export const EXAMPLE_PLACES = {
  address_from: { locality_id: 54984, postal_code: null, locality_name: 'Cluj-Napoca', county_name: 'Cluj', country_code: 'RO' },
  address_to: { locality_id: 95079, postal_code: null, locality_name: 'Iași', county_name: 'Iași', country_code: 'RO' },
};
export const EXAMPLE_PRICE = { amount: 19.83, vat: 4.16, total: 23.99, currency: 'RON' };
export const EXAMPLE_BREAKDOWN = {
  lines: [
    { code: 'base', label: 'Tarif de bază', amount: 1650 },
    { code: 'cod', label: 'Ramburs', amount: 333 },
  ],
  net_bani: 1983,
  vat_bani: 416,
  total_bani: 2399,
  vat_rate: 21,
};
