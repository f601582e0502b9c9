// Card payments left waiting for 3-D Secure (the customer closed the bank's page): the job
// 'payment.expire', queued when the payment started waiting (payments.ts), runs
// ABANDONED_AFTER_MINUTES later: the gateway is asked once more, and a payment still waiting fails
// as 'expired', its order becomes payment_failed (the customer may order again). Should the bank
// still approve it later, settle() finds the order no longer waiting and the money goes back to the
// card. Safe when run twice (settle locks the payment row and only moves an open payment).
import { FAILURE_MESSAGES } from '../payments/card.ts';
import { settle } from '../payments/payments.ts';
import type { CommerceContext } from './context.ts';
import { refreshPayment } from './payment-updates.ts';

export { ABANDONED_AFTER_MINUTES } from '../payments/payments.ts';

/** The handler of a 'payment.expire' job; returns whether the payment expired now. */
export async function expireAbandonedPayment(ctx: CommerceContext, { paymentId }: { paymentId: string }): Promise<boolean> {
  const current = await refreshPayment(ctx, paymentId);
  if (current?.status !== 'requires_action') return false;
  const settled = await ctx.db.transaction((tx) =>
    settle(
      tx,
      paymentId,
      {
        id: current.gatewayReference ?? '',
        reference: paymentId,
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
  const expired = settled.payment.status === 'failed';
  if (expired) ctx.auth.log.info({ paymentId, orderId: settled.payment.orderId }, '3-D Secure payment abandoned: expired');
  return expired;
}
