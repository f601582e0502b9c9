// DELETE /api/private/orders/{id}?refund_channel=wallet|card: the owner cancels before pickup. A
// booked shipment is cancelled with the carrier first (it refuses once the parcel is picked up:
// 409 with its reason, kept on the order), then the order (a conditional update: a concurrent
// cancel or pickup cannot both win; 'order.cancelled' by the owner is published with it), then the
// money goes back: to the wallet (instant), or to the card it came from. Cancelling again an order
// whose refund failed retries the refund, through either channel. A carrier that cannot be reached (timeout, outage) is asked again by the job
// 'order.cancel' with backoff (202, cancel_requested): the order is cancelled and refunded when it
// says yes, or keeps the refusal when it says no (retryCancellation).
import { eq, sql } from 'drizzle-orm';
import { orders } from '../../db/schema.ts';
import { Failure, validationFailure } from '../failure.ts';
import { formatRon } from '../payments/index.ts';
import { TEST_BALANCE_GATEWAY } from '../payments/index.ts';
import { recordTracking } from '../tracking/index.ts';
import type { CommerceContext } from './context.ts';
import { findOwnOrder, loadBundle } from './order-queries.ts';
import { CARRIERS } from '../../../src/shared/carriers.ts';
import { CarrierError } from '../carriers/index.ts';
import { enqueue } from '../jobs/index.ts';
import type { JobContext } from '../jobs/index.ts';
import type { OrderBundle } from './order-view.ts';
import { closeUnpaidPayment } from './abandoned-payments.ts';
import { CARD_REFUND_PENDING, type RefundChannel, type RefundOutcome } from '../payments/index.ts';
import { paymentShareOf, refundShare } from './payment-share.ts';
import { moveOrder } from './order-states.ts';

const notFound = () => new Failure(404, 'not_found', 'Comanda nu există.');
const notCancellable = (message: string) => new Failure(409, 'order_not_cancellable', message);
const PICKED_UP = 'Comanda nu mai poate fi anulată: coletul a fost deja preluat de curier.';

export const WALLET_ONLY = 'Comanda a fost plătită din portofel: suma se poate returna doar în portofel.';

const NOT_SHIPPED = 'Comanda nu a fost expediată: curierul a refuzat-o, iar suma plătită a fost deja returnată.';

/** Whether the carrier cancelled the shipment: 'refused' (its reason kept on the order), or it could not be asked now. */
async function cancelWithCarrier(ctx: CommerceContext, bundle: OrderBundle): Promise<'cancelled' | { refused: string } | 'unreachable'> {
  const { shipment, order } = bundle;
  if (!shipment || shipment.status === 'cancelled') return 'cancelled';
  let result;
  try {
    result = await ctx.carriers.adapterFor(shipment).cancel(shipment.awb, ctx.now(), { awb: shipment.awb, carrierRefs: shipment.carrierRefs });
  } catch (error) {
    if (error instanceof CarrierError && error.transient) return 'unreachable';
    throw error;
  }
  if (!result.ok) {
    await ctx.db.update(orders).set({ cancelRefusal: result.reason, cancelRequestedAt: null, updatedAt: sql`now()` }).where(eq(orders.id, order.id));
    return { refused: result.reason };
  }
  // Recorded like any carrier answer: the shipment stops being polled and subscribers hear of it.
  await recordTracking(ctx.db, shipment, [result.event], ctx.now(), { events: ctx.events, log: ctx.auth.log, cancelledByUs: true });
  return 'cancelled';
}

/** The order cancelled (conditional), false when something else moved it first (a pickup). */
async function markCancelled(ctx: CommerceContext, orderId: number): Promise<boolean> {
  return ctx.db.transaction(async (tx) => {
    const cancelled = await moveOrder(tx, orderId, 'owner.cancelled', { set: { cancelledAt: sql`now()`, cancelRequestedAt: null, cancelRefusal: null } });
    if (cancelled) await ctx.events.publish(tx, 'order.cancelled', { orderId, by: 'owner' });
    return Boolean(cancelled);
  });
}

function message(number: string, refund: RefundOutcome | null, testMoney = false): string {
  const done = `Comanda ${number} a fost anulată.`;
  if (!refund) return done;
  if (refund.status === 'failed') return `${done} ${refund.failureReason ?? 'Rambursarea nu a reușit.'}`;
  if (refund.status === 'pending') return `${done} ${refund.failureReason ?? CARD_REFUND_PENDING}`;
  if (testMoney) return `${done} Suma de ${formatRon(refund.amountBani)} (bani de test) a fost returnată în soldul de test.`;
  return refund.channel === 'wallet'
    ? `${done} Suma de ${formatRon(refund.amountBani)} a fost returnată în portofel.`
    : `${done} Suma de ${formatRon(refund.amountBani)} va fi returnată pe card în 3-5 zile lucrătoare.`;
}

export async function cancelOrder(ctx: CommerceContext, customerId: number, orderId: number, channel: RefundChannel | undefined, testMode?: boolean) {
  const bundle = await findOwnOrder(ctx.db, customerId, orderId, testMode);
  if (!bundle) throw notFound();
  const { order, payment } = bundle;
  const chosen: RefundChannel = channel ?? (payment?.method === 'wallet' ? 'wallet' : 'card');
  if (chosen === 'card' && payment?.method === 'wallet') throw validationFailure({ refund_channel: [WALLET_ONLY] }, 'refund_channel_invalid', WALLET_ONLY);
  if (order.status === 'picked_up' || order.status === 'delivered' || order.status === 'returned') throw notCancellable(PICKED_UP);
  if (order.status === 'booking_failed') throw notCancellable(NOT_SHIPPED);

  if (order.status !== 'cancelled') {
    const outcome = await cancelWithCarrier(ctx, bundle);
    if (outcome === 'unreachable') return requestCancellation(ctx, bundle, chosen);
    if (outcome !== 'cancelled') throw notCancellable(outcome.refused);
    if (!(await markCancelled(ctx, order.id))) throw notCancellable(PICKED_UP);
    // Still open on the processor's page: closed there now, so it can no longer be paid (a payment made
    // just before is recorded and, its order cancelled, refunded). Should the processor not answer, the
    // payment's own expiry job closes it later.
    if (payment?.status === 'requires_action') await closeQuietly(ctx, payment.id);
  }
  const share = await paymentShareOf(ctx.db, order, payment);
  const refund = share && share.payment.status === 'succeeded' ? await refundShare(ctx, share, order, chosen) : null;
  return {
    data: {
      success: true,
      order_id: order.id,
      status: 'cancelled' as 'cancelled' | 'cancel_requested',
      details: {
        refund: refund ? { channel: refund.channel, amount_bani: refund.amountBani, status: refund.status, failure_reason: refund.failureReason } : null,
      },
    },
    message: order.status === 'cancelled' && !refund ? `Comanda ${order.number} este deja anulată.` : message(order.number, refund, payment?.gateway === TEST_BALANCE_GATEWAY),
  };
}

async function closeQuietly(ctx: CommerceContext, paymentId: string): Promise<void> {
  try {
    await closeUnpaidPayment(ctx, paymentId, 'order_cancelled');
  } catch (error) {
    ctx.auth.log.warn({ err: error, paymentId }, 'the payment of a cancelled order could not be closed now; its expiry job will');
  }
}

const carrierName = (carrierId: number) => CARRIERS.find((c) => c.id === carrierId)?.name ?? 'Curierul';

/** The carrier could not be told now: the job asks it again with backoff; the order stays as it is meanwhile. */
async function requestCancellation(ctx: CommerceContext, bundle: OrderBundle, channel: RefundChannel) {
  const { order } = bundle;
  await ctx.db.transaction(async (tx) => {
    await tx.update(orders).set({ cancelRequestedAt: sql`now()`, cancelRefusal: null, updatedAt: sql`now()` }).where(eq(orders.id, order.id));
    await enqueue(tx, { kind: 'order.cancel', key: `order-cancel:${order.id}:${Date.now()}`, payload: { orderId: order.id, channel } });
  });
  const name = carrierName(order.carrierId);
  return {
    status: 202 as const,
    data: { success: false, order_id: order.id, status: 'cancel_requested' as 'cancelled' | 'cancel_requested', details: { refund: null } },
    message: `${name} nu răspunde acum, așa că anularea comenzii ${order.number} nu a fost confirmată încă. O trimitem din nou automat; banii se returnează imediat ce ${name} confirmă anularea.`,
  };
}

/**
 * The job 'order.cancel': asks the carrier again. Yes: the order is cancelled and refunded through
 * the channel chosen; no: its reason is kept on the order (shown in the dashboard); no answer: the
 * job retries with backoff, and after its last attempt the request is dropped with a reason.
 */
export async function retryCancellation(ctx: CommerceContext, { orderId, channel }: { orderId: number; channel: RefundChannel }, job: Pick<JobContext, 'lastAttempt'>): Promise<void> {
  const bundle = await loadBundle(ctx.db, orderId);
  if (!bundle?.order.cancelRequestedAt || bundle.order.status !== 'booked') return;
  const outcome = await cancelWithCarrier(ctx, bundle);
  if (outcome === 'unreachable') {
    if (!job.lastAttempt) throw new Error(`the carrier could not be reached to cancel order ${orderId}`);
    const reason = `${carrierName(bundle.order.carrierId)} nu a răspuns la cererea de anulare; încearcă din nou sau scrie-ne.`;
    await ctx.db.update(orders).set({ cancelRequestedAt: null, cancelRefusal: reason, updatedAt: sql`now()` }).where(eq(orders.id, orderId));
    return;
  }
  if (outcome !== 'cancelled') return;
  if (!(await markCancelled(ctx, orderId))) return;
  const { payment, order } = bundle;
  const share = await paymentShareOf(ctx.db, order, payment);
  if (share?.payment.status === 'succeeded') await refundShare(ctx, share, order, share.payment.method === 'wallet' ? 'wallet' : channel);
}
