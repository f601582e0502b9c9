// What a card payment's success does to its order, in the transaction that records it. The payments
// module publishes 'payment.succeeded' (payments/payments.ts settle()) and knows nothing of orders;
// this is the orders' in-transaction subscriber of it (subscribers.ts): the order the payment paid
// moves awaiting_payment -> paid (paid_at now) and 'order.paid' is published (its booking is queued
// by that event's subscriber); or, the order having stopped waiting meanwhile (cancelled, or
// payment_failed after an expiry, then paid on the processor's page after all), 'payment.refund' is
// queued: the money goes back to the card (payment-updates.ts refundLatePayment). A wallet order's
// payment is recorded with its order already paid (order-persist.ts): nothing to move.
// The caller that settled follows up at once (books the order in the same request, or refunds now:
// payment-updates.ts afterSettle): settleOrderPayment() answers what the subscriber did in its
// transaction.
import { sql } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import type { Publisher } from '../events/index.ts';
import { JOB_KEYS } from '../jobs/index.ts';
import { enqueue } from '../jobs/index.ts';
import type { GatewayPayment } from '../payments/index.ts';
import type { PaymentSucceeded } from '../payments/index.ts';
import { settle, type SettleDeps, type Settled } from '../payments/index.ts';
import { moveOrder } from './order-states.ts';

/** What a card payment's success meant for its order. */
export interface OrderFollowUp {
  /** The order that just became paid: to be booked with the carrier. */
  paidOrderId: number | null;
  /** Paid for an order that stopped waiting meanwhile (cancelled): the money goes back. */
  refundNeeded: boolean;
}

export type OrderSettled = Settled & OrderFollowUp;

const NOTHING: OrderFollowUp = { paidOrderId: null, refundNeeded: false };

// What markOrderPaid did, by transaction and payment, until settleOrderPayment reads it (a WeakMap:
// forgotten with the transaction, whoever published).
const followUps = new WeakMap<Tx, Map<string, OrderFollowUp>>();

/** The orders' subscriber of 'payment.succeeded', in its transaction: the order a card payment paid. */
export async function markOrderPaid(tx: Tx, payment: PaymentSucceeded, bus: Publisher): Promise<void> {
  if (payment.purpose !== 'order' || payment.method !== 'card') return;
  const { paymentId } = payment;
  const order = await moveOrder(tx, payment.orderId ?? 0, 'payment.succeeded', { set: { paidAt: sql`now()` } });
  if (order) await bus.publish(tx, 'order.paid', { orderId: order.id });
  else await enqueue(tx, { kind: 'payment.refund', key: JOB_KEYS.refund(paymentId), payload: { paymentId } });
  const mine = followUps.get(tx) ?? new Map<string, OrderFollowUp>();
  mine.set(paymentId, order ? { paidOrderId: order.id, refundNeeded: false } : { paidOrderId: null, refundNeeded: true });
  followUps.set(tx, mine);
}

/** settle() (payments.ts) in `tx`, with what a success did to the order (markOrderPaid, through the bus). */
export async function settleOrderPayment(tx: Tx, paymentId: string, result: GatewayPayment, deps: SettleDeps): Promise<OrderSettled> {
  const settled = await settle(tx, paymentId, result, deps);
  const mine = followUps.get(tx);
  const followUp = mine?.get(paymentId) ?? NOTHING;
  mine?.delete(paymentId);
  return { ...settled, ...followUp };
}
