// The one durable job queue (drizzle pg-core), re-exported by schema.ts; the rules are in
// services/jobs/. A job is written in the same transaction as the change that promises it, claimed
// by any process (FOR UPDATE SKIP LOCKED, then a lease until `locked_until`), run by the handler of
// its `kind`, retried with backoff (`run_at`) and parked as `failed` with its last error.
// `key` is the idempotency key: the same effect (kind + key) is never queued twice.
// `lane` (the kind's, services/jobs/lanes.ts) is copied into the row like its attempts and lease, so
// that each lane's runner claims its own rows through its own index; `tenant` and `target` name the
// account and the remote end a job serves, for the lanes that cap how many run at once for each.
import { sql } from 'drizzle-orm';
import { bigint, check, index, integer, jsonb, pgTable, text, timestamp, unique } from 'drizzle-orm/pg-core';

const at = (name: string) => timestamp(name, { withTimezone: true });

export const JOB_STATES = ['queued', 'running', 'done', 'failed'] as const;
export type JobState = (typeof JOB_STATES)[number];

export const jobs = pgTable(
  'jobs',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    kind: text('kind').notNull(),
    key: text('key'),
    /** The lane whose slots run it (its kind's policy when queued). */
    lane: text('lane').notNull().default('money'),
    /** The account it serves (`account:<id>`), for a lane's per-account cap; null: none. */
    tenant: text('tenant'),
    /** The remote end it talks to (`webhook-endpoint:<id>`), for a lane's per-target cap; null: none. */
    target: text('target'),
    payload: jsonb('payload').$type<Record<string, unknown>>().notNull().default({}),
    state: text('state', { enum: JOB_STATES }).notNull().default('queued'),
    /** Attempts started (counted when claimed, so a process dying mid-run still counts). */
    attempts: integer('attempts').notNull().default(0),
    maxAttempts: integer('max_attempts').notNull(),
    /** How long a claim holds before another process may take the job over. */
    leaseSeconds: integer('lease_seconds').notNull(),
    runAt: at('run_at').notNull().defaultNow(),
    /** The claim's own random token: only its holder writes the outcome. */
    lockedBy: text('locked_by'),
    lockedUntil: at('locked_until'),
    lastError: text('last_error'),
    createdAt: at('created_at').notNull().defaultNow(),
    updatedAt: at('updated_at').notNull().defaultNow(),
    finishedAt: at('finished_at'),
  },
  (t) => [
    unique('jobs_kind_key_unique').on(t.kind, t.key),
    // A lane's claim: its due jobs in order, and its running ones (leases run out; a cap's counts).
    index('jobs_lane_due_idx').on(t.lane, t.runAt, t.id).where(sql`${t.state} = 'queued'`),
    index('jobs_lane_lease_idx').on(t.lane, t.lockedUntil).where(sql`${t.state} = 'running'`),
    // A target's waiting jobs (a paused webhook endpoint's deliveries moved after its pause, or due again).
    index('jobs_target_idx').on(t.target, t.runAt).where(sql`${t.state} = 'queued' and ${t.target} is not null`),
    index('jobs_finished_idx').on(t.finishedAt).where(sql`${t.state} = 'done'`),
    check('jobs_state_check', sql`${t.state} in ('queued', 'running', 'done', 'failed')`),
  ],
);

export type JobRow = typeof jobs.$inferSelect;
