// Taking a claimed order to its answer: charge the card (through the gateway, keyed by our payment
// id, so running this twice never charges twice), book the paid order with the carrier, then store
// the answer with the order for the Idempotency-Key's retries. Runs for the first request and for a
// retry that took over an abandoned one; it picks up wherever the order stands.
import { and, eq, isNull, sql } from 'drizzle-orm';
import { orders, payments } from '../../db/schema.ts';
import { Failure } from '../failure.ts';
import { GatewayUnavailable } from '../payments/gateway.ts';
import { IDEMPOTENCY, type StoredAnswer } from '../payments/idempotency.ts';
import { paymentView, queueReconcile } from '../payments/payments.ts';
import { runBooking, type OrderRow } from './booking.ts';
import type { CommerceContext } from './context.ts';
import { guestAnswer } from './guest-orders.ts';
import { GUEST_LABEL_LINK_TTL_SECONDS, labelLink } from './label-links.ts';
import { safeReturnPath, type OrderBody } from './order-input.ts';
import { loadBundle } from './order-queries.ts';
import { orderView, type OrderBundle } from './order-view.ts';
import { settleAndFollow } from './payment-updates.ts';

const paymentUnavailable = () =>
  new Failure(502, 'payment_unavailable', 'Plata nu a putut fi procesată acum. Încearcă din nou peste câteva momente, cu aceeași cheie Idempotency-Key.');

async function chargeCard(ctx: CommerceContext, order: OrderRow, body: OrderBody): Promise<void> {
  if (body.payment.method !== 'card') return;
  const returnPath = safeReturnPath(body.payment.return_path);
  await ctx.db.transaction(async (tx) => {
    const [created] = await tx
      .insert(payments)
      .values({ purpose: 'order', orderId: order.id, customerId: order.customerId, method: 'card', amountBani: order.totalBani, gateway: ctx.gateway.name, returnPath })
      .onConflictDoNothing({ target: payments.orderId })
      .returning({ id: payments.id });
    // Whatever happens to this request, the payment's fate is looked up at the gateway later.
    if (created) await queueReconcile(tx, created.id);
  });
  const [payment] = await ctx.db.select().from(payments).where(eq(payments.orderId, order.id));
  if (!payment || payment.status !== 'pending') return;
  let result;
  try {
    result = await ctx.gateway.createPayment({
      amountBani: payment.amountBani,
      currency: 'RON',
      card: body.payment.card,
      description: `Comanda ${order.number}`,
      reference: payment.id,
      idempotencyKey: payment.id,
      returnUrl: `${ctx.config.publicUrl}${returnPath}${returnPath.includes('?') ? '&' : '?'}payment_id=${payment.id}`,
    });
  } catch (error) {
    if (!(error instanceof GatewayUnavailable)) throw error;
    ctx.auth.log.warn({ err: error, orderId: order.id }, 'the card gateway is unavailable');
    // Released at once: the client's retry with the same key takes the order over.
    await ctx.db.update(orders).set({ updatedAt: sql`now() - make_interval(secs => ${IDEMPOTENCY.leaseMs / 1000 + 1})` }).where(eq(orders.id, order.id));
    throw paymentUnavailable();
  }
  await settleAndFollow(ctx, payment.id, result);
}

/** A paid order another path (the webhook, another process) is booking right now: give it a moment to get its AWB. */
async function awaitBooking(ctx: CommerceContext, orderId: number): Promise<void> {
  for (let i = 0; i < 40; i++) {
    const [row] = await ctx.db.select({ status: orders.status, awb: orders.awb }).from(orders).where(eq(orders.id, orderId));
    if (!row || row.status !== 'booked' || row.awb) return;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

async function answerOf(ctx: CommerceContext, bundle: OrderBundle): Promise<StoredAnswer> {
  const { order, payment } = bundle;
  const view = orderView(bundle, ctx.config.publicUrl);
  const guestLabel = order.guestEmail && order.awb ? await labelLink(ctx, order.id, 'A6', GUEST_LABEL_LINK_TTL_SECONDS) : null;
  // A paid guest order: the key that reopens its confirmation (nothing about accounts, ever).
  const paid = order.status !== 'awaiting_payment' && order.status !== 'payment_failed';
  const guest = paid && order.guestEmail ? await guestAnswer(ctx, order) : null;
  const data = {
    order_id: order.id,
    awb_number: order.awb,
    track_url: view.track_url,
    order: view,
    payment: payment ? paymentView(payment) : null,
    ...(guest ? { guest } : {}),
    ...(guestLabel ? { label_url: guestLabel.download_url } : {}),
  };
  if (payment?.status === 'failed') return { status: 402, body: { reason: 'payment_failed', message: payment.failureReason ?? 'Plata a fost refuzată.', data } };
  if (payment?.status === 'requires_action') {
    return { status: 202, body: { data, message: 'Confirmă plata în pagina băncii (3-D Secure) ca să finalizezi comanda.' } };
  }
  const message = order.awb
    ? `Comanda ${order.number} a fost plătită și înregistrată la ${view.carrier_name}. AWB: ${order.awb}.`
    : `Comanda ${order.number} a fost plătită. AWB-ul va fi emis în câteva minute.`;
  return { status: 201, body: { data, message } };
}

/** Charges (if needed), books (if paid), stores and returns the order's first answer. */
export async function processOrder(ctx: CommerceContext, order: OrderRow, body: OrderBody): Promise<StoredAnswer> {
  if (order.status === 'awaiting_payment') await chargeCard(ctx, order, body);
  if (!(await runBooking(ctx, order.id))) await awaitBooking(ctx, order.id);
  const bundle = await loadBundle(ctx.db, order.id);
  if (!bundle) throw new Error(`order ${order.id} vanished`);
  const answer = await answerOf(ctx, bundle);
  const [stored] = await ctx.db
    .update(orders)
    .set({ responseStatus: answer.status, responseBody: answer.body, updatedAt: sql`now()` })
    .where(and(eq(orders.id, order.id), isNull(orders.responseStatus)))
    .returning({ id: orders.id });
  if (stored) return answer;
  // A retry that took over stored its answer first: every request gets the same one.
  const [first] = await ctx.db.select({ status: orders.responseStatus, body: orders.responseBody }).from(orders).where(eq(orders.id, order.id));
  return first?.status && first.body ? { status: first.status, body: first.body } : answer;
}
