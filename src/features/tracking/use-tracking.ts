// The tracking screen's timers and connectivity: a clock for the ages shown ("acum 3 minute"),
// the live refresh of non-final results (every 60 s while the tab is visible and online), and the
// queued lookups completed when the connection returns, and a push about a shown parcel.
import { useEffect, useState } from 'react';
import { parcelUpdateAwb } from '../../shared/push.ts';
import { isShown, lastLiveRefresh, reconnect, refreshLive } from './tracking-store.ts';

export const LIVE_REFRESH_MS = 60_000;
const CLOCK_MS = 30_000;

/** The current time, updated every 30 s (ages on screen stay true). */
export function useNow(intervalMs = CLOCK_MS): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), intervalMs);
    return () => clearInterval(timer);
  }, [intervalMs]);
  return now;
}

function visible(): boolean {
  return document.visibilityState === 'visible';
}

/** While mounted: refreshes the results that may still change, only when visible and online. */
export function useLiveRefresh(intervalMs = LIVE_REFRESH_MS): void {
  useEffect(() => {
    const tick = () => {
      if (visible() && navigator.onLine !== false) void refreshLive();
    };
    const timer = setInterval(tick, intervalMs);
    // Back to a tab hidden for longer than the interval: refresh at once instead of waiting.
    const onVisibility = () => {
      if (visible() && Date.now() - lastLiveRefresh() >= intervalMs) tick();
    };
    document.addEventListener('visibilitychange', onVisibility);
    return () => {
      clearInterval(timer);
      document.removeEventListener('visibilitychange', onVisibility);
    };
  }, [intervalMs]);
}

/**
 * A push about a parcel reached this device (the service worker says so): if the screen shows that
 * AWB, its result is refreshed now rather than at the next minute.
 */
export function useParcelUpdates(): void {
  useEffect(() => {
    const container = typeof navigator !== 'undefined' ? navigator.serviceWorker : undefined;
    if (!container) return;
    const onMessage = (event: MessageEvent) => {
      const awb = parcelUpdateAwb(event.data);
      if (awb && isShown(awb)) void refreshLive();
    };
    container.addEventListener('message', onMessage);
    return () => container.removeEventListener('message', onMessage);
  }, []);
}

/** Completes queued lookups when the connection returns, and refreshes what was shown offline. */
export function useReconnect(): void {
  useEffect(() => {
    const onOnline = () => void reconnect();
    window.addEventListener('online', onOnline);
    return () => window.removeEventListener('online', onOnline);
  }, []);
}
