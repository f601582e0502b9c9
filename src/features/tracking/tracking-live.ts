/**
 * The results on screen kept current: lookups queued offline completed when the connection
 * returns, non-final statuses refreshed in place while the screen is visible (useLiveRefresh), and
 * one announcement of what changed.
 */
import { isOnline } from '../../lib/online.ts';
import { fillTracking, roTracking } from '../../i18n/ro-tracking.ts';
import { completePendingLookups } from './offline-queue.ts';
import { trackByAwb, type TrackingItem } from './tracking-api.ts';
import { saveResults } from './tracking-storage.ts';
import { announce, applyItem, currentLookup, findEntry, loadRecent, markRefreshed, trackingState } from './tracking-state.ts';

const t = roTracking;

function completedText(filled: readonly TrackingItem[]): string {
  if (filled.length === 1) {
    const item = filled[0]!;
    const status = item.found ? (item.current_status ?? '') : (item.message ?? t.notFoundTitle);
    return fillTracking(t.announceCompleted, { awb: item.awb, status }).trim();
  }
  return fillTracking(t.announceResults, { found: filled.filter((i) => i.found).length, total: filled.length });
}

/**
 * Completes the queued lookups (screen start, connection back); the answers appear in place and
 * are announced unless `quiet` (the caller announces). Resolves with the answers shown.
 */
export async function completePending({ quiet = false }: { quiet?: boolean } = {}): Promise<TrackingItem[]> {
  const items = await completePendingLookups();
  if (!items.length) return [];
  const now = Date.now();
  const filled: TrackingItem[] = [];
  for (const item of items) {
    const e = findEntry((item.awb ?? '').toUpperCase());
    if (e && (e.phase === 'queued' || e.phase === 'loading' || e.stale === 'offline')) {
      applyItem(e, item, now);
      filled.push(item);
    }
  }
  await loadRecent();
  if (filled.length && !quiet) announce(completedText(filled));
  return filled;
}

/** The AWBs on screen whose status may still change (and, with `stale`, those shown from a saved copy). */
function liveAwbs(stale = false): string[] {
  return trackingState.entries
    .filter((e) => e.phase === 'ready' && e.item?.found && (!e.item.is_current_status_final || (stale && e.stale !== null)))
    .map((e) => e.awb);
}

/** True when the screen shows a result for `awb` (upper case). */
export function isShown(awb: string): boolean {
  return findEntry(awb) !== undefined;
}

/**
 * Refreshes the non-final results in place; quiet on failure (the shown result stays). With
 * `stale` (the connection is back) the saved copies shown offline are refreshed too. A changed
 * status is announced unless `quiet`. Resolves with the items whose status changed.
 */
export async function refreshLive({ stale = false, quiet = false }: { stale?: boolean; quiet?: boolean } = {}): Promise<TrackingItem[]> {
  const awbs = liveAwbs(stale);
  if (!awbs.length || !isOnline() || trackingState.searching) return [];
  const seq = currentLookup();
  markRefreshed(Date.now());
  let items: TrackingItem[];
  try {
    items = await trackByAwb(awbs, trackingState.carrierId);
  } catch {
    return [];
  }
  if (seq !== currentLookup()) return [];
  const now = Date.now();
  const changed: TrackingItem[] = [];
  for (const item of items) {
    const e = findEntry((item.awb ?? '').toUpperCase());
    if (!e || !item.found) continue;
    if (e.item?.current_status_id !== item.current_status_id && item.current_status) changed.push(item);
    applyItem(e, item, now);
  }
  if (changed.length && !quiet) announce(changedText(changed));
  await saveResults(items, now).catch(() => undefined);
  await loadRecent();
  return changed;
}

function changedText(changed: readonly TrackingItem[]): string {
  return changed.map((item) => fillTracking(t.announceChanged, { awb: item.awb, status: item.current_status ?? '' })).join(' ');
}

/** The connection is back: queued lookups are done and what was shown offline is refreshed, in one announcement. */
export async function reconnect(): Promise<void> {
  const completed = await completePending({ quiet: true });
  const changed = await refreshLive({ stale: true, quiet: true });
  const parts = [completed.length ? completedText(completed) : '', changed.length ? changedText(changed) : ''].filter(Boolean);
  if (parts.length) announce(parts.join(' '));
}
