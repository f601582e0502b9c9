// A paid order no carrier would take: the carrier refused it for good (a CarrierError 'refused', e.g.
// an address it cannot serve), or the booking job spent its attempts without an answer. The order
// becomes booking_failed with the reason (shown in the dashboard), the money goes back the way it
// came (the wallet to the wallet, a card to the card), and the customer is told by e-mail. Run at
// most once per order (the conditional update); the refund itself is idempotent (refunds.ts).
import { and, eq, inArray, sql } from 'drizzle-orm';
import { orders, payments } from '../../db/schema.ts';
import { enqueue } from '../jobs/queue.ts';
import type { CommerceContext } from './context.ts';
import { refundPayment } from './refunds.ts';

export const NO_ANSWER_REASON = 'Curierul nu a răspuns la nicio încercare de înregistrare a comenzii.';

export async function failBooking(ctx: CommerceContext, orderId: number, reason: string = NO_ANSWER_REASON): Promise<void> {
  const failed = await ctx.db.transaction(async (tx) => {
    const [row] = await tx
      .update(orders)
      .set({ status: 'booking_failed', bookingFailure: reason, cancelledAt: sql`now()`, updatedAt: sql`now()` })
      .where(and(eq(orders.id, orderId), inArray(orders.status, ['paid', 'booked']), sql`${orders.awb} is null`))
      .returning();
    if (row) await enqueue(tx, { kind: 'mail', key: `order-unbookable:${orderId}`, payload: { template: 'order_unbookable', orderId } });
    return row;
  });
  if (!failed) return;
  const [payment] = await ctx.db.select().from(payments).where(eq(payments.orderId, orderId));
  if (payment?.status !== 'succeeded') return;
  const channel = payment.method === 'wallet' ? 'wallet' : 'card';
  const outcome = await refundPayment(ctx, payment, failed, channel);
  ctx.auth.log.warn({ orderId, channel, refund: outcome.status, reason }, 'booking failed for good: the order is refunded');
}
