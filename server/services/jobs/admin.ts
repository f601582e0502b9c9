// What operators see and do with the queue (npm run jobs, the readiness answer), and its housekeeping.
import { sql } from 'drizzle-orm';
import { rowsOf, type AppDb, type Tx } from '../../db/client.ts';
import type { JobState } from '../../db/schema.ts';
import { JOB_LANES, type JobLane } from './lanes.ts';

/** Finished jobs are kept a week (their keys still stop a duplicate), failed ones 90 days for a person to look at. */
export const JOB_RETENTION = { done: '7 days', failed: '90 days' } as const;

export interface JobSummary {
  id: number;
  kind: string;
  key: string | null;
  state: JobState;
  attempts: number;
  maxAttempts: number;
  runAt: string;
  lastError: string | null;
  createdAt: string;
}

type Row = { id: string | number; kind: string; key: string | null; state: JobState; attempts: number; max_attempts: number; run_at: Date | string; last_error: string | null; created_at: Date | string };

const iso = (value: Date | string) => new Date(value).toISOString();

export async function listJobs(db: AppDb, options: { failed?: boolean; limit?: number } = {}): Promise<JobSummary[]> {
  const filter = options.failed ? sql`where state = 'failed'` : sql`where state <> 'done'`;
  const result = await db.execute(sql`
    select id, kind, key, state, attempts, max_attempts, run_at, last_error, created_at from jobs ${filter}
    order by id desc limit ${options.limit ?? 50}`);
  return rowsOf<Row>(result).map((r) => ({
    id: Number(r.id),
    kind: r.kind,
    key: r.key,
    state: r.state,
    attempts: Number(r.attempts),
    maxAttempts: Number(r.max_attempts),
    runAt: iso(r.run_at),
    lastError: r.last_error,
    createdAt: iso(r.created_at),
  }));
}

/** Puts a failed job back in the queue with a fresh set of attempts; false when it is not failed. */
export async function retryJob(db: AppDb, id: number): Promise<boolean> {
  const result = await db.execute(sql`
    update jobs set state = 'queued', attempts = 0, run_at = now(), finished_at = null, updated_at = now()
    where id = ${id} and state = 'failed' returning id`);
  return rowsOf(result).length > 0;
}

/**
 * Puts the job of `kind` and `key` back in the queue with a fresh set of attempts when it is queued
 * or failed (a payout retried from the dashboard); false when there is none in those states.
 */
export async function requeueJob(db: AppDb | Tx, kind: string, key: string): Promise<boolean> {
  const result = await db.execute(sql`
    update jobs set state = 'queued', attempts = 0, run_at = now(), finished_at = null, updated_at = now()
    where kind = ${kind} and key = ${key} and state in ('queued', 'failed') returning id`);
  return rowsOf(result).length > 0;
}

/** A queued job waiting for its backoff runs now (a webhook resent by hand); false when it is not queued. */
export async function runJobNow(db: AppDb | Tx, id: number): Promise<boolean> {
  const result = await db.execute(sql`update jobs set run_at = now(), updated_at = now() where id = ${id} and state = 'queued' returning id`);
  return rowsOf(result).length > 0;
}

export type JobCounts = Record<string, Partial<Record<JobState, number>>>;

/** Jobs by kind and state; finished ones (done) only with `withDone` (they are many and tell little). */
export async function jobCounts(db: AppDb, withDone = false): Promise<JobCounts> {
  const filter = withDone ? sql`` : sql`where state <> 'done'`;
  const result = await db.execute(sql`select kind, state, count(*)::int as n from jobs ${filter} group by kind, state order by kind, state`);
  const counts: JobCounts = {};
  for (const r of rowsOf<{ kind: string; state: JobState; n: number }>(result)) (counts[r.kind] ??= {})[r.state] = Number(r.n);
  return counts;
}

/**
 * How long the oldest due job of each lane has been waiting, in seconds (0: none): each lane's lag,
 * read through its own index (jobs_lane_due_idx).
 */
export async function oldestDueSecondsByLane(db: AppDb): Promise<Record<JobLane, number>> {
  const lanes = sql.join(
    JOB_LANES.map((lane) => sql`(${lane})`),
    sql`, `,
  );
  const result = await db.execute(sql`
    select l.lane, coalesce(extract(epoch from (now() - (
      select min(run_at) from jobs where lane = l.lane and state = 'queued' and run_at <= now()))), 0)::float8 as s
    from (values ${lanes}) as l(lane)`);
  const late = Object.fromEntries(JOB_LANES.map((lane) => [lane, 0])) as Record<JobLane, number>;
  for (const row of rowsOf<{ lane: JobLane; s: number }>(result)) late[row.lane] = Math.round(Number(row.s));
  return late;
}

export async function pruneJobs(db: AppDb): Promise<void> {
  await db.execute(sql`delete from jobs where state = 'done' and finished_at < now() - ${JOB_RETENTION.done}::interval`);
  await db.execute(sql`delete from jobs where state = 'failed' and finished_at < now() - ${JOB_RETENTION.failed}::interval`);
}

/**
 * Moves the queued jobs of one kind for one target (e.g. a webhook endpoint's deliveries): to `until`
 * those due before it (a pause), or, with `until` null, to now those due later (the pause ended).
 * Their attempts are untouched.
 */
export async function moveQueuedJobs(db: AppDb | Tx, kind: string, target: string, until: Date | null): Promise<void> {
  const waiting = sql`kind = ${kind} and target = ${target} and state = 'queued'`;
  if (until) {
    const at = sql`${until.toISOString()}::timestamptz`;
    await db.execute(sql`update jobs set run_at = ${at}, updated_at = now() where ${waiting} and run_at < ${at}`);
  } else {
    await db.execute(sql`update jobs set run_at = now(), updated_at = now() where ${waiting} and run_at > now()`);
  }
}
