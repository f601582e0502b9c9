// Shared set-up of the order, payment, wallet, label and carrier tests: the account harness (a
// migrated database, apps with a known AUTH_SECRET and an outbox), valid order bodies between two
// real localities (Cluj-Napoca -> Iași, the reference data the app loads at start), test cards,
// calls with an Idempotency-Key, the work done after the answer (the job queue: webhooks, mail)
// run with drained(), and the test gateway's webhooks read from the queue or sent to a failing endpoint.
import { randomUUID } from 'node:crypto';
import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import { commerce, commerceContext } from '../../../server/routes/private/orders/commerce.ts';
import { createPaymentGateway } from '../../../server/services/payments/create-gateway.ts';
import { TEST_CARDS } from '../../../server/services/payments/test-gateway.ts';
import type { WebhookJob, WebhookTransport } from '../../../server/services/payments/webhook-delivery.ts';
import { settled } from './auth.ts';
import { jobsOf, type JobView } from './jobs.ts';

export { TEST_CARDS };

export const CLUJ = 54984;
export const IASI = 95079;
/** A Sameday easybox in Iași (server/data/lockers.json). */
export const IASI_EASYBOX = 609507901;

export function card(number: string = TEST_CARDS.approved, more: Record<string, unknown> = {}) {
  return { number, exp_month: 12, exp_year: new Date().getUTCFullYear() + 3, cvc: '123', ...more };
}

export function orderBody(overrides: Record<string, unknown> = {}): Record<string, unknown> {
  return {
    carrier_id: 6,
    service_id: 1,
    address_from: {
      locality_id: CLUJ,
      contact: 'Ana Popescu',
      phone: '0722 123 456',
      email: 'ana.expeditor@exemplu.ro',
      street_name: 'Strada Memorandumului',
      street_number: '28',
    },
    address_to: {
      locality_id: IASI,
      contact: 'Ion Țăranu',
      phone: '+40 744 987 654',
      street_name: 'Bulevardul Ștefan cel Mare și Sfânt',
      street_number: '10',
      street_details: 'Bl. A, ap. 3',
    },
    content: { parcels: [{ size: { weight: 1, length: 20, width: 15, height: 10 } }] },
    extra: { parcel_content: 'Cărți și jucării' },
    billing: { type: 'person', name: 'Ana Popescu' },
    payment: { method: 'card', card: card() },
    ...overrides,
  };
}

export const newKey = () => randomUUID();

export interface ApiOptions {
  body?: unknown;
  token?: string;
  key?: string;
  headers?: Record<string, string>;
}

/** A call to /api/private/<path>. */
export function api(app: FastifyInstance, method: InjectOptions['method'], path: string, options: ApiOptions = {}): Promise<LightMyRequestResponse> {
  const headers: Record<string, string> = { ...options.headers };
  if (options.token) headers.authorization = `Bearer ${options.token}`;
  if (options.key) headers['idempotency-key'] = options.key;
  return app.inject({ method, url: `/api/private/${path}`, headers, ...(options.body !== undefined ? { payload: options.body as InjectOptions['payload'] } : {}) });
}

export function placeOrder(app: FastifyInstance, body: unknown, options: Omit<ApiOptions, 'body'> = {}) {
  return api(app, 'POST', 'orders', { key: newKey(), ...options, body });
}

/** Waits until `check` holds (for an app whose job runner is started). */
export async function eventually<T>(check: () => Promise<T | undefined | null | false>, timeoutMs = 10_000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await check();
    if (value) return value;
    if (Date.now() > deadline) throw new Error('the condition did not hold in time');
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
}

/** Runs the jobs due now (webhook deliveries, mail...) and those they queue, until none is left. */
export async function drained(app: FastifyInstance): Promise<void> {
  await settled(app);
}

let guests = 0;
/** A fresh guest address per call. */
export function uniqueGuest(): string {
  guests += 1;
  return `oaspete.${Date.now().toString(36)}.${guests}@exemplu.ro`;
}

/**
 * A CommerceContext over the app's database and accounts, with its own test gateway (and clock). Its
 * webhooks are 'test-gateway.webhook' jobs in the app's queue like the app's own: read them with
 * gatewayWebhooks(), deliver them with drained(), lose them with failingWebhooks().
 */
export function commerceWith(app: FastifyInstance, now: () => Date = () => new Date()) {
  const gateways = createPaymentGateway({ db: app.db, config: app.appConfig, log: app.log, now });
  return { ctx: commerceContext(app, gateways.gateway, now), testGateway: gateways.testGateway! };
}

export interface QueuedWebhook extends JobView {
  /** The job's payload: the event id and the body the gateway signs when it sends it. */
  event: WebhookJob & { type: string };
}

/** The test gateway's webhook jobs about its payment `gatewayId` (tgp_…), oldest first. */
export async function gatewayWebhooks(app: FastifyInstance, gatewayId: string): Promise<QueuedWebhook[]> {
  const jobs = await jobsOf(app.db, 'test-gateway.webhook', `evt_${gatewayId.slice(4)}_%`);
  return jobs.map((job) => {
    const event = job.payload as unknown as WebhookJob;
    return { ...job, event: { ...event, type: (JSON.parse(event.rawBody) as { type: string }).type } };
  });
}

/**
 * Until restore(): the app's webhook endpoint, as the test gateway's delivery job reaches it, answers
 * `status` (the request does not reach the route): the jobs fail and are retried with backoff.
 */
export function failingWebhooks(app: FastifyInstance, status = 503): { bodies: string[]; restore(): void } {
  const entry = commerce(app);
  const original = entry.webhookTransport;
  const bodies: string[] = [];
  const failing: WebhookTransport = async (rawBody) => {
    bodies.push(rawBody);
    return status;
  };
  entry.webhookTransport = failing;
  return {
    bodies,
    restore() {
      if (entry.webhookTransport === failing) entry.webhookTransport = original;
    },
  };
}

/** The hidden token of the test gateway's 3-D Secure form. */
export function challengeToken(html: string): string {
  const token = /name="token" value="([^"]+)"/.exec(html)?.[1];
  if (!token) throw new Error('no token in the 3-D Secure page');
  return token;
}
