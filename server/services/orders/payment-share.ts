// The payment an order's money came from, for its refunds (unbookable.ts, cancel-order.ts): the
// order's own payment, or the one payment of the batch that made it (services/batches/), of which
// the order's share is its total: a refused or cancelled order of a batch gets its own amount back,
// the batch's other orders keep theirs.
import { and, eq, ne } from 'drizzle-orm';
import type { AppDb } from '../../db/client.ts';
import { batchOrders, batches, paymentRefunds, payments } from '../../db/schema.ts';
import { refundPayment, type PaymentRow, type RefundChannel, type RefundOptions, type RefundOutcome } from '../payments/index.ts';
import type { CommerceContext } from './context.ts';

type RefundDeps = Pick<CommerceContext, 'db' | 'events' | 'gateway' | 'auth'>;

export interface PaymentShare {
  payment: PaymentRow;
  /** What refundPayment gives back of it: the order's share of a batch's payment (all that is left of its own otherwise). */
  options: RefundOptions;
}

/** The cancelled batch a payment was for (paid after the batch stopped waiting: its money goes back), or undefined. */
export async function cancelledBatchOf(db: AppDb, paymentId: string): Promise<{ number: string } | undefined> {
  const [batch] = await db.select({ number: batches.number }).from(batches).where(and(eq(batches.paymentId, paymentId), eq(batches.status, 'cancelled')));
  return batch;
}

export async function paymentShareOf(db: AppDb, order: { id: number; number: string; totalBani: number }, own: PaymentRow | null | undefined): Promise<PaymentShare | null> {
  if (own) return { payment: own, options: {} };
  const [row] = await db
    .select({ payment: payments })
    .from(batchOrders)
    .innerJoin(batches, eq(batches.id, batchOrders.batchId))
    .innerJoin(payments, eq(payments.id, batches.paymentId))
    .where(eq(batchOrders.orderId, order.id));
  if (!row) return null;
  return { payment: row.payment, options: { amountBani: order.totalBani, reason: `Rambursare pentru comanda ${order.number} din lotul plătit împreună` } };
}

/**
 * Refunds the order's share through `channel` (a batch paid from the wallet: to the wallet). An
 * order's own payment is refunded whole, once (refunds.ts); a batch order's share once too: a refund
 * of it that went through or is on its way is the answer again.
 */
export async function refundShare(ctx: RefundDeps, share: PaymentShare, order: { number: string; customerId: number | null }, channel: RefundChannel): Promise<RefundOutcome> {
  const { payment, options } = share;
  if (options.amountBani !== undefined && options.reason) {
    const [earlier] = await ctx.db
      .select()
      .from(paymentRefunds)
      .where(and(eq(paymentRefunds.paymentId, payment.id), eq(paymentRefunds.reason, options.reason), ne(paymentRefunds.status, 'failed')));
    if (earlier) return { channel: earlier.channel, amountBani: earlier.amountBani, status: earlier.status, failureReason: earlier.failureReason };
  }
  return refundPayment(ctx, payment, order, payment.method === 'wallet' ? 'wallet' : channel, options);
}
