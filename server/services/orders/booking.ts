// Booking a paid order with its carrier: the order is claimed by moving it paid -> booked (so the
// answer to our own call, a webhook and the sweeper never book it twice), the adapter issues the
// AWB, and the shipment (with the label data) and its first events are recorded. A failed booking
// puts the order back to paid; bookPaidOrders() retries those (each tick of the tracking job,
// services/tracking/poller.ts).
import { and, eq, isNull, lt, sql } from 'drizzle-orm';
import { CARRIERS } from '../../../src/shared/carriers.ts';
import { BOOLEAN_OPTIONS, SERVICES, SHIPPING_LIMITS, type PriceRequest } from '../../../src/shared/shipping.ts';
import { orders, shipmentEvents, shipments } from '../../db/schema.ts';
import type { BookingRequest } from '../carriers/carrier-adapter.ts';
import type { LabelData } from '../labels/label-data.ts';
import type { Tx } from '../payments/wallet.ts';
import { LINE_LABELS } from '../pricing/messages.ts';
import { MAX_SUBSCRIPTIONS_PER_DEVICE } from '../push/subscriptions.ts';
import type { CommerceContext } from './context.ts';
import { partyOf, type StoredParty } from './parties.ts';

export type OrderRow = typeof orders.$inferSelect;

const isUniqueViolation = (error: unknown): boolean => {
  const cause = error instanceof Error && error.cause ? error.cause : error;
  return (cause as { code?: string })?.code === '23505';
};

export function bookingRequestOf(order: OrderRow, now: Date): BookingRequest {
  const request = order.priceRequest as unknown as PriceRequest;
  const parcels = request.content.parcels ?? [];
  const envelopes = request.content.envelopes_count ?? 0;
  const weight = envelopes > 0 ? envelopes * SHIPPING_LIMITS.envelopeWeightKg : parcels.reduce((sum, p) => sum + p.size.weight, 0);
  return {
    orderNumber: order.number,
    carrierId: order.carrierId,
    serviceId: order.serviceId,
    sender: partyOf(order.sender as unknown as StoredParty),
    recipient: partyOf(order.recipient as unknown as StoredParty),
    parcels: parcels.length,
    envelopes,
    weightKg: Math.round(weight * 100) / 100,
    codBani: order.codBani,
    content: order.parcelContent,
    now,
  };
}

export function labelDataOf(order: OrderRow, request: BookingRequest, awb: string): LabelData {
  const extra = (order.priceRequest as unknown as PriceRequest).extra ?? {};
  const { now: bookedAt, ...rest } = request;
  return {
    ...rest,
    awb,
    carrierName: CARRIERS.find((c) => c.id === order.carrierId)?.name ?? String(order.carrierId),
    serviceName: SERVICES.find((s) => s.id === order.serviceId)?.name ?? String(order.serviceId),
    options: BOOLEAN_OPTIONS.filter((o) => extra[o] === true).map((o) => LINE_LABELS[o]),
    bookedAt: bookedAt.toISOString(),
  };
}

/**
 * A customer's devices registered for notifications follow the parcel of their new order without
 * being asked (as if they had subscribed on the tracking page), except a device already at the
 * subscription limit.
 */
async function followOwnParcel(tx: Tx, customerId: number, awb: string): Promise<void> {
  await tx.execute(sql`
    insert into push_subscriptions (device_token_id, awb)
    select d.id, ${awb} from device_tokens d
    where d.customer_id = ${customerId}
      and (select count(*) from push_subscriptions s where s.device_token_id = d.id) < ${MAX_SUBSCRIPTIONS_PER_DEVICE}
    on conflict do nothing`);
}

/** Books order `orderId` if it is paid and not booked yet; returns the AWB, or null. */
export async function bookOrder(ctx: CommerceContext, orderId: number): Promise<string | null> {
  const [order] = await ctx.db
    .update(orders)
    .set({ status: 'booked', updatedAt: sql`now()` })
    .where(and(eq(orders.id, orderId), eq(orders.status, 'paid')))
    .returning();
  if (!order) return null;
  const adapter = ctx.carriers.adapter(order.carrierId);
  try {
    for (let attempt = 1; ; attempt++) {
      const request = bookingRequestOf(order, ctx.now());
      const booking = await adapter.book(request);
      const last = booking.events.at(-1);
      try {
        await ctx.db.transaction(async (tx) => {
          await tx.insert(shipments).values({
            orderId: order.id,
            carrierId: order.carrierId,
            awb: booking.awb,
            network: adapter.network,
            status: last?.status ?? 'registered',
            carrierStatusCode: last?.carrierStatusCode ?? '',
            label: labelDataOf(order, request, booking.awb) as unknown as Record<string, unknown>,
            bookedAt: request.now,
          });
          if (booking.events.length) {
            await tx.insert(shipmentEvents).values(booking.events.map((e) => ({ awb: booking.awb, carrierId: order.carrierId, ...e })));
          }
          await tx.update(orders).set({ awb: booking.awb, updatedAt: sql`now()` }).where(eq(orders.id, order.id));
          if (order.customerId !== null) await followOwnParcel(tx, order.customerId, booking.awb);
        });
        return booking.awb;
      } catch (error) {
        // Simulated AWBs are random: a clash with an existing one just takes another number.
        if (!isUniqueViolation(error) || attempt >= 3) throw error;
      }
    }
  } catch (error) {
    await ctx.db
      .update(orders)
      .set({ status: 'paid', updatedAt: sql`now()` })
      .where(and(eq(orders.id, order.id), eq(orders.status, 'booked'), isNull(orders.awb)));
    ctx.auth.log.error({ err: error, orderId: order.id }, 'booking with the carrier failed; the order stays paid');
    return null;
  }
}

/** Books paid orders left unbooked (a failed or interrupted booking); run by the tracking job. */
export async function bookPaidOrders(ctx: CommerceContext, staleMinutes = 5): Promise<number> {
  // An order claimed for booking long ago without an AWB was interrupted: it is paid again.
  await ctx.db
    .update(orders)
    .set({ status: 'paid' })
    .where(and(eq(orders.status, 'booked'), isNull(orders.awb), lt(orders.updatedAt, sql`now() - make_interval(mins => ${staleMinutes})`)));
  const waiting = await ctx.db.select({ id: orders.id }).from(orders).where(eq(orders.status, 'paid')).limit(100);
  let booked = 0;
  for (const { id } of waiting) if (await bookOrder(ctx, id)) booked += 1;
  return booked;
}
