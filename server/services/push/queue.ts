// The push deliveries (push_deliveries), in SQL: the record of each message to each device. A status
// change becomes one row per device that follows the parcel, in one statement that also (a) drops
// the parcel's messages still waiting, which the new one replaces (same tag on the device; an older
// one sent late would show an old status), and (b) ends the parcel's subscriptions once its status
// is final. Rows are unique per (device, event), so the same change handled twice is queued once.
// Sending them is the job queue's work (deliver.ts: one 'push.deliver' job per row).
import { eq, sql } from 'drizzle-orm';
import { rowsOf, type AppDb, type Tx } from '../../db/client.ts';
import { deviceTokens, type PushPayload } from '../../db/schema.ts';

export interface QueuedChange {
  awb: string;
  /** The latest event of the change: deliveries are unique per device and event. */
  eventId: number;
  final: boolean;
  payload: PushPayload;
}

/** Records `change` for every device following its parcel; returns the ids of the rows added. */
export async function enqueueChange(db: AppDb | Tx, change: QueuedChange, now: Date): Promise<number[]> {
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
  return rowsOf<{ id: number | string }>(result).map((r) => Number(r.id));
}

/** FCM said the token is dead: the device goes, with its subscriptions and deliveries. */
export async function forgetDevice(db: AppDb, deviceTokenId: number): Promise<void> {
  await db.delete(deviceTokens).where(eq(deviceTokens.id, deviceTokenId));
}

/** Forgets deliveries done for a week, and devices not seen for 270 days (FCM expires such tokens). */
export async function prunePush(db: AppDb): Promise<void> {
  await db.execute(sql`delete from push_deliveries where status <> 'pending' and created_at < now() - interval '7 days'`);
  await db.execute(sql`delete from device_tokens where last_seen_at < now() - interval '270 days'`);
}
