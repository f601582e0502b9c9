// Sending webhook deliveries (the `webhook.deliver` job) and what the owner does with them: list,
// send again, send a test event.
// A delivery is POSTed as the Standard Webhooks spec says, signed with the `standardwebhooks` library:
//   webhook-id: msg_…           (the delivery's message id: the same on every attempt and resend)
//   webhook-timestamp: <unix s> (this attempt's)
//   webhook-signature: v1,<base64 HMAC-SHA256 of "id.timestamp.body" with the endpoint's secret>
// Body `{type, timestamp, data}`. A 2xx is success; anything else, a timeout (10 s) or a network error
// is retried by the queue (kinds.ts: 5 s doubling up to 4 h, 30 attempts, about 3 days); a 410 Gone
// pauses the endpoint and ends the delivery. Every attempt is recorded {at, status_code, error,
// duration_ms} with the delivery's status (pending, succeeded, failed once the attempts are spent).
// Never twice to a healthy endpoint: the job's claim and lease keep two processes from running it at
// once, and a succeeded delivery is never sent again by the queue (only a resend asks for that).
// The host is resolved at each attempt and the connection goes to the checked address (url-guard.ts).
import { randomUUID } from 'node:crypto';
import http from 'node:http';
import https from 'node:https';
import { and, count, desc, eq, sql } from 'drizzle-orm';
import { Webhook } from 'standardwebhooks';
import { rowsOf, type AppDb, type Tx } from '../../db/client.ts';
import { webhookDeliveries, webhookEndpoints, type WebhookMode } from '../../db/schema-shops.ts';
import { Failure } from '../failure.ts';
import { runJobNow } from '../jobs/admin.ts';
import { enqueue } from '../jobs/queue.ts';
import { GiveUp, RetryLater, type JobContext } from '../jobs/runner.ts';
import type { Logger } from '../logger.ts';
import { deliveryJobKey, messageIdOf, queueDelivery, WEBHOOK_PAYLOAD_VERSION, type WebhookBody } from './events.ts';
import { endpointRow } from './endpoints.ts';
import { BlockedAddressError, checkUrlSyntax, guardedLookup, systemResolver, URL_MESSAGES, type Resolver, type UrlPolicy } from './url-guard.ts';

export const DELIVERY_TIMEOUT_MS = 10_000;
const MAX_RETRY_AFTER_MS = 4 * 60 * 60 * 1000;
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
} as const;

export interface DeliveryContext {
  db: AppDb;
  policy: UrlPolicy;
  log: Logger;
  resolver?: Resolver;
  /** The whole attempt, connection to answer (default 10 s). */
  timeoutMs?: number;
  now?: () => Date;
}

type DeliveryRow = typeof webhookDeliveries.$inferSelect;

export function deliveryView(row: DeliveryRow): DeliveryView {
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

interface Answer {
  status: number;
  retryAfter: string | undefined;
}

/** POSTs `body` to `url`, connecting only to addresses the policy allows; resolves with the answer's status. */
function post(url: URL, body: string, headers: Record<string, string>, policy: UrlPolicy, resolver: Resolver, signal: AbortSignal): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const client = url.protocol === 'https:' ? https : http;
    const request = client.request(
      url,
      {
        method: 'POST',
        headers: { ...headers, 'content-length': String(Buffer.byteLength(body)) },
        lookup: guardedLookup(policy, resolver) as unknown as http.RequestOptions['lookup'],
        agent: false,
        signal,
      },
      (response) => {
        // The answer's body is not used: read and dropped (the timeout's signal still ends a slow one).
        response.resume();
        response.on('error', () => undefined);
        const retryAfter = response.headers['retry-after'];
        resolve({ status: response.statusCode ?? 0, retryAfter: Array.isArray(retryAfter) ? retryAfter[0] : retryAfter });
      },
    );
    request.on('error', reject);
    request.end(body);
  });
}

/** A Romanian line for the dashboard about why an attempt failed before any answer. */
function networkError(error: unknown, timedOut: boolean, timeoutMs: number): string {
  if (timedOut) return `Endpointul nu a răspuns în ${(timeoutMs / 1000).toLocaleString('ro-RO')} s.`;
  if (error instanceof BlockedAddressError) return URL_MESSAGES.privateHost;
  const code = (error as { code?: string } | null)?.code ?? '';
  const message = error instanceof Error ? error.message : String(error);
  if (code === 'ENOTFOUND' || code === 'EAI_AGAIN') return 'Numele serverului nu a putut fi găsit (DNS).';
  if (code === 'ECONNREFUSED') return 'Conexiunea a fost refuzată.';
  if (code === 'ECONNRESET' || code === 'EPIPE') return 'Conexiunea a fost întreruptă.';
  if (code === 'EHOSTUNREACH' || code === 'ENETUNREACH') return 'Serverul nu poate fi contactat.';
  if (code.startsWith('ERR_TLS') || code.includes('CERT') || /certificate/i.test(message)) return `Certificatul TLS nu este valid (${code || message}).`;
  return `Eroare de rețea: ${code || message}`.slice(0, 300);
}

function retryAfterMs(header: string | undefined): number {
  if (!header) return 0;
  const seconds = Number(header);
  const ms = Number.isFinite(seconds) ? seconds * 1000 : Date.parse(header) - Date.now();
  return Number.isFinite(ms) ? Math.min(Math.max(0, ms), MAX_RETRY_AFTER_MS) : 0;
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

/** The handler of a `webhook.deliver` job: one attempt; throws (the queue retries) unless it got a 2xx. */
export async function deliverWebhookJob(ctx: DeliveryContext, payload: { deliveryId: number }, job: Pick<JobContext, 'lastAttempt' | 'signal'>): Promise<void> {
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

  const timeoutMs = ctx.timeoutMs ?? DELIVERY_TIMEOUT_MS;
  const body = bodyText(delivery.payload);
  const started = performance.now();
  const timeout = AbortSignal.timeout(timeoutMs);
  let answer: Answer | null = null;
  let error: string | null = null;
  const checked = checkUrlSyntax(endpoint.url, ctx.policy);
  if (!checked.url) error = checked.error;
  else {
    try {
      answer = await post(checked.url, body, signedHeaders(endpoint.secret, delivery.messageId, body, now), ctx.policy, ctx.resolver ?? systemResolver, AbortSignal.any([timeout, job.signal]));
    } catch (failure) {
      if (job.signal.aborted && !timeout.aborted) throw failure; // the process is stopping: run again later, unrecorded
      error = networkError(failure, timeout.aborted, timeoutMs);
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
  const reason = `webhook delivery ${delivery.id} to endpoint ${endpoint.id} failed: ${attempt.error}`;
  if (!checked.url) throw new GiveUp(reason);
  const wait = answer && (answer.status === 429 || answer.status === 503) ? retryAfterMs(answer.retryAfter) : 0;
  throw wait > 0 ? new RetryLater(wait, reason) : new Error(reason);
}

/** One page of the endpoint's deliveries, newest first (the endpoint must be the customer's). */
export async function listDeliveries(db: AppDb, customerId: number, endpointId: number, page: number, perPage: number, mode?: WebhookMode): Promise<{ list: DeliveryView[]; total: number }> {
  await endpointRow(db, customerId, endpointId, mode);
  const where = and(eq(webhookDeliveries.endpointId, endpointId), eq(webhookDeliveries.customerId, customerId));
  const [total] = await db.select({ n: count() }).from(webhookDeliveries).where(where);
  const rows = await db
    .select()
    .from(webhookDeliveries)
    .where(where)
    .orderBy(desc(webhookDeliveries.id))
    .limit(perPage)
    .offset((page - 1) * perPage);
  return { list: rows.map(deliveryView), total: total?.n ?? 0 };
}

/**
 * "Send again": the delivery (same webhook-id, same body) is sent once more. A delivery still waiting
 * for its next retry is sent now instead (one job per delivery at a time); one being sent right now is
 * left to it. Otherwise a new job (a new key) and the delivery is pending again.
 */
export async function resendDelivery(db: AppDb, customerId: number, deliveryId: number, mode?: WebhookMode): Promise<DeliveryView> {
  return db.transaction(async (tx) => {
    const [found] = await tx
      .select({ delivery: webhookDeliveries, active: webhookEndpoints.isActive })
      .from(webhookDeliveries)
      .innerJoin(webhookEndpoints, eq(webhookEndpoints.id, webhookDeliveries.endpointId))
      .where(and(eq(webhookDeliveries.id, deliveryId), eq(webhookDeliveries.customerId, customerId), mode ? eq(webhookEndpoints.mode, mode) : undefined))
      .for('update', { of: webhookDeliveries });
    if (!found) throw new Failure(404, 'not_found', DELIVERY_MESSAGES.notFound);
    if (!found.active) throw new Failure(409, 'endpoint_inactive', DELIVERY_MESSAGES.inactive);
    const key = deliveryJobKey(deliveryId);
    const live = rowsOf<{ id: number | string; state: string }>(
      await tx.execute(sql`
        select id, state from jobs
        where kind = 'webhook.deliver' and (key = ${key} or key like ${`${key}:%`}) and state in ('queued', 'running')
        order by id limit 1`),
    )[0];
    if (live?.state === 'queued') {
      await runJobNow(tx, Number(live.id));
    } else if (!live) {
      await tx.update(webhookDeliveries).set({ status: 'pending', updatedAt: sql`now()` }).where(eq(webhookDeliveries.id, deliveryId));
      await enqueue(tx, { kind: 'webhook.deliver', key: `${key}:resend:${randomUUID()}`, payload: { deliveryId, payloadVersion: WEBHOOK_PAYLOAD_VERSION } });
    }
    const [row] = await tx.select().from(webhookDeliveries).where(eq(webhookDeliveries.id, deliveryId));
    return deliveryView(row!);
  });
}

/** Queues a `webhook.test` event to the endpoint (whatever events it wants); answers the delivery. */
export async function sendTestEvent(db: AppDb, customerId: number, endpointId: number, mode?: WebhookMode): Promise<DeliveryView> {
  const endpoint = await endpointRow(db, customerId, endpointId, mode);
  if (!endpoint.isActive) throw new Failure(409, 'endpoint_inactive', DELIVERY_MESSAGES.inactive);
  const body: WebhookBody = { type: 'webhook.test', timestamp: new Date().toISOString(), data: { endpoint_id: endpointId, message: DELIVERY_MESSAGES.testData } };
  return db.transaction(async (tx) => {
    const id = await queueDelivery(tx, { endpointId, customerId, messageId: messageIdOf(`webhook.test:${randomUUID()}`, endpointId), body });
    const [row] = await tx.select().from(webhookDeliveries).where(eq(webhookDeliveries.id, id!));
    return deliveryView(row!);
  });
}

/** Deliveries are kept 30 days after their last change once finished (the dashboard's history); with the hourly sweep. */
export const DELIVERY_RETENTION = '30 days';

export async function pruneWebhookDeliveries(db: AppDb): Promise<void> {
  await db.execute(sql`delete from webhook_deliveries where status <> 'pending' and updated_at < now() - ${DELIVERY_RETENTION}::interval`);
}
