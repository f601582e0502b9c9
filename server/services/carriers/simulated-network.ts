// The local default carrier network: it issues AWBs in each carrier's style (awb-formats.ts), and a
// booked parcel then lives through its carrier's statuses over simulated time (simulated-timeline.ts).
// Time only moves when advanceSimulation(db, now) runs (the tracking issue schedules it; tests call
// it with any `now`): it records every event due by `now` in shipment_events, moves the shipment's
// status and the order's (picked_up, delivered). Idempotent and safe from several processes: events
// are unique per (awb, sequence) and the updates are conditional. Cancel only before pickup.
import { and, asc, eq, gt, inArray, notInArray, sql } from 'drizzle-orm';
import type { AppDb } from '../../db/client.ts';
import { orders, shipmentEvents, shipments } from '../../db/schema.ts';
import { newAwb } from './awb-formats.ts';
import { CANNOT_CANCEL_AFTER_PICKUP, type Booking, type BookingRequest, type CancelResult, type CarrierAdapter, type Party, type TrackingEvent } from './carrier-adapter.ts';
import { cancellationEvent, simulatedTimeline, type Places } from './simulated-timeline.ts';
import { BEFORE_PICKUP } from './statuses.ts';

type ShipmentRow = typeof shipments.$inferSelect;

const FINAL: ('delivered' | 'cancelled')[] = ['delivered', 'cancelled'];
const NETWORK = 'simulated';

function placesOf(label: Record<string, unknown>): Places {
  const sender = label.sender as Partial<Party> | undefined;
  const recipient = label.recipient as Partial<Party> | undefined;
  return { from: sender?.locality ?? '', fromCounty: sender?.county ?? '', to: recipient?.locality ?? '', toCounty: recipient?.county ?? '' };
}

function placesOfRequest(request: BookingRequest): Places {
  return { from: request.sender.locality, fromCounty: request.sender.county, to: request.recipient.locality, toCounty: request.recipient.county };
}

/** Records the events of `row` due by `now`; returns how many were new. */
async function advanceShipment(db: AppDb, row: ShipmentRow, now: Date): Promise<number> {
  if ((FINAL as string[]).includes(row.status)) return 0;
  const due = simulatedTimeline(row.carrierId, row.awb, row.bookedAt, placesOf(row.label)).filter((e) => e.occurredAt <= now);
  const last = due.at(-1);
  if (!last) return 0;
  return db.transaction(async (tx) => {
    const inserted = await tx
      .insert(shipmentEvents)
      .values(due.map((e) => ({ awb: row.awb, carrierId: row.carrierId, ...e })))
      .onConflictDoNothing()
      .returning({ id: shipmentEvents.id });
    const pickedUp = due.find((e) => e.status === 'picked_up');
    const delivered = due.find((e) => e.status === 'delivered');
    const [moved] = await tx
      .update(shipments)
      .set({
        status: last.status,
        carrierStatusCode: last.carrierStatusCode,
        pickedUpAt: pickedUp?.occurredAt ?? null,
        deliveredAt: delivered?.occurredAt ?? null,
        updatedAt: sql`now()`,
      })
      .where(and(eq(shipments.id, row.id), notInArray(shipments.status, FINAL)))
      .returning({ status: shipments.status });
    if (moved && moved.status !== 'registered') {
      const orderStatus = moved.status === 'delivered' ? 'delivered' : 'picked_up';
      await tx
        .update(orders)
        .set({ status: orderStatus, updatedAt: sql`now()` })
        .where(and(eq(orders.id, row.orderId), inArray(orders.status, ['booked', 'picked_up'])));
    }
    return inserted.length;
  });
}

export interface AdvanceReport {
  shipments: number;
  events: number;
}

/** Moves every simulated shipment to `now`. */
export async function advanceSimulation(db: AppDb, now: Date, batch = 200): Promise<AdvanceReport> {
  const report: AdvanceReport = { shipments: 0, events: 0 };
  for (let after = 0; ; ) {
    const rows = await db
      .select()
      .from(shipments)
      .where(and(eq(shipments.network, NETWORK), notInArray(shipments.status, FINAL), gt(shipments.id, after)))
      .orderBy(asc(shipments.id))
      .limit(batch);
    for (const row of rows) {
      const added = await advanceShipment(db, row, now);
      if (added > 0) report.shipments += 1;
      report.events += added;
    }
    if (rows.length < batch) return report;
    after = rows.at(-1)!.id;
  }
}

export class SimulatedNetwork implements CarrierAdapter {
  readonly network = NETWORK;

  constructor(private readonly db: AppDb) {}

  async book(request: BookingRequest): Promise<Booking> {
    const awb = newAwb(request.carrierId);
    const [registered] = simulatedTimeline(request.carrierId, awb, request.now, placesOfRequest(request));
    return { awb, events: registered ? [registered] : [] };
  }

  async cancel(awb: string, now: Date): Promise<CancelResult> {
    const row = await this.#find(awb);
    if (!row) return { ok: false, reason: 'AWB-ul nu există în rețeaua curierului.' };
    await advanceShipment(this.db, row, now);
    const current = await this.#find(awb);
    if (current?.status === 'cancelled') return { ok: true, event: cancellationEvent(row.carrierId, current.cancelledAt ?? now, placesOf(row.label)) };
    if (!current || !BEFORE_PICKUP.includes(current.status)) return { ok: false, reason: CANNOT_CANCEL_AFTER_PICKUP };
    return { ok: true, event: cancellationEvent(row.carrierId, now, placesOf(row.label)) };
  }

  async track(awb: string, now: Date): Promise<TrackingEvent[]> {
    const row = await this.#find(awb);
    if (!row) return [];
    await advanceShipment(this.db, row, now);
    const events = await this.db.select().from(shipmentEvents).where(eq(shipmentEvents.awb, awb)).orderBy(asc(shipmentEvents.sequence));
    return events.map((e) => ({
      sequence: e.sequence,
      carrierStatusCode: e.carrierStatusCode,
      status: e.status,
      description: e.description,
      location: e.location,
      occurredAt: e.occurredAt,
    }));
  }

  async #find(awb: string): Promise<ShipmentRow | undefined> {
    const [row] = await this.db.select().from(shipments).where(eq(shipments.awb, awb));
    return row;
  }
}
