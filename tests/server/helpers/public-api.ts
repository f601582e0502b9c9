// Calls to the public API (/api/public/v1) with an API key, and keys made the way a shop makes them
// (the dashboard's POST /api/private/api-keys with a bearer).
import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import { expect } from 'vitest';
import { registerCustomer } from './auth.ts';
import { paidTopUp } from './orders.ts';

export interface PublicOptions {
  key?: string | null;
  body?: unknown;
  query?: Record<string, string>;
  headers?: Record<string, string>;
}

/** A call to /api/public/v1/<path> with `X-API-Key: key` (null: no header). */
export function pub(app: FastifyInstance, method: InjectOptions['method'], path: string, options: PublicOptions = {}): Promise<LightMyRequestResponse> {
  const headers: Record<string, string> = { ...options.headers };
  if (options.key) headers['x-api-key'] = options.key;
  const search = options.query ? `?${new URLSearchParams(options.query)}` : '';
  return app.inject({
    method,
    url: `/api/public/v1/${path}${search}`,
    headers,
    ...(options.body !== undefined ? { payload: options.body as InjectOptions['payload'] } : {}),
  });
}

export interface Shop {
  token: string;
  customerId: number;
  email: string;
  key: string;
}

/** A new customer with an API key (test mode, read_write unless told otherwise). */
export async function newShop(app: FastifyInstance, key: { scope?: string; mode?: string; name?: string } = {}): Promise<Shop> {
  const session = await registerCustomer(app);
  const made = await createKey(app, session.access_token, key);
  return { token: session.access_token, customerId: session.customer.id, email: session.customer.email, key: made.json().data.key };
}

export function createKey(app: FastifyInstance, token: string, key: { scope?: string; mode?: string; name?: string } = {}) {
  return app.inject({
    method: 'POST',
    url: '/api/private/api-keys',
    headers: { authorization: `Bearer ${token}` },
    payload: { name: key.name ?? 'Magazin test', scope: key.scope ?? 'read_write', mode: key.mode ?? 'test' },
  });
}

export interface FundedShop extends Shop {
  billingAddressId: number;
}

/** Test money for the shop's test orders: the dashboard's free top-up of the test balance (up to 10,000 lei a call). */
export async function topUpTestBalance(app: FastifyInstance, token: string, bani: number): Promise<number> {
  let balance = 0;
  for (let left = bani; left > 0; left -= 1_000_000) {
    const res = await app.inject({ method: 'POST', url: '/api/private/wallet/test-balance/top-up', headers: { authorization: `Bearer ${token}` }, payload: { amount_bani: Math.min(left, 1_000_000) } });
    if (res.statusCode !== 201) throw new Error(`the test top-up answered ${res.statusCode}: ${res.body}`);
    balance = res.json().data.balance_bani;
  }
  return balance;
}

/**
 * A shop with `bani` to pay its key's orders from (a test key: the test balance, topped up for free;
 * a live key: the wallet, by a card top-up paid on the processor's page) and a billing address in its book.
 */
export async function fundedShop(app: FastifyInstance, bani: number, key: { scope?: string; mode?: string } = {}): Promise<FundedShop> {
  const shop = await newShop(app, key);
  const auth = { authorization: `Bearer ${shop.token}` };
  if (bani > 0 && (key.mode ?? 'test') === 'test') {
    const balance = await topUpTestBalance(app, shop.token, bani);
    if (balance !== bani) throw new Error(`the test top-up left ${balance} bani`);
  } else if (bani > 0) {
    const topUp = await paidTopUp(app, shop.token, bani, { key: `top-up-${shop.customerId}-${Date.now()}` });
    if (topUp.balanceBani !== bani) throw new Error(`the top-up left ${topUp.balanceBani} bani: ${topUp.answer.body}`);
  }
  const billing = await app.inject({
    method: 'POST',
    url: '/api/private/addresses',
    headers: auth,
    payload: { kind: 'billing', address_type: 'individual', locality_id: 54984, contact: 'Ana Popescu', phone: '0722123456', email: shop.email, street_name: 'Memorandumului', street_no: '28' },
  });
  if (billing.statusCode !== 201) throw new Error(`billing address answered ${billing.statusCode}: ${billing.body}`);
  return { ...shop, billingAddressId: billing.json().data.id };
}

/** A public order request (the contract's fields) from Cluj-Napoca to Iași, home to home, with Sameday. */
export function publicOrderBody(billingAddressId: number, overrides: Record<string, unknown> = {}): Record<string, unknown> {
  return {
    carrier_id: 6,
    service_id: 1,
    billing_to: { billing_address_id: billingAddressId },
    address_from: { locality_id: 54984, contact: 'Ana Popescu', phone: '0722 123 456', email: 'ana@exemplu.ro', street_name: 'Memorandumului', street_number: '28', country_code: 'RO' },
    address_to: { locality_id: 95079, contact: 'Ion Țăranu', phone: '0744 987 654', street_name: 'Bulevardul Ștefan cel Mare și Sfânt', street_number: '10', country_code: 'RO' },
    content: { envelopes_count: 0, pallets_count: 0, parcels_count: 1, total_weight: 1, parcels: [{ size: { weight: 1, width: 15, height: 10, length: 20 }, sequence_no: 1 }] },
    extra: { parcel_content: 'Cărți', sms_recipient: false },
    ...overrides,
  };
}

/** A GET on the public API with `key` that must answer `status` (the path and body in the failure); its JSON. */
export function getter(app: () => FastifyInstance, key: () => string) {
  return async (path: string, status = 200) => {
    const res = await pub(app(), 'GET', path, { key: key() });
    expect(res.statusCode, `${path}: ${res.body.slice(0, 300)}`).toBe(status);
    return res.json();
  };
}
