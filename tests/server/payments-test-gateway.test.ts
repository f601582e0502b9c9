// The local test card processor on its own (its books in the database, its notifications
// 'test-gateway.webhook' jobs run by a runner of the test's own, whose transport catches them): a
// payment is created open, with the address of its hosted page, and charges nothing until a card is
// typed there; what each test card does on the page, a malformed card said on the page (the payment
// stays open), the 3-D Secure step, the customer's "Renunță", tokens per page, the expiry (closed by
// us, or passed on its own clock), idempotent creation, partial refunds (once per key, never above
// what was paid), the signed notifications it queues (once per event); and the card rules.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { migrate } from '../../server/db/migrate.ts';
import { createJobRunner, type JobRunner } from '../../server/services/jobs/runner.ts';
import { cardBrand, cardProblem, luhnValid, type CardInput } from '../../server/services/payments/card.ts';
import { createPaymentGateway } from '../../server/services/payments/create-gateway.ts';
import type { CreatePaymentInput } from '../../server/services/payments/gateway.ts';
import { payerOf } from '../../server/services/payments/payer.ts';
import type { TestGateway } from '../../server/services/payments/providers/test/gateway.ts';
import { deliverWebhook, type WebhookJob } from '../../server/services/payments/providers/test/delivery.ts';
import { testConfig } from './helpers/app.ts';
import { testDatabases, type TestDatabase } from './helpers/databases.ts';
import { jobsOf } from './helpers/jobs.ts';
import { TEST_CARDS } from './helpers/orders.ts';

const silent = { info() {}, warn() {}, error() {} };
const NOW = new Date('2026-03-10T08:00:00Z');
let counter = 0;

const typed = (number: string, more: Partial<CardInput> = {}): CardInput => ({ number, exp_month: 12, exp_year: 2029, cvc: '123', holder: 'ANA POPESCU', ...more });

describe.each(testDatabases())('the test card processor on $name', (backend) => {
  let test: TestDatabase;
  let gateway: TestGateway;
  let runner: JobRunner;
  const delivered: { body: Record<string, unknown>; headers: Record<string, string> }[] = [];
  beforeAll(async () => {
    test = await backend.create();
    await migrate(test.database.db);
    const gateways = createPaymentGateway({
      db: test.database.db,
      config: testConfig({ PUBLIC_URL: 'https://curiero.test' }),
      log: silent,
      now: () => NOW,
    });
    gateway = gateways.testGateway!;
    runner = createJobRunner({ db: () => test.database.db, log: silent, pollIntervalMs: 0 });
    runner.register('test-gateway.webhook', (job: WebhookJob) =>
      deliverWebhook(async (body, headers) => (delivered.push({ body: JSON.parse(body), headers }), 200), gateways.webhookSecret, () => NOW, job),
    );
  });
  afterAll(async () => {
    await runner?.stop(0);
    await test?.dispose();
  });

  const input = (more: Partial<CreatePaymentInput> = {}): CreatePaymentInput => {
    counter += 1;
    return {
      amountBani: 2501,
      currency: 'RON',
      description: 'Comanda CUR-2026-000001',
      reference: `ref-${counter}`,
      idempotencyKey: `key-${counter}`,
      returnUrl: 'https://curiero.test/comanda/plata?payment_id=p',
      notifyUrl: 'https://curiero.test/api/private/payments/webhook',
      payer: payerOf({ email: 'ana@exemplu.ro', name: 'Ana Popescu' }),
      expiresAt: new Date(NOW.getTime() + 30 * 60_000),
      ...more,
    };
  };
  /** A payment created and a card typed on its page. */
  const paidWith = async (number: string, more: Partial<CreatePaymentInput> = {}) => {
    const created = await gateway.createPayment(input(more));
    const answer = await gateway.payWithCard(created.id, await gateway.pageToken(created.id, 'card'), typed(number));
    return { created, answer, now: await gateway.status(created.id) };
  };
  const eventsOf = async (gatewayId: string) => (await jobsOf(test.database.db, 'test-gateway.webhook', `evt_${gatewayId.slice(4)}_%`)).map((j) => j.key);

  it('creates an open payment with its hosted page, charging nothing and telling nothing yet', async () => {
    const payment = await gateway.createPayment(input());
    expect(payment).toMatchObject({ status: 'requires_action', amountBani: 2501, card: null, failureCode: null, refundedBani: 0 });
    expect(payment.id).toMatch(/^tgp_[0-9a-f]{24}$/);
    expect(payment.redirectUrl).toBe(`https://curiero.test/api/private/payments/test-gateway/${payment.id}`);
    expect(await gateway.find(payment.id)).toMatchObject({ stage: 'card', payerEmail: 'ana@exemplu.ro', description: 'Comanda CUR-2026-000001' });
    expect(await eventsOf(payment.id)).toEqual([]);
  });

  it.each([
    [TEST_CARDS.approved, 'succeeded', null, null, 'visa'],
    [TEST_CARDS.declined, 'failed', 'card_declined', 'Plata a fost refuzată de banca emitentă.', 'visa'],
    [TEST_CARDS.insufficientFunds, 'failed', 'insufficient_funds', 'Fonduri insuficiente pe card.', 'visa'],
    [TEST_CARDS.expired, 'failed', 'expired_card', 'Cardul a expirat.', 'visa'],
    [TEST_CARDS.threeDSecure, 'requires_action', null, null, 'visa'],
    ['5555 5555 5555 4444', 'succeeded', null, null, 'mastercard'],
  ])('card %s on the page: %s', async (number, status, failureCode, failureMessage, brand) => {
    const { created, answer, now } = await paidWith(number);
    expect(answer?.kind).toBe('done');
    expect(now).toMatchObject({ status, failureCode, failureMessage, amountBani: 2501, card: { brand, last4: number.replace(/\s/g, '').slice(-4) } });
    // Waiting for the bank's step: still on the same page, now at its 3-D Secure stage.
    expect(now.redirectUrl).toBe(status === 'requires_action' ? created.redirectUrl : null);
    if (status === 'requires_action') expect((await gateway.find(created.id))?.stage).toBe('3ds');
    expect(await eventsOf(created.id)).toEqual(status === 'requires_action' ? [] : [`evt_${created.id.slice(4)}_${status}`]);
  });

  it('says a malformed, expired or bad-CVC card on the page, and keeps the payment open', async () => {
    const created = await gateway.createPayment(input());
    const token = await gateway.pageToken(created.id, 'card');
    const cases: [Partial<CardInput>, string][] = [
      [{ number: '4242 4242 4242 4241' }, 'invalid_number'],
      [{ exp_month: 2, exp_year: 2026 }, 'expired_card'],
      [{ exp_month: 13 }, 'invalid_expiry'],
      [{ exp_month: Number.NaN }, 'invalid_expiry'],
      [{ cvc: '12' }, 'incorrect_cvc'],
    ];
    for (const [change, code] of cases) {
      const answer = await gateway.payWithCard(created.id, token, { ...typed(TEST_CARDS.approved), ...change });
      expect([answer?.kind, answer?.kind === 'invalid' ? answer.code : null]).toEqual(['invalid', code]);
    }
    expect(await gateway.status(created.id)).toMatchObject({ status: 'requires_action', card: null });
    expect(await eventsOf(created.id)).toEqual([]);
    // Then a good card goes through.
    expect((await gateway.payWithCard(created.id, token, typed(TEST_CARDS.approved)))?.row.status).toBe('succeeded');
  });

  it('charges a payment once: a second card on a finished page changes nothing', async () => {
    const { created } = await paidWith(TEST_CARDS.approved);
    const again = await gateway.payWithCard(created.id, await gateway.pageToken(created.id, 'card'), typed(TEST_CARDS.declined));
    expect(again).toMatchObject({ kind: 'done', row: { status: 'succeeded', cardLast4: '4242' } });
    expect(await eventsOf(created.id)).toEqual([`evt_${created.id.slice(4)}_succeeded`]);
  });

  it('answers only the tokens of its own pages, per payment and per step', async () => {
    const a = await gateway.createPayment(input());
    const b = await gateway.createPayment(input());
    expect(await gateway.payWithCard(a.id, await gateway.pageToken(b.id, 'card'), typed(TEST_CARDS.approved))).toBeNull();
    expect(await gateway.payWithCard(a.id, await gateway.pageToken(a.id, '3ds'), typed(TEST_CARDS.approved))).toBeNull();
    expect(await gateway.payWithCard(a.id, 'ghicit', typed(TEST_CARDS.approved))).toBeNull();
    expect(await gateway.cancelByCustomer(a.id, await gateway.pageToken(a.id, '3ds'))).toBeNull();
    expect(await gateway.completeChallenge(a.id, await gateway.pageToken(a.id, 'card'), true)).toBeNull();
    expect(await gateway.payWithCard('tgp_000000000000000000000000', await gateway.pageToken('tgp_000000000000000000000000', 'card'), typed(TEST_CARDS.approved))).toBeNull();
    expect(await gateway.find('nu-e-un-id')).toBeUndefined();
    expect((await gateway.status(a.id)).status).toBe('requires_action');
  });

  it("runs the bank's 3-D Secure step: approved pays, cancelled fails; answered once", async () => {
    const approved = (await paidWith(TEST_CARDS.threeDSecure)).created;
    const token = await gateway.pageToken(approved.id, '3ds');
    expect(await gateway.completeChallenge(approved.id, token, true)).toMatchObject({ status: 'succeeded', cardLast4: '3184' });
    expect(await gateway.completeChallenge(approved.id, token, false)).toMatchObject({ status: 'succeeded' });
    const cancelled = (await paidWith(TEST_CARDS.threeDSecure)).created;
    expect(await gateway.completeChallenge(cancelled.id, await gateway.pageToken(cancelled.id, '3ds'), false)).toMatchObject({ status: 'failed', failureCode: 'authentication_failed' });
    expect((await gateway.status(cancelled.id)).failureMessage).toBe('Autentificarea 3-D Secure a eșuat sau a fost anulată.');
    // The step is not taken before a card asked for it.
    const open = await gateway.createPayment(input());
    expect(await gateway.completeChallenge(open.id, await gateway.pageToken(open.id, '3ds'), true)).toMatchObject({ status: 'requires_action', stage: 'card' });
  });

  it('lets the customer give up on the page', async () => {
    const created = await gateway.createPayment(input());
    expect(await gateway.cancelByCustomer(created.id, await gateway.pageToken(created.id, 'card'))).toMatchObject({ status: 'failed', failureCode: 'cancelled' });
    expect(await gateway.status(created.id)).toMatchObject({ status: 'failed', failureMessage: 'Plata a fost anulată pe pagina de plată.' });
    expect(await eventsOf(created.id)).toEqual([`evt_${created.id.slice(4)}_failed`]);
  });

  it('closes a payment when told to (expire), but not one already paid', async () => {
    const open = await gateway.createPayment(input());
    expect(await gateway.expire(open.id)).toMatchObject({ status: 'failed', failureCode: 'expired', redirectUrl: null });
    expect((await gateway.payWithCard(open.id, await gateway.pageToken(open.id, 'card'), typed(TEST_CARDS.approved)))?.row).toMatchObject({ status: 'failed', cardLast4: null });
    const { created: paid } = await paidWith(TEST_CARDS.approved);
    expect(await gateway.expire(paid.id)).toMatchObject({ status: 'succeeded', failureCode: null });
    const waiting = (await paidWith(TEST_CARDS.threeDSecure)).created;
    expect(await gateway.expire(waiting.id)).toMatchObject({ status: 'failed', failureCode: 'expired' });
  });

  it('stops taking a payment after its expiry on its own clock, and says so when asked', async () => {
    const created = await gateway.createPayment(input({ expiresAt: new Date(NOW.getTime() - 1000) }));
    expect(created.status).toBe('requires_action');
    expect(await gateway.lookup(created.reference!)).toMatchObject({ id: created.id, status: 'failed', failureCode: 'expired' });
    expect(await gateway.payWithCard(created.id, await gateway.pageToken(created.id, 'card'), typed(TEST_CARDS.approved))).toMatchObject({ kind: 'done', row: { status: 'failed' } });
    expect(await eventsOf(created.id)).toEqual([`evt_${created.id.slice(4)}_failed`]);
    expect(await gateway.lookup('a-reference-it-never-got')).toBeNull();
  });

  it('returns the same payment for the same idempotency key', async () => {
    const first = input();
    const a = await gateway.createPayment(first);
    const b = await gateway.createPayment({ ...first, amountBani: 9999 });
    expect(b).toEqual(a);
    const [c, d] = await Promise.all([gateway.createPayment(input({ idempotencyKey: 'same' })), gateway.createPayment(input({ idempotencyKey: 'same' }))]);
    expect(c.id).toBe(d.id);
  });

  it('refunds in parts, once per key, never more than was paid', async () => {
    const { created } = await paidWith(TEST_CARDS.approved);
    const first = await gateway.refund({ gatewayId: created.id, amountBani: 1000, idempotencyKey: 'refund-1' });
    expect(first).toMatchObject({ status: 'succeeded', id: expect.stringMatching(/^tgr_/), failureMessage: null });
    expect(await gateway.refund({ gatewayId: created.id, amountBani: 1000, idempotencyKey: 'refund-1' })).toEqual(first);
    expect(await gateway.status(created.id)).toMatchObject({ status: 'succeeded', refundedBani: 1000 });
    const tooMuch = await gateway.refund({ gatewayId: created.id, amountBani: 1502, idempotencyKey: 'refund-2' });
    expect(tooMuch).toMatchObject({ status: 'failed', failureMessage: 'Plata nu poate fi rambursată: nu a fost încasată sau suma depășește ce a rămas de rambursat.' });
    const rest = await gateway.refund({ gatewayId: created.id, amountBani: 1501, idempotencyKey: 'refund-3' });
    expect(rest.status).toBe('succeeded');
    expect(rest.id).not.toBe(first.id);
    expect(await gateway.status(created.id)).toMatchObject({ status: 'refunded', refundedBani: 2501 });
    expect((await gateway.refund({ gatewayId: created.id, amountBani: 1, idempotencyKey: 'refund-4' })).status).toBe('failed');
    // The earlier refunds asked again: the same answers, nothing more paid out.
    expect(await gateway.refund({ gatewayId: created.id, amountBani: 1000, idempotencyKey: 'refund-1' })).toEqual(first);
    expect(await gateway.status(created.id)).toMatchObject({ refundedBani: 2501 });
    expect(await eventsOf(created.id)).toEqual([`evt_${created.id.slice(4)}_succeeded`, `evt_${created.id.slice(4)}_refund_${first.id}`, `evt_${created.id.slice(4)}_refund_${rest.id}`]);
    // What was not paid is not refunded.
    const declined = (await paidWith(TEST_CARDS.declined)).created;
    expect((await gateway.refund({ gatewayId: declined.id, amountBani: 2501, idempotencyKey: 'refund-5' })).status).toBe('failed');
    const open = await gateway.createPayment(input());
    expect((await gateway.refund({ gatewayId: open.id, amountBani: 2501, idempotencyKey: 'refund-6' })).status).toBe('failed');
  });

  it('pays out one refund for concurrent calls with the same key', async () => {
    const { created } = await paidWith(TEST_CARDS.approved);
    const answers = await Promise.all(Array.from({ length: 4 }, () => gateway.refund({ gatewayId: created.id, amountBani: 500, idempotencyKey: `same-refund-${created.id}` })));
    expect(new Set(answers.map((a) => `${a.status} ${a.id}`))).toEqual(new Set([`succeeded ${answers[0]!.id}`]));
    expect(await gateway.status(created.id)).toMatchObject({ status: 'succeeded', refundedBani: 500 });
  });

  it('sends a signed notification for every status change (a job each, once), which it can read back', async () => {
    await runner.drain();
    delivered.length = 0;
    const first = input();
    const payment = await gateway.createPayment(first);
    await gateway.createPayment(first); // the same key: the same payment, nothing to tell
    await gateway.payWithCard(payment.id, await gateway.pageToken(payment.id, 'card'), typed(TEST_CARDS.threeDSecure));
    const token = await gateway.pageToken(payment.id, '3ds');
    await gateway.completeChallenge(payment.id, token, true);
    expect((await gateway.completeChallenge(payment.id, token, true))?.status).toBe('succeeded');
    const refund = await gateway.refund({ gatewayId: payment.id, amountBani: 501, idempotencyKey: `notified-${payment.id}` });
    const events = `evt_${payment.id.slice(4)}_%`;
    expect((await jobsOf(test.database.db, 'test-gateway.webhook', events)).map((j) => [j.key, j.state])).toEqual([
      [`evt_${payment.id.slice(4)}_succeeded`, 'queued'],
      [`evt_${payment.id.slice(4)}_refund_${refund.id}`, 'queued'],
    ]);
    await runner.drain();
    expect(delivered.map((d) => d.body.type)).toEqual(['payment.succeeded', 'payment.refunded']);
    expect((await jobsOf(test.database.db, 'test-gateway.webhook', events)).map((j) => [j.state, j.attempts])).toEqual([
      ['done', 1],
      ['done', 1],
    ]);
    const [paid, refunded] = delivered;
    expect(await gateway.parseWebhook(JSON.stringify(paid!.body), paid!.headers)).toMatchObject({
      id: `evt_${payment.id.slice(4)}_succeeded`,
      type: 'payment.succeeded',
      payment: { id: payment.id, reference: first.reference, status: 'succeeded', refundedBani: 0, card: { brand: 'visa', last4: '3184' } },
    });
    expect(await gateway.parseWebhook(JSON.stringify(refunded!.body), refunded!.headers)).toMatchObject({
      type: 'payment.refunded',
      payment: { id: payment.id, status: 'succeeded', refundedBani: 501 },
    });
    await expect(gateway.parseWebhook(JSON.stringify(paid!.body), {})).rejects.toThrow('missing signature');
  });
});

describe('card rules', () => {
  it('checks the Luhn digit and tells the brand', () => {
    expect([TEST_CARDS.approved, TEST_CARDS.declined, TEST_CARDS.threeDSecure, TEST_CARDS.insufficientFunds, TEST_CARDS.expired].every(luhnValid)).toBe(true);
    expect(luhnValid('4242424242424241')).toBe(false);
    expect(luhnValid('42424242')).toBe(false);
    expect(['4242424242424242', '5555555555554444', '2223003122003222', '378282246310005', '6759649826438453'].map(cardBrand)).toEqual(['visa', 'mastercard', 'mastercard', 'amex', 'maestro']);
  });

  it('accepts a card until the end of its expiry month; Amex has a 4-digit CVC', () => {
    const now = new Date('2026-03-31T20:00:00Z');
    expect(cardProblem({ number: TEST_CARDS.approved, exp_month: 3, exp_year: 26, cvc: '123' }, now)).toBeNull();
    expect(cardProblem({ number: TEST_CARDS.approved, exp_month: 2, exp_year: 2026, cvc: '123' }, now)).toBe('expired_card');
    expect(cardProblem({ number: '378282246310005', exp_month: 3, exp_year: 2027, cvc: '123' }, now)).toBe('incorrect_cvc');
    expect(cardProblem({ number: '378282246310005', exp_month: 3, exp_year: 2027, cvc: '1234' }, now)).toBeNull();
  });
});
