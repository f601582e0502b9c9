// The fixed windows of rate-limit.ts kept in this process's memory, for the embedded database
// (PGlite) without Redis: only one process can ever open it, so its memory is shared by every process
// there is, and a counter write per request on PGlite's single connection would queue every request
// behind it (50 concurrent calls: p50 150 ms instead of 2). Windows are kept per database (every app
// over it shares them) and swept once a window has passed. Used by the limits of the hot paths (the
// public API's per-key limit, the AWB lookups); with PostgreSQL, or with Redis, they are counted
// where rate-limit.ts counts every limit (Redis, or rate_limits in batches).
import { isEmbedded, type AppDb } from '../db/client.ts';
import { hit, rateLimitKey, take, type Hit, type Limit } from './rate-limit.ts';
import { redisLimitsOf } from './rate-limit-redis.ts';

interface Window {
  startedAt: number;
  count: number;
}

const memory = new WeakMap<AppDb, { windows: Map<string, Window>; sweptAt: number }>();

function windowOf(db: AppDb, limit: Limit, key: string, now: number): Window {
  let store = memory.get(db);
  if (!store) memory.set(db, (store = { windows: new Map(), sweptAt: now }));
  const windowMs = limit.windowSeconds * 1000;
  if (now - store.sweptAt >= windowMs) {
    store.sweptAt = now;
    for (const [k, w] of store.windows) if (now - w.startedAt >= windowMs) store.windows.delete(k);
  }
  const name = `${limit.name}:${key}`;
  let window = store.windows.get(name);
  if (!window || now - window.startedAt >= windowMs) store.windows.set(name, (window = { startedAt: now, count: 0 }));
  return window;
}

/** rate-limit.ts `take` in memory: null when `weight` fits (and is counted), else seconds to wait. */
export function takeInMemory(db: AppDb, limit: Limit, key: string, weight: number, now = Date.now()): number | null {
  const window = windowOf(db, limit, key, now);
  if (window.count + weight > limit.max) return (window.startedAt + limit.windowSeconds * 1000 - now) / 1000;
  window.count += weight;
  return null;
}

/** rate-limit.ts `hit` in memory: counts one hit and says where the window stands. */
export function hitInMemory(db: AppDb, limit: Limit, key: string, now = Date.now()): Hit {
  const window = windowOf(db, limit, key, now);
  window.count += 1;
  return { count: window.count, retryAfterSeconds: (window.startedAt + limit.windowSeconds * 1000 - now) / 1000 };
}

/** Whether `db`'s hot-path limits stay in this process's memory: the embedded database, without Redis. */
function inMemory(db: AppDb): boolean {
  return isEmbedded(db) && !redisLimitsOf(db);
}

/** One hit on `key` where the limit is kept for this database: memory (embedded), Redis or rate_limits. */
export function sharedHit(db: AppDb, limit: Limit, key: string): Hit | Promise<Hit> {
  return inMemory(db) ? hitInMemory(db, limit, key) : hit(db, limit, rateLimitKey(limit, key));
}

/** `take` where the limit is kept for this database. */
export function sharedTake(db: AppDb, limit: Limit, key: string, weight: number): number | null | Promise<number | null> {
  return inMemory(db) ? takeInMemory(db, limit, key, weight) : take(db, limit, rateLimitKey(limit, key), weight);
}
