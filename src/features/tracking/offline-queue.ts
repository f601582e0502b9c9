// Lookups asked for without network wait in the device database (lib/db.ts pendingLookups) and
// are done as soon as the connection returns: on the `online` event and when the tracking screen
// starts (a later visit, another day). Each answer is saved like any other lookup, then the
// pending rows are removed, so a connection lost half-way leaves the rest queued.
import { HttpError } from '../../lib/http.ts';
import { isOnline } from '../../lib/online.ts';
import { MAX_AWBS } from './awb-list.ts';
import { trackByAwb, type TrackingItem } from './tracking-api.ts';
import { dropPending, pendingLookups, queuePending, saveResults } from './tracking-storage.ts';

export type TrackFetcher = (awbs: readonly string[], carrierId: number | null) => Promise<TrackingItem[]>;

export function queueLookups(awbs: readonly string[], carrierId: number | null): Promise<void> {
  return queuePending(awbs, carrierId);
}

let running: Promise<TrackingItem[]> | null = null;

async function complete(fetcher: TrackFetcher): Promise<TrackingItem[]> {
  const done: TrackingItem[] = [];
  const pending = await pendingLookups();
  // One request per carrier choice (at most 200 AWBs each), in the order they were asked for.
  const groups = new Map<number | null, string[]>();
  for (const p of pending) groups.set(p.carrierId, [...(groups.get(p.carrierId) ?? []), p.awb]);
  for (const [carrierId, awbs] of groups) {
    for (let start = 0; start < awbs.length; start += MAX_AWBS) {
      const chunk = awbs.slice(start, start + MAX_AWBS);
      if (!isOnline()) return done;
      try {
        const items = await fetcher(chunk, carrierId);
        await saveResults(items);
        await dropPending(chunk);
        done.push(...items);
      } catch (error) {
        // A refused request (422) can never succeed: drop it. Network or server trouble: try later.
        if (error instanceof HttpError && error.status >= 400 && error.status < 500 && error.status !== 429) {
          await dropPending(chunk);
          continue;
        }
        return done;
      }
    }
  }
  return done;
}

/** Does the queued lookups now if online; resolves with the answers it got (never rejects). */
export function completePendingLookups(fetcher: TrackFetcher = trackByAwb): Promise<TrackingItem[]> {
  if (!isOnline()) return Promise.resolve([]);
  running ??= complete(fetcher)
    .catch(() => [] as TrackingItem[])
    .finally(() => {
      running = null;
    });
  return running;
}
