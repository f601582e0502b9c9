// Writing jobs: enqueue() inside the caller's transaction (the transactional outbox: the job exists
// exactly when the change that promises it was committed). A job with a key is queued once: a
// second enqueue of the same kind and key changes nothing, whatever state the first is in.
// The payload is checked against its kind (JobPayloads, declared by the modules: kinds.ts); a kind
// no module declares is refused. The row carries its kind's lane (lanes.ts), and the account and
// remote end it serves when its lane caps those (a webhook delivery: its shop and endpoint).
import { sql } from 'drizzle-orm';
import { rowsOf, type AppDb, type Tx } from '../../db/client.ts';
import type { JobKind, NoPayload, PayloadIn } from './define.ts';
import { isJobKind, JOB_KINDS } from './kinds.ts';
import type { JobLane } from './lanes.ts';

/** The payload field of a kind: required unless the kind carries none. */
export type PayloadField<K extends JobKind> = [PayloadIn<K>] extends [NoPayload] ? { payload?: PayloadIn<K> } : { payload: PayloadIn<K> };

type NewJobOf<K extends JobKind> = {
  kind: K;
  /** The idempotency key; null or absent: every enqueue adds a job. */
  key?: string | null;
  /** Not before this many milliseconds from now (database clock). */
  delayMs?: number;
  /** The account it serves (`account:<id>`): its lane may cap how many of an account's jobs run at once. */
  tenant?: string | null;
  /** The remote end it talks to (`webhook-endpoint:<id>`): its lane may cap how many run at once for it. */
  target?: string | null;
} & PayloadField<K>;

/** A job to queue; its payload is JSON: ids rather than copies of rows (the handler reads the current state). */
export type NewJob = { [K in JobKind]: NewJobOf<K> }[JobKind];

type Writer = AppDb | Tx;

const listeners = new Set<(lane: JobLane) => void>();

/** In-process hint that a job of `lane` was queued (a runner polls that lane soon instead of at its next tick). */
export function onEnqueued(listener: (lane: JobLane) => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Queues `job`; returns its id, or null when a job with that kind and key exists already. */
export async function enqueue(db: Writer, job: NewJob): Promise<number | null> {
  if (!isJobKind(job.kind)) throw new Error(`unknown job kind ${String(job.kind)}: no module declares it (services/jobs/kinds.ts)`);
  const policy = JOB_KINDS[job.kind];
  const result = await db.execute(sql`
    insert into jobs (kind, key, payload, max_attempts, lease_seconds, lane, tenant, target, run_at)
    values (${job.kind}, ${job.key ?? null}, ${JSON.stringify(job.payload ?? {})}::jsonb, ${policy.maxAttempts}, ${policy.leaseSeconds},
      ${policy.lane}, ${job.tenant ?? null}, ${job.target ?? null}, now() + make_interval(secs => ${(job.delayMs ?? 0) / 1000}))
    on conflict (kind, key) do nothing
    returning id`);
  const id = rowsOf<{ id: number | string }>(result)[0]?.id;
  if (id !== undefined) for (const listener of listeners) listener(policy.lane);
  return id === undefined ? null : Number(id);
}
