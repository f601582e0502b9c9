// The shape of one carrier's status table (adapters/<carrier>/codes.ts): each code the carrier's
// tracking reports, mapped to our catalogue (statuses.ts), and the simulated network's life of a
// parcel written in those same codes (simulated-timeline.ts), so the simulation speaks like the carrier.
// The codes and their meanings come from the carriers' own documentation (shared/design/carrier-apis.md
// sections 1-6); the mapping into our 11 statuses follows that file's section 8 proposal.
// Rules for a table:
// - `knownCode` only for a code the carrier documents; everything else is `modelCode`.
// - A carrier that publishes its full list (FAN, DPD, GLS) gets no invented codes for steps it does
//   not report (DPD and GLS have no reliable "at the delivery depot", GLS no "returning" for a home
//   delivery): the simulation skips those steps. Only events that are not in any carrier's tracking
//   get our own codes: AWB_CREATED (the AWB exists, the carrier reports nothing yet) and AWB_DELETED
//   (the AWB was cancelled/deleted; the carrier keeps no event for it).
// - A carrier that publishes no list (Cargus, Sameday beyond 1/33/9, Bookurier beyond 4/5) gets
//   MODEL_<STATUS> stand-ins, used only by the simulated network: a real adapter never receives them.
// Our codes are upper-case words with an underscore, so they cannot clash with any carrier's own
// (FAN's letter+digits, the others' numbers).
import type { SHIPMENT_STATUSES } from '../../db/schema-shipments.ts';

// As statuses.ts names it (that file imports the carriers' tables, which import this one).
type ShipmentStatus = (typeof SHIPMENT_STATUSES)[number];

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
  /** Picked up from the locker, when the carrier reports it with another code than a home delivery. */
  collected?: string;
  /** Null: the carrier reports no "on the way back" step before the return itself. */
  returning: string | null;
  returned: string;
  cancelled: string;
}

/** Our own code for the registration when the carrier's tracking reports nothing before pickup. */
export const AWB_CREATED = 'AWB_CREATED';
/** Our own code for a cancellation the carrier keeps no tracking event for (the AWB is deleted). */
export const AWB_DELETED = 'AWB_DELETED';

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
