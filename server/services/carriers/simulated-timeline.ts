// The simulated life of a parcel: each carrier's own status codes (statuses.ts, which maps them to
// our catalogue) in order, at fixed offsets from the booking plus a small per-AWB jitter (so parcels
// do not all move at once, yet the same AWB always has the same timeline). A pure function of the
// carrier, AWB, booking time, places and whether the recipient end is a locker.
// Besides the standard run, a share of home deliveries, chosen by a hash of the AWB, lives through
// what real parcels do: a failed attempt, then delivery the next day; or two failed attempts and a
// return to the sender. A locker end is deposited in the locker, then delivered once picked up.
// The codes are the carriers' real ones wherever the carrier has one for a step (code-table.ts says
// which are ours). MODEL, not published: the delays, the shares, and the codes marked MODEL.
import { createHash } from 'node:crypto';
import type { TrackingEvent } from './carrier-adapter.ts';
import { AWB_DELETED, CANCEL_SEQUENCE, T, type CarrierTimeline, type TimelineStep } from './code-table.ts';
import { CARRIER_MANIFESTS } from './registry.ts';
import { CARRIER_CODES, STATUS_CATALOGUE, type ShipmentStatus } from './statuses.ts';

type Step = TimelineStep;

const DAY = 1440;

/** Each carrier's simulated parcel life (its manifest's `timeline`), by carrier id. */
export const TIMELINES: Readonly<Record<number, CarrierTimeline>> = Object.fromEntries(CARRIER_MANIFESTS.map((m) => [m.id, m.timeline]));

export type TimelineVariant = 'standard' | 'failed_attempt' | 'returned' | 'locker';

/** Shares of home deliveries, in percent (MODEL): the rest is delivered at the first attempt. */
export const VARIANT_SHARES = { failed_attempt: 10, returned: 4 } as const;

/** Sequence of the cancellation event: after any timeline step (code-table.ts, where the adapters read it). */
export { CANCEL_SEQUENCE };

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
        ...(timeline.returning ? [{ code: timeline.returning, after: T.delivered + DAY + 180 }] : []),
        { code: timeline.returned, after: T.delivered + 3 * DAY },
      ];
    case 'locker': {
      // Picked up 2 to 30 hours after it was deposited.
      const pickup = 120 + (hashOf(awb, 'pickup').readUInt16BE(0) % (28 * 60));
      return [
        ...before,
        rounds[0]!,
        { code: timeline.inLocker, after: T.delivered, at: 'locker' },
        { code: timeline.collected ?? delivered.code, after: T.delivered + pickup, description: PICKED_FROM_LOCKER, at: 'locker' },
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
/** A simulated event: its code is always in the carrier's table. */
export type SimulatedEvent = TrackingEvent & { status: ShipmentStatus };

export function simulatedTimeline(carrierId: number, awb: string, bookedAt: Date, places: Places, locker: LockerEnd | null = null): SimulatedEvent[] {
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

export function cancellationEvent(carrierId: number, at: Date, places: Places): SimulatedEvent {
  return {
    sequence: CANCEL_SEQUENCE,
    carrierStatusCode: TIMELINES[carrierId]?.cancelled ?? AWB_DELETED,
    status: 'cancelled',
    description: STATUS_CATALOGUE.cancelled.description,
    location: places.from,
    occurredAt: at,
  };
}
