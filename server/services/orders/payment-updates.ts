// Everything that moves a card payment after our first call, and what follows a move: the
// processor's notifications (signature checked by the adapter; deduplicated by event id in the same
// transaction that applies them, so a redelivery changes nothing, and a late one about an older state
// cannot move a payment back: settle() only moves forward), the app asking about a payment whose
// customer came back from the processor's page (we ask the processor), and the follow-ups: book the
// order that just got paid, or give the money back when it was paid for an order cancelled meanwhile
// (decided in the settling transaction by the orders' subscriber: payment-settlement.ts).
import { and, eq } from 'drizzle-orm';
import { orders, paymentWebhookEvents, payments } from '../../db/schema.ts';
import { GatewayUnavailable, type GatewayPayment } from '../payments/index.ts';
import { findPayment, type PaymentRow } from '../payments/index.ts';
import { runBooking } from './booking.ts';
import { JOB_KEYS } from '../jobs/index.ts';
import type { CommerceContext } from './context.ts';
import { settleOrderPayment, type OrderSettled } from './payment-settlement.ts';
import { refundPayment } from '../payments/index.ts';
import { cancelledBatchOf } from './payment-share.ts';

/** What follows a settlement, at once (each is also a job queued with it, should this process die). */
export async function afterSettle(ctx: CommerceContext, settled: OrderSettled): Promise<void> {
  if (settled.paidOrderId !== null) await runBooking(ctx, settled.paidOrderId);
  if (settled.refundNeeded) await ctx.jobs.runNow('payment.refund', JOB_KEYS.refund(settled.payment.id));
}

/** The handler of a 'payment.refund' job: money paid for an order that had stopped waiting goes back to the card. */
export async function refundLatePayment(ctx: CommerceContext, { paymentId }: { paymentId: string }): Promise<void> {
  const payment = await findPayment(ctx.db, paymentId);
  // A batch's payment made after the batch was cancelled (its payment expired here first): all of it back.
  const batch = payment?.status === 'succeeded' && payment.purpose === 'batch' ? await cancelledBatchOf(ctx.db, paymentId) : undefined;
  if (payment && batch) {
    ctx.auth.log.warn({ paymentId, batch: batch.number }, 'paid after the batch stopped waiting: refunding to the card');
    const outcome = await refundPayment(ctx, payment, { number: batch.number, customerId: payment.customerId }, 'card', { reason: `Rambursare pentru lotul anulat ${batch.number}` });
    if (outcome.status === 'failed') throw new Error(`card refund failed: ${outcome.failureReason ?? 'unknown'}`);
    return;
  }
  if (payment?.status !== 'succeeded' || payment.orderId === null) return;
  const [order] = await ctx.db.select().from(orders).where(eq(orders.id, payment.orderId));
  if (!order || order.status === 'paid' || order.status === 'booked') return;
  ctx.auth.log.warn({ orderId: order.id, paymentId }, 'paid after the order stopped waiting: refunding to the card');
  const outcome = await refundPayment(ctx, payment, order, 'card');
  if (outcome.status === 'failed') throw new Error(`card refund failed: ${outcome.failureReason ?? 'unknown'}`);
}

/** Applies a gateway answer about one of our payments and does what follows; returns the payment now. */
export async function settleAndFollow(ctx: CommerceContext, paymentId: string, result: GatewayPayment): Promise<PaymentRow> {
  const settled = await ctx.db.transaction((tx) => settleOrderPayment(tx, paymentId, result, { log: ctx.auth.log, events: ctx.events }));
  await afterSettle(ctx, settled);
  return (await findPayment(ctx.db, paymentId)) ?? settled.payment;
}

export type WebhookOutcome = 'applied' | 'duplicate' | 'unknown_payment' | 'ignored';

/** Throws WebhookRejected (bad signature or shape), which the route answers with 400. */
export async function handleWebhook(
  ctx: CommerceContext,
  rawBody: string,
  headers: Readonly<Record<string, string | string[] | undefined>>,
): Promise<WebhookOutcome> {
  const event = await ctx.gateway.parseWebhook(rawBody, headers);
  if (!event) return 'ignored';
  const byReference = event.payment.reference ? await findPayment(ctx.db, event.payment.reference) : undefined;
  const [payment] = byReference
    ? [byReference]
    : await ctx.db.select().from(payments).where(and(eq(payments.gateway, ctx.gateway.name), eq(payments.gatewayReference, event.payment.id)));
  if (!payment || payment.gateway !== ctx.gateway.name) {
    ctx.auth.log.warn({ eventId: event.id, gatewayId: event.payment.id }, 'payment webhook about an unknown payment ignored');
    return 'unknown_payment';
  }
  const settled = await ctx.db.transaction(async (tx) => {
    const [fresh] = await tx
      .insert(paymentWebhookEvents)
      .values({ gateway: ctx.gateway.name, eventId: event.id, type: event.type, gatewayReference: event.payment.id, payload: parsedPayload(rawBody) })
      .onConflictDoNothing()
      .returning();
    return fresh ? settleOrderPayment(tx, payment.id, event.payment, { log: ctx.auth.log, events: ctx.events }) : null;
  });
  if (!settled) return 'duplicate';
  await afterSettle(ctx, settled);
  return 'applied';
}

function parsedPayload(rawBody: string): Record<string, unknown> {
  try {
    const value: unknown = JSON.parse(rawBody);
    return typeof value === 'object' && value !== null && !Array.isArray(value) ? (value as Record<string, unknown>) : { body: value };
  } catch {
    return { raw: rawBody.slice(0, 10_000) };
  }
}

/** The payment as it is now; one still waiting for the customer on the processor's page is asked about there first. */
export async function refreshPayment(ctx: CommerceContext, paymentId: string): Promise<PaymentRow | undefined> {
  const payment = await findPayment(ctx.db, paymentId);
  if (!payment || payment.status !== 'requires_action' || !payment.gatewayReference || payment.gateway !== ctx.gateway.name) return payment;
  try {
    return await settleAndFollow(ctx, payment.id, await ctx.gateway.status(payment.gatewayReference));
  } catch (error) {
    if (!(error instanceof GatewayUnavailable)) throw error;
    ctx.auth.log.warn({ err: error, paymentId }, 'payment status could not be asked at the gateway');
    return payment;
  }
}
