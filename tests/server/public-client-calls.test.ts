// The leader's published client (EuroparcelApiClient of europarcel/mcp-npm, read, not copied) sends
// every request with `X-API-Key`, `Content-Type: application/json` and `Accept: application/json`,
// query parameters as axios writes them, DELETE with the JSON content type and no body, and reads
// labels as a blob. Here each of its calls is sent the same way, over real HTTP to our base URL, and
// must be answered with a 2xx whose body is what the client reads (`response.data`).
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authHarness, type AuthHarness } from './helpers/auth.ts';
import { testDatabases } from './helpers/databases.ts';
import { IASI, IASI_EASYBOX } from './helpers/orders.ts';
import { fundedShop, publicOrderBody, type FundedShop } from './helpers/public-api.ts';

const CLUJ = 54984;

describe.each(testDatabases().slice(0, 1))("the leader's client's calls, as it sends them, on $name", (backend) => {
  let h: AuthHarness;
  let shop: FundedShop;
  let base: string;
  beforeAll(async () => {
    h = await authHarness(backend);
    shop = await fundedShop(h.app, 100_000);
    await h.app.listen({ port: 0, host: '127.0.0.1' });
    // The client's base URL is its host + /api/public: an integrator points it at ours.
    base = `http://127.0.0.1:${(h.app.server.address() as AddressInfo).port}/api/public/v1`;
  });
  afterAll(async () => {
    h?.app.server.closeAllConnections();
    await h?.close();
  });

  /** axios: params with undefined values left out, the rest as strings. */
  const send = async (method: string, path: string, options: { params?: Record<string, unknown>; data?: unknown } = {}) => {
    const query = new URLSearchParams(Object.entries(options.params ?? {}).filter(([, v]) => v !== undefined).map(([k, v]) => [k, String(v)])).toString();
    return fetch(`${base}${path}${query ? `?${query}` : ''}`, {
      method,
      headers: { 'X-API-Key': shop.key, 'Content-Type': 'application/json', Accept: 'application/json' },
      ...(options.data !== undefined ? { body: JSON.stringify(options.data) } : {}),
    });
  };
  const data = async (method: string, path: string, options: { params?: Record<string, unknown>; data?: unknown } = {}) => {
    const res = await send(method, path, options);
    const text = await res.text();
    expect(res.status, `${method} ${path}: ${text.slice(0, 300)}`).toBeLessThan(300);
    return JSON.parse(text);
  };

  it('answers every call of the client', async () => {
    expect((await data('GET', '/account/profile')).data.email).toBe(shop.email);
    for (const type of ['billing', 'shipping', 'delivery']) {
      expect(await data('GET', `/addresses/${type}`, { params: { page: 1, per_page: 15, all: undefined } })).toHaveProperty('meta.per_page', 15);
    }
    expect((await data('GET', '/addresses/billing', { params: { all: true } })).list.length).toBe(1);
    expect(await data('GET', '/locations/countries')).toContainEqual(expect.objectContaining({ country_code: 'RO' }));
    expect((await data('GET', '/locations/counties/RO')).length).toBe(42);
    expect((await data('GET', '/locations/localities', { params: { country_code: 'RO', county_code: 'CJ' } })).some((l: { id: number }) => l.id === CLUJ)).toBe(true);
    expect((await data('GET', '/locations/carriers')).map((c: { id: number }) => c.id).sort((a: number, b: number) => a - b)).toEqual([1, 2, 3, 4, 6, 16]);
    // carrier_id as the client types it: a string.
    expect((await data('GET', '/locations/services', { params: { carrier_id: '6', country_code: 'RO' } })).every((s: { carrier_id: number }) => s.carrier_id === 6)).toBe(true);
    const lockers = await data('GET', '/locations/fixedlocations/RO', { params: { locality_id: IASI, carrier_id: 6 } });
    expect(lockers.length).toBeGreaterThan(0);
    expect((await data('GET', `/locations/fixedlocations/${IASI_EASYBOX}`)).id).toBe(IASI_EASYBOX);
    expect((await data('GET', `/search/localities/RO/${encodeURIComponent('Satu Mare')}`, { params: { per_page: 15 } })).meta.search_term).toBe('Satu Mare');
    expect((await data('GET', `/search/streets/RO/${CLUJ}/${encodeURIComponent('Memorandumului')}`)).length).toBeGreaterThan(0);
    expect((await data('GET', '/search/postal-code-reverse/RO/400114'))[0].locality_id).toBe(CLUJ);

    const body = publicOrderBody(shop.billingAddressId);
    const prices = await data('POST', '/orders/prices', { data: { ...body, carrier_id: 0, service_id: 0 } });
    expect(prices.data.length).toBeGreaterThan(0);
    const created = await data('POST', '/orders', { data: body });
    const { order_id: orderId, awb_number: awb } = created.data;
    expect((await data('GET', '/orders', { params: { page: 1, per_page: undefined } })).pagination.current_page).toBe(1);
    expect((await data('GET', `/orders/${orderId}`)).id).toBe(orderId);
    expect((await data('POST', '/orders/track-by-awb', { data: { carrier_id: 6, awb_list: [awb], language: 'ro' } }))[0].awb).toBe(awb);
    expect((await data('POST', '/orders/track-by-order', { data: { order_ids: [orderId], language: 'ro' } }))[0].order_id).toBe(orderId);
    expect((await data('GET', `/orders/label-link/${awb}`)).awb).toBe(awb);
    const labels = await send('POST', '/orders/labels', { data: { order_ids: [orderId], format: 'A6' } });
    expect(labels.status).toBe(200);
    expect(Buffer.from(await labels.arrayBuffer()).subarray(0, 5).toString()).toBe('%PDF-');
    // The leader's order ids may come as strings ('6505'); DELETE goes with the JSON content type and no body.
    const cancelled = await data('DELETE', `/orders/${String(orderId)}`, { params: { refund_channel: 'wallet' } });
    expect(cancelled).toMatchObject({ success: true, order_id: orderId, status: 'cancelled' });
    expect(await data('GET', '/repayments', { params: { page: 1, order_id: orderId } })).toHaveProperty('pagination.total', 0);
    expect(await data('GET', '/repayments/reports', { params: { page: 1 } })).toHaveProperty('list');
  });

  it('gives the client what it prints for an error: error, message and details', async () => {
    const res = await send('GET', '/orders/999999');
    expect(res.status).toBe(404);
    const body = await res.json();
    expect(body).toMatchObject({ error: 'not_found', message: expect.any(String) });
  });
});
