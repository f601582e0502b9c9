// The return shipment of an approved request (services/returns/return-shipment.ts): an order of the
// one pipeline from the customer to the shop's return address, linked and paid in the approving
// transaction when the shop pays (its wallet debited once, even when two approvals race; a short
// wallet refuses the approval, nothing written), booked on the simulated carrier, which issues the
// label or the carrier's label-free code; label_issued and the customer's mail with the code. When
// the customer pays: nothing booked before the payment, by card on the hosted page (a declined card
// leaves the request payable again) or from the wallet; the shop's part of a `shop_up_to` return
// taken once. A refused request charges nothing.
import { and, eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { jobs, orders, returnRequests, walletLedger } from '../../server/db/schema.ts';
import { RETURN_METHODS, returnCodeOf } from '../../server/services/carriers/index.ts';
import { authHarness, mailsTo, registerCustomer, type AuthHarness } from './helpers/auth.ts';
import { testDatabases } from './helpers/databases.ts';
import { api, drained, paidTopUp, payOnHostedPage, TEST_CARDS } from './helpers/orders.ts';
import { SHOP_WALLET_BANI, shopOrder, shopWithReturns, statementBody, type Shop } from './helpers/returns.ts';

interface Filed {
  id: number;
  key: string;
}

describe.each(testDatabases())('a return’s shipment on $name', (backend) => {
  let h: AuthHarness;
  let app: FastifyInstance;
  beforeAll(async () => {
    h = await authHarness(backend);
    app = h.app;
  });
  afterAll(async () => h?.close());

  async function file(shop: Shop, overrides: Record<string, unknown> = {}): Promise<Filed> {
    const order = await shopOrder(app, shop);
    const stated = await api(app, 'POST', `returns/shops/${shop.slug}/withdrawal`, { body: statementBody(order, overrides) });
    if (stated.statusCode !== 200) throw new Error(`statement answered ${stated.statusCode}: ${stated.body}`);
    const confirmed = await api(app, 'POST', `returns/shops/${shop.slug}/withdrawal/confirm`, { body: { statement_token: stated.json().data.statement_token } });
    if (confirmed.statusCode !== 201) throw new Error(`confirm answered ${confirmed.statusCode}: ${confirmed.body}`);
    return { id: confirmed.json().data.return.id, key: confirmed.json().data.access_token };
  }
  const request = async (id: number) => (await app.db.select().from(returnRequests).where(eq(returnRequests.id, id)))[0]!;
  const orderOf = async (id: number) => (await app.db.select().from(orders).where(eq(orders.id, id)))[0]!;
  const guest = async (f: Filed, more = '') => (await api(app, 'GET', `returns/requests/${f.id}?cheie=${f.key}${more}`)).json().data;
  const approve = (shop: Shop, id: number) => api(app, 'POST', `returns/${id}/approve`, { token: shop.token, body: {} });
  const shopDebits = (shopId: number) => app.db.select().from(walletLedger).where(and(eq(walletLedger.customerId, shopId), sql`${walletLedger.amountBani} < 0`));
  const bookingJobs = (orderId: number) => app.db.select().from(jobs).where(and(eq(jobs.kind, 'order.book'), eq(jobs.key, `order:${orderId}`)));

  it('shop pays: the approval makes the order, paid from its wallet, books it, and mails the locker code', async () => {
    const shop = await shopWithReturns(app, { payer: 'shop' });
    const filed = await file(shop);
    const approved = await approve(shop, filed.id);
    expect(approved.statusCode, approved.body).toBe(200);
    expect(approved.json().data.status).toBe('label_issued');
    const row = await request(filed.id);
    const order = await orderOf(row.returnOrderId!);
    expect(order).toMatchObject({ customerId: shop.customerId, status: 'booked', carrierId: 6, serviceId: 1 });
    expect(order.sender).toMatchObject({ name: 'Ion Țăranu', locality_name: 'Iași' });
    expect((order.recipient as { locality_name: string }).locality_name).toBe('Cluj-Napoca');
    expect(await bookingJobs(order.id)).toHaveLength(1);
    const debits = await shopDebits(shop.customerId);
    expect(debits.map((d) => [d.reference, d.amountBani])).toEqual([[order.number, -order.totalBani]]);

    const view = await guest(filed);
    expect(view).toMatchObject({ status: 'label_issued', awb: order.awb, label_url: null });
    expect(view.shipment).toMatchObject({ awb: order.awb, carrier_name: 'Sameday', customer_due_bani: 0, demo: true, track_url: `/tracking?awb=${order.awb}` });
    expect(view.shipment.code).toMatchObject({ kind: 'code', value: expect.stringMatching(/^EB[A-Z0-9]{8}$/), demo_note: expect.stringContaining('DEMO') });
    expect(view.shipment.code.qr_svg).toContain('<svg');
    expect(view.shipment.instructions.join(' ')).toContain(view.shipment.code.value);
    const deadline = new Date(view.shipment.drop_off_deadline).getTime() - new Date(view.shipment.approved_at).getTime();
    expect(deadline).toBe(14 * 86_400_000);
    expect(view.history.map((x: { to_status: string }) => x.to_status)).toEqual(['requested', 'approved', 'label_issued']);

    await drained(app);
    const mail = mailsTo(h.dataDir, 'ion.taranu@exemplu.ro').find((m) => m.raw.includes('codul de predare'));
    expect(mail?.text).toContain(view.shipment.code.value);
    expect(mail?.text).toContain('Termen de predare');
    expect(mail?.text).toContain('DEMO');
    const detail = await api(app, 'GET', `returns/${filed.id}`, { token: shop.token });
    expect(detail.json().data.shipment).toMatchObject({ awb: order.awb, code: { value: view.shipment.code.value } });
    // The first test also warms the label, invoice and mail paths up (drained runs their jobs): a loaded machine needs more than 30 s.
  }, 120_000);

  it('two approvals at once make one order and take the money once; a short wallet refuses the approval, writing nothing', async () => {
    const shop = await shopWithReturns(app, { payer: 'shop' });
    const filed = await file(shop);
    const answers = await Promise.all([approve(shop, filed.id), approve(shop, filed.id)]);
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 409]);
    expect(await shopDebits(shop.customerId)).toHaveLength(1);
    const made = await app.db.select({ id: orders.id }).from(orders).where(eq(orders.customerId, shop.customerId));
    expect(made).toHaveLength(2); // the original order and one return shipment

    const poor = await shopWithReturns(app, { payer: 'shop' }, 0);
    // The original order is paid by card: the wallet stays empty.
    const short = await file(poor);
    const refused = await approve(poor, short.id);
    expect(refused.statusCode).toBe(422);
    expect(refused.json().message).toContain('Portofelul nu are destui bani pentru transportul returului');
    expect(await request(short.id)).toMatchObject({ status: 'requested', returnOrderId: null });
    expect(await shopDebits(poor.customerId)).toEqual([]);
  });

  it('customer pays: nothing is booked before the payment; a declined card leaves it payable, an approved one books it', async () => {
    const shop = await shopWithReturns(app, { payer: 'customer', carrier_ids: [3, 6], drop_off_methods: ['courier', 'locker'] }, 0);
    const filed = await file(shop, { carrier_id: 3, drop_off_method: 'courier' });
    expect((await approve(shop, filed.id)).json().data.status).toBe('approved');
    const first = await orderOf((await request(filed.id)).returnOrderId!);
    expect(first).toMatchObject({ status: 'awaiting_payment', customerId: null, guestEmail: 'ion.taranu@exemplu.ro' });
    expect(await bookingJobs(first.id)).toEqual([]);
    const before = await guest(filed);
    expect(before.shipment).toMatchObject({ customer_due_bani: first.totalBani, awb: null });

    const pay = (method = 'card') => api(app, 'POST', `returns/requests/${filed.id}/pay?cheie=${filed.key}`, { body: { method } });
    expect((await pay('wallet')).statusCode).toBe(401);
    const declined = await pay();
    expect(declined.statusCode, declined.body).toBe(200);
    const visit = await payOnHostedPage(app, declined.json().data.redirect_url, { card: TEST_CARDS.declined });
    const paymentId = new URL(visit.returnedTo!, 'http://x').searchParams.get('payment_id')!;
    expect(visit.returnedTo).toContain(`/retur/cerere/${filed.id}?cheie=`);
    const failed = await guest(filed, `&payment_id=${paymentId}`);
    expect(failed).toMatchObject({ status: 'approved', awb: null, shipment: { payment_failed: true } });
    expect(await bookingJobs(first.id)).toEqual([]);

    const again = await pay();
    expect(again.statusCode, again.body).toBe(200);
    const second = (await request(filed.id)).returnOrderId!;
    expect(second).not.toBe(first.id);
    const paid = await payOnHostedPage(app, again.json().data.redirect_url);
    const secondPayment = new URL(paid.returnedTo!, 'http://x').searchParams.get('payment_id')!;
    const done = await guest(filed, `&payment_id=${secondPayment}`);
    expect(done.status).toBe('label_issued');
    expect(done.awb).toMatch(/^\d+$/);
    expect(done.shipment).toMatchObject({ code: null, label_available: true, customer_due_bani: 0, carrier_name: 'FAN Courier' });
    expect(done.label_url).toBe(`/api/private/returns/requests/${filed.id}/label?cheie=${filed.key}`);
    const label = await app.inject({ method: 'GET', url: done.label_url });
    expect(label.statusCode).toBe(302);
    const pdf = await app.inject({ method: 'GET', url: new URL(String(label.headers.location)).pathname + new URL(String(label.headers.location)).search });
    expect(pdf.headers['content-type']).toContain('application/pdf');
    expect((await app.inject({ method: 'GET', url: `/api/private/returns/requests/${filed.id}/label?cheie=x${filed.key.slice(1)}` })).statusCode).toBe(404);
    expect((await pay()).statusCode).toBe(409);
  });

  it('the shop pays up to its limit, once, and a signed-in customer pays the rest from the wallet', async () => {
    const shop = await shopWithReturns(app, { payer: 'shop_up_to', payer_limit_bani: 1000 });
    const filed = await file(shop);
    const customer = await registerCustomer(app);
    await app.db.update(returnRequests).set({ filedByCustomerId: customer.customer.id }).where(eq(returnRequests.id, filed.id));
    expect((await approve(shop, filed.id)).json().data.status).toBe('approved');
    const order = await orderOf((await request(filed.id)).returnOrderId!);
    expect(order).toMatchObject({ status: 'awaiting_payment', customerId: customer.customer.id });
    expect((await shopDebits(shop.customerId)).map((d) => [d.reference, d.amountBani])).toEqual([[`RET-${filed.id}`, -1000]]);
    expect((await guest(filed)).shipment.customer_due_bani).toBe(order.totalBani - 1000);

    const pay = (token?: string) => api(app, 'POST', `returns/requests/${filed.id}/pay?cheie=${filed.key}`, { token, body: { method: 'wallet' } });
    expect((await pay(shop.token)).statusCode).toBe(403);
    const short = await pay(customer.access_token);
    expect(short.statusCode).toBe(422);
    expect(await bookingJobs(order.id)).toEqual([]);
    await paidTopUp(app, customer.access_token, 5000);
    const paid = await pay(customer.access_token);
    expect(paid.statusCode, paid.body).toBe(200);
    expect(paid.json().data.return.status).toBe('label_issued');
    const theirs = await app.db.select().from(walletLedger).where(and(eq(walletLedger.customerId, customer.customer.id), eq(walletLedger.kind, 'order')));
    expect(theirs.map((d) => d.amountBani)).toEqual([-(order.totalBani - 1000)]);
    expect(await shopDebits(shop.customerId)).toHaveLength(1);
  });

  it('a refused request charges nothing and makes no shipment', async () => {
    const shop = await shopWithReturns(app, { payer: 'shop' });
    const filed = await file(shop);
    const refused = await api(app, 'POST', `returns/${filed.id}/refuse`, { token: shop.token, body: { reason: 'Produsul a fost purtat.' } });
    expect(refused.json().data.status).toBe('refused');
    expect((await request(filed.id)).returnOrderId).toBeNull();
    expect(await shopDebits(shop.customerId)).toEqual([]);
    const wallet = await api(app, 'GET', 'wallet', { token: shop.token });
    expect(wallet.json().data.balance_bani).toBe(SHOP_WALLET_BANI);
  });

  it('the simulated network issues a code for each carrier’s label-free method, and a label otherwise', () => {
    for (const carrier of RETURN_METHODS) {
      for (const method of ['locker', 'office', 'courier'] as const) {
        const code = returnCodeOf(carrier.carrierId, method, { awb: '1234567890', network: 'simulated' });
        if (carrier.labelFree?.methods.includes(method)) {
          expect(code, `${carrier.carrierId} ${method}`).toMatchObject({ kind: carrier.labelFree.kind, demo: true });
          expect(code!.code.length).toBeGreaterThanOrEqual(6);
          expect(returnCodeOf(carrier.carrierId, method, { awb: '1234567890', network: 'simulated' })).toEqual(code);
        } else {
          expect(code, `${carrier.carrierId} ${method}`).toBeNull();
        }
        // A real adapter gives a code only when the carrier returned one.
        expect(returnCodeOf(carrier.carrierId, method, { awb: '1', network: 'real' })).toBeNull();
      }
    }
    expect(RETURN_METHODS.map((m) => m.carrierId).sort((a, b) => a - b)).toEqual([1, 2, 3, 4, 6, 16]);
  });
});
