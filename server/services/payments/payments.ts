// Our record of each charge and the one place its status moves: settle() applies what the gateway
// said (in the answer to our call, in a webhook, or when the app polls) inside the caller's
// transaction, with conditional updates, so the three paths may race and the outcome is applied
// once. pending -> requires_action -> succeeded | failed; succeeded -> refunded (in parts or whole:
// refunds.ts; one made at the processor itself is recorded when it is reported). A success credits
// the wallet for a top-up. Each move is published on the event bus in the same transaction
// (payment-events.ts: 'payment.succeeded', 'payment.failed', 'payment.refunded'), and the
// subscribers assembled at the composition root react with it (app/events.ts): the order a card
// payment paid becomes paid and is booked, or, paid after it stopped waiting, its money goes back
// (the orders' subscribers); the order of a failed payment becomes payment_failed; the invoice, the
// credit note. The payments import none of them. The expiry of a 3-D Secure step is queued here in
// the same transaction (its handler is the orders', orders/abandoned-payments.ts).

/** A card payment left unfinished on the processor's page this long expires (orders/abandoned-payments.ts). */
export const ABANDONED_AFTER_MINUTES = 30;
import { and, eq, inArray, or, sql } from 'drizzle-orm';
import type { AppDb } from '../../db/client.ts';
import { paymentRefunds, payments } from '../../db/schema.ts';
import { JOB_KEYS } from '../jobs/index.ts';
import { enqueue } from '../jobs/index.ts';
import type { Publisher } from '../events/index.ts';
import type { Logger } from '../logger.ts';
import type { GatewayPayment } from './gateway.ts';
import type { PaymentSucceeded } from './payment-events.ts';
import { TEST_BALANCE_GATEWAY } from './test-balance.ts';
import { creditTopUp, debitTopUpRefund, type Tx } from './wallet.ts';

export type PaymentRow = typeof payments.$inferSelect;

export function paymentView(row: PaymentRow) {
  return {
    id: row.id,
    purpose: row.purpose,
    order_id: row.orderId,
    method: row.method,
    status: row.status,
    amount_bani: row.amountBani,
    currency: row.currency,
    card: row.cardBrand && row.cardLast4 ? { brand: row.cardBrand, last4: row.cardLast4 } : null,
    redirect_url: row.status === 'requires_action' ? row.redirectUrl : null,
    failure_reason: row.failureReason,
    refunded_bani: row.refundedBani,
    refund: row.refundChannel
      ? { channel: row.refundChannel, status: row.refundedAt ? 'succeeded' : 'failed', failure_reason: row.refundFailure, refunded_at: row.refundedAt?.toISOString() ?? null }
      : null,
    created_at: row.createdAt.toISOString(),
  };
}

export type PaymentView = ReturnType<typeof paymentView>;

export interface Settled {
  /** The payment as it is now. */
  payment: PaymentRow;
}

const OPEN = ['pending', 'requires_action'] as const;

/** What settle() needs besides the transaction: where to log, and the bus its moves are published on. */
export interface SettleDeps {
  log: Logger;
  events: Publisher;
}

/** The 'payment.succeeded' event of a payment row. */
export function paymentSucceeded(row: PaymentRow): PaymentSucceeded {
  return {
    paymentId: row.id,
    purpose: row.purpose,
    method: row.method,
    orderId: row.orderId,
    customerId: row.customerId,
    amountBani: row.amountBani,
    testMoney: row.gateway === TEST_BALANCE_GATEWAY,
  };
}

/** Applies a gateway answer about payment `id` (locks the payment row for the transaction). */
export async function settle(tx: Tx, id: string, result: GatewayPayment, { log, events }: SettleDeps): Promise<Settled> {
  const [current] = await tx.select().from(payments).where(eq(payments.id, id)).for('update');
  if (!current) throw new Error(`payment ${id} not found`);
  const unchanged: Settled = { payment: current };
  if (current.gatewayReference && current.gatewayReference !== result.id) {
    log.error({ paymentId: id, gatewayId: result.id }, 'gateway answer about another payment ignored');
    return unchanged;
  }
  if (result.amountBani !== current.amountBani && result.status === 'succeeded') {
    log.error({ paymentId: id, expected: current.amountBani, got: result.amountBani }, 'gateway amount differs: payment not marked paid');
    return unchanged;
  }
  // 25.01 EUR is not 25.01 RON: a success in another currency (or in none said) is not this payment's.
  if (result.currency !== current.currency && result.status === 'succeeded') {
    log.error({ paymentId: id, expected: current.currency, got: result.currency }, 'gateway currency differs: payment not marked paid');
    return unchanged;
  }
  const card = result.card ? { cardBrand: result.card.brand, cardLast4: result.card.last4 } : {};
  const common = { gatewayReference: result.id, ...card, updatedAt: sql`now()` };
  const open = and(eq(payments.id, id), inArray(payments.status, OPEN));
  // A payment that failed (expired here, or refused, then paid on the processor's page after all, as
  // NETOPIA allows under the same payment) is recorded as paid; its order no longer waits, so the
  // money goes back (the orders' subscriber of 'payment.succeeded' queues its refund).
  const lateApproval = and(eq(payments.id, id), eq(payments.status, 'failed'));
  let updated: PaymentRow | undefined;
  if (result.status === 'requires_action') {
    [updated] = await tx.update(payments).set({ ...common, status: 'requires_action', redirectUrl: result.redirectUrl }).where(and(eq(payments.id, id), eq(payments.status, 'pending'))).returning();
    // A customer who never finishes the bank's step: the payment expires and its order is released.
    if (updated) await enqueue(tx, { kind: 'payment.expire', key: JOB_KEYS.expire(id), payload: { paymentId: id }, delayMs: ABANDONED_AFTER_MINUTES * 60_000 });
  } else if (result.status === 'failed') {
    [updated] = await tx.update(payments).set({ ...common, status: 'failed', failureCode: result.failureCode, failureReason: result.failureMessage }).where(open).returning();
    // Its order stops waiting (payment_failed: the orders' subscriber).
    if (updated) await events.publish(tx, 'payment.failed', { paymentId: updated.id, orderId: updated.orderId });
  } else if (result.status === 'succeeded') {
    [updated] = await tx.update(payments).set({ ...common, status: 'succeeded', failureCode: null, failureReason: null }).where(or(open, lateApproval)).returning();
    if (updated) {
      if (updated.purpose === 'top_up') await creditPaidTopUp(tx, updated);
      // What follows a success is promised with it (subscribers): the invoice, the order paid and
      // booked, or the money back.
      await events.publish(tx, 'payment.succeeded', paymentSucceeded(updated));
      return { payment: updated };
    }
  }
  // Refunded at the processor beyond what we asked for (from its own dashboard): recorded as a card refund.
  if (!updated && (current.status === 'succeeded' || current.status === 'refunded') && result.refundedBani > current.refundedBani) {
    updated = await recordOutsideRefund(tx, current, result.refundedBani, events);
  }
  return updated ? { ...unchanged, payment: updated } : unchanged;
}

/** The part of `refundedBani` that none of our refunds (done or pending) accounts for, recorded as one. */
async function recordOutsideRefund(tx: Tx, current: PaymentRow, refundedBani: number, events: Publisher): Promise<PaymentRow | undefined> {
  const [held] = await tx
    .select({ bani: sql<number>`coalesce(sum(${paymentRefunds.amountBani}), 0)::int` })
    .from(paymentRefunds)
    .where(and(eq(paymentRefunds.paymentId, current.id), eq(paymentRefunds.status, 'pending')));
  const extra = Math.min(refundedBani - current.refundedBani - Number(held?.bani ?? 0), current.amountBani - current.refundedBani);
  if (extra <= 0) return undefined;
  const [refund] = await tx.insert(paymentRefunds).values({
    paymentId: current.id,
    amountBani: extra,
    channel: 'card',
    status: 'succeeded',
    reason: 'Rambursare făcută direct la procesatorul de plăți',
    refundedAt: sql`now()`,
  }).returning({ id: paymentRefunds.id });
  if (refund) await events.publish(tx, 'payment.refunded', { paymentId: current.id, refundId: refund.id, amountBani: extra, testMoney: current.gateway === TEST_BALANCE_GATEWAY });
  // A top-up's money given back by the processor leaves the wallet too: it is not spendable twice.
  if (refund && current.purpose === 'top_up' && current.customerId !== null) await debitTopUpRefund(tx, current.customerId, extra, refund.id);
  const [row] = await tx
    .update(payments)
    .set({
      refundedBani: sql`${payments.refundedBani} + ${extra}`,
      status: sql`case when ${payments.refundedBani} + ${extra} = ${payments.amountBani} then 'refunded' else ${payments.status} end`,
      refundChannel: 'card',
      refundedAt: sql`now()`,
      updatedAt: sql`now()`,
    })
    .where(eq(payments.id, current.id))
    .returning();
  return row;
}

async function creditPaidTopUp(tx: Tx, payment: PaymentRow): Promise<void> {
  if (payment.customerId === null) throw new Error(`top-up ${payment.id} has no customer`);
  await creditTopUp(tx, payment.customerId, payment.amountBani, payment.id);
}

/** The first look at a new card payment's fate (orders/reconcile-payment.ts): after any honest request has finished. */
export const RECONCILE_AFTER_MS = 2 * 60_000;

/** Queues the reconciliation of a card payment being created (in that transaction). */
export async function queueReconcile(tx: Tx | AppDb, paymentId: string): Promise<void> {
  await enqueue(tx, { kind: 'payment.reconcile', key: JOB_KEYS.reconcile(paymentId), payload: { paymentId }, delayMs: RECONCILE_AFTER_MS });
}

export async function findPayment(db: AppDb, id: string): Promise<PaymentRow | undefined> {
  if (!/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(id)) return undefined;
  const [row] = await db.select().from(payments).where(eq(payments.id, id));
  return row;
}
