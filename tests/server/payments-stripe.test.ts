// The Stripe adapter (official SDK) against the Stripe stand-in (the only thing faked is the remote
// end): what a Checkout Session is created with (form fields, idempotency key, expiry moved into
// Stripe's window), the session's states as ours (paid with the card, a decline that leaves the page
// open and becomes the failure once it expires), expire, lookup by our reference (Search, then the
// recent sessions), full, partial, repeated and refused refunds, signed webhooks (valid, forged,
// tampered, stale, irrelevant), and Stripe unreachable, failing, silent or refusing our key.
import { randomUUID } from 'node:crypto';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { FAILURE_MESSAGES } from '../../server/services/payments/card.ts';
import { GatewayUnavailable, WebhookRejected, type CreatePaymentInput, type Payer } from '../../server/services/payments/gateway.ts';
import { StripeGateway } from '../../server/services/payments/providers/stripe/gateway.ts';
import { decodeBracketKeys, startStripeStandIn, STRIPE_STAND_IN_KEYS, type StripeStandIn } from '../support/payment-stand-ins/stripe.ts';

const PAYER: Payer = {
  email: 'ana@example.ro', firstName: 'Ana', lastName: 'Ionescu', phone: '0722000111', address: 'Str. Memorandumului 1',
  city: 'Cluj-Napoca', county: 'Cluj', postalCode: '400114', country: 'RO',
};

/** A whole second an hour from now (Stripe's expires_at is in seconds). */
const inAnHour = () => new Date((Math.ceil(Date.now() / 1000) + 3600) * 1000);

function input(overrides: Partial<CreatePaymentInput> = {}): CreatePaymentInput {
  const reference = overrides.reference ?? randomUUID();
  return {
    amountBani: 12_550, currency: 'RON', description: 'Comanda CUR-2026-000123', reference, idempotencyKey: `payment-${reference}`,
    returnUrl: `https://curiero.test/plata/rezultat?payment_id=${reference}`, notifyUrl: 'https://curiero.test/api/webhooks/payments',
    payer: PAYER, expiresAt: inAnHour(), ...overrides,
  };
}

let standIn: StripeStandIn;
let gateway: StripeGateway;

const make = (options: { secretKey?: string; timeoutMs?: number } = {}) =>
  new StripeGateway({ secretKey: STRIPE_STAND_IN_KEYS.secretKey, webhookSecret: STRIPE_STAND_IN_KEYS.webhookSecret, apiBase: standIn.url, timeoutMs: 2_000, ...options });

const calls = (method: string, path: string) => standIn.requests.filter((r) => r.method === method && r.path === path);
const lastCall = (method: string, path: string) => calls(method, path).at(-1)!;
const paymentIntentOf = (sessionId: string) => String(standIn.sessions.get(sessionId)?.payment_intent);

async function rejection<T extends Error>(promise: Promise<unknown>, type: new (...args: never[]) => T): Promise<T> {
  const error = await promise.then(() => null, (e: unknown) => e);
  expect(error).toBeInstanceOf(type);
  return error as T;
}

/** A payment created and paid with a Visa ending 4242. */
async function paid(overrides: Partial<CreatePaymentInput> = {}) {
  const created = await gateway.createPayment(input(overrides));
  standIn.pay(created.id, { brand: 'visa', last4: '4242' });
  return created;
}

beforeEach(async () => {
  standIn = await startStripeStandIn();
  gateway = make();
});
afterEach(async () => {
  await standIn.close();
});

describe('Stripe: creating a payment', () => {
  it('creates a Checkout Session in RON with our reference everywhere, and sends the browser to its page', async () => {
    const wanted = input();
    const payment = await gateway.createPayment(wanted);
    expect(payment).toEqual({
      id: expect.stringMatching(/^cs_test_/), reference: wanted.reference, status: 'requires_action', amountBani: 12_550, currency: 'RON', card: null,
      redirectUrl: `https://checkout.stripe.com/c/pay/${payment.id}`, failureCode: null, failureMessage: null, refundedBani: 0,
    });
    expect(gateway.name).toBe('stripe');

    const sent = lastCall('POST', '/v1/checkout/sessions');
    expect(sent.headers.authorization).toBe(`Bearer ${STRIPE_STAND_IN_KEYS.secretKey}`);
    expect(sent.headers['idempotency-key']).toBe(wanted.idempotencyKey);
    expect(sent.headers['content-type']).toContain('application/x-www-form-urlencoded');
    expect(sent.form.get('line_items[0][price_data][unit_amount]')).toBe('12550');
    expect(decodeBracketKeys(sent.form)).toEqual({
      mode: 'payment',
      line_items: [{ quantity: '1', price_data: { currency: 'ron', unit_amount: '12550', product_data: { name: 'Comanda CUR-2026-000123' } } }],
      client_reference_id: wanted.reference,
      metadata: { reference: wanted.reference },
      payment_intent_data: { metadata: { reference: wanted.reference }, description: 'Comanda CUR-2026-000123' },
      customer_email: 'ana@example.ro',
      success_url: wanted.returnUrl,
      cancel_url: wanted.returnUrl,
      expires_at: String(wanted.expiresAt.getTime() / 1000),
      locale: 'ro',
    });
  });

  it('answers a retry with the same idempotency key with the same session, and Stripe holds one', async () => {
    const wanted = input();
    const first = await gateway.createPayment(wanted);
    const again = await gateway.createPayment(wanted);
    expect(again).toEqual(first);
    expect(standIn.sessions.size).toBe(1);
    expect(calls('POST', '/v1/checkout/sessions').map((r) => r.headers['idempotency-key'])).toEqual([wanted.idempotencyKey, wanted.idempotencyKey]);
  });

  it('moves an expiry Stripe would refuse into its window (30 min to 24 h), the same for a retry soon after', async () => {
    const soon = input({ expiresAt: new Date(Date.now() + 5 * 60_000) });
    const first = await gateway.createPayment(soon);
    const sentAt = Number(lastCall('POST', '/v1/checkout/sessions').form.get('expires_at'));
    const now = Date.now() / 1000;
    expect(sentAt).toBeGreaterThanOrEqual(now + 30 * 60);
    expect(sentAt).toBeLessThanOrEqual(now + 37 * 60);
    expect((await gateway.createPayment(soon)).id).toBe(first.id);
    expect(standIn.sessions.size).toBe(1);

    await gateway.createPayment(input({ expiresAt: new Date(Date.now() + 3 * 86_400_000) }));
    const late = Number(lastCall('POST', '/v1/checkout/sessions').form.get('expires_at'));
    expect(late).toBeLessThanOrEqual(Date.now() / 1000 + 86_400);
    expect(late).toBeGreaterThan(Date.now() / 1000 + 86_400 - 15 * 60);
  });

  it('answers a retry whose parameters changed (Stripe refuses the reused key) with the session the key created', async () => {
    const wanted = input();
    const first = await gateway.createPayment(wanted);
    const again = await gateway.createPayment({ ...wanted, expiresAt: new Date(wanted.expiresAt.getTime() + 3600_000) });
    expect(again.id).toBe(first.id);
    expect(again.reference).toBe(wanted.reference);
    expect(standIn.sessions.size).toBe(1);
    expect(calls('POST', '/v1/checkout/sessions')).toHaveLength(2);
    // Stripe refused the second (idempotency_error): the session was found again by our reference.
    expect(calls('GET', '/v1/payment_intents/search')).toHaveLength(1);
  });
});

describe('Stripe: status', () => {
  it('reads a paid session with its PaymentIntent and charge expanded: succeeded, with brand and last four', async () => {
    const created = await paid();
    expect(await gateway.status(created.id)).toEqual({
      id: created.id, reference: created.reference, status: 'succeeded', amountBani: 12_550, currency: 'RON', card: { brand: 'visa', last4: '4242' },
      redirectUrl: null, failureCode: null, failureMessage: null, refundedBani: 0,
    });
    expect(lastCall('GET', `/v1/checkout/sessions/${created.id}`).query.get('expand[0]')).toBe('payment_intent.latest_charge');
  });

  it('keeps a declined session waiting (the customer may try another card on the page), and fails it with the decline once it expires', async () => {
    const created = await gateway.createPayment(input());
    standIn.pay(created.id, { declineCode: 'insufficient_funds' });
    expect(await gateway.status(created.id)).toMatchObject({ status: 'requires_action', redirectUrl: created.redirectUrl, failureCode: null, failureMessage: null });

    standIn.expireOnServer(created.id);
    expect(await gateway.status(created.id)).toMatchObject({
      status: 'failed', failureCode: 'insufficient_funds', failureMessage: 'Fonduri insuficiente pe card.', redirectUrl: null, card: { brand: 'visa', last4: '0002' },
    });
  });

  it('says succeeded when the customer pays with another card after a decline', async () => {
    const created = await gateway.createPayment(input());
    standIn.pay(created.id, { declineCode: 'generic_decline' });
    standIn.pay(created.id, { brand: 'mastercard', last4: '4444' });
    expect(await gateway.status(created.id)).toMatchObject({ status: 'succeeded', card: { brand: 'mastercard', last4: '4444' }, failureCode: null });
  });

  it.each([
    ['generic_decline', 'card_declined'],
    ['lost_card', 'card_declined'],
    ['expired_card', 'expired_card'],
    ['incorrect_cvc', 'incorrect_cvc'],
    ['authentication_required', 'authentication_failed'],
    ['processing_error', 'processing_error'],
  ] as const)('maps Stripe\'s decline %s to our %s with its Romanian message', async (declineCode, ours) => {
    const created = await gateway.createPayment(input());
    standIn.pay(created.id, { declineCode });
    standIn.expireOnServer(created.id);
    expect(await gateway.status(created.id)).toMatchObject({ status: 'failed', failureCode: ours, failureMessage: FAILURE_MESSAGES[ours] });
  });

  it('maps a failed 3-D Secure to authentication_failed', async () => {
    const created = await gateway.createPayment(input());
    standIn.pay(created.id, { authenticationFailed: true });
    standIn.expireOnServer(created.id);
    expect(await gateway.status(created.id)).toMatchObject({ status: 'failed', failureCode: 'authentication_failed', failureMessage: FAILURE_MESSAGES.authentication_failed, card: null });
  });
});

describe('Stripe: expire', () => {
  it('expires an open session: failed as expired, and Stripe no longer takes it', async () => {
    const created = await gateway.createPayment(input());
    expect(await gateway.expire(created.id)).toMatchObject({ id: created.id, status: 'failed', failureCode: 'expired', failureMessage: FAILURE_MESSAGES.expired, redirectUrl: null });
    expect(standIn.sessions.get(created.id)?.status).toBe('expired');
    expect(lastCall('POST', `/v1/checkout/sessions/${created.id}/expire`).form.get('expand[0]')).toBe('payment_intent.latest_charge');
    // Again: Stripe refuses (no longer open); the answer is the session as it stands.
    expect(await gateway.expire(created.id)).toMatchObject({ status: 'failed', failureCode: 'expired' });
  });

  it('answers a session paid just before as succeeded (Stripe refuses to expire it)', async () => {
    const created = await paid();
    expect(await gateway.expire(created.id)).toMatchObject({ status: 'succeeded', card: { brand: 'visa', last4: '4242' } });
    expect(calls('POST', `/v1/checkout/sessions/${created.id}/expire`)).toHaveLength(1);
    expect(standIn.sessions.get(created.id)?.status).toBe('complete');
  });
});

describe('Stripe: lookup by our reference', () => {
  it('finds a paid session through its PaymentIntent (Search by metadata, then the session of that intent)', async () => {
    await gateway.createPayment(input());
    const created = await paid();
    expect(await gateway.lookup(created.reference!)).toMatchObject({ id: created.id, reference: created.reference, status: 'succeeded' });
    expect(lastCall('GET', '/v1/payment_intents/search').query.get('query')).toBe(`metadata['reference']:'${created.reference}'`);
    expect(lastCall('GET', '/v1/checkout/sessions').query.get('payment_intent')).toBe(paymentIntentOf(created.id));
  });

  it('finds a session nobody paid yet (no PaymentIntent) among the recent sessions', async () => {
    const created = await gateway.createPayment(input());
    await gateway.createPayment(input());
    expect(await gateway.lookup(created.reference!)).toMatchObject({ id: created.id, status: 'requires_action', redirectUrl: created.redirectUrl });
    expect(Number(lastCall('GET', '/v1/checkout/sessions').query.get('created[gte]'))).toBeLessThan(Date.now() / 1000 - 24 * 3600);
  });

  it('answers null for a reference Stripe never got', async () => {
    await paid();
    expect(await gateway.lookup(randomUUID())).toBeNull();
  });
});

describe('Stripe: refunds', () => {
  it('refunds a part, then the rest: refundedBani grows, then the payment is refunded', async () => {
    const created = await paid();
    const part = await gateway.refund({ gatewayId: created.id, amountBani: 3_000, idempotencyKey: 'refund-1' });
    expect(part).toEqual({ id: expect.stringMatching(/^re_/), status: 'succeeded', failureMessage: null });
    const sent = lastCall('POST', '/v1/refunds');
    expect(decodeBracketKeys(sent.form)).toEqual({ payment_intent: paymentIntentOf(created.id), amount: '3000' });
    expect(sent.headers['idempotency-key']).toBe('refund-1');
    expect(await gateway.status(created.id)).toMatchObject({ status: 'succeeded', refundedBani: 3_000 });

    expect(await gateway.refund({ gatewayId: created.id, amountBani: 9_550, idempotencyKey: 'refund-2' })).toMatchObject({ status: 'succeeded' });
    expect(await gateway.status(created.id)).toMatchObject({ status: 'refunded', refundedBani: 12_550 });
  });

  it('pays a retried refund (same idempotency key) out once', async () => {
    const created = await paid();
    const first = await gateway.refund({ gatewayId: created.id, amountBani: 3_000, idempotencyKey: 'refund-once' });
    const again = await gateway.refund({ gatewayId: created.id, amountBani: 3_000, idempotencyKey: 'refund-once' });
    expect(again).toEqual(first);
    expect(standIn.refunds.size).toBe(1);
    expect(await gateway.status(created.id)).toMatchObject({ refundedBani: 3_000 });
  });

  it('refuses more than is left, and a payment never paid, in Romanian', async () => {
    const created = await paid();
    const over = await gateway.refund({ gatewayId: created.id, amountBani: 20_000, idempotencyKey: 'refund-over' });
    expect(over).toMatchObject({ status: 'failed', failureMessage: expect.stringContaining('nu poate fi rambursată') });
    expect(await gateway.status(created.id)).toMatchObject({ status: 'succeeded', refundedBani: 0 });

    const unpaid = await gateway.createPayment(input());
    const before = calls('POST', '/v1/refunds').length;
    expect(await gateway.refund({ gatewayId: unpaid.id, amountBani: 100, idempotencyKey: 'refund-unpaid' })).toMatchObject({ status: 'failed', failureMessage: expect.stringContaining('nu a fost încasată') });
    expect(calls('POST', '/v1/refunds')).toHaveLength(before);
  });

  it('reports a refund Stripe failed or canceled as failed, in Romanian', async () => {
    const created = await paid();
    standIn.failNextRefund('failed', 'expired_or_canceled_card');
    expect(await gateway.refund({ gatewayId: created.id, amountBani: 1_000, idempotencyKey: 'refund-failed' })).toMatchObject({
      id: expect.stringMatching(/^re_/), status: 'failed', failureMessage: 'Rambursarea pe card a eșuat: cardul a expirat sau a fost anulat.',
    });
    standIn.failNextRefund('canceled');
    expect(await gateway.refund({ gatewayId: created.id, amountBani: 1_000, idempotencyKey: 'refund-canceled' })).toMatchObject({ status: 'failed', failureMessage: expect.stringContaining('anulată') });
  });
});

describe('Stripe: webhooks', () => {
  it('reads checkout.session.completed as its event id and the payment as Stripe has it now (with the card)', async () => {
    const created = await paid();
    const { event, rawBody, headers } = standIn.signedEvent('checkout.session.completed', standIn.sessions.get(created.id)!);
    expect(await gateway.parseWebhook(rawBody, headers)).toEqual({
      id: event.id, type: 'payment.succeeded',
      payment: expect.objectContaining({ id: created.id, reference: created.reference, status: 'succeeded', card: { brand: 'visa', last4: '4242' } }),
    });
  });

  it('reads checkout.session.expired as payment.failed', async () => {
    const created = await gateway.createPayment(input());
    standIn.expireOnServer(created.id);
    const expired = standIn.signedEvent('checkout.session.expired', standIn.sessions.get(created.id)!);
    expect(await gateway.parseWebhook(expired.rawBody, expired.headers)).toMatchObject({ type: 'payment.failed', payment: { id: created.id, status: 'failed', failureCode: 'expired' } });
  });

  it('reads charge.refunded (a refund made in Stripe\'s dashboard) through the session of the charge\'s PaymentIntent', async () => {
    const created = await paid();
    await gateway.refund({ gatewayId: created.id, amountBani: 12_550, idempotencyKey: 'refund-all' });
    const { rawBody, headers } = standIn.signedEvent('charge.refunded', standIn.chargeOf(created.id));
    expect(await gateway.parseWebhook(rawBody, headers)).toMatchObject({ type: 'payment.refunded', payment: { id: created.id, status: 'refunded', refundedBani: 12_550 } });
    expect(lastCall('GET', '/v1/checkout/sessions').query.get('payment_intent')).toBe(paymentIntentOf(created.id));
  });

  it('answers null, without asking Stripe, for an authentic event about something else', async () => {
    const { rawBody, headers } = standIn.signedEvent('customer.created', { id: 'cus_123', object: 'customer' });
    const before = standIn.requests.length;
    expect(await gateway.parseWebhook(rawBody, headers)).toBeNull();
    expect(standIn.requests).toHaveLength(before);
  });

  it('rejects a forged signature, a tampered body and a missing signature', async () => {
    const created = await paid();
    const forged = standIn.signedEvent('checkout.session.completed', standIn.sessions.get(created.id)!, { secret: 'whsec_someone_else' });
    await rejection(gateway.parseWebhook(forged.rawBody, forged.headers), WebhookRejected);
    const genuine = standIn.signedEvent('checkout.session.completed', standIn.sessions.get(created.id)!);
    await rejection(gateway.parseWebhook(genuine.rawBody.replace('"livemode": false', '"livemode": true'), genuine.headers), WebhookRejected);
    await rejection(gateway.parseWebhook(genuine.rawBody, { 'content-type': 'application/json' }), WebhookRejected);
    expect(await gateway.parseWebhook(genuine.rawBody, genuine.headers)).toMatchObject({ type: 'payment.succeeded' });
  });

  it('rejects a signature older than five minutes (a replay)', async () => {
    const created = await paid();
    const stale = standIn.signedEvent('checkout.session.completed', standIn.sessions.get(created.id)!, { timestamp: Math.floor(Date.now() / 1000) - 400 });
    const error = await rejection(gateway.parseWebhook(stale.rawBody, stale.headers), WebhookRejected);
    expect(error.message).toContain('tolerance');
  });
});

describe('Stripe: unreachable, failing, silent or refusing our key', () => {
  it('lets the SDK retry a 503 once, with the same idempotency key', async () => {
    standIn.misbehave({ kind: 'error', status: 503 }, 1, '/v1/checkout/sessions');
    const wanted = input();
    expect(await gateway.createPayment(wanted)).toMatchObject({ status: 'requires_action' });
    expect(calls('POST', '/v1/checkout/sessions').map((r) => r.headers['idempotency-key'])).toEqual([wanted.idempotencyKey, wanted.idempotencyKey]);
    expect(standIn.sessions.size).toBe(1);
  });

  it('throws GatewayUnavailable when Stripe answers 5xx to every attempt', async () => {
    standIn.misbehave({ kind: 'error', status: 500 }, 3, '/v1/checkout/sessions');
    await rejection(gateway.createPayment(input()), GatewayUnavailable);
    expect(calls('POST', '/v1/checkout/sessions')).toHaveLength(3);
    expect(standIn.sessions.size).toBe(0);
  });

  it('throws GatewayUnavailable on 429 (rate limited)', async () => {
    const created = await gateway.createPayment(input());
    standIn.misbehave({ kind: 'error', status: 429 }, 1, '/v1/checkout/sessions/');
    await rejection(gateway.status(created.id), GatewayUnavailable);
  });

  it('throws GatewayUnavailable when Stripe does not answer within the timeout', async () => {
    const quick = make({ timeoutMs: 200 });
    const created = await quick.createPayment(input());
    standIn.misbehave({ kind: 'hang' }, 3, '/v1/checkout/sessions/');
    const started = Date.now();
    const error = await rejection(quick.status(created.id), GatewayUnavailable);
    expect(error.message).toContain('timeout');
    expect(Date.now() - started).toBeLessThan(10_000);
  });

  it('throws a clear error for the operator (not "unavailable") when Stripe refuses our secret key, without the key', async () => {
    const wrongKey = 'sk_test_not_our_key_000000000000';
    const error = await rejection(make({ secretKey: wrongKey }).createPayment(input()), Error);
    expect(error).not.toBeInstanceOf(GatewayUnavailable);
    expect(error.message).toMatch(/Stripe refused our secret key \(HTTP 401\)/);
    expect(error.message).not.toContain(wrongKey);
    expect(calls('POST', '/v1/checkout/sessions')).toHaveLength(1);
  });

  it('refuses an apiBase that is not an origin', () => {
    expect(() => new StripeGateway({ secretKey: 'sk_test_x', webhookSecret: 'whsec_x', apiBase: 'http://127.0.0.1:1234/v1/' })).toThrow(/apiBase must be an origin/);
  });
});
