// Sending what the queue holds (queue.ts): claim due deliveries in batches, send each through the
// PushSender, and write the outcome: sent; the device forgotten when FCM says its token is dead;
// tried again later with backoff (30 s doubling up to 1 h, or the remote's Retry-After when longer)
// when the failure may pass; failed for good after MAX_ATTEMPTS, or at once when the message itself
// is refused. Sends go one at a time, yielding between them, so requests are never kept waiting on
// PGlite's one connection. Safe in several processes at once (leases), and stoppable between sends.
import type { AppDb } from '../../db/client.ts';
import type { Logger } from '../logger.ts';
import { claimDue, forgetDevice, release, settle, type ClaimedDelivery, type Outcome } from './queue.ts';
import type { PushSender, SendResult } from './sender.ts';

const SECOND = 1000;

export const RETRY = { baseMs: 30 * SECOND, maxMs: 60 * 60 * SECOND, maxAttempts: 8, maxRetryAfterMs: 24 * 60 * 60 * SECOND } as const;

/** The wait after the `attempts`-th attempt failed (>= 1), at least what the remote asked for. */
export function retryDelayMs(attempts: number, retryAfterMs?: number): number {
  const backoff = Math.min(RETRY.baseMs * 2 ** Math.max(0, attempts - 1), RETRY.maxMs);
  return Math.max(backoff, Math.min(retryAfterMs ?? 0, RETRY.maxRetryAfterMs));
}

export interface DispatchContext {
  readonly db: AppDb;
  readonly sender: PushSender;
  readonly log: Logger;
  now(): Date;
}

export interface DispatchSettings {
  /** Deliveries claimed at once. */
  batch: number;
  /** How long a claim holds; by default enough for a whole batch of timeouts. */
  leaseMs?: number;
}

export interface DispatchReport {
  claimed: number;
  sent: number;
  retried: number;
  failed: number;
  /** Devices forgotten because FCM said their token is dead. */
  unregistered: number;
}

const MAX_ROUNDS = 50;

function outcomeOf(result: Exclude<SendResult, { kind: 'unregistered' }>, delivery: ClaimedDelivery, now: Date): Outcome {
  if (result.kind === 'sent') return { status: 'sent', at: now };
  if (result.kind === 'failed' || delivery.attempts >= RETRY.maxAttempts) return { status: 'failed', error: result.detail };
  return { status: 'pending', at: new Date(now.getTime() + retryDelayMs(delivery.attempts, result.retryAfterMs)), error: result.detail };
}

async function sendOne(ctx: DispatchContext, delivery: ClaimedDelivery, signal?: AbortSignal): Promise<SendResult> {
  try {
    return await ctx.sender.send({ token: delivery.token, ...delivery.payload }, signal);
  } catch (error) {
    return { kind: 'retry', detail: `the ${ctx.sender.name} sender failed: ${(error as Error).message}` };
  }
}

/** Sends every delivery due at `ctx.now()` (batch after batch); `signal` stops it between sends. */
export async function dispatchPushDeliveries(ctx: DispatchContext, settings: Partial<DispatchSettings> = {}, signal?: AbortSignal): Promise<DispatchReport> {
  const batch = settings.batch ?? 20;
  const report: DispatchReport = { claimed: 0, sent: 0, retried: 0, failed: 0, unregistered: 0 };
  for (let round = 0; round < MAX_ROUNDS && !signal?.aborted; round++) {
    const lease = new Date(ctx.now().getTime() + (settings.leaseMs ?? batch * 10 * SECOND + 60 * SECOND));
    const claimed = await claimDue(ctx.db, ctx.now(), lease, batch);
    report.claimed += claimed.length;
    for (const [index, delivery] of claimed.entries()) {
      if (signal?.aborted) {
        await release(ctx.db, claimed.slice(index).map((d) => d.id), lease, ctx.now());
        return report;
      }
      const result = await sendOne(ctx, delivery, signal);
      if (result.kind === 'retry' && signal?.aborted) {
        // Cut short by the shutdown, not refused: due again at once (another process may take it).
        await release(ctx.db, claimed.slice(index).map((d) => d.id), lease, ctx.now());
        return report;
      }
      if (result.kind === 'unregistered') {
        await forgetDevice(ctx.db, delivery.deviceTokenId);
        report.unregistered += 1;
        ctx.log.info({ awb: delivery.awb, detail: result.detail }, 'push token no longer valid; device forgotten');
      } else {
        const outcome = outcomeOf(result, delivery, ctx.now());
        await settle(ctx.db, delivery.id, lease, outcome);
        if (outcome.status === 'sent') report.sent += 1;
        else if (outcome.status === 'pending') report.retried += 1;
        else report.failed += 1;
        if (outcome.status !== 'sent') {
          const details = { awb: delivery.awb, delivery: delivery.id, attempts: delivery.attempts, error: outcome.error };
          if (outcome.status === 'pending') ctx.log.warn({ ...details, nextAttemptAt: outcome.at.toISOString() }, 'push delivery failed; retrying later');
          else ctx.log.error(details, 'push delivery failed for good');
        }
      }
      // Lets waiting requests run between sends (PGlite has one connection).
      await new Promise((resolve) => setImmediate(resolve));
    }
    if (claimed.length < batch) break;
  }
  return report;
}
