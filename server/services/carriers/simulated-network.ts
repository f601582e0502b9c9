// The local default carrier network, playing a remote carrier: it issues AWBs in each carrier's style
// (awb-formats.ts), and a booked parcel then lives through its carrier's statuses over simulated time
// (simulated-timeline.ts). It writes nothing: track(awb, now) answers the events due by `now`, as a
// carrier's API would, and our code records them (services/tracking/record.ts, the path a real
// adapter's answer takes). What it reads of the shipment row (booking time, places, the cancellation
// our order flow recorded after cancel() said yes) stands for the carrier's own books.
// simulatedEventsDue(row, now) is that answer for a row at hand: tracking/advance-simulation.ts
// records it for every non-final simulated shipment (tests move time with it; the tracking poller
// asks track() on its schedule). This module imports nothing of tracking/.
// Re-weighing: with `reweighExtraKg` set (SIMULATED_REWEIGH_EXTRA_KG, for a demo), the pickup scan
// reports the parcel weighed at its declared weight plus that much, as a carrier's depot scale would;
// by default the simulated carriers report no weight.
import { eq } from 'drizzle-orm';
import type { AppDb } from '../../db/client.ts';
import { shipments } from '../../db/schema.ts';
import { newAwb } from './awb-formats.ts';
import { CANNOT_CANCEL_AFTER_PICKUP, type Booking, type BookingRequest, type CancelResult, type CarrierAdapter, type Party, type TrackingEvent } from './carrier-adapter.ts';
import { cancellationEvent, lockerEndOf, simulatedTimeline, type Places, type SimulatedEvent } from './simulated-timeline.ts';
import { BEFORE_PICKUP } from './statuses.ts';

type ShipmentRow = typeof shipments.$inferSelect;

export const SIMULATED_NETWORK = 'simulated';

function placesOf(label: Record<string, unknown>): Places {
  const sender = label.sender as Partial<Party> | undefined;
  const recipient = label.recipient as Partial<Party> | undefined;
  return { from: sender?.locality ?? '', fromCounty: sender?.county ?? '', to: recipient?.locality ?? '', toCounty: recipient?.county ?? '' };
}

function placesOfRequest(request: BookingRequest): Places {
  return { from: request.sender.locality, fromCounty: request.sender.county, to: request.recipient.locality, toCounty: request.recipient.county };
}

export interface SimulatedNetworkOptions {
  /** Kilograms added to the declared weight when the parcel is weighed at pickup; 0: no weight reported. */
  reweighExtraKg?: number;
}

/** The pickup scan (the first event after the parcel left the sender) with the weight the depot measured. */
function weighed(events: SimulatedEvent[], label: Record<string, unknown>, extraKg: number): SimulatedEvent[] {
  const declared = Number(label.weightKg);
  if (!(extraKg > 0) || !(declared > 0)) return events;
  const at = events.findIndex((e) => !BEFORE_PICKUP.includes(e.status) && e.status !== 'cancelled');
  if (at < 0) return events;
  const measuredWeightKg = Math.round((declared + extraKg) * 1000) / 1000;
  return events.map((e, i) => (i === at ? { ...e, measuredWeightKg } : e));
}

/** What the simulated carrier knows of `row` at `now`: its timeline up to now, or up to its cancellation. */
export function simulatedEventsDue(row: ShipmentRow, now: Date, options: SimulatedNetworkOptions = {}): SimulatedEvent[] {
  const places = placesOf(row.label);
  const cancelledAt = row.cancelledAt && row.cancelledAt <= now ? row.cancelledAt : null;
  const until = cancelledAt ?? now;
  const due = weighed(simulatedTimeline(row.carrierId, row.awb, row.bookedAt, places, lockerEndOf(row.label)), row.label, options.reweighExtraKg ?? 0).filter((e) => e.occurredAt <= until);
  return cancelledAt ? [...due, cancellationEvent(row.carrierId, cancelledAt, places)] : due;
}

export class SimulatedNetwork implements CarrierAdapter {
  readonly network = SIMULATED_NETWORK;

  constructor(
    private readonly db: AppDb,
    private readonly options: SimulatedNetworkOptions = {},
  ) {}

  async book(request: BookingRequest): Promise<Booking> {
    const awb = newAwb(request.carrierId);
    const [registered] = simulatedTimeline(request.carrierId, awb, request.now, placesOfRequest(request), lockerEndOf({ recipient: request.recipient }));
    return { awb, events: registered ? [registered] : [] };
  }

  /** Yes while the parcel is still with the sender by the simulated clock (whatever we recorded so far). */
  async cancel(awb: string, now: Date): Promise<CancelResult> {
    const row = await this.#find(awb);
    if (!row) return { ok: false, reason: 'AWB-ul nu există în rețeaua curierului.' };
    const last = simulatedEventsDue(row, now).at(-1);
    if (row.status === 'cancelled' || last?.status === 'cancelled') return { ok: true, event: cancellationEvent(row.carrierId, row.cancelledAt ?? now, placesOf(row.label)) };
    const pickedUp = (last && !BEFORE_PICKUP.includes(last.status)) || !BEFORE_PICKUP.includes(row.status);
    if (pickedUp) return { ok: false, reason: CANNOT_CANCEL_AFTER_PICKUP };
    return { ok: true, event: cancellationEvent(row.carrierId, now, placesOf(row.label)) };
  }

  async track(awb: string, now: Date): Promise<TrackingEvent[]> {
    const row = await this.#find(awb);
    return row ? simulatedEventsDue(row, now, this.options) : [];
  }

  async #find(awb: string): Promise<ShipmentRow | undefined> {
    const [row] = await this.db.select().from(shipments).where(eq(shipments.awb, awb));
    return row;
  }
}
