// Abuse protection of the public AWB lookup: at most N AWBs looked up per client IP per minute (a
// fixed window per IP, counted in AWBs, not requests, so a 200-AWB request weighs 200; a request that
// does not fit is refused and not counted). Counted in the rate_limits table like the account limits
// (rate-limit.ts `take`: one atomic upsert per lookup request, the IP hashed), so every server process
// shares one window per IP: N processes do not allow N times as many. The ended windows go with the
// hourly sweep. On the embedded database (PGlite) there is only ever one process, so the windows are
// kept in its memory instead (rate-limit-memory.ts): the same limit without a write per lookup on
// PGlite's single connection (50 concurrent lookups queued behind one row's upserts took p50 46 ms
// instead of 6).
// TRACKING_LOOKUPS_PER_MINUTE (config.tracking.lookupsPerMinute; default 600, 0: off) sets N.
import type { AppDb } from '../../db/client.ts';
import { Failure } from '../failure.ts';
import { minutes, type Limit } from '../rate-limit.ts';
import { sharedTake } from '../rate-limit-memory.ts';

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
    const retryAfter = await sharedTake(this.db, this.#limit, ip, awbs);
    if (retryAfter === null) return;
    const retryAfterSeconds = Math.max(1, Math.ceil(retryAfter));
    throw new Failure(429, 'too_many_requests', `Prea multe căutări de AWB-uri. Încearcă din nou peste ${minutes(Math.ceil(retryAfterSeconds / 60))}.`, {
      retryAfterSeconds,
    });
  }
}
