// Built tracking answers by AWB, each valid for one version of its shipment row: `updated_at` (to the
// microsecond) and the status. Every write that adds tracking events or moves the status (booking,
// cancelling, recordTracking, the simulated network) bumps shipments.updated_at in the same
// transaction, so a request that reads the row first and finds the same version may reuse the
// answer; any other version reads the events again. Nothing here can be stale, so it stays correct
// with several server processes (each keeps its own). It spares the costliest read (a long history
// per parcel) when the same parcels are asked again and again, as shops and refreshing customers do.
// Bounded: the least recently used entries go first.
import type { TrackingItem } from './view.ts';

export const DEFAULT_CACHED_ANSWERS = 5000;

export class AnswerCache {
  readonly #entries = new Map<string, { version: string; item: TrackingItem }>();

  constructor(readonly max = DEFAULT_CACHED_ANSWERS) {}

  get size(): number {
    return this.#entries.size;
  }

  /** The answer built for `awb` at `version`, if still that one. */
  get(awb: string, version: string): TrackingItem | undefined {
    const entry = this.#entries.get(awb);
    if (!entry || entry.version !== version) return undefined;
    // Most recently used last (Map keeps insertion order).
    this.#entries.delete(awb);
    this.#entries.set(awb, entry);
    return entry.item;
  }

  set(awb: string, version: string, item: TrackingItem): void {
    this.#entries.delete(awb);
    this.#entries.set(awb, { version, item });
    if (this.#entries.size > this.max) this.#entries.delete(this.#entries.keys().next().value!);
  }
}
