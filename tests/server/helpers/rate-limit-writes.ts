// Counts the writes to rate_limits (each row inserted or updated) with a trigger on the test's own
// database, so a test can tell how often the database was written per request.
import { sql } from 'drizzle-orm';
import type { AppDb } from '../../../server/db/client.ts';
import { query } from './auth.ts';

export async function countRateLimitWrites(db: AppDb): Promise<void> {
  await db.execute(sql`create table if not exists rate_limit_writes (n bigint not null)`);
  await db.execute(sql`insert into rate_limit_writes select 0 where not exists (select 1 from rate_limit_writes)`);
  await db.execute(sql`
    create or replace function count_rate_limit_write() returns trigger language plpgsql as $$
    begin update rate_limit_writes set n = n + 1; return null; end $$`);
  await db.execute(sql`drop trigger if exists count_rate_limit_writes on rate_limits`);
  await db.execute(sql`create trigger count_rate_limit_writes after insert or update on rate_limits for each row execute function count_rate_limit_write()`);
}

/** Rows written to rate_limits since countRateLimitWrites(). */
export async function rateLimitWrites(db: AppDb): Promise<number> {
  const [row] = await query<{ n: number | string }>(db, sql`select n from rate_limit_writes`);
  return Number(row?.n ?? 0);
}
