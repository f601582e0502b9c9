// Booking a paid order with its carrier, as the job 'order.book' of the queue (one per order, queued
// in the transaction that marks the order paid): the adapter issues the AWB, and the shipment (with
// the label data), its first events and the confirmation e-mail's job are recorded in one
// transaction. The request that paid runs the job at once (runBooking) so its answer holds the AWB;
// if that process dies, another takes the job over when its lease runs out.
import { and, eq, inArray, isNull, sql } from 'drizzle-orm';
import { CARRIERS } from '../../../src/shared/carriers.ts';
import { BOOLEAN_OPTIONS, SERVICES, SHIPPING_LIMITS, type PriceRequest } from '../../../src/shared/shipping.ts';
import { orders, shipmentEvents, shipments } from '../../db/schema.ts';
import type { BookingRequest } from '../carriers/carrier-adapter.ts';
import type { LabelData } from '../labels/label-data.ts';
import type { Tx } from '../../db/client.ts';
import { JOB_KEYS } from '../jobs/keys.ts';
import { enqueue } from '../jobs/queue.ts';
import type { JobContext } from '../jobs/runner.ts';
import { cancelUnbookable } from './unbookable.ts';
import { withKnownStatuses } from '../tracking/record.ts';
import { queueOrderCreated } from '../webhooks/order-events.ts';
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

/** Runs the order's booking here and now (the request waits for its AWB); false if another process holds it. */
export async function runBooking(ctx: CommerceContext, orderId: number): Promise<boolean> {
  const outcome = await ctx.jobs.runNow('order.book', JOB_KEYS.booking(orderId));
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
  const [order] = await ctx.db
    .update(orders)
    .set({ status: 'booked', updatedAt: sql`now()` })
    .where(and(eq(orders.id, orderId), inArray(orders.status, ['paid', 'booked']), isNull(orders.awb)))
    .returning();
  if (!order) return; // booked already, or cancelled meanwhile
  const adapter = ctx.carriers.adapter(order.carrierId, order.testMode);
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
            const events = withKnownStatuses(booking.events, 'registered');
            await tx.insert(shipmentEvents).values(events.map((e) => ({ awb: booking.awb, carrierId: order.carrierId, ...e })));
          }
          await tx.update(orders).set({ awb: booking.awb, updatedAt: sql`now()` }).where(eq(orders.id, order.id));
          if (order.customerId !== null) await followOwnParcel(tx, order.customerId, booking.awb);
          // The customer's confirmation (AWB, label, tracking) is promised with the AWB itself.
          await enqueue(tx, { kind: 'mail', key: JOB_KEYS.orderConfirmation(order.id), payload: { template: 'order_confirmation', orderId: order.id } });
          // And the shop's `order.created` webhook (services/webhooks/).
          await queueOrderCreated(tx, order, booking.awb, ctx.config.publicUrl);
        });
        return;
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
    if (!job.lastAttempt) throw error;
    ctx.auth.log.error({ err: error, orderId: order.id }, 'booking with the carrier failed for good: the order is cancelled and refunded');
    await cancelUnbookable(ctx, order.id);
  }
}
