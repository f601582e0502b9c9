// Giving an order's money back: to the wallet (instant; a ledger credit unique per order, written
// in the same transaction that marks the payment refunded) or to the card (through the gateway, with
// an idempotency key per payment, so a retried refund never pays out twice). A card refund that
// fails is recorded and can be retried, to the card or to the wallet.
import { and, eq, sql } from 'drizzle-orm';
import { payments } from '../../db/schema.ts';
import { GatewayUnavailable } from '../payments/gateway.ts';
import { findPayment, type PaymentRow } from '../payments/payments.ts';
import { creditRefund } from '../payments/wallet.ts';
import type { CommerceContext } from './context.ts';

export type RefundChannel = 'wallet' | 'card';

export interface RefundOutcome {
  channel: RefundChannel;
  amountBani: number;
  status: 'succeeded' | 'failed';
  failureReason: string | null;
}

const CARD_REFUND_UNAVAILABLE = 'Rambursarea pe card nu a putut fi făcută acum. Încearcă din nou sau alege returnarea în portofel.';

function outcomeOf(row: PaymentRow, channel: RefundChannel): RefundOutcome {
  const done = row.status === 'refunded';
  return { channel: (row.refundChannel as RefundChannel | null) ?? channel, amountBani: row.amountBani, status: done ? 'succeeded' : 'failed', failureReason: done ? null : row.refundFailure };
}

export async function refundPayment(
  ctx: CommerceContext,
  payment: PaymentRow,
  order: { number: string; customerId: number | null },
  channel: RefundChannel,
): Promise<RefundOutcome> {
  if (channel === 'wallet') {
    const customerId = order.customerId;
    if (customerId === null) throw new Error(`order ${order.number} has no customer to refund to`);
    const row = await ctx.db.transaction(async (tx) => {
      const [current] = await tx.select().from(payments).where(eq(payments.id, payment.id)).for('update');
      if (!current || current.status !== 'succeeded') return current;
      const movement = await creditRefund(tx, customerId, current.amountBani, order.number);
      const [updated] = await tx
        .update(payments)
        .set({ status: 'refunded', refundChannel: 'wallet', refundReference: `wallet:${movement.id}`, refundFailure: null, refundedAt: sql`now()`, updatedAt: sql`now()` })
        .where(eq(payments.id, payment.id))
        .returning();
      return updated;
    });
    return outcomeOf(row ?? payment, channel);
  }
  if (payment.status !== 'succeeded' || !payment.gatewayReference) return outcomeOf(payment, channel);
  let failure: string | null;
  let refundId: string | null = null;
  try {
    const result = await ctx.gateway.refund(payment.gatewayReference, payment.amountBani, `refund-${payment.id}`);
    failure = result.status === 'succeeded' ? null : result.failureMessage;
    refundId = result.id;
  } catch (error) {
    if (!(error instanceof GatewayUnavailable)) throw error;
    ctx.auth.log.warn({ err: error, paymentId: payment.id }, 'card refund failed');
    failure = CARD_REFUND_UNAVAILABLE;
  }
  const [row] = await ctx.db
    .update(payments)
    .set(
      failure === null
        ? { status: 'refunded', refundChannel: 'card', refundReference: refundId, refundFailure: null, refundedAt: sql`now()`, updatedAt: sql`now()` }
        : { refundChannel: 'card', refundFailure: failure, updatedAt: sql`now()` },
    )
    .where(and(eq(payments.id, payment.id), eq(payments.status, 'succeeded')))
    .returning();
  // A refund webhook may have marked it refunded first.
  return outcomeOf(row ?? (await findPayment(ctx.db, payment.id)) ?? payment, 'card');
}
