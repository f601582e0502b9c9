// The job runner's statements on the `jobs` table once a job is claimed (claim.ts claims them): write
// an outcome only while the claim is still the runner's own (its token in locked_by), hand
// unfinished jobs back, add a schedule's job for the current interval, and read a job's state.
// Every time is the database clock's.
import { sql } from 'drizzle-orm';
import { rowsOf, type AppDb } from '../../db/client.ts';
import type { ClaimedRow } from './claim.ts';
import { JOB_KINDS, type JobKind } from './kinds.ts';

export type { ClaimedRow } from './claim.ts';

/** Marks the job done; false when its lease was taken over (nothing written). */
export async function completeJob(db: AppDb, job: ClaimedRow): Promise<boolean> {
  const result = await db.execute(sql`
    update jobs set state = 'done', locked_by = null, locked_until = null, last_error = null, finished_at = now(), updated_at = now()
    where id = ${job.id} and locked_by = ${job.token} and state = 'running'
    returning id`);
  return rowsOf(result).length > 0;
}

/** Parks the job as failed with `message`; false when its lease was taken over. */
export async function parkJob(db: AppDb, job: ClaimedRow, message: string): Promise<boolean> {
  const result = await db.execute(sql`
    update jobs set state = 'failed', locked_by = null, locked_until = null, last_error = ${message}, finished_at = now(), updated_at = now()
    where id = ${job.id} and locked_by = ${job.token} and state = 'running' returning id`);
  return rowsOf(result).length > 0;
}

/** Queues the job again in `waitMs`, with `message` as its last error; false when its lease was taken over. */
export async function requeueJob(db: AppDb, job: ClaimedRow, message: string, waitMs: number): Promise<boolean> {
  const result = await db.execute(sql`
    update jobs set state = 'queued', locked_by = null, locked_until = null, last_error = ${message},
      run_at = now() + make_interval(secs => ${waitMs / 1000}), updated_at = now()
    where id = ${job.id} and locked_by = ${job.token} and state = 'running' returning id`);
  return rowsOf(result).length > 0;
}

/**
 * Queues the job again in `waitMs` without counting this attempt (the handler could not start it: its
 * remote end is paused), with `message` as its last error; false when its lease was taken over.
 */
export async function postponeJob(db: AppDb, job: ClaimedRow, message: string, waitMs: number): Promise<boolean> {
  const result = await db.execute(sql`
    update jobs set state = 'queued', attempts = greatest(attempts - 1, 0), locked_by = null, locked_until = null, last_error = ${message},
      run_at = now() + make_interval(secs => ${waitMs / 1000}), updated_at = now()
    where id = ${job.id} and locked_by = ${job.token} and state = 'running' returning id`);
  return rowsOf(result).length > 0;
}

/** Adds the schedule's job for the current interval (by the database clock); nothing if it is there. */
export async function insertScheduled(db: AppDb, s: { name: string; kind: JobKind; everyMs: number; payload?: unknown }): Promise<void> {
  const policy = JOB_KINDS[s.kind];
  await db.execute(sql`
    insert into jobs (kind, key, payload, max_attempts, lease_seconds, lane)
    values (${s.kind}, ${s.name} || '@' || floor(extract(epoch from now()) * 1000 / ${s.everyMs})::bigint,
      ${JSON.stringify(s.payload ?? {})}::jsonb, ${policy.maxAttempts}, ${policy.leaseSeconds}, ${policy.lane})
    on conflict (kind, key) do nothing`);
}

/** Hands running jobs back to the queue, due now, the interrupted attempt not counted. */
export async function releaseJobs(db: AppDb, tokens: string[]): Promise<void> {
  await db.execute(sql`
    update jobs set state = 'queued', attempts = greatest(attempts - 1, 0), locked_by = null, locked_until = null, run_at = now(), updated_at = now()
    where state = 'running' and locked_by in (${sql.join(
      tokens.map((t) => sql`${t}`),
      sql`, `,
    )})`);
}

/** The state of a job, by kind and key or by id (undefined: no such job). */
export async function jobState(db: AppDb, where: { kind: JobKind; key: string } | { id: number }): Promise<string | undefined> {
  const [job] = rowsOf<{ state: string }>(
    await db.execute('id' in where ? sql`select state from jobs where id = ${where.id}` : sql`select state from jobs where kind = ${where.kind} and key = ${where.key}`),
  );
  return job?.state;
}
