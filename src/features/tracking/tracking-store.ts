/**
 * The tracking screen's lookups (the state is tracking-state.ts; components read it with
 * useSnapshot; keeping the shown results current is tracking-live.ts).
 *
 * A lookup shows every AWB at once: a saved answer (recent lookups in the device database)
 * renders immediately and is refreshed in place ("Se actualizează…"); without network the saved
 * answer stays, with its age, and an AWB with nothing saved is queued (offline-queue.ts) and
 * filled in when the connection returns. Results whose status is not final are refreshed while
 * the screen is visible (useLiveRefresh). Only the newest lookup may write its answers.
 */
import { ref } from 'valtio';
import { GENERIC_ERROR_MESSAGE, HttpError } from '../../lib/http.ts';
import { isOnline } from '../../lib/online.ts';
import { fillTracking, roTracking } from '../../i18n/ro-tracking.ts';
import { queueLookups } from './offline-queue.ts';
import { trackByAwb, type TrackingItem } from './tracking-api.ts';
import { forgetRecentLookup, forgetRecentLookups, pendingLookups, saveResults, savedResults } from './tracking-storage.ts';
import { announce, applyItem, currentLookup, entry, findEntry, loadRecent, markRefreshed, nextLookup, trackingState } from './tracking-state.ts';

export { loadRecent, lastLiveRefresh, trackingState } from './tracking-state.ts';
export type { EntryPhase, ResultEntry, TrackingState } from './tracking-state.ts';
export { completePending, isShown, reconnect, refreshLive } from './tracking-live.ts';

const t = roTracking;

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
  const seq = nextLookup();
  const current = () => seq === currentLookup();
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
    markRefreshed(now);
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
  nextLookup();
  trackingState.entries = [];
  trackingState.searching = false;
  trackingState.fieldError = null;
  trackingState.error = null;
  trackingState.announcement = '';
}
