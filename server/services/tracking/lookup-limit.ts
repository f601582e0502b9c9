// Abuse protection of the public AWB lookup: at most N AWBs looked up per client IP per minute (a
// fixed window per IP, counted in AWBs, not requests, so a 200-AWB request weighs 200). Kept in
// memory, unlike the account limits (rate-limit.ts), on purpose: the lookup is read-only and must
// stay cheap, and a database counter would add a write to every call. With several server
// processes each keeps its own windows, so a client may get up to N per process: the limit stops
// scanning of AWB ranges, it is not a quota. Memory is bounded: ended windows are swept once a
// minute. TRACKING_LOOKUPS_PER_MINUTE (config.tracking.lookupsPerMinute; default 600, 0: off) sets N.
import { Failure } from '../failure.ts';
import { minutes } from '../rate-limit.ts';

const WINDOW_MS = 60_000;

interface Window {
  startedAt: number;
  count: number;
}

export class LookupLimiter {
  readonly #windows = new Map<string, Window>();
  #sweptAt = 0;

  constructor(
    readonly perMinute: number,
    private readonly clock: () => number = Date.now,
  ) {}

  /** Counts `awbs` lookups for `ip`; throws a 429 Failure (nothing counted) when they do not fit. */
  take(ip: string, awbs: number): void {
    if (this.perMinute === 0) return;
    const now = this.clock();
    this.#sweep(now);
    let window = this.#windows.get(ip);
    if (!window || now - window.startedAt >= WINDOW_MS) {
      window = { startedAt: now, count: 0 };
      this.#windows.set(ip, window);
    }
    if (window.count + awbs > this.perMinute) {
      const retryAfterSeconds = Math.max(1, Math.ceil((window.startedAt + WINDOW_MS - now) / 1000));
      throw new Failure(429, 'too_many_requests', `Prea multe căutări de AWB-uri. Încearcă din nou peste ${minutes(Math.ceil(retryAfterSeconds / 60))}.`, {
        retryAfterSeconds,
      });
    }
    window.count += awbs;
  }

  #sweep(now: number): void {
    if (now - this.#sweptAt < WINDOW_MS) return;
    this.#sweptAt = now;
    for (const [ip, window] of this.#windows) if (now - window.startedAt >= WINDOW_MS) this.#windows.delete(ip);
  }
}
