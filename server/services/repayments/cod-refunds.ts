// A return's refund paid from the shop's collected cash on delivery (table return_refunds, one row per
// return request). The returns module asks for it (returns/cod-refund.ts) in the transaction that
// moves the request to `refunded`:
// - recordCodRefund: the shop's available money is its pending repayments that no payout holds yet
//   (locked FOR UPDATE, so two refunds of one shop, or a refund and the payout batch, take turns)
//   less the refunds already promised and not yet deducted; a larger amount records nothing. Else
//   the refund row (unique return_id: a request is refunded once whatever the number of processes)
//   and its 'return-refund.send' job, in the caller's transaction.
// - sendCodRefund ('return-refund.send'): the transfer to the buyer's IBAN by the payout provider
//   (the simulated one for a test-mode order), keyed `return-refund-<id>` so asking again is the
//   same transfer; paid, or still pending with the Romanian reason and retried with the job's
//   backoff; `failed` only when refused for good (or after the last attempt): then it is no longer
//   promised, and no payout deducts it.
// - The payout batch (payouts.ts) deducts the refunds from the shop's next payout, and the payout's
//   report lists them (report.ts).
import { and, asc, eq, inArray, isNull, ne, sql } from 'drizzle-orm';
import type { AppDb, Tx } from '../../db/client.ts';
import { repayments, returnRefunds, type ReturnRefundStatus } from '../../db/schema.ts';
import { enqueue } from '../jobs/index.ts';
import { GiveUp, RetryLater, type JobContext } from '../jobs/index.ts';
import { ProviderUnavailable, UNAVAILABLE_REASON, type TransferResult } from './payout-provider.ts';
import type { PayoutContext } from './payouts.ts';

export type ReturnRefundRow = typeof returnRefunds.$inferSelect;

export interface CodRefundRequest {
  returnId: number;
  /** The shop. */
  customerId: number;
  amountBani: number;
  buyerIban: string;
  buyerName: string;
  orderReference: string;
  testMode: boolean;
  automatic: boolean;
}

export type CodRefundOutcome =
  /** Recorded, its transfer queued. */
  | { recorded: true; refund: ReturnRefundRow }
  /** Not enough collected money: nothing written. */
  | { recorded: false; reason: 'not_enough'; availableBani: number }
  /** The request already has its refund (another tab, another process). */
  | { recorded: false; reason: 'already_refunded'; availableBani: number };

export const refundJobKey = (refundId: number) => `return-refund:${refundId}`;

/** Promised to buyers and not deducted from a payout yet (a refused transfer promises nothing). */
const undeducted = (customerId: number, testMode: boolean) =>
  and(eq(returnRefunds.customerId, customerId), eq(returnRefunds.testMode, testMode), isNull(returnRefunds.payoutId), ne(returnRefunds.status, 'failed'));

/**
 * The shop's cash on delivery collected and not paid out (pending, in no payout), in `testMode`'s
 * mode, less the refunds promised from it. With `lock`, the counted repayments are locked until the
 * transaction ends (what a refund must do before it spends them).
 */
export async function availableCodMoney(tx: Tx | AppDb, customerId: number, testMode: boolean, options: { lock?: boolean } = {}): Promise<number> {
  const collected = tx
    .select({ amountBani: repayments.amountBani })
    .from(repayments)
    .where(and(eq(repayments.customerId, customerId), eq(repayments.testMode, testMode), eq(repayments.status, 'pending'), isNull(repayments.payoutId)));
  const lines = options.lock ? await collected.orderBy(asc(repayments.id)).for('update') : await collected;
  const gross = lines.reduce((sum, line) => sum + line.amountBani, 0);
  // Read after the lock: a refund that held it before us has committed, and is counted.
  const [promised] = await tx
    .select({ sum: sql<string>`coalesce(sum(${returnRefunds.amountBani}), 0)` })
    .from(returnRefunds)
    .where(undeducted(customerId, testMode));
  return gross - Number(promised?.sum ?? 0);
}

/** Records the refund of a return from the shop's collected cash on delivery, in `tx`, with its transfer's job. */
export async function recordCodRefund(tx: Tx, request: CodRefundRequest): Promise<CodRefundOutcome> {
  const availableBani = await availableCodMoney(tx, request.customerId, request.testMode, { lock: true });
  if (request.amountBani > availableBani) return { recorded: false, reason: 'not_enough', availableBani };
  const [refund] = await tx
    .insert(returnRefunds)
    .values({
      returnId: request.returnId,
      customerId: request.customerId,
      amountBani: request.amountBani,
      buyerIban: request.buyerIban,
      buyerName: request.buyerName,
      orderReference: request.orderReference,
      testMode: request.testMode,
      automatic: request.automatic,
    })
    .onConflictDoNothing({ target: returnRefunds.returnId })
    .returning();
  if (!refund) return { recorded: false, reason: 'already_refunded', availableBani };
  await enqueue(tx, { kind: 'return-refund.send', key: refundJobKey(refund.id), payload: { refundId: refund.id } });
  return { recorded: true, refund };
}

/** The refund of return `returnId`, or null. */
export async function codRefundOf(db: AppDb, returnId: number): Promise<ReturnRefundRow | null> {
  const [row] = await db.select().from(returnRefunds).where(eq(returnRefunds.returnId, returnId));
  return row ?? null;
}

async function settle(db: AppDb, id: number, status: ReturnRefundStatus, fields: { transferReference?: string; failureReason?: string | null }): Promise<void> {
  await db
    .update(returnRefunds)
    .set({ status, ...fields, ...(status === 'paid' ? { paidAt: sql`now()`, failureReason: null } : {}), updatedAt: sql`now()` })
    .where(and(eq(returnRefunds.id, id), inArray(returnRefunds.status, ['pending', 'failed'])));
}

/** The 'return-refund.send' job: one attempt at sending the refund to the buyer's IBAN. */
export async function sendCodRefund(ctx: PayoutContext, payload: { refundId: number }, job: Pick<JobContext, 'lastAttempt'>): Promise<void> {
  const [refund] = await ctx.db
    .update(returnRefunds)
    .set({ attempts: sql`${returnRefunds.attempts} + 1`, updatedAt: sql`now()` })
    .where(and(eq(returnRefunds.id, Number(payload.refundId)), inArray(returnRefunds.status, ['pending', 'failed'])))
    .returning();
  if (!refund) return; // paid already, or gone
  const provider = refund.testMode ? ctx.simulated : ctx.provider;
  let result: TransferResult;
  try {
    result = await provider.transfer({
      idempotencyKey: `return-refund-${refund.id}`,
      payoutId: refund.id,
      reference: `return-refund-${refund.id}`,
      amountBani: refund.amountBani,
      currency: refund.currency,
      iban: refund.buyerIban,
      holder: refund.buyerName,
      description: `Rambursare retur comanda ${refund.orderReference}`,
    });
  } catch (error) {
    await settle(ctx.db, refund.id, job.lastAttempt ? 'failed' : 'pending', { failureReason: UNAVAILABLE_REASON });
    if (!(error instanceof ProviderUnavailable)) ctx.log.error({ err: error, refund: refund.id }, 'the payout provider failed unexpectedly');
    throw error;
  }
  if (result.status === 'paid') return settle(ctx.db, refund.id, 'paid', { transferReference: result.reference });
  if (result.status === 'processing') {
    await ctx.db.update(returnRefunds).set({ transferReference: result.reference, updatedAt: sql`now()` }).where(eq(returnRefunds.id, refund.id));
    throw new RetryLater(15 * 60_000, `refund transfer ${result.reference} still processing`);
  }
  // Refused for good: nothing left our account, so nothing is deducted (undeducted()). Refused for
  // now: still pending (still promised), with the reason, until the job's next attempt.
  const final = result.permanent || job.lastAttempt;
  await settle(ctx.db, refund.id, final ? 'failed' : 'pending', { failureReason: result.reason });
  if (final) throw new GiveUp(`refund transfer refused: ${result.code}`);
  throw new Error(`refund transfer refused: ${result.code}`);
}
