// Nothing is left to chance between a charge and its outcome: every card payment gets a
// 'payment.reconcile' job when it is created (same transaction). When it runs, a payment still
// pending (the process that called the gateway died before writing the answer, or the gateway's
// notification never arrived) is looked up at the gateway by our reference and settled from what the
// gateway says, which books the order or credits the wallet. A payment the gateway never received
// is retried for a while (the customer's retry with the same Idempotency-Key may still send it),
// then expires and releases its order. A payment waiting on the processor's page is left to its expiry job.
import { FAILURE_MESSAGES } from '../payments/index.ts';
import { findPayment, settle } from '../payments/index.ts';
import { RetryLater, type JobContext } from '../jobs/index.ts';
import type { CommerceContext } from './context.ts';
import { settleAndFollow } from './payment-updates.ts';

/** A payment the gateway never received expires after this. */
export const UNSENT_EXPIRY_MS = 30 * 60_000;

/** The handler of a 'payment.reconcile' job. */
export async function reconcilePayment(ctx: CommerceContext, { paymentId }: { paymentId: string }, job: Pick<JobContext, 'lastAttempt'>): Promise<void> {
  const payment = await findPayment(ctx.db, paymentId);
  if (payment?.status !== 'pending' || payment.gateway !== ctx.gateway.name) return;
  const found = await ctx.gateway.lookup(paymentId);
  if (found) {
    const now = await settleAndFollow(ctx, paymentId, found);
    ctx.auth.log.info({ paymentId, status: now.status }, 'pending payment reconciled with the gateway');
    return;
  }
  const age = ctx.now().getTime() - payment.createdAt.getTime();
  if (age < UNSENT_EXPIRY_MS && !job.lastAttempt) throw new RetryLater(60_000, 'the gateway has no such payment yet');
  const failed = {
    id: payment.gatewayReference ?? '',
    reference: paymentId,
    status: 'failed' as const,
    amountBani: payment.amountBani,
    currency: payment.currency,
    card: null,
    redirectUrl: null,
    failureCode: 'expired',
    failureMessage: FAILURE_MESSAGES.expired,
    refundedBani: 0,
  };
  await ctx.db.transaction((tx) => settle(tx, paymentId, failed, { log: ctx.auth.log, events: ctx.events }));
  ctx.auth.log.warn({ paymentId }, 'payment never reached the gateway: expired');
}
