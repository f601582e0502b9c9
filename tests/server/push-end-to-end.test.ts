// Push end to end, in process: a device registered and subscribed through the API hears, through the
// FCM stand-in, what happens to its parcel: cancelled through the real cancel route, then moved along
// by the simulated carrier (advanceSimulation with a later clock); the jobs are run with
// app.jobs.drain(). A failing FCM (500) or a push table that cannot be written never touches the
// tracking pipeline: the push jobs wait for their retry. With the job runner started
// (JOBS_POLL_INTERVAL_MS), an app catches up at start with what an earlier process left, runs each
// job when it is due, and still closes at once.
import { randomBytes } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import type { FastifyInstance, InjectOptions } from 'fastify';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { pushDeliveries, shipments } from '../../server/db/schema.ts';
import { advanceSimulation } from '../../server/services/tracking/advance-simulation.ts';
import { enqueue } from '../../server/services/jobs/queue.ts';
import { enqueueChange } from '../../server/services/push/queue.ts';
import { statusChangePayload } from '../../server/services/push/status-message.ts';
import { recordTracking } from '../../server/services/tracking/record.ts';
import { startFcmStandIn, type FcmMessage, type FcmStandIn } from '../support/fcm-stand-in.ts';
import { authHarness, query, randomIp, registerCustomer, type AuthHarness, type TokenAnswer } from './helpers/auth.ts';
import { testDatabases } from './helpers/databases.ts';
import { jobOf, makeDue } from './helpers/jobs.ts';
import { api, bookedOrder, drained, orderBody } from './helpers/orders.ts';
import { eventBusOf } from '../../server/app/events.ts';

const HOUR = 3600_000;
const PUBLIC = 'https://curiero.test';

function notify(app: FastifyInstance, path: string, body: unknown, bearer?: string) {
  const request: InjectOptions = {
    method: 'POST',
    url: `/api/private/notifications/${path}`,
    headers: bearer ? { authorization: `Bearer ${bearer}` } : {},
    remoteAddress: randomIp(),
    payload: body as InjectOptions['payload'],
  };
  return app.inject(request);
}

describe.each(testDatabases())('push notifications end to end on $name', (backend) => {
  let standIn: FcmStandIn;
  let h: AuthHarness;
  let ana: TokenAnswer;
  let env: Record<string, string>;
  beforeAll(async () => {
    standIn = await startFcmStandIn();
    env = { FCM_SERVICE_ACCOUNT: standIn.serviceAccountJson, FCM_API_URL: standIn.apiUrl, PUBLIC_URL: PUBLIC };
    h = await authHarness(backend, env);
    ana = await registerCustomer(h.app);
  });
  afterAll(async () => {
    await h?.close();
    await standIn?.close();
  });
  beforeEach(() => standIn.clearFailures());

  // The work a payment leaves (the processor's notification, the confirmation mail, the invoice) done
  // at once: a runner started later in a test then finds only the push jobs it is about.
  const order = (customer = ana) => bookedOrder(h.app, orderBody(), customer.access_token, { via: 'notification' });
  /** A device registered (as a guest, or with `bearer`) and following `awb`. */
  const follow = async (awb: string, bearer?: string) => {
    const device = { token: `web-${randomBytes(24).toString('base64url')}`, anon_id: `anon_${randomBytes(8).toString('hex')}` };
    expect((await notify(h.app, 'device-tokens/register', { ...device, platform: 'web', device_name: 'Chrome pe Android' }, bearer)).statusCode).toBe(200);
    const subscribed = await notify(h.app, 'subscriptions', { ...device, awb }, bearer);
    expect(subscribed.statusCode, subscribed.body).toBe(200);
    return device;
  };
  const to = (token: string): FcmMessage[] => standIn.messages.filter((m) => m.token === token);
  const shipmentOf = async (awb: string) => (await h.db.select().from(shipments).where(eq(shipments.awb, awb)))[0]!;

  it('tells a guest device following a parcel that its order was cancelled', async () => {
    const placed = await order();
    const awb = placed.awb_number;
    const device = await follow(awb);
    expect((await api(h.app, 'DELETE', `orders/${placed.order_id}`, { token: ana.access_token })).statusCode).toBe(200);
    await drained(h.app);
    expect(to(device.token)).toEqual([
      {
        token: device.token,
        notification: { title: `Anulat · AWB ${awb}`, body: 'Expediția a fost anulată (Cluj-Napoca).' },
        data: { url: `/tracking?awb=${awb}`, awb, status: 'cancelled', tag: `awb-${awb}` },
        webpush: {
          notification: { title: `Anulat · AWB ${awb}`, body: 'Expediția a fost anulată (Cluj-Napoca).', icon: '/icons/icon-192.png', badge: '/icons/badge-72.png', tag: `awb-${awb}`, lang: 'ro' },
          fcm_options: { link: `${PUBLIC}/tracking?awb=${awb}` },
        },
      },
    ]);
    // Final: nothing more will come, the subscription is over.
    expect((await notify(h.app, 'subscriptions/list', device)).json().data.subscriptions).toEqual([]);
  });

  it('follows a parcel as the carrier moves it, up to its final status', async () => {
    const { awb_number: awb } = await order();
    const device = await follow(awb, ana.access_token);
    const bookedAt = (await shipmentOf(awb)).bookedAt;
    await advanceSimulation({ db: h.db, events: eventBusOf(h.app) }, new Date(bookedAt.getTime() + 4 * HOUR));
    await drained(h.app);
    expect(to(device.token).map((m) => m.notification?.title)).toEqual([`Preluat de curier · AWB ${awb}`]);

    await advanceSimulation({ db: h.db, events: eventBusOf(h.app) }, new Date(bookedAt.getTime() + 5 * 24 * HOUR));
    await drained(h.app);
    const last = to(device.token).at(-1)!;
    const final = (await shipmentOf(awb)).status;
    expect(['delivered', 'returned']).toContain(final);
    expect(to(device.token)).toHaveLength(2);
    expect(last.data).toEqual({ url: `/tracking?awb=${awb}`, awb, status: final, tag: `awb-${awb}` });
    expect(last.notification?.title).toBe(`${final === 'delivered' ? 'Livrat' : 'Returnat expeditorului'} · AWB ${awb}`);
  });

  it("follows a customer's new order on their registered devices without being asked", async () => {
    const register = async (bearer?: string) => {
      const device = { token: `web-${randomBytes(24).toString('base64url')}`, anon_id: `anon_${randomBytes(8).toString('hex')}` };
      expect((await notify(h.app, 'device-tokens/register', { ...device, platform: 'web', device_name: 'Chrome pe Android' }, bearer)).statusCode).toBe(200);
      return device;
    };
    const mine = await register(ana.access_token);
    const guest = await register();
    const { awb_number: awb } = await order();
    const followed = async (device: { token: string; anon_id: string }, bearer?: string) =>
      (await notify(h.app, 'subscriptions/list', device, bearer)).json().data.subscriptions.map((s: { awb: string }) => s.awb);
    expect(await followed(mine, ana.access_token)).toContain(awb);
    expect(await followed(guest)).toEqual([]);
    // And it hears what happens to it.
    expect((await api(h.app, 'GET', `orders/${(await shipmentOf(awb)).orderId}`, { token: ana.access_token })).statusCode).toBe(200);
    const bookedAt = (await shipmentOf(awb)).bookedAt;
    await advanceSimulation({ db: h.db, events: eventBusOf(h.app) }, new Date(bookedAt.getTime() + 4 * HOUR));
    await drained(h.app);
    expect(to(mine.token).map((m) => m.notification?.title)).toContain(`Preluat de curier · AWB ${awb}`);
  });

  it('records tracking whatever push does: FCM failing, or the push table unwritable; the push jobs retry', async () => {
    const placed = await order();
    const device = await follow(placed.awb_number);
    standIn.failNext(Infinity, 500);
    const cancelled = await api(h.app, 'DELETE', `orders/${placed.order_id}`, { token: ana.access_token });
    expect(cancelled.statusCode).toBe(200);
    expect((await shipmentOf(placed.awb_number)).status).toBe('cancelled');
    await drained(h.app);
    expect(to(device.token)).toEqual([]);
    // (Ana's own registered devices follow her parcels too: one delivery each.)
    const rows = await h.db.select().from(pushDeliveries).where(eq(pushDeliveries.awb, placed.awb_number));
    expect(rows.length).toBeGreaterThanOrEqual(1);
    for (const row of rows) {
      expect(row).toMatchObject({ status: 'pending', attempts: 1, lastError: expect.stringContaining('500 INTERNAL') });
      expect(await jobOf(h.db, 'push.deliver', `push:${row.id}`)).toMatchObject({ state: 'queued', attempts: 1, lastError: expect.stringContaining('500 INTERNAL') });
    }
    // FCM is back: the retries send them.
    standIn.clearFailures();
    for (const row of rows) await makeDue(h.db, 'push.deliver', `push:${row.id}`);
    await drained(h.app);
    expect(to(device.token).map((m) => m.data?.status)).toEqual(['cancelled']);

    const logs: string[] = [];
    const watched = await h.newApp({ LOG_LEVEL: 'warn' }, { logStream: { write: (line) => void logs.push(line) } });
    const { awb_number: awb } = await order();
    const other = await follow(awb);
    const shipment = await shipmentOf(awb);
    await h.db.execute(sql`alter table push_deliveries rename to push_deliveries_away`);
    let key = '';
    try {
      const event = { sequence: 1, carrierStatusCode: 'MODEL_PICKED_UP', status: 'picked_up' as const, description: 'Coletul a fost preluat de curier.', location: 'Cluj-Napoca', occurredAt: new Date() };
      const change = await recordTracking(h.db, shipment, [event], new Date(), { events: eventBusOf(h.app) });
      expect(change).toMatchObject({ awb, from: 'registered', to: 'picked_up' });
      key = `push-change:${change!.events.at(-1)!.id}`;
      await watched.jobs.drain();
    } finally {
      await h.db.execute(sql`alter table push_deliveries_away rename to push_deliveries`);
      await watched.close();
    }
    expect((await shipmentOf(awb)).status).toBe('picked_up');
    expect(await jobOf(h.db, 'push.change', key)).toMatchObject({ state: 'queued', attempts: 1, lastError: expect.stringContaining('push_deliveries') });
    expect(logs.map((l) => JSON.parse(l) as { msg: string; kind?: string; key?: string })).toContainEqual(
      expect.objectContaining({ msg: 'job failed; retrying later', kind: 'push.change', key }),
    );
    // The table is back: the change's retry queues and sends the notification.
    await makeDue(h.db, 'push.change', key);
    await drained(h.app);
    expect(await jobOf(h.db, 'push.change', key)).toMatchObject({ state: 'done', attempts: 2 });
    expect(to(other.token).map((m) => m.data?.status)).toEqual(['picked_up']);
  });

  it('with the job runner started: catches up at start, runs each job when it is due, and closes at once', async () => {
    // A customer without devices: nobody else follows these parcels.
    const bo = await registerCustomer(h.app);
    const { awb_number: awb } = await order(bo);
    const [event] = await query<{ id: number }>(h.db, sql`select id from shipment_events where awb = ${awb}`);
    /** A delivery to the devices following `parcel` and not yet told of `eventId`, and its job, due in `delayMs`. */
    const queue = async (parcel: string, eventId: number, delayMs: number) => {
      const ids = await enqueueChange(h.db, { awb: parcel, eventId, final: false, payload: statusChangePayload({ awb: parcel, to: 'registered', events: [] }, PUBLIC) }, new Date());
      for (const id of ids) await enqueue(h.db, { kind: 'push.deliver', key: `push:${id}`, payload: { deliveryId: id }, delayMs });
      return ids;
    };
    // Left by an earlier process: a message due in 2.5 s, and one due now (whose first try fails).
    const later = await follow(awb);
    expect(await queue(awb, Number(event!.id), 2500)).toHaveLength(1);
    const due = await follow(awb);
    const [dueId] = await queue(awb, Number(event!.id), 0);
    expect(dueId).toBeTypeOf('number');
    standIn.failNext(1, 503);

    let nextAwb = '';
    const timed = await h.newApp({ JOBS_POLL_INTERVAL_MS: '100' });
    try {
      // The first try failed: its retry waits its backoff (30 s)...
      const dueJob = async () => (await jobOf(h.db, 'push.deliver', `push:${dueId}`))!;
      // One read per try: two reads could see 'queued' before the first claim and attempts 1 after it.
      await expect
        .poll(
          async () => {
            const job = await dueJob();
            return [job.state, job.attempts];
          },
          { timeout: 5000 },
        )
        .toEqual(['queued', 1]);
      const retry = await dueJob();
      expect(retry).toMatchObject({ state: 'queued', lastError: expect.stringContaining('503 UNAVAILABLE') });
      expect(retry.runInSeconds).toBeGreaterThan(20);
      expect(to(due.token)).toEqual([]);
      expect(to(later.token)).toEqual([]);
      // ...and is run by the poll as soon as it is due, without anyone draining the queue.
      await makeDue(h.db, 'push.deliver', `push:${dueId}`);
      await expect.poll(() => to(due.token).length, { timeout: 5000 }).toBe(1);
      await expect.poll(() => to(later.token).length, { timeout: 6000 }).toBe(1);
      // A message due in an hour keeps waiting in the queue; closing does not wait for it.
      const next = await order(bo);
      nextAwb = next.awb_number;
      await follow(next.awb_number);
      const [nextEvent] = await query<{ id: number }>(h.db, sql`select id from shipment_events where awb = ${next.awb_number}`);
      expect(await queue(next.awb_number, Number(nextEvent!.id), 3_600_000)).toHaveLength(1);
      await new Promise((resolve) => setTimeout(resolve, 300));
    } finally {
      // Closing finishes what is in flight (a job's document being drawn in the render threads) but
      // never waits for the message due in an hour: seconds, not an hour.
      const started = Date.now();
      await timed.close();
      expect(Date.now() - started).toBeLessThan(5000);
    }
    expect(to(due.token)).toHaveLength(1);
    expect(to(later.token)).toHaveLength(1);
    expect(await h.db.select().from(pushDeliveries).where(eq(pushDeliveries.awb, nextAwb))).toEqual([expect.objectContaining({ status: 'pending', attempts: 0 })]);
  });
});
