// Tracking: the carriers' poll and the public AWB lookups.
import type { EnvKit } from './env.ts';

/** The scheduled job that polls carriers for tracking events. */
export interface TrackingConfig {
  /** Seconds between two runs of the poll (once per interval across all processes); 0: this process schedules none. */
  readonly pollIntervalSeconds: number;
  /** Shipments polled per run at most (a run is short, so it never crowds out requests). */
  readonly pollBatch: number;
  /** AWBs one client IP may look up per minute on track-by-awb (counted in the database, shared by every process); 0: no limit. */
  readonly lookupsPerMinute: number;
}

export function readTracking(kit: EnvKit): TrackingConfig {
  return Object.freeze({
    pollIntervalSeconds: kit.integer('TRACKING_POLL_INTERVAL_SECONDS', 30, 0, 86_400),
    pollBatch: kit.integer('TRACKING_POLL_BATCH', 20, 1, 1000),
    lookupsPerMinute: readLookupsPerMinute(kit),
  });
}

// 0 (off) or at least one full track-by-awb request (200 AWBs).
function readLookupsPerMinute(kit: EnvKit): number {
  const raw = kit.read('TRACKING_LOOKUPS_PER_MINUTE');
  if (raw === undefined) return 600;
  const value = Number(raw);
  if (!/^\d+$/.test(raw) || (value !== 0 && value < 200) || value > 1_000_000_000) {
    return kit.fail('TRACKING_LOOKUPS_PER_MINUTE', '0 (off) or an integer 200-1000000000', raw, 600);
  }
  return value;
}
