// What a shop's owner does with its endpoint's deliveries (the private and the public API): list
// them, send one again, send a test event. A test event is sent once, never retried, and an endpoint
// gets at most `perHour` of them in an hour (429 beyond, with the minutes to wait): the count is
// taken under a lock of the endpoint's row, so concurrent requests never go past it.
import { randomUUID } from 'node:crypto';
import { and, count, desc, eq, getTableColumns, sql } from 'drizzle-orm';
import { rowsOf, type AppDb } from '../../db/client.ts';
import { webhookDeliveries, webhookEndpoints, type WebhookMode } from '../../db/schema-shops.ts';
import { Failure } from '../failure.ts';
import { runJobNow } from '../jobs/index.ts';
import { enqueue } from '../jobs/index.ts';
import { minutes } from '../rate-limit.ts';
import { DELIVERY_MESSAGES, deliveryView, type DeliveryView } from './deliver.ts';
import { endpointRow } from './endpoints.ts';
import { deliveryJob, deliveryJobKey, messageIdOf, queueDelivery, type WebhookBody } from './events.ts';

/** Test events an endpoint may be sent in an hour by default (WEBHOOKS_TEST_EVENTS_PER_HOUR). */
export const TEST_EVENTS_PER_HOUR = 10;

/** "1 eveniment", "2 evenimente", "20 de evenimente". */
function events(n: number): string {
  const rest = n % 100;
  if (n === 1) return '1 eveniment';
  return rest === 0 || rest >= 20 ? `${n} de evenimente` : `${n} evenimente`;
}

export function tooManyTests(perHour: number, retryAfterSeconds: number): Failure {
  const wait = Math.max(1, Math.ceil(retryAfterSeconds / 60));
  return new Failure(
    429,
    'too_many_test_events',
    `Poți trimite cel mult ${events(perHour)} de test pe oră către un endpoint. Încearcă din nou peste ${minutes(wait)}.`,
    { retryAfterSeconds: Math.max(1, Math.ceil(retryAfterSeconds)) },
  );
}

/** What the list shows of a delivery (deliver.ts deliveryView): all but its owner. */
const { customerId: _owner, ...LISTED_DELIVERY } = getTableColumns(webhookDeliveries);

/**
 * One page of the endpoint's deliveries, newest first (the endpoint must be the customer's), in three
 * queries whatever the page's size or depth: the endpoint (404 for someone else's), then the exact
 * total counted from webhook_deliveries_endpoint_idx alone (an index-only count) and the page's ids
 * from that index (a deep page skips index entries, never rows) joined to their deliveries. An
 * endpoint's deliveries are its owner's: the endpoint alone selects them.
 */
export async function listDeliveries(db: AppDb, customerId: number, endpointId: number, page: number, perPage: number, mode?: WebhookMode): Promise<{ list: DeliveryView[]; total: number }> {
  await endpointRow(db, customerId, endpointId, mode);
  const where = eq(webhookDeliveries.endpointId, endpointId);
  const ids = db.select({ id: webhookDeliveries.id }).from(webhookDeliveries).where(where).orderBy(desc(webhookDeliveries.id)).limit(perPage).offset((page - 1) * perPage).as('page');
  const [[total], rows] = await Promise.all([
    db.select({ n: count() }).from(webhookDeliveries).where(where),
    db.select(LISTED_DELIVERY).from(ids).innerJoin(webhookDeliveries, eq(webhookDeliveries.id, ids.id)).orderBy(desc(ids.id)),
  ]);
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
        where kind in ('webhook.deliver', 'webhook.test') and (key = ${key} or key like ${`${key}:%`}) and state in ('queued', 'running')
        order by id limit 1`),
    )[0];
    if (live?.state === 'queued') {
      await runJobNow(tx, Number(live.id));
    } else if (!live) {
      const { delivery } = found;
      await tx.update(webhookDeliveries).set({ status: 'pending', updatedAt: sql`now()` }).where(eq(webhookDeliveries.id, deliveryId));
      const test = delivery.eventType === 'webhook.test';
      await enqueue(tx, deliveryJob({ deliveryId, endpointId: delivery.endpointId, customerId, test }, `${key}:resend:${randomUUID()}`));
    }
    const [row] = await tx.select().from(webhookDeliveries).where(eq(webhookDeliveries.id, deliveryId));
    return deliveryView(row!);
  });
}

/** Queues a `webhook.test` event to the endpoint (whatever events it wants), within its hourly allowance; answers the delivery. */
export async function sendTestEvent(db: AppDb, customerId: number, endpointId: number, options: { mode?: WebhookMode; perHour?: number } = {}): Promise<DeliveryView> {
  const endpoint = await endpointRow(db, customerId, endpointId, options.mode);
  if (!endpoint.isActive) throw new Failure(409, 'endpoint_inactive', DELIVERY_MESSAGES.inactive);
  const perHour = options.perHour ?? TEST_EVENTS_PER_HOUR;
  const body: WebhookBody = { type: 'webhook.test', timestamp: new Date().toISOString(), data: { endpoint_id: endpointId, message: DELIVERY_MESSAGES.testData } };
  return db.transaction(async (tx) => {
    await tx.select({ id: webhookEndpoints.id }).from(webhookEndpoints).where(eq(webhookEndpoints.id, endpointId)).for('update');
    const [sent] = rowsOf<{ n: number; wait_s: number | string | null }>(
      await tx.execute(sql`
        select count(*)::int as n, extract(epoch from (min(created_at) + interval '1 hour' - now()))::float8 as wait_s
        from webhook_deliveries
        where endpoint_id = ${endpointId} and event_type = 'webhook.test' and created_at > now() - interval '1 hour'`),
    );
    if ((sent?.n ?? 0) >= perHour) throw tooManyTests(perHour, Number(sent?.wait_s ?? 60));
    const id = await queueDelivery(tx, { endpointId, customerId, messageId: messageIdOf(`webhook.test:${randomUUID()}`, endpointId), body });
    const [row] = await tx.select().from(webhookDeliveries).where(eq(webhookDeliveries.id, id!));
    return deliveryView(row!);
  });
}
