// The contract test: every call of the leader's public API (contract/api-shapes.ts) answered by ours,
// with real data behind it (a shop with credit, a book of addresses, orders through the public API, a
// cash-on-delivery parcel delivered and paid out), each answer checked field by field against the
// contract's list and types: ids are integers, money is lei with at most two decimals, lists are not
// empty (so that their items are checked too), and errors have the contract's shape.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { batchPayouts } from '../../server/services/repayments/payouts.ts';
import { CONTRACT, problemsOf, type Shape } from './contract/api-shapes.ts';
import { authHarness, type AuthHarness } from './helpers/auth.ts';
import { testDatabases } from './helpers/databases.ts';
import { drained, IASI, IASI_EASYBOX } from './helpers/orders.ts';
import { fundedShop, pub, publicOrderBody, type FundedShop } from './helpers/public-api.ts';
import { finish, roIban } from './helpers/repayments.ts';
import { eq } from 'drizzle-orm';
import { shipments } from '../../server/db/schema.ts';

const CLUJ = 54984;

describe.each(testDatabases())('the public API answers as the contract says, on $name', (backend) => {
  let h: AuthHarness;
  let shop: FundedShop;
  let orderId: number;
  let awb: string;
  const calls: { name: string; method: 'GET' | 'POST' | 'DELETE'; path: string; body?: unknown; query?: Record<string, string> }[] = [];

  beforeAll(async () => {
    h = await authHarness(backend);
    shop = await fundedShop(h.app, 300_000);
    const auth = { authorization: `Bearer ${shop.token}` };
    for (const payload of [
      { kind: 'shipping', locality_id: CLUJ, contact: 'Depozit Cluj', phone: '0722111222', email: 'depozit@exemplu.ro', street_name: 'Memorandumului', street_no: '1' },
      { kind: 'delivery', locality_id: IASI, contact: 'Ion Țăranu', phone: '0744987654', street_name: 'Bulevardul Ștefan cel Mare și Sfânt', street_no: '10' },
    ]) {
      const res = await h.app.inject({ method: 'POST', url: '/api/private/addresses', headers: auth, payload });
      expect(res.statusCode, res.body).toBe(201);
    }
    const placed = await pub(h.app, 'POST', 'orders', { key: shop.key, body: publicOrderBody(shop.billingAddressId) });
    expect(placed.statusCode, placed.body).toBe(201);
    ({ order_id: orderId, awb_number: awb } = placed.json().data);
    // Cash on delivery, delivered and paid out: a repayment and a payout report.
    const cod = await pub(h.app, 'POST', 'orders', {
      key: shop.key,
      body: publicOrderBody(shop.billingAddressId, { extra: { parcel_content: 'Haine', bank_repayment_amount: 150.5, bank_iban: roIban(7), bank_holder: 'Magazin Test SRL' } }),
    });
    expect(cod.statusCode, cod.body).toBe(201);
    const codAwb = cod.json().data.awb_number as string;
    const [shipment] = await h.db.select({ id: shipments.id }).from(shipments).where(eq(shipments.awb, codAwb));
    await finish(h.app, { orderId: cod.json().data.order_id, awb: codAwb, shipmentId: shipment!.id }, 'delivered');
    await batchPayouts(h.db);
    await drained(h.app);
    const cancelled = (await pub(h.app, 'POST', 'orders', { key: shop.key, body: publicOrderBody(shop.billingAddressId) })).json().data.order_id as number;

    const { billing_to, address_from, address_to, content, extra } = publicOrderBody(shop.billingAddressId);
    calls.push(
      { name: 'GET /account/profile', method: 'GET', path: 'account/profile' },
      { name: 'GET /account/credit', method: 'GET', path: 'account/credit' },
      { name: 'GET /addresses/billing', method: 'GET', path: 'addresses/billing', query: { per_page: '15' } },
      { name: 'GET /addresses/shipping', method: 'GET', path: 'addresses/shipping' },
      { name: 'GET /addresses/delivery', method: 'GET', path: 'addresses/delivery', query: { all: 'true' } },
      { name: 'GET /locations/countries', method: 'GET', path: 'locations/countries' },
      { name: 'GET /locations/counties/{cc}', method: 'GET', path: 'locations/counties/RO' },
      { name: 'GET /locations/localities', method: 'GET', path: 'locations/localities', query: { country_code: 'RO', county_code: 'CJ' } },
      { name: 'GET /locations/carriers', method: 'GET', path: 'locations/carriers' },
      { name: 'GET /locations/services', method: 'GET', path: 'locations/services', query: { country_code: 'RO' } },
      { name: 'GET /locations/fixedlocations/{cc}', method: 'GET', path: 'locations/fixedlocations/RO', query: { locality_id: String(IASI) } },
      { name: 'GET /locations/fixedlocations/{id}', method: 'GET', path: `locations/fixedlocations/${IASI_EASYBOX}` },
      { name: 'GET /repayments', method: 'GET', path: 'repayments' },
      { name: 'GET /repayments/reports', method: 'GET', path: 'repayments/reports' },
      { name: 'GET /search/localities/{cc}/{term}', method: 'GET', path: 'search/localities/RO/Satu%20Mare', query: { per_page: '15' } },
      { name: 'GET /search/streets/{cc}/{localityId}/{term}', method: 'GET', path: `search/streets/RO/${CLUJ}/memorandum` },
      { name: 'GET /search/postal-code-reverse/{cc}/{code}', method: 'GET', path: 'search/postal-code-reverse/RO/400001' },
      { name: 'POST /orders/prices', method: 'POST', path: 'orders/prices', body: { carrier_id: 0, service_id: 0, billing_to, address_from, address_to, content, extra } },
      { name: 'GET /orders', method: 'GET', path: 'orders', query: { page: '1', per_page: '50' } },
      { name: 'GET /orders/{id}', method: 'GET', path: `orders/${orderId}` },
      { name: 'POST /orders/track-by-awb', method: 'POST', path: 'orders/track-by-awb', body: { carrier_id: 6, awb_list: [awb], language: 'ro' } },
      { name: 'POST /orders/track-by-order', method: 'POST', path: 'orders/track-by-order', body: { order_ids: [orderId], language: 'ro' } },
      { name: 'GET /orders/label-link/{awb}', method: 'GET', path: `orders/label-link/${awb}` },
      { name: 'DELETE /orders/{id}', method: 'DELETE', path: `orders/${cancelled}`, query: { refund_channel: 'wallet' } },
      { name: 'POST /orders', method: 'POST', path: 'orders', body: publicOrderBody(shop.billingAddressId) },
    );
  }, 120_000);
  afterAll(async () => h?.close());

  it('covers every call of the contract', () => {
    expect(calls.map((c) => c.name).sort()).toEqual(Object.keys(CONTRACT).sort());
  });

  it('answers every call with the contract’s fields and types, on non-empty lists', async () => {
    const problems: string[] = [];
    for (const call of calls) {
      const res = await pub(h.app, call.method, call.path, { key: shop.key, ...(call.body ? { body: call.body } : {}), ...(call.query ? { query: call.query } : {}) });
      if (res.statusCode >= 300) {
        problems.push(`${call.name}: answered ${res.statusCode} ${res.body.slice(0, 200)}`);
        continue;
      }
      const body = res.json();
      problems.push(...problemsOf(body, CONTRACT[call.name] as Shape).map((p) => `${call.name} ${p}`));
      const list = Array.isArray(body) ? body : (body.list ?? body.data);
      if (Array.isArray(list) && list.length === 0) problems.push(`${call.name}: an empty list (nothing checked)`);
    }
    expect(problems).toEqual([]);
  });

  it('labels come as a PDF even when JSON is asked for', async () => {
    const res = await pub(h.app, 'POST', 'orders/labels', { key: shop.key, body: { order_ids: [orderId], format: 'A4' }, headers: { accept: 'application/json' } });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
  });

  it('answers errors as {error, message, details} in Romanian, never the private shape', async () => {
    const cases = [
      await pub(h.app, 'GET', 'orders'),
      await pub(h.app, 'GET', 'orders/999999999', { key: shop.key }),
      await pub(h.app, 'GET', 'orders', { key: shop.key, query: { per_page: '7' } }),
      await pub(h.app, 'POST', 'orders', { key: shop.key, body: { carrier_id: 6 } }),
    ];
    expect(cases.map((r) => r.statusCode)).toEqual([401, 404, 422, 422]);
    for (const res of cases) {
      const body = res.json();
      expect(Object.keys(body).filter((k) => k !== 'details' && k !== 'test_mode').sort()).toEqual(['error', 'message']);
      expect(typeof body.error).toBe('string');
      expect(body.message).toMatch(/[ăâîșțĂÂÎȘȚ]|cheia|Resursa|Datele/);
    }
    expect(Object.keys(cases[3]!.json().details).length).toBeGreaterThan(0);
  });
});

describe('the contract checker', () => {
  it('catches a string id, integer bani for lei, a missing field and a null where none is allowed', () => {
    const order = { list: [{ id: '12', total_amount: 2501 / 3 }], pagination: { total: 1, per_page: 15, current_page: 1, last_page: 1 } };
    const problems = problemsOf(order, CONTRACT['GET /orders'] as Shape);
    expect(problems).toEqual(
      expect.arrayContaining([
        expect.stringContaining('$.list[0].id: "12" is not int'),
        expect.stringContaining('$.list[0].total_amount: 833.6666666666666 is not lei with at most 2 decimals'),
        expect.stringContaining('$.list[0].order_status: missing'),
        expect.stringContaining('$.list[0].carrier_name: missing'),
      ]),
    );
    expect(problemsOf({ wallet_balance: null, is_active: true, wallet_currency: 'RON' }, CONTRACT['GET /account/credit'] as Shape)).toEqual(['$.wallet_balance: null, expected num']);
    expect(problemsOf({ wallet_balance: 12.5, is_active: true, wallet_currency: 'RON' }, CONTRACT['GET /account/credit'] as Shape)).toEqual([]);
  });
});
