// A shop's webhook endpoint that keeps failing (#32): its circuit breaker opens after N failed
// attempts in a row (the endpoint's row, shared by every process), its waiting deliveries move after
// the pause and spend no attempt, the dashboard says until when and after how many failures; a test
// event still goes through and, answered, closes the breaker, and the waiting deliveries go at once.
// A test event is sent once, never retried, and an endpoint gets at most N an hour (429 in the
// private and the public API's shapes). An attempt times out on the connection and on the answer.
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { webhookDeliveries, webhookEndpoints } from '../../server/db/schema.ts';
import { consoleLogger } from '../../server/services/logger.ts';
import { deliverWebhookJob, type DeliveryContext } from '../../server/services/webhooks/deliver.ts';
import { queueWebhookEvent } from '../../server/services/webhooks/events.ts';
import { authHarness, clearRateLimits, query, registerCustomer, type AuthHarness } from './helpers/auth.ts';
import { testDatabases } from './helpers/databases.ts';
import { startHangingEndpoint, type HangingEndpoint } from './helpers/hanging-endpoint.ts';
import { jobOf, jobsOf, makeDue } from './helpers/jobs.ts';
import { api } from './helpers/orders.ts';
import { newShop, pub } from './helpers/public-api.ts';
import { startReceiver, type Receiver } from './helpers/webhook-receiver.ts';

const idle = () => new AbortController().signal;

describe.each(testDatabases())('webhook circuit breaker and test events on $name', (backend) => {
  let h: AuthHarness;
  let receiver: Receiver;
  let hanging: HangingEndpoint;
  beforeAll(async () => {
    h = await authHarness(backend, { WEBHOOKS_ALLOW_INSECURE_LOCALHOST: 'true', WEBHOOKS_BREAKER_FAILURES: '3', WEBHOOKS_TEST_EVENTS_PER_HOUR: '4' });
    receiver = await startReceiver();
    hanging = await startHangingEndpoint();
  });
  afterAll(async () => {
    await receiver?.close();
    await hanging?.close();
    await h?.close();
  });
  beforeEach(async () => {
    await clearRateLimits(h.db);
    receiver.received.length = 0;
    receiver.statuses = [];
  });

  async function shopWithEndpoint(path: string) {
    const session = await registerCustomer(h.app);
    const res = await api(h.app, 'POST', 'webhooks', { token: session.access_token, body: { url: receiver.url(path), events: ['order.created'] } });
    expect(res.statusCode, res.body).toBe(201);
    return { session, token: session.access_token, endpointId: res.json().data.endpoint.id as number };
  }
  const emit = (customerId: number, key: string) =>
    h.db.transaction((tx) => queueWebhookEvent(tx, { customerId, type: 'order.created', data: { order_id: 1 }, key, testMode: false }));
  const deliveriesOf = (endpointId: number) => h.db.select().from(webhookDeliveries).where(eq(webhookDeliveries.endpointId, endpointId)).orderBy(webhookDeliveries.id);

  it('opens after 3 failures in a row: the waiting deliveries move after the pause without spending attempts, and the dashboard says so; a test event goes through and closes it', async () => {
    const { session, token, endpointId } = await shopWithEndpoint('/breaker');
    receiver.statuses = [500, 500, 500, 500, 500, 500];
    for (let n = 0; n < 5; n++) await emit(session.customer.id, `order.created:breaker-${n}`);
    // One at a time (one per endpoint): the first three fail, and the third opens the breaker.
    await h.app.jobs.drain();
    expect(receiver.received).toHaveLength(3);
    const [row] = await h.db.select().from(webhookEndpoints).where(eq(webhookEndpoints.id, endpointId));
    expect(row!.consecutiveFailures).toBe(3);
    expect(row!.pausedUntil!.getTime()).toBeGreaterThan(Date.now() + 50_000);
    expect(row!.pausedUntil!.getTime()).toBeLessThan(Date.now() + 70_000);
    const keys = (await deliveriesOf(endpointId)).map((d) => `delivery:${d.id}`);
    const mine = (await jobsOf(h.db, 'webhook.deliver')).filter((j) => keys.includes(j.key!));
    expect(mine).toHaveLength(5);
    expect(mine.map((j) => j.attempts).sort()).toEqual([0, 0, 1, 1, 1]);
    // Every one waits until the pause ends at least.
    for (const job of mine) expect(job.runInSeconds).toBeGreaterThan(50);
    const seen = await api(h.app, 'GET', `webhooks/${endpointId}`, { token });
    expect(seen.json().data).toMatchObject({ consecutive_failures: 3, paused_until: row!.pausedUntil!.toISOString() });

    // A waiting delivery made due during the pause is put back, its attempt not counted, nothing sent.
    const waiting = mine.find((j) => j.attempts === 0)!;
    await makeDue(h.db, 'webhook.deliver', waiting.key!);
    await h.app.jobs.drain();
    expect(receiver.received).toHaveLength(3);
    const after = (await jobOf(h.db, 'webhook.deliver', waiting.key!))!;
    expect(after).toMatchObject({ state: 'queued', attempts: 0 });
    expect(after.runInSeconds).toBeGreaterThan(50);

    // A test event goes through the pause; its success closes the breaker, and the others go now.
    receiver.statuses = [];
    expect((await api(h.app, 'POST', `webhooks/${endpointId}/test`, { token })).statusCode).toBe(202);
    await h.app.jobs.drain();
    const [closed] = await h.db.select().from(webhookEndpoints).where(eq(webhookEndpoints.id, endpointId));
    expect(closed).toMatchObject({ consecutiveFailures: 0, pausedUntil: null });
    expect((await deliveriesOf(endpointId)).map((d) => d.status)).toEqual(['succeeded', 'succeeded', 'succeeded', 'succeeded', 'succeeded', 'succeeded']);
    expect((await api(h.app, 'GET', `webhooks/${endpointId}`, { token })).json().data).toMatchObject({ consecutive_failures: 0, paused_until: null });
  });

  it('counts a failure only in a row: a success in between starts again; a new URL closes an open breaker', async () => {
    const { session, token, endpointId } = await shopWithEndpoint('/streak');
    receiver.statuses = [500, 500, 200, 500, 500];
    for (let n = 0; n < 5; n++) await emit(session.customer.id, `order.created:streak-${n}`);
    await h.app.jobs.drain();
    expect(receiver.received).toHaveLength(5);
    const [row] = await h.db.select().from(webhookEndpoints).where(eq(webhookEndpoints.id, endpointId));
    expect(row).toMatchObject({ consecutiveFailures: 2, pausedUntil: null });

    receiver.statuses = [500];
    await makeDue(h.db, 'webhook.deliver');
    await h.app.jobs.drain();
    const [open] = await h.db.select().from(webhookEndpoints).where(eq(webhookEndpoints.id, endpointId));
    expect(open!.consecutiveFailures).toBe(3);
    expect(open!.pausedUntil).not.toBeNull();
    const patched = await api(h.app, 'PATCH', `webhooks/${endpointId}`, { token, body: { url: receiver.url('/streak-fixed') } });
    expect(patched.json().data).toMatchObject({ consecutive_failures: 0, paused_until: null });
    await h.app.jobs.drain();
    expect((await deliveriesOf(endpointId)).every((d) => d.status === 'succeeded')).toBe(true);
    expect(receiver.received.at(-1)!.path).toBe('/streak-fixed');
  });

  it('sends a test event once and never again, and at most 4 an hour per endpoint (429 with the wait, in both APIs)', async () => {
    const { token, endpointId } = await shopWithEndpoint('/tests');
    receiver.statuses = [500];
    const first = await api(h.app, 'POST', `webhooks/${endpointId}/test`, { token });
    expect(first.statusCode).toBe(202);
    await h.app.jobs.drain();
    const key = `delivery:${first.json().data.id}`;
    expect(await jobOf(h.db, 'webhook.test', key)).toMatchObject({ state: 'failed', attempts: 1, maxAttempts: 1 });
    expect((await deliveriesOf(endpointId))[0]).toMatchObject({ status: 'failed', attempts: [expect.objectContaining({ status_code: 500 })] });
    await h.db.execute(sql`update jobs set run_at = now() where kind = 'webhook.test'`);
    await h.app.jobs.drain();
    expect(receiver.received).toHaveLength(1);

    for (let n = 2; n <= 4; n++) expect((await api(h.app, 'POST', `webhooks/${endpointId}/test`, { token })).statusCode, `test ${n}`).toBe(202);
    const refused = await api(h.app, 'POST', `webhooks/${endpointId}/test`, { token });
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toEqual({ reason: 'too_many_test_events', message: 'Poți trimite cel mult 4 evenimente de test pe oră către un endpoint. Încearcă din nou peste 60 de minute.' });
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(3500);
    // An hour later, one more.
    await h.db.execute(sql`update webhook_deliveries set created_at = created_at - interval '61 minutes' where endpoint_id = ${endpointId} and id = ${first.json().data.id}`);
    expect((await api(h.app, 'POST', `webhooks/${endpointId}/test`, { token })).statusCode).toBe(202);
    await h.app.jobs.drain();

    // The public API: the same limit, in its error shape.
    const shop = await newShop(h.app);
    const created = await pub(h.app, 'POST', 'webhooks', { key: shop.key, body: { url: receiver.url('/public-tests'), events: ['order.created'] } });
    const answers = [];
    for (let n = 0; n < 5; n++) answers.push(await pub(h.app, 'POST', `webhooks/${created.json().id}/test`, { key: shop.key }));
    expect(answers.map((a) => a.statusCode)).toEqual([202, 202, 202, 202, 429]);
    expect(answers[4]!.json()).toMatchObject({ error: 'too_many_test_events', message: expect.stringMatching(/^Poți trimite cel mult 4 evenimente de test pe oră/) });
  });

  it('gives up an attempt after the connection timeout and after the answer timeout, with Romanian errors', async () => {
    const { session, endpointId } = await shopWithEndpoint('/timeouts');
    await emit(session.customer.id, 'order.created:timeouts');
    const [delivery] = await deliveriesOf(endpointId);
    const ctx = (more: Partial<DeliveryContext>): DeliveryContext => ({ db: h.db, policy: { allowInsecureLocalhost: true }, log: consoleLogger, connectTimeoutMs: 200, timeoutMs: 300, ...more });
    // A name that never resolves: the connection is not made in time.
    await h.db.update(webhookEndpoints).set({ url: 'http://localhost:9/never' }).where(eq(webhookEndpoints.id, endpointId));
    const never = ctx({ resolver: () => new Promise(() => undefined) });
    await expect(deliverWebhookJob(never, { deliveryId: delivery!.id }, { lastAttempt: false, signal: idle() })).rejects.toThrow(/failed/);
    // An endpoint that accepts the connection and never answers.
    await h.db.update(webhookEndpoints).set({ url: hanging.url('/timeouts') }).where(eq(webhookEndpoints.id, endpointId));
    await expect(deliverWebhookJob(ctx({}), { deliveryId: delivery!.id }, { lastAttempt: false, signal: idle() })).rejects.toThrow(/failed/);
    const [timedOut] = await deliveriesOf(endpointId);
    expect(timedOut!.attempts.map((a) => a.error)).toEqual(['Conexiunea nu s-a putut face în 0,2 s.', 'Endpointul nu a răspuns în 0,3 s.']);
    expect(timedOut!.attempts[0]!.duration_ms).toBeLessThan(1500);
    expect(timedOut!.attempts[1]!.duration_ms).toBeGreaterThanOrEqual(290);
    expect(timedOut!.attempts[1]!.duration_ms).toBeLessThan(1500);
    const [row] = await query<{ n: number }>(h.db, sql`select consecutive_failures as n from webhook_endpoints where id = ${endpointId}`);
    expect(row!.n).toBe(2);
  });
});
