/**
 * The state of the tracking screen (valtio proxy; components read it with useSnapshot) and what
 * its actions share: the entries and their updates in place, the polite announcement, the recent
 * lookups, and which lookup is the newest (only the newest may write its answers).
 */
import { proxy, ref } from 'valtio';
import type { RecentLookup } from '../../lib/db.ts';
import type { TrackingItem } from './tracking-api.ts';
import { recentLookups } from './tracking-storage.ts';

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

/** Starts a lookup (a new one, or a reset screen): earlier lookups may no longer write. Its number. */
export function nextLookup(): number {
  lookupSeq += 1;
  return lookupSeq;
}

/** The number of the newest lookup. */
export function currentLookup(): number {
  return lookupSeq;
}

/** The results were fetched from the server at `at` (ms). */
export function markRefreshed(at: number): void {
  lastRefreshAt = at;
}

export function lastLiveRefresh(): number {
  return lastRefreshAt;
}

export function entry(awb: string): ResultEntry {
  return { awb, phase: 'loading', item: null, fetchedAt: null, saved: false, refreshing: false, stale: null };
}

export function findEntry(awb: string): ResultEntry | undefined {
  return trackingState.entries.find((e) => e.awb === awb);
}

export function announce(text: string): void {
  // A repeated text must be announced again: clear first, fill on the next task.
  trackingState.announcement = '';
  setTimeout(() => {
    trackingState.announcement = text;
  }, 50);
}

// Answers are replaced whole, never changed: kept as plain objects (ref), which IndexedDB can also
// store as they are (a valtio proxy cannot be cloned).
export function applyItem(target: ResultEntry, item: TrackingItem, fetchedAt: number): void {
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
