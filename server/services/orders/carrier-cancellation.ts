// The job 'order.refund': an order its carrier cancelled on its own (reported by tracking, and
// queued with 'order.cancelled' by the carrier: subscribers.ts) gets its money back the way it came (the wallet to the wallet, a card to the card). Idempotent: a
// refunded payment is not refunded again (refunds.ts); a card refund that fails is retried by the job.
import { eq } from 'drizzle-orm';
import { orders, payments } from '../../db/schema.ts';
import type { CommerceContext } from './context.ts';
import { refundPayment } from '../payments/index.ts';

export async function refundCarrierCancellation(ctx: CommerceContext, { orderId }: { orderId: number }): Promise<void> {
  const [order] = await ctx.db.select().from(orders).where(eq(orders.id, orderId));
  if (order?.status !== 'cancelled') return;
  const [payment] = await ctx.db.select().from(payments).where(eq(payments.orderId, orderId));
  if (payment?.status !== 'succeeded') return;
  const outcome = await refundPayment(ctx, payment, order, payment.method === 'wallet' ? 'wallet' : 'card');
  ctx.auth.log.warn({ orderId, refund: outcome.status }, 'the carrier cancelled the shipment: the order is refunded');
  if (outcome.status === 'failed') throw new Error(`refund failed: ${outcome.failureReason ?? 'unknown'}`);
}
