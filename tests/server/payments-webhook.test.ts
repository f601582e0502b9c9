// POST /api/private/payments/webhook on the real app (PAYMENT_WEBHOOK_SECRET set, so the test can
// sign like the processor): the signature (missing, wrong, stale) answers 400; a valid event is applied
// once, even when it is delivered twice at the same time or again later (also by the test processor's
// own delivery job, run again); a late event about an older state never moves a paid payment back;
// events about unknown payments are acknowledged and ignored; a notification our endpoint cannot take
// stays queued and applies when it comes late. Also the test
// gateway's delivery job on its own: retried with backoff until a 2xx, parked after its last attempt,
// waiting in the database (not in a process) between attempts.
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { migrate } from '../../server/db/migrate.ts';
import { backoffMs, JOB_KINDS } from '../../server/services/jobs/kinds.ts';
import { createJobRunner, type JobRunner } from '../../server/services/jobs/runner.ts';
import type { GatewayPayment } from '../../server/services/payments/gateway.ts';
import { deliverWebhook, queueWebhook, type WebhookJob, type WebhookTransport } from '../../server/services/payments/providers/test/delivery.ts';
import { SIGNATURE_HEADER, signWebhook, verifyWebhook } from '../../server/services/payments/providers/test/signature.ts';
import { webhookBody } from '../../server/services/payments/providers/test/wire.ts';
import { authHarness, query, registerCustomer, type AuthHarness, type TokenAnswer } from './helpers/auth.ts';
import { testDatabases, type TestDatabase } from './helpers/databases.ts';
import { jobOf, makeDue } from './helpers/jobs.ts';
import { api, drained, failingWebhooks, gatewayWebhooks, orderBody, payOnHostedPage, placeOrder, TEST_CARDS } from './helpers/orders.ts';

const SECRET = 'secret-de-test-pentru-notificari-plati-0123456789';
const silent = { info() {}, warn() {}, error() {} };

describe.each(testDatabases())('payment webhooks on $name', (backend) => {
  let h: AuthHarness;
  let customer: TokenAnswer;
  beforeAll(async () => {
    h = await authHarness(backend, { PAYMENT_WEBHOOK_SECRET: SECRET });
    customer = await registerCustomer(h.app);
  });
  afterAll(async () => h?.close());

  const post = (body: string, signature: string | null) =>
    h.app.inject({
      method: 'POST',
      url: '/api/private/payments/webhook',
      headers: { 'content-type': 'application/json', ...(signature ? { [SIGNATURE_HEADER]: signature } : {}) },
      payload: body,
    });

  /** An order waiting for the customer on the processor's page, and the processor's view of its payment once paid. */
  async function pendingOrder(): Promise<{ paymentId: string; approved: GatewayPayment }> {
    const res = await placeOrder(h.app, orderBody(), { token: customer.access_token });
    expect(res.statusCode).toBe(202);
    await drained(h.app);
    const { payment } = res.json().data;
    const gatewayId = payment.redirect_url.split('/').at(-1);
    const approved: GatewayPayment = {
      id: gatewayId,
      reference: payment.id,
      status: 'succeeded',
      amountBani: payment.amount_bani,
      currency: 'RON',
      card: { brand: 'visa', last4: '3184' },
      redirectUrl: null,
      failureCode: null,
      failureMessage: null,
      refundedBani: 0,
    };
    return { paymentId: payment.id, approved };
  }

  it('refuses a missing, wrong or stale signature', async () => {
    const { approved } = await pendingOrder();
    const body = webhookBody('evt_semnatura', 'payment.succeeded', approved, new Date());
    const invalid = { reason: 'webhook_invalid', message: 'Notificarea de plată nu are o semnătură validă.' };
    for (const signature of [null, signWebhook('alt-secret-de-cel-putin-treizeci-si-doi', body), signWebhook(SECRET, body, new Date(Date.now() - 10 * 60_000))]) {
      const res = await post(body, signature);
      expect([res.statusCode, res.json()]).toEqual([400, invalid]);
    }
    const tampered = await post(body.replace('"succeeded"', '"failed"'), signWebhook(SECRET, body));
    expect(tampered.statusCode).toBe(400);
    const garbage = await post('{"id":"evt_x"}', signWebhook(SECRET, '{"id":"evt_x"}'));
    expect(garbage.statusCode).toBe(400);
  });

  it('applies an event once, however often and however concurrently it comes', async () => {
    const { paymentId, approved } = await pendingOrder();
    const body = webhookBody('evt_o_singura_data', 'payment.succeeded', approved, new Date());
    const answers = await Promise.all([post(body, signWebhook(SECRET, body)), post(body, signWebhook(SECRET, body))]);
    expect(answers.map((a) => a.statusCode)).toEqual([200, 200]);
    expect(answers.map((a) => a.json().data.outcome).sort()).toEqual(['applied', 'duplicate']);
    const later = await post(body, signWebhook(SECRET, body));
    expect(later.json()).toEqual({ data: { received: true, outcome: 'duplicate' } });
    // Another event saying the same changes nothing either: one payment, one booking.
    const again = webhookBody('evt_alt_eveniment', 'payment.succeeded', approved, new Date());
    expect((await post(again, signWebhook(SECRET, again))).json().data.outcome).toBe('applied');
    const rows = await query<{ status: string; shipments: number; order_status: string }>(
      h.db,
      sql`select p.status, (select count(*)::int from shipments s where s.order_id = p.order_id) as shipments, o.status as order_status
        from payments p join orders o on o.id = p.order_id where p.id = ${paymentId}`,
    );
    expect(rows).toEqual([{ status: 'succeeded', shipments: 1, order_status: 'booked' }]);
  });

  it('does not mark a payment paid by a notification in another currency, nor in none', async () => {
    const { paymentId, approved } = await pendingOrder();
    const state = async () =>
      (await query<{ status: string; order_status: string }>(h.db, sql`select p.status, o.status as order_status from payments p join orders o on o.id = p.order_id where p.id = ${paymentId}`))[0];
    // The same number of euros is not the lei asked for.
    const euros = webhookBody('evt_in_euro', 'payment.succeeded', { ...approved, currency: 'EUR' }, new Date());
    expect((await post(euros, signWebhook(SECRET, euros))).statusCode).toBe(200);
    const silent = JSON.stringify({ ...JSON.parse(euros), id: 'evt_fara_moneda', data: { payment: { ...JSON.parse(euros).data.payment, currency: undefined } } });
    expect((await post(silent, signWebhook(SECRET, silent))).statusCode).toBe(200);
    expect(await state()).toEqual({ status: 'requires_action', order_status: 'awaiting_payment' });
    // In lei (written in any case), it is paid.
    const lei = webhookBody('evt_in_lei', 'payment.succeeded', { ...approved, currency: 'ron' }, new Date());
    expect((await post(lei, signWebhook(SECRET, lei))).json().data.outcome).toBe('applied');
    expect((await state())?.status).toBe('succeeded');
  });

  it('never moves a paid payment back for a late event about an older state', async () => {
    const { paymentId, approved } = await pendingOrder();
    const paid = webhookBody('evt_platit', 'payment.succeeded', approved, new Date());
    expect((await post(paid, signWebhook(SECRET, paid))).json().data.outcome).toBe('applied');
    // The processor's earlier news, delivered late (out of order): recorded, and nothing moves.
    const waiting = webhookBody('evt_in_asteptare', 'payment.requires_action', { ...approved, status: 'requires_action', card: null, redirectUrl: 'https://procesator.test/pagina' }, new Date(Date.now() - 60_000));
    const failed = webhookBody('evt_refuzat', 'payment.failed', { ...approved, status: 'failed', failureCode: 'card_declined', failureMessage: 'Plata a fost refuzată de banca emitentă.' }, new Date(Date.now() - 60_000));
    for (const body of [waiting, failed]) expect((await post(body, signWebhook(SECRET, body))).json().data.outcome).toBe('applied');
    const rows = await query<{ status: string; failure_code: string | null; shipments: number; order_status: string }>(
      h.db,
      sql`select p.status, p.failure_code, (select count(*)::int from shipments s where s.order_id = p.order_id) as shipments, o.status as order_status
        from payments p join orders o on o.id = p.order_id where p.id = ${paymentId}`,
    );
    expect(rows).toEqual([{ status: 'succeeded', failure_code: null, shipments: 1, order_status: 'booked' }]);
    expect((await api(h.app, 'GET', `payments/${paymentId}`)).json().data.payment).toMatchObject({ status: 'succeeded', redirect_url: null, failure_reason: null });
  });

  it('acknowledges events about payments it does not know', async () => {
    const stranger: GatewayPayment = { id: 'tgp_000000000000000000000000', reference: null, status: 'succeeded', amountBani: 100, currency: 'RON', card: null, redirectUrl: null, failureCode: null, failureMessage: null, refundedBani: 0 };
    const body = webhookBody('evt_necunoscut', 'payment.succeeded', stranger, new Date());
    const res = await post(body, signWebhook(SECRET, body));
    expect([res.statusCode, res.json().data.outcome]).toEqual([200, 'unknown_payment']);
  });

  const eventsOf = (paymentId: string) =>
    query<{ type: string }>(h.db, sql`select type from payment_webhook_events where payload->'data'->'payment'->>'reference' = ${paymentId} order by type`);
  const shipmentsOf = async (orderId: number) => (await query<{ n: number }>(h.db, sql`select count(*)::int as n from shipments where order_id = ${orderId}`))[0]?.n;

  it('records the events the test processor sends for its own payments, once even when its job runs again', async () => {
    const res = await placeOrder(h.app, orderBody(), { token: customer.access_token });
    expect((await payOnHostedPage(h.app, res.json().data.payment.redirect_url)).returnedTo).not.toBeNull();
    await drained(h.app);
    const { payment, order_id: orderId } = res.json().data;
    expect(await eventsOf(payment.id)).toEqual([{ type: 'payment.succeeded' }]);
    expect((await api(h.app, 'GET', `orders/${orderId}`, { token: customer.access_token })).json().data.order_status).toBe('booked');
    const [gatewayId] = (await query<{ gateway_reference: string }>(h.db, sql`select gateway_reference from payments where id = ${payment.id}`)).map((r) => r.gateway_reference);
    const [sent] = await gatewayWebhooks(h.app, gatewayId!);
    expect(sent).toMatchObject({ state: 'done', attempts: 1, event: { type: 'payment.succeeded' } });

    // Redelivered (its run is taken for lost and the job runs again): acknowledged, nothing twice.
    await h.db.execute(sql`update jobs set state = 'queued', run_at = now() where id = ${sent!.id}`);
    await drained(h.app);
    expect(await jobOf(h.db, 'test-gateway.webhook', sent!.key!)).toMatchObject({ state: 'done', attempts: 2, lastError: null });
    expect(await eventsOf(payment.id)).toEqual([{ type: 'payment.succeeded' }]);
    expect(await shipmentsOf(orderId)).toBe(1);
  });

  it('keeps a notification our endpoint cannot take queued with backoff, and applies it when it comes late', async () => {
    const res = await placeOrder(h.app, orderBody(), { token: customer.access_token });
    const { payment, order_id: orderId } = res.json().data;
    const gatewayId = payment.redirect_url.split('/').at(-1) as string;
    const down = failingWebhooks(h.app, 502);
    try {
      const visit = await payOnHostedPage(h.app, payment.redirect_url, { card: TEST_CARDS.threeDSecure, threeDs: 'approve' });
      expect(visit.threeDs?.statusCode).toBe(303);
      await drained(h.app);
    } finally {
      down.restore();
    }
    const waiting = await gatewayWebhooks(h.app, gatewayId);
    expect(waiting.map((w) => [w.event.type, w.state, w.attempts])).toEqual([['payment.succeeded', 'queued', 1]]);
    const { baseMs, jitter } = JOB_KINDS['test-gateway.webhook'].backoff;
    for (const w of waiting) {
      expect(w.lastError).toBe(`Error: the webhook endpoint answered 502 to ${w.event.eventId}`);
      expect(w.runInSeconds).toBeLessThanOrEqual((baseMs * (1 + jitter)) / 1000);
      expect(w.runInSeconds).toBeGreaterThan((baseMs * (1 - jitter)) / 1000 - 2);
    }
    expect(await eventsOf(payment.id)).toEqual([]);
    // (The app's status call would ask the processor: here only the notification settles it.)
    expect(await query(h.db, sql`select status from payments where id = ${payment.id}`)).toEqual([{ status: 'requires_action' }]);

    // The retry, once its time has come: applied, the order booked, once.
    await makeDue(h.db, 'test-gateway.webhook', `evt_${gatewayId.slice(4)}_%`);
    await drained(h.app);
    expect((await gatewayWebhooks(h.app, gatewayId)).map((w) => [w.state, w.attempts, w.lastError])).toEqual([['done', 2, null]]);
    expect(await eventsOf(payment.id)).toEqual([{ type: 'payment.succeeded' }]);
    expect((await api(h.app, 'GET', `payments/${payment.id}`)).json().data).toMatchObject({ payment: { status: 'succeeded' }, order: { order_status: 'booked' } });
    expect(await shipmentsOf(orderId)).toBe(1);
  });
});

describe.each(testDatabases())("the test gateway's webhook delivery on $name", (backend) => {
  let test: TestDatabase;
  const runners: JobRunner[] = [];
  beforeAll(async () => {
    test = await backend.create();
    await migrate(test.database.db);
  });
  afterAll(async () => {
    await Promise.all(runners.map((r) => r.stop(0)));
    await test?.dispose();
  });

  /** A runner of the delivery jobs posting through `transport`. */
  const runner = (transport: WebhookTransport) => {
    const r = createJobRunner({ db: () => test.database.db, log: silent, pollIntervalMs: 0 });
    r.register('test-gateway.webhook', (job: WebhookJob) => deliverWebhook(transport, async () => SECRET, () => new Date(), job));
    runners.push(r);
    return r;
  };
  const job = async (eventId: string) => (await jobOf(test.database.db, 'test-gateway.webhook', eventId))!;
  const later = (eventId: string) => makeDue(test.database.db, 'test-gateway.webhook', eventId);
  /** The wait the queue chose after the `attempts`-th failure is within the jitter of the backoff. */
  const expectBackoff = (runInSeconds: number, attempts: number) => {
    expect(runInSeconds * 1000).toBeLessThanOrEqual(backoffMs('test-gateway.webhook', attempts, () => 1) + 50);
    expect(runInSeconds * 1000).toBeGreaterThan(backoffMs('test-gateway.webhook', attempts, () => 0) - 2000);
  };

  it('queues an event once, retries with backoff until the endpoint answers 2xx, then stops', async () => {
    const statuses = [500, 0, 200];
    const seen: { body: string; headers: Record<string, string> }[] = [];
    const r = runner(async (body, headers) => {
      seen.push({ body, headers });
      const status = statuses.shift() ?? 200;
      if (status === 0) throw new Error('connection refused');
      return status;
    });
    await queueWebhook(test.database.db, { eventId: 'evt_1', rawBody: '{"a":1}' });
    await queueWebhook(test.database.db, { eventId: 'evt_1', rawBody: '{"a":2}' });
    await r.drain();
    expect(await job('evt_1')).toMatchObject({ state: 'queued', attempts: 1, lastError: 'Error: the webhook endpoint answered 500 to evt_1' });
    expectBackoff((await job('evt_1')).runInSeconds, 1);
    await r.drain(); // not due yet
    expect(seen).toHaveLength(1);
    await later('evt_1');
    await r.drain();
    expect(await job('evt_1')).toMatchObject({ state: 'queued', attempts: 2, lastError: 'Error: connection refused' });
    expectBackoff((await job('evt_1')).runInSeconds, 2);
    await later('evt_1');
    await r.drain();
    expect(await job('evt_1')).toMatchObject({ state: 'done', attempts: 3, lastError: null });
    await r.drain();
    expect(seen.map((s) => s.body)).toEqual(['{"a":1}', '{"a":1}', '{"a":1}']);
    expect(seen[0]?.headers[SIGNATURE_HEADER]).toMatch(/^t=\d+,v1=[0-9a-f]{64}$/);
    // Signed when sent, so a late retry is not refused as stale.
    for (const s of seen) expect(() => verifyWebhook(SECRET, s.body, s.headers, new Date())).not.toThrow();
  });

  it('parks the notification as failed after its last attempt', async () => {
    let attempts = 0;
    const r = runner(async () => (attempts++, 503));
    await queueWebhook(test.database.db, { eventId: 'evt_2', rawBody: '{}' });
    const max = JOB_KINDS['test-gateway.webhook'].maxAttempts;
    for (let n = 1; n <= max; n++) {
      await later('evt_2');
      await r.drain();
      expect(await job('evt_2')).toMatchObject({ state: n < max ? 'queued' : 'failed', attempts: n });
    }
    expect(attempts).toBe(max);
    expect((await job('evt_2')).lastError).toBe('Error: the webhook endpoint answered 503 to evt_2');
    await later('evt_2');
    await r.drain();
    expect(attempts).toBe(max);
  });

  it('waits for a retry in the database: stopping is immediate and another process delivers it', async () => {
    let attempts = 0;
    const first = runner(async () => (attempts++, 503));
    await queueWebhook(test.database.db, { eventId: 'evt_3', rawBody: '{}' });
    await first.drain();
    const started = Date.now();
    await first.stop(60_000);
    expect([attempts, Date.now() - started < 1000]).toEqual([1, true]);
    expect(await job('evt_3')).toMatchObject({ state: 'queued', attempts: 1 });

    const delivered: string[] = [];
    const second = runner(async (body) => (delivered.push(body), 204));
    await later('evt_3');
    await second.drain();
    expect(delivered).toEqual(['{}']);
    expect(await job('evt_3')).toMatchObject({ state: 'done', attempts: 2 });
  });
});
