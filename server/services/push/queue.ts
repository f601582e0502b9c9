// The push send queue (push_deliveries), in SQL. A status change becomes one row per device that
// follows the parcel, in one statement that also (a) drops the parcel's messages still waiting, which
// the new one replaces (same tag on the device; an older one sent late would show an old status), and
// (b) ends the parcel's subscriptions once its status is final. Rows are unique per (device, event),
// so the same change heard twice (two apps over one database) is queued once.
// Claiming is one statement too: due rows are locked FOR UPDATE SKIP LOCKED and leased (next_attempt_at
// moved to the end of the lease, attempts + 1), so two processes never send the same delivery; only the
// holder of the lease writes the outcome, and a lease left by a dead process simply runs out.
import { and, eq, inArray, sql } from 'drizzle-orm';
import { rowsOf, type AppDb } from '../../db/client.ts';
import { deviceTokens, pushDeliveries, type PushPayload } from '../../db/schema.ts';

export interface QueuedChange {
  awb: string;
  /** The latest event of the change: deliveries are unique per device and event. */
  eventId: number;
  final: boolean;
  payload: PushPayload;
}

/** Queues `change` for every device following its parcel; returns how many rows were added. */
export async function enqueueChange(db: AppDb, change: QueuedChange, now: Date): Promise<number> {
  const result = await db.execute(sql`
    with superseded as (
      delete from push_deliveries where awb = ${change.awb} and status = 'pending' and event_id < ${change.eventId}
    ), ended as (
      delete from push_subscriptions where awb = ${change.awb} and ${change.final}::boolean
    )
    insert into push_deliveries (device_token_id, awb, event_id, payload, next_attempt_at)
    select s.device_token_id, ${change.awb}, ${change.eventId}, ${JSON.stringify(change.payload)}::jsonb, ${now.toISOString()}::timestamptz
    from push_subscriptions s
    where s.awb = ${change.awb}
    on conflict (device_token_id, event_id) do nothing
    returning id`);
  return rowsOf(result).length;
}

export interface ClaimedDelivery {
  id: number;
  deviceTokenId: number;
  token: string;
  awb: string;
  payload: PushPayload;
  /** Including this one. */
  attempts: number;
}

/** Claims up to `batch` due deliveries until `lease`. */
export async function claimDue(db: AppDb, now: Date, lease: Date, batch: number): Promise<ClaimedDelivery[]> {
  const result = await db.execute(sql`
    with due as (
      select id from push_deliveries
      where status = 'pending' and next_attempt_at <= ${now.toISOString()}::timestamptz
      order by next_attempt_at, id
      limit ${batch}
      for update skip locked
    )
    update push_deliveries d
    set next_attempt_at = ${lease.toISOString()}::timestamptz, attempts = d.attempts + 1
    from due, device_tokens t
    where d.id = due.id and t.id = d.device_token_id
    returning d.id, d.device_token_id, t.token, d.awb, d.payload, d.attempts`);
  type Row = { id: number | string; device_token_id: number | string; token: string; awb: string; payload: PushPayload | string; attempts: number };
  return rowsOf<Row>(result)
    .map((r) => ({
      id: Number(r.id),
      deviceTokenId: Number(r.device_token_id),
      token: r.token,
      awb: r.awb,
      payload: typeof r.payload === 'string' ? (JSON.parse(r.payload) as PushPayload) : r.payload,
      attempts: Number(r.attempts),
    }))
    .sort((a, b) => a.id - b.id);
}

/** The outcome of one claimed delivery, written only while `lease` is still ours. */
export type Outcome = { status: 'sent'; at: Date } | { status: 'pending'; at: Date; error: string } | { status: 'failed'; error: string };

export async function settle(db: AppDb, id: number, lease: Date, outcome: Outcome): Promise<void> {
  const set =
    outcome.status === 'sent'
      ? { status: 'sent' as const, sentAt: outcome.at, lastError: null }
      : outcome.status === 'pending'
        ? { nextAttemptAt: outcome.at, lastError: outcome.error }
        : { status: 'failed' as const, lastError: outcome.error };
  await db
    .update(pushDeliveries)
    .set(set)
    .where(and(eq(pushDeliveries.id, id), eq(pushDeliveries.nextAttemptAt, lease), eq(pushDeliveries.status, 'pending')));
}

/** FCM said the token is dead: the device goes, with its subscriptions and deliveries. */
export async function forgetDevice(db: AppDb, deviceTokenId: number): Promise<void> {
  await db.delete(deviceTokens).where(eq(deviceTokens.id, deviceTokenId));
}

/** Claimed but not attempted (stopping): due again at once, the attempt not counted. */
export async function release(db: AppDb, ids: number[], lease: Date, now: Date): Promise<void> {
  if (!ids.length) return;
  await db
    .update(pushDeliveries)
    .set({ nextAttemptAt: now, attempts: sql`${pushDeliveries.attempts} - 1` })
    .where(and(inArray(pushDeliveries.id, ids), eq(pushDeliveries.nextAttemptAt, lease), eq(pushDeliveries.status, 'pending')));
}

/** Whether anything waits to be sent (due or not, leased or not): the retry timer runs while it does. */
export async function hasPending(db: AppDb): Promise<boolean> {
  const rows = await db.select({ id: pushDeliveries.id }).from(pushDeliveries).where(eq(pushDeliveries.status, 'pending')).limit(1);
  return rows.length > 0;
}

/** Forgets deliveries done for a week, and devices not seen for 270 days (FCM expires such tokens). */
export async function prunePush(db: AppDb): Promise<void> {
  await db.execute(sql`delete from push_deliveries where status <> 'pending' and created_at < now() - interval '7 days'`);
  await db.execute(sql`delete from device_tokens where last_seen_at < now() - interval '270 days'`);
}
