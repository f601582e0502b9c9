/**
 * State of the tracking screen (valtio proxy + actions; components read it with useSnapshot).
 *
 * A lookup shows every AWB at once: a saved answer (recent lookups in the device database)
 * renders immediately and is refreshed in place ("Se actualizează…"); without network the saved
 * answer stays, with its age, and an AWB with nothing saved is queued (offline-queue.ts) and
 * filled in when the connection returns. Results whose status is not final are refreshed while
 * the screen is visible (useLiveRefresh). Only the newest lookup may write its answers.
 */
import { proxy, ref } from 'valtio';
import type { RecentLookup } from '../../lib/db.ts';
import { GENERIC_ERROR_MESSAGE, HttpError } from '../../lib/http.ts';
import { isOnline } from '../../lib/online.ts';
import { fillTracking, roTracking } from '../../i18n/ro-tracking.ts';
import { completePendingLookups, queueLookups } from './offline-queue.ts';
import { trackByAwb, type TrackingItem } from './tracking-api.ts';
import { forgetRecentLookup, forgetRecentLookups, pendingLookups, recentLookups, saveResults, savedResults } from './tracking-storage.ts';

const t = roTracking;

/**
 * loading: asked, no answer yet (nothing saved); ready: an item to show (fresh or saved);
 * queued: offline with nothing saved, waits for the connection; failed: the server could not answer.
 */
export type EntryPhase = 'loading' | 'ready' | 'queued' | 'failed';

export interface ResultEntry {
  awb: string;
  phase: EntryPhase;
  item: TrackingItem | null;
  /** When `item` was fetched from the server (ms). */
  fetchedAt: number | null;
  /** `item` is the saved copy, not this lookup's answer. */
  saved: boolean;
  /** A saved item is shown while the network answer is awaited. */
  refreshing: boolean;
  /** Why a saved item is shown without refresh: no network, or the server failed. */
  stale: 'offline' | 'failed' | null;
}

export interface TrackingState {
  entries: ResultEntry[];
  carrierId: number | null;
  searching: boolean;
  /** The server refused the list (422): shown at the AWB field. */
  fieldError: string | null;
  /** The server could not answer (5xx, 429): shown above the results. */
  error: string | null;
  /** Polite announcement of what just changed (live region). */
  announcement: string;
  recent: RecentLookup[];
  recentLoaded: boolean;
}

export const trackingState = proxy<TrackingState>({
  entries: [],
  carrierId: null,
  searching: false,
  fieldError: null,
  error: null,
  announcement: '',
  recent: [],
  recentLoaded: false,
});

let lookupSeq = 0;
let lastRefreshAt = 0;

function entry(awb: string): ResultEntry {
  return { awb, phase: 'loading', item: null, fetchedAt: null, saved: false, refreshing: false, stale: null };
}

function findEntry(awb: string): ResultEntry | undefined {
  return trackingState.entries.find((e) => e.awb === awb);
}

function announce(text: string): void {
  // A repeated text must be announced again: clear first, fill on the next task.
  trackingState.announcement = '';
  setTimeout(() => {
    trackingState.announcement = text;
  }, 50);
}

// Answers are replaced whole, never changed: kept as plain objects (ref), which IndexedDB can also
// store as they are (a valtio proxy cannot be cloned).
function applyItem(target: ResultEntry, item: TrackingItem, fetchedAt: number): void {
  target.item = ref(item);
  target.fetchedAt = fetchedAt;
  target.phase = 'ready';
  target.saved = false;
  target.refreshing = false;
  target.stale = null;
}

export async function loadRecent(): Promise<void> {
  try {
    trackingState.recent = await recentLookups();
  } catch {
    trackingState.recent = [];
  }
  trackingState.recentLoaded = true;
}

/** Without network: saved answers stay (with their age), the rest waits in the queue. */
async function settleOffline(awbs: readonly string[], carrierId: number | null): Promise<void> {
  const waiting: string[] = [];
  for (const awb of awbs) {
    const e = findEntry(awb);
    if (!e) continue;
    e.refreshing = false;
    if (e.item) {
      e.stale = 'offline';
      e.phase = 'ready';
    } else {
      e.phase = 'queued';
      waiting.push(awb);
    }
  }
  if (waiting.length) {
    try {
      await queueLookups(waiting, carrierId);
    } catch {
      // Not kept on the device (storage refused): say so rather than promise a lookup later.
      for (const awb of waiting) {
        const e = findEntry(awb);
        if (e) e.phase = 'failed';
      }
      trackingState.error = t.queueFailed;
      return;
    }
  }
  announce(waiting.length ? t.queued : t.announceOffline);
}

/** Looks the AWBs up (already parsed and valid), showing saved answers first. */
export async function lookup(awbs: readonly string[], carrierId: number | null): Promise<void> {
  const seq = ++lookupSeq;
  const current = () => seq === lookupSeq;
  trackingState.entries = awbs.map(entry);
  trackingState.carrierId = carrierId;
  trackingState.fieldError = null;
  trackingState.error = null;
  trackingState.searching = true;
  try {
    const saved = await savedResults(awbs).catch(() => new Map<string, never>());
    if (!current()) return;
    for (const [awb, s] of saved) {
      const e = findEntry(awb);
      if (!e) continue;
      e.item = ref(s.item);
      e.fetchedAt = s.fetchedAt;
      e.saved = true;
      e.phase = 'ready';
      e.refreshing = true;
    }
    if (!isOnline()) {
      await settleOffline(awbs, carrierId);
      return;
    }
    let items: TrackingItem[];
    try {
      items = await trackByAwb(awbs, carrierId);
    } catch (error) {
      if (!current()) return;
      if (error instanceof HttpError && error.isNetworkError) {
        await settleOffline(awbs, carrierId);
      } else if (error instanceof HttpError && error.status === 422) {
        trackingState.fieldError = Object.values(error.errors).flat()[0] ?? error.message;
        trackingState.entries = [];
      } else {
        for (const e of trackingState.entries) {
          e.refreshing = false;
          if (e.item) e.stale = 'failed';
          else e.phase = 'failed';
        }
        trackingState.error = error instanceof HttpError ? error.message || GENERIC_ERROR_MESSAGE : t.failed;
      }
      return;
    }
    if (!current()) return;
    const now = Date.now();
    lastRefreshAt = now;
    for (const item of items) {
      const e = findEntry((item.awb ?? '').toUpperCase());
      if (e) applyItem(e, item, now);
    }
    // An AWB the answer left out (should not happen) is not left spinning.
    for (const e of trackingState.entries) if (e.phase === 'loading') e.phase = 'failed';
    const found = items.filter((i) => i.found).length;
    announce(fillTracking(t.announceResults, { found, total: awbs.length }));
    await saveResults(items, now).catch(() => undefined);
    await loadRecent();
  } finally {
    if (current()) trackingState.searching = false;
  }
}

/** Shows the lookups still queued from an earlier visit (offline), before they are completed. */
export async function showPending(): Promise<void> {
  const pending = await pendingLookups().catch(() => []);
  if (!pending.length || trackingState.entries.length) return;
  trackingState.entries = pending.map((p) => ({ ...entry(p.awb), phase: 'queued' }));
  trackingState.carrierId = pending[0]?.carrierId ?? null;
}

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

export function lastLiveRefresh(): number {
  return lastRefreshAt;
}

/**
 * Refreshes the non-final results in place; quiet on failure (the shown result stays). With
 * `stale` (the connection is back) the saved copies shown offline are refreshed too. A changed
 * status is announced unless `quiet`. Resolves with the items whose status changed.
 */
export async function refreshLive({ stale = false, quiet = false }: { stale?: boolean; quiet?: boolean } = {}): Promise<TrackingItem[]> {
  const awbs = liveAwbs(stale);
  if (!awbs.length || !isOnline() || trackingState.searching) return [];
  const seq = lookupSeq;
  lastRefreshAt = Date.now();
  let items: TrackingItem[];
  try {
    items = await trackByAwb(awbs, trackingState.carrierId);
  } catch {
    return [];
  }
  if (seq !== lookupSeq) return [];
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

export async function removeRecent(awb: string): Promise<void> {
  await forgetRecentLookup(awb);
  await loadRecent();
}

export async function clearRecent(): Promise<void> {
  await forgetRecentLookups();
  await loadRecent();
}

/** A fresh screen: no results from an earlier visit (the URL says what to show). */
export function resetTracking(): void {
  lookupSeq += 1;
  trackingState.entries = [];
  trackingState.searching = false;
  trackingState.fieldError = null;
  trackingState.error = null;
  trackingState.announcement = '';
}
