// Push notifications as jobs of the queue. A recorded status change queues a 'push.change' job in
// the recording's own transaction (push's subscriber of 'shipment.status_changed', subscribers.ts);
// its handler records one delivery per device that follows the parcel (queue.ts) and queues one
// 'push.deliver' job per delivery, in one transaction. A 'push.deliver' handler sends one message
// through the PushSender and writes the outcome to the delivery: sent; the device forgotten when
// FCM says its token is dead; failed at once when the message itself is refused; otherwise the job
// is retried with backoff (30 s doubling up to 1 h, or the remote's Retry-After when longer) and
// the delivery failed after the last attempt. A delivery no longer pending (sent, superseded by a
// newer status) is not sent again.
import { and, eq, sql } from 'drizzle-orm';
import type { AppDb } from '../../db/client.ts';
import { deviceTokens, pushDeliveries, type PushPayload } from '../../db/schema.ts';
import type { PayloadOut } from '../jobs/define.ts';
import { enqueue } from '../jobs/index.ts';
import { RetryLater, type JobContext } from '../jobs/index.ts';
import type { Logger } from '../logger.ts';
import type { StatusChange } from '../tracking/index.ts';
import { enqueueChange, forgetDevice } from './queue.ts';
import type { PushSender, SendResult } from './sender.ts';
import { latestEvent, statusChangePayload } from './status-message.ts';

export const MAX_RETRY_AFTER_MS = 24 * 60 * 60 * 1000;

export interface PushContext {
  readonly db: AppDb;
  readonly sender: PushSender;
  readonly log: Logger;
  /** For the absolute link of the notification (https only). */
  readonly publicUrl: string;
  now(): Date;
}

/** A status change as a job's JSON payload holds it (dates as ISO strings). */
type StoredChange = PayloadOut<'push.change'>;

function reviveChange(stored: StoredChange): StatusChange {
  return { ...stored, recordedAt: new Date(stored.recordedAt), events: stored.events.map((e) => ({ ...e, occurredAt: new Date(e.occurredAt) })) };
}

/** The handler of a 'push.change' job. */
export async function queuePushDeliveries(ctx: PushContext, stored: StoredChange): Promise<void> {
  const change = reviveChange(stored);
  const latest = latestEvent(change.events);
  if (!latest) return;
  await ctx.db.transaction(async (tx) => {
    const ids = await enqueueChange(tx, { awb: change.awb, eventId: latest.id, final: change.final, payload: statusChangePayload(change, ctx.publicUrl) }, ctx.now());
    for (const id of ids) await enqueue(tx, { kind: 'push.deliver', key: `push:${id}`, payload: { deliveryId: id } });
  });
}

async function sendOne(ctx: PushContext, message: { token: string } & PushPayload, signal: AbortSignal): Promise<SendResult> {
  try {
    return await ctx.sender.send(message, signal);
  } catch (error) {
    return { kind: 'retry', detail: `the ${ctx.sender.name} sender failed: ${(error as Error).message}` };
  }
}

/** The handler of a 'push.deliver' job. */
export async function deliverPush(ctx: PushContext, { deliveryId }: { deliveryId: number }, job: Pick<JobContext, 'attempt' | 'lastAttempt' | 'signal'>): Promise<void> {
  const [row] = await ctx.db
    .select({ status: pushDeliveries.status, awb: pushDeliveries.awb, payload: pushDeliveries.payload, deviceTokenId: pushDeliveries.deviceTokenId, token: deviceTokens.token })
    .from(pushDeliveries)
    .innerJoin(deviceTokens, eq(deviceTokens.id, pushDeliveries.deviceTokenId))
    .where(eq(pushDeliveries.id, deliveryId));
  if (!row || row.status !== 'pending') return;
  const result = await sendOne(ctx, { token: row.token, ...row.payload }, job.signal);
  const pending = and(eq(pushDeliveries.id, deliveryId), eq(pushDeliveries.status, 'pending'));
  const details = { awb: row.awb, delivery: deliveryId, attempt: job.attempt };
  if (result.kind === 'unregistered') {
    await forgetDevice(ctx.db, row.deviceTokenId);
    ctx.log.info({ ...details, detail: result.detail }, 'push token no longer valid; device forgotten');
  } else if (result.kind === 'sent') {
    await ctx.db.update(pushDeliveries).set({ status: 'sent', sentAt: ctx.now(), lastError: null, attempts: job.attempt }).where(pending);
  } else if (result.kind === 'failed' || job.lastAttempt) {
    await ctx.db.update(pushDeliveries).set({ status: 'failed', lastError: result.detail, attempts: job.attempt }).where(pending);
    ctx.log.error({ ...details, error: result.detail }, 'push delivery failed for good');
  } else {
    await ctx.db.update(pushDeliveries).set({ lastError: result.detail, attempts: job.attempt, nextAttemptAt: sql`now()` }).where(pending);
    throw new RetryLater(Math.min(result.retryAfterMs ?? 0, MAX_RETRY_AFTER_MS), result.detail);
  }
}
