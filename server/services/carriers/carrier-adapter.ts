// A carrier behind one small interface: book a shipment (-> AWB and its first tracking event),
// cancel it (only before pickup), and read its tracking events. The local default is the simulated
// network (simulated-network.ts); a real carrier's API adapter implements the same three calls.
// An adapter only talks to the carrier: what it answers is recorded by our own code (booking.ts,
// cancel-order.ts, services/tracking/record.ts), the same way whichever adapter answered.
import type { ShipmentStatus } from './statuses.ts';

/** One end of a shipment, as the carrier and the label need it. */
export interface Party {
  name: string;
  phone: string;
  email: string | null;
  company: string | null;
  /** Street, number and details; a locker's name and address for a locker end. */
  addressLines: string[];
  locality: string;
  county: string;
  postalCode: string;
  /** The locker (fixed location) id for a locker end. */
  lockerId: number | null;
}

export interface BookingRequest {
  orderNumber: string;
  carrierId: number;
  serviceId: number;
  sender: Party;
  recipient: Party;
  parcels: number;
  envelopes: number;
  weightKg: number;
  codBani: number;
  content: string;
  now: Date;
}

export interface TrackingEvent {
  /** Position in the shipment's timeline (the same event is recorded once). */
  sequence: number;
  carrierStatusCode: string;
  status: ShipmentStatus;
  /** Romanian. */
  description: string;
  location: string | null;
  occurredAt: Date;
}

export interface Booking {
  awb: string;
  /** The events known at booking: at least the 'registered' one. */
  events: TrackingEvent[];
}

export type CancelResult = { ok: true; event: TrackingEvent } | { ok: false; reason: string };

export interface CarrierAdapter {
  /** Stored with the shipment ('simulated' or the adapter's name). */
  readonly network: string;
  book(request: BookingRequest): Promise<Booking>;
  cancel(awb: string, now: Date): Promise<CancelResult>;
  /**
   * The events the carrier reports for `awb` as of `now` (all it knows, or at least the new ones;
   * [] for an AWB it does not know). Throws when the carrier cannot be reached: the poller backs off.
   */
  track(awb: string, now: Date): Promise<TrackingEvent[]>;
}

export const CANNOT_CANCEL_AFTER_PICKUP = 'Comanda nu mai poate fi anulată: coletul a fost deja preluat de curier.';
