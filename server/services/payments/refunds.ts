// Giving an order's money back, whole or in part (the payments module owns payments and payment_refunds): to the wallet (instant: the refund row, the ledger
// credit and the payment's refunded sum in one transaction; a test order's to the test balance, with
// no credit note) or to the card (through the processor,
// keyed by the refund row's id, so a retry never pays out twice). Each refund is a payment_refunds
// row; a pending card refund holds its amount, so refunds never add up to more than was paid, with
// any number of server processes. A card refund the processor could not be asked about stays pending
// and the job 'payment.refund-retry' asks again with the same key; one it refuses is failed, with
// its reason, and the money may go back another way. A refund that went through publishes
// 'payment.refunded' in its transaction (its credit note is queued by the invoices' subscriber).
import { and, desc, eq, sql } from 'drizzle-orm';
import { paymentRefunds, payments } from '../../db/schema.ts';
import { Failure } from '../failure.ts';
import type { AppDb } from '../../db/client.ts';
import type { Publisher } from '../events/index.ts';
import { enqueue } from '../jobs/index.ts';
import type { Logger } from '../logger.ts';
import { GatewayUnavailable, type PaymentGateway } from './gateway.ts';
import { findPayment, type PaymentRow } from './payments.ts';
import { creditTestRefund, TEST_BALANCE_GATEWAY } from './test-balance.ts';
import { creditRefund, type Tx } from './wallet.ts';

/** What refunds need (the order services' context has all of it). */
export interface RefundDeps {
  db: AppDb;
  events: Publisher;
  gateway: PaymentGateway;
  auth: { log: Logger };
}

export type RefundChannel = 'wallet' | 'card';
export type RefundRow = typeof paymentRefunds.$inferSelect;

export interface RefundOutcome {
  channel: RefundChannel;
  amountBani: number;
  status: 'succeeded' | 'failed' | 'pending';
  failureReason: string | null;
}

export interface RefundOptions {
  /** Bani; default: all that is left to refund. */
  amountBani?: number;
  /** Romanian; default: the cancelled order. */
  reason?: string;
}

const TEST_REFUND_CHANNEL = 'O comandă de test a fost plătită din soldul de test: banii se pot returna doar acolo.';
export const CARD_REFUND_PENDING = 'Rambursarea pe card nu a putut fi trimisă acum procesatorului de plăți; o trimitem din nou automat.';
const tooMuch = (left: number) =>
  new Failure(422, 'refund_too_large', left === 0 ? 'Plata a fost deja rambursată integral.' : `Se mai pot rambursa cel mult ${(left / 100).toFixed(2).replace('.', ',')} lei din această plată.`);

function outcomeOf(row: RefundRow): RefundOutcome {
  return { channel: row.channel, amountBani: row.amountBani, status: row.status, failureReason: row.failureReason };
}

/** Bani still refundable: paid, less what was refunded and what pending card refunds hold. */
async function leftToRefund(tx: Tx, payment: PaymentRow): Promise<number> {
  const [held] = await tx
    .select({ bani: sql<number>`coalesce(sum(${paymentRefunds.amountBani}), 0)::int` })
    .from(paymentRefunds)
    .where(and(eq(paymentRefunds.paymentId, payment.id), eq(paymentRefunds.status, 'pending')));
  return payment.amountBani - payment.refundedBani - Number(held?.bani ?? 0);
}

/** Records a refund that went through: the row, and the payment's refunded sum (refunded when whole). */
async function completeRefund(tx: Tx, events: Publisher, refund: RefundRow, reference: string, testMoney = false): Promise<void> {
  const [done] = await tx
    .update(paymentRefunds)
    .set({ status: 'succeeded', reference, failureReason: null, refundedAt: sql`now()`, updatedAt: sql`now()` })
    .where(and(eq(paymentRefunds.id, refund.id), eq(paymentRefunds.status, 'pending')))
    .returning();
  if (!done) return;
  await tx
    .update(payments)
    .set({
      refundedBani: sql`${payments.refundedBani} + ${refund.amountBani}`,
      status: sql`case when ${payments.refundedBani} + ${refund.amountBani} = ${payments.amountBani} then 'refunded' else ${payments.status} end`,
      refundChannel: refund.channel,
      refundReference: reference,
      refundFailure: null,
      refundedAt: sql`now()`,
      updatedAt: sql`now()`,
    })
    .where(eq(payments.id, refund.paymentId));
  // The credit note (storno) of the money given back is promised with it (the invoices' subscriber); test money has none.
  await events.publish(tx, 'payment.refunded', { paymentId: refund.paymentId, refundId: refund.id, amountBani: refund.amountBani, testMoney });
}

export async function refundPayment(
  ctx: RefundDeps,
  payment: PaymentRow,
  order: { number: string; customerId: number | null },
  channel: RefundChannel,
  options: RefundOptions = {},
): Promise<RefundOutcome> {
  const whole = options.amountBani === undefined;
  const reason = options.reason ?? `Rambursare pentru comanda anulată ${order.number}`;
  if (channel === 'wallet' && order.customerId === null) throw new Error(`order ${order.number} has no customer to refund to`);
  if (channel === 'card' && payment.gateway === TEST_BALANCE_GATEWAY) throw new Failure(422, 'refund_channel_invalid', TEST_REFUND_CHANNEL);
  const started = await ctx.db.transaction(async (tx) => {
    const [current] = await tx.select().from(payments).where(eq(payments.id, payment.id)).for('update');
    if (!current || (current.status !== 'succeeded' && current.status !== 'refunded')) return null;
    const left = await leftToRefund(tx, current);
    const amount = options.amountBani ?? left;
    if (whole && left === 0) {
      // Already refunded (or on its way): the same answer again.
      const [last] = await tx.select().from(paymentRefunds).where(eq(paymentRefunds.paymentId, current.id)).orderBy(desc(paymentRefunds.createdAt)).limit(1);
      return last ? { row: last, fresh: false } : null;
    }
    if (amount <= 0 || amount > left) throw tooMuch(left);
    const [row] = await tx.insert(paymentRefunds).values({ paymentId: current.id, amountBani: amount, channel, reason }).returning();
    if (!row) throw new Error('refund row not inserted');
    if (channel === 'wallet') {
      const reference = whole && current.refundedBani === 0 ? order.number : `${order.number}/${row.id.slice(0, 8)}`;
      if (current.gateway === TEST_BALANCE_GATEWAY) {
        // A test order's money goes back to the test balance: never to the wallet, no credit note.
        const movement = await creditTestRefund(tx, order.customerId!, amount, reference, `${options.reason ?? 'Rambursare'} (comanda de test ${order.number})`);
        await completeRefund(tx, ctx.events, row, `${TEST_BALANCE_GATEWAY}:${movement.id}`, true);
      } else {
        const movement = await creditRefund(tx, order.customerId!, amount, reference, options.reason && `${options.reason} (comanda ${order.number})`);
        await completeRefund(tx, ctx.events, row, `wallet:${movement.id}`);
      }
    }
    return { row, fresh: true };
  });
  if (!started) return { channel, amountBani: 0, status: 'failed', failureReason: 'Plata nu a fost încasată, deci nu are ce să se ramburseze.' };
  if (!started.fresh || channel === 'wallet') return outcomeOf((await findRefund(ctx, started.row.id)) ?? started.row);
  return sendCardRefund(ctx, started.row);
}

/** Asks the processor for a pending card refund (again, with the same key); the handler of 'payment.refund-retry' too. */
export async function sendCardRefund(ctx: RefundDeps, refund: RefundRow): Promise<RefundOutcome> {
  const payment = await findPayment(ctx.db, refund.paymentId);
  if (refund.status !== 'pending' || !payment?.gatewayReference) return outcomeOf(refund);
  try {
    const result = await ctx.gateway.refund({ gatewayId: payment.gatewayReference, amountBani: refund.amountBani, idempotencyKey: refund.id });
    await ctx.db.transaction(async (tx) => {
      if (result.status === 'succeeded') return completeRefund(tx, ctx.events, refund, result.id);
      await tx
        .update(paymentRefunds)
        .set({ status: 'failed', reference: result.id, failureReason: result.failureMessage, updatedAt: sql`now()` })
        .where(and(eq(paymentRefunds.id, refund.id), eq(paymentRefunds.status, 'pending')));
      await tx.update(payments).set({ refundChannel: 'card', refundFailure: result.failureMessage, updatedAt: sql`now()` }).where(eq(payments.id, payment.id));
    });
  } catch (error) {
    if (!(error instanceof GatewayUnavailable)) throw error;
    ctx.auth.log.warn({ err: error, refundId: refund.id }, 'card refund could not be sent: retried later');
    await enqueue(ctx.db, { kind: 'payment.refund-retry', key: `refund-retry:${refund.id}`, payload: { refundId: refund.id }, delayMs: 60_000 });
    await ctx.db.update(paymentRefunds).set({ failureReason: CARD_REFUND_PENDING, updatedAt: sql`now()` }).where(eq(paymentRefunds.id, refund.id));
  }
  return outcomeOf((await findRefund(ctx, refund.id)) ?? refund);
}

/** The handler of a 'payment.refund-retry' job: throws (retry with backoff) while the processor cannot be reached. */
export async function retryCardRefund(ctx: RefundDeps, { refundId }: { refundId: string }): Promise<void> {
  const refund = await findRefund(ctx, refundId);
  if (refund?.status !== 'pending') return;
  const outcome = await sendCardRefund(ctx, refund);
  if (outcome.status === 'pending') throw new Error(`card refund ${refundId} still could not be sent`);
}

export async function findRefund(ctx: Pick<RefundDeps, 'db'>, id: string): Promise<RefundRow | undefined> {
  const [row] = await ctx.db.select().from(paymentRefunds).where(eq(paymentRefunds.id, id));
  return row;
}

export function refundView(row: RefundRow) {
  return {
    id: row.id,
    amount_bani: row.amountBani,
    channel: row.channel,
    status: row.status,
    reason: row.reason,
    failure_reason: row.failureReason,
    created_at: row.createdAt.toISOString(),
    refunded_at: row.refundedAt?.toISOString() ?? null,
  };
}
