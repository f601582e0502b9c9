// Booking a paid order with its carrier, as the job 'order.book' of the queue (one per order, queued
// in the transaction that marks the order paid): the adapter issues the AWB, and the shipment (with
// the label data and the carrier's references) and its first events are recorded in one transaction
// (the shipment by the tracking module, tracking/shipments.ts), which publishes 'order.booked' (the
// customer's confirmation mail, the shops' `order.created` webhook and the customer's devices
// following the parcel are its subscribers', app/events.ts). The request that paid runs the job at once (runBooking) so its
// answer holds the AWB; if that process dies, another takes the job over when its lease runs out.
// A booking is never made twice: every call to the carrier is counted on the order before it is
// made (booking_attempts), and a later attempt first asks the carrier for a booking with our
// reference (the order number) where its API can look one up (findBooking), so an answer lost to a
// timeout does not become a second AWB. A carrier that cannot look one up gets the same reference
// again (its client reference), which is the most its API allows.
// A carrier that refuses the order (CarrierError 'refused': a business answer, not an outage) fails
// it at once; a carrier that does not answer is retried with the job's backoff (job-kinds.ts), and
// after the last attempt the order fails too: booking_failed, refunded, the customer told (unbookable.ts).
import { eq, inArray, isNull, sql } from 'drizzle-orm';
import { CARRIERS } from '../../../src/shared/carriers.ts';
import { BOOLEAN_OPTIONS, SERVICES, SHIPPING_LIMITS, type PriceRequest } from '../../../src/shared/shipping.ts';
import { fixedLocations, orders } from '../../db/schema.ts';
import type { Booking, BookingRequest, CarrierAdapter, Party } from '../carriers/index.ts';
import { CarrierError } from '../carriers/index.ts';
import type { LabelData } from '../labels/index.ts';
import { JOB_KEYS } from '../jobs/index.ts';
import type { JobContext } from '../jobs/index.ts';
import { failBooking } from './unbookable.ts';
import { moveOrder } from './order-states.ts';
import { withKnownStatuses } from '../tracking/index.ts';
import { registerShipment } from '../tracking/index.ts';
import { LINE_LABELS } from '../pricing/index.ts';
import type { CommerceContext } from './context.ts';
import { partyOf, type StoredParty } from './parties.ts';

export type OrderRow = typeof orders.$inferSelect;

const isUniqueViolation = (error: unknown): boolean => {
  const cause = error instanceof Error && error.cause ? error.cause : error;
  return (cause as { code?: string })?.code === '23505';
};

/** The carrier's own ids of the lockers named by our ids (points synced from its API: locker-sync.ts). */
export type PointIds = ReadonlyMap<number, string>;

/**
 * A return shipment the customer drops off label-free (returns/return-shipment.ts), kept with the
 * order's request as `label_free_return`: the drop-off method, and the locker near the customer (our
 * id) for a carrier whose API names one. Never part of a door's body: only the returns module sets it.
 */
export interface LabelFreeReturn {
  method: 'locker' | 'office';
  fixed_location_id: number | null;
}
export const labelFreeReturnOf = (order: Pick<OrderRow, 'priceRequest'>): LabelFreeReturn | undefined => (order.priceRequest as { label_free_return?: LabelFreeReturn }).label_free_return;

export function bookingRequestOf(order: OrderRow, now: Date, pointIds: PointIds = new Map()): BookingRequest {
  const request = order.priceRequest as unknown as PriceRequest;
  const parcels = request.content.parcels ?? [];
  const envelopes = request.content.envelopes_count ?? 0;
  const weight = envelopes > 0 ? envelopes * SHIPPING_LIMITS.envelopeWeightKg : parcels.reduce((sum, p) => sum + p.size.weight, 0);
  const extra = request.extra ?? {};
  const withPoint = (party: Party): Party => ({ ...party, pointId: party.lockerId === null ? null : (pointIds.get(party.lockerId) ?? null) });
  const shopReference = extra.internal_identifier?.trim();
  const labelFree = labelFreeReturnOf(order);
  return {
    orderNumber: order.number,
    reference: order.number,
    ...(shopReference ? { shopReference } : {}),
    carrierId: order.carrierId,
    serviceId: order.serviceId,
    sender: withPoint(partyOf(order.sender as unknown as StoredParty)),
    recipient: withPoint(partyOf(order.recipient as unknown as StoredParty)),
    parcels: parcels.length,
    envelopes,
    weightKg: Math.round(weight * 100) / 100,
    parcelsSpec: parcels.map((p) => ({ weightKg: p.size.weight, lengthCm: p.size.length, widthCm: p.size.width, heightCm: p.size.height })),
    codBani: order.codBani,
    declaredValueBani: Math.round((extra.insurance_amount ?? 0) * 100),
    codIban: order.codBani > 0 ? (extra.bank_iban?.replace(/\s+/g, '').toUpperCase() ?? null) : null,
    codHolder: order.codBani > 0 ? (extra.bank_holder?.trim() ?? null) : null,
    options: BOOLEAN_OPTIONS.filter((o) => extra[o] === true),
    pickupDate: (order.offer as { estimated_pickup_date?: string }).estimated_pickup_date,
    content: order.parcelContent,
    ...(labelFree ? { labelFreeReturn: { method: labelFree.method, pointId: labelFree.fixed_location_id === null ? null : (pointIds.get(labelFree.fixed_location_id) ?? null) } } : {}),
    now,
  };
}

/** The carrier ids of the synced lockers at the ends of `order` (and of its label-free return's locker). */
async function pointIdsOf(ctx: CommerceContext, order: OrderRow): Promise<PointIds> {
  const ids = [...[order.sender, order.recipient].map((p) => (p as unknown as StoredParty).fixed_location_id), labelFreeReturnOf(order)?.fixed_location_id ?? null].filter((id): id is number => id !== null);
  if (!ids.length) return new Map();
  const rows = await ctx.db
    .select({ id: fixedLocations.id, pointId: fixedLocations.pointId })
    .from(fixedLocations)
    .where(inArray(fixedLocations.id, ids));
  return new Map(rows.filter((r) => r.pointId !== null).map((r) => [r.id, r.pointId!]));
}

/** The booking: the one an earlier call made, if the carrier can tell (after a lost answer), else a new one. */
async function bookWithCarrier(adapter: CarrierAdapter, request: BookingRequest, earlierCalls: number): Promise<Booking> {
  if (earlierCalls > 0 && adapter.findBooking) {
    const found = await adapter.findBooking(request);
    if (found) return found;
  }
  return adapter.book(request);
}

export function labelDataOf(order: OrderRow, request: BookingRequest, awb: string): LabelData {
  const extra = (order.priceRequest as unknown as PriceRequest).extra ?? {};
  // The shop's reference comes with the request (bookingRequestOf), as the carrier got it.
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

/** Runs the order's booking here and now (the request waits for its AWB); false if another process holds it. */
export async function runBooking(ctx: CommerceContext, orderId: number): Promise<boolean> {
  // A booking that failed an attempt waits for its backoff: its answer may only have been lost.
  const outcome = await ctx.jobs.runNow('order.book', JOB_KEYS.booking(orderId), { retryWhenDue: true });
  return outcome !== 'busy';
}

/** A paid order another path (the webhook, another process) is booking right now: give it a moment to get its AWB. */
async function awaitBooking(ctx: CommerceContext, orderId: number): Promise<void> {
  for (let i = 0; i < 40; i++) {
    const [row] = await ctx.db.select({ status: orders.status, awb: orders.awb }).from(orders).where(eq(orders.id, orderId));
    if (!row || row.status !== 'booked' || row.awb) return;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

/** Step 6 of the order pipeline: a paid order is booked here and now, so the answer holds its AWB. */
export async function bookOrder<T extends { order: OrderRow }>(ctx: CommerceContext, paid: T): Promise<T> {
  if (!(await runBooking(ctx, paid.order.id))) await awaitBooking(ctx, paid.order.id);
  return paid;
}

/**
 * The handler of an 'order.book' job: books order `orderId` if it is paid (or was being booked by a
 * run that died) and has no AWB yet. Only the holder of the job's lease books, so nobody else is
 * booking this order meanwhile. A carrier failure puts the order back to paid and the job retries
 * with backoff; after the last attempt the customer is refunded and the order cancelled.
 */
export async function bookOrderJob(ctx: CommerceContext, { orderId }: { orderId: number }, job: Pick<JobContext, 'lastAttempt'>): Promise<void> {
  const order = await moveOrder(ctx.db, orderId, 'booking.started', { where: isNull(orders.awb) });
  if (!order) return; // booked already, or cancelled meanwhile
  const adapter = ctx.carriers.adapter(order.carrierId, order.testMode);
  try {
    const pointIds = await pointIdsOf(ctx, order);
    for (let attempt = 1; ; attempt++) {
      const request = bookingRequestOf(order, ctx.now(), pointIds);
      // Counted before the call, so the next attempt knows one may have reached the carrier.
      const [counted] = await ctx.db
        .update(orders)
        .set({ bookingAttempts: sql`${orders.bookingAttempts} + 1` })
        .where(eq(orders.id, order.id))
        .returning({ attempts: orders.bookingAttempts });
      const booking = await bookWithCarrier(adapter, request, (counted?.attempts ?? 1) - 1);
      const events = withKnownStatuses(booking.events, 'registered');
      try {
        await ctx.db.transaction(async (tx) => {
          await registerShipment(
            tx,
            {
              orderId: order.id,
              carrierId: order.carrierId,
              awb: booking.awb,
              network: adapter.network,
              label: labelDataOf(order, request, booking.awb) as unknown as Record<string, unknown>,
              carrierRefs: booking.carrierRefs ?? {},
              bookedAt: request.now,
            },
            events,
          );
          await tx.update(orders).set({ awb: booking.awb, updatedAt: sql`now()` }).where(eq(orders.id, order.id));
          // Whoever follows bookings: the customer's confirmation mail (orders/subscribers.ts), the
          // shop's `order.created` webhook, the customer's devices following the parcel.
          await ctx.events.publish(tx, 'order.booked', { order, awb: booking.awb });
        });
        // The AWB is made but its pickup was not ordered (FAN's courier order): the team orders it by hand.
        if (booking.carrierRefs?.courierOrder === 'failed') {
          ctx.auth.log.error({ orderId: order.id, awb: booking.awb, carrier: booking.carrierRefs.courierOrderError }, 'the pickup was not ordered with the carrier: order it by hand');
        }
        return;
      } catch (error) {
        // Simulated AWBs are random: a clash with an existing one just takes another number.
        if (!isUniqueViolation(error) || attempt >= 3) throw error;
      }
    }
  } catch (error) {
    // The carrier's own refusal is final: retrying would only be refused again.
    if (error instanceof CarrierError && !error.transient) {
      ctx.auth.log.error({ err: error, orderId: order.id, carrier: error.details }, 'the carrier refused the booking: the order is refunded');
      await failBooking(ctx, order.id, error.message);
      return;
    }
    await moveOrder(ctx.db, order.id, 'booking.interrupted', { where: isNull(orders.awb) });
    if (!job.lastAttempt) throw error;
    ctx.auth.log.error({ err: error, orderId: order.id }, 'booking with the carrier failed for good: the order is refunded');
    await failBooking(ctx, order.id);
  }
}
