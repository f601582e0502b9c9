// Built tracking answers by AWB, each valid for one version of its shipment row: `updated_at` (to the
// microsecond) and the status. Every write that adds tracking events or moves the status (booking,
// cancelling, recordTracking) bumps shipments.updated_at in the same transaction, so a request that
// reads the row and finds the same version reuses the answer instead of reading the events again.
//
// For FRESH_MS after an answer was built or checked, it is served without asking the database at
// all: parcels move at most every few minutes and the poller asks the carriers every 15 minutes or
// more, so a lookup can be a few seconds late but never wrong for longer. A status change recorded
// by this process drops the AWB at once (track.ts subscribes); one recorded by another process is
// seen within FRESH_MS. Shops and customers refreshing a tracking page ask the same parcels again
// and again: those lookups cost no query. Bounded: the least recently used entries go first.
import type { TrackingItem } from './view.ts';

export const DEFAULT_CACHED_ANSWERS = 5000;
/** How long a checked answer is served without asking the database again. */
export const FRESH_MS = 5000;

/** What only the parcel's owner sees, kept beside the public answer. */
export interface OwnerFields {
  orderId: number;
  customerId: number | null;
  reference: string;
  /** A test-mode order's (test API key): an API key finds only the parcels of its own mode. */
  testMode: boolean;
}

export interface CachedAnswer {
  version: string;
  item: TrackingItem;
  owner: OwnerFields;
  checkedAt: number;
}

export class AnswerCache {
  readonly #entries = new Map<string, CachedAnswer>();

  constructor(
    readonly max = DEFAULT_CACHED_ANSWERS,
    readonly freshMs = FRESH_MS,
  ) {}

  get size(): number {
    return this.#entries.size;
  }

  /** The answer for `awb` if it was built or checked less than freshMs before `now`. */
  fresh(awb: string, now: number): CachedAnswer | undefined {
    const entry = this.#entries.get(awb);
    return entry && now - entry.checkedAt < this.freshMs ? entry : undefined;
  }

  /** The answer built for `awb` at `version`, if still that one (then checked again at `now`). */
  get(awb: string, version: string, now: number): CachedAnswer | undefined {
    const entry = this.#entries.get(awb);
    if (!entry || entry.version !== version) return undefined;
    // Most recently used last (Map keeps insertion order).
    this.#entries.delete(awb);
    this.#entries.set(awb, entry);
    entry.checkedAt = now;
    return entry;
  }

  set(awb: string, entry: CachedAnswer): void {
    this.#entries.delete(awb);
    this.#entries.set(awb, entry);
    if (this.#entries.size > this.max) this.#entries.delete(this.#entries.keys().next().value!);
  }

  delete(awb: string): void {
    this.#entries.delete(awb);
  }
}
