// A card payment's success reaches its order only through the event bus: settle() (payments)
// publishes 'payment.succeeded', and the orders' in-transaction subscriber (orders/
// payment-settlement.ts) marks the order paid and publishes 'order.paid' (its booking job), or, the
// order no longer waiting, queues the refund of the late payment. All of it commits with the
// payment's own move, after the invoice's job; and settleOrderPayment() tells the caller what the
// subscriber did in its transaction, so the request that settled books the order (or refunds) at once.
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { JOB_INVOICE } from '../../server/services/invoices/issue.ts';
import { JOB_KEYS } from '../../server/services/jobs/keys.ts';
import { moveOrder } from '../../server/services/orders/order-states.ts';
import { settleOrderPayment } from '../../server/services/orders/payment-settlement.ts';
import type { GatewayPayment } from '../../server/services/payments/gateway.ts';
import { findPayment } from '../../server/services/payments/payments.ts';
import { authHarness, query, registerCustomer, type AuthHarness, type TokenAnswer } from './helpers/auth.ts';
import { testDatabases } from './helpers/databases.ts';
import { jobOf } from './helpers/jobs.ts';
import { commerceWith, orderBody, placeOrder } from './helpers/orders.ts';

describe.each(testDatabases())('a card payment settling its order on $name', (backend) => {
  let h: AuthHarness;
  let customer: TokenAnswer;
  beforeAll(async () => {
    h = await authHarness(backend);
    customer = await registerCustomer(h.app);
  });
  afterAll(async () => h?.close());

  /** A card order waiting on the processor's page, and the processor's answer that it was paid. */
  const waitingOrder = async () => {
    const res = await placeOrder(h.app, orderBody({ payment: { method: 'card', return_path: '/comanda/plata' } }), { token: customer.access_token });
    expect(res.statusCode).toBe(202);
    const orderId = res.json().data.order_id as number;
    const payment = (await findPayment(h.db, res.json().data.payment.id as string))!;
    expect(payment.status).toBe('requires_action');
    const paid: GatewayPayment = {
      id: payment.gatewayReference!,
      reference: payment.id,
      status: 'succeeded',
      amountBani: payment.amountBani,
      currency: payment.currency,
      card: { brand: 'visa', last4: '4242' },
      redirectUrl: null,
      failureCode: null,
      failureMessage: null,
      refundedBani: 0,
    };
    return { orderId, paymentId: payment.id, paid };
  };
  const settleNow = (paymentId: string, result: GatewayPayment) => {
    const { ctx } = commerceWith(h.app);
    return h.db.transaction((tx) => settleOrderPayment(tx, paymentId, result, { log: ctx.auth.log, events: ctx.events }));
  };
  const orderRow = async (orderId: number) =>
    (await query<{ status: string; paid: boolean }>(h.db, sql`select status, paid_at is not null as paid from orders where id = ${orderId}`))[0];

  it('marks the order paid with the payment, queues its booking after the invoice, and answers the order to book', async () => {
    const { orderId, paymentId, paid } = await waitingOrder();
    expect(await orderRow(orderId)).toEqual({ status: 'awaiting_payment', paid: false });
    const settled = await settleNow(paymentId, paid);
    expect([settled.payment.status, settled.paidOrderId, settled.refundNeeded]).toEqual(['succeeded', orderId, false]);
    expect(await orderRow(orderId)).toEqual({ status: 'paid', paid: true });
    const invoice = await jobOf(h.db, 'invoice.issue', JOB_INVOICE(paymentId));
    const booking = await jobOf(h.db, 'order.book', JOB_KEYS.booking(orderId));
    expect(booking).toMatchObject({ payload: { orderId } });
    expect(invoice!.id).toBeLessThan(booking!.id);
    expect(await jobOf(h.db, 'payment.refund', JOB_KEYS.refund(paymentId))).toBeUndefined();
    // The same answer again moves nothing: nothing left to book or refund.
    const again = await settleNow(paymentId, paid);
    expect([again.payment.status, again.paidOrderId, again.refundNeeded]).toEqual(['succeeded', null, false]);
  });

  it('leaves an order that stopped waiting as it is and queues the late payment\'s refund, after the invoice', async () => {
    const { orderId, paymentId, paid } = await waitingOrder();
    expect(await moveOrder(h.db, orderId, 'owner.cancelled')).toBeDefined();
    const settled = await settleNow(paymentId, paid);
    expect([settled.payment.status, settled.paidOrderId, settled.refundNeeded]).toEqual(['succeeded', null, true]);
    expect((await orderRow(orderId))!.status).toBe('cancelled');
    const invoice = await jobOf(h.db, 'invoice.issue', JOB_INVOICE(paymentId));
    const refund = await jobOf(h.db, 'payment.refund', JOB_KEYS.refund(paymentId));
    expect(refund).toMatchObject({ payload: { paymentId } });
    expect(invoice!.id).toBeLessThan(refund!.id);
    expect(await jobOf(h.db, 'order.book', JOB_KEYS.booking(orderId))).toBeUndefined();
  });

  it('rolls the order back with a payment whose transaction fails', async () => {
    const { orderId, paymentId, paid } = await waitingOrder();
    const { ctx } = commerceWith(h.app);
    await expect(
      h.db.transaction(async (tx) => {
        await settleOrderPayment(tx, paymentId, paid, { log: ctx.auth.log, events: ctx.events });
        throw new Error('the caller failed after settling');
      }),
    ).rejects.toThrow('the caller failed after settling');
    expect(await orderRow(orderId)).toEqual({ status: 'awaiting_payment', paid: false });
    expect((await findPayment(h.db, paymentId))!.status).toBe('requires_action');
    expect(await jobOf(h.db, 'order.book', JOB_KEYS.booking(orderId))).toBeUndefined();
  });
});
