// The public API's cash on delivery (api-shapes): GET /repayments and /repayments/reports in the
// contract's shapes ({list, pagination{total, per_page, current_page, last_page}}, lei as decimals,
// integer ids, every field with its type), the order_id filter, pages, a payout with its lines and
// its CSV / PDF, the key's mode (a test key sees its test orders' repayments only), another
// account's payout 404 in the contract's error shape, and the OpenAPI document's entries.
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { extractText } from 'unpdf';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orders, repayments } from '../../server/db/schema.ts';
import { batchPayouts } from '../../server/services/repayments/payouts.ts';
import { authHarness, type AuthHarness } from './helpers/auth.ts';
import { testDatabases } from './helpers/databases.ts';
import { newShop, pub, type Shop } from './helpers/public-api.ts';
import { finish, placeCodOrder, roIban, type CodOrder } from './helpers/repayments.ts';

const REPAYMENT_FIELDS = [
  'awb',
  'order_id',
  'carrier_id',
  'carrier_name',
  'repayment_amount',
  'repayment_currency',
  'status',
  'payout_id',
  'bank_iban',
  'bank_holder',
  'recipient_name',
  'delivered_at',
].sort();
const REPORT_FIELDS = ['payout_id', 'bank_holder', 'bank_iban', 'repayment_amount', 'repayment_currency', 'status', 'paid_at'].sort();

describe.each(testDatabases())('the public repayments API on $name', (backend) => {
  let h: AuthHarness;
  let app: FastifyInstance;
  let shop: Shop;
  let first: CodOrder;
  let second: CodOrder;
  let payoutId: number;

  /** A delivered COD order of `who`, placed with its test key (test mode) unless `live`. */
  const delivered = async (who: Shop, lei: number, iban = roIban(1), live = false) => {
    const order = await placeCodOrder(app, who.token, { lei, iban });
    if (!live) await h.db.update(orders).set({ testMode: true }).where(eq(orders.id, order.orderId));
    await finish(app, order, 'delivered');
    return order;
  };

  beforeAll(async () => {
    h = await authHarness(backend, { PAYOUT_INTERVAL_SECONDS: '0' });
    app = h.app;
    shop = await newShop(app);
    first = await delivered(shop, 250.5);
    second = await delivered(shop, 99.99);
    await batchPayouts(h.db);
    payoutId = (await h.db.select().from(repayments).where(eq(repayments.orderId, first.orderId)))[0]!.payoutId!;
    await app.jobs.drain();
  });
  afterAll(async () => h?.close());

  it('GET /repayments: the contract shape, lei as decimals, integer ids, newest first, pagination', async () => {
    const third = await delivered(shop, 12);
    const res = await pub(app, 'GET', 'repayments', { key: shop.key });
    expect(res.statusCode).toBe(200);
    expect(res.headers['x-curiero-mode']).toBe('test');
    const body = res.json();
    expect(Object.keys(body).sort()).toEqual(['list', 'pagination', 'test_mode']);
    expect(body.pagination).toEqual({ total: 3, per_page: 15, current_page: 1, last_page: 1 });
    expect(body.list.map((r: { awb: string }) => r.awb)).toEqual([third.awb, second.awb, first.awb]);
    const [pending, , paid] = body.list;
    for (const item of body.list) expect(Object.keys(item).sort()).toEqual(REPAYMENT_FIELDS);
    expect(paid).toEqual({
      awb: first.awb,
      order_id: first.orderId,
      carrier_id: 6,
      carrier_name: 'Sameday',
      repayment_amount: 250.5,
      repayment_currency: 'RON',
      status: 'paid',
      payout_id: payoutId,
      bank_iban: roIban(1),
      bank_holder: 'Magazin Verde SRL',
      recipient_name: 'Ion Țăranu',
      delivered_at: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/),
    });
    expect(body.list[1].repayment_amount).toBe(99.99);
    expect(pending).toMatchObject({ status: 'pending', payout_id: null, repayment_amount: 12 });
    expect(Number.isInteger(paid.order_id) && Number.isInteger(paid.payout_id)).toBe(true);

    const paged = (await pub(app, 'GET', 'repayments', { key: shop.key, query: { page: '2', per_page: '15' } })).json();
    expect(paged).toMatchObject({ list: [], pagination: { total: 3, current_page: 2, last_page: 1 } });
    const far = await pub(app, 'GET', 'repayments/reports', { key: shop.key, query: { page: '9999999999', per_page: '200' } });
    expect(far.json()).toMatchObject({ list: [], pagination: { current_page: 9999999999, per_page: 200 } });
    expect((await pub(app, 'GET', 'repayments', { key: shop.key, query: { per_page: '7' } })).statusCode).toBe(422);
  });

  it('GET /repayments?order_id: that order\'s repayment only; a bad id or page is a 422 in the contract shape', async () => {
    const one = (await pub(app, 'GET', 'repayments', { key: shop.key, query: { order_id: String(second.orderId) } })).json();
    expect(one.list).toHaveLength(1);
    expect(one.list[0]).toMatchObject({ awb: second.awb, order_id: second.orderId });
    expect(one.pagination.total).toBe(1);
    const none = (await pub(app, 'GET', 'repayments', { key: shop.key, query: { order_id: '999999999' } })).json();
    expect(none).toMatchObject({ list: [], pagination: { total: 0, last_page: 1 } });

    const bad = await pub(app, 'GET', 'repayments', { key: shop.key, query: { order_id: 'x1', page: '0' } });
    expect(bad.statusCode).toBe(422);
    expect(bad.json()).toMatchObject({ error: 'validation_failed', message: expect.any(String) });
    expect(bad.json()).not.toHaveProperty('reason');
  });

  it('GET /repayments/reports: the payouts in the contract shape', async () => {
    const res = await pub(app, 'GET', 'repayments/reports', { key: shop.key });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.pagination).toEqual({ total: 1, per_page: 15, current_page: 1, last_page: 1 });
    expect(Object.keys(body.list[0]).sort()).toEqual(REPORT_FIELDS);
    expect(body.list[0]).toEqual({
      payout_id: payoutId,
      bank_holder: 'Magazin Verde SRL',
      bank_iban: roIban(1),
      repayment_amount: 350.49,
      repayment_currency: 'RON',
      status: 'paid',
      paid_at: expect.stringMatching(/Z$/),
    });
  });

  it('GET /repayments/reports/{id}: the payout with its lines; .csv and .pdf downloads', async () => {
    const res = await pub(app, 'GET', `repayments/reports/${payoutId}`, { key: shop.key });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({ payout_id: payoutId, status: 'paid', repayment_amount: 350.49, failure_reason: null, simulated: true, repayments_count: 2, test_mode: true });
    expect(body.transfer_reference).toMatch(/^SIM-/);
    expect(body.lines.map((l: { awb: string }) => l.awb)).toEqual([first.awb, second.awb]);
    for (const line of body.lines) expect(Object.keys(line).sort()).toEqual(REPAYMENT_FIELDS);

    const csv = await pub(app, 'GET', `repayments/reports/${payoutId}.csv`, { key: shop.key });
    expect(csv.statusCode).toBe(200);
    expect(csv.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(csv.headers['content-disposition']).toBe(`attachment; filename="decont-rambursuri-${payoutId}.csv"`);
    expect(csv.body).toContain(`${first.awb};`);
    expect(csv.body).toContain(';350,49');

    const pdf = await pub(app, 'GET', `repayments/reports/${payoutId}.pdf`, { key: shop.key });
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    expect(pdf.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    const { text } = await extractText(new Uint8Array(pdf.rawPayload), { mergePages: true });
    expect(text).toContain(first.awb);
    expect(text).toContain('350,49 lei');
  });

  it("another account's payout, or an unknown one, is a 404 in the contract's error shape", async () => {
    const other = await newShop(app);
    for (const path of [`repayments/reports/${payoutId}`, `repayments/reports/${payoutId}.csv`, `repayments/reports/${payoutId}.pdf`, 'repayments/reports/abc', 'repayments/reports/0']) {
      const res = await pub(app, 'GET', path, { key: other.key });
      expect(res.statusCode, path).toBe(404);
      expect(res.json()).toMatchObject({ error: 'not_found', message: 'Decontul nu există.' });
    }
    expect((await pub(app, 'GET', 'repayments', { key: other.key })).json()).toMatchObject({ list: [], pagination: { total: 0 } });
    expect((await pub(app, 'GET', 'repayments', { key: other.key, query: { order_id: String(first.orderId) } })).json().list).toEqual([]);
    expect((await pub(app, 'GET', 'repayments')).statusCode).toBe(401);
  });

  it("a test key sees its test orders' repayments only (a live order's stays out)", async () => {
    const live = await delivered(shop, 5, roIban(2), true);
    const list = (await pub(app, 'GET', 'repayments', { key: shop.key })).json();
    expect(list.list.map((r: { awb: string }) => r.awb)).not.toContain(live.awb);
    await batchPayouts(h.db);
    const livePayout = (await h.db.select().from(repayments).where(eq(repayments.orderId, live.orderId)))[0]!.payoutId!;
    expect(livePayout).not.toBe(payoutId);
    expect((await pub(app, 'GET', `repayments/reports/${livePayout}`, { key: shop.key })).statusCode).toBe(404);
    expect((await pub(app, 'GET', 'repayments/reports', { key: shop.key })).json().list.map((r: { payout_id: number }) => r.payout_id)).not.toContain(livePayout);
  });

  it('documents every call in the OpenAPI document, under Rambursuri', async () => {
    const doc = (await pub(app, 'GET', 'openapi.json')).json();
    for (const path of ['/repayments', '/repayments/reports', '/repayments/reports/{id}', '/repayments/reports/{id}.csv', '/repayments/reports/{id}.pdf']) {
      expect(doc.paths[path]?.get?.tags, path).toEqual(['Rambursuri']);
      expect(doc.paths[path].get.summary, path).toEqual(expect.any(String));
    }
    const item = doc.paths['/repayments'].get.responses['200'].content['application/json'].schema.properties.list.items;
    expect(item.properties.repayment_amount.type).toBe('number');
    expect(item.properties.payout_id.type).toEqual(['integer', 'null']);
  });
});
