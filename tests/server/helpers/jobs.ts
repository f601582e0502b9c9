// A look into the job queue (the jobs table) for tests of work done later: the jobs of a kind (and
// key), with their state, attempts, last error and how far off their next run is by the database
// clock; and "time passes" for a job: its run_at moved to now (or anywhere) so that the next
// app.jobs.drain() runs it.
import { sql, type SQL } from 'drizzle-orm';
import { rowsOf, type AppDb } from '../../../server/db/client.ts';
import type { JobKind } from '../../../server/services/jobs/kinds.ts';

export interface JobView {
  id: number;
  kind: JobKind;
  key: string | null;
  state: 'queued' | 'running' | 'done' | 'failed';
  attempts: number;
  maxAttempts: number;
  lastError: string | null;
  /** Seconds from now (database clock) to run_at; negative when due. */
  runInSeconds: number;
  payload: Record<string, unknown>;
}

type Raw = {
  id: number | string;
  kind: JobKind;
  key: string | null;
  state: JobView['state'];
  attempts: number | string;
  max_attempts: number | string;
  last_error: string | null;
  run_in_s: number | string;
  payload: unknown;
};

const viewOf = (r: Raw): JobView => ({
  id: Number(r.id),
  kind: r.kind,
  key: r.key,
  state: r.state,
  attempts: Number(r.attempts),
  maxAttempts: Number(r.max_attempts),
  lastError: r.last_error,
  runInSeconds: Number(r.run_in_s),
  payload: (typeof r.payload === 'string' ? JSON.parse(r.payload) : r.payload) as Record<string, unknown>,
});

/** The jobs of `kind` (oldest first), only those with key `key` when given (a LIKE pattern with `%`). */
export async function jobsOf(db: AppDb, kind: JobKind, key?: string): Promise<JobView[]> {
  const byKey: SQL = key === undefined ? sql`true` : key.includes('%') ? sql`key like ${key}` : sql`key = ${key}`;
  const result = await db.execute(sql`
    select id, kind, key, state, attempts, max_attempts, last_error, payload,
      extract(epoch from (run_at - now()))::float8 as run_in_s
    from jobs where kind = ${kind} and ${byKey} order by id`);
  return rowsOf<Raw>(result).map(viewOf);
}

/** The one job of `kind` and `key`, or undefined. */
export async function jobOf(db: AppDb, kind: JobKind, key: string): Promise<JobView | undefined> {
  return (await jobsOf(db, kind, key))[0];
}

/** Time passes for the queued jobs of `kind` (and `key`): due `inSeconds` from now (default: now). */
export async function makeDue(db: AppDb, kind: JobKind, key?: string, inSeconds = 0): Promise<number> {
  const byKey: SQL = key === undefined ? sql`true` : key.includes('%') ? sql`key like ${key}` : sql`key = ${key}`;
  const result = await db.execute(sql`
    update jobs set run_at = now() + make_interval(secs => ${inSeconds})
    where kind = ${kind} and state = 'queued' and ${byKey} returning id`);
  return rowsOf(result).length;
}
