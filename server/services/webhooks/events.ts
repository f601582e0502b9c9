// Webhook events: queueWebhookEvent() writes, in the caller's transaction, one delivery per active
// endpoint of the account subscribed to the event's type, and one `webhook.deliver` job per delivery
// (the transactional outbox: a rolled back change queues nothing). An event has an idempotency key
// (`order.status_changed:<orderId>:<status>`): the delivery's message id (the Standard Webhooks
// `webhook-id`) is derived from the key and the endpoint, so queueing the same event again is a no-op
// (unique endpoint_id + message_id). The shape of the data of each event type has a version,
// WEBHOOK_PAYLOAD_VERSION, kept internal in the delivery job's payload: the body sent stays the
// documented {type, timestamp, data} (the public contract, routes/public/schemas/webhook-deliveries.ts).
// Each delivery's job names its account and endpoint (tenant and target): the deliveries lane runs
// only a few at once for each (services/jobs/lanes.ts); a test event's job is sent once.
import { createHash } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import type { AppDb, Tx } from '../../db/client.ts';
import { webhookDeliveries, webhookEndpoints, type WebhookEventType } from '../../db/schema-shops.ts';
import { enqueue, type NewJob } from '../jobs/index.ts';
import { webhookTarget } from './breaker.ts';

export interface WebhookEvent {
  customerId: number;
  type: WebhookEventType;
  data: Record<string, unknown>;
  /** The event's idempotency key: the same key is queued once per endpoint. */
  key: string;
  /** An event of a test object (an order of a test API key, its payout): sent to test endpoints only; else to live ones only. */
  testMode: boolean;
}

/** The body sent to the endpoint (stored as the delivery's payload, so every attempt sends the same bytes). */
export interface WebhookBody {
  type: WebhookEventType | 'webhook.test';
  /** ISO 8601, when the event was queued. */
  timestamp: string;
  data: Record<string, unknown>;
}

/** The Standard Webhooks message id of `key` for `endpointId`: stable, `msg_` + 27 base64url characters. */
export function messageIdOf(key: string, endpointId: number): string {
  return `msg_${createHash('sha256').update(`${endpointId}\n${key}`).digest('base64url').slice(0, 27)}`;
}

/** The version of the events' data shapes the deliveries queued now carry (internal: not in the body sent). */
export const WEBHOOK_PAYLOAD_VERSION = 1;

/** The key of the first delivery job of a delivery (a resend adds `:resend:<n>`). */
export const deliveryJobKey = (deliveryId: number) => `delivery:${deliveryId}`;

/** The job that sends delivery `deliveryId` (key `key`): a test event's is sent once; every one is its account's and endpoint's. */
export function deliveryJob(delivery: { deliveryId: number; endpointId: number; customerId: number; test: boolean }, key: string): NewJob {
  const job = {
    key,
    tenant: `account:${delivery.customerId}`,
    target: webhookTarget(delivery.endpointId),
    payload: { deliveryId: delivery.deliveryId, payloadVersion: WEBHOOK_PAYLOAD_VERSION },
  };
  return delivery.test ? { kind: 'webhook.test', ...job } : { kind: 'webhook.deliver', ...job };
}

/** Inserts a delivery of `body` to `endpointId` and its job; returns its id, or null if it existed already. */
export async function queueDelivery(
  tx: AppDb | Tx,
  delivery: { endpointId: number; customerId: number; messageId: string; body: WebhookBody },
): Promise<number | null> {
  const [row] = await tx
    .insert(webhookDeliveries)
    .values({
      endpointId: delivery.endpointId,
      customerId: delivery.customerId,
      messageId: delivery.messageId,
      eventType: delivery.body.type,
      payload: delivery.body as unknown as Record<string, unknown>,
    })
    .onConflictDoNothing({ target: [webhookDeliveries.endpointId, webhookDeliveries.messageId] })
    .returning({ id: webhookDeliveries.id });
  if (!row) return null;
  const test = delivery.body.type === 'webhook.test';
  await enqueue(tx, deliveryJob({ deliveryId: row.id, endpointId: delivery.endpointId, customerId: delivery.customerId, test }, deliveryJobKey(row.id)));
  return row.id;
}

/** Queues `event` for every active endpoint of its account and mode that wants its type (in `tx`). */
export async function queueWebhookEvent(tx: AppDb | Tx, event: WebhookEvent): Promise<void> {
  const endpoints = await tx
    .select({ id: webhookEndpoints.id })
    .from(webhookEndpoints)
    .where(
      and(
        eq(webhookEndpoints.customerId, event.customerId),
        eq(webhookEndpoints.isActive, true),
        eq(webhookEndpoints.mode, event.testMode ? 'test' : 'live'),
        sql`${webhookEndpoints.events} @> ${JSON.stringify([event.type])}::jsonb`,
      ),
    )
    .orderBy(webhookEndpoints.id);
  if (endpoints.length === 0) return;
  const body: WebhookBody = { type: event.type, timestamp: new Date().toISOString(), data: event.data };
  for (const endpoint of endpoints) {
    await queueDelivery(tx, { endpointId: endpoint.id, customerId: event.customerId, messageId: messageIdOf(event.key, endpoint.id), body });
  }
}
