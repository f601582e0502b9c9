// Refunds that follow the parcel (issue #33): the return shipment's tracking, recorded the way the
// poller records it, moves its request (picked up -> in_transit, delivered -> received) once however
// often the event is recorded, and the shop is mailed when it arrives; a cash-on-delivery return is
// refunded from the shop's collected ramburs, automatically on arrival (setting cod_refund_auto) or by
// the shop's button with an amount it may edit: the buyer's transfer by the payout provider, the
// customer's mail with the amount and the IBAN masked, the deduction on the shop's next payout and its
// report; refused (422, nothing moved) when the shop has not collected enough; once, with two
// processes pressing at once (PostgreSQL: two apps with pools of their own); non-COD returns untouched.
import { eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eventBusOf } from '../../server/app/events.ts';
import { openDatabase } from '../../server/db/client.ts';
import { payouts, returnRefunds, returnRequests, returnStatusHistory } from '../../server/db/schema.ts';
import { batchPayouts } from '../../server/services/repayments/payouts.ts';
import { findPayout } from '../../server/services/repayments/queries.ts';
import { payoutCsv, payoutPdf } from '../../server/services/repayments/report.ts';
import { recordTracking } from '../../server/services/tracking/record.ts';
import { testApp } from './helpers/app.ts';
import { authEnv, authHarness, mailsTo, query, type AuthHarness } from './helpers/auth.ts';
import { testDatabases } from './helpers/databases.ts';
import { jobsOf } from './helpers/jobs.ts';
import { api, drained } from './helpers/orders.ts';
import { approvedReturn, BUYER_IBAN, shopOrder, shopWithReturns, type Shop, type ShopOrder } from './helpers/returns.ts';
import { extractText } from 'unpdf';

const ENV = { PAYOUT_INTERVAL_SECONDS: '0' };

describe.each(testDatabases())('refunds that follow the parcel on $name', (backend) => {
  let h: AuthHarness;
  let app: FastifyInstance;
  beforeAll(async () => {
    h = await authHarness(backend, ENV);
    app = h.app;
  });
  afterAll(async () => h?.close());

  let sequence = 50_000;
  /** The carrier reports the return parcel in `status` (one new event, as a poll records it); answers the events, to record them again. */
  const track = async (order: ShopOrder, status: 'picked_up' | 'in_transit' | 'delivered', again?: object[]) => {
    const at = new Date();
    const events = again ?? [{ sequence: ++sequence, carrierStatusCode: status.toUpperCase(), status, description: `Colet retur: ${status}`, location: 'Cluj-Napoca', occurredAt: at }];
    await recordTracking(app.db, { id: order.shipmentId, awb: order.awb }, events as never, at, { events: eventBusOf(app) });
    return events;
  };

  const filedReturn = (shop: Shop, order: ShopOrder, cod: boolean) => approvedReturn(app, shop, order, cod);

  const requestOf = async (id: number) => (await h.db.select().from(returnRequests).where(eq(returnRequests.id, id)))[0]!;
  const historyOf = (id: number) => h.db.select().from(returnStatusHistory).where(eq(returnStatusHistory.returnId, id)).orderBy(returnStatusHistory.id);
  const refundsOf = (id: number) => h.db.select().from(returnRefunds).where(eq(returnRefunds.returnId, id));
  const detail = async (shop: Shop, id: number) => (await api(app, 'GET', `returns/${id}`, { token: shop.token })).json().data;
  const codRefund = (shop: Shop, id: number, body: unknown = {}, on = app) => api(on, 'POST', `returns/${id}/cod-refund`, { token: shop.token, body });
  const received = async (shop: Shop, id: number) => expect((await api(app, 'POST', `returns/${id}/receive`, { token: shop.token })).statusCode).toBe(200);

  it('moves the request with its return parcel, once per change, and tells the shop when it arrives', async () => {
    const shop = await shopWithReturns(app);
    const filed = await filedReturn(shop, await shopOrder(app, shop), false);
    expect((await requestOf(filed.id)).status).toBe('label_issued');

    const pickedUp = await track(filed.returnOrder, 'picked_up');
    expect((await requestOf(filed.id)).status).toBe('in_transit');
    // The same event recorded again, and a new scan within the same status: no second move.
    await track(filed.returnOrder, 'picked_up', pickedUp);
    await track(filed.returnOrder, 'in_transit');
    expect((await historyOf(filed.id)).map((row) => row.event)).toEqual(['customer.withdrew', 'shop.approved', 'label.issued', 'parcel.picked_up']);
    expect(await jobsOf(h.db, 'mail', `return-arrived:${filed.id}`)).toEqual([]);

    const delivered = await track(filed.returnOrder, 'delivered');
    await track(filed.returnOrder, 'delivered', delivered);
    const row = await requestOf(filed.id);
    expect(row.status).toBe('received');
    const history = await historyOf(filed.id);
    expect(history.map((h) => [h.event, h.toStatus])).toEqual([
      ['customer.withdrew', 'requested'],
      ['shop.approved', 'approved'],
      ['label.issued', 'label_issued'],
      ['parcel.picked_up', 'in_transit'],
      ['parcel.delivered', 'received'],
    ]);
    expect(history.at(-1)!.note).toBe(`AWB retur ${filed.returnOrder.awb}`);
    // The shop's mail, queued in the same transaction, once; the webhook event follows every move.
    expect(await jobsOf(h.db, 'mail', `return-arrived:${filed.id}`)).toHaveLength(1);
    await drained(app);
    const [mail, ...more] = mailsTo(h.dataDir, shop.who.customer.email).filter((m) => m.file.includes('return-arrived'));
    expect(more).toEqual([]);
    expect(mail!.text).toContain(`Returul #${filed.id} a ajuns`);
    expect(mail!.text).toContain(filed.returnOrder.awb);
    expect(mail!.text).toContain('marchează returul ca rambursat');
    // Nothing to refund from the ramburs: not a cash-on-delivery order.
    expect(await refundsOf(filed.id)).toEqual([]);
  });

  it('moves a request whose parcel is first seen delivered through in_transit to received', async () => {
    const shop = await shopWithReturns(app);
    const filed = await filedReturn(shop, await shopOrder(app, shop), false);
    await track(filed.returnOrder, 'delivered');
    expect((await historyOf(filed.id)).slice(3).map((h) => h.toStatus)).toEqual(['in_transit', 'received']);
  });

  it('refunds a COD return automatically when it arrives, deducts it from the next payout (the totals net of it) and puts it on the report', async () => {
    const shop = await shopWithReturns(app, { cod_refund_auto: true });
    expect((await api(app, 'GET', 'returns/settings', { token: shop.token })).json().data.cod_refund_auto).toBe(true);
    const order = await shopOrder(app, shop, { codLei: 250.5 });
    const other = await shopOrder(app, shop, { codLei: 100 });
    const totals = async (filter = '') => (await api(app, 'GET', `repayments?${filter}`, { token: shop.token })).json().totals;
    const filed = await filedReturn(shop, order, true);
    await track(filed.returnOrder, 'delivered');

    const row = await requestOf(filed.id);
    expect(row.status).toBe('refunded');
    expect((await historyOf(filed.id)).at(-1)).toMatchObject({ event: 'shop.refunded', fromStatus: 'received', note: 'Rambursat automat din banii ramburs: 250,50 RON' });
    const [refund, ...others] = await refundsOf(filed.id);
    expect(others).toEqual([]);
    expect(refund).toMatchObject({ amountBani: 25050, buyerIban: BUYER_IBAN, buyerName: 'Ion Țăranu', automatic: true, status: 'pending', payoutId: null, customerId: shop.customerId });
    expect(await jobsOf(h.db, 'return-refund.send', `return-refund:${refund!.id}`)).toHaveLength(1);

    await drained(app);
    // The payout provider (its local default) sent it to the buyer's IBAN.
    const [sent] = await refundsOf(filed.id);
    expect(sent).toMatchObject({ status: 'paid', attempts: 1, transferReference: expect.stringMatching(/^SIM-/) });
    expect(sent!.paidAt).toBeInstanceOf(Date);
    const [customerMail, ...moreMails] = mailsTo(h.dataDir, filed.email).filter((m) => m.file.includes('return-refunded'));
    expect(moreMails).toEqual([]);
    expect(customerMail!.text).toContain('250,50 RON');
    expect(customerMail!.text).toContain(`RO** **** **** **** **** ${BUYER_IBAN.slice(-4)}`);
    expect(customerMail!.text).not.toContain(BUYER_IBAN);
    const shopMail = mailsTo(h.dataDir, shop.who.customer.email).find((m) => m.file.includes('return-arrived'));
    expect(shopMail!.text).toContain('rambursat automat din banii ramburs încasați: 250,50 RON');
    const shown = await detail(shop, filed.id);
    expect(shown.cod_refund).toMatchObject({ order_cod_bani: 25050, refund: { amount_bani: 25050, status: 'paid', automatic: true, deducted: false, iban_masked: `RO** **** **** **** **** ${BUYER_IBAN.slice(-4)}` } });
    expect(shown.actions).toEqual(['close']);
    // Before the payout, what waits for the shop is net of the refund promised to the buyer; an AWB keeps its order's return's refund only, a date the refund's day.
    expect(await totals()).toMatchObject({ collected_bani: 35050, paid_bani: 0, waiting_bani: 10000, refunded_bani: 25050 });
    expect(await totals(`awb=${order.awb}`)).toMatchObject({ collected_bani: 25050, waiting_bani: 0, refunded_bani: 25050 });
    expect(await totals(`awb=${other.awb}`)).toMatchObject({ collected_bani: 10000, waiting_bani: 10000, refunded_bani: 0 });
    expect((await totals(`from=${new Date(Date.now() + 3 * 86_400_000).toISOString().slice(0, 10)}`)).refunded_bani).toBe(0);

    // The next payout: 250,50 + 100,00 collected, less the 250,50 refunded.
    await batchPayouts(h.db);
    const [payout] = await h.db.select().from(payouts).where(eq(payouts.customerId, shop.customerId));
    expect(payout).toMatchObject({ amountBani: 10000, status: 'pending' });
    expect(await totals()).toMatchObject({ paid_bani: 0, waiting_bani: 10000, refunded_bani: 25050 });
    expect((await refundsOf(filed.id))[0]!.payoutId).toBe(payout!.id);
    expect((await detail(shop, filed.id)).cod_refund.refund.deducted).toBe(true);
    // The dashboard's payouts (the list and one payout) show the refund as the report does: masked IBAN, buyer, amount.
    const refundLine = { id: refund!.id, return_id: filed.id, order_reference: row.orderReference, buyer_name: 'Ion Țăranu', buyer_iban_masked: `RO…${BUYER_IBAN.slice(-4)}`, amount_bani: 25050, amount: 250.5 };
    const listed = (await api(app, 'GET', 'repayments/payouts', { token: shop.token })).json().data;
    expect(listed).toEqual([expect.objectContaining({ id: payout!.id, amount_bani: 10000, repayments_count: 2, refunds: [{ ...refundLine, created_at: expect.any(String) }] })]);
    expect(JSON.stringify(listed)).not.toContain(BUYER_IBAN);
    const one = (await api(app, 'GET', `repayments/payouts/${payout!.id}`, { token: shop.token })).json().data;
    expect(one.refunds).toEqual(listed[0].refunds);
    expect(one.lines).toHaveLength(2);
    const found = (await findPayout(h.db, shop.customerId, payout!.id))!;
    const csv = payoutCsv(found);
    const masked = `RO…${row.refundIban!.slice(-4)}`;
    expect(csv).toContain(`Retur #${filed.id};${row.orderReference};Rambursare ${masked}, Ion Țăranu;`);
    expect(csv).not.toContain(row.refundIban!);
    expect(csv).toContain(';-250,50\r\n');
    expect(csv).toContain(`Total decont ${payout!.id};2 colete, 1 rambursare de retur scăzută;;;100,00`);
    const pdf = (await extractText(new Uint8Array(await payoutPdf(found, { providerSimulated: true })), { mergePages: true })).text;
    expect(pdf).toContain(`Retur #${filed.id}`);
    expect(pdf).toContain(masked);
    expect(pdf).toContain('−250,50 lei');
    expect(pdf).toContain('100,00 lei');
    // Sent to the bank for the difference only.
    await drained(app);
    expect((await h.db.select().from(payouts).where(eq(payouts.id, payout!.id)))[0]).toMatchObject({ status: 'paid', amountBani: 10000 });
    // What reached the shop's account is the payout, not the repayments it grouped.
    expect(await totals()).toMatchObject({ collected_bani: 35050, paid_bani: 10000, waiting_bani: 0, refunded_bani: 25050 });
  });

  it('settles a payout the refunds took entirely as paid, with nothing sent to the bank', async () => {
    const shop = await shopWithReturns(app, { cod_refund_auto: true });
    const filed = await filedReturn(shop, await shopOrder(app, shop, { codLei: 80 }), true);
    await track(filed.returnOrder, 'delivered');
    expect((await requestOf(filed.id)).status).toBe('refunded');
    await batchPayouts(h.db);
    const [payout] = await h.db.select().from(payouts).where(eq(payouts.customerId, shop.customerId));
    expect(payout).toMatchObject({ amountBani: 0, status: 'paid', transferReference: null });
    expect(await jobsOf(h.db, 'payout.send', `payout:${payout!.id}`)).toEqual([]);
    expect(payoutCsv((await findPayout(h.db, shop.customerId, payout!.id))!)).toContain(';0,00\r\n');
  });

  it('leaves an arrived COD return received when the shop has not collected enough, and says so to the shop', async () => {
    const shop = await shopWithReturns(app, { cod_refund_auto: true });
    const filed = await filedReturn(shop, await shopOrder(app, shop, { codLei: 120 }), true);
    // The collected money was paid out already: nothing left to refund from.
    await batchPayouts(h.db);
    await drained(app);
    await track(filed.returnOrder, 'delivered');
    expect((await requestOf(filed.id)).status).toBe('received');
    expect(await refundsOf(filed.id)).toEqual([]);
    await drained(app);
    const shopMail = mailsTo(h.dataDir, shop.who.customer.email).find((m) => m.file.includes('return-arrived'));
    expect(shopMail!.text).toContain('Rambursarea automată nu s-a făcut: nu ai destui bani din ramburs încasați');
    expect((await detail(shop, filed.id)).cod_refund).toMatchObject({ order_cod_bani: 12000, available_bani: 0, refund: null });
  });

  it('refunds by the shop’s button with an amount it may edit, refusing more than the order or than the collected money, nothing moved', async () => {
    const shop = await shopWithReturns(app);
    const order = await shopOrder(app, shop, { codLei: 150 });
    const filed = await filedReturn(shop, order, true);
    // Not before the parcel is back.
    const early = await codRefund(shop, filed.id);
    expect([early.statusCode, early.json().message]).toEqual([409, 'Cererea nu poate fi rambursată: este în starea „Etichetă emisă”. Se rambursează după ce coletul ajunge la tine.']);
    await received(shop, filed.id);
    expect((await requestOf(filed.id)).status).toBe('received');
    expect((await detail(shop, filed.id)).cod_refund).toEqual({ order_cod_bani: 15000, available_bani: 15000, refund: null });

    const above = await codRefund(shop, filed.id, { amount_bani: 15001 });
    expect([above.statusCode, above.json().errors]).toEqual([422, { amount_bani: ['Suma depășește rambursul plătit de client pentru comandă (150,00 RON).'] }]);
    const bad = await codRefund(shop, filed.id, { amount_bani: '12,50' });
    expect(bad.json().errors.amount_bani[0]).toContain('număr întreg de bani');
    // The 150 lei were paid out meanwhile; 50 lei collected since.
    await batchPayouts(h.db);
    await drained(app);
    await shopOrder(app, shop, { codLei: 50 });
    const short = await codRefund(shop, filed.id, { amount_bani: 6000 });
    expect(short.statusCode).toBe(422);
    expect(short.json().errors.amount_bani[0]).toMatch(/^Nu ai destui bani din ramburs încasați pentru această rambursare: disponibil 50,00 RON\./);
    expect((await requestOf(filed.id)).status).toBe('received');
    expect(await refundsOf(filed.id)).toEqual([]);
    expect(await jobsOf(h.db, 'mail', `return-refunded:${filed.id}`)).toEqual([]);

    const done = await codRefund(shop, filed.id, { amount_bani: 4500 });
    expect([done.statusCode, done.json().data.status, done.json().message]).toEqual([200, 'refunded', 'Rambursarea a fost înregistrată: banii pleacă în contul clientului, iar suma se scade din următorul tău decont de rambursuri.']);
    expect(await refundsOf(filed.id)).toMatchObject([{ amountBani: 4500, automatic: false }]);
    expect((await detail(shop, filed.id)).cod_refund.available_bani).toBe(500);
    const again = await codRefund(shop, filed.id, { amount_bani: 100 });
    expect(again.statusCode).toBe(409);
    expect(await refundsOf(filed.id)).toHaveLength(1);
    await drained(app);
    expect(mailsTo(h.dataDir, filed.email).filter((m) => m.file.includes('return-refunded'))[0]!.text).toContain('45,00 RON');
  });

  it('refunds once when two processes press the button at once, and never past the collected money', async () => {
    // On PostgreSQL the second app has a pool of its own (as another process would); PGlite is one connection.
    const second = h.test.url ? await openDatabase({ dataDir: '', databaseUrl: h.test.url }) : null;
    const other = second ? await testApp(authEnv(h.dataDir, ENV), { database: second }) : await h.newApp();
    try {
      const shop = await shopWithReturns(app);
      const filed = await filedReturn(shop, await shopOrder(app, shop, { codLei: 90 }), true);
      await received(shop, filed.id);
      const answers = await Promise.all([codRefund(shop, filed.id, {}, app), codRefund(shop, filed.id, {}, other), codRefund(shop, filed.id, {}, app), codRefund(shop, filed.id, {}, other)]);
      expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 409, 409, 409]);
      expect(await refundsOf(filed.id)).toMatchObject([{ amountBani: 9000 }]);
      expect(await jobsOf(h.db, 'mail', `return-refunded:${filed.id}`)).toHaveLength(1);
      expect((await historyOf(filed.id)).filter((row) => row.event === 'shop.refunded')).toHaveLength(1);

      // Two returns of one shop, 70 + 70 lei against 100 collected, at once from both: one is refunded.
      const shop2 = await shopWithReturns(app);
      const first = await filedReturn(shop2, await shopOrder(app, shop2, { codLei: 70 }), true);
      const secondReturn = await filedReturn(shop2, await shopOrder(app, shop2, { codLei: 70 }), true);
      await Promise.all([received(shop2, first.id), received(shop2, secondReturn.id)]);
      // Their 140 lei were paid out; 100 lei collected since.
      await batchPayouts(h.db);
      await drained(app);
      await shopOrder(app, shop2, { codLei: 100 });
      const both = await Promise.all([codRefund(shop2, first.id, {}, app), codRefund(shop2, secondReturn.id, {}, other)]);
      expect(both.map((a) => a.statusCode).sort()).toEqual([200, 422]);
      const [sum] = await query<{ n: number; total: number }>(h.db, sql`select count(*)::int as n, coalesce(sum(amount_bani), 0)::int as total from return_refunds where customer_id = ${shop2.customerId}`);
      expect(sum).toEqual({ n: 1, total: 7000 });
    } finally {
      if (second) {
        await other.close();
        await second.close();
      }
    }
  }, 120_000);

  it('leaves non-COD returns to the shop’s own “mark refunded”', async () => {
    const shop = await shopWithReturns(app, { cod_refund_auto: true });
    const filed = await filedReturn(shop, await shopOrder(app, shop), false);
    await track(filed.returnOrder, 'delivered');
    expect((await requestOf(filed.id)).status).toBe('received');
    expect((await detail(shop, filed.id)).cod_refund).toBeNull();
    const refused = await codRefund(shop, filed.id, { amount_bani: 1000 });
    expect([refused.statusCode, refused.json().reason]).toEqual([409, 'return_not_cash_on_delivery']);
    const marked = await api(app, 'POST', `returns/${filed.id}/refund`, { token: shop.token });
    expect([marked.statusCode, marked.json().data.status]).toEqual([200, 'refunded']);
    expect(await refundsOf(filed.id)).toEqual([]);
    expect(await jobsOf(h.db, 'mail', `return-refunded:${filed.id}`)).toEqual([]);
  });
});
