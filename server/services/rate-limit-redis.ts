// The rate limits in Redis (REDIS_URL): every limit, whatever its size, counted by a Lua script that
// Redis runs atomically, one round trip per hit, shared by every process on that Redis. The same
// fixed windows as the rate_limits table: a window starts at its first hit and lasts windowSeconds
// (the key's expiry); keys are the same hashed ones, under `curiero:<installation>:rl:` (the
// installation: a value generated once per database, so two installations, or two test databases,
// never share a counter on one Redis). While Redis does not answer, rate-limit.ts counts in the
// database instead (a warning logged once per outage), so a lost Redis neither opens nor closes the
// doors; the counts of the two stores are not added, so during an outage a client may get up to one
// more window's worth.
import type { Redis } from 'ioredis';
import type { AppDb } from '../db/client.ts';
import type { Logger } from './logger.ts';
import type { Hit, Limit } from './rate-limit-types.ts';

// KEYS[1] the counter; ARGV[1] the weight, ARGV[2] the window in ms. Returns {count, ms left}.
const HIT = `
local count = redis.call('INCRBY', KEYS[1], ARGV[1])
local ttl = redis.call('PTTL', KEYS[1])
if ttl < 0 then
  redis.call('PEXPIRE', KEYS[1], ARGV[2])
  ttl = tonumber(ARGV[2])
end
return {count, ttl}`;

// The same, with ARGV[3] the limit: a weight that does not fit is refused and not counted ({-1, ms left}).
const TAKE = `
local weight = tonumber(ARGV[1])
local current = tonumber(redis.call('GET', KEYS[1]) or '0')
if current + weight > tonumber(ARGV[3]) then
  local ttl = redis.call('PTTL', KEYS[1])
  if ttl < 0 then
    redis.call('PEXPIRE', KEYS[1], ARGV[2])
    ttl = tonumber(ARGV[2])
  end
  return {-1, ttl}
end
local count = redis.call('INCRBY', KEYS[1], weight)
local ttl = redis.call('PTTL', KEYS[1])
if ttl < 0 then
  redis.call('PEXPIRE', KEYS[1], ARGV[2])
  ttl = tonumber(ARGV[2])
end
return {count, ttl}`;

// One hit back, never below 0, the window kept.
const REFUND = `
local count = tonumber(redis.call('GET', KEYS[1]) or '0')
if count > 0 then redis.call('DECR', KEYS[1]) end
return 0`;

type Reply = [number, number];

/** How long a script may take before the limit is counted in the database instead (a hung Redis). */
const TIMEOUT_MS = 2000;

/**
 * `command`, or a rejection once it has taken TIMEOUT_MS. The timer's verdict waits for the I/O
 * already received (setImmediate runs after the poll phase): a busy event loop, which runs expired
 * timers before reading sockets, does not make an answer that has arrived count as late.
 */
function inTime<T>(command: Promise<T>): Promise<T> {
  return new Promise((resolve, reject) => {
    let settled = false;
    const timer = setTimeout(() => setImmediate(() => settled || reject(new Error(`Redis did not answer within ${TIMEOUT_MS} ms`))), TIMEOUT_MS);
    command.then(
      (value) => {
        settled = true;
        clearTimeout(timer);
        resolve(value);
      },
      (error: unknown) => {
        settled = true;
        clearTimeout(timer);
        reject(error instanceof Error ? error : new Error(String(error)));
      },
    );
  });
}

interface LimitScripts {
  curieroHit(key: string, weight: number, windowMs: number): Promise<Reply>;
  curieroTake(key: string, weight: number, windowMs: number, max: number): Promise<Reply>;
  curieroRefund(key: string): Promise<number>;
}

export class RedisLimits {
  readonly #redis: Redis & LimitScripts;
  #down = false;

  /** `redis`: connected, with enableOfflineQueue off (a command fails at once while it is down). */
  constructor(
    redis: Redis,
    private readonly prefix: string,
    private readonly log: Logger,
  ) {
    // EVALSHA, and EVAL once when Redis does not know the script yet (ioredis does the fallback).
    redis.defineCommand('curieroHit', { numberOfKeys: 1, lua: HIT });
    redis.defineCommand('curieroTake', { numberOfKeys: 1, lua: TAKE });
    redis.defineCommand('curieroRefund', { numberOfKeys: 1, lua: REFUND });
    this.#redis = redis as Redis & LimitScripts;
    redis.on('ready', () => {
      if (this.#down) this.log.info({}, 'Redis answers again: the rate limits are counted there again');
      this.#down = false;
    });
  }

  #key(key: string): string {
    return `${this.prefix}rl:${key}`;
  }

  /** rate-limit.ts `hit`: counts `weight` hits, refusing nothing. */
  async hit(limit: Limit, key: string, weight: number): Promise<Hit> {
    const [count, ms] = await inTime(this.#redis.curieroHit(this.#key(key), weight, limit.windowSeconds * 1000));
    return { count, retryAfterSeconds: ms / 1000 };
  }

  /** rate-limit.ts `take`: null when `weight` fits (and is counted), else the seconds to wait. */
  async take(limit: Limit, key: string, weight: number): Promise<number | null> {
    if (weight > limit.max) return limit.windowSeconds;
    const [count, ms] = await inTime(this.#redis.curieroTake(this.#key(key), weight, limit.windowSeconds * 1000, limit.max));
    return count < 0 ? Math.max(1, ms / 1000) : null;
  }

  async refund(key: string): Promise<void> {
    await inTime(this.#redis.curieroRefund(this.#key(key)));
  }

  /** A command failed: said once per outage; the caller counts in the database meanwhile. */
  failed(error: unknown): void {
    if (this.#down) return;
    this.#down = true;
    this.log.warn({ err: error instanceof Error ? error.message : String(error) }, 'Redis does not answer: the rate limits are counted in the database until it does');
  }
}

// The Redis each database's limits are counted in (set by the app's rate-limits part). Several apps
// of one process over one database (tests) may each attach theirs; the last attached is used.
const attached = new WeakMap<AppDb, RedisLimits[]>();

/** Counts `db`'s limits in `limits` until the returned function is called. */
export function attachRedisLimits(db: AppDb, limits: RedisLimits): () => void {
  const list = attached.get(db) ?? [];
  list.push(limits);
  attached.set(db, list);
  return () => {
    const index = list.indexOf(limits);
    if (index >= 0) list.splice(index, 1);
  };
}

export function redisLimitsOf(db: AppDb): RedisLimits | undefined {
  return attached.get(db)?.at(-1);
}
