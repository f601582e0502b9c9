// How the test gateway delivers its webhooks, like a real gateway: each notification is a job of the
// queue ('test-gateway.webhook', keyed by the event id, so an event is queued once), signed when it
// is sent and retried with growing delays until our endpoint answers 2xx. Durable: a notification
// outlives the process that made it (the gateway's own books are in the same database).
import type { AppDb, Tx } from '../../../../db/client.ts';
import { enqueue } from '../../../jobs/index.ts';
import { SIGNATURE_HEADER, signWebhook } from './signature.ts';

/** Posts the raw body to our webhook endpoint; resolves with the HTTP status. */
export type WebhookTransport = (rawBody: string, headers: Record<string, string>) => Promise<number>;

export interface WebhookJob {
  eventId: string;
  rawBody: string;
}

export async function queueWebhook(db: AppDb | Tx, job: WebhookJob): Promise<void> {
  await enqueue(db, { kind: 'test-gateway.webhook', key: job.eventId, payload: { ...job } });
}

/** The handler of a 'test-gateway.webhook' job: throws (retry) unless the endpoint answered 2xx. */
export async function deliverWebhook(transport: WebhookTransport, secret: () => Promise<string>, now: () => Date, job: WebhookJob): Promise<void> {
  const headers = { 'content-type': 'application/json', [SIGNATURE_HEADER]: signWebhook(await secret(), job.rawBody, now()) };
  const status = await transport(job.rawBody, headers);
  if (status < 200 || status >= 300) throw new Error(`the webhook endpoint answered ${status} to ${job.eventId}`);
}
