// Stripe as our card processor, through the official SDK (`stripe`): a payment is a Checkout Session
// in payment mode (Stripe's hosted page takes the card and 3-D Secure; we keep brand and last four),
// identified by the session id (cs_...). Our reference rides in client_reference_id, in the session's
// metadata and in its PaymentIntent's metadata (payment_intent_data), so a payment whose creation
// answer was lost is found again (lookup). Refunds go to the session's PaymentIntent, each with its
// own idempotency key. Webhooks are checked with the SDK (Stripe-Signature, 300 s tolerance) and
// answered with the session as Stripe has it now (read through the API, with card and refunds).
// Stripe is unreachable, answers 5xx or 429, or times out: GatewayUnavailable (the SDK first retries
// twice, with the same idempotency key). A refused secret key: a plain Error for the operator.
// The Stripe documentation this follows (API reference):
//   Create a Checkout Session      https://docs.stripe.com/api/checkout/sessions/create
//   Retrieve a Checkout Session    https://docs.stripe.com/api/checkout/sessions/retrieve
//   Expire a Checkout Session      https://docs.stripe.com/api/checkout/sessions/expire
//   List Checkout Sessions         https://docs.stripe.com/api/checkout/sessions/list
//   Search PaymentIntents          https://docs.stripe.com/api/payment_intents/search (and /search#search-query-language)
//   Create a refund                https://docs.stripe.com/api/refunds/create
//   Idempotent requests, errors    https://docs.stripe.com/api/idempotent_requests, https://docs.stripe.com/api/errors
//   Expanding responses            https://docs.stripe.com/api/expanding_objects
//   Webhook signatures             https://docs.stripe.com/webhooks#verify-events (https://docs.stripe.com/webhooks/signature)
//   Event types                    https://docs.stripe.com/api/events/types
// Mapping of Stripe's objects to ours: mapping.ts.
import Stripe from 'stripe';
import { GatewayUnavailable, WebhookRejected } from '../../gateway.ts';
import type { CreatePaymentInput, GatewayPayment, PaymentGateway, RefundInput, RefundResult, WebhookEvent } from '../../gateway.ts';
import { idOf, referenceOf, REFUND_REFUSED, refundResultOf, SESSION_EXPAND, stripeExpiresAt, toGatewayPayment, webhookTypeOf } from './mapping.ts';

export interface StripeGatewayOptions {
  /** sk_live_..., sk_test_... or a restricted rk_... key. */
  secretKey: string;
  /** The signing secret of our webhook endpoint (whsec_...). */
  webhookSecret: string;
  /** Another API origin than https://api.stripe.com, e.g. http://127.0.0.1:PORT for a stand-in (no path: the SDK adds /v1/). */
  apiBase?: string;
  /** Per HTTP attempt (the SDK makes up to 3); default 10 s. */
  timeoutMs?: number;
}

/** How far back lookup reads the list of sessions (an open session is at most 24 h old). */
const LOOKBACK_SECONDS = 25 * 3600;
/** At most this many recent sessions are read by lookup. */
const LOOKBACK_LIMIT = 1000;
/** Sessions first: a paid one, then one still open, then the newest. */
const RANK: Record<string, number> = { complete: 0, open: 1, expired: 2 };

const HANDLED_EVENTS = new Set([
  'checkout.session.completed',
  'checkout.session.async_payment_succeeded',
  'checkout.session.async_payment_failed',
  'checkout.session.expired',
  'charge.refunded',
]);

function connection(apiBase: string | undefined): Pick<Stripe.StripeConfig, 'host' | 'port' | 'protocol'> {
  if (!apiBase) return {};
  const url = new URL(apiBase);
  if ((url.protocol !== 'http:' && url.protocol !== 'https:') || url.pathname !== '/' || url.search) {
    throw new Error(`StripeGateway: apiBase must be an origin such as http://127.0.0.1:12111 (got ${apiBase})`);
  }
  const protocol = url.protocol === 'http:' ? 'http' : 'https';
  return { host: url.hostname, port: url.port || (protocol === 'http' ? 80 : 443), protocol };
}

/** Stripe's error as ours: unavailable (retry later), a refused key (operator), or as it is. */
function translate(error: unknown): unknown {
  const { errors } = Stripe;
  if (!(error instanceof errors.StripeError)) return error;
  if (
    error instanceof errors.StripeConnectionError ||
    error instanceof errors.StripeAPIError ||
    error instanceof errors.StripeRateLimitError ||
    (error.statusCode !== undefined && (error.statusCode >= 500 || error.statusCode === 429))
  ) {
    return new GatewayUnavailable(`Stripe unavailable: ${error.message}`, { cause: error });
  }
  if (error instanceof errors.StripeAuthenticationError) {
    return new Error('Stripe refused our secret key (HTTP 401): check the Stripe secret key in the payment configuration (sk_live_/sk_test_ of this account, not revoked or rolled).', { cause: error });
  }
  if (error instanceof errors.StripePermissionError) {
    return new Error('Stripe refused this call for our key (HTTP 403): a restricted key needs write access to Checkout Sessions and Refunds and read access to PaymentIntents.', { cause: error });
  }
  return error;
}

function header(headers: Readonly<Record<string, string | string[] | undefined>>, name: string): string | undefined {
  const key = Object.keys(headers).find((k) => k.toLowerCase() === name);
  const value = key === undefined ? undefined : headers[key];
  return Array.isArray(value) ? value[0] : value;
}

export class StripeGateway implements PaymentGateway {
  readonly name = 'stripe';
  readonly #stripe: Stripe;
  readonly #webhookSecret: string;

  constructor(options: StripeGatewayOptions) {
    if (!options.secretKey) throw new Error('StripeGateway: the Stripe secret key is missing');
    if (!options.webhookSecret) throw new Error('StripeGateway: the Stripe webhook signing secret (whsec_...) is missing');
    this.#webhookSecret = options.webhookSecret;
    this.#stripe = new Stripe(options.secretKey, { timeout: options.timeoutMs ?? 10_000, maxNetworkRetries: 2, ...connection(options.apiBase) });
  }

  async #call<T>(request: () => Promise<T>): Promise<T> {
    try {
      return await request();
    } catch (error) {
      throw translate(error);
    }
  }

  async createPayment(input: CreatePaymentInput): Promise<GatewayPayment> {
    if (input.currency !== 'RON') throw new Error(`StripeGateway: only RON is charged (got ${String(input.currency)})`);
    const params: Stripe.Checkout.SessionCreateParams = {
      mode: 'payment',
      line_items: [{ quantity: 1, price_data: { currency: 'ron', unit_amount: input.amountBani, product_data: { name: input.description } } }],
      client_reference_id: input.reference,
      metadata: { reference: input.reference },
      payment_intent_data: { metadata: { reference: input.reference }, description: input.description },
      customer_email: input.payer.email,
      success_url: input.returnUrl,
      cancel_url: input.returnUrl,
      expires_at: stripeExpiresAt(input.expiresAt, Date.now()),
      locale: 'ro',
    };
    try {
      return toGatewayPayment(await this.#call(() => this.#stripe.checkout.sessions.create(params, { idempotencyKey: input.idempotencyKey })));
    } catch (error) {
      // The key was used before with other parameters (a retry in another 5 minutes of expires_at):
      // the session it created is ours all the same.
      if (!(error instanceof Stripe.errors.StripeIdempotencyError)) throw error;
      const earlier = await this.lookup(input.reference);
      if (!earlier) throw error;
      return earlier;
    }
  }

  async status(gatewayId: string): Promise<GatewayPayment> {
    return toGatewayPayment(await this.#call(() => this.#stripe.checkout.sessions.retrieve(gatewayId, { expand: SESSION_EXPAND })));
  }

  /**
   * The session created with our reference. A session gets its PaymentIntent only once the customer
   * pays, so: the PaymentIntents found by Search (metadata.reference) and their sessions; failing that
   * (never paid, or Search not yet up to date: it lags up to a minute), the sessions of the last 25 h
   * by client_reference_id.
   */
  async lookup(reference: string): Promise<GatewayPayment | null> {
    const found = new Map<string, Stripe.Checkout.Session>();
    const keep = (session: Stripe.Checkout.Session) => {
      if (referenceOf(session) === reference) found.set(session.id, session);
    };
    const query = `metadata['reference']:'${reference.replace(/[\\']/g, (c) => `\\${c}`)}'`;
    const intents = await this.#call(() => this.#stripe.paymentIntents.search({ query, limit: 10 }));
    for (const intent of intents.data) {
      const sessions = await this.#call(() => this.#stripe.checkout.sessions.list({ payment_intent: intent.id, limit: 3 }));
      sessions.data.forEach(keep);
    }
    if (found.size === 0) {
      const since = Math.floor(Date.now() / 1000) - LOOKBACK_SECONDS;
      await this.#call(async () => {
        let read = 0;
        for await (const session of this.#stripe.checkout.sessions.list({ created: { gte: since }, limit: 100 })) {
          keep(session);
          if (++read >= LOOKBACK_LIMIT) break;
        }
      });
    }
    const [best] = [...found.values()].sort((a, b) => (RANK[a.status ?? ''] ?? 3) - (RANK[b.status ?? ''] ?? 3) || b.created - a.created);
    return best ? this.status(best.id) : null;
  }

  async expire(gatewayId: string): Promise<GatewayPayment> {
    try {
      return toGatewayPayment(await this.#call(() => this.#stripe.checkout.sessions.expire(gatewayId, { expand: SESSION_EXPAND })));
    } catch (error) {
      // Stripe expires only an open session: one paid (or expired) just before is answered as it stands.
      if (!(error instanceof Stripe.errors.StripeInvalidRequestError)) throw error;
      const now = await this.status(gatewayId);
      if (now.status === 'requires_action') throw error;
      return now;
    }
  }

  async refund({ gatewayId, amountBani, idempotencyKey }: RefundInput): Promise<RefundResult> {
    const session = await this.#call(() => this.#stripe.checkout.sessions.retrieve(gatewayId));
    const paymentIntent = idOf(session.payment_intent);
    if (!paymentIntent || session.payment_status !== 'paid' || !Number.isInteger(amountBani) || amountBani <= 0) {
      return { id: '', status: 'failed', failureMessage: REFUND_REFUSED };
    }
    try {
      return refundResultOf(await this.#call(() => this.#stripe.refunds.create({ payment_intent: paymentIntent, amount: amountBani }, { idempotencyKey })));
    } catch (error) {
      // Already refunded in full, or more than what is left of it.
      if (error instanceof Stripe.errors.StripeInvalidRequestError || error instanceof Stripe.errors.StripeCardError) {
        return { id: '', status: 'failed', failureMessage: REFUND_REFUSED };
      }
      throw error;
    }
  }

  async parseWebhook(rawBody: string, headers: Readonly<Record<string, string | string[] | undefined>>): Promise<WebhookEvent | null> {
    let event: Stripe.Event;
    try {
      event = this.#stripe.webhooks.constructEvent(rawBody, header(headers, 'stripe-signature') ?? '', this.#webhookSecret);
    } catch (error) {
      throw new WebhookRejected(`Stripe webhook rejected: ${(error as Error).message.split('\n')[0]}`, { cause: error });
    }
    const object = (event as { data?: { object?: { id?: unknown } } }).data?.object;
    if (typeof event.id !== 'string' || typeof event.type !== 'string' || typeof object?.id !== 'string') {
      throw new WebhookRejected('Stripe webhook rejected: not an event with data.object');
    }
    if (!HANDLED_EVENTS.has(event.type)) return null;
    let sessionId: string | null = object.id;
    if (event.type === 'charge.refunded') {
      const paymentIntent = idOf(event.data.object.payment_intent);
      if (!paymentIntent) return null;
      const sessions = await this.#call(() => this.#stripe.checkout.sessions.list({ payment_intent: paymentIntent, limit: 1 }));
      sessionId = sessions.data[0]?.id ?? null;
    } else if ((object as { mode?: unknown }).mode !== 'payment') {
      return null;
    }
    if (!sessionId) return null;
    let payment: GatewayPayment;
    try {
      payment = await this.status(sessionId);
    } catch (error) {
      // Signed by our endpoint's secret, but about a session this key cannot see: not ours.
      if (error instanceof Stripe.errors.StripeInvalidRequestError && error.statusCode === 404) return null;
      throw error;
    }
    return { id: event.id, type: webhookTypeOf(event.type, payment), payment };
  }
}
