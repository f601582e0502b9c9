// The tracking poller: the scheduled job 'tracking.poll' (once per TRACKING_POLL_INTERVAL_SECONDS
// across all processes) asks the carriers what happened to our parcels and records the answers
// (record.ts). Safe in several server processes over one database, even when runs overlap: due shipments are claimed with a lease in one statement
// (FOR UPDATE SKIP LOCKED: two processes never claim the same row; the lease keeps it from being
// claimed again while it is polled), the carrier is called outside any transaction, and the next
// poll is written back only by the holder of the lease. A process that dies mid-poll leaves a lease
// that expires: the shipment is polled again later, and recording is idempotent anyway.
// Next poll: on an answer, an interval by status (POLL_INTERVAL_MINUTES); on a failure (the adapter
// throws or does not answer in time), exponential backoff with jitter, counted in poll_failures.
// A run handles at most one batch and yields between shipments, so on PGlite (one connection) the
// requests are never kept waiting behind it.
import { and, eq, inArray, isNull, or, sql } from 'drizzle-orm';
import { rowsOf, type AppDb } from '../../db/client.ts';
import { shipments } from '../../db/schema.ts';
import type { CarrierNetwork } from '../carriers/index.ts';
import type { EventBus } from '../events/index.ts';
import { FINAL_STATUSES, isFinalStatus as isFinal, type ShipmentStatus } from '../carriers/index.ts';
import type { Logger } from '../logger.ts';
import { recordTracking } from './record.ts';

const MINUTE = 60_000;

/**
 * Minutes from an answer to the next poll, by the status it left the shipment in; null: never again.
 * MODEL, not published: ask often when something is about to happen that the customer waits for
 * (the courier is on the way, the parcel waits in a locker and may be collected any minute), seldom
 * while it travels between depots or goes back to the sender.
 */
export const POLL_INTERVAL_MINUTES: Readonly<Record<ShipmentStatus, number | null>> = {
  registered: 30,
  picked_up: 60,
  in_transit: 60,
  at_depot: 30,
  out_for_delivery: 15,
  delivery_failed: 60,
  in_locker: 15,
  returning: 120,
  delivered: null,
  returned: null,
  cancelled: null,
};

/** After failed polls: 1 min × 2^(failures - 1), at most 6 h, ±20% so that retries spread out. */
export const BACKOFF = { baseMs: MINUTE, maxMs: 6 * 60 * MINUTE, jitter: 0.2 } as const;

/** The wait after the `failures`-th failed poll in a row (>= 1). */
export function backoffMs(failures: number, random: () => number = Math.random): number {
  const base = Math.min(BACKOFF.baseMs * 2 ** Math.max(0, failures - 1), BACKOFF.maxMs);
  return Math.min(Math.round(base * (1 - BACKOFF.jitter + 2 * BACKOFF.jitter * random())), BACKOFF.maxMs);
}

export interface PollSettings {
  /** Shipments claimed per run. */
  batch: number;
  /** How long a carrier may take to answer. */
  timeoutMs: number;
  /** How long a claim holds; by default long enough for a whole batch of timeouts. */
  leaseMs?: number;
}

export const DEFAULT_POLL_SETTINGS: PollSettings = { batch: 20, timeoutMs: 20_000 };

/** What polling needs: the database, the event bus the changes are published on, the carriers, a log, the clock. */
export interface PollerContext {
  readonly db: AppDb;
  readonly events: EventBus;
  readonly carriers: CarrierNetwork;
  readonly log: Logger;
  now(): Date;
}

export interface PollReport {
  /** Shipments claimed (due). */
  claimed: number;
  /** Carriers' answers recorded. */
  polled: number;
  /** Polls that failed (backoff). */
  failed: number;
  /** Status changes published. */
  changes: number;
  /** Events recorded. */
  events: number;
}

const FINAL = [...FINAL_STATUSES];
const finalList = sql.join(
  FINAL.map((s) => sql`${s}`),
  sql`, `,
);

interface Claimed {
  id: number;
  awb: string;
  carrierId: number;
  network: string;
  status: ShipmentStatus;
  pollFailures: number;
}

/** Claims up to `batch` due shipments until `lease`; final ones (cancelled by the order flow) just stop being due. */
async function claimDue(db: AppDb, now: Date, lease: Date, batch: number): Promise<Claimed[]> {
  const result = await db.execute(sql`
    with due as (
      select id from shipments
      where next_poll_at <= ${now.toISOString()}::timestamptz
      order by next_poll_at, id
      limit ${batch}
      for update skip locked
    )
    update shipments s
    set next_poll_at = case when s.status in (${finalList}) then null else ${lease.toISOString()}::timestamptz end
    from due
    where s.id = due.id
    returning s.id, s.awb, s.carrier_id, s.network, s.status, s.poll_failures`);
  const rows = rowsOf<{ id: number | string; awb: string; carrier_id: number; network: string; status: ShipmentStatus; poll_failures: number }>(result);
  return rows
    .map((r) => ({ id: Number(r.id), awb: r.awb, carrierId: Number(r.carrier_id), network: r.network, status: r.status, pollFailures: Number(r.poll_failures) }))
    .filter((r) => !isFinal(r.status));
}

class Interrupted extends Error {}

function answerIn<T>(work: Promise<T>, ms: number, signal?: AbortSignal): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const stop = () => reject(new Interrupted('stopping'));
    const timer = setTimeout(() => reject(new Error(`the carrier did not answer in ${ms} ms`)), ms);
    if (signal?.aborted) stop();
    signal?.addEventListener('abort', stop, { once: true });
    work.then(resolve, reject).finally(() => {
      clearTimeout(timer);
      signal?.removeEventListener('abort', stop);
    });
  });
}

/** Polls the due shipments once (at most one batch); `signal` stops it between (or during) carrier calls. */
export async function pollTracking(ctx: PollerContext, settings: Partial<PollSettings> = {}, signal?: AbortSignal): Promise<PollReport> {
  const { batch, timeoutMs, leaseMs } = { ...DEFAULT_POLL_SETTINGS, ...settings };
  const report: PollReport = { claimed: 0, polled: 0, failed: 0, changes: 0, events: 0 };
  if (signal?.aborted) return report;
  const lease = new Date(ctx.now().getTime() + (leaseMs ?? batch * timeoutMs + MINUTE));
  const claimed = await claimDue(ctx.db, ctx.now(), lease, batch);
  report.claimed = claimed.length;
  // Only the holder of the lease writes the next poll (a lease that ran out may be someone else's now).
  const ours = (id: number) => and(eq(shipments.id, id), or(eq(shipments.nextPollAt, lease), isNull(shipments.nextPollAt)));

  for (const [index, row] of claimed.entries()) {
    const now = ctx.now();
    try {
      if (signal?.aborted) throw new Interrupted('stopping');
      const adapter = ctx.carriers.adapterFor(row);
      const events = await answerIn(adapter.track(row.awb, now), timeoutMs, signal);
      const change = await recordTracking(ctx.db, row, events, now, { events: ctx.events, log: ctx.log });
      const minutes = POLL_INTERVAL_MINUTES[change?.to ?? row.status];
      const next = minutes === null ? null : new Date(now.getTime() + minutes * MINUTE).toISOString();
      await ctx.db
        .update(shipments)
        .set({ nextPollAt: sql`case when ${shipments.status} in (${finalList}) then null else ${next}::timestamptz end`, pollFailures: 0, lastPolledAt: now })
        .where(ours(row.id));
      report.polled += 1;
      if (change) {
        report.changes += 1;
        report.events += change.events.length;
      }
    } catch (error) {
      if (error instanceof Interrupted) {
        // Stopping: what is left is due again at once, for another process or the next start.
        const left = claimed.slice(index).map((r) => r.id);
        await ctx.db.update(shipments).set({ nextPollAt: now }).where(and(inArray(shipments.id, left), eq(shipments.nextPollAt, lease)));
        break;
      }
      const failures = row.pollFailures + 1;
      const next = new Date(now.getTime() + backoffMs(failures));
      await ctx.db.update(shipments).set({ nextPollAt: next, pollFailures: failures, lastPolledAt: now }).where(and(eq(shipments.id, row.id), eq(shipments.nextPollAt, lease)));
      report.failed += 1;
      ctx.log.warn({ err: error, awb: row.awb, carrierId: row.carrierId, failures, nextPollAt: next.toISOString() }, 'tracking poll failed; retrying later');
    }
    // Lets waiting requests run between shipments (PGlite has one connection).
    await new Promise((resolve) => setImmediate(resolve));
  }
  return report;
}

/**
 * What a poller context is made from: the parts of a wider context polling reads (the order flow's
 * context has them all, app/job-handlers.ts; this module needs nothing else of orders/).
 */
export interface PollerSource {
  readonly db: AppDb;
  readonly events: EventBus;
  readonly carriers: CarrierNetwork;
  readonly auth: { readonly log: Logger };
  now(): Date;
}

export function pollerContextOf(ctx: PollerSource): PollerContext {
  return { db: ctx.db, events: ctx.events, carriers: ctx.carriers, log: ctx.auth.log, now: () => ctx.now() };
}

