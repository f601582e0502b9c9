// POST /api/private/wallet/top-up: money into the wallet by card, idempotent per customer and
// Idempotency-Key like orders (services/idempotency/: the payment row is recorded as the key's
// resource in the transaction that makes it, so of concurrent duplicates one payment is made, and a
// retry of a request that died resumes from it). The customer pays on the processor's page like for
// an order; the wallet is credited by settle() when the processor says it is paid (its notification,
// the return to the app, or the reconciliation job).
import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { AppDb } from '../../db/client.ts';
import { customers, payments } from '../../db/schema.ts';
import { Failure } from '../failure.ts';
import type { Publisher } from '../events/index.ts';
import type { Logger } from '../logger.ts';
import { formatRon } from '../money-format.ts';
import { GatewayUnavailable, type PaymentGateway } from './gateway.ts';
import { appKeyReused, idempotencyKeyOf, recordResource, releaseKey, withIdempotency, type IdempotencyHandle, type StoredAnswer } from '../idempotency/index.ts';
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
  /** The app's event bus: the top-up's success is published on it (its invoice). */
  events: Publisher;
  now: () => Date;
}

async function answerOf(deps: TopUpDeps, payment: PaymentRow): Promise<StoredAnswer> {
  const data = { payment: paymentView(payment), balance_bani: await walletBalance(deps.db, payment.customerId ?? 0) };
  if (payment.status === 'failed') return { status: 402, body: { reason: 'payment_failed', message: payment.failureReason ?? 'Plata a fost refuzată.', data } };
  if (payment.status === 'requires_action') return { status: 202, body: { data, message: 'Plătește pe pagina procesatorului de plăți ca să alimentezi portofelul.' } };
  return { status: 201, body: { data, message: `Portofelul a fost alimentat cu ${formatRon(payment.amountBani)}. Sold: ${formatRon(data.balance_bani)}.` } };
}

async function charge(deps: TopUpDeps, payment: PaymentRow, handle: IdempotencyHandle): Promise<StoredAnswer> {
  let current = payment;
  if (payment.status === 'pending') {
    const [account] = await deps.db.select({ email: customers.email, name: customers.name }).from(customers).where(eq(customers.id, payment.customerId ?? 0));
    try {
      const result = await createAtProcessor(deps, payment, 'Alimentare portofel Curiero', payerOf({ email: account?.email ?? '', name: account?.name ?? '' }));
      current = (await deps.db.transaction((tx) => settle(tx, payment.id, result, deps))).payment;
    } catch (error) {
      if (!(error instanceof GatewayUnavailable)) throw error;
      if (handle.keyId !== null) await releaseKey(deps.db, handle.keyId);
      throw new Failure(502, 'payment_unavailable', 'Plata nu a putut fi pornită acum. Încearcă din nou peste câteva momente.');
    }
  }
  return answerOf(deps, current);
}

/** The top-up's payment, made once per key: this request's, or the one its key recorded first. */
async function paymentOf(deps: TopUpDeps, customerId: number, input: TopUpInput, returnPath: string, handle: IdempotencyHandle): Promise<PaymentRow> {
  const id = await deps.db.transaction(async (tx) => {
    if (handle.resourceId) return handle.resourceId;
    const mine = randomUUID();
    const recorded = handle.keyId === null ? mine : await recordResource(tx, handle.keyId, mine);
    if (recorded !== mine) return recorded;
    await tx.insert(payments).values({ id: mine, purpose: 'top_up', customerId, method: 'card', amountBani: input.amount_bani, gateway: deps.gateway.name, returnPath });
    await queueReconcile(tx, mine);
    return mine;
  });
  const [row] = await deps.db.select().from(payments).where(eq(payments.id, id));
  if (!row) throw new Error('the top-up of an Idempotency-Key vanished');
  return row;
}

export function topUpWallet(deps: TopUpDeps, customerId: number, keyHeader: string | string[] | undefined, input: TopUpInput, returnPath: string): Promise<StoredAnswer> {
  const key = idempotencyKeyOf(keyHeader);
  const request = { scope: `customer:${customerId}`, key, method: 'POST', path: '/api/private/wallet/top-up', body: input, reused: appKeyReused };
  return withIdempotency(deps.db, request, async (handle) => charge(deps, await paymentOf(deps, customerId, input, returnPath, handle), handle));
}
