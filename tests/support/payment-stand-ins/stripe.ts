// A stand-in for the part of Stripe's REST API (v1) that our Stripe adapter calls
// (server/services/payments/providers/stripe/gateway.ts), for its contract tests: Checkout Sessions (create,
// retrieve, expire, list by payment_intent / created with cursor pagination), PaymentIntent search by
// metadata, and refunds. It keeps Stripe's wire format: form-encoded bodies and query strings with
// bracket keys (line_items[0][price_data][unit_amount]), `Authorization: Bearer sk_...` (another key
// answers 401 with Stripe's `{error:{type, message}}`), Idempotency-Key on POSTs (the same key and
// parameters replay the first answer; other parameters answer 400 idempotency_error), `expand[]` of
// payment_intent and payment_intent.latest_charge, 404 resource_missing, and Stripe's deferred
// PaymentIntent (created when the customer pays, not with the session). The test side plays the
// customer and Stripe itself: pay() (a card approved or declined: a decline leaves the session open,
// as on Stripe's page), expireOnServer(), failNextRefund(), and signedEvent() (signed as Stripe signs,
// through the SDK's own generateTestHeaderString). Slow, failing or silent answers: misbehave() of
// the base (../carrier-stand-ins/stand-in-server.ts).
import { randomBytes } from 'node:crypto';
import Stripe from 'stripe';
import { startStandInServer, type StandInReply, type StandInRequest, type StandInServer } from '../carrier-stand-ins/stand-in-server.ts';

export const STRIPE_STAND_IN_KEYS = { secretKey: 'sk_test_curiero_stand_in_4eC39HqLyjWDarjtT1zdp7dc', webhookSecret: 'whsec_curiero_stand_in_secret' } as const;

type Json = Record<string, unknown>;

/** What the customer does on Stripe's page: pays with a card, or the bank declines it (Stripe's decline code), or 3-D Secure fails. */
export type PayOutcome = { brand: string; last4: string } | { declineCode: string; brand?: string; last4?: string } | { authenticationFailed: true };

export interface SignedEvent {
  event: Json;
  rawBody: string;
  headers: Record<string, string>;
}

export interface StripeStandIn extends StandInServer {
  readonly sessions: Map<string, Json>;
  readonly paymentIntents: Map<string, Json>;
  readonly charges: Map<string, Json>;
  readonly refunds: Map<string, Json>;
  /** The customer on the session's page. */
  pay(sessionId: string, outcome: PayOutcome): void;
  /** Stripe expires the session itself (its expires_at passed). */
  expireOnServer(sessionId: string): void;
  /** The next refund created ends in this status (Stripe reports a failed refund with a reason). */
  failNextRefund(status: 'failed' | 'canceled', reason?: string): void;
  /** The session's latest charge (after pay()). */
  chargeOf(sessionId: string): Json;
  /** An event as Stripe posts it: pretty JSON body and its Stripe-Signature header. */
  signedEvent(type: string, object: Json, options?: { timestamp?: number; secret?: string }): SignedEvent;
}

const id = (prefix: string) => `${prefix}_${randomBytes(12).toString('hex')}`;
const nowSeconds = () => Math.floor(Date.now() / 1000);
const clone = <T>(value: T): T => structuredClone(value);

/** Bracket keys as Stripe reads them: a[b][0][c]=v -> {a: {b: [{c: 'v'}]}}, e[]=x -> {e: ['x']} (values stay strings). */
export function decodeBracketKeys(params: URLSearchParams): Json {
  const root: Json = {};
  for (const [key, value] of params) {
    const match = /^([^[\]]+)((?:\[[^[\]]*\])*)$/.exec(key);
    if (!match) continue;
    const path = [match[1]!, ...[...match[2]!.matchAll(/\[([^[\]]*)\]/g)].map((m) => m[1]!)];
    let node = root;
    path.forEach((step, i) => {
      // `key[]` appends to the array, `key[0]` sets its first item.
      const part = step === '' && Array.isArray(node) ? String(node.length) : step;
      const next = path[i + 1];
      if (next === undefined) node[part] = value;
      else node = (node[part] ??= /^\d*$/.test(next) ? [] : {}) as Json;
    });
  }
  return root;
}

function stripeError(status: number, type: string, message: string, extra: Json = {}): StandInReply {
  return { status, body: { error: { type, message, ...extra } } };
}

const invalid = (message: string, extra: Json = {}) => stripeError(400, 'invalid_request_error', message, extra);
const missing = (kind: string, value: string, param: string) => stripeError(404, 'invalid_request_error', `No such ${kind}: '${value}'`, { code: 'resource_missing', param });

const integer = (value: unknown): number | null => (typeof value === 'string' && /^-?\d+$/.test(value) ? Number(value) : null);

export async function startStripeStandIn(options: { port?: number; secretKey?: string; webhookSecret?: string } = {}): Promise<StripeStandIn> {
  const secretKey = options.secretKey ?? STRIPE_STAND_IN_KEYS.secretKey;
  const webhookSecret = options.webhookSecret ?? STRIPE_STAND_IN_KEYS.webhookSecret;
  const sessions = new Map<string, Json>();
  const paymentIntents = new Map<string, Json>();
  const charges = new Map<string, Json>();
  const refunds = new Map<string, Json>();
  /** What payment_intent_data asked for each session's PaymentIntent (created later, on payment). */
  const intentData = new Map<string, Json>();
  const order = new Map<string, number>();
  const idempotent = new Map<string, { request: string; reply: StandInReply }>();
  let sequence = 0;
  let nextRefund: { status: 'failed' | 'canceled'; reason?: string } | null = null;

  /** The object as an answer, with `expand[]` applied (only what the adapter expands). */
  function expanded(object: Json, paths: unknown): StandInReply {
    const copy = clone(object);
    for (const path of Array.isArray(paths) ? (paths as unknown[]) : []) {
      if (typeof path !== 'string' || !/^payment_intent(\.latest_charge)?$/.test(path)) {
        return invalid(`This property cannot be expanded (${String(path)}).`, { param: 'expand' });
      }
      const intentId = copy.payment_intent;
      if (typeof intentId === 'string') copy.payment_intent = clone(paymentIntents.get(intentId) ?? null);
      const intent = copy.payment_intent as Json | null;
      if (path.endsWith('latest_charge') && intent && typeof intent.latest_charge === 'string') intent.latest_charge = clone(charges.get(intent.latest_charge) ?? null);
    }
    return { body: copy };
  }

  function createSession(body: Json): StandInReply {
    if (body.mode !== 'payment') return invalid('This stand-in only knows mode=payment.', { param: 'mode' });
    const items = body.line_items;
    if (!Array.isArray(items) || items.length === 0) return invalid('You must provide at least one line item.', { param: 'line_items' });
    let total = 0;
    let currency: string | null = null;
    for (const [i, item] of (items as Json[]).entries()) {
      const price = (item.price_data ?? {}) as Json;
      const amount = integer(price.unit_amount);
      const quantity = integer(item.quantity);
      const name = (price.product_data as Json | undefined)?.name;
      if (amount === null || amount < 0) return invalid('Invalid integer', { param: `line_items[${i}][price_data][unit_amount]` });
      if (quantity === null || quantity < 1) return invalid('Invalid integer', { param: `line_items[${i}][quantity]` });
      if (typeof price.currency !== 'string' || !/^[a-z]{3}$/.test(price.currency)) return invalid('Invalid currency', { param: `line_items[${i}][price_data][currency]` });
      if (typeof name !== 'string' || !name) return invalid('Missing required param: line_items[0][price_data][product_data][name].', { param: `line_items[${i}][price_data][product_data][name]` });
      if (currency !== null && currency !== price.currency) return invalid('All line items must share the same currency.', { param: 'line_items' });
      currency = price.currency;
      total += amount * quantity;
    }
    const now = nowSeconds();
    const expiresAt = body.expires_at === undefined ? now + 86_400 : integer(body.expires_at);
    if (expiresAt === null || expiresAt < now + 1800 || expiresAt > now + 86_400) {
      return invalid('The `expires_at` timestamp must be at least 30 minutes and at most 24 hours after Checkout Session creation.', { param: 'expires_at' });
    }
    if (typeof body.client_reference_id === 'string' && body.client_reference_id.length > 200) return invalid('client_reference_id is too long', { param: 'client_reference_id' });
    const sessionId = id('cs_test');
    const session: Json = {
      id: sessionId,
      object: 'checkout.session',
      amount_subtotal: total,
      amount_total: total,
      cancel_url: body.cancel_url ?? null,
      client_reference_id: body.client_reference_id ?? null,
      created: now,
      currency,
      customer: null,
      customer_email: body.customer_email ?? null,
      expires_at: expiresAt,
      livemode: false,
      locale: body.locale ?? null,
      metadata: (body.metadata as Json | undefined) ?? {},
      mode: 'payment',
      payment_intent: null,
      payment_status: 'unpaid',
      status: 'open',
      success_url: body.success_url ?? null,
      ui_mode: 'hosted_page',
      url: `https://checkout.stripe.com/c/pay/${sessionId}`,
    };
    sessions.set(sessionId, session);
    order.set(sessionId, ++sequence);
    intentData.set(sessionId, (body.payment_intent_data as Json | undefined) ?? {});
    return { body: session };
  }

  function listSessions(query: Json): StandInReply {
    const limit = query.limit === undefined ? 10 : integer(query.limit);
    if (limit === null || limit < 1 || limit > 100) return invalid('Invalid limit: must be between 1 and 100', { param: 'limit' });
    const created = query.created;
    const range = (typeof created === 'object' && created !== null ? created : created === undefined ? {} : { eq: created }) as Json;
    let all = [...sessions.values()]
      .filter((s) => query.payment_intent === undefined || s.payment_intent === query.payment_intent)
      .filter((s) => query.status === undefined || s.status === query.status)
      .filter((s) => {
        const at = s.created as number;
        const bound = (key: string) => integer(range[key]);
        return (bound('gte') ?? -Infinity) <= at && at < (bound('lt') ?? Infinity) && (bound('gt') ?? -Infinity) < at && at <= (bound('lte') ?? Infinity) && (bound('eq') ?? at) === at;
      })
      .sort((a, b) => (b.created as number) - (a.created as number) || order.get(b.id as string)! - order.get(a.id as string)!);
    if (typeof query.starting_after === 'string') {
      const at = all.findIndex((s) => s.id === query.starting_after);
      if (at < 0) return missing('checkout.session', query.starting_after, 'starting_after');
      all = all.slice(at + 1);
    }
    return { body: { object: 'list', url: '/v1/checkout/sessions', has_more: all.length > limit, data: clone(all.slice(0, limit)) } };
  }

  function searchIntents(query: Json): StandInReply {
    const text = typeof query.query === 'string' ? query.query : '';
    const match = /^metadata\['([^']+)'\]:'((?:[^'\\]|\\.)*)'$/.exec(text.trim());
    if (!match) return invalid(`The stand-in only understands metadata['key']:'value' queries (got ${text}).`, { param: 'query' });
    const [, key, raw] = match;
    const value = raw!.replace(/\\(.)/g, '$1');
    const limit = integer(query.limit) ?? 10;
    const data = [...paymentIntents.values()]
      .filter((pi) => (pi.metadata as Json)[key!] === value)
      .sort((a, b) => (b.created as number) - (a.created as number))
      .slice(0, limit);
    return { body: { object: 'search_result', url: '/v1/payment_intents/search', has_more: false, next_page: null, data: clone(data) } };
  }

  function expireSession(sessionId: string, body: Json): StandInReply {
    const session = sessions.get(sessionId);
    if (!session) return missing('checkout.session', sessionId, 'session');
    if (session.status !== 'open') {
      return invalid(`Only Checkout Sessions with a status in ["open"] can be expired. This Checkout Session has a status of \`${String(session.status)}\`.`);
    }
    expireNow(session);
    return expanded(session, body.expand);
  }

  function expireNow(session: Json): void {
    session.status = 'expired';
    session.url = null;
    const intent = typeof session.payment_intent === 'string' ? paymentIntents.get(session.payment_intent) : undefined;
    if (intent && intent.status !== 'succeeded') {
      intent.status = 'canceled';
      intent.cancellation_reason = 'abandoned';
    }
  }

  function createRefund(body: Json): StandInReply {
    const intentId = typeof body.payment_intent === 'string' ? body.payment_intent : null;
    if (!intentId) return invalid('One of `charge` or `payment_intent` is required.', { param: 'payment_intent' });
    const intent = paymentIntents.get(intentId);
    if (!intent) return missing('payment_intent', intentId, 'payment_intent');
    const charge = typeof intent.latest_charge === 'string' ? charges.get(intent.latest_charge) : undefined;
    if (intent.status !== 'succeeded' || !charge) {
      return invalid(`This PaymentIntent (${intentId}) does not have a successful charge to refund.`, { code: 'payment_intent_unexpected_state', param: 'payment_intent' });
    }
    const left = (charge.amount as number) - (charge.amount_refunded as number);
    if (left === 0) return invalid(`Charge ${String(charge.id)} has already been refunded.`, { code: 'charge_already_refunded' });
    const amount = body.amount === undefined ? left : integer(body.amount);
    if (amount === null || amount < 1) return invalid('Invalid positive integer', { param: 'amount' });
    if (amount > left) {
      return invalid(`Refund amount (lei${(amount / 100).toFixed(2)}) is greater than unrefunded amount on charge (lei${(left / 100).toFixed(2)})`, { param: 'amount' });
    }
    const outcome = nextRefund;
    nextRefund = null;
    const refund: Json = {
      id: id('re'),
      object: 'refund',
      amount,
      charge: charge.id,
      created: nowSeconds(),
      currency: charge.currency,
      metadata: {},
      payment_intent: intentId,
      reason: null,
      status: outcome?.status ?? 'succeeded',
      ...(outcome?.status === 'failed' ? { failure_reason: outcome.reason ?? 'unknown' } : {}),
    };
    refunds.set(refund.id as string, refund);
    if (!outcome) {
      charge.amount_refunded = (charge.amount_refunded as number) + amount;
      charge.refunded = charge.amount_refunded === charge.amount;
    }
    return { body: refund };
  }

  function route(request: StandInRequest, body: Json, query: Json): StandInReply {
    const { method, path } = request;
    if (method === 'POST' && path === '/v1/checkout/sessions') return createSession(body);
    if (method === 'GET' && path === '/v1/checkout/sessions') return listSessions(query);
    const session = /^\/v1\/checkout\/sessions\/([^/]+)(\/expire)?$/.exec(path);
    if (session && method === 'GET' && !session[2]) {
      const found = sessions.get(session[1]!);
      return found ? expanded(found, query.expand) : missing('checkout.session', session[1]!, 'session');
    }
    if (session && method === 'POST' && session[2]) return expireSession(session[1]!, body);
    if (method === 'GET' && path === '/v1/payment_intents/search') return searchIntents(query);
    if (method === 'POST' && path === '/v1/refunds') return createRefund(body);
    return stripeError(404, 'invalid_request_error', `Unrecognized request URL (${method}: ${path}). Please see https://stripe.com/docs or we can help at https://support.stripe.com/.`);
  }

  function answer(request: StandInRequest): StandInReply {
    const authorization = request.headers.authorization ?? '';
    if (!authorization.startsWith('Bearer ')) {
      return stripeError(401, 'invalid_request_error', 'You did not provide an API key. You need to provide your API key in the Authorization header, using Bearer auth (e.g. \'Authorization: Bearer YOUR_SECRET_KEY\').');
    }
    const key = authorization.slice('Bearer '.length);
    if (key !== secretKey) return stripeError(401, 'invalid_request_error', `Invalid API Key provided: ${key.slice(0, 8)}${'*'.repeat(Math.max(0, key.length - 12))}${key.slice(-4)}`);
    const body = decodeBracketKeys(request.form);
    const query = decodeBracketKeys(request.query);
    const idempotencyKey = request.method === 'POST' ? request.headers['idempotency-key'] : undefined;
    if (typeof idempotencyKey !== 'string') return route(request, body, query);
    const fingerprint = `${request.method} ${request.path} ${request.rawBody}`;
    const earlier = idempotent.get(idempotencyKey);
    if (earlier) {
      if (earlier.request !== fingerprint) {
        return stripeError(400, 'idempotency_error', `Keys for idempotent requests can only be used with the same parameters they were first used with. Try using a key other than '${idempotencyKey}' if you meant to execute a different request.`);
      }
      return { ...earlier.reply, headers: { ...earlier.reply.headers, 'idempotent-replayed': 'true', 'idempotency-key': idempotencyKey } };
    }
    const reply = route(request, body, query);
    // Stripe keeps the result of a request that ran (not of one refused before it began).
    if ((reply.status ?? 200) < 400) idempotent.set(idempotencyKey, { request: fingerprint, reply: { ...reply, body: clone(reply.body) } });
    return { ...reply, headers: { ...reply.headers, 'idempotency-key': idempotencyKey } };
  }

  const server = await startStandInServer(
    (request) => {
      const reply = answer(request);
      return { ...reply, headers: { 'request-id': id('req'), 'stripe-version': Stripe.API_VERSION, ...reply.headers } };
    },
    { port: options.port },
  );

  const requiredSession = (sessionId: string): Json => {
    const session = sessions.get(sessionId);
    if (!session) throw new Error(`Stripe stand-in: no session ${sessionId}`);
    return session;
  };

  return {
    get url() {
      return server.url;
    },
    requests: server.requests,
    misbehave: server.misbehave.bind(server),
    close: server.close.bind(server),
    sessions,
    paymentIntents,
    charges,
    refunds,

    pay(sessionId, outcome) {
      const session = requiredSession(sessionId);
      if (session.status !== 'open') throw new Error(`Stripe stand-in: session ${sessionId} is ${String(session.status)}, not open`);
      const amount = session.amount_total as number;
      let intent = typeof session.payment_intent === 'string' ? paymentIntents.get(session.payment_intent) : undefined;
      if (!intent) {
        const data = intentData.get(sessionId) ?? {};
        intent = {
          id: id('pi'), object: 'payment_intent', amount, currency: session.currency, created: nowSeconds(), description: data.description ?? null,
          metadata: (data.metadata as Json | undefined) ?? {}, status: 'requires_payment_method', latest_charge: null, last_payment_error: null,
        };
        paymentIntents.set(intent.id as string, intent);
        session.payment_intent = intent.id;
      }
      if ('authenticationFailed' in outcome) {
        intent.status = 'requires_payment_method';
        intent.last_payment_error = {
          type: 'invalid_request_error', code: 'payment_intent_authentication_failure',
          message: 'The provided PaymentMethod has failed authentication. You can provide payment_method_data or a new PaymentMethod to attempt to fulfill this PaymentIntent again.',
        };
        return;
      }
      const declined = 'declineCode' in outcome ? outcome.declineCode : null;
      const charge: Json = {
        id: id('ch'), object: 'charge', amount, amount_captured: declined ? 0 : amount, amount_refunded: 0, currency: session.currency, created: nowSeconds(),
        paid: !declined, refunded: false, status: declined ? 'failed' : 'succeeded', payment_intent: intent.id,
        payment_method_details: { type: 'card', card: { brand: outcome.brand ?? 'visa', last4: outcome.last4 ?? '0002', exp_month: 12, exp_year: 2030, funding: 'credit', country: 'RO' } },
        failure_code: null, failure_message: null,
      };
      charges.set(charge.id as string, charge);
      intent.latest_charge = charge.id;
      if (declined) {
        // Stripe's own code for these three; any other decline is code card_declined with its decline_code.
        const code = ['expired_card', 'incorrect_cvc', 'processing_error'].includes(declined) ? declined : 'card_declined';
        charge.failure_code = code;
        charge.failure_message = 'Your card was declined.';
        intent.status = 'requires_payment_method';
        intent.last_payment_error = { type: 'card_error', code, decline_code: declined, message: 'Your card was declined.', charge: charge.id };
        return;
      }
      intent.status = 'succeeded';
      intent.last_payment_error = null;
      Object.assign(session, { status: 'complete', payment_status: 'paid', url: null });
    },

    expireOnServer(sessionId) {
      const session = requiredSession(sessionId);
      if (session.status === 'open') expireNow(session);
    },

    failNextRefund(status, reason) {
      nextRefund = { status, reason };
    },

    chargeOf(sessionId) {
      const intent = paymentIntents.get(String(requiredSession(sessionId).payment_intent));
      const charge = charges.get(String(intent?.latest_charge));
      if (!charge) throw new Error(`Stripe stand-in: session ${sessionId} has no charge`);
      return clone(charge);
    },

    signedEvent(type, object, { timestamp = nowSeconds(), secret = webhookSecret } = {}) {
      const event: Json = {
        id: id('evt'), object: 'event', api_version: Stripe.API_VERSION, created: timestamp, data: { object: clone(object) },
        livemode: false, pending_webhooks: 1, request: { id: null, idempotency_key: null }, type,
      };
      const rawBody = JSON.stringify(event, null, 2);
      const signature = Stripe.webhooks.generateTestHeaderString({ payload: rawBody, secret, timestamp });
      return { event, rawBody, headers: { 'content-type': 'application/json; charset=utf-8', 'stripe-signature': signature } };
    },
  };
}
