// The circuit breaker of a webhook endpoint, kept on its row (webhook_endpoints.consecutive_failures
// and paused_until) so every process sees the same state. Each failed attempt counts one more
// failure in a row; from the `threshold`-th on, the endpoint is paused: 1 minute, doubling with each
// further failure up to 1 hour. Its queued deliveries move to the end of the pause (they hold no slot
// meanwhile, and spend no attempt); once it ends, the next delivery is the probe. A success (or the
// owner changing the URL or activating the endpoint again) closes the breaker, and if it was open
// the deliveries that waited on it are due at once (retries after failures below the threshold keep
// their backoff). Test events go through a pause: they are the owner's probe.
import { sql } from 'drizzle-orm';
import { rowsOf, type AppDb, type Tx } from '../../db/client.ts';
import { moveQueuedJobs } from '../jobs/index.ts';

export const BREAKER_PAUSE = { baseMs: 60_000, maxMs: 60 * 60_000 } as const;

/** The job target of an endpoint's deliveries (the deliveries lane caps it, the breaker moves its jobs). */
export const webhookTarget = (endpointId: number) => `webhook-endpoint:${endpointId}`;

/** The deliveries of the endpoint that wait in the queue (its retries, never a test event) move with its pause (the jobs module writes the queue). */
const moveWaitingDeliveries = (db: AppDb | Tx, endpointId: number, until: Date | null) => moveQueuedJobs(db, 'webhook.deliver', webhookTarget(endpointId), until);

export interface BreakerState {
  consecutiveFailures: number;
  /** Set when this failure paused the endpoint (or made its pause longer). */
  pausedUntil: Date | null;
}

/** Counts a failed attempt; from `threshold` failures in a row on, pauses the endpoint and moves its waiting deliveries after the pause. */
export async function recordFailure(db: AppDb, endpointId: number, threshold: number): Promise<BreakerState> {
  return db.transaction(async (tx) => {
    const [row] = rowsOf<{ failures: number; paused_until: Date | string | null }>(
      await tx.execute(sql`
        update webhook_endpoints set
          consecutive_failures = consecutive_failures + 1,
          paused_until = case when consecutive_failures + 1 >= ${threshold}
            then now() + make_interval(secs => least(${BREAKER_PAUSE.baseMs} * power(2, consecutive_failures + 1 - ${threshold}), ${BREAKER_PAUSE.maxMs}) / 1000.0)
            else paused_until end
        where id = ${endpointId}
        returning consecutive_failures as failures, case when consecutive_failures >= ${threshold} then paused_until end as paused_until`),
    );
    if (!row) return { consecutiveFailures: 0, pausedUntil: null };
    const pausedUntil = row.paused_until === null ? null : new Date(row.paused_until);
    if (pausedUntil) await moveWaitingDeliveries(tx, endpointId, pausedUntil);
    return { consecutiveFailures: Number(row.failures), pausedUntil };
  });
}

/**
 * A success (or the owner's change): the failures in a row start again from 0, and if the endpoint
 * was paused, the deliveries that waited on the pause are due now.
 */
export async function closeBreaker(db: AppDb | Tx, endpointId: number): Promise<void> {
  const [closed] = rowsOf<{ was_paused: boolean }>(
    await db.execute(sql`
      with old as (
        select id, paused_until is not null as was_paused from webhook_endpoints
        where id = ${endpointId} and (consecutive_failures > 0 or paused_until is not null)
        for update
      )
      update webhook_endpoints e set consecutive_failures = 0, paused_until = null
      from old where e.id = old.id
      returning old.was_paused`),
  );
  if (!closed?.was_paused) return;
  await moveWaitingDeliveries(db, endpointId, null);
}

/** How long the endpoint stays paused, by the database clock (0: not paused). */
export async function pauseLeftMs(db: AppDb, endpointId: number): Promise<number> {
  const [row] = rowsOf<{ ms: number | string | null }>(
    await db.execute(sql`select greatest(0, extract(epoch from (paused_until - now())) * 1000)::float8 as ms from webhook_endpoints where id = ${endpointId}`),
  );
  return Math.ceil(Number(row?.ms ?? 0));
}
