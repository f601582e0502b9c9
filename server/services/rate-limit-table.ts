// The rate_limits table: one fixed-window counter per key, shared by every process that opens the
// database, each change one atomic statement (no read-then-write race between processes). A window
// that has run out starts again at the next hit. Used hit by hit for the small limits, and by the
// batches of rate-limit-batched.ts (claimHits) for the large ones.
import { sql } from 'drizzle-orm';
import { rowsOf, type AppDb } from '../db/client.ts';
import type { Hit, Limit } from './rate-limit-types.ts';

/** Counts `weight` hits on `key` (one upsert) and says where the window stands, refusing nothing. */
export async function countHit(db: AppDb, limit: Limit, key: string, weight: number): Promise<Hit> {
  const window = limit.windowSeconds;
  // A window that has run out starts again at `weight`; otherwise the count goes up. Both in one statement.
  const result = await db.execute(sql`
    insert into rate_limits as r (key, window_started_at, count) values (${key}, now(), ${weight})
    on conflict (key) do update set
      window_started_at = case when r.window_started_at <= now() - make_interval(secs => ${window}) then now() else r.window_started_at end,
      count = case when r.window_started_at <= now() - make_interval(secs => ${window}) then ${weight} else r.count + ${weight} end
    returning count, extract(epoch from (window_started_at + make_interval(secs => ${window}) - now()))::float8 as retry_after`);
  const row = rowsOf<{ count: number; retry_after: number }>(result)[0];
  if (!row) throw new Error('rate_limits upsert returned no row');
  return { count: Number(row.count), retryAfterSeconds: Number(row.retry_after) };
}

/** Seconds until the window of `key` ends (the whole window when it has none). */
async function retryAfter(db: AppDb, key: string, window: number): Promise<number> {
  const [row] = rowsOf<{ retry_after: number }>(
    await db.execute(sql`
      select extract(epoch from (window_started_at + make_interval(secs => ${window}) - now()))::float8 as retry_after
      from rate_limits where key = ${key}`),
  );
  return Number(row?.retry_after ?? window);
}

/**
 * Counts `weight` hits on `key` only if they fit in the window: null when counted, else the seconds
 * until the window ends (a request that does not fit is refused and not counted).
 */
export async function takeHits(db: AppDb, limit: Limit, key: string, weight: number): Promise<number | null> {
  const window = limit.windowSeconds;
  if (weight > limit.max) return window;
  const expired = sql`r.window_started_at <= now() - make_interval(secs => ${window})`;
  // The update's WHERE refuses what does not fit: then no row comes back and nothing changed.
  const counted = await db.execute(sql`
    insert into rate_limits as r (key, window_started_at, count) values (${key}, now(), ${weight})
    on conflict (key) do update set
      window_started_at = case when ${expired} then now() else r.window_started_at end,
      count = case when ${expired} then ${weight} else r.count + ${weight} end
    where ${expired} or r.count + ${weight} <= ${limit.max}
    returning count`);
  if (rowsOf(counted).length > 0) return null;
  return Math.max(1, await retryAfter(db, key, window));
}

export interface Claim {
  /** Hits granted to the caller: `want`, or what was left of the window (0 when it is full). */
  granted: number;
  /** Hits granted in the window to every process so far, these included (at most the limit). */
  count: number;
  retryAfterSeconds: number;
}

/**
 * Claims up to `want` hits of `key`'s window for one process to spend on its own (one statement): the
 * counter never passes the limit, so what all processes are granted together never does either.
 * The row is locked first (`for update`) so the count before the claim is known: granted = after -
 * before. A window that has run out starts again with this claim.
 */
export async function claimHits(db: AppDb, limit: Limit, key: string, want: number): Promise<Claim> {
  const { max, windowSeconds: window } = limit;
  for (let attempt = 0; ; attempt++) {
    const [row] = rowsOf<{ updated: number | null; before: number | null; inserted: number | null; current: number | null; retry_after: number }>(
      await db.execute(sql`
        with o as (
          select count, window_started_at, window_started_at <= now() - make_interval(secs => ${window}) as expired
          from rate_limits where key = ${key} for update
        ), ins as (
          insert into rate_limits (key, window_started_at, count)
          select ${key}::text, now(), least(${want}::int, ${max}::int) where not exists (select 1 from o)
          on conflict (key) do nothing
          returning count
        ), upd as (
          update rate_limits r set
            window_started_at = case when o.expired then now() else r.window_started_at end,
            count = case when o.expired then least(${want}::int, ${max}::int) else least(o.count + ${want}::int, ${max}::int) end
          from o where r.key = ${key} and (o.expired or o.count < ${max}::int)
          returning r.count, case when o.expired then 0 else o.count end as before, r.window_started_at
        )
        select (select count from upd) as updated, (select before from upd) as before,
          (select count from ins) as inserted, (select count from o) as current,
          extract(epoch from (coalesce((select window_started_at from upd), (select window_started_at from o), now())
            + make_interval(secs => ${window}) - now()))::float8 as retry_after`),
    );
    if (!row) throw new Error('rate_limits claim returned no row');
    const retryAfterSeconds = Number(row.retry_after);
    if (row.updated !== null) {
      const count = Number(row.updated);
      return { granted: count - Number(row.before), count, retryAfterSeconds };
    }
    if (row.inserted !== null) return { granted: Number(row.inserted), count: Number(row.inserted), retryAfterSeconds };
    // The window is full; or another process created the row between our look and our insert: once more.
    if (row.current !== null || attempt > 0) return { granted: 0, count: Number(row.current ?? max), retryAfterSeconds };
  }
}

/** Takes back one hit, e.g. a login attempt that turned out to be right is not a failure. */
export async function refundHit(db: AppDb, key: string): Promise<void> {
  await db.execute(sql`update rate_limits set count = greatest(count - 1, 0) where key = ${key}`);
}

/** Forgets windows that ended long ago (called now and then; a stale row would be reset anyway). */
export async function sweepRateLimits(db: AppDb, olderThanSeconds = 86_400): Promise<void> {
  await db.execute(sql`delete from rate_limits where window_started_at < now() - make_interval(secs => ${olderThanSeconds})`);
}
