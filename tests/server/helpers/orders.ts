// Shared set-up of the order, payment, wallet, label and carrier tests: the account harness (a
// migrated database, apps with a known AUTH_SECRET and an outbox), valid order bodies between two
// real localities (Cluj-Napoca -> Iași, the reference data the app loads at start), calls with an
// Idempotency-Key, the work done after the answer (the job queue: webhooks, mail) run with
// drained(), and the test gateway's webhooks read from the queue or sent to a failing endpoint.
// Card orders and top-ups are paid the way a browser pays them: on the test processor's hosted page
// (payOnHostedPage: its card form, then its 3-D Secure step), never by a card sent to our API.
import { randomUUID } from 'node:crypto';
import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import { commerce, commerceContext } from '../../../server/app/commerce.ts';
import type { OrderView } from '../../../server/services/orders/order-view.ts';
import { createPaymentGateway } from '../../../server/services/payments/create-gateway.ts';
import { GatewayUnavailable, type PaymentGateway } from '../../../server/services/payments/gateway.ts';
import type { PaymentView } from '../../../server/services/payments/payments.ts';
import { TEST_CARDS } from '../../../server/services/payments/providers/test/gateway.ts';
import type { WebhookJob, WebhookTransport } from '../../../server/services/payments/providers/test/delivery.ts';
import { mailsTo, settled } from './auth.ts';
import { jobsOf, type JobView } from './jobs.ts';

export { TEST_CARDS };

export const CLUJ = 54984;
export const IASI = 95079;
/** A Sameday easybox in Iași (server/data/lockers.json). */
export const IASI_EASYBOX = 609507901;

/**
 * A card as the old API took it. Only for the tests that a card sent to our API is refused (card.ts
 * CARD_NOT_HERE): cards are typed on the processor's page (payOnHostedPage).
 */
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
    payment: { method: 'card' },
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

/** The mails to a guest: order confirmations counted, and any other than those and the payment's invoices (an account mail would be one). */
export function guestMails(dataDir: string, email: string): { confirmations: number; others: string[] } {
  const files = mailsTo(dataDir, email).map((m) => m.file);
  return { confirmations: files.filter((f) => f.includes('order-confirmation')).length, others: files.filter((f) => !/order-confirmation|invoice/.test(f)) };
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

/** The processor `real` with some of its calls replaced (one that cannot be reached, one that records its calls...). */
export function gatewayWith(real: PaymentGateway, overrides: Partial<Omit<PaymentGateway, 'name'>>): PaymentGateway {
  return {
    name: real.name,
    createPayment: (input) => real.createPayment(input),
    status: (gatewayId) => real.status(gatewayId),
    lookup: (reference) => real.lookup(reference),
    expire: (gatewayId) => real.expire(gatewayId),
    refund: (input) => real.refund(input),
    parseWebhook: (rawBody, headers) => real.parseWebhook(rawBody, headers),
    ...(real.acknowledge ? { acknowledge: real.acknowledge.bind(real) } : {}),
    ...overrides,
  };
}

/** A processor call that fails the way an unreachable processor does (a timeout, a 5xx). */
export async function unreachable(): Promise<never> {
  throw new GatewayUnavailable('the card processor cannot be reached');
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


// ---------------------------------------------------------------- paying on the processor's page

/** A card expiry as the processor's form takes it (MM/YY), three years ahead. */
export function futureExpiry(): string {
  return `12/${String((new Date().getUTCFullYear() + 3) % 100).padStart(2, '0')}`;
}

/** The action and hidden token of the form of a test processor page that posts to `…/{step}`. */
export function pageForm(html: string, step: 'card' | '3ds' | 'cancel'): { action: string; token: string } {
  const match = new RegExp(`<form method="post" action="([^"]*/${step})"[^>]*><input type="hidden" name="token" value="([^"]+)">`).exec(html);
  if (!match) throw new Error(`no ${step} form on the page: ${html.slice(0, 300)}`);
  return { action: match[1]!, token: match[2]! };
}

/** A form posted the way a browser posts it (url-encoded). */
export function postForm(app: FastifyInstance, action: string, fields: Record<string, string>): Promise<LightMyRequestResponse> {
  return app.inject({ method: 'POST', url: action, headers: { 'content-type': 'application/x-www-form-urlencoded' }, payload: new URLSearchParams(fields).toString() });
}

/** What the customer types on the card form (default: the approved test card, a future expiry, CVC 123). */
export interface CardEntry {
  card?: string;
  expiry?: string;
  cvc?: string;
  holder?: string;
}

export interface HostedVisit {
  /** The card form, as the browser first got it from the redirect URL. */
  page: LightMyRequestResponse;
  /** The card form's answer: 303 (to the return URL, or to the 3-D Secure step), or 422 (the page again, with the error). */
  card: LightMyRequestResponse;
  /** The bank's 3-D Secure step answered (the 3-D Secure card, when a decision was given). */
  threeDs: LightMyRequestResponse | null;
  /** The return URL the browser was sent back to; null while it is still on the processor's pages. */
  returnedTo: string | null;
}

/**
 * Pays on the test processor's hosted page as a browser does: opens `redirectUrl`, posts the card
 * form (with its hidden token), and when the card asks for 3-D Secure and `threeDs` is given, answers
 * the bank's step. Nothing more: the outcome reaches us by the notification or the app's question.
 */
export async function payOnHostedPage(app: FastifyInstance, redirectUrl: string, entry: CardEntry & { threeDs?: 'approve' | 'cancel' } = {}): Promise<HostedVisit> {
  const path = new URL(redirectUrl).pathname;
  const page = await app.inject({ method: 'GET', url: path });
  if (page.statusCode !== 200) throw new Error(`the payment page answered ${page.statusCode}: ${page.body.slice(0, 300)}`);
  const form = pageForm(page.body, 'card');
  const card = await postForm(app, form.action, {
    number: entry.card ?? TEST_CARDS.approved,
    expiry: entry.expiry ?? futureExpiry(),
    cvc: entry.cvc ?? '123',
    holder: entry.holder ?? 'ANA POPESCU',
    token: form.token,
  });
  let last = card;
  let threeDs: LightMyRequestResponse | null = null;
  if (card.statusCode === 303 && card.headers.location === path && entry.threeDs) {
    const step = pageForm((await app.inject({ method: 'GET', url: path })).body, '3ds');
    threeDs = last = await postForm(app, step.action, { decision: entry.threeDs, token: step.token });
  }
  const location = last.statusCode === 303 ? String(last.headers.location) : null;
  return { page, card, threeDs, returnedTo: location && location !== path ? location : null };
}

/** GET /payments/{id}'s data: what the app shows when the browser is back (an open payment is asked about at the processor). */
export interface PaymentStatus {
  payment: PaymentView;
  order: { id: number; number: string; order_status: string; awb: string | null; track_url: string | null; label_url?: string; guest_key?: string } | null;
}

export async function paymentStatus(app: FastifyInstance, paymentId: string, token?: string): Promise<PaymentStatus> {
  const res = await api(app, 'GET', `payments/${paymentId}`, { token });
  if (res.statusCode !== 200) throw new Error(`payments/${paymentId} answered ${res.statusCode}: ${res.body}`);
  return res.json<{ data: PaymentStatus }>().data;
}

export interface PayOptions extends CardEntry {
  token?: string;
  key?: string;
  /** The 3-D Secure card's step (default approve). */
  threeDs?: 'approve' | 'cancel';
  /**
   * How we learn the outcome: 'return' (default) the app asks when the browser is back (GET
   * payments/{id}); 'notification' the queued work runs first (the processor's signed notification,
   * then the booking and the mails).
   */
  via?: 'return' | 'notification';
}

/** The order answer's data (app-order-request.ts) as the tests read it. */
export interface OrderAnswerData {
  order_id: number;
  awb_number: string | null;
  track_url: string | null;
  order: OrderView;
  payment: PaymentView;
  guest?: { email: string; key: string; confirmation_url: string; message: string };
  label_url?: string;
}

export interface PaidOrder extends PaymentStatus {
  /** The order answer (202, with the processor's page in data.payment.redirect_url). */
  placed: LightMyRequestResponse;
  data: OrderAnswerData;
  hosted: HostedVisit;
  orderId: number;
  awb: string | null;
}

async function learnOutcome(app: FastifyInstance, paymentId: string, options: PayOptions): Promise<PaymentStatus> {
  if (options.via === 'notification') await drained(app);
  return paymentStatus(app, paymentId, options.token);
}

/** A card order placed, paid on the processor's page, and its outcome learnt: the order answer and the state after. */
export async function placePaidOrder(app: FastifyInstance, body: unknown, options: PayOptions = {}): Promise<PaidOrder> {
  const placed = await placeOrder(app, body, { key: options.key ?? newKey(), ...(options.token ? { token: options.token } : {}) });
  if (placed.statusCode !== 202) throw new Error(`the order answered ${placed.statusCode}: ${placed.body}`);
  const data = placed.json<{ data: OrderAnswerData }>().data;
  const hosted = await payOnHostedPage(app, data.payment.redirect_url!, { ...options, threeDs: options.threeDs ?? 'approve' });
  const status = await learnOutcome(app, data.payment.id, options);
  return { placed, data, hosted, ...status, orderId: data.order_id, awb: status.order?.awb ?? null };
}

export interface PaidTopUp {
  /** The top-up answer (202, with the processor's page). */
  answer: LightMyRequestResponse;
  hosted: HostedVisit;
  payment: PaymentView;
  balanceBani: number;
}

/** A person's billing address in Iași, as the wallet asks for one before the first top-up (the advance invoice's buyer). */
export const BILLING_PERSON = { kind: 'billing', address_type: 'individual', contact: 'Ana Popescu', locality_id: IASI, street_name: 'Strada Lăpușneanu', street_no: '12' };

/** Gives the account a billing address unless it has one. */
export async function ensureBilling(app: FastifyInstance, token: string): Promise<void> {
  const list = await api(app, 'GET', 'addresses?kind=billing', { token });
  if (list.statusCode === 200 && list.json<{ data: unknown[] }>().data.length > 0) return;
  const saved = await api(app, 'POST', 'addresses', { token, body: BILLING_PERSON });
  if (saved.statusCode !== 201) throw new Error(`the billing address answered ${saved.statusCode}: ${saved.body}`);
}

/** A wallet top-up of `amountBani` (the account given a billing address first, if it has none), paid on the processor's page; the wallet's balance after. */
export async function paidTopUp(app: FastifyInstance, token: string, amountBani: number, options: Omit<PayOptions, 'token'> = {}): Promise<PaidTopUp> {
  await ensureBilling(app, token);
  const answer = await api(app, 'POST', 'wallet/top-up', { token, key: options.key ?? newKey(), body: { amount_bani: amountBani } });
  if (answer.statusCode !== 202) throw new Error(`the top-up answered ${answer.statusCode}: ${answer.body}`);
  const { payment } = answer.json<{ data: { payment: PaymentView } }>().data;
  const hosted = await payOnHostedPage(app, payment.redirect_url!, { ...options, threeDs: options.threeDs ?? 'approve' });
  const status = await learnOutcome(app, payment.id, { ...options, token });
  const wallet = await api(app, 'GET', 'wallet', { token });
  return { answer, hosted, payment: status.payment, balanceBani: wallet.json<{ data: { balance_bani: number } }>().data.balance_bani };
}

export interface BookedOrder {
  order_id: number;
  awb_number: string;
  /** The order as its owner reads it back (GET orders/{id}): booked, with its history. */
  order: OrderView;
}

/** A customer's card order paid on the processor's page and booked (throws otherwise), with what the order's answer used to carry. */
export async function bookedOrder(app: FastifyInstance, body: unknown, token: string, options: Omit<PayOptions, 'token'> = {}): Promise<BookedOrder> {
  const paid = await placePaidOrder(app, body, { ...options, token });
  if (!paid.awb) throw new Error(`order ${paid.orderId} not booked: ${JSON.stringify(paid.payment)} ${JSON.stringify(paid.order)}`);
  const order = (await api(app, 'GET', `orders/${paid.orderId}`, { token })).json<{ data: OrderView }>().data;
  return { order_id: paid.orderId, awb_number: paid.awb, order };
}
