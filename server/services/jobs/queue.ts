// Writing jobs: enqueue() inside the caller's transaction (the transactional outbox: the job exists
// exactly when the change that promises it was committed). A job with a key is queued once: a
// second enqueue of the same kind and key changes nothing, whatever state the first is in.
// The payload is checked against its kind (JobPayloads, declared by the modules: kinds.ts); a kind
// no module declares is refused.
import { sql } from 'drizzle-orm';
import { rowsOf, type AppDb, type Tx } from '../../db/client.ts';
import type { JobKind, NoPayload, PayloadIn } from './define.ts';
import { isJobKind, JOB_KINDS } from './kinds.ts';

/** The payload field of a kind: required unless the kind carries none. */
export type PayloadField<K extends JobKind> = [PayloadIn<K>] extends [NoPayload] ? { payload?: PayloadIn<K> } : { payload: PayloadIn<K> };

type NewJobOf<K extends JobKind> = {
  kind: K;
  /** The idempotency key; null or absent: every enqueue adds a job. */
  key?: string | null;
  /** Not before this many milliseconds from now (database clock). */
  delayMs?: number;
} & PayloadField<K>;

/** A job to queue; its payload is JSON: ids rather than copies of rows (the handler reads the current state). */
export type NewJob = { [K in JobKind]: NewJobOf<K> }[JobKind];

type Writer = AppDb | Tx;

const listeners = new Set<() => void>();

/** In-process hint that jobs were queued (a runner polls soon instead of at its next tick). */
export function onEnqueued(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Queues `job`; returns its id, or null when a job with that kind and key exists already. */
export async function enqueue(db: Writer, job: NewJob): Promise<number | null> {
  if (!isJobKind(job.kind)) throw new Error(`unknown job kind ${String(job.kind)}: no module declares it (services/jobs/kinds.ts)`);
  const policy = JOB_KINDS[job.kind];
  const result = await db.execute(sql`
    insert into jobs (kind, key, payload, max_attempts, lease_seconds, run_at)
    values (${job.kind}, ${job.key ?? null}, ${JSON.stringify(job.payload ?? {})}::jsonb, ${policy.maxAttempts}, ${policy.leaseSeconds},
      now() + make_interval(secs => ${(job.delayMs ?? 0) / 1000}))
    on conflict (kind, key) do nothing
    returning id`);
  const id = rowsOf<{ id: number | string }>(result)[0]?.id;
  if (id !== undefined) for (const listener of listeners) listener();
  return id === undefined ? null : Number(id);
}
