// A paid order no carrier would take (the booking job spent its attempts): it is cancelled and the
// money goes back the way it came (the wallet to the wallet, a card to the card), and the customer
// is told by e-mail. Run from the last attempt of the booking job, so at most once per order; the
// refund itself is idempotent (refunds.ts), should it run again.
import { and, eq, sql } from 'drizzle-orm';
import { orders, payments } from '../../db/schema.ts';
import { enqueue } from '../jobs/queue.ts';
import type { CommerceContext } from './context.ts';
import { refundPayment } from './refunds.ts';

export async function cancelUnbookable(ctx: CommerceContext, orderId: number): Promise<void> {
  const cancelled = await ctx.db.transaction(async (tx) => {
    const [row] = await tx
      .update(orders)
      .set({ status: 'cancelled', cancelledAt: sql`now()`, updatedAt: sql`now()` })
      .where(and(eq(orders.id, orderId), eq(orders.status, 'paid')))
      .returning();
    if (row) await enqueue(tx, { kind: 'mail', key: `order-unbookable:${orderId}`, payload: { template: 'order_unbookable', orderId } });
    return row;
  });
  if (!cancelled) return;
  const [payment] = await ctx.db.select().from(payments).where(eq(payments.orderId, orderId));
  if (payment?.status !== 'succeeded') return;
  const channel = payment.method === 'wallet' ? 'wallet' : 'card';
  const outcome = await refundPayment(ctx, payment, cancelled, channel);
  ctx.auth.log.warn({ orderId, channel, refund: outcome.status }, 'unbookable order cancelled and refunded');
}
