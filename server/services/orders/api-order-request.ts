// The public API's door to the order pipeline (POST /api/public/v1/orders, and the address
// references of POST /orders/prices): the contract's request (api-shapes) becomes the pipeline's
// OrderRequest. Differences from the app's door, all handled here:
// - ends may name an address of the account's book (`address_from.address_id` or `address_from_id`,
//   `address_to.address_id` or `address_to_id`), fields sent with it override the book's;
// - billing is the book's billing address `billing_to.billing_address_id`;
// - the order is paid from the wallet, a test key's from the test balance (not enough credit: 402
//   naming the missing amount, nothing written); the sender's e-mail defaults to the account's;
// - `Idempotency-Key` is optional (the leader's client never sends one) and lives 24 hours; the same
//   key with another body answers 409;
// - the answer is the contract's `{data: {order_id, awb_number, carrier, …, price{…}}, validation_address}`.
import { and, eq } from 'drizzle-orm';
import { STREET_LINE_MAX, streetLine } from '../../../src/shared/address-rules.ts';
import type { AddressInput, PriceRequest } from '../../../src/shared/shipping.ts';
import type { AppDb } from '../../db/client.ts';
import { addresses } from '../../db/schema.ts';
import type { ApiCaller } from '../api-keys/index.ts';
import type { CustomerRow } from '../auth/index.ts';
import { Failure, validationFailure, type FieldErrors } from '../failure.ts';
import { formatRon } from '../payments/index.ts';
import { idempotencyKeyOf, type StoredAnswer } from '../idempotency/index.ts';
import type { CommerceContext } from './context.ts';
import type { BillingInput, OrderBody, OrderRequest } from './order-input.ts';
import { orderView, type OrderBundle } from './order-view.ts';
import type { StoredParty } from './parties.ts';
import { placeOrder } from './place-order.ts';

export type ApiAddress = AddressInput & { address_id?: number; address_from_id?: number | null; address_to_id?: number | null };

export interface ApiPriceRequest extends Omit<PriceRequest, 'address_from' | 'address_to'> {
  address_from: ApiAddress;
  address_to: ApiAddress;
  billing_to?: { billing_address_id?: number };
}

export const API_ORDER_MESSAGES = {
  addressNotFound: 'Adresa nu există în agenda ta de adrese (sau nu este o adresă de expediere ori de livrare).',
  billingNotFound: 'Adresa de facturare nu există în agenda ta de adrese.',
  billingRequired: 'Alege adresa de facturare din agenda ta (billing_to.billing_address_id).',
  billingTooLong: `Adresa de facturare din agendă are strada, numărul și detaliile mai lungi de ${STREET_LINE_MAX} de caractere, cât încape pe factură: prescurteaz-o în agendă (PUT /addresses/billing/{id}) și trimite din nou comanda.`,
  keyReused: 'Cheia Idempotency-Key a fost folosită în ultimele 24 de ore pentru o altă cerere. Folosește o cheie nouă pentru o comandă nouă.',
  cardNotHere:
    'Datele cardului nu se trimit către Curiero: comenzile prin API se plătesc din creditul contului (cu o cheie de test, din soldul de test), iar creditul se alimentează din contul Curiero, pe pagina securizată a procesatorului de plăți.',
} as const;

/**
 * A card sent with an order (`card`, or `payment.card`): refused, never dropped in silence (the
 * schema would strip it). Checked on the body as it came, before the schema's validation.
 */
export function cardFieldErrors(body: unknown): FieldErrors {
  if (typeof body !== 'object' || body === null) return {};
  const { card, payment } = body as { card?: unknown; payment?: unknown };
  const errors: FieldErrors = {};
  if (card !== undefined) errors.card = [API_ORDER_MESSAGES.cardNotHere];
  if (typeof payment === 'object' && payment !== null && (payment as { card?: unknown }).card !== undefined) errors['payment.card'] = [API_ORDER_MESSAGES.cardNotHere];
  return errors;
}

const keyReusedHere = () => new Failure(409, 'idempotency_key_reused', API_ORDER_MESSAGES.keyReused);

type AddressRow = typeof addresses.$inferSelect;

async function bookAddress(db: AppDb, customerId: number, id: number, kinds: readonly AddressRow['kind'][]): Promise<AddressRow | undefined> {
  const [row] = await db.select().from(addresses).where(and(eq(addresses.id, id), eq(addresses.customerId, customerId)));
  return row && kinds.includes(row.kind) ? row : undefined;
}

/** An address of the book as an order's end (empty fields left out). */
export function inlineOf(row: AddressRow): AddressInput {
  const fields: AddressInput = {
    country_code: row.countryCode,
    locality_id: row.localityId,
    street_name: row.streetName,
    street_number: row.streetNo,
    street_details: row.streetDetails,
    contact: row.contact,
    phone: row.phone,
    email: row.email,
    company: row.company,
    ...(row.zipcode ? { postal_code: row.zipcode } : {}),
  };
  // Empty book fields are left out, so that the order's own checks name what is missing.
  return Object.fromEntries(Object.entries(fields).filter(([, v]) => v !== '' && v !== null && v !== undefined)) as AddressInput;
}

async function resolveEnd(db: AppDb, customerId: number, side: 'address_from' | 'address_to', address: ApiAddress, errors: FieldErrors): Promise<AddressInput> {
  const { address_id, address_from_id, address_to_id, ...inline } = address ?? {};
  const id = address_id ?? (side === 'address_from' ? address_from_id : address_to_id) ?? null;
  if (id === null) return inline;
  const row = await bookAddress(db, customerId, id, ['shipping', 'delivery']);
  if (!row) {
    errors[`${side}.${address_id !== undefined ? 'address_id' : `${side}_id`}`] = [API_ORDER_MESSAGES.addressNotFound];
    return inline;
  }
  // Locality fields sent with the id replace the book's locality as a whole.
  const book = inlineOf(row);
  if (inline.locality_name || inline.locality_id !== undefined) delete book.locality_id;
  return { ...book, ...inline };
}

/** A price request of the public API with its address-book references replaced by the addresses. */
export async function priceRequestWithBook(db: AppDb, customerId: number, body: ApiPriceRequest, errors: FieldErrors = {}): Promise<PriceRequest> {
  const [address_from, address_to] = await Promise.all([
    resolveEnd(db, customerId, 'address_from', body.address_from, errors),
    resolveEnd(db, customerId, 'address_to', body.address_to, errors),
  ]);
  const { billing_to: _billing, ...rest } = body;
  return { ...rest, address_from, address_to };
}

const billingPlace = (row: AddressRow) => streetLine({ street: row.streetName, number: row.streetNo, details: row.streetDetails });

/** A billing address of the book as an order's billing. */
export function billingOf(row: AddressRow): BillingInput {
  const place = billingPlace(row);
  if (row.addressType === 'business') {
    return { type: 'company', name: row.company || row.contact, cui: row.vatNo, ...(row.regCom ? { reg_com: row.regCom } : {}), address: place, locality_id: row.localityId };
  }
  return { type: 'person', name: row.contact, ...(place ? { address: place } : {}), locality_id: row.localityId };
}

function placeOf(party: StoredParty) {
  return { locality_id: party.locality_id, postal_code: party.postal_code, locality_name: party.locality_name, county_name: party.county_name, country_code: 'RO' };
}

/** The contract's answer to POST /orders. */
async function apiAnswer(ctx: CommerceContext, bundle: OrderBundle): Promise<StoredAnswer> {
  const { order } = bundle;
  const view = orderView(bundle, ctx.config.publicUrl, ctx.carriers);
  const request = order.priceRequest as unknown as PriceRequest;
  const price = (order.offer as { price: { amount: number; vat: number; total: number; currency: string } }).price;
  const data = {
    order_id: order.id,
    awb_number: order.awb,
    carrier: view.carrier_name,
    carrier_id: order.carrierId,
    service_id: order.serviceId,
    service_name: view.service_name,
    price,
    estimated_pickup_date: view.estimated_pickup_date,
    estimated_delivery_date: view.estimated_delivery_date,
    track_url: view.track_url,
    extra: request.extra ?? {},
    number: order.number,
    order_status: view.order_status,
  };
  const paidFrom = order.testMode ? 'soldul de test (bani de test, fără factură)' : 'portofel';
  const message = order.awb
    ? `Comanda ${order.number} a fost plătită din ${paidFrom} și înregistrată la ${view.carrier_name}. AWB: ${order.awb}.`
    : `Comanda ${order.number} a fost plătită din ${paidFrom}. AWB-ul va fi emis în câteva minute.`;
  return {
    status: 201,
    body: {
      data,
      validation_address: { address_from: placeOf(order.sender as unknown as StoredParty), address_to: placeOf(order.recipient as unknown as StoredParty) },
      message,
    },
  };
}

/** The app's failure that the contract answers otherwise: credit (402). */
function asContract(error: unknown): unknown {
  if (!(error instanceof Failure)) return error;
  if (error.reason === 'insufficient_funds') {
    const { balance_bani: balance = 0, needed_bani: needed = 0, test_mode: test = false } = (error.details.data ?? {}) as { balance_bani?: number; needed_bani?: number; test_mode?: boolean };
    const missing = Math.max(0, needed - balance);
    return new Failure(
      402,
      'insufficient_funds',
      test
        ? `Sold de test insuficient: în soldul de test sunt ${formatRon(balance)}, comanda de test costă ${formatRon(needed)}, lipsesc ${formatRon(missing)}. Alimentează soldul de test din contul Curiero (gratuit, secțiunea „Chei API”) și trimite din nou comanda; nu a fost înregistrat nimic.`
        : `Credit insuficient: în portofel sunt ${formatRon(balance)}, comanda costă ${formatRon(needed)}, lipsesc ${formatRon(missing)}. Alimentează portofelul din contul Curiero și trimite din nou comanda; nu a fost înregistrat nimic.`,
      { data: { missing_amount: missing / 100, wallet_balance: balance / 100, total_amount: needed / 100, currency: 'RON' } },
    );
  }
  return error;
}

export type ApiOrderBody = ApiPriceRequest;

/** POST /orders of the public API, through the pipeline. */
export async function createApiOrder(
  ctx: CommerceContext,
  caller: ApiCaller,
  customer: CustomerRow,
  keyHeader: string | string[] | undefined,
  body: ApiOrderBody,
): Promise<StoredAnswer> {
  const given = keyHeader !== undefined && (Array.isArray(keyHeader) ? keyHeader.length > 0 : true);
  const key = given ? idempotencyKeyOf(keyHeader) : null;

  const errors: FieldErrors = {};
  const priceRequest = await priceRequestWithBook(ctx.db, customer.id, body, errors);
  const billingId = body.billing_to?.billing_address_id;
  const billingRow = billingId === undefined ? undefined : await bookAddress(ctx.db, customer.id, billingId, ['billing']);
  if (billingId === undefined) errors['billing_to.billing_address_id'] = [API_ORDER_MESSAGES.billingRequired];
  else if (!billingRow) errors['billing_to.billing_address_id'] = [API_ORDER_MESSAGES.billingNotFound];
  // An address saved before the book checked the invoice's line (address-rules.ts): refused before any money moves.
  else if ([...billingPlace(billingRow)].length > STREET_LINE_MAX) errors['billing_to.billing_address_id'] = [API_ORDER_MESSAGES.billingTooLong];
  if (Object.keys(errors).length) throw validationFailure(errors);

  const orderBody: OrderBody = {
    ...priceRequest,
    address_from: { ...priceRequest.address_from, email: priceRequest.address_from.email || customer.email },
    billing: billingOf(billingRow!),
    payment: { method: 'wallet' },
  };
  const request: OrderRequest = {
    body: orderBody,
    owner: { customerId: customer.id, guestEmail: null },
    // The hash covers what the shop sent (ids, not the book's addresses as they are today).
    idempotency: { scope: `api:${customer.id}`, key, method: 'POST', path: '/api/public/v1/orders', body, reused: keyReusedHere },
    origin: 'api',
    apiKeyId: caller.keyId,
    testMode: caller.mode === 'test',
    render: apiAnswer,
  };
  try {
    return await placeOrder(ctx, request);
  } catch (error) {
    throw asContract(error);
  }
}
