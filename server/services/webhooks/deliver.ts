// Sending webhook deliveries (the `webhook.deliver` and `webhook.test` jobs); what the owner does
// with them (list, send again, a test event) is in deliveries.ts.
// A delivery is POSTed as the Standard Webhooks spec says, signed with the `standardwebhooks` library:
//   webhook-id: msg_…           (the delivery's message id: the same on every attempt and resend)
//   webhook-timestamp: <unix s> (this attempt's)
//   webhook-signature: v1,<base64 HMAC-SHA256 of "id.timestamp.body" with the endpoint's secret>
// Body `{type, timestamp, data}`. A 2xx is success; anything else, a timeout (connection 3 s, answer
// 5 s: post.ts) or a network error is retried by the queue (job-kinds.ts: 5 s doubling up to 4 h, 30
// attempts, about 3 days; a test event is sent once); a 410 Gone pauses the endpoint and ends the
// delivery. Every attempt is recorded {at, status_code, error, duration_ms} with the delivery's
// status (pending, succeeded, failed once the attempts are spent). Failures in a row open the
// endpoint's circuit breaker (breaker.ts): its deliveries wait for the pause's end without spending
// an attempt, and one still waiting 3 days after it was queued fails.
// Never twice to a healthy endpoint: the job's claim and lease keep two processes from running it at
// once, and a succeeded delivery is never sent again by the queue (only a resend asks for that).
import { eq, sql } from 'drizzle-orm';
import { Webhook } from 'standardwebhooks';
import type { AppDb, Tx } from '../../db/client.ts';
import { webhookDeliveries, webhookEndpoints } from '../../db/schema-shops.ts';
import { GiveUp, Postpone, RetryLater, type JobContext } from '../jobs/index.ts';
import type { Logger } from '../logger.ts';
import { closeBreaker, pauseLeftMs, recordFailure } from './breaker.ts';
import type { WebhookBody } from './events.ts';
import { networkError, postWebhook, retryAfterMs, type Answer } from './post.ts';
import { checkUrlSyntax, systemResolver, type Resolver, type UrlPolicy } from './url-guard.ts';

/** The defaults of WEBHOOKS_CONNECT_TIMEOUT_MS, WEBHOOKS_ANSWER_TIMEOUT_MS and WEBHOOKS_BREAKER_FAILURES. */
export const DELIVERY_DEFAULTS = { connectTimeoutMs: 3000, answerTimeoutMs: 5000, breakerFailures: 5 } as const;
/** A delivery still waiting on a paused endpoint this long after it was queued fails (the retries' "about 3 days"). */
export const MAX_DELIVERY_AGE_MS = 73 * 60 * 60 * 1000;
const USER_AGENT = 'Curiero-Webhooks/1.0 (+https://curiero.ro)';

export interface DeliveryAttempt {
  at: string;
  status_code: number | null;
  error: string | null;
  duration_ms: number;
}

export interface DeliveryView {
  id: number;
  endpoint_id: number;
  message_id: string;
  event_type: string;
  status: 'pending' | 'succeeded' | 'failed';
  payload: Record<string, unknown>;
  attempts: DeliveryAttempt[];
  created_at: string;
  updated_at: string;
  delivered_at: string | null;
}

export const DELIVERY_MESSAGES = {
  notFound: 'Livrarea nu există.',
  inactive: 'Endpointul este dezactivat. Activează-l ca să îi trimiți evenimente.',
  resent: 'Livrarea a fost pusă din nou la trimis.',
  testQueued: 'Evenimentul de test a fost pus la trimis.',
  testData: 'Acesta este un eveniment de test trimis din Curiero.',
  expired: 'Endpointul a rămas pe pauză după eșecuri repetate, iar livrarea a expirat după 3 zile.',
} as const;

export interface DeliveryContext {
  db: AppDb;
  policy: UrlPolicy;
  log: Logger;
  resolver?: Resolver;
  /** How long the answer may take once connected (default 5 s). */
  timeoutMs?: number;
  /** How long the connection may take (default 3 s). */
  connectTimeoutMs?: number;
  /** Failures in a row that pause the endpoint (default 5). */
  breakerFailures?: number;
  now?: () => Date;
}

type DeliveryRow = typeof webhookDeliveries.$inferSelect;

export function deliveryView(row: Omit<DeliveryRow, 'customerId'>): DeliveryView {
  return {
    id: row.id,
    endpoint_id: row.endpointId,
    message_id: row.messageId,
    event_type: row.eventType,
    status: row.status,
    payload: row.payload,
    attempts: row.attempts,
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
    delivered_at: row.deliveredAt?.toISOString() ?? null,
  };
}

/** The bytes sent: the stored body in the spec's key order (the same on every attempt). */
export function bodyText(payload: Record<string, unknown>): string {
  const body = payload as unknown as WebhookBody;
  return JSON.stringify({ type: body.type, timestamp: body.timestamp, data: body.data });
}

/** The Standard Webhooks headers of `body` for `messageId`, signed with `secret` at `now`. */
export function signedHeaders(secret: string, messageId: string, body: string, now: Date): Record<string, string> {
  return {
    'content-type': 'application/json',
    'user-agent': USER_AGENT,
    'webhook-id': messageId,
    'webhook-timestamp': String(Math.floor(now.getTime() / 1000)),
    'webhook-signature': new Webhook(secret).sign(messageId, now, body),
  };
}

async function record(db: AppDb | Tx, id: number, attempt: DeliveryAttempt, status: DeliveryView['status']): Promise<void> {
  await db
    .update(webhookDeliveries)
    .set({
      attempts: sql`${webhookDeliveries.attempts} || ${JSON.stringify([attempt])}::jsonb`,
      // A delivery another run already got through stays succeeded.
      status: sql`case when ${webhookDeliveries.status} = 'succeeded' then 'succeeded' else ${status} end`,
      deliveredAt: status === 'succeeded' ? sql`coalesce(${webhookDeliveries.deliveredAt}, now())` : undefined,
      updatedAt: sql`now()`,
    })
    .where(eq(webhookDeliveries.id, id));
}

/** Failed for good without an attempt (the delivery waited on a paused endpoint too long). */
async function expire(db: AppDb, id: number): Promise<void> {
  await db
    .update(webhookDeliveries)
    .set({ status: sql`case when ${webhookDeliveries.status} = 'succeeded' then 'succeeded' else 'failed' end`, updatedAt: sql`now()` })
    .where(eq(webhookDeliveries.id, id));
}

type JobInfo = Pick<JobContext, 'lastAttempt' | 'signal'> & Partial<Pick<JobContext, 'queuedAt'>>;

/** The handler of a `webhook.deliver` (or `webhook.test`) job: one attempt; throws (the queue retries) unless it got a 2xx. */
export async function deliverWebhookJob(ctx: DeliveryContext, payload: { deliveryId: number }, job: JobInfo): Promise<void> {
  const [found] = await ctx.db
    .select({ delivery: webhookDeliveries, endpoint: webhookEndpoints })
    .from(webhookDeliveries)
    .innerJoin(webhookEndpoints, eq(webhookEndpoints.id, webhookDeliveries.endpointId))
    .where(eq(webhookDeliveries.id, payload.deliveryId));
  if (!found) return; // deleted with its endpoint (or its account)
  const { delivery, endpoint } = found;
  if (delivery.status === 'succeeded') return; // sent already: never twice
  const now = ctx.now?.() ?? new Date();
  if (!endpoint.isActive) {
    await record(ctx.db, delivery.id, { at: now.toISOString(), status_code: null, error: DELIVERY_MESSAGES.inactive, duration_ms: 0 }, 'failed');
    return;
  }
  const test = delivery.eventType === 'webhook.test';
  const paused = endpoint.pausedUntil && !test ? await pauseLeftMs(ctx.db, endpoint.id) : 0;
  if (paused > 0) {
    if (now.getTime() + paused - (job.queuedAt ?? now).getTime() > MAX_DELIVERY_AGE_MS) {
      await expire(ctx.db, delivery.id);
      throw new GiveUp(`webhook delivery ${delivery.id}: endpoint ${endpoint.id} paused past the delivery's 3 days`);
    }
    // Spread over a few seconds: the pause's end finds them in order, the first one the probe.
    throw new Postpone(paused + Math.round(Math.random() * 5000), `webhook endpoint ${endpoint.id} paused for ${Math.round(paused / 1000)} s`);
  }

  const answerTimeoutMs = ctx.timeoutMs ?? DELIVERY_DEFAULTS.answerTimeoutMs;
  const body = bodyText(delivery.payload);
  const started = performance.now();
  let answer: Answer | null = null;
  let error: string | null = null;
  const checked = checkUrlSyntax(endpoint.url, ctx.policy);
  if (!checked.url) error = checked.error;
  else {
    try {
      answer = await postWebhook(checked.url, body, signedHeaders(endpoint.secret, delivery.messageId, body, now), {
        policy: ctx.policy,
        resolver: ctx.resolver ?? systemResolver,
        connectTimeoutMs: ctx.connectTimeoutMs ?? DELIVERY_DEFAULTS.connectTimeoutMs,
        answerTimeoutMs,
        signal: job.signal,
      });
    } catch (failure) {
      if (job.signal.aborted) throw failure; // the process is stopping: run again later, unrecorded
      error = networkError(failure);
    }
  }
  const attempt: DeliveryAttempt = {
    at: now.toISOString(),
    status_code: answer?.status ?? null,
    error: error ?? (answer && (answer.status < 200 || answer.status >= 300) ? `Endpointul a răspuns HTTP ${answer.status}.` : null),
    duration_ms: Math.round(performance.now() - started),
  };

  if (answer && answer.status >= 200 && answer.status < 300) {
    await record(ctx.db, delivery.id, attempt, 'succeeded');
    await closeBreaker(ctx.db, endpoint.id);
    return;
  }
  if (answer?.status === 410) {
    // Gone: the receiver says the endpoint no longer exists; stop sending to it (the owner may re-activate it).
    await ctx.db.transaction(async (tx) => {
      await tx.update(webhookEndpoints).set({ isActive: false, updatedAt: sql`now()` }).where(eq(webhookEndpoints.id, endpoint.id));
      await record(tx, delivery.id, { ...attempt, error: 'Endpointul a răspuns 410 Gone: a fost dezactivat.' }, 'failed');
    });
    ctx.log.warn({ endpoint: endpoint.id, delivery: delivery.id }, 'webhook endpoint answered 410 Gone: deactivated');
    throw new GiveUp(`webhook endpoint ${endpoint.id} answered 410 Gone`);
  }
  await record(ctx.db, delivery.id, attempt, job.lastAttempt || !checked.url ? 'failed' : 'pending');
  const breaker = await recordFailure(ctx.db, endpoint.id, ctx.breakerFailures ?? DELIVERY_DEFAULTS.breakerFailures);
  if (breaker.pausedUntil) ctx.log.warn({ endpoint: endpoint.id, failures: breaker.consecutiveFailures, until: breaker.pausedUntil }, 'webhook endpoint paused after failures in a row');
  const reason = `webhook delivery ${delivery.id} to endpoint ${endpoint.id} failed: ${attempt.error}`;
  if (!checked.url) throw new GiveUp(reason);
  const asked = answer && (answer.status === 429 || answer.status === 503) ? retryAfterMs(answer.retryAfter) : 0;
  // The breaker paused the endpoint: this delivery waits for the pause's end like the others.
  const wait = Math.max(asked, breaker.pausedUntil ? breaker.pausedUntil.getTime() - Date.now() : 0);
  throw wait > 0 ? new RetryLater(wait, reason) : new Error(reason);
}

/** Deliveries are kept 30 days after their last change once finished (the dashboard's history); with the hourly sweep. */
export const DELIVERY_RETENTION = '30 days';

export async function pruneWebhookDeliveries(db: AppDb): Promise<void> {
  await db.execute(sql`delete from webhook_deliveries where status <> 'pending' and updated_at < now() - ${DELIVERY_RETENTION}::interval`);
}
