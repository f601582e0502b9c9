// The simulated life of a parcel: each carrier's own status codes (domain.md: Sameday statusStateId,
// FAN Courier C0/H0/C1/S2, DPD ACCEPTED…, GLS PREADVICE…) in order, mapped to our catalogue, at
// fixed offsets from the booking plus a small per-AWB jitter (so parcels do not all move at once,
// yet the same AWB always has the same timeline). A pure function of the carrier, AWB, booking time
// and places. MODEL, not published: the delays, the Cargus and Bookurier codes, the 'registered'
// codes of FAN (E0) and DPD (DATA_RECEIVED) and the cancellation codes other than GLS's CANCELLED.
import { createHash } from 'node:crypto';
import type { TrackingEvent } from './carrier-adapter.ts';
import { STATUS_CATALOGUE, type ShipmentStatus } from './statuses.ts';

interface Step {
  code: string;
  status: ShipmentStatus;
  /** Minutes after the booking (before the jitter). */
  after: number;
  description?: string;
}

const T = { picked: 180, transit: 480, depot: 840, out: 1200, delivered: 1560 } as const;

const standard = (codes: [string, string, string, string, string, string]): Step[] => [
  { code: codes[0], status: 'registered', after: 0 },
  { code: codes[1], status: 'picked_up', after: T.picked },
  { code: codes[2], status: 'in_transit', after: T.transit },
  { code: codes[3], status: 'at_depot', after: T.depot },
  { code: codes[4], status: 'out_for_delivery', after: T.out },
  { code: codes[5], status: 'delivered', after: T.delivered },
];

const TIMELINES: Record<number, Step[]> = {
  1: standard(['INREGISTRAT', 'RIDICAT', 'TRANZIT', 'DEPOZIT', 'IN_LIVRARE', 'LIVRAT']),
  2: standard(['DATA_RECEIVED', 'ACCEPTED', 'ON_THE_ROAD', 'AT_DELIVERY_DEPOT', 'OUT_FOR_DELIVERY', 'DELIVERED']),
  3: [
    { code: 'E0', status: 'registered', after: 0 },
    { code: 'C0', status: 'picked_up', after: T.picked },
    { code: 'H0', status: 'in_transit', after: T.transit },
    { code: 'H4', status: 'at_depot', after: T.depot, description: 'Coletul a ajuns în depozitul de destinație.' },
    { code: 'C1', status: 'out_for_delivery', after: T.out },
    { code: 'S1', status: 'out_for_delivery', after: T.delivered - 60, description: 'Curierul este pe drum spre destinatar.' },
    { code: 'S2', status: 'delivered', after: T.delivered },
  ],
  4: [
    { code: 'PREADVICE', status: 'registered', after: 0 },
    { code: 'INTRANSIT', status: 'picked_up', after: T.picked, description: 'Coletul a fost preluat de curier și este în tranzit.' },
    { code: 'INWAREHOUSE', status: 'at_depot', after: T.depot },
    { code: 'INDELIVERY', status: 'out_for_delivery', after: T.out },
    { code: 'DELIVERED', status: 'delivered', after: T.delivered },
  ],
  6: [
    { code: '1', status: 'registered', after: 0 },
    { code: '2', status: 'picked_up', after: T.picked },
    { code: '7', status: 'in_transit', after: T.transit },
    { code: '17', status: 'in_transit', after: T.depot - 120, description: 'Coletul a ajuns în depozitul central.' },
    { code: '18', status: 'at_depot', after: T.depot, description: 'Coletul a fost încărcat în punctul de livrare.' },
    { code: '4', status: 'out_for_delivery', after: T.out },
    { code: '5', status: 'delivered', after: T.delivered },
  ],
  16: standard(['1', '2', '3', '4', '5', '6']),
};

const CANCEL_CODES: Record<number, string> = { 1: 'ANULAT', 2: 'CANCELLED', 3: 'A0', 4: 'CANCELLED', 6: '11', 16: '9' };

/** Sequence of the cancellation event: after any timeline step. */
export const CANCEL_SEQUENCE = 100;

export interface Places {
  from: string;
  fromCounty: string;
  to: string;
  toCounty: string;
}

function jitterMinutes(awb: string, sequence: number): number {
  return createHash('sha256').update(`${awb}:${sequence}`).digest()[0]! % 30;
}

function locationOf(status: ShipmentStatus, places: Places): string {
  if (status === 'registered' || status === 'picked_up') return places.from;
  if (status === 'in_transit') return `Centrul de sortare ${places.fromCounty}`;
  if (status === 'at_depot') return `Depozitul ${places.toCounty}`;
  return places.to;
}

/** Every event of the shipment's life, whether due yet or not. */
export function simulatedTimeline(carrierId: number, awb: string, bookedAt: Date, places: Places): TrackingEvent[] {
  const steps = TIMELINES[carrierId];
  if (!steps) throw new Error(`no simulated timeline for carrier ${carrierId}`);
  return steps.map((step, sequence) => ({
    sequence,
    carrierStatusCode: step.code,
    status: step.status,
    description: step.description ?? STATUS_CATALOGUE[step.status].description,
    location: locationOf(step.status, places),
    occurredAt: new Date(bookedAt.getTime() + (step.after + (sequence === 0 ? 0 : jitterMinutes(awb, sequence))) * 60_000),
  }));
}

export function cancellationEvent(carrierId: number, at: Date, places: Places): TrackingEvent {
  return {
    sequence: CANCEL_SEQUENCE,
    carrierStatusCode: CANCEL_CODES[carrierId] ?? 'CANCELLED',
    status: 'cancelled',
    description: STATUS_CATALOGUE.cancelled.description,
    location: places.from,
    occurredAt: at,
  };
}
