// The NETOPIA Payments adapter against the NETOPIA stand-in (the only thing faked is the remote end):
// what start sends (amount in lei, our reference as orderID, the billing details, no card) and how an
// orderID used again is answered, status after the customer paid or was refused (our failure code and
// its Romanian text), the status and error code tables, refunds in full and in parts, the IPN's signed
// token (a valid one, a forged one, a body changed after signing, another audience or issuer, an
// expired one) and its acknowledgement, and the HTTP client on a failing, silent or refusing NETOPIA.
import { generateKeyPairSync } from 'node:crypto';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { FAILURE_MESSAGES } from '../../server/services/payments/card.ts';
import { GatewayUnavailable, WebhookRejected, type CreatePaymentInput } from '../../server/services/payments/gateway.ts';
import { failureOf, NETOPIA_ERRORS, NETOPIA_STATUSES, netopiaStatus } from '../../server/services/payments/providers/netopia/codes.ts';
import { NetopiaGateway, type NetopiaGatewayOptions } from '../../server/services/payments/providers/netopia/gateway.ts';
import { NetopiaCredentialsRejected } from '../../server/services/payments/providers/netopia/http.ts';
import { NETOPIA_STAND_IN, startNetopiaStandIn, type NetopiaStandIn } from '../support/payment-stand-ins/netopia.ts';

const NOW = new Date('2025-03-10T09:00:00.000Z');

let standIn: NetopiaStandIn;
let gateway: NetopiaGateway;

function make(options: Partial<NetopiaGatewayOptions> = {}): NetopiaGateway {
  return new NetopiaGateway({
    apiKey: NETOPIA_STAND_IN.API_KEY,
    posSignature: NETOPIA_STAND_IN.POS_SIGNATURE,
    publicKeyPem: standIn.publicKeyPem,
    baseUrl: standIn.url,
    timeoutMs: 2_000,
    backoffMs: 1,
    now: () => new Date(),
    ...options,
  });
}

function input(overrides: Partial<CreatePaymentInput> = {}): CreatePaymentInput {
  return {
    amountBani: 15_050,
    currency: 'RON',
    description: 'Comanda CUR-2026-000123',
    reference: '0b5f3c1e-9a41-4c07-8d3e-1f2a3b4c5d6e',
    idempotencyKey: '0b5f3c1e-9a41-4c07-8d3e-1f2a3b4c5d6e',
    returnUrl: 'https://curiero.example/comanda?payment_id=0b5f3c1e-9a41-4c07-8d3e-1f2a3b4c5d6e',
    notifyUrl: 'https://curiero.example/api/private/payments/webhook',
    payer: {
      email: 'ion@example.ro', firstName: 'Ion', lastName: 'Pop', phone: '0722123456',
      address: 'Str. Păcurari 9, bl. A1', city: 'Iași', county: 'Iași', postalCode: '700511', country: 'RO',
    },
    expiresAt: new Date(NOW.getTime() + 30 * 60_000),
    ...overrides,
  };
}

const calls = (path: string) => standIn.requests.filter((r) => r.path === `/${path}`);
const last = (path: string) => calls(path).at(-1)!;

async function rejection<T extends Error>(promise: Promise<unknown>, type: new (...args: never[]) => T): Promise<T> {
  const error = await promise.then(() => null, (e: unknown) => e);
  expect(error).toBeInstanceOf(type);
  return error as T;
}

/** A payment started and paid (or refused) on the stand-in's page. */
async function paid(outcome: Parameters<NetopiaStandIn['pay']>[1] = 'approved', overrides: Partial<CreatePaymentInput> = {}) {
  const started = await gateway.createPayment(input(overrides));
  standIn.pay(started.id, outcome);
  return started;
}

beforeEach(async () => {
  standIn = await startNetopiaStandIn();
  gateway = make();
});
afterEach(async () => {
  await standIn.close();
});

describe('NETOPIA: start', () => {
  it('sends the order in lei with our reference as orderID, the billing details and no card, and answers the hosted page', async () => {
    const started = await gateway.createPayment(input());
    expect(started).toMatchObject({
      reference: input().reference,
      status: 'requires_action',
      amountBani: 15_050,
      card: null,
      failureCode: null,
      refundedBani: 0,
    });
    expect(started.id).toMatch(/^\d+$/);
    expect(started.redirectUrl).toMatch(new RegExp(`^${standIn.url}ui/card\\?p=`));

    const request = last('payment/card/start');
    expect(request.headers.authorization).toBe(NETOPIA_STAND_IN.API_KEY);
    expect(request.json).toMatchObject({
      config: { notifyUrl: input().notifyUrl, redirectUrl: input().returnUrl, cancelUrl: input().returnUrl, language: 'ro' },
      payment: { options: { installments: 1, bonus: 0 } },
      order: {
        ntpID: '',
        posSignature: NETOPIA_STAND_IN.POS_SIGNATURE,
        description: 'Comanda CUR-2026-000123',
        orderID: input().reference,
        amount: 150.5,
        currency: 'RON',
        billing: {
          email: 'ion@example.ro', phone: '0722123456', firstName: 'Ion', lastName: 'Pop', city: 'Iași', country: 642,
          state: 'Iași', postalCode: '700511', details: 'Str. Păcurari 9, bl. A1',
        },
      },
    });
    const sent = request.json as { payment: Record<string, unknown>; order: { dateTime: string } };
    expect(sent.payment.instrument).toBeUndefined();
    expect(sent.order.dateTime).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\dZ$/);
  });

  it('sends whole lei and two decimals exactly, and an empty phone when the payer gave none', async () => {
    await gateway.createPayment(input({ amountBani: 1_999, reference: 'ref-1999', payer: { ...input().payer, phone: null } }));
    expect(last('payment/card/start').json).toMatchObject({ order: { amount: 19.99, billing: { phone: '' } } });
    await gateway.createPayment(input({ amountBani: 2_000, reference: 'ref-2000' }));
    expect((last('payment/card/start').json as { order: { amount: number } }).order.amount).toBe(20);
  });

  it('a start sent again with the same reference finds the same payment; once paid NETOPIA says 56 and we read it as paid', async () => {
    const first = await gateway.createPayment(input());
    const again = await gateway.createPayment(input());
    expect(again.id).toBe(first.id);
    expect(again.redirectUrl).toBe(first.redirectUrl);
    expect(standIn.payments.size).toBe(1);

    standIn.pay(first.id, 'approved');
    const closed = await gateway.createPayment(input());
    expect(closed).toMatchObject({ id: first.id, status: 'succeeded', redirectUrl: null, amountBani: 15_050 });
  });

  it('the same reference with another amount (NETOPIA 99) is a failed payment with a Romanian message', async () => {
    await gateway.createPayment(input());
    const other = await gateway.createPayment(input({ amountBani: 20_000 }));
    expect(other).toMatchObject({ status: 'failed', failureCode: 'processing_error', failureMessage: FAILURE_MESSAGES.processing_error });
  });

  it('an order NETOPIA refuses (400) is a failed payment, not an outage', async () => {
    const refused = await gateway.createPayment(input({ payer: { ...input().payer, email: '' } }));
    expect(refused).toMatchObject({ status: 'failed', failureCode: 'processing_error', failureMessage: FAILURE_MESSAGES.processing_error, id: '' });
  });
});

describe('NETOPIA: status', () => {
  it('after the customer paid: succeeded, with the card\'s brand and last four digits', async () => {
    const started = await paid('approved');
    const now = await gateway.status(started.id);
    expect(now).toMatchObject({ id: started.id, reference: input().reference, status: 'succeeded', amountBani: 15_050, redirectUrl: null, failureCode: null });
    expect(now.card).toEqual({ brand: 'visa', last4: '5098' });
    expect(last('operation/status').json).toEqual({ posID: NETOPIA_STAND_IN.POS_SIGNATURE, ntpID: started.id });
    expect(last('operation/status').headers.authorization).toBe(NETOPIA_STAND_IN.API_KEY);
  });

  it('while the customer is on the page: requires_action with the page', async () => {
    const started = await gateway.createPayment(input());
    expect(await gateway.status(started.id)).toMatchObject({ status: 'requires_action', redirectUrl: started.redirectUrl });
  });

  it('after a refusal: failed, with our code and its Romanian text from NETOPIA\'s error code', async () => {
    const funds = await paid('insufficient_funds', { reference: 'ref-funds' });
    expect(await gateway.status(funds.id)).toMatchObject({ status: 'failed', failureCode: 'insufficient_funds', failureMessage: 'Fonduri insuficiente pe card.' });
    const cvv = await paid('invalid_cvv', { reference: 'ref-cvv' });
    expect(await gateway.status(cvv.id)).toMatchObject({ status: 'failed', failureCode: 'incorrect_cvc', failureMessage: 'Codul de securitate (CVV) nu este valid.' });
    const expired = await paid('expired_card', { reference: 'ref-expired' });
    expect(await gateway.status(expired.id)).toMatchObject({ status: 'failed', failureCode: 'expired_card', failureMessage: 'Cardul a expirat.' });
    const bank = await paid('error', { reference: 'ref-error' });
    expect(await gateway.status(bank.id)).toMatchObject({ status: 'failed', failureCode: 'processing_error' });
  });

  it('expire() only reads the status (NETOPIA has no call closing an unpaid payment)', async () => {
    const started = await gateway.createPayment(input());
    standIn.setStatus(started.id, 23, '00', 'Expired');
    expect(await gateway.expire(started.id)).toMatchObject({ status: 'failed', failureCode: 'expired', failureMessage: FAILURE_MESSAGES.expired });
    expect(standIn.requests.map((r) => r.path)).toEqual(['/payment/card/start', '/operation/status']);
  });

  it('lookup() by our reference answers null without a call (NETOPIA needs the ntpID)', async () => {
    await gateway.createPayment(input());
    expect(await gateway.lookup(input().reference)).toBeNull();
    expect(calls('operation/status')).toHaveLength(0);
  });

  it('an ntpID NETOPIA does not know is GatewayUnavailable (nothing is known)', async () => {
    const error = await rejection(gateway.status('999'), GatewayUnavailable);
    expect(error.message).toContain('404');
  });
});

describe('NETOPIA: the code tables', () => {
  it('maps every documented status to ours', () => {
    const table = Object.fromEntries(Object.entries(NETOPIA_STATUSES).map(([code, s]) => [code, s.status]));
    expect(table).toEqual({
      1: 'requires_action', 2: 'requires_action', 3: 'succeeded', 4: 'failed', 5: 'succeeded', 6: 'requires_action', 7: 'requires_action',
      8: 'refunded', 9: 'succeeded', 10: 'refunded', 11: 'failed', 12: 'failed', 13: 'requires_action', 14: 'requires_action',
      15: 'requires_action', 16: 'succeeded', 17: 'refunded', 18: 'requires_action', 19: 'requires_action', 20: 'failed',
      21: 'requires_action', 22: 'requires_action', 23: 'failed',
    });
    // The documented four ([doc] start-Error.md): 3 paid, 5 confirmed, 12 invalid account, 15 3-D Secure.
    expect([3, 5, 12, 15].map((c) => netopiaStatus(c).status)).toEqual(['succeeded', 'succeeded', 'failed', 'requires_action']);
    expect(netopiaStatus(99)).toMatchObject({ status: 'requires_action', event: false });
    expect(netopiaStatus(9).event).toBe(false);
    expect(netopiaStatus(16).event).toBe(false);
  });

  it('maps NETOPIA\'s refusal codes to our failure codes, with their Romanian text', () => {
    expect(Object.fromEntries(Object.entries(NETOPIA_ERRORS).map(([code, e]) => [code, e.failureCode]))).toEqual({
      '00': null, '0': null, '100': null, '101': null, '56': null, '99': 'processing_error',
      '19': 'expired_card', '20': 'insufficient_funds', '21': 'incorrect_cvc', '22': 'incorrect_cvc', '34': 'card_declined', '17': 'invalid_number',
    });
    expect(failureOf(12, '20')).toEqual({ failureCode: 'insufficient_funds', failureMessage: FAILURE_MESSAGES.insufficient_funds });
    expect(failureOf(12, '22')).toEqual({ failureCode: 'incorrect_cvc', failureMessage: FAILURE_MESSAGES.incorrect_cvc });
    expect(failureOf(12, '34')?.failureCode).toBe('card_declined');
    expect(failureOf(12, '777')).toEqual({ failureCode: 'card_declined', failureMessage: FAILURE_MESSAGES.card_declined });
    expect(failureOf(12, null)?.failureCode).toBe('card_declined');
    expect(failureOf(23, '20')).toEqual({ failureCode: 'expired', failureMessage: FAILURE_MESSAGES.expired });
    expect(failureOf(11, null)?.failureCode).toBe('processing_error');
    expect(failureOf(3, '00')).toBeNull();
    expect(failureOf(15, '100')).toBeNull();
  });
});

describe('NETOPIA: refunds', () => {
  it('refunds in full: credit of the amount in lei, and the payment then reads as refunded', async () => {
    const started = await paid();
    const result = await gateway.refund({ gatewayId: started.id, amountBani: 15_050, idempotencyKey: `refund-${started.id}` });
    expect(result).toEqual({ id: started.id, status: 'succeeded', failureMessage: null });
    expect(last('operation/credit').json).toEqual({ ntpID: started.id, amount: 150.5 });
    // NETOPIA does not say how much went back: no amount is claimed (our refunds are recorded by refunds.ts).
    expect(await gateway.status(started.id)).toMatchObject({ status: 'refunded', refundedBani: 0 });
  });

  it('refunds in parts, several times, and refuses more than is left with a Romanian message', async () => {
    const started = await paid();
    expect(await gateway.refund({ gatewayId: started.id, amountBani: 5_000, idempotencyKey: 'r1' })).toMatchObject({ status: 'succeeded' });
    expect(last('operation/credit').json).toEqual({ ntpID: started.id, amount: 50 });
    expect(await gateway.refund({ gatewayId: started.id, amountBani: 10_000, idempotencyKey: 'r2' })).toMatchObject({ status: 'succeeded' });
    expect(standIn.payments.get(started.id)?.credited).toBe(150);
    const over = await gateway.refund({ gatewayId: started.id, amountBani: 100, idempotencyKey: 'r3' });
    expect(over.status).toBe('failed');
    expect(over.failureMessage).toMatch(/^NETOPIA a refuzat rambursarea/);
    expect(standIn.payments.get(started.id)?.credited).toBe(150);
  });

  it('never pays out twice: the same key again, or a full refund already credited, sends no second credit', async () => {
    const started = await paid();
    await gateway.refund({ gatewayId: started.id, amountBani: 5_000, idempotencyKey: 'same' });
    await gateway.refund({ gatewayId: started.id, amountBani: 5_000, idempotencyKey: 'same' });
    expect(calls('operation/credit')).toHaveLength(1);

    const other = await paid('approved', { reference: 'ref-full' });
    await gateway.refund({ gatewayId: other.id, amountBani: 15_050, idempotencyKey: 'full-a' });
    // Another process (no memory of the key) asks again for the whole amount: NETOPIA already says 8.
    const again = await make().refund({ gatewayId: other.id, amountBani: 15_050, idempotencyKey: 'full-a' });
    expect(again.status).toBe('succeeded');
    expect(calls('operation/credit')).toHaveLength(2);
    expect(standIn.payments.get(other.id)?.credited).toBe(150.5);
  });

  it('a payment not paid is not refunded (no credit sent)', async () => {
    const refused = await paid('insufficient_funds');
    const result = await gateway.refund({ gatewayId: refused.id, amountBani: 15_050, idempotencyKey: 'x' });
    expect(result.status).toBe('failed');
    expect(result.failureMessage).toMatch(/nu poate fi rambursată/);
    expect(calls('operation/credit')).toHaveLength(0);
  });

  it('a 5xx on credit is GatewayUnavailable and the credit is not sent again', async () => {
    const started = await paid();
    standIn.misbehave({ kind: 'error', status: 502 }, 1, 'operation/credit');
    await rejection(gateway.refund({ gatewayId: started.id, amountBani: 15_050, idempotencyKey: 'k' }), GatewayUnavailable);
    expect(calls('operation/credit')).toHaveLength(1);
  });
});

describe('NETOPIA: IPN', () => {
  it('a valid token: the event, with the payment mapped, and NETOPIA\'s "received OK" answer', async () => {
    const started = await paid();
    const { rawBody, headers } = standIn.ipn(started.id);
    const event = await gateway.parseWebhook(rawBody, headers);
    expect(event).toEqual({
      id: `${started.id}:3`,
      type: 'payment.succeeded',
      payment: {
        id: started.id, reference: input().reference, status: 'succeeded', amountBani: 15_050, currency: 'RON', card: { brand: 'visa', last4: '5098' },
        redirectUrl: null, failureCode: null, failureMessage: null, refundedBani: 0,
      },
    });
    expect(gateway.acknowledge('applied')).toEqual({ status: 200, body: { errorType: 0, errorCode: null, errorMessage: '' } });
    expect(gateway.acknowledge('duplicate')).toEqual(gateway.acknowledge('applied'));
  });

  it('a refusal arrives as payment.failed with the reason; a credit as payment.refunded', async () => {
    const refused = await paid('insufficient_funds');
    const notice = standIn.ipn(refused.id);
    const failed = await gateway.parseWebhook(notice.rawBody, notice.headers);
    expect(failed).toMatchObject({ id: `${refused.id}:12`, type: 'payment.failed', payment: { failureCode: 'insufficient_funds', failureMessage: 'Fonduri insuficiente pe card.' } });

    const other = await paid('approved', { reference: 'ref-2' });
    await gateway.refund({ gatewayId: other.id, amountBani: 15_050, idempotencyKey: 'k' });
    const { rawBody, headers } = standIn.ipn(other.id);
    expect(await gateway.parseWebhook(rawBody, headers)).toMatchObject({ id: `${other.id}:8`, type: 'payment.refunded', payment: { status: 'refunded', refundedBani: 0 } });
  });

  it('the same notification delivered again has the same event id; another status another one', async () => {
    const started = await paid();
    const once = standIn.ipn(started.id);
    const first = await gateway.parseWebhook(once.rawBody, once.headers);
    const again = standIn.ipn(started.id, undefined, { expiresIn: 200 });
    expect(again.headers['verification-token']).not.toBe(once.headers['verification-token']);
    const second = await gateway.parseWebhook(again.rawBody, again.headers);
    expect(second?.id).toBe(first?.id);
    const confirmed = standIn.ipn(started.id, 5);
    expect((await gateway.parseWebhook(confirmed.rawBody, confirmed.headers))?.id).toBe(`${started.id}:5`);
  });

  it('a token signed with another key is rejected', async () => {
    const started = await paid();
    const forger = generateKeyPairSync('rsa', { modulusLength: 2048 }).privateKey;
    const { rawBody, headers } = standIn.ipn(started.id, undefined, { privateKey: forger });
    const error = await rejection(gateway.parseWebhook(rawBody, headers), WebhookRejected);
    expect(error.message).toMatch(/token not valid/);
  });

  it('a body changed after signing is rejected (sub is the SHA-512 of the body signed)', async () => {
    const started = await paid('insufficient_funds');
    const { rawBody, headers } = standIn.ipn(started.id);
    const tampered = rawBody.replace('"status":12', '"status":3');
    expect(tampered).not.toBe(rawBody);
    const error = await rejection(gateway.parseWebhook(tampered, headers), WebhookRejected);
    expect(error.message).toMatch(/\(sub\)/);
  });

  it('a token for another point of sale (aud), from another issuer, expired or missing is rejected', async () => {
    const started = await paid();
    const other = standIn.ipn(started.id, undefined, { audience: ['OTHR-POSS-IGNA-TURE-0001'] });
    expect((await rejection(gateway.parseWebhook(other.rawBody, other.headers), WebhookRejected)).message).toMatch(/\(aud\)/);
    const plain = standIn.ipn(started.id, undefined, { audience: NETOPIA_STAND_IN.POS_SIGNATURE });
    expect(await gateway.parseWebhook(plain.rawBody, plain.headers)).not.toBeNull();
    const issuer = standIn.ipn(started.id, undefined, { issuer: 'Someone Else' });
    expect((await rejection(gateway.parseWebhook(issuer.rawBody, issuer.headers), WebhookRejected)).message).toMatch(/issuer/);
    const expired = standIn.ipn(started.id, undefined, { expiresIn: -3_600 });
    expect((await rejection(gateway.parseWebhook(expired.rawBody, expired.headers), WebhookRejected)).message).toMatch(/expired/);
    const { rawBody } = standIn.ipn(started.id);
    expect((await rejection(gateway.parseWebhook(rawBody, { 'content-type': 'application/json' }), WebhookRejected)).message).toMatch(/Verification-token/);
    await rejection(gateway.parseWebhook(rawBody, { 'verification-token': 'not.a.jwt' }), WebhookRejected);
  });

  it('reads time claims written in milliseconds, and the header in any case', async () => {
    const started = await paid();
    const { rawBody, headers } = standIn.ipn(started.id, undefined, { milliseconds: true });
    const event = await gateway.parseWebhook(rawBody, { 'Verification-Token': headers['verification-token'] });
    expect(event?.id).toBe(`${started.id}:3`);
    const stale = standIn.ipn(started.id, undefined, { milliseconds: true, expiresIn: -3_600 });
    await rejection(gateway.parseWebhook(stale.rawBody, stale.headers), WebhookRejected);
  });

  it('an authentic notification about a status we do not track (a chargeback opened) is ignored: null', async () => {
    const started = await paid();
    const { rawBody, headers } = standIn.ipn(started.id, 9);
    expect(await gateway.parseWebhook(rawBody, headers)).toBeNull();
  });

  it('an authentic notification without payment.ntpID or payment.status is rejected', async () => {
    const rawBody = JSON.stringify({ order: { orderID: 'x' } });
    await rejection(gateway.parseWebhook(rawBody, { 'verification-token': standIn.sign(rawBody) }), WebhookRejected);
  });
});

describe('NETOPIA: an unreliable or refusing NETOPIA', () => {
  it('a 5xx on start is GatewayUnavailable and the start is not sent again', async () => {
    standIn.misbehave({ kind: 'error', status: 503 }, 1, 'payment/card/start');
    await rejection(gateway.createPayment(input()), GatewayUnavailable);
    expect(calls('payment/card/start')).toHaveLength(1);
  });

  it('a start that hangs is GatewayUnavailable after timeoutMs, not sent again', async () => {
    const quick = make({ timeoutMs: 150 });
    standIn.misbehave({ kind: 'hang' }, 1, 'payment/card/start');
    const began = Date.now();
    const error = await rejection(quick.createPayment(input()), GatewayUnavailable);
    expect(Date.now() - began).toBeLessThan(2_000);
    expect(error.message).toMatch(/could not be reached/);
    expect(calls('payment/card/start')).toHaveLength(1);
  });

  it('the status read is retried once: one 5xx is survived, two are GatewayUnavailable', async () => {
    const started = await paid();
    standIn.misbehave({ kind: 'error', status: 500 }, 1, 'operation/status');
    expect((await gateway.status(started.id)).status).toBe('succeeded');
    expect(calls('operation/status')).toHaveLength(2);
    standIn.misbehave({ kind: 'error', status: 502 }, 2, 'operation/status');
    await rejection(gateway.status(started.id), GatewayUnavailable);
    expect(calls('operation/status')).toHaveLength(4);
  });

  it('a status read that hangs twice is GatewayUnavailable after two timeouts', async () => {
    const started = await paid();
    const quick = make({ timeoutMs: 150 });
    standIn.misbehave({ kind: 'hang' }, 2, 'operation/status');
    const began = Date.now();
    await rejection(quick.status(started.id), GatewayUnavailable);
    expect(Date.now() - began).toBeLessThan(2_000);
    expect(calls('operation/status')).toHaveLength(2);
  });

  it('a slow answer within timeoutMs is read normally', async () => {
    standIn.misbehave({ kind: 'slow', ms: 100 }, 1, 'payment/card/start');
    expect((await make({ timeoutMs: 1_000 }).createPayment(input())).status).toBe('requires_action');
  });

  it('a wrong API key is a clear error (401), on every call, and is not retried', async () => {
    const started = await paid();
    const wrong = make({ apiKey: 'not-the-key' });
    const onStart = await rejection(wrong.createPayment(input({ reference: 'ref-other' })), NetopiaCredentialsRejected);
    expect(onStart).toBeInstanceOf(GatewayUnavailable);
    expect(onStart.message).toMatch(/NETOPIA refused our API key \(HTTP 401 on \/payment\/card\/start: Unauthorized\)/);
    const before = calls('operation/status').length;
    await rejection(wrong.status(started.id), NetopiaCredentialsRejected);
    expect(calls('operation/status')).toHaveLength(before + 1);
    await rejection(wrong.refund({ gatewayId: started.id, amountBani: 100, idempotencyKey: 'w' }), NetopiaCredentialsRejected);
    expect(calls('operation/credit')).toHaveLength(0);
  });

  it('a point of sale signature NETOPIA does not know (400, code 99) is a clear configuration error too', async () => {
    const error = await rejection(make({ posSignature: 'XXXX-XXXX-XXXX-XXXX-XXXX' }).createPayment(input()), NetopiaCredentialsRejected);
    expect(error.message).toMatch(/point of sale signature \(HTTP 400, code 99: Invalid POS signature\)/);
  });

  it('a public key that is not an RSA PEM is refused when the gateway is made', () => {
    expect(() => make({ publicKeyPem: 'not a key' })).toThrow(/NETOPIA public key/);
    const ec = generateKeyPairSync('ec', { namedCurve: 'P-256' }).publicKey.export({ type: 'spki', format: 'pem' }).toString();
    expect(() => make({ publicKeyPem: ec })).toThrow(/RSA/);
    const small = generateKeyPairSync('rsa', { modulusLength: 1024 }).publicKey.export({ type: 'spki', format: 'pem' }).toString();
    expect(() => make({ publicKeyPem: small })).toThrow(/1024 bits/);
  });
});
