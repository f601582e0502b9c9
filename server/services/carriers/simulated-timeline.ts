// The simulated life of a parcel: each carrier's own status codes (statuses.ts, which maps them to
// our catalogue) in order, at fixed offsets from the booking plus a small per-AWB jitter (so parcels
// do not all move at once, yet the same AWB always has the same timeline). A pure function of the
// carrier, AWB, booking time, places and whether the recipient end is a locker.
// Besides the standard run, a share of home deliveries, chosen by a hash of the AWB, lives through
// what real parcels do: a failed attempt, then delivery the next day; or two failed attempts and a
// return to the sender. A locker end is deposited in the locker, then delivered once picked up.
// MODEL, not published: the delays, the shares, and the codes statuses.ts marks as MODEL.
import { createHash } from 'node:crypto';
import type { TrackingEvent } from './carrier-adapter.ts';
import { CARRIER_CODES, STATUS_CATALOGUE, type ShipmentStatus } from './statuses.ts';

interface Step {
  code: string;
  /** Minutes after the booking (before the jitter). */
  after: number;
  /** Instead of the code's own description. */
  description?: string;
  /** Where the parcel is, when not where its status says (locationOf). */
  at?: 'locker';
}

interface CarrierTimeline {
  /** Home delivery without trouble, from registration to delivery, in order. */
  standard: Step[];
  failed: string;
  inLocker: string;
  returning: string;
  returned: string;
  cancelled: string;
}

const DAY = 1440;
const T = { picked: 180, transit: 480, depot: 840, out: 1200, delivered: 1560 } as const;

const standard = (codes: [string, string, string, string, string, string]): Step[] => [
  { code: codes[0], after: 0 },
  { code: codes[1], after: T.picked },
  { code: codes[2], after: T.transit },
  { code: codes[3], after: T.depot },
  { code: codes[4], after: T.out },
  { code: codes[5], after: T.delivered },
];

export const TIMELINES: Readonly<Record<number, CarrierTimeline>> = {
  1: {
    standard: standard(['INREGISTRAT', 'RIDICAT', 'TRANZIT', 'DEPOZIT', 'IN_LIVRARE', 'LIVRAT']),
    failed: 'NELIVRAT',
    inLocker: 'DEPUS_SHIP_GO',
    returning: 'IN_RETUR',
    returned: 'RETURNAT',
    cancelled: 'ANULAT',
  },
  2: {
    standard: standard(['DATA_RECEIVED', 'ACCEPTED', 'ON_THE_ROAD', 'AT_DELIVERY_DEPOT', 'OUT_FOR_DELIVERY', 'DELIVERED']),
    failed: 'NOT_DELIVERED',
    inLocker: 'AT_PICKUP_POINT',
    returning: 'RETURN_TO_SENDER',
    returned: 'RETURNED_TO_SENDER',
    cancelled: 'CANCELLED',
  },
  3: {
    standard: [
      { code: 'E0', after: 0 },
      { code: 'C0', after: T.picked },
      { code: 'H0', after: T.transit },
      { code: 'H4', after: T.depot },
      { code: 'C1', after: T.out },
      { code: 'S1', after: T.delivered - 60 },
      { code: 'S2', after: T.delivered },
    ],
    failed: 'S3',
    inLocker: 'S8',
    returning: 'R1',
    returned: 'R2',
    cancelled: 'A0',
  },
  4: {
    standard: [
      { code: 'PREADVICE', after: 0 },
      { code: 'INTRANSIT', after: T.picked },
      { code: 'INWAREHOUSE', after: T.depot },
      { code: 'INDELIVERY', after: T.out },
      { code: 'DELIVERED', after: T.delivered },
    ],
    failed: 'NOTDELIVERED',
    inLocker: 'DELIVEREDPS',
    returning: 'RETURNTOSENDER',
    returned: 'RETURNED',
    cancelled: 'CANCELLED',
  },
  6: {
    standard: [
      { code: '1', after: 0 },
      { code: '2', after: T.picked },
      { code: '7', after: T.transit },
      { code: '17', after: T.depot - 120 },
      { code: '18', after: T.depot },
      { code: '4', after: T.out },
      { code: '5', after: T.delivered },
    ],
    failed: '3',
    inLocker: '9',
    returning: '20',
    returned: '21',
    cancelled: '11',
  },
  16: {
    standard: standard(['1', '2', '3', '4', '5', '6']),
    failed: '7',
    inLocker: '8',
    returning: '10',
    returned: '11',
    cancelled: '9',
  },
};

export type TimelineVariant = 'standard' | 'failed_attempt' | 'returned' | 'locker';

/** Shares of home deliveries, in percent (MODEL): the rest is delivered at the first attempt. */
export const VARIANT_SHARES = { failed_attempt: 10, returned: 4 } as const;

/** Sequence of the cancellation event: after any timeline step. */
export const CANCEL_SEQUENCE = 100;

export interface Places {
  from: string;
  fromCounty: string;
  to: string;
  toCounty: string;
}

/** The recipient end, when it is a locker (or a parcel shop). */
export interface LockerEnd {
  name: string;
}

function hashOf(awb: string, salt: string | number): Buffer {
  return createHash('sha256').update(`${awb}:${salt}`).digest();
}

function jitterMinutes(awb: string, sequence: number): number {
  return hashOf(awb, sequence)[0]! % 30;
}

/** Which life the parcel `awb` has: the same every time for the same AWB. */
export function timelineVariant(awb: string, lockerEnd: boolean): TimelineVariant {
  if (lockerEnd) return 'locker';
  const roll = hashOf(awb, 'variant').readUInt16BE(0) % 100;
  if (roll < VARIANT_SHARES.failed_attempt) return 'failed_attempt';
  if (roll < VARIANT_SHARES.failed_attempt + VARIANT_SHARES.returned) return 'returned';
  return 'standard';
}

/** The locker end of a booking's label (its recipient has a `lockerId`), if any. */
export function lockerEndOf(label: Record<string, unknown>): LockerEnd | null {
  const recipient = label.recipient as { lockerId?: number | null; addressLines?: string[] } | undefined;
  if (recipient?.lockerId == null) return null;
  const line = recipient.addressLines?.[0] ?? '';
  return { name: line.replace(/^Locker:\s*/, '') || `Locker ${recipient.lockerId}` };
}

function statusOf(carrierId: number, code: string): ShipmentStatus {
  const known = CARRIER_CODES[carrierId]?.[code];
  if (!known) throw new Error(`carrier ${carrierId} has no status code ${code}`);
  return known.status;
}

const SECOND_FAILURE = 'Destinatarul nu a fost găsit la adresă nici la a doua încercare; coletul se întoarce la expeditor.';
const PICKED_FROM_LOCKER = 'Destinatarul a ridicat coletul.';

/** The steps of `variant`: the standard run up to the delivery round, then the variant's ending. */
function stepsOf(carrierId: number, timeline: CarrierTimeline, variant: TimelineVariant, awb: string): Step[] {
  const steps = timeline.standard;
  const isRound = (s: Step) => statusOf(carrierId, s.code) === 'out_for_delivery';
  const firstRound = steps.findIndex(isRound);
  const before = steps.slice(0, firstRound);
  const rounds = steps.filter(isRound);
  const delivered = steps.at(-1)!;
  const nextDay = (s: Step): Step => ({ ...s, after: s.after + DAY });
  switch (variant) {
    case 'standard':
      return steps;
    case 'failed_attempt':
      return [...before, ...rounds, { code: timeline.failed, after: T.delivered }, ...rounds.map(nextDay), nextDay(delivered)];
    case 'returned':
      return [
        ...before,
        ...rounds,
        { code: timeline.failed, after: T.delivered },
        ...rounds.map(nextDay),
        { code: timeline.failed, after: T.delivered + DAY, description: SECOND_FAILURE },
        { code: timeline.returning, after: T.delivered + DAY + 180 },
        { code: timeline.returned, after: T.delivered + 3 * DAY },
      ];
    case 'locker': {
      // Picked up 2 to 30 hours after it was deposited.
      const pickup = 120 + (hashOf(awb, 'pickup').readUInt16BE(0) % (28 * 60));
      return [
        ...before,
        rounds[0]!,
        { code: timeline.inLocker, after: T.delivered, at: 'locker' },
        { code: delivered.code, after: T.delivered + pickup, description: PICKED_FROM_LOCKER, at: 'locker' },
      ];
    }
  }
}

function locationOf(step: Step, status: ShipmentStatus, places: Places, locker: LockerEnd | null): string {
  if (step.at === 'locker' && locker) return `${locker.name}, ${places.to}`;
  switch (status) {
    case 'registered':
    case 'picked_up':
    case 'returned':
    case 'cancelled':
      return places.from;
    case 'in_transit':
      return `Centrul de sortare ${places.fromCounty}`;
    case 'at_depot':
    case 'returning':
      return `Depozitul ${places.toCounty}`;
    default:
      return places.to;
  }
}

/** Every event of the shipment's life, whether due yet or not, oldest first. */
export function simulatedTimeline(carrierId: number, awb: string, bookedAt: Date, places: Places, locker: LockerEnd | null = null): TrackingEvent[] {
  const timeline = TIMELINES[carrierId];
  if (!timeline) throw new Error(`no simulated timeline for carrier ${carrierId}`);
  return stepsOf(carrierId, timeline, timelineVariant(awb, locker !== null), awb).map((step, sequence) => {
    const code = CARRIER_CODES[carrierId]![step.code]!;
    const status = statusOf(carrierId, step.code);
    return {
      sequence,
      carrierStatusCode: step.code,
      status,
      description: step.description ?? code.description ?? STATUS_CATALOGUE[status].description,
      location: locationOf(step, status, places, locker),
      occurredAt: new Date(bookedAt.getTime() + (step.after + (sequence === 0 ? 0 : jitterMinutes(awb, sequence))) * 60_000),
    };
  });
}

export function cancellationEvent(carrierId: number, at: Date, places: Places): TrackingEvent {
  return {
    sequence: CANCEL_SEQUENCE,
    carrierStatusCode: TIMELINES[carrierId]?.cancelled ?? 'CANCELLED',
    status: 'cancelled',
    description: STATUS_CATALOGUE.cancelled.description,
    location: places.from,
    occurredAt: at,
  };
}
