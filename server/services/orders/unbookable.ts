// A paid order no carrier would take: the carrier refused it for good (a CarrierError 'refused', e.g.
// an address it cannot serve), or the booking job spent its attempts without an answer. The order
// becomes booking_failed with the reason (shown in the dashboard), the money goes back the way it
// came (the wallet to the wallet, a card to the card), and the customer is told by e-mail. Run at
// most once per order (the conditional update, with 'order.unbookable' published in its transaction);
// the refund itself is idempotent (refunds.ts).
import { eq, sql } from 'drizzle-orm';
import { orders, payments } from '../../db/schema.ts';
import { enqueue } from '../jobs/index.ts';
import type { CommerceContext } from './context.ts';
import { paymentShareOf, refundShare } from './payment-share.ts';
import { moveOrder } from './order-states.ts';

export const NO_ANSWER_REASON = 'Curierul nu a răspuns la nicio încercare de înregistrare a comenzii.';

export async function failBooking(ctx: CommerceContext, orderId: number, reason: string = NO_ANSWER_REASON): Promise<void> {
  const failed = await ctx.db.transaction(async (tx) => {
    const row = await moveOrder(tx, orderId, 'booking.failed', { set: { bookingFailure: reason, cancelledAt: sql`now()` }, where: sql`${orders.awb} is null` });
    if (row) {
      await enqueue(tx, { kind: 'mail', key: `order-unbookable:${orderId}`, payload: { template: 'order_unbookable', orderId } });
      await ctx.events.publish(tx, 'order.unbookable', { orderId });
    }
    return row;
  });
  if (!failed) return;
  const [own] = await ctx.db.select().from(payments).where(eq(payments.orderId, orderId));
  // Its own payment, or its share of its batch's one payment (payment-share.ts).
  const share = await paymentShareOf(ctx.db, failed, own);
  if (share?.payment.status !== 'succeeded') return;
  // A batch's order goes back to the wallet whatever paid the batch (its card payment stays whole for the others).
  const channel = share.payment.method === 'wallet' || share.options.amountBani !== undefined ? 'wallet' : 'card';
  const outcome = await refundShare(ctx, share, failed, channel);
  ctx.auth.log.warn({ orderId, channel, refund: outcome.status, reason }, 'booking failed for good: the order is refunded');
}
