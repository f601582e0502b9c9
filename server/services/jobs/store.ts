// The job runner's statements on the `jobs` table (runner.ts): claim due jobs (FOR UPDATE SKIP
// LOCKED, then a lease), write an outcome only while the claim is still the runner's own (its token
// in locked_by), hand unfinished jobs back, add a schedule's job for the current interval, and claim
// one job by kind and key. Every time is the database clock's.
import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { rowsOf, type AppDb } from '../../db/client.ts';
import { JOB_KINDS, type JobKind } from './kinds.ts';

export interface ClaimedRow {
  id: number;
  kind: JobKind;
  key: string | null;
  payload: Record<string, unknown>;
  attempts: number;
  maxAttempts: number;
  token: string;
}

type RawRow = { id: number | string; kind: string; key: string | null; payload: unknown; attempts: number; max_attempts: number; locked_by: string };

function claimedOf(row: RawRow): ClaimedRow {
  return {
    id: Number(row.id),
    kind: row.kind as JobKind,
    key: row.key,
    payload: (typeof row.payload === 'string' ? JSON.parse(row.payload) : row.payload) as Record<string, unknown>,
    attempts: Number(row.attempts),
    maxAttempts: Number(row.max_attempts),
    token: row.locked_by,
  };
}

/** Claims up to `limit` due jobs of `kinds` (queued and due, or running with a lease run out). */
export async function claimJobs(db: AppDb, kinds: readonly JobKind[], limit: number): Promise<ClaimedRow[]> {
  const token = randomUUID();
  const kindList = sql.join(
    kinds.map((k) => sql`${k}`),
    sql`, `,
  );
  const result = await db.execute(sql`
    with due as (
      select id from jobs
      where kind in (${kindList})
        and ((state = 'queued' and run_at <= now()) or (state = 'running' and locked_until < now()))
      order by run_at, id
      limit ${limit}
      for update skip locked
    )
    update jobs j
    set state = 'running', attempts = j.attempts + 1, locked_by = ${token} || ':' || j.id,
        locked_until = now() + make_interval(secs => j.lease_seconds), updated_at = now()
    from due
    where j.id = due.id
    returning j.id, j.kind, j.key, j.payload, j.attempts, j.max_attempts, j.locked_by`);
  return rowsOf<RawRow>(result).map(claimedOf);
}

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

/** Adds the schedule's job for the current interval (by the database clock); nothing if it is there. */
export async function insertScheduled(db: AppDb, s: { name: string; kind: JobKind; everyMs: number; payload?: unknown }): Promise<void> {
  const policy = JOB_KINDS[s.kind];
  await db.execute(sql`
    insert into jobs (kind, key, payload, max_attempts, lease_seconds)
    values (${s.kind}, ${s.name} || '@' || floor(extract(epoch from now()) * 1000 / ${s.everyMs})::bigint,
      ${JSON.stringify(s.payload ?? {})}::jsonb, ${policy.maxAttempts}, ${policy.leaseSeconds})
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

/**
 * Claims the job of `kind` and `key` if nobody runs it; `retryWhenDue`: one that already failed an
 * attempt only once its backoff is over. Null when it cannot be claimed.
 */
export async function claimJob(db: AppDb, kind: JobKind, key: string, retryWhenDue: boolean): Promise<ClaimedRow | null> {
  const token = randomUUID();
  const due = retryWhenDue ? sql`and (attempts = 0 or run_at <= now())` : sql``;
  const result = await db.execute(sql`
    update jobs j
    set state = 'running', attempts = j.attempts + 1, locked_by = ${token} || ':' || j.id,
        locked_until = now() + make_interval(secs => j.lease_seconds), updated_at = now()
    where j.id = (
      select id from jobs
      where kind = ${kind} and key = ${key} and (state = 'queued' or (state = 'running' and locked_until < now())) ${due}
      for update skip locked)
    returning j.id, j.kind, j.key, j.payload, j.attempts, j.max_attempts, j.locked_by`);
  const row = rowsOf<RawRow>(result)[0];
  return row ? claimedOf(row) : null;
}

/** The state of a job, by kind and key or by id (undefined: no such job). */
export async function jobState(db: AppDb, where: { kind: JobKind; key: string } | { id: number }): Promise<string | undefined> {
  const [job] = rowsOf<{ state: string }>(
    await db.execute('id' in where ? sql`select state from jobs where id = ${where.id}` : sql`select state from jobs where kind = ${where.kind} and key = ${where.key}`),
  );
  return job?.state;
}
