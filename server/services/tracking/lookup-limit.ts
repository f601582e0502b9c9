// Abuse protection of the public AWB lookup: at most N AWBs looked up per client IP per minute (a
// fixed window per IP, counted in AWBs, not requests, so a 200-AWB request weighs 200; a request that
// does not fit is refused and not counted). Counted in the rate_limits table like the account limits
// (rate-limit.ts `take`: one atomic upsert per lookup request, the IP hashed), so every server process
// shares one window per IP: N processes do not allow N times as many. The ended windows go with the
// hourly sweep. On the embedded database (PGlite) there is only ever one process, so the windows are
// kept in its memory instead, per database (every app over it shares them): the same limit without
// a write per lookup on PGlite's single connection (the lookup must stay cheap: 50 concurrent
// lookups queued behind one row's upserts took p50 46 ms instead of 6).
// TRACKING_LOOKUPS_PER_MINUTE (config.tracking.lookupsPerMinute; default 600, 0: off) sets N.
import { isEmbedded, type AppDb } from '../../db/client.ts';
import { Failure } from '../failure.ts';
import { minutes, rateLimitKey, take, type Limit } from '../rate-limit.ts';

export class LookupLimiter {
  readonly #limit: Limit;

  constructor(
    private readonly db: AppDb,
    readonly perMinute: number,
  ) {
    this.#limit = { name: 'awb-lookup-ip', max: perMinute, windowSeconds: 60 };
  }

  /** Counts `awbs` lookups for `ip`; throws a 429 Failure (nothing counted) when they do not fit. */
  async take(ip: string, awbs: number): Promise<void> {
    if (this.perMinute === 0) return;
    const retryAfter = isEmbedded(this.db) ? takeInMemory(this.db, this.#limit, ip, awbs) : await take(this.db, this.#limit, rateLimitKey(this.#limit, ip), awbs);
    if (retryAfter === null) return;
    const retryAfterSeconds = Math.max(1, Math.ceil(retryAfter));
    throw new Failure(429, 'too_many_requests', `Prea multe căutări de AWB-uri. Încearcă din nou peste ${minutes(Math.ceil(retryAfterSeconds / 60))}.`, {
      retryAfterSeconds,
    });
  }
}

interface Window {
  startedAt: number;
  count: number;
}

const memory = new WeakMap<AppDb, { windows: Map<string, Window>; sweptAt: number }>();

/** The fixed window of rate-limit.ts `take`, in this process's memory: null when it fits, else seconds to wait. */
export function takeInMemory(db: AppDb, limit: Limit, ip: string, weight: number, now = Date.now()): number | null {
  let store = memory.get(db);
  if (!store) memory.set(db, (store = { windows: new Map(), sweptAt: now }));
  const windowMs = limit.windowSeconds * 1000;
  if (now - store.sweptAt >= windowMs) {
    store.sweptAt = now;
    for (const [key, w] of store.windows) if (now - w.startedAt >= windowMs) store.windows.delete(key);
  }
  let window = store.windows.get(ip);
  if (!window || now - window.startedAt >= windowMs) store.windows.set(ip, (window = { startedAt: now, count: 0 }));
  if (window.count + weight > limit.max) return (window.startedAt + windowMs - now) / 1000;
  window.count += weight;
  return null;
}
