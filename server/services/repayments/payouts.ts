// Payouts: the collected repayments of an account, sent to its bank account.
// - batchPayouts ('payout.batch', scheduled every PAYOUT_INTERVAL_SECONDS): repayments still without an
//   IBAN take the default billing address's if there is one now; then every account's pending
//   repayments without a payout are grouped per IBAN (and per mode: test-mode orders are never paid
//   with live ones) into one `pending` payout, with its 'payout.send' job, in one transaction per group
//   (rows locked, SKIP LOCKED: two batches at once never put a repayment in two payouts). The refunds of
//   returns paid from the account's collected money (cod-refunds.ts) are deducted from it: the payout
//   is the repayments less those refunds, and one they bring to 0 is paid as it is made.
// - sendPayout ('payout.send'): `processing`, then the provider's transfer with our payout id as the
//   idempotency key. Paid: the payout and its repayments become paid and the webhook events
//   (repayment.paid per line, payout.paid) are queued, in one transaction. Refused or unreachable:
//   `failed` with a Romanian reason, and the job's backoff retries it (a permanent refusal is not
//   retried); after the last attempt it stays failed until retryPayout (the dashboard) or the jobs CLI.
import { and, asc, eq, inArray, isNull, ne, sql } from 'drizzle-orm';
import type { PayoutsConfig } from '../../config/index.ts';
import { rowsOf, type AppDb, type Tx } from '../../db/client.ts';
import { payouts, repayments, returnRefunds } from '../../db/schema.ts';
import { Failure } from '../failure.ts';
import { requeueJob } from '../jobs/index.ts';
import { enqueue } from '../jobs/index.ts';
import { GiveUp, RetryLater, type JobContext } from '../jobs/index.ts';
import type { Logger } from '../logger.ts';
import { queueWebhookEvent } from '../webhooks/index.ts';
import { HttpPayoutProvider } from './http-payout-provider.ts';
import { ProviderUnavailable, UNAVAILABLE_REASON, type PayoutProvider, type TransferResult } from './payout-provider.ts';
import { SimulatedPayoutProvider } from './simulated-payout-provider.ts';
import { publicPayout, publicRepayment, type PayoutRow } from './views.ts';

export interface PayoutContext {
  db: AppDb;
  /** The configured provider: the bank-transfer API, or the simulated one. */
  provider: PayoutProvider;
  /** For the payouts of test-mode orders (a test API key): never a real transfer. */
  simulated: PayoutProvider;
  log: Logger;
}

export function createPayoutProviders(config: PayoutsConfig): { provider: PayoutProvider; simulated: PayoutProvider } {
  const simulated = new SimulatedPayoutProvider({ failingIban: config.simulatedFailingIban });
  const provider = config.providerUrl && config.providerKey ? new HttpPayoutProvider({ url: config.providerUrl, key: config.providerKey }) : simulated;
  return { provider, simulated };
}

export const payoutJobKey = (payoutId: number) => `payout:${payoutId}`;

/** A transfer the bank has accepted but not settled is asked about again after this long. */
export const PROCESSING_RECHECK_MS = 15 * 60 * 1000;

export const PAYOUT_MESSAGES = {
  notFound: 'Decontul nu există.',
  notFailed: 'Doar un decont eșuat poate fi retrimis.',
  retried: 'Decontul a fost retrimis la bancă.',
  retrying: ' Reîncercăm automat.',
  lastAttempt: ' Nu mai reîncercăm automat: retrimite decontul din cont după ce verifici datele.',
  notConfirmed: 'Banca nu a confirmat încă plata.',
} as const;

interface Group {
  customer_id: number | string;
  bank_iban: string;
  test_mode: boolean;
}

/** Groups the collected repayments into payouts; returns the new payouts' ids. */
export async function batchPayouts(db: AppDb): Promise<number[]> {
  await db.execute(sql`
    update repayments r
    set bank_iban = upper(regexp_replace(a.bank_iban, '\s', '', 'g')), bank_holder = coalesce(nullif(btrim(a.company), ''), btrim(a.contact)), updated_at = now()
    from addresses a
    where a.customer_id = r.customer_id and a.kind = 'billing' and a.is_default and btrim(a.bank_iban) <> ''
      and r.bank_iban = '' and r.status = 'pending' and r.payout_id is null`);
  const groups = rowsOf<Group>(
    await db.execute(sql`
      select r.customer_id, r.bank_iban, o.test_mode
      from repayments r join orders o on o.id = r.order_id
      where r.status = 'pending' and r.payout_id is null and r.bank_iban <> ''
      group by r.customer_id, r.bank_iban, o.test_mode
      order by r.customer_id, r.bank_iban, o.test_mode`),
  );
  const made: number[] = [];
  for (const group of groups) {
    const id = await payoutOf(db, Number(group.customer_id), group.bank_iban, group.test_mode);
    if (id !== null) made.push(id);
  }
  return made;
}

async function payoutOf(db: AppDb, customerId: number, iban: string, testMode: boolean): Promise<number | null> {
  return db.transaction(async (tx) => {
    const lines = rowsOf<{ id: number | string; amount_bani: number; bank_holder: string }>(
      await tx.execute(sql`
        select r.id, r.amount_bani, r.bank_holder
        from repayments r join orders o on o.id = r.order_id
        where r.customer_id = ${customerId} and r.bank_iban = ${iban} and o.test_mode = ${testMode}
          and r.status = 'pending' and r.payout_id is null
        order by r.id
        for update of r skip locked`),
    );
    if (!lines.length) return null;
    const gross = lines.reduce((sum, line) => sum + Number(line.amount_bani), 0);
    const refunds = await refundsToDeduct(tx, customerId, testMode, gross);
    const amountBani = gross - refunds.reduce((sum, refund) => sum + refund.amountBani, 0);
    // The newest holder name given for this IBAN.
    const holder = [...lines].reverse().find((line) => line.bank_holder.trim())?.bank_holder.trim() ?? '';
    const [payout] = await tx.insert(payouts).values({ customerId, bankIban: iban, bankHolder: holder, amountBani, testMode }).returning({ id: payouts.id });
    const id = payout!.id;
    await tx
      .update(repayments)
      .set({ payoutId: id, updatedAt: sql`now()` })
      .where(
        inArray(
          repayments.id,
          lines.map((line) => Number(line.id)),
        ),
      );
    if (refunds.length) {
      await tx
        .update(returnRefunds)
        .set({ payoutId: id, updatedAt: sql`now()` })
        .where(
          inArray(
            returnRefunds.id,
            refunds.map((refund) => refund.id),
          ),
        );
    }
    // Refunds took it all: nothing to send, the payout is settled as it is made.
    if (amountBani === 0) await markPaidIn(tx, id, null);
    else await enqueue(tx, { kind: 'payout.send', key: payoutJobKey(id), payload: { payoutId: id } });
    return id;
  });
}

async function providerFor(ctx: PayoutContext, payoutId: number): Promise<PayoutProvider> {
  const [row] = rowsOf<{ test: boolean | null }>(
    await ctx.db.execute(sql`select bool_or(o.test_mode) as test from repayments r join orders o on o.id = r.order_id where r.payout_id = ${payoutId}`),
  );
  return row?.test ? ctx.simulated : ctx.provider;
}

async function markFailed(db: AppDb, id: number, reason: string): Promise<void> {
  await db
    .update(payouts)
    .set({ status: 'failed', failureReason: reason, updatedAt: sql`now()` })
    .where(and(eq(payouts.id, id), ne(payouts.status, 'paid')));
}

/**
 * The refunds of returns (cod-refunds.ts) the shop's next payout of `gross` deducts: those promised and
 * not deducted yet, oldest first, as many as fit (locked; one a concurrent batch holds waits).
 */
async function refundsToDeduct(tx: Tx, customerId: number, testMode: boolean, gross: number): Promise<{ id: number; amountBani: number }[]> {
  const promised = await tx
    .select({ id: returnRefunds.id, amountBani: returnRefunds.amountBani })
    .from(returnRefunds)
    .where(and(eq(returnRefunds.customerId, customerId), eq(returnRefunds.testMode, testMode), isNull(returnRefunds.payoutId), ne(returnRefunds.status, 'failed')))
    .orderBy(asc(returnRefunds.id))
    .for('update', { skipLocked: true });
  const taken: { id: number; amountBani: number }[] = [];
  let left = gross;
  for (const refund of promised) {
    if (refund.amountBani > left) continue;
    taken.push(refund);
    left -= refund.amountBani;
  }
  return taken;
}

/** The payout and its repayments paid, and their events, in one transaction (once). */
async function markPaid(db: AppDb, id: number, reference: string): Promise<void> {
  await db.transaction((tx) => markPaidIn(tx, id, reference));
}

/** markPaid in `tx` (a payout of 0 is paid as it is made, without a transfer: reference null). */
async function markPaidIn(tx: Tx, id: number, reference: string | null): Promise<void> {
  const [paid] = await tx
    .update(payouts)
    .set({ status: 'paid', transferReference: reference, failureReason: null, paidAt: sql`now()`, updatedAt: sql`now()` })
    .where(and(eq(payouts.id, id), ne(payouts.status, 'paid')))
    .returning();
  if (!paid) return;
  const lines = await tx
    .update(repayments)
    .set({ status: 'paid', updatedAt: sql`now()` })
    .where(and(eq(repayments.payoutId, id), eq(repayments.status, 'pending')))
    .returning();
  const paidAt = paid.paidAt?.toISOString() ?? null;
  // A payout never mixes modes (paidAt's batch groups by it): a test payout's events go to test endpoints.
  const [mode] = rowsOf<{ test: boolean | null }>(await tx.execute(sql`select bool_or(o.test_mode) as test from repayments r join orders o on o.id = r.order_id where r.payout_id = ${id}`));
  const testMode = mode?.test === true;
  for (const line of lines.sort((a, b) => a.id - b.id)) {
    await queueWebhookEvent(tx, { customerId: paid.customerId, testMode, type: 'repayment.paid', key: `repayment.paid:${line.id}`, data: { ...publicRepayment(line), paid_at: paidAt } });
  }
  await queueWebhookEvent(tx, { customerId: paid.customerId, testMode, type: 'payout.paid', key: `payout.paid:${id}`, data: { ...publicPayout(paid), repayments_count: lines.length } });
}

/** The 'payout.send' job: one attempt at sending payout `payoutId`. */
export async function sendPayout(ctx: PayoutContext, payload: { payoutId: number }, job: Pick<JobContext, 'lastAttempt'>): Promise<void> {
  const id = Number(payload.payoutId);
  const [started] = await ctx.db
    .update(payouts)
    .set({ status: 'processing', attempts: sql`${payouts.attempts} + 1`, updatedAt: sql`now()` })
    .where(and(eq(payouts.id, id), inArray(payouts.status, ['pending', 'failed', 'processing'])))
    .returning();
  if (!started) return; // paid, cancelled or gone: nothing to send
  const provider = await providerFor(ctx, id);
  const later = job.lastAttempt ? PAYOUT_MESSAGES.lastAttempt : PAYOUT_MESSAGES.retrying;
  let result: TransferResult;
  try {
    result = await provider.transfer(transferOf(started));
  } catch (error) {
    await markFailed(ctx.db, id, UNAVAILABLE_REASON + later);
    if (!(error instanceof ProviderUnavailable)) ctx.log.error({ err: error, payout: id }, 'the payout provider failed unexpectedly');
    throw error;
  }
  if (result.status === 'paid') return markPaid(ctx.db, id, result.reference);
  if (result.status === 'processing') {
    await ctx.db.update(payouts).set({ transferReference: result.reference, updatedAt: sql`now()` }).where(eq(payouts.id, id));
    if (job.lastAttempt) await markFailed(ctx.db, id, PAYOUT_MESSAGES.notConfirmed + PAYOUT_MESSAGES.lastAttempt);
    throw new RetryLater(PROCESSING_RECHECK_MS, `transfer ${result.reference} still processing`);
  }
  await markFailed(ctx.db, id, result.permanent ? result.reason : result.reason + later);
  if (result.permanent) throw new GiveUp(`payout refused for good: ${result.code}`);
  throw new Error(`payout refused: ${result.code}`);
}

function transferOf(payout: PayoutRow) {
  return {
    idempotencyKey: `payout-${payout.id}`,
    payoutId: payout.id,
    amountBani: payout.amountBani,
    currency: payout.currency,
    iban: payout.bankIban,
    holder: payout.bankHolder,
    description: `Rambursuri Curiero, decont ${payout.id}`,
  };
}

/**
 * Sends a failed payout again (the dashboard): back to `pending` and its job due now with a fresh
 * set of attempts (or a new job if the old one is gone). 404 for another account's, 409 unless failed.
 */
export async function retryPayout(db: AppDb, customerId: number, id: number): Promise<PayoutRow> {
  const retried = await db.transaction(async (tx) => {
    const [row] = await tx
      .update(payouts)
      .set({ status: 'pending', failureReason: null, updatedAt: sql`now()` })
      .where(and(eq(payouts.id, id), eq(payouts.customerId, customerId), eq(payouts.status, 'failed')))
      .returning();
    if (!row) return null;
    const requeued = await requeueJob(tx, 'payout.send', payoutJobKey(id));
    if (!requeued) await enqueue(tx, { kind: 'payout.send', key: `${payoutJobKey(id)}:retry:${row.attempts}`, payload: { payoutId: id } });
    return row;
  });
  if (retried) return retried;
  const [exists] = await db
    .select({ id: payouts.id })
    .from(payouts)
    .where(and(eq(payouts.id, id), eq(payouts.customerId, customerId)));
  if (!exists) throw new Failure(404, 'not_found', PAYOUT_MESSAGES.notFound);
  throw new Failure(409, 'payout_not_failed', PAYOUT_MESSAGES.notFailed);
}
