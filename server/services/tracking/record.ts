// Recording what a carrier reported for one AWB: the one write path of tracking, whatever the adapter
// (the simulated network's answer takes it like a real carrier's). In one transaction that first
// locks the shipment row (so two processes recording the same AWB take turns): the new events are
// inserted (unique per awb + sequence: a repeated answer adds nothing), the shipment moves to its
// latest event (highest sequence) with picked_up_at / delivered_at / cancelled_at, polling stops
// (next_poll_at null) once the status is final, and the change is published on the event bus in the
// same transaction ('shipment.status_changed', and 'shipment.reweighed' when the carrier reported a
// measured weight: status-events.ts). Who reacts is not known here: the subscribers assembled at
// the composition root (app/events.ts) move the order, settle a delivered parcel's cash on
// delivery, queue the push notifications and the shops' webhooks in the same transaction, and,
// after the commit, forget the AWB's cached answer in this process. A final status never changes
// again: events reported after it are kept as history only.
import { desc, eq, sql } from 'drizzle-orm';
import type { AppDb } from '../../db/client.ts';
import { orders, shipmentEvents, shipments } from '../../db/schema.ts';
import type { TrackingEvent } from '../carriers/index.ts';
import { isFinalStatus as isFinal, type ShipmentStatus } from '../carriers/index.ts';
import type { EventBus } from '../events/index.ts';
import type { Logger } from '../logger.ts';
import { beyondPickup, type RecordedEvent, type StatusChange } from './status-events.ts';

/** The shipment the events belong to (a shipments row has all of it). */
export interface TrackedShipment {
  id: number;
  awb: string;
}

export interface RecordOptions {
  /** The app's event bus: the change is published on it (app/events.ts assembles the standard one). */
  events: EventBus;
  /** Where a failing after-commit subscriber is reported (default: the bus's log). */
  log?: Logger;
  /** The cancellation our order flow asked for (it cancels and refunds the order itself). */
  cancelledByUs?: boolean;
}


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
 * `now`; returns the change (published on `options.events`), or null when nothing new was recorded.
 * Idempotent; safe when several processes record the same AWB at once.
 */
export async function recordTracking(db: AppDb, shipment: TrackedShipment, events: TrackingEvent[], now: Date, options: RecordOptions): Promise<StatusChange | null> {
  const bus = options.events;
  const publishing = { log: options.log };
  return bus.transaction(db, async (tx): Promise<StatusChange | null> => {
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
    // A re-weighing the carrier reported with a new event (its price difference is charged by the orders' subscriber).
    const fresh = new Set(inserted.map((e) => e.sequence));
    const measured = reported.filter((e) => fresh.has(e.sequence) && typeof e.measuredWeightKg === 'number').at(-1)?.measuredWeightKg;
    if (measured !== undefined) await bus.publish(tx, 'shipment.reweighed', { orderId: row.orderId, awb: row.awb, measuredKg: measured }, publishing);

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
    // The order, the repayment, the push notifications and the shops' webhooks follow, in this transaction.
    await bus.publish(tx, 'shipment.status_changed', { ...recorded, cancelledByUs: options.cancelledByUs ?? false }, publishing);
    return recorded;
  });
}
