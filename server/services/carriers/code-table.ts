// The shape of one carrier's status table (adapters/<carrier>/codes.ts): each code the carrier's
// tracking reports, mapped to our catalogue (statuses.ts), and the simulated network's life of a
// parcel written in those same codes (simulated-timeline.ts), so the simulation speaks like the carrier.
import type { ShipmentStatus } from './statuses.ts';

export interface CarrierCode {
  status: ShipmentStatus;
  /** Romanian, where the code says more than the catalogue's description. */
  description?: string;
  /** Not published by the carrier: a plausible stand-in. */
  model?: true;
}

export interface TimelineStep {
  code: string;
  /** Minutes after the booking (before the jitter). */
  after: number;
  /** Instead of the code's own description. */
  description?: string;
  /** Where the parcel is, when not where its status says. */
  at?: 'locker';
}

/** A carrier's simulated parcel life, in its own codes. */
export interface CarrierTimeline {
  /** Home delivery without trouble, from registration to delivery, in order. */
  standard: TimelineStep[];
  failed: string;
  inLocker: string;
  returning: string;
  returned: string;
  cancelled: string;
}

/** Minutes after booking of the standard run's steps (MODEL). */
export const T = { picked: 180, transit: 480, depot: 840, out: 1200, delivered: 1560 } as const;

export const standardRun = (codes: [string, string, string, string, string, string]): TimelineStep[] => [
  { code: codes[0], after: 0 },
  { code: codes[1], after: T.picked },
  { code: codes[2], after: T.transit },
  { code: codes[3], after: T.depot },
  { code: codes[4], after: T.out },
  { code: codes[5], after: T.delivered },
];

export const FAILED_AT_ADDRESS = 'Destinatarul nu a fost găsit la adresă; livrarea se reîncearcă în următoarea zi lucrătoare.';
export const LEFT_IN_LOCKER = 'Coletul a fost depus în locker și așteaptă să fie ridicat de destinatar.';

/** A code the carrier does not publish (a plausible stand-in). */
export const modelCode = (status: ShipmentStatus, description?: string): CarrierCode => ({ status, model: true, ...(description ? { description } : {}) });
/** A code from the carrier's documentation. */
export const knownCode = (status: ShipmentStatus, description?: string): CarrierCode => ({ status, ...(description ? { description } : {}) });
