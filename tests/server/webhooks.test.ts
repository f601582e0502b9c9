// Shops' webhooks: endpoints (https and public hosts only, at most 10, the secret shown at creation,
// rotation and reveal), deliveries signed as Standard Webhooks say (checked by a local receiver with
// the standardwebhooks library's verify), retried after a failure with every attempt recorded, sent
// exactly once to a healthy endpoint however often the job runs, queued in the transaction of the
// change (a rolled back change sends nothing; a tracking status change queues order.status_changed),
// resent on request with the same webhook-id, a test event, a timeout for a slow endpoint, 410 Gone,
// hosts that resolve to private addresses at delivery, another account's endpoint not found, and the
// public API's door (a read key cannot write, the contract's error shape).
import { eq, sql } from 'drizzle-orm';
import { Webhook } from 'standardwebhooks';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { shipments, webhookDeliveries, webhookEndpoints } from '../../server/db/schema.ts';
import { consoleLogger } from '../../server/services/logger.ts';
import { deliverWebhookJob, pruneWebhookDeliveries, type DeliveryContext, type DeliveryView } from '../../server/services/webhooks/deliver.ts';
import { MAX_ENDPOINTS } from '../../server/services/webhooks/endpoints.ts';
import { queueWebhookEvent } from '../../server/services/webhooks/events.ts';
import { checkUrlSyntax, isPublicAddress, URL_MESSAGES } from '../../server/services/webhooks/url-guard.ts';
import { recordTracking } from '../../server/services/tracking/record.ts';
import { authHarness, clearRateLimits, query, registerCustomer, type AuthHarness } from './helpers/auth.ts';
import { testDatabases } from './helpers/databases.ts';
import { jobOf, jobsOf, makeDue } from './helpers/jobs.ts';
import { api, bookedOrder, orderBody } from './helpers/orders.ts';
import { createKey, newShop, pub } from './helpers/public-api.ts';
import { startReceiver, type Receiver } from './helpers/webhook-receiver.ts';
import { eventBusOf } from '../../server/app/events.ts';

const ALL_EVENTS = ['order.created', 'order.status_changed', 'repayment.paid', 'payout.paid'];
const idle = () => new AbortController().signal;

describe('webhook URL rules', () => {
  it('tells public addresses from loopback, private, link-local and reserved ones', () => {
    for (const ip of ['8.8.8.8', '1.1.1.1', '93.184.216.34', '2a00:1450:4001:80b::200e', '::ffff:8.8.8.8', '::ffff:808:808']) expect(isPublicAddress(ip), ip).toBe(true);
    for (const ip of [
      '127.0.0.1',
      '10.1.2.3',
      '172.16.0.1',
      '192.168.1.1',
      '169.254.169.254',
      '100.64.0.1',
      '0.0.0.0',
      '224.0.0.1',
      '::1',
      '::',
      'fe80::1',
      'fd00::1',
      '::ffff:127.0.0.1',
      '::ffff:7f00:1',
      '::ffff:a9fe:a9fe',
      '64:ff9b::a00:1',
      '::7f00:1',
      '::ffff:10.0.0.1',
    ]) {
      expect(isPublicAddress(ip), ip).toBe(false);
    }
  });

  it('refuses every spelling of a local or reserved address, IPv4-mapped and -translated forms too (one rule for registration and delivery)', () => {
    const strict = { allowInsecureLocalhost: false };
    for (const ip of ['::ffff:0:7f00:1', '::ffff:0:a00:1', '::ffff:0:0:0', '3fff::1', '5f00::1', '::1:0:0:1', '2620:4f:8000::1', '192.0.0.170', '255.255.255.255']) {
      expect(isPublicAddress(ip), ip).toBe(false);
      expect(checkUrlSyntax(`https://${ip.includes(':') ? `[${ip}]` : ip}/hook`, strict).error, ip).toBe(URL_MESSAGES.privateHost);
    }
    for (const url of ['https://0/hook', 'https://0.0/hook', 'https://[::]/hook', 'https://[::ffff:0.0.0.0]/hook', 'https://localhost./hook', 'https://nas.local./hook', 'https://intranet./hook']) {
      expect(checkUrlSyntax(url, strict).error, url).toBe(URL_MESSAGES.privateHost);
    }
    expect(isPublicAddress('2a00:1450:4001:80b::200e')).toBe(true);
    expect(isPublicAddress('::ffff:8.8.8.8')).toBe(true);
  });

  it('accepts https to public hosts only, and http://localhost only when the flag allows it', () => {
    const strict = { allowInsecureLocalhost: false };
    const local = { allowInsecureLocalhost: true };
    expect(checkUrlSyntax('https://magazin.ro/hook', strict).error).toBeNull();
    expect(checkUrlSyntax('http://magazin.ro/hook', strict).error).toBe(URL_MESSAGES.https);
    expect(checkUrlSyntax('ftp://magazin.ro/hook', strict).error).toBe(URL_MESSAGES.https);
    expect(checkUrlSyntax('https://user:parola@magazin.ro/hook', strict).error).toBe(URL_MESSAGES.credentials);
    expect(checkUrlSyntax('nu e o adresa', strict).error).toBe(URL_MESSAGES.invalid);
    for (const url of ['https://localhost/x', 'https://127.0.0.1/x', 'https://[::1]/x', 'https://10.0.0.1/x', 'https://169.254.169.254/latest', 'https://0x7f.1/x', 'https://2130706433/x', 'https://imprimanta.local/x', 'https://intranet/x']) {
      expect(checkUrlSyntax(url, strict).error, url).toBe(URL_MESSAGES.privateHost);
    }
    expect(checkUrlSyntax('http://127.0.0.1:3000/hook', strict).error).toBe(URL_MESSAGES.https);
    expect(checkUrlSyntax('http://127.0.0.1:3000/hook', local).error).toBeNull();
    expect(checkUrlSyntax('http://localhost:3000/hook', local).error).toBeNull();
    expect(checkUrlSyntax('http://10.0.0.1/hook', local).error).toBe(URL_MESSAGES.https);
    expect(checkUrlSyntax('https://192.168.0.10/hook', local).error).toBe(URL_MESSAGES.privateHost);
  });
});

describe.each(testDatabases())('webhooks on $name', (backend) => {
  let h: AuthHarness;
  let receiver: Receiver;
  beforeAll(async () => {
    h = await authHarness(backend, { WEBHOOKS_ALLOW_INSECURE_LOCALHOST: 'true' });
    receiver = await startReceiver();
  });
  afterAll(async () => {
    await receiver?.close();
    await h?.close();
  });
  beforeEach(async () => {
    await clearRateLimits(h.db);
    receiver.received.length = 0;
    receiver.statuses = [];
    receiver.delayMs = 0;
  });

  const deliveryCtx = (more: Partial<DeliveryContext> = {}): DeliveryContext => ({ db: h.db, policy: { allowInsecureLocalhost: true }, log: consoleLogger, ...more });

  async function addEndpoint(token: string, body: Record<string, unknown> = {}) {
    const res = await api(h.app, 'POST', 'webhooks', { token, body: { url: receiver.url(), events: ALL_EVENTS, ...body } });
    expect(res.statusCode, res.body).toBe(201);
    return res.json().data as { endpoint: { id: number; url: string }; secret: string };
  }

  async function deliveriesOf(endpointId: number) {
    return h.db.select().from(webhookDeliveries).where(eq(webhookDeliveries.endpointId, endpointId)).orderBy(webhookDeliveries.id);
  }

  async function emit(customerId: number, key: string, data: Record<string, unknown> = { order_id: 1 }, testMode = false) {
    await h.db.transaction((tx) => queueWebhookEvent(tx, { customerId, type: 'order.created', data, key, testMode }));
  }

  it('registers an endpoint, shows its secret at creation, on reveal and on rotation only', async () => {
    const { access_token: token } = await registerCustomer(h.app);
    const res = await api(h.app, 'POST', 'webhooks', { token, body: { url: receiver.url(), description: 'Magazinul meu', events: ['order.status_changed', 'order.created', 'order.created'] } });
    expect(res.statusCode).toBe(201);
    expect(res.headers['cache-control']).toBe('no-store');
    const { endpoint, secret } = res.json().data;
    expect(secret).toMatch(/^whsec_[A-Za-z0-9+/]{43}=$/);
    expect(endpoint).toMatchObject({ url: receiver.url(), description: 'Magazinul meu', events: ['order.created', 'order.status_changed'], is_active: true });
    const list = await api(h.app, 'GET', 'webhooks', { token });
    expect(list.json().data).toEqual([endpoint]);
    expect(list.body).not.toContain(secret);
    const revealed = await api(h.app, 'GET', `webhooks/${endpoint.id}/secret`, { token });
    expect(revealed.json().data).toEqual({ id: endpoint.id, secret });
    expect(revealed.headers['cache-control']).toBe('no-store');

    const rotated = await api(h.app, 'POST', `webhooks/${endpoint.id}/rotate-secret`, { token });
    expect(rotated.statusCode).toBe(200);
    expect(rotated.json().data.secret).toMatch(/^whsec_/);
    expect(rotated.json().data.secret).not.toBe(secret);
    expect((await api(h.app, 'GET', `webhooks/${endpoint.id}/secret`, { token })).json().data.secret).toBe(rotated.json().data.secret);

    const patched = await api(h.app, 'PATCH', `webhooks/${endpoint.id}`, { token, body: { events: ['payout.paid'], is_active: false } });
    expect(patched.statusCode).toBe(200);
    expect(patched.json().data).toMatchObject({ events: ['payout.paid'], is_active: false, url: receiver.url() });
    const removed = await api(h.app, 'DELETE', `webhooks/${endpoint.id}`, { token });
    expect(removed.statusCode).toBe(200);
    expect((await api(h.app, 'GET', 'webhooks', { token })).json().data).toEqual([]);
    expect((await api(h.app, 'DELETE', `webhooks/${endpoint.id}`, { token })).statusCode).toBe(404);
  });

  it('refuses URLs that are not https or not public, and unknown events, with Romanian field errors', async () => {
    const { access_token: token } = await registerCustomer(h.app);
    const bad = await api(h.app, 'POST', 'webhooks', { token, body: { url: 'http://magazin.ro/hook', events: ['order.deleted'] } });
    expect(bad.statusCode).toBe(422);
    expect(bad.json().errors).toEqual({ url: [URL_MESSAGES.https], events: [expect.stringMatching(/^Alege cel puțin un eveniment/)] });
    const missing = await api(h.app, 'POST', 'webhooks', { token, body: {} });
    expect(Object.keys(missing.json().errors).sort()).toEqual(['events', 'url']);
    for (const url of ['https://169.254.169.254/latest/meta-data', 'https://10.0.0.8/hook', 'https://[fd00::1]/hook', 'https://[::7f00:1]/hook', 'https://[::ffff:0:7f00:1]/hook', 'https://[3fff::1]/hook']) {
      const res = await api(h.app, 'POST', 'webhooks', { token, body: { url, events: ALL_EVENTS } });
      expect(res.statusCode, url).toBe(422);
      expect(res.json().errors.url, url).toEqual([URL_MESSAGES.privateHost]);
    }
    // Without the development flag, the local receiver is refused too.
    const strict = await h.newApp({ WEBHOOKS_ALLOW_INSECURE_LOCALHOST: 'false' });
    const local = await api(strict, 'POST', 'webhooks', { token, body: { url: receiver.url(), events: ALL_EVENTS } });
    expect(local.json().errors.url).toEqual([URL_MESSAGES.https]);
    const localTls = await api(strict, 'POST', 'webhooks', { token, body: { url: 'https://127.0.0.1:8443/hook', events: ALL_EVENTS } });
    expect(localTls.json().errors.url).toEqual([URL_MESSAGES.privateHost]);
    // A name that does not resolve (yet) is accepted; it is checked again at every delivery.
    expect((await api(strict, 'POST', 'webhooks', { token, body: { url: 'https://magazin-inexistent.example.ro/hook', events: ALL_EVENTS } })).statusCode).toBe(201);
    const patch = await api(h.app, 'PATCH', `webhooks/${(await api(h.app, 'GET', 'webhooks', { token })).json().data[0].id}`, { token, body: { url: 'https://192.168.1.1/x' } });
    expect(patch.json().errors).toEqual({ url: [URL_MESSAGES.privateHost] });
  });

  it(`keeps at most ${MAX_ENDPOINTS} endpoints per account`, async () => {
    const { access_token: token } = await registerCustomer(h.app);
    await Promise.all(Array.from({ length: MAX_ENDPOINTS }, (_, i) => addEndpoint(token, { url: receiver.url(`/hook/${i}`) })));
    const eleventh = await api(h.app, 'POST', 'webhooks', { token, body: { url: receiver.url(), events: ALL_EVENTS } });
    expect(eleventh.statusCode).toBe(409);
    expect(eleventh.json().message).toMatch(/cel mult 10 endpointuri/);
  });

  it('retries a failing delivery with backoff, then succeeds; the receiver verifies the signature; every attempt is recorded', async () => {
    const session = await registerCustomer(h.app);
    const { endpoint, secret } = await addEndpoint(session.access_token, { events: ['order.created'] });
    receiver.statuses = [500];
    await emit(session.customer.id, 'order.created:retry-1', { order_id: 77, awb: 'AWB77' });
    const [delivery] = await deliveriesOf(endpoint.id);
    expect(delivery).toMatchObject({ status: 'pending', eventType: 'order.created', messageId: expect.stringMatching(/^msg_[A-Za-z0-9_-]{27}$/) });

    await h.app.jobs.drain();
    expect(receiver.received).toHaveLength(1);
    const job = await jobOf(h.db, 'webhook.deliver', `delivery:${delivery!.id}`);
    expect(job).toMatchObject({ state: 'queued', attempts: 1, maxAttempts: 30 });
    expect(job!.runInSeconds).toBeGreaterThan(3);
    expect(job!.runInSeconds).toBeLessThan(7);
    expect((await deliveriesOf(endpoint.id))[0]).toMatchObject({ status: 'pending', attempts: [expect.objectContaining({ status_code: 500, error: 'Endpointul a răspuns HTTP 500.' })] });

    await makeDue(h.db, 'webhook.deliver', `delivery:${delivery!.id}`);
    await h.app.jobs.drain();
    expect(receiver.received).toHaveLength(2);
    const [first, second] = receiver.received;
    // The same message (webhook-id and body) each time, signed at each attempt.
    expect(second!.headers['webhook-id']).toBe(delivery!.messageId);
    expect(first!.headers['webhook-id']).toBe(second!.headers['webhook-id']);
    expect(first!.body).toBe(second!.body);
    expect(second!.headers['content-type']).toBe('application/json');
    expect(second!.headers['webhook-signature']).toMatch(/^v1,[A-Za-z0-9+/]{43}=$/);
    const verified = new Webhook(secret).verify(second!.body, second!.headers);
    expect(verified).toEqual({ type: 'order.created', timestamp: expect.any(String), data: { order_id: 77, awb: 'AWB77' } });
    expect(Object.keys(JSON.parse(second!.body))).toEqual(['type', 'timestamp', 'data']);
    expect(() => new Webhook('whsec_' + Buffer.from('alt secret de 32 de octeti!!!!!!').toString('base64')).verify(second!.body, second!.headers)).toThrow();

    const [done] = await deliveriesOf(endpoint.id);
    expect(done!.status).toBe('succeeded');
    expect(done!.deliveredAt).toBeInstanceOf(Date);
    expect(done!.attempts.map((a) => a.status_code)).toEqual([500, 200]);
    expect(done!.attempts[1]).toMatchObject({ error: null, duration_ms: expect.any(Number), at: expect.any(String) });
    expect((await jobOf(h.db, 'webhook.deliver', `delivery:${delivery!.id}`))!.state).toBe('done');

    // The owner sees them, newest first, with the contract's pagination.
    const page = await api(h.app, 'GET', `webhooks/${endpoint.id}/deliveries`, { token: session.access_token });
    expect(page.json()).toMatchObject({ data: [{ id: delivery!.id, status: 'succeeded', attempts: [{ status_code: 500 }, { status_code: 200 }] }], pagination: { total: 1, current_page: 1 } });
  });

  it('sends each event exactly once to a healthy endpoint, however often it is queued or its job run', async () => {
    const session = await registerCustomer(h.app);
    const { endpoint } = await addEndpoint(session.access_token, { url: receiver.url('/once') });
    const paused = await addEndpoint(session.access_token, { url: receiver.url('/paused') });
    await api(h.app, 'PATCH', `webhooks/${paused.endpoint.id}`, { token: session.access_token, body: { is_active: false } });
    const unsubscribed = await addEndpoint(session.access_token, { url: receiver.url('/payouts'), events: ['payout.paid'] });
    await emit(session.customer.id, 'order.created:once');
    await emit(session.customer.id, 'order.created:once'); // the same event again: nothing more
    expect(await deliveriesOf(endpoint.id)).toHaveLength(1);
    expect(await deliveriesOf(paused.endpoint.id)).toHaveLength(0);
    expect(await deliveriesOf(unsubscribed.endpoint.id)).toHaveLength(0);

    // Two processes on one database drain at the same time, then again.
    const other = await h.newApp({ WEBHOOKS_ALLOW_INSECURE_LOCALHOST: 'true' });
    await Promise.all([h.app.jobs.drain(), other.jobs.drain()]);
    await Promise.all([h.app.jobs.drain(), other.jobs.drain()]);
    // The job's handler run again by hand (a lease run out under it): the succeeded delivery is not sent.
    const [delivery] = await deliveriesOf(endpoint.id);
    await deliverWebhookJob(deliveryCtx(), { deliveryId: delivery!.id }, { lastAttempt: false, signal: idle() });
    expect(receiver.received.filter((r) => r.path === '/once')).toHaveLength(1);
    expect(receiver.received).toHaveLength(1);
    expect((await deliveriesOf(endpoint.id))[0]!.attempts).toHaveLength(1);
  });

  it('queues nothing when the change is rolled back', async () => {
    const session = await registerCustomer(h.app);
    const { endpoint } = await addEndpoint(session.access_token);
    const jobsBefore = (await jobsOf(h.db, 'webhook.deliver')).length;
    await expect(
      h.db.transaction(async (tx) => {
        await queueWebhookEvent(tx, { customerId: session.customer.id, type: 'repayment.paid', data: { repayment_id: 1 }, key: 'repayment.paid:rollback', testMode: false });
        throw new Error('the change fails after queueing');
      }),
    ).rejects.toThrow('the change fails');
    expect(await deliveriesOf(endpoint.id)).toHaveLength(0);
    expect(await jobsOf(h.db, 'webhook.deliver')).toHaveLength(jobsBefore);
    await h.app.jobs.drain();
    expect(receiver.received).toHaveLength(0);
  });

  it('queues order.status_changed with the tracking change, in its transaction', async () => {
    const session = await registerCustomer(h.app);
    const { endpoint, secret } = await addEndpoint(session.access_token, { url: receiver.url('/status'), events: ['order.status_changed'] });
    const { order_id: orderId } = await bookedOrder(h.app, orderBody(), session.access_token);
    await h.app.jobs.drain();
    const [shipment] = await h.db.select().from(shipments).where(eq(shipments.orderId, orderId));
    expect(shipment).toBeDefined();
    const at = new Date();
    const pickedUp = { sequence: 90, carrierStatusCode: 'X-PICKED', status: 'picked_up' as const, description: 'Coletul a fost preluat de curier din Cluj-Napoca.', location: 'Cluj-Napoca', occurredAt: at };

    // A failure later in the same transaction: the change and its event are rolled back together.
    await h.db.execute(
      sql.raw(`create or replace function fail_webhook_jobs() returns trigger language plpgsql as $$
        begin if new.kind = 'webhook.deliver' then raise exception 'simulated failure'; end if; return new; end $$`),
    );
    await h.db.execute(sql.raw('create trigger fail_webhook_jobs before insert on jobs for each row execute function fail_webhook_jobs()'));
    try {
      await expect(recordTracking(h.db, shipment!, [pickedUp], at, { events: eventBusOf(h.app) })).rejects.toThrow();
    } finally {
      await h.db.execute(sql.raw('drop trigger fail_webhook_jobs on jobs'));
      await h.db.execute(sql.raw('drop function fail_webhook_jobs()'));
    }
    expect(await deliveriesOf(endpoint.id)).toHaveLength(0);
    expect((await h.db.select().from(shipments).where(eq(shipments.id, shipment!.id)))[0]!.status).toBe(shipment!.status);

    const change = await recordTracking(h.db, shipment!, [pickedUp], at, { events: eventBusOf(h.app) });
    expect(change).toMatchObject({ from: shipment!.status, to: 'picked_up' });
    // The same answer recorded again, and a new step of the same status: no new event.
    await recordTracking(h.db, shipment!, [pickedUp], at, { events: eventBusOf(h.app) });
    await recordTracking(h.db, shipment!, [{ ...pickedUp, sequence: 91, carrierStatusCode: 'X-PICKED-2' }], at, { events: eventBusOf(h.app) });
    const deliveries = await deliveriesOf(endpoint.id);
    expect(deliveries).toHaveLength(1);
    await h.app.jobs.drain();
    const sent = receiver.received.filter((r) => r.path === '/status');
    expect(sent).toHaveLength(1);
    const body = new Webhook(secret).verify(sent[0]!.body, sent[0]!.headers) as { type: string; data: Record<string, unknown> };
    expect(body.type).toBe('order.status_changed');
    expect(body.data).toEqual({
      order_id: orderId,
      order_number: expect.any(String),
      awb: shipment!.awb,
      carrier_id: shipment!.carrierId,
      status_id: 2,
      status: 'Preluat de curier',
      status_key: 'picked_up',
      description: 'Coletul a fost preluat de curier din Cluj-Napoca.',
      is_final: false,
      previous_status_id: 1,
      previous_status: 'Înregistrat',
      carrier_status_code: 'X-PICKED',
      occurred_at: at.toISOString(),
    });
  });

  it('sends a delivery again on request, with the same webhook-id, and sends a test event', async () => {
    const session = await registerCustomer(h.app);
    const token = session.access_token;
    const { endpoint, secret } = await addEndpoint(token, { url: receiver.url('/again') });
    await emit(session.customer.id, 'order.created:again');
    await h.app.jobs.drain();
    const [delivery] = await deliveriesOf(endpoint.id);
    expect(delivery!.status).toBe('succeeded');

    const resent = await api(h.app, 'POST', `webhooks/deliveries/${delivery!.id}/resend`, { token });
    expect(resent.statusCode).toBe(202);
    expect(resent.json().data).toMatchObject({ id: delivery!.id, status: 'pending', message_id: delivery!.messageId });
    await h.app.jobs.drain();
    expect(receiver.received.map((r) => r.headers['webhook-id'])).toEqual([delivery!.messageId, delivery!.messageId]);
    expect((await deliveriesOf(endpoint.id))[0]).toMatchObject({ status: 'succeeded', attempts: [{ status_code: 200 }, { status_code: 200 }] });
    expect(await jobsOf(h.db, 'webhook.deliver', `delivery:${delivery!.id}:resend:%`)).toEqual([expect.objectContaining({ state: 'done' })]);

    // One still waiting for its next retry is sent now instead of getting a second job.
    receiver.statuses = [503];
    await emit(session.customer.id, 'order.created:again-2');
    await h.app.jobs.drain();
    const waiting = (await deliveriesOf(endpoint.id))[1]!;
    expect(waiting.status).toBe('pending');
    expect((await api(h.app, 'POST', `webhooks/deliveries/${waiting.id}/resend`, { token })).statusCode).toBe(202);
    await h.app.jobs.drain();
    expect((await deliveriesOf(endpoint.id))[1]!.status).toBe('succeeded');
    expect(await jobsOf(h.db, 'webhook.deliver', `delivery:${waiting.id}%`)).toHaveLength(1);

    const test = await api(h.app, 'POST', `webhooks/${endpoint.id}/test`, { token });
    expect(test.statusCode).toBe(202);
    expect(test.json().data).toMatchObject({ event_type: 'webhook.test', status: 'pending' });
    await h.app.jobs.drain();
    const last = receiver.received.at(-1)!;
    expect(new Webhook(secret).verify(last.body, last.headers)).toMatchObject({ type: 'webhook.test', data: { endpoint_id: endpoint.id } });

    // A paused endpoint gets nothing, not even on request.
    await api(h.app, 'PATCH', `webhooks/${endpoint.id}`, { token, body: { is_active: false } });
    expect((await api(h.app, 'POST', `webhooks/deliveries/${delivery!.id}/resend`, { token })).statusCode).toBe(409);
    expect((await api(h.app, 'POST', `webhooks/${endpoint.id}/test`, { token })).statusCode).toBe(409);
  });

  it('records a timeout for a slow endpoint, refuses a host that resolves to a private address, and pauses an endpoint that answers 410', async () => {
    const session = await registerCustomer(h.app);
    const { endpoint } = await addEndpoint(session.access_token, { url: receiver.url('/slow') });
    await emit(session.customer.id, 'order.created:slow');
    const [delivery] = await deliveriesOf(endpoint.id);
    receiver.delayMs = 2000;
    await expect(deliverWebhookJob(deliveryCtx({ timeoutMs: 200 }), { deliveryId: delivery!.id }, { lastAttempt: false, signal: idle() })).rejects.toThrow(/failed/);
    const [slow] = await deliveriesOf(endpoint.id);
    expect(slow).toMatchObject({ status: 'pending', attempts: [{ status_code: null, error: 'Endpointul nu a răspuns în 0,2 s.' }] });
    expect(slow!.attempts[0]!.duration_ms).toBeLessThan(1500);
    receiver.delayMs = 0;

    // At delivery the host is resolved again: a name now pointing at a private address is refused.
    await h.db.update(webhookEndpoints).set({ url: 'https://magazin.example.ro/hook' }).where(eq(webhookEndpoints.id, endpoint.id));
    const rebinding = deliveryCtx({ policy: { allowInsecureLocalhost: false }, resolver: async () => [{ address: '10.0.0.7', family: 4 }] });
    await expect(deliverWebhookJob(rebinding, { deliveryId: delivery!.id }, { lastAttempt: true, signal: idle() })).rejects.toThrow();
    const [blocked] = await deliveriesOf(endpoint.id);
    expect(blocked).toMatchObject({ status: 'failed' });
    expect(blocked!.attempts.at(-1)).toMatchObject({ status_code: null, error: URL_MESSAGES.privateHost });

    // (Its queued job would send it with the next drain: gone with the delivery.)
    await h.db.delete(webhookDeliveries).where(eq(webhookDeliveries.id, delivery!.id));
    await h.db.update(webhookEndpoints).set({ url: receiver.url('/gone') }).where(eq(webhookEndpoints.id, endpoint.id));
    receiver.statuses = [410];
    await emit(session.customer.id, 'order.created:gone');
    await h.app.jobs.drain();
    const gone = (await deliveriesOf(endpoint.id)).at(-1)!;
    expect(gone).toMatchObject({ status: 'failed', attempts: [{ status_code: 410 }] });
    expect((await jobOf(h.db, 'webhook.deliver', `delivery:${gone.id}`))!.state).toBe('failed');
    expect((await api(h.app, 'GET', `webhooks/${endpoint.id}`, { token: session.access_token })).json().data.is_active).toBe(false);
  });

  it('delivers to a host name, resolved and checked at the attempt', async () => {
    const session = await registerCustomer(h.app);
    const { endpoint } = await addEndpoint(session.access_token, { url: receiver.url('/named').replace('127.0.0.1', 'localhost') });
    expect(endpoint.url).toMatch(/^http:\/\/localhost:\d+\/named$/);
    await emit(session.customer.id, 'order.created:named');
    await h.app.jobs.drain();
    expect(receiver.received.map((r) => r.path)).toEqual(['/named']);
    expect((await deliveriesOf(endpoint.id))[0]).toMatchObject({ status: 'succeeded' });
  });

  it('forgets finished deliveries after 30 days with the hourly sweep', async () => {
    const session = await registerCustomer(h.app);
    const { endpoint } = await addEndpoint(session.access_token, { url: receiver.url('/old') });
    await emit(session.customer.id, 'order.created:old-1');
    await emit(session.customer.id, 'order.created:old-2');
    await h.app.jobs.drain();
    const [old, recent] = await deliveriesOf(endpoint.id);
    await h.db.execute(sql`update webhook_deliveries set updated_at = now() - interval '31 days' where id = ${old!.id}`);
    await pruneWebhookDeliveries(h.db);
    expect((await deliveriesOf(endpoint.id)).map((d) => d.id)).toEqual([recent!.id]);
  });

  it("does not show or change another account's endpoints and deliveries", async () => {
    const owner = await registerCustomer(h.app);
    const { endpoint } = await addEndpoint(owner.access_token, { url: receiver.url('/mine') });
    await emit(owner.customer.id, 'order.created:mine');
    const [delivery] = await deliveriesOf(endpoint.id);
    const intruder = await registerCustomer(h.app);
    const token = intruder.access_token;
    for (const [method, path, body] of [
      ['GET', `webhooks/${endpoint.id}`],
      ['PATCH', `webhooks/${endpoint.id}`, { is_active: false }],
      ['DELETE', `webhooks/${endpoint.id}`],
      ['POST', `webhooks/${endpoint.id}/rotate-secret`],
      ['GET', `webhooks/${endpoint.id}/secret`],
      ['GET', `webhooks/${endpoint.id}/deliveries`],
      ['POST', `webhooks/${endpoint.id}/test`],
      ['POST', `webhooks/deliveries/${delivery!.id}/resend`],
      ['GET', 'webhooks/abc'],
    ] as const) {
      const res = await api(h.app, method, path, { token, ...(body ? { body } : {}) });
      expect(res.statusCode, `${method} ${path}`).toBe(404);
    }
    expect((await api(h.app, 'GET', 'webhooks', { token })).json().data).toEqual([]);
    expect((await api(h.app, 'GET', `webhooks/${endpoint.id}`, { token: owner.access_token })).json().data.is_active).toBe(true);
    expect((await api(h.app, 'GET', 'webhooks')).statusCode).toBe(401);
  });

  it('manages endpoints on the public API; a read key cannot write; errors in the contract shape', async () => {
    const shop = await newShop(h.app);
    const created = await pub(h.app, 'POST', 'webhooks', { key: shop.key, body: { url: receiver.url('/public'), events: ['order.created'] } });
    expect(created.statusCode, created.body).toBe(201);
    const endpoint = created.json();
    expect(endpoint).toMatchObject({ url: receiver.url('/public'), events: ['order.created'], is_active: true, description: '', test_mode: true, secret: expect.stringMatching(/^whsec_/) });
    expect(Object.keys(endpoint).sort()).toEqual(['created_at', 'description', 'events', 'id', 'is_active', 'mode', 'secret', 'test_mode', 'updated_at', 'url']);
    expect(endpoint.mode).toBe('test'); // a test key's endpoint gets only test objects' events
    const list = await pub(h.app, 'GET', 'webhooks', { key: shop.key });
    expect(list.json()).toEqual([expect.objectContaining({ id: endpoint.id })]);
    expect(list.body).not.toContain(endpoint.secret);
    expect((await pub(h.app, 'GET', `webhooks/${endpoint.id}/secret`, { key: shop.key })).json()).toEqual({ id: endpoint.id, secret: endpoint.secret, test_mode: true });

    const invalid = await pub(h.app, 'POST', 'webhooks', { key: shop.key, body: { url: 'http://magazin.ro', events: ['order.created', 'nimic'], is_active: 'da' } });
    expect(invalid.statusCode).toBe(422);
    expect(invalid.json()).toMatchObject({ error: 'validation_failed', message: 'Datele trimise nu sunt valide.' });
    expect(invalid.json().details).toEqual({ url: [URL_MESSAGES.https], events: [expect.stringMatching(/^Alege cel puțin/)], is_active: ['Câmpul is_active trebuie să fie true sau false.'] });
    const https = await pub(h.app, 'PATCH', `webhooks/${endpoint.id}`, { key: shop.key, body: { url: 'http://magazin.ro/hook' } });
    expect(https.json()).toMatchObject({ error: 'validation_failed', details: { url: [URL_MESSAGES.https] } });

    const patched = await pub(h.app, 'PATCH', `webhooks/${endpoint.id}`, { key: shop.key, body: { events: ['order.created', 'payout.paid'], description: 'Magazin' } });
    expect(patched.json()).toMatchObject({ events: ['order.created', 'payout.paid'], description: 'Magazin' });

    await emit(shop.customerId, 'order.created:public', { order_id: 1 }, true);
    await h.app.jobs.drain();
    const deliveries = await pub(h.app, 'GET', `webhooks/${endpoint.id}/deliveries`, { key: shop.key, query: { page: '1', per_page: '15' } });
    expect(deliveries.statusCode).toBe(200);
    const [delivery] = deliveries.json().list as DeliveryView[];
    expect(deliveries.json().pagination).toEqual({ total: 1, per_page: 15, current_page: 1, last_page: 1 });
    expect(delivery).toMatchObject({ endpoint_id: endpoint.id, event_type: 'order.created', status: 'succeeded', payload: { type: 'order.created', data: { order_id: 1 } }, delivered_at: expect.any(String) });
    expect(delivery!.attempts).toEqual([{ at: expect.any(String), status_code: 200, error: null, duration_ms: expect.any(Number) }]);
    const resent = await pub(h.app, 'POST', `webhooks/deliveries/${delivery!.id}/resend`, { key: shop.key });
    expect(resent.statusCode).toBe(202);
    expect(resent.json()).toMatchObject({ id: delivery!.id, status: 'pending' });
    expect((await pub(h.app, 'POST', `webhooks/${endpoint.id}/test`, { key: shop.key })).statusCode).toBe(202);

    // A read key reads, and is refused every write.
    const readKey = (await createKey(h.app, shop.token, { scope: 'read', name: 'Doar citire' })).json().data.key as string;
    expect((await pub(h.app, 'GET', 'webhooks', { key: readKey })).statusCode).toBe(200);
    expect((await pub(h.app, 'GET', `webhooks/${endpoint.id}/deliveries`, { key: readKey })).statusCode).toBe(200);
    for (const [method, path, body] of [
      ['POST', 'webhooks', { url: receiver.url(), events: ALL_EVENTS }],
      ['PATCH', `webhooks/${endpoint.id}`, { is_active: false }],
      ['DELETE', `webhooks/${endpoint.id}`],
      ['POST', `webhooks/${endpoint.id}/rotate-secret`],
      ['GET', `webhooks/${endpoint.id}/secret`],
      ['POST', `webhooks/${endpoint.id}/test`],
      ['POST', `webhooks/deliveries/${delivery!.id}/resend`],
    ] as const) {
      const res = await pub(h.app, method, path, { key: readKey, ...(body ? { body } : {}) });
      expect(res.statusCode, `${method} ${path}`).toBe(403);
      expect(res.json()).toMatchObject({ error: 'insufficient_scope' });
    }

    const other = await newShop(h.app);
    const foreign = await pub(h.app, 'GET', `webhooks/${endpoint.id}`, { key: other.key });
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json()).toEqual({ error: 'not_found', message: 'Endpointul de webhook nu există.', test_mode: true });
    expect((await pub(h.app, 'DELETE', `webhooks/${endpoint.id}`, { key: other.key, headers: { 'content-type': 'application/json' } })).statusCode).toBe(404);

    const rotated = await pub(h.app, 'POST', `webhooks/${endpoint.id}/rotate-secret`, { key: shop.key });
    expect(rotated.json().secret).not.toBe(endpoint.secret);
    const removed = await pub(h.app, 'DELETE', `webhooks/${endpoint.id}`, { key: shop.key, headers: { 'content-type': 'application/json' } });
    expect(removed.json()).toEqual({ id: endpoint.id, deleted: true, message: 'Endpointul a fost șters. Nu mai primește evenimente.', test_mode: true });
    const rows = await query<{ n: number }>(h.db, sql`select count(*)::int as n from webhook_deliveries where endpoint_id = ${endpoint.id}`);
    expect(rows[0]!.n).toBe(0);
  });
});
