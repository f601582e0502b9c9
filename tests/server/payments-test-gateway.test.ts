// The local test card gateway on its own (its books in the database, its webhooks 'test-gateway.webhook'
// jobs run by a runner of the test's own, whose transport catches them): what each test card does,
// the refusals with their Romanian messages, idempotent creation and refunds, the signed webhooks it
// queues (once per event); and the card rules it shares with our checks.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { migrate } from '../../server/db/migrate.ts';
import { createJobRunner, type JobRunner } from '../../server/services/jobs/runner.ts';
import { cardBrand, cardProblem, luhnValid } from '../../server/services/payments/card.ts';
import { createPaymentGateway } from '../../server/services/payments/create-gateway.ts';
import type { CreatePaymentInput } from '../../server/services/payments/gateway.ts';
import type { TestGateway } from '../../server/services/payments/test-gateway.ts';
import { deliverWebhook, type WebhookJob } from '../../server/services/payments/webhook-delivery.ts';
import { testConfig } from './helpers/app.ts';
import { testDatabases, type TestDatabase } from './helpers/databases.ts';
import { jobsOf } from './helpers/jobs.ts';
import { card, TEST_CARDS } from './helpers/orders.ts';

const silent = { info() {}, warn() {}, error() {} };
const NOW = new Date('2026-03-10T08:00:00Z');
let counter = 0;

describe.each(testDatabases())('the test card gateway on $name', (backend) => {
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

  const input = (number: string, more: Partial<CreatePaymentInput> = {}): CreatePaymentInput => {
    counter += 1;
    return {
      amountBani: 2501,
      currency: 'RON',
      card: { ...card(number), exp_year: 2029 },
      description: 'Comanda CUR-2026-000001',
      reference: `ref-${counter}`,
      idempotencyKey: `key-${counter}`,
      returnUrl: 'https://curiero.test/comanda/plata',
      ...more,
    };
  };

  it.each([
    [TEST_CARDS.approved, 'succeeded', null, null],
    [TEST_CARDS.declined, 'failed', 'card_declined', 'Plata a fost refuzată de banca emitentă.'],
    [TEST_CARDS.insufficientFunds, 'failed', 'insufficient_funds', 'Fonduri insuficiente pe card.'],
    [TEST_CARDS.expired, 'failed', 'expired_card', 'Cardul a expirat.'],
    [TEST_CARDS.threeDSecure, 'requires_action', null, null],
    ['5555 5555 5555 4444', 'succeeded', null, null],
  ])('card %s: %s', async (number, status, failureCode, failureMessage) => {
    const payment = await gateway.createPayment(input(number));
    expect(payment).toMatchObject({ status, failureCode, failureMessage, amountBani: 2501 });
    expect(payment.card?.last4).toBe(number.replace(/\s/g, '').slice(-4));
    expect(payment.redirectUrl).toBe(status === 'requires_action' ? `https://curiero.test/api/private/payments/test-3ds/${payment.id}` : null);
  });

  it('refuses malformed, expired and bad-CVC cards with Romanian messages', async () => {
    const cases: [Partial<CreatePaymentInput['card']>, string][] = [
      [{ number: '4242 4242 4242 4241' }, 'Numărul cardului nu este valid.'],
      [{ exp_month: 2, exp_year: 2026 }, 'Cardul a expirat.'],
      [{ exp_month: 13 }, 'Data de expirare a cardului nu este validă.'],
      [{ cvc: '12' }, 'Codul de securitate (CVV) nu este valid.'],
    ];
    for (const [change, message] of cases) {
      const base = input(TEST_CARDS.approved);
      const payment = await gateway.createPayment({ ...base, card: { ...base.card, ...change } });
      expect([payment.status, payment.failureMessage]).toEqual(['failed', message]);
    }
  });

  it('returns the same payment for the same idempotency key', async () => {
    const first = input(TEST_CARDS.approved);
    const a = await gateway.createPayment(first);
    const b = await gateway.createPayment({ ...first, card: card(TEST_CARDS.declined) });
    expect(b).toEqual(a);
    const [c, d] = await Promise.all([gateway.createPayment(input(TEST_CARDS.approved, { idempotencyKey: 'same' })), gateway.createPayment(input(TEST_CARDS.approved, { idempotencyKey: 'same' }))]);
    expect(c.id).toBe(d.id);
  });

  it('refunds a settled payment once, and refuses the others', async () => {
    const paid = await gateway.createPayment(input(TEST_CARDS.approved));
    const refund = await gateway.refund(paid.id, 2501, 'refund-1');
    expect(refund).toMatchObject({ status: 'succeeded', id: expect.stringMatching(/^tgr_/) });
    expect(await gateway.refund(paid.id, 2501, 'refund-1')).toEqual(refund);
    expect((await gateway.confirm(paid.id)).status).toBe('refunded');
    const declined = await gateway.createPayment(input(TEST_CARDS.declined));
    expect((await gateway.refund(declined.id, 2501, 'refund-2')).status).toBe('failed');
    const other = await gateway.createPayment(input(TEST_CARDS.approved));
    expect((await gateway.refund(other.id, 100, 'refund-3')).status).toBe('failed');
  });

  it('sends a signed webhook for every status change (a job each, once), which it can read back', async () => {
    await runner.drain();
    delivered.length = 0;
    const first = input(TEST_CARDS.threeDSecure);
    const payment = await gateway.createPayment(first);
    await gateway.createPayment(first); // the same key: the same payment, no second notification
    const token = await gateway.challengeToken(payment.id);
    await gateway.completeChallenge(payment.id, token, true);
    expect(await gateway.completeChallenge(payment.id, 'wrong', true)).toBeNull();
    expect((await gateway.completeChallenge(payment.id, token, true))?.status).toBe('succeeded');
    const events = `evt_${payment.id.slice(4)}_%`;
    expect((await jobsOf(test.database.db, 'test-gateway.webhook', events)).map((j) => [j.key, j.state])).toEqual([
      [`evt_${payment.id.slice(4)}_requires_action`, 'queued'],
      [`evt_${payment.id.slice(4)}_succeeded`, 'queued'],
    ]);
    await runner.drain();
    expect(delivered.map((d) => d.body.type)).toEqual(['payment.requires_action', 'payment.succeeded']);
    expect((await jobsOf(test.database.db, 'test-gateway.webhook', events)).map((j) => [j.state, j.attempts])).toEqual([
      ['done', 1],
      ['done', 1],
    ]);
    const last = delivered.at(-1)!;
    const event = await gateway.parseWebhook(JSON.stringify(last.body), last.headers);
    expect(event).toMatchObject({ id: `evt_${payment.id.slice(4)}_succeeded`, type: 'payment.succeeded', payment: { id: payment.id, status: 'succeeded' } });
    await expect(gateway.parseWebhook(JSON.stringify(last.body), {})).rejects.toThrow('missing signature');
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
