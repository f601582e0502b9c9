// Recording what a carrier reported for one AWB: the one write path of tracking, whatever the adapter
// (the simulated network's answer takes it like a real carrier's). In one transaction that first
// locks the shipment row (so two processes recording the same AWB take turns): the new events are
// inserted (unique per awb + sequence: a repeated answer adds nothing), the shipment moves to its
// latest event (highest sequence) with picked_up_at / delivered_at / cancelled_at, polling stops
// (next_poll_at null) once the status is final, and the order follows (picked_up, delivered,
// returned) through conditional updates, so it never moves backwards or out of cancelled; a delivered
// parcel's cash on delivery becomes a repayment in the same transaction (repayments/record.ts).
// The push notifications' job is queued in the same transaction; after the commit the change is also
// published in this process (status-events.ts: the answer cache). A final status never changes again:
// events reported after it are kept as history only.
import { desc, eq, sql } from 'drizzle-orm';
import type { AppDb } from '../../db/client.ts';
import { orders, shipmentEvents, shipments } from '../../db/schema.ts';
import type { TrackingEvent } from '../carriers/carrier-adapter.ts';
import { BEFORE_PICKUP, isFinalStatus as isFinal, type ShipmentStatus } from '../carriers/statuses.ts';
import { consoleLogger, type Logger } from '../logger.ts';
import { enqueue } from '../jobs/queue.ts';
import { queueOrderStatusChanged } from '../webhooks/order-events.ts';
import { settleCashOnDelivery } from '../repayments/record.ts';
import { moveOrder } from '../orders/order-states.ts';
import { publishStatusChange, type RecordedEvent, type StatusChange } from './status-events.ts';

/** The shipment the events belong to (a shipments row has all of it). */
export interface TrackedShipment {
  id: number;
  awb: string;
}

export interface RecordOptions {
  /** Where a failing status-change listener is reported. */
  log?: Logger;
  /** The cancellation our order flow asked for (it cancels and refunds the order itself). */
  cancelledByUs?: boolean;
}


/** The parcel has left the sender (any status but registered and cancelled). */
const beyondPickup = (status: ShipmentStatus): boolean => !BEFORE_PICKUP.includes(status) && status !== 'cancelled';

function earliest(events: RecordedEvent[], test: (e: RecordedEvent) => boolean): Date | null {
  let first: Date | null = null;
  for (const e of events) if (test(e) && (!first || e.occurredAt < first)) first = e.occurredAt;
  return first;
}

type KnownEvent = TrackingEvent & { status: ShipmentStatus };

/**
 * Events with a code the carrier's table does not know (status null) take the status before them:
 * the parcel is where it was, and the carrier's own words are shown. `start` is the status before the
 * first event.
 */
export function withKnownStatuses(events: TrackingEvent[], start: ShipmentStatus): KnownEvent[] {
  let carry = start;
  return events.map((e) => {
    carry = e.status ?? carry;
    return { ...e, status: carry };
  });
}

/** One event per sequence (the last reported wins), in sequence order; unknown codes keep the status before them. */
function bySequence(events: TrackingEvent[], current: ShipmentStatus): KnownEvent[] {
  const sorted = [...new Map(events.map((e) => [e.sequence, e])).values()].sort((a, b) => a.sequence - b.sequence);
  // A whole history starts at registration; a tail of new events starts where the shipment is.
  return withKnownStatuses(sorted, sorted[0] && sorted[0].sequence <= 1 ? 'registered' : current);
}

/**
 * Records the events a carrier reported for `shipment` (all it knows, or only the new ones) at
 * `now`; returns the change (published to the status-change listeners), or null when nothing new
 * was recorded. Idempotent; safe when several processes record the same AWB at once.
 */
export async function recordTracking(db: AppDb, shipment: TrackedShipment, events: TrackingEvent[], now: Date, options: RecordOptions = {}): Promise<StatusChange | null> {
  const change = await db.transaction(async (tx): Promise<StatusChange | null> => {
    const [row] = await tx.select().from(shipments).where(eq(shipments.id, shipment.id)).for('update');
    if (!row) return null;
    const reported = bySequence(events, row.status);
    const inserted: RecordedEvent[] = reported.length
      ? await tx
          .insert(shipmentEvents)
          .values(reported.map(({ measuredWeightKg: _measured, ...e }) => ({ awb: row.awb, carrierId: row.carrierId, ...e })))
          .onConflictDoNothing({ target: [shipmentEvents.awb, shipmentEvents.sequence] })
          .returning({
            id: shipmentEvents.id,
            sequence: shipmentEvents.sequence,
            carrierStatusCode: shipmentEvents.carrierStatusCode,
            status: shipmentEvents.status,
            description: shipmentEvents.description,
            location: shipmentEvents.location,
            occurredAt: shipmentEvents.occurredAt,
          })
      : [];
    if (!inserted.length) {
      // E.g. cancelled through the order flow: nothing to ask the carrier any more.
      if (isFinal(row.status) && row.nextPollAt) await tx.update(shipments).set({ nextPollAt: null }).where(eq(shipments.id, row.id));
      return null;
    }
    inserted.sort((a, b) => a.sequence - b.sequence);
    // A re-weighing the carrier reported with a new event: its price difference is charged by a job.
    const fresh = new Set(inserted.map((e) => e.sequence));
    const measured = reported.filter((e) => fresh.has(e.sequence) && typeof e.measuredWeightKg === 'number').at(-1)?.measuredWeightKg;
    // Keyed by the weight too: a first scan at the declared weight does not hide a later, heavier one.
    if (measured !== undefined) await enqueue(tx, { kind: 'order.reweigh', key: `order-reweigh:${row.orderId}:${measured}`, payload: { orderId: row.orderId, measuredKg: measured } });

    const [latest] = await tx
      .select({ status: shipmentEvents.status, code: shipmentEvents.carrierStatusCode })
      .from(shipmentEvents)
      .where(eq(shipmentEvents.awb, row.awb))
      .orderBy(desc(shipmentEvents.sequence))
      .limit(1);
    const moves = latest && !isFinal(row.status) ? latest : null;
    const to = moves?.status ?? row.status;
    const code = moves?.code ?? row.carrierStatusCode;
    await tx
      .update(shipments)
      .set({
        status: to,
        carrierStatusCode: code,
        pickedUpAt: row.pickedUpAt ?? earliest(inserted, (e) => beyondPickup(e.status)),
        deliveredAt: row.deliveredAt ?? (to === 'delivered' ? earliest(inserted, (e) => e.status === 'delivered') : null),
        cancelledAt: row.cancelledAt ?? (to === 'cancelled' ? earliest(inserted, (e) => e.status === 'cancelled') : null),
        ...(isFinal(to) ? { nextPollAt: null } : {}),
        updatedAt: sql`now()`,
      })
      .where(eq(shipments.id, row.id));

    if (to === 'delivered' || to === 'returned') {
      await moveOrder(tx, row.orderId, to === 'delivered' ? 'shipment.delivered' : 'shipment.returned');
      // The ramburs collected (a repayment) or not (returned), with the status that says so.
      if (moves) await settleCashOnDelivery(tx, row.orderId, to);
    } else if (to === 'cancelled' && moves && !options.cancelledByUs) {
      // The carrier cancelled it on its own (its portal, a deleted AWB): the order follows, and the
      // money goes back by the job queued with the change (orders/carrier-cancellation.ts).
      const cancelled = await moveOrder(tx, row.orderId, 'carrier.cancelled', { set: { cancelledAt: sql`now()`, cancelRequestedAt: null } });
      if (cancelled) await enqueue(tx, { kind: 'order.refund', key: `order-refund:${row.orderId}`, payload: { orderId: row.orderId } });
    } else if (beyondPickup(to)) {
      await moveOrder(tx, row.orderId, 'shipment.picked_up');
    }
    const [order] = await tx.select({ number: orders.number, customerId: orders.customerId, testMode: orders.testMode }).from(orders).where(eq(orders.id, row.orderId));
    const recorded: StatusChange = {
      shipmentId: row.id,
      awb: row.awb,
      carrierId: row.carrierId,
      orderId: row.orderId,
      orderNumber: order?.number ?? '',
      customerId: order?.customerId ?? null,
      testMode: order?.testMode ?? false,
      from: row.status,
      to,
      carrierStatusCode: code,
      final: isFinal(to),
      events: inserted,
      recordedAt: now,
    };
    // The devices following the parcel are told by a job promised with the change itself.
    const latestId = inserted.at(-1)?.id;
    await enqueue(tx, { kind: 'push.change', key: `push-change:${latestId}`, payload: recorded });
    // The shop's webhook endpoints (order.status_changed) are promised with the change too.
    await queueOrderStatusChanged(tx, recorded);
    return recorded;
  });
  if (change) publishStatusChange(change, options.log ?? consoleLogger);
  return change;
}
