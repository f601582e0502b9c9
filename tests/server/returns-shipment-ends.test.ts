// A return shipment that does not go ahead, and a return that is never shipped (services/returns/
// return-shipment-cancel.ts, return-unshipped.ts): the shop cancelling the booked return shipment by
// the usual order-cancel rules moves the request back to approved, refunds the shop by the order's own
// path and tells the customer; approving again makes a new shipment and code. A shipment no carrier
// will book refunds the customer who paid (unbookable.ts) and the customer pays again for a new one.
// The order pipeline's own mails (confirmation, unbookable notice) are never sent for a return's
// shipment. With `shop_up_to`, the customer's part left unpaid past the drop-off deadline, or the
// shop closing the approved request, closes it and gives the shop's share back, once.
import { and, eq, like, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orders, returnRequests, returnStatusHistory, walletLedger } from '../../server/db/schema.ts';
import { failBooking } from '../../server/services/orders/unbookable.ts';
import { closeUnshipped } from '../../server/services/returns/return-unshipped.ts';
import { authHarness, mailsTo, registerCustomer, type AuthHarness } from './helpers/auth.ts';
import { testDatabases } from './helpers/databases.ts';
import { jobsOf, makeDue } from './helpers/jobs.ts';
import { api, commerceWith, drained, paidTopUp } from './helpers/orders.ts';
import { shopOrder, shopWithReturns, statementBody, type Shop } from './helpers/returns.ts';

const CUSTOMER = 'ion.taranu@exemplu.ro';

describe.each(testDatabases())('a return shipment that ends, and a return never shipped, on $name', (backend) => {
  let h: AuthHarness;
  let app: FastifyInstance;
  beforeAll(async () => {
    h = await authHarness(backend);
    app = h.app;
  });
  afterAll(async () => h?.close());

  async function file(shop: Shop): Promise<{ id: number; key: string; reference: string }> {
    const order = await shopOrder(app, shop);
    const stated = await api(app, 'POST', `returns/shops/${shop.slug}/withdrawal`, { body: statementBody(order) });
    if (stated.statusCode !== 200) throw new Error(`statement answered ${stated.statusCode}: ${stated.body}`);
    const confirmed = await api(app, 'POST', `returns/shops/${shop.slug}/withdrawal/confirm`, { body: { statement_token: stated.json().data.statement_token } });
    if (confirmed.statusCode !== 201) throw new Error(`confirm answered ${confirmed.statusCode}: ${confirmed.body}`);
    const { id } = confirmed.json().data.return;
    return { id, key: confirmed.json().data.access_token, reference: (await request(id)).orderReference };
  }
  const request = async (id: number) => (await app.db.select().from(returnRequests).where(eq(returnRequests.id, id)))[0]!;
  const orderOf = async (id: number) => (await app.db.select().from(orders).where(eq(orders.id, id)))[0]!;
  const approve = (shop: Shop, id: number) => api(app, 'POST', `returns/${id}/approve`, { token: shop.token, body: {} });
  const ledger = (customerId: number, kind: 'order' | 'refund', reference: string) =>
    app.db.select().from(walletLedger).where(and(eq(walletLedger.customerId, customerId), eq(walletLedger.kind, kind), eq(walletLedger.reference, reference)));
  const events = async (id: number) => (await app.db.select({ event: returnStatusHistory.event }).from(returnStatusHistory).where(eq(returnStatusHistory.returnId, id)).orderBy(returnStatusHistory.id)).map((r) => r.event);
  /** The mails to `to` of a purpose (its file name) that name `text`. */
  const mails = (to: string, purpose: string, text: string) => mailsTo(h.dataDir, to).filter((m) => m.file.includes(purpose) && m.text.includes(text));

  it('the shop cancels the booked shipment: approved again, its wallet refunded, the customer told; approving again issues a new code; no order mails', async () => {
    const shop = await shopWithReturns(app, { payer: 'shop' });
    const filed = await file(shop);
    expect((await approve(shop, filed.id)).json().data.status).toBe('label_issued');
    const first = await orderOf((await request(filed.id)).returnOrderId!);
    await drained(app);

    const cancelled = await api(app, 'DELETE', `orders/${first.id}?refund_channel=wallet`, { token: shop.token });
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    expect(await request(filed.id)).toMatchObject({ status: 'approved', returnOrderId: first.id });
    expect((await events(filed.id)).slice(-1)).toEqual(['shipment.cancelled']);
    expect((await ledger(shop.customerId, 'refund', first.number)).map((m) => m.amountBani)).toEqual([first.totalBani]);
    const detail = (await api(app, 'GET', `returns/${filed.id}`, { token: shop.token })).json().data;
    expect(detail.actions).toEqual(['approve', 'receive', 'close']);
    expect(detail.shipment).toMatchObject({ order_status: 'cancelled', code: null, label_available: false, instructions: [], customer_due_bani: 0 });
    const guest = (await api(app, 'GET', `returns/requests/${filed.id}?cheie=${filed.key}`)).json().data;
    expect(guest).toMatchObject({ status: 'approved', shipment: { code: null, label_available: false } });

    await drained(app);
    const told = mails(CUSTOMER, 'return-shipment-cancelled', filed.reference);
    expect(told).toHaveLength(1);
    expect(told[0]!.text).toContain(`AWB-ul ${first.awb}`);
    expect(told[0]!.text).toContain('emite un transport nou');

    const again = await approve(shop, filed.id);
    expect(again.statusCode, again.body).toBe(200);
    expect(again.json().data.status).toBe('label_issued');
    const second = await orderOf((await request(filed.id)).returnOrderId!);
    expect(second.id).not.toBe(first.id);
    expect(second.status).toBe('booked');
    expect(await ledger(shop.customerId, 'order', second.number)).toHaveLength(1);
    // A second press finds a live shipment: nothing more is made.
    expect((await approve(shop, filed.id)).statusCode).toBe(409);

    await drained(app);
    expect(mails(CUSTOMER, 'return-label', filed.reference)).toHaveLength(2);
    // Gap 2: the customer gets only the return's mails, the shop none of the order pipeline's for its return shipments.
    for (const order of [first, second]) {
      expect(mailsTo(h.dataDir, shop.who.customer.email).filter((m) => m.file.includes('order-') && m.text.includes(order.number))).toEqual([]);
      expect(mailsTo(h.dataDir, CUSTOMER).filter((m) => m.file.includes('order-') && m.text.includes(order.number))).toEqual([]);
    }
  }, 120_000);

  it('a shipment no carrier will book: the customer who paid is refunded and told, and pays again for a new one', async () => {
    const shop = await shopWithReturns(app, { payer: 'customer' }, 0);
    const filed = await file(shop);
    const customer = await registerCustomer(app);
    await app.db.update(returnRequests).set({ filedByCustomerId: customer.customer.id }).where(eq(returnRequests.id, filed.id));
    await paidTopUp(app, customer.access_token, 10_000);
    expect((await approve(shop, filed.id)).json().data.status).toBe('approved');
    const pay = () => api(app, 'POST', `returns/requests/${filed.id}/pay?cheie=${filed.key}`, { token: customer.access_token, body: { method: 'wallet' } });
    expect((await pay()).json().data.return.status).toBe('label_issued');
    const first = await orderOf((await request(filed.id)).returnOrderId!);

    // The carrier refuses it for good: the booking undone, then the pipeline's own failure path.
    await app.db.update(orders).set({ awb: null, status: 'paid' }).where(eq(orders.id, first.id));
    await failBooking(commerceWith(app).ctx, first.id, 'Adresa nu este deservită de curier.');
    expect(await request(filed.id)).toMatchObject({ status: 'approved', returnOrderId: first.id });
    expect((await ledger(customer.customer.id, 'refund', first.number)).map((m) => m.amountBani)).toEqual([first.totalBani]);
    const guest = (await api(app, 'GET', `returns/requests/${filed.id}?cheie=${filed.key}`)).json().data;
    expect(guest.shipment).toMatchObject({ order_status: 'booking_failed', code: null, customer_due_bani: first.totalBani });

    await drained(app);
    const told = mails(CUSTOMER, 'return-shipment-cancelled', filed.reference);
    expect(told).toHaveLength(1);
    expect(told[0]!.text).toContain('nu a putut fi înregistrat la curier');
    expect(told[0]!.text).toContain('a revenit în portofelul tău');
    expect(mailsTo(h.dataDir, customer.customer.email).filter((m) => m.file.includes('order-') && m.text.includes(first.number))).toEqual([]);

    const paid = await pay();
    expect(paid.statusCode, paid.body).toBe(200);
    expect(paid.json().data.return.status).toBe('label_issued');
    expect((await request(filed.id)).returnOrderId).not.toBe(first.id);
  }, 120_000);

  it('shop up to an amount: the customer’s part unpaid past the deadline closes it and gives the shop’s share back once; so does the shop closing it', async () => {
    const shop = await shopWithReturns(app, { payer: 'shop_up_to', payer_limit_bani: 1000 });
    const late = await file(shop);
    expect((await approve(shop, late.id)).json().data.status).toBe('approved');
    const reference = `RET-${late.id}`;
    expect((await ledger(shop.customerId, 'order', reference)).map((m) => m.amountBani)).toEqual([-1000]);
    const [deadline] = await jobsOf(app.db, 'return.deadline', `return-deadline:${late.id}:%`);
    expect(deadline!.runInSeconds).toBeGreaterThan(14 * 86_400 - 120);

    expect(await makeDue(app.db, 'return.deadline', `return-deadline:${late.id}:%`)).toBe(1);
    await drained(app);
    expect((await request(late.id)).status).toBe('closed');
    expect((await events(late.id)).slice(-1)).toEqual(['deadline.passed']);
    // Asked again (another process, a retried job): nothing more.
    expect(await app.commerce.ctx.events.transaction(app.db, (tx) => closeUnshipped(tx, app.commerce.ctx.events, late.id, 'deadline.passed'))).toBeUndefined();
    expect((await ledger(shop.customerId, 'refund', reference)).map((m) => m.amountBani)).toEqual([1000]);

    const closedByShop = await file(shop);
    await approve(shop, closedByShop.id);
    const both = await Promise.all([1, 2].map(() => api(app, 'POST', `returns/${closedByShop.id}/close`, { token: shop.token, body: {} })));
    expect(both.map((a) => a.statusCode).sort()).toEqual([200, 409]);
    expect((await ledger(shop.customerId, 'refund', `RET-${closedByShop.id}`)).map((m) => m.amountBani)).toEqual([1000]);
    // Its deadline job, when it comes, finds it closed.
    await makeDue(app.db, 'return.deadline', `return-deadline:${closedByShop.id}:%`);
    await drained(app);
    expect(await ledger(shop.customerId, 'refund', `RET-${closedByShop.id}`)).toHaveLength(1);
    const wallet = await app.db.select({ sum: sql<string>`sum(amount_bani)` }).from(walletLedger).where(and(eq(walletLedger.customerId, shop.customerId), like(walletLedger.reference, 'RET-%')));
    expect(Number(wallet[0]!.sum)).toBe(0);
  }, 120_000);
});
