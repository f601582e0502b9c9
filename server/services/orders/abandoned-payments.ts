// Card payments the customer never finished on the processor's page: the job 'payment.expire',
// queued when the payment started waiting (payments.ts), runs ABANDONED_AFTER_MINUTES later: the
// processor is told to close the payment (its answer may be that it was paid just before: then it is
// recorded as paid), and a payment still waiting fails as 'expired', its order becomes
// payment_failed (the customer may order again). Should the processor still report it paid later,
// its order is found no longer waiting and the money goes back to the card (payment-settlement.ts).
// Safe when run twice (settle locks the payment row and only moves an open payment).
import { FAILURE_MESSAGES } from '../payments/index.ts';
import { settle } from '../payments/index.ts';
import type { CommerceContext } from './context.ts';
import { GatewayUnavailable } from '../payments/index.ts';
import { findPayment } from '../payments/index.ts';
import { settleAndFollow } from './payment-updates.ts';

export { ABANDONED_AFTER_MINUTES } from '../payments/index.ts';

/** The handler of a 'payment.expire' job; returns whether the payment expired now. */
export async function expireAbandonedPayment(ctx: CommerceContext, { paymentId }: { paymentId: string }): Promise<boolean> {
  return closeUnpaidPayment(ctx, paymentId, 'expired');
}

/**
 * Closes a payment still waiting on the processor's page, at the processor and here: 'expired' (the
 * job above) or 'order_cancelled' (its order was cancelled before it was paid, cancel-order.ts).
 * Returns whether it failed now; one the processor reports paid just before is recorded as paid
 * (and, its order no longer waiting, refunded: payment-settlement.ts).
 */
export async function closeUnpaidPayment(ctx: CommerceContext, paymentId: string, code: 'expired' | 'order_cancelled'): Promise<boolean> {
  let current = await findPayment(ctx.db, paymentId);
  if (current?.status !== 'requires_action') return false;
  if (current.gatewayReference && current.gateway === ctx.gateway.name) {
    try {
      const closed = await ctx.gateway.expire(current.gatewayReference);
      const answer = closed.status === 'failed' && code !== 'expired' ? { ...closed, failureCode: code, failureMessage: FAILURE_MESSAGES[code] } : closed;
      current = await settleAndFollow(ctx, paymentId, answer);
    } catch (error) {
      // Unreachable now: expired here all the same (a late success is refunded: payment-settlement.ts).
      if (!(error instanceof GatewayUnavailable)) throw error;
      ctx.auth.log.warn({ err: error, paymentId }, 'the processor could not be told to close an abandoned payment');
    }
    if (current.status !== 'requires_action') return current.status === 'failed';
  }
  const settled = await ctx.db.transaction((tx) =>
    settle(
      tx,
      paymentId,
      {
        id: current.gatewayReference ?? '',
        reference: paymentId,
        status: 'failed',
        amountBani: current.amountBani,
        currency: current.currency,
        card: null,
        redirectUrl: null,
        failureCode: code,
        failureMessage: FAILURE_MESSAGES[code],
        refundedBani: 0,
      },
      { log: ctx.auth.log, events: ctx.events },
    ),
  );
  const expired = settled.payment.status === 'failed';
  if (expired) ctx.auth.log.info({ paymentId, orderId: settled.payment.orderId, code }, 'unpaid payment closed');
  return expired;
}
