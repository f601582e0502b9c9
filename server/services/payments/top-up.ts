// POST /api/private/wallet/top-up: money into the wallet by card, idempotent per customer and
// Idempotency-Key like orders (the payment row is the claim; its unique (customer, key) constraint
// lets only one of concurrent duplicates create a payment). The customer pays on the processor's
// page like for an order; the wallet is credited by settle() when the processor says it is paid
// (its notification, the return to the app, or the reconciliation job).
import { and, eq, isNull, lt, sql } from 'drizzle-orm';
import type { AppDb } from '../../db/client.ts';
import { customers, payments } from '../../db/schema.ts';
import { Failure } from '../failure.ts';
import type { Logger } from '../logger.ts';
import { formatRon } from './format.ts';
import { GatewayUnavailable, type PaymentGateway } from './gateway.ts';
import { IDEMPOTENCY, idempotencyKeyOf, replayOrTakeOver, requestHash, type StoredAnswer } from './idempotency.ts';
import { payerOf } from './payer.ts';
import { paymentView, queueReconcile, settle, type PaymentRow } from './payments.ts';
import { createAtProcessor } from './start-payment.ts';
import { walletBalance } from './wallet.ts';

export const TOP_UP_LIMITS = { minBani: 1_000, maxBani: 500_000 } as const;

export interface TopUpInput {
  amount_bani: number;
  return_path?: string;
}

export interface TopUpDeps {
  db: AppDb;
  gateway: PaymentGateway;
  publicUrl: string;
  log: Logger;
  now: () => Date;
}

async function answerOf(deps: TopUpDeps, payment: PaymentRow): Promise<StoredAnswer> {
  const data = { payment: paymentView(payment), balance_bani: await walletBalance(deps.db, payment.customerId ?? 0) };
  if (payment.status === 'failed') return { status: 402, body: { reason: 'payment_failed', message: payment.failureReason ?? 'Plata a fost refuzată.', data } };
  if (payment.status === 'requires_action') return { status: 202, body: { data, message: 'Plătește pe pagina procesatorului de plăți ca să alimentezi portofelul.' } };
  return { status: 201, body: { data, message: `Portofelul a fost alimentat cu ${formatRon(payment.amountBani)}. Sold: ${formatRon(data.balance_bani)}.` } };
}

async function charge(deps: TopUpDeps, payment: PaymentRow): Promise<StoredAnswer> {
  let current = payment;
  if (payment.status === 'pending') {
    const [account] = await deps.db.select({ email: customers.email, name: customers.name }).from(customers).where(eq(customers.id, payment.customerId ?? 0));
    try {
      const result = await createAtProcessor(deps, payment, 'Alimentare portofel Curiero', payerOf({ email: account?.email ?? '', name: account?.name ?? '' }));
      current = (await deps.db.transaction((tx) => settle(tx, payment.id, result, deps.log))).payment;
    } catch (error) {
      if (!(error instanceof GatewayUnavailable)) throw error;
      await deps.db.update(payments).set({ updatedAt: sql`now() - make_interval(secs => ${IDEMPOTENCY.leaseMs / 1000 + 1})` }).where(eq(payments.id, payment.id));
      throw new Failure(502, 'payment_unavailable', 'Plata nu a putut fi pornită acum. Încearcă din nou peste câteva momente.');
    }
  }
  const answer = await answerOf(deps, current);
  await deps.db
    .update(payments)
    .set({ responseStatus: answer.status, responseBody: answer.body })
    .where(and(eq(payments.id, payment.id), isNull(payments.responseStatus)));
  return answer;
}

export async function topUpWallet(deps: TopUpDeps, customerId: number, keyHeader: string | string[] | undefined, input: TopUpInput, returnPath: string): Promise<StoredAnswer> {
  const key = idempotencyKeyOf(keyHeader);
  const hash = requestHash(input);
  const mine = and(eq(payments.customerId, customerId), eq(payments.idempotencyKey, key));
  const claimed = await deps.db.transaction(async (tx) => {
    const [row] = await tx
      .insert(payments)
      .values({ purpose: 'top_up', customerId, method: 'card', amountBani: input.amount_bani, gateway: deps.gateway.name, idempotencyKey: key, requestHash: hash, returnPath })
      .onConflictDoNothing({ target: [payments.customerId, payments.idempotencyKey] })
      .returning();
    if (row) await queueReconcile(tx, row.id);
    return row;
  });
  if (claimed) return charge(deps, claimed);
  const outcome = await replayOrTakeOver(
    async () => {
      const [row] = await deps.db.select().from(payments).where(mine);
      return row && { requestHash: row.requestHash ?? '', responseStatus: row.responseStatus, responseBody: row.responseBody };
    },
    async () =>
      (
        await deps.db
          .update(payments)
          .set({ updatedAt: sql`now()` })
          .where(and(mine, isNull(payments.responseStatus), lt(payments.updatedAt, sql`now() - make_interval(secs => ${IDEMPOTENCY.leaseMs / 1000})`)))
          .returning()
      ).length === 1,
    hash,
  );
  if (outcome !== 'take-over') return outcome;
  const [row] = await deps.db.select().from(payments).where(mine);
  if (!row) throw new Error('the top-up taken over vanished');
  return charge(deps, row);
}
