// Card payments left waiting for 3-D Secure (the customer closed the bank's page): after
// ABANDONED_AFTER_MINUTES the gateway is asked once more, and a payment still waiting fails as
// 'expired', its order becomes payment_failed (the customer may order again). Should the bank still
// approve it later, settle() finds the order no longer waiting and the money goes back to the card
// (afterSettle in payment-updates.ts). Run by the background job; safe from several processes
// (settle locks the payment row and only moves an open payment).
import { and, asc, eq, lt } from 'drizzle-orm';
import { payments } from '../../db/schema.ts';
import { FAILURE_MESSAGES } from '../payments/card.ts';
import { settle } from '../payments/payments.ts';
import type { CommerceContext } from './context.ts';
import { refreshPayment } from './payment-updates.ts';

export const ABANDONED_AFTER_MINUTES = 30;

/** Expires the payments waiting since before `now` - ABANDONED_AFTER_MINUTES; returns how many. */
export async function expireAbandonedPayments(ctx: CommerceContext, now: Date, batch = 50): Promise<number> {
  const cutoff = new Date(now.getTime() - ABANDONED_AFTER_MINUTES * 60_000);
  const waiting = await ctx.db
    .select({ id: payments.id })
    .from(payments)
    .where(and(eq(payments.status, 'requires_action'), lt(payments.updatedAt, cutoff)))
    .orderBy(asc(payments.updatedAt))
    .limit(batch);
  let expired = 0;
  for (const { id } of waiting) {
    const current = await refreshPayment(ctx, id);
    if (current?.status !== 'requires_action') continue;
    const settled = await ctx.db.transaction((tx) =>
      settle(
        tx,
        id,
        {
          id: current.gatewayReference ?? '',
          reference: id,
          status: 'failed',
          amountBani: current.amountBani,
          card: null,
          redirectUrl: null,
          failureCode: 'expired',
          failureMessage: FAILURE_MESSAGES.expired,
        },
        ctx.auth.log,
      ),
    );
    if (settled.payment.status === 'failed') {
      expired += 1;
      ctx.auth.log.info({ paymentId: id, orderId: settled.payment.orderId }, '3-D Secure payment abandoned: expired');
    }
  }
  return expired;
}
