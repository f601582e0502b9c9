// DELETE /api/private/orders/{id}?refund_channel=wallet|card: the owner cancels before pickup. A
// booked shipment is cancelled with the carrier first (it refuses once the parcel is picked up:
// 409), then the order (a conditional update: a concurrent cancel or pickup cannot both win), then
// the money goes back: to the wallet (instant), or to the card it came from. Cancelling again an
// order whose refund failed retries the refund, through either channel.
import { and, eq, inArray, sql } from 'drizzle-orm';
import { orders } from '../../db/schema.ts';
import { Failure, validationFailure } from '../failure.ts';
import { formatRon } from '../payments/format.ts';
import { recordTracking } from '../tracking/record.ts';
import type { CommerceContext } from './context.ts';
import { findOwnOrder } from './order-queries.ts';
import type { OrderBundle } from './order-view.ts';
import { refundPayment, type RefundChannel, type RefundOutcome } from './refunds.ts';

const notFound = () => new Failure(404, 'not_found', 'Comanda nu există.');
const notCancellable = (message: string) => new Failure(409, 'order_not_cancellable', message);
const PICKED_UP = 'Comanda nu mai poate fi anulată: coletul a fost deja preluat de curier.';

export const WALLET_ONLY = 'Comanda a fost plătită din portofel: suma se poate returna doar în portofel.';

async function cancelWithCarrier(ctx: CommerceContext, bundle: OrderBundle): Promise<void> {
  const { shipment } = bundle;
  if (!shipment || shipment.status === 'cancelled') return;
  const result = await ctx.carriers.adapterFor(shipment).cancel(shipment.awb, ctx.now());
  if (!result.ok) throw notCancellable(result.reason);
  // Recorded like any carrier answer: the shipment stops being polled and subscribers hear of it.
  await recordTracking(ctx.db, shipment, [result.event], ctx.now(), { log: ctx.auth.log });
}

function message(number: string, refund: RefundOutcome | null): string {
  const done = `Comanda ${number} a fost anulată.`;
  if (!refund) return done;
  if (refund.status === 'failed') return `${done} ${refund.failureReason ?? 'Rambursarea nu a reușit.'}`;
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
  if (order.status === 'picked_up' || order.status === 'delivered') throw notCancellable(PICKED_UP);

  if (order.status !== 'cancelled') {
    await cancelWithCarrier(ctx, bundle);
    const [cancelled] = await ctx.db
      .update(orders)
      .set({ status: 'cancelled', cancelledAt: sql`now()`, updatedAt: sql`now()` })
      .where(and(eq(orders.id, order.id), inArray(orders.status, ['awaiting_payment', 'payment_failed', 'paid', 'booked'])))
      .returning({ id: orders.id });
    if (!cancelled) throw notCancellable(PICKED_UP);
  }
  const refund = payment && payment.status === 'succeeded' ? await refundPayment(ctx, payment, order, chosen) : null;
  return {
    data: {
      success: true,
      order_id: order.id,
      status: 'cancelled' as const,
      details: {
        refund: refund ? { channel: refund.channel, amount_bani: refund.amountBani, status: refund.status, failure_reason: refund.failureReason } : null,
      },
    },
    message: order.status === 'cancelled' && !refund ? `Comanda ${order.number} este deja anulată.` : message(order.number, refund),
  };
}
