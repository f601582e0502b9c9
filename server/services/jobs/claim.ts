// Claiming jobs (the runner's lanes, runner.ts): a lane's due jobs, oldest first (queued and due, or
// running with a lease run out), locked with FOR UPDATE SKIP LOCKED and given a lease: two processes
// never run the same job at once. Each lane's claim goes through its own index (jobs_lane_due_idx,
// jobs_lane_lease_idx). A lane with caps (lanes.ts: per tenant, per target) skips the jobs of a
// tenant or target that has its fill running already, counted across every process: those jobs stay
// queued, holding no slot, until one of theirs finishes. Such claims take a transaction-scoped
// advisory lock per lane (PostgreSQL), so that two processes never both fill the last place.
import { randomUUID } from 'node:crypto';
import { sql, type SQL } from 'drizzle-orm';
import { isEmbedded, rowsOf, type AppDb, type Tx } from '../../db/client.ts';
import type { JobKind } from './define.ts';
import type { JobLane, LaneLimits } from './lanes.ts';

export interface ClaimedRow {
  id: number;
  kind: JobKind;
  key: string | null;
  payload: Record<string, unknown>;
  attempts: number;
  maxAttempts: number;
  token: string;
  /** When it was queued. */
  createdAt: Date;
}

type RawRow = {
  id: number | string;
  kind: string;
  key: string | null;
  payload: unknown;
  attempts: number;
  max_attempts: number;
  locked_by: string;
  created_at: Date | string;
};

const RETURNING = sql`returning j.id, j.kind, j.key, j.payload, j.attempts, j.max_attempts, j.locked_by, j.created_at`;

function claimedOf(row: RawRow): ClaimedRow {
  return {
    id: Number(row.id),
    kind: row.kind as JobKind,
    key: row.key,
    payload: (typeof row.payload === 'string' ? JSON.parse(row.payload) : row.payload) as Record<string, unknown>,
    attempts: Number(row.attempts),
    maxAttempts: Number(row.max_attempts),
    token: row.locked_by,
    createdAt: new Date(row.created_at),
  };
}

/** The lock key of a lane's capped claims (pg_advisory_xact_lock(int, int)): 'jobs' and the lane's hash. */
const CLAIM_LOCK = 0x6a6f6273;

const listOf = (values: readonly string[]) =>
  sql.join(
    values.map((v) => sql`${v}`),
    sql`, `,
  );

/** The claim of the rows `pick` chose: running, one more attempt, a lease and a token of their own. */
const claimPicked = (token: string) => sql`
  update jobs j
  set state = 'running', attempts = j.attempts + 1, locked_by = ${token} || ':' || j.id,
      locked_until = now() + make_interval(secs => j.lease_seconds), updated_at = now()
  from pick
  where j.id = pick.id
  ${RETURNING}`;

/** Up to `limit` due jobs of `lane` and `kinds`, oldest first, with no cap. */
function plainClaim(lane: JobLane, kinds: readonly JobKind[], limit: number, token: string): SQL {
  return sql`
    with queued as (
      select id, run_at from jobs
      where lane = ${lane} and state = 'queued' and run_at <= now() and kind in (${listOf(kinds)})
      order by run_at, id
      limit ${limit}
      for update skip locked
    ), expired as (
      select id, run_at from jobs
      where lane = ${lane} and state = 'running' and locked_until < now() and kind in (${listOf(kinds)})
      order by locked_until
      limit ${limit}
      for update skip locked
    ), pick as (
      select id from (select id, run_at from queued union all select id, run_at from expired) due
      order by run_at, id
      limit ${limit}
    )
    ${claimPicked(token)}`;
}

/**
 * Up to `limit` due jobs of `lane` and `kinds`, oldest first, leaving out those beyond a cap: a
 * target's n-th due job is taken only while fewer than perTarget of its jobs run (counted with the
 * running ones), then, among those left, the same for the tenant. Jobs without a tenant (target)
 * are not capped by it.
 */
function cappedClaim(lane: JobLane, kinds: readonly JobKind[], limit: number, limits: LaneLimits, token: string): SQL {
  const perTarget = limits.perTarget ?? 2_147_483_647;
  const perTenant = limits.perTenant ?? 2_147_483_647;
  const stillDue = sql`((state = 'queued' and run_at <= now()) or (state = 'running' and locked_until < now()))`;
  return sql`
    with busy as (
      select tenant, target from jobs where lane = ${lane} and state = 'running' and locked_until >= now()
    ), busy_targets as (
      select target, count(*) as n from busy where target is not null group by target
    ), busy_tenants as (
      select tenant, count(*) as n from busy where tenant is not null group by tenant
    ), due as (
      select id, run_at, tenant, target from jobs
      where lane = ${lane} and state = 'queued' and run_at <= now() and kind in (${listOf(kinds)})
      union all
      select id, run_at, tenant, target from jobs
      where lane = ${lane} and state = 'running' and locked_until < now() and kind in (${listOf(kinds)})
    ), by_target as (
      select id, run_at, tenant, target, row_number() over (partition by target order by run_at, id) as nth from due
    ), within_target as (
      select d.id, d.run_at, d.tenant from by_target d left join busy_targets b on b.target = d.target
      where d.target is null or coalesce(b.n, 0) + d.nth <= ${perTarget}
    ), by_tenant as (
      select id, run_at, tenant, row_number() over (partition by tenant order by run_at, id) as nth from within_target
    ), within_tenant as (
      select w.id, w.run_at from by_tenant w left join busy_tenants b on b.tenant = w.tenant
      where w.tenant is null or coalesce(b.n, 0) + w.nth <= ${perTenant}
    ), pick as (
      select id from jobs
      where id in (select id from within_tenant order by run_at, id limit ${limit}) and ${stillDue}
      for update skip locked
    )
    ${claimPicked(token)}`;
}

/** Claims up to `limit` due jobs of `lane` among `kinds` (the ones this runner has handlers for), within the lane's caps. */
export async function claimJobs(db: AppDb, lane: JobLane, kinds: readonly JobKind[], limit: number, limits: LaneLimits = { slots: limit }): Promise<ClaimedRow[]> {
  if (limit <= 0 || kinds.length === 0) return [];
  const token = randomUUID();
  if (limits.perTarget === undefined && limits.perTenant === undefined) {
    return rowsOf<RawRow>(await db.execute(plainClaim(lane, kinds, limit, token))).map(claimedOf);
  }
  const statement = cappedClaim(lane, kinds, limit, limits, token);
  // The embedded database is one connection in one process: its statements never overlap.
  if (isEmbedded(db)) return rowsOf<RawRow>(await db.execute(statement)).map(claimedOf);
  return db.transaction(async (tx: Tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${CLAIM_LOCK}, hashtext(${lane}))`);
    return rowsOf<RawRow>(await tx.execute(statement)).map(claimedOf);
  });
}

/**
 * Claims the job of `kind` and `key` if nobody runs it; `retryWhenDue`: one that already failed an
 * attempt only once its backoff is over. Null when it cannot be claimed. (A request waiting for the
 * answer: no lane cap applies.)
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
    ${RETURNING}`);
  const row = rowsOf<RawRow>(result)[0];
  return row ? claimedOf(row) : null;
}
