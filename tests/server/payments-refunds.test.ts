// Refunds of a card order paid on the processor's page, whole or in parts (services/payments/refunds.ts):
// each refund a payment_refunds row; partial card refunds add up at the processor and on
// payments.refunded_bani, the payment is 'refunded' only once the whole amount is back, and a refund
// above what is left is refused (422 refund_too_large); to the wallet, a ledger credit at once. A card
// refund the processor cannot be asked about stays pending (holding its amount) and the job
// 'payment.refund-retry' sends it again with the same idempotency key: the processor pays it out once,
// even when it had made it and only its answer was lost. A refund made at the processor itself (its
// dashboard) is recorded when its notification comes.
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { findCustomerByEmail } from '../../server/services/auth/customers.ts';
import { cancelOrder } from '../../server/services/orders/cancel-order.ts';
import { CARD_REFUND_PENDING, refundPayment, retryCardRefund, type RefundChannel, type RefundOptions } from '../../server/services/payments/refunds.ts';
import type { RefundInput } from '../../server/services/payments/gateway.ts';
import { findPayment } from '../../server/services/payments/payments.ts';
import { authHarness, query, registerCustomer, type AuthHarness, type TokenAnswer } from './helpers/auth.ts';
import { testDatabases } from './helpers/databases.ts';
import { jobOf, makeDue } from './helpers/jobs.ts';
import { api, commerceWith, drained, gatewayWith, orderBody, paymentStatus, placePaidOrder, unreachable, type PaidOrder } from './helpers/orders.ts';

const TOTAL = 2501;

interface RefundRow {
  amount_bani: number;
  channel: string;
  status: string;
  reason: string;
  reference: string | null;
  failure_reason: string | null;
}

describe.each(testDatabases())('refunds on $name', (backend) => {
  let h: AuthHarness;
  let who: TokenAnswer;
  beforeAll(async () => {
    h = await authHarness(backend);
    who = await registerCustomer(h.app);
  });
  afterAll(async () => h?.close());

  const paid = async (): Promise<PaidOrder> => {
    const order = await placePaidOrder(h.app, orderBody(), { token: who.access_token });
    expect(order.payment.status).toBe('succeeded');
    return order;
  };
  /** Refunds through the services with the app's processor (or `gateway`). */
  const refund = async (order: PaidOrder, channel: RefundChannel, options: RefundOptions = {}, gateway?: ReturnType<typeof gatewayWith>) => {
    const { ctx } = commerceWith(h.app);
    const payment = (await findPayment(h.db, order.payment.id))!;
    return refundPayment(gateway ? { ...ctx, gateway } : ctx, payment, { number: order.order!.number, customerId: await me() }, channel, options);
  };
  const me = async () => (await findCustomerByEmail(h.db, who.customer.email))!.id;
  const refundsOf = (paymentId: string) =>
    query<RefundRow>(h.db, sql`select amount_bani, channel, status, reason, reference, failure_reason from payment_refunds where payment_id = ${paymentId} order by created_at, id`);
  const paymentRow = async (paymentId: string) =>
    (await query<{ status: string; refunded_bani: number; refund_channel: string | null }>(h.db, sql`select status, refunded_bani, refund_channel from payments where id = ${paymentId}`))[0];
  const atProcessor = async (order: PaidOrder) => commerceWith(h.app).testGateway.status(await gatewayIdOf(order.payment.id));
  const gatewayIdOf = async (paymentId: string) => (await query<{ g: string }>(h.db, sql`select gateway_reference as g from payments where id = ${paymentId}`))[0]!.g;
  const balance = async () => (await api(h.app, 'GET', 'wallet', { token: who.access_token })).json().data.balance_bani as number;

  it('adds up partial card refunds, refuses one above what is left, and calls the payment refunded only when whole', async () => {
    const order = await paid();
    expect(await refund(order, 'card', { amountBani: 1000, reason: 'Despăgubire pentru întârziere' })).toEqual({ channel: 'card', amountBani: 1000, status: 'succeeded', failureReason: null });
    expect(await paymentRow(order.payment.id)).toEqual({ status: 'succeeded', refunded_bani: 1000, refund_channel: 'card' });
    expect(await refund(order, 'card', { amountBani: 500 })).toMatchObject({ amountBani: 500, status: 'succeeded' });
    expect(await paymentRow(order.payment.id)).toMatchObject({ status: 'succeeded', refunded_bani: 1500 });
    expect(await atProcessor(order)).toMatchObject({ status: 'succeeded', refundedBani: 1500 });

    await expect(refund(order, 'card', { amountBani: 1002 })).rejects.toMatchObject({ status: 422, reason: 'refund_too_large', message: 'Se mai pot rambursa cel mult 10,01 lei din această plată.' });
    for (const amountBani of [0, -5]) await expect(refund(order, 'card', { amountBani })).rejects.toMatchObject({ status: 422, reason: 'refund_too_large' });
    expect(await paymentRow(order.payment.id)).toMatchObject({ status: 'succeeded', refunded_bani: 1500 });

    // All that is left (no amount): whole now.
    expect(await refund(order, 'card')).toMatchObject({ amountBani: 1001, status: 'succeeded' });
    expect(await paymentRow(order.payment.id)).toEqual({ status: 'refunded', refunded_bani: TOTAL, refund_channel: 'card' });
    expect(await atProcessor(order)).toMatchObject({ status: 'refunded', refundedBani: TOTAL });
    await expect(refund(order, 'card', { amountBani: 1 })).rejects.toMatchObject({ status: 422, reason: 'refund_too_large', message: 'Plata a fost deja rambursată integral.' });
    // Asked again for "all", the same last answer: nothing more.
    expect(await refund(order, 'card')).toMatchObject({ amountBani: 1001, status: 'succeeded' });

    const rows = await refundsOf(order.payment.id);
    expect(rows.map((r) => [r.amount_bani, r.channel, r.status])).toEqual([
      [1000, 'card', 'succeeded'],
      [500, 'card', 'succeeded'],
      [1001, 'card', 'succeeded'],
    ]);
    expect(rows[0]?.reason).toBe('Despăgubire pentru întârziere');
    expect(rows[2]?.reason).toBe(`Rambursare pentru comanda anulată ${order.order!.number}`);
    for (const row of rows) expect(row.reference).toMatch(/^tgr_[0-9a-f]{24}$/);
    expect(new Set(rows.map((r) => r.reference)).size).toBe(3);
    // The processor's notifications of our own refunds record nothing more.
    await drained(h.app);
    expect(await refundsOf(order.payment.id)).toHaveLength(3);
    expect((await paymentStatus(h.app, order.payment.id)).payment).toMatchObject({ status: 'refunded', refunded_bani: TOTAL, refund: { channel: 'card', status: 'succeeded' } });
  });

  it('credits a refund to the wallet at once, in parts or the rest', async () => {
    const order = await paid();
    const before = await balance();
    expect(await refund(order, 'wallet', { amountBani: 700, reason: 'Despăgubire' })).toEqual({ channel: 'wallet', amountBani: 700, status: 'succeeded', failureReason: null });
    expect(await balance()).toBe(before + 700);
    expect(await paymentRow(order.payment.id)).toEqual({ status: 'succeeded', refunded_bani: 700, refund_channel: 'wallet' });
    const [movement] = (await api(h.app, 'GET', 'wallet/movements', { token: who.access_token })).json().data;
    expect(movement).toMatchObject({ kind: 'refund', amount_bani: 700, balance_after_bani: before + 700, reference: expect.stringMatching(new RegExp(`^${order.order!.number}/[0-9a-f]{8}$`)) });
    // The rest, to the card this time: both add up to the whole.
    expect(await refund(order, 'card')).toMatchObject({ channel: 'card', amountBani: TOTAL - 700, status: 'succeeded' });
    expect(await paymentRow(order.payment.id)).toEqual({ status: 'refunded', refunded_bani: TOTAL, refund_channel: 'card' });
    expect(await atProcessor(order)).toMatchObject({ status: 'succeeded', refundedBani: TOTAL - 700 });
    expect(await balance()).toBe(before + 700);
    expect((await refundsOf(order.payment.id)).map((r) => [r.channel, r.amount_bani, r.reference?.startsWith('wallet:') ?? false])).toEqual([
      ['wallet', 700, true],
      ['card', TOTAL - 700, false],
    ]);
  });

  it('keeps a card refund pending while the processor cannot be reached, and the retry job sends it with the same key', async () => {
    const order = await paid();
    const keys: string[] = [];
    const down = gatewayWith(commerceWith(h.app).ctx.gateway, {
      async refund(input: RefundInput) {
        keys.push(input.idempotencyKey);
        return unreachable();
      },
    });
    const outcome = await refund(order, 'card', { amountBani: 1000 }, down);
    expect(outcome).toEqual({ channel: 'card', amountBani: 1000, status: 'pending', failureReason: CARD_REFUND_PENDING });
    const [pending] = await query<{ id: string }>(h.db, sql`select id from payment_refunds where payment_id = ${order.payment.id}`);
    expect(keys).toEqual([pending!.id]);
    expect(await paymentRow(order.payment.id)).toMatchObject({ status: 'succeeded', refunded_bani: 0 });
    // A pending refund holds its amount.
    await expect(refund(order, 'card', { amountBani: TOTAL - 999 })).rejects.toMatchObject({ status: 422, message: 'Se mai pot rambursa cel mult 15,01 lei din această plată.' });
    const job = await jobOf(h.db, 'payment.refund-retry', `refund-retry:${pending!.id}`);
    expect(job).toMatchObject({ state: 'queued', payload: { refundId: pending!.id } });
    expect(job!.runInSeconds).toBeGreaterThan(50);
    // Still unreachable when the job's handler runs: it throws, to be retried with backoff.
    await expect(retryCardRefund({ ...commerceWith(h.app).ctx, gateway: down }, { refundId: pending!.id })).rejects.toThrow(`card refund ${pending!.id} still could not be sent`);
    expect(keys).toEqual([pending!.id, pending!.id]);

    // The processor is back: the job's next run sends it, once.
    await makeDue(h.db, 'payment.refund-retry', `refund-retry:${pending!.id}`);
    await drained(h.app);
    expect(await jobOf(h.db, 'payment.refund-retry', `refund-retry:${pending!.id}`)).toMatchObject({ state: 'done' });
    expect(await refundsOf(order.payment.id)).toEqual([expect.objectContaining({ amount_bani: 1000, status: 'succeeded', failure_reason: null, reference: expect.stringMatching(/^tgr_/) })]);
    expect(await paymentRow(order.payment.id)).toMatchObject({ status: 'succeeded', refunded_bani: 1000 });
    expect(await atProcessor(order)).toMatchObject({ refundedBani: 1000 });
  });

  it('pays out once a refund the processor made but whose answer was lost: the retry with the same key gets the same refund', async () => {
    const order = await paid();
    const real = commerceWith(h.app).ctx.gateway;
    const lost = gatewayWith(real, {
      async refund(input: RefundInput) {
        await real.refund(input);
        return unreachable();
      },
    });
    expect((await refund(order, 'card', { amountBani: 1200 }, lost)).status).toBe('pending');
    expect(await atProcessor(order)).toMatchObject({ refundedBani: 1200 });
    // Its notification arrives while ours is pending: the pending refund accounts for it, nothing is added.
    await drained(h.app);
    expect(await refundsOf(order.payment.id)).toEqual([expect.objectContaining({ amount_bani: 1200, status: 'pending' })]);
    expect(await paymentRow(order.payment.id)).toMatchObject({ refunded_bani: 0 });
    const [{ id } = { id: '' }] = await query<{ id: string }>(h.db, sql`select id from payment_refunds where payment_id = ${order.payment.id}`);
    await makeDue(h.db, 'payment.refund-retry', `refund-retry:${id}`);
    await drained(h.app);
    expect(await refundsOf(order.payment.id)).toEqual([expect.objectContaining({ amount_bani: 1200, status: 'succeeded' })]);
    expect(await paymentRow(order.payment.id)).toMatchObject({ status: 'succeeded', refunded_bani: 1200 });
    expect(await atProcessor(order)).toMatchObject({ status: 'succeeded', refundedBani: 1200 });
  });

  it('says a pending card refund when an order is cancelled while the processor cannot be reached', async () => {
    const order = await paid();
    const { ctx } = commerceWith(h.app);
    const result = await cancelOrder({ ...ctx, gateway: gatewayWith(ctx.gateway, { refund: unreachable }) }, await me(), order.orderId, 'card');
    expect(result.data.details.refund).toEqual({ channel: 'card', amount_bani: TOTAL, status: 'pending', failure_reason: CARD_REFUND_PENDING });
    expect(result.message).toBe(`Comanda ${order.order!.number} a fost anulată. ${CARD_REFUND_PENDING}`);
    await h.db.execute(sql`update jobs set run_at = now() where kind = 'payment.refund-retry' and state = 'queued'`);
    await drained(h.app);
    const after = (await api(h.app, 'GET', `orders/${order.orderId}`, { token: who.access_token })).json().data;
    expect(after).toMatchObject({ order_status: 'cancelled', payment: { status: 'refunded', refunded_bani: TOTAL, refund: { channel: 'card', status: 'succeeded' } } });
  });

  it("records a refund made at the processor itself when its notification comes", async () => {
    const order = await paid();
    const gatewayId = await gatewayIdOf(order.payment.id);
    // From the processor's dashboard, not through us.
    expect((await commerceWith(h.app).testGateway.refund({ gatewayId, amountBani: 300, idempotencyKey: `dashboard-${gatewayId}` })).status).toBe('succeeded');
    await drained(h.app);
    expect(await refundsOf(order.payment.id)).toEqual([
      { amount_bani: 300, channel: 'card', status: 'succeeded', reason: 'Rambursare făcută direct la procesatorul de plăți', reference: null, failure_reason: null },
    ]);
    expect(await paymentRow(order.payment.id)).toEqual({ status: 'succeeded', refunded_bani: 300, refund_channel: 'card' });
    // What is left may still be refunded by us.
    expect(await refund(order, 'card')).toMatchObject({ amountBani: TOTAL - 300, status: 'succeeded' });
    expect(await paymentRow(order.payment.id)).toMatchObject({ status: 'refunded', refunded_bani: TOTAL });
  });
});
