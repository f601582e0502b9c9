// Push notifications as jobs (services/push/deliver.ts) against the FCM stand-in: a 'push.change' job
// records one delivery per device following the parcel and queues one 'push.deliver' job each; a
// delivery is sent and marked, once; a dead token takes its device, subscriptions and deliveries with
// it; a message FCM refuses fails at once; a 503 or 429 is retried no sooner than its Retry-After
// (the job's run_at) and then sent; other failures back off with the queue's policy and the delivery
// fails after the last attempt; a newer status replaces a waiting message; a change heard twice is
// queued once; the subscriptions end at a final status; a send cut short by the shutdown is handed
// back to the queue; and two runners (two connection pools on PostgreSQL) never send one delivery twice.
import { randomBytes } from 'node:crypto';
import { asc, eq, sql } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { openDatabase, type AppDb } from '../../server/db/client.ts';
import { deviceTokens, pushDeliveries, pushSubscriptions, shipmentEvents } from '../../server/db/schema.ts';
import { backoffMs, JOB_KINDS } from '../../server/services/jobs/kinds.ts';
import { enqueue } from '../../server/services/jobs/queue.ts';
import { createJobRunner, type JobRunner } from '../../server/services/jobs/runner.ts';
import { deliverPush, MAX_RETRY_AFTER_MS, queuePushDeliveries, type PushContext } from '../../server/services/push/deliver.ts';
import { FcmSender } from '../../server/services/push/fcm-sender.ts';
import type { PushSender } from '../../server/services/push/sender.ts';
import type { StatusChange } from '../../server/services/tracking/status-events.ts';
import { startFcmStandIn, type FcmStandIn } from '../support/fcm-stand-in.ts';
import { authHarness, registerCustomer, type AuthHarness, type TokenAnswer } from './helpers/auth.ts';
import { testDatabases } from './helpers/databases.ts';
import { jobsOf, makeDue } from './helpers/jobs.ts';
import { bookedOrder, orderBody } from './helpers/orders.ts';

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const quietLog = () => ({ info: vi.fn(), warn: vi.fn(), error: vi.fn() });
type StoredChange = Parameters<typeof queuePushDeliveries>[1];

/** A status change of `awb` whose latest event is `eventId`, as a 'push.change' job's payload holds it. */
function storedChange(awb: string, eventId: number, final = false): StoredChange {
  const to = final ? 'delivered' : 'in_transit';
  const change: StatusChange = {
    shipmentId: 0,
    awb,
    carrierId: 6,
    orderId: 0,
    orderNumber: '',
    customerId: null,
    from: 'registered',
    to,
    carrierStatusCode: final ? '9' : 'MODEL_IN_TRANSIT',
    final,
    events: [
      {
        id: eventId,
        sequence: 1,
        carrierStatusCode: final ? '9' : 'MODEL_IN_TRANSIT',
        status: to,
        description: final ? 'Coletul a fost livrat.' : 'Coletul este în tranzit.',
        location: 'Cluj-Napoca',
        occurredAt: new Date(),
      },
    ],
    recordedAt: new Date(),
  };
  return JSON.parse(JSON.stringify(change)) as StoredChange;
}

describe.each(testDatabases())('push deliveries as jobs on $name', (backend) => {
  let standIn: FcmStandIn;
  let h: AuthHarness;
  let ana: TokenAnswer;
  let fcm: FcmSender;
  const runners: JobRunner[] = [];
  beforeAll(async () => {
    standIn = await startFcmStandIn();
    h = await authHarness(backend, { FCM_SERVICE_ACCOUNT: standIn.serviceAccountJson, FCM_API_URL: standIn.apiUrl });
    ana = await registerCustomer(h.app);
    fcm = new FcmSender({ account: h.app.appConfig.push.serviceAccount!, apiUrl: standIn.apiUrl });
  });
  afterAll(async () => {
    await h?.close();
    await standIn?.close();
  });
  beforeEach(async () => {
    standIn.messages.length = 0;
    standIn.clearFailures();
    await h.db.execute(sql`delete from jobs where kind in ('push.change', 'push.deliver')`);
  });
  afterEach(async () => {
    await Promise.all(runners.splice(0).map((r) => r.stop(0)));
  });

  const ctx = (now: Date, sender: PushSender = fcm, db: AppDb = h.db): PushContext => ({ db, sender, log: quietLog(), publicUrl: 'https://curiero.ro', now: () => now });
  /** A runner of the push jobs only (like app/job-handlers.ts registers them), over `db`. */
  const runner = (context: PushContext, pollIntervalMs = 0) => {
    const r = createJobRunner({ db: () => context.db, log: quietLog(), pollIntervalMs });
    r.register('push.change', (payload: StoredChange) => queuePushDeliveries(context, payload));
    r.register('push.deliver', (payload: { deliveryId: number }, job) => deliverPush(context, payload, job));
    runners.push(r);
    return r;
  };
  /** A parcel of Ana's with `devices` devices following it; returns its AWB, registered event and tokens. */
  const followed = async (devices: number) => {
    const awb = (await bookedOrder(h.app, orderBody(), ana.access_token)).awb_number;
    const [event] = await h.db.select({ id: shipmentEvents.id }).from(shipmentEvents).where(eq(shipmentEvents.awb, awb));
    const tokens = Array.from({ length: devices }, () => `tok-${randomBytes(12).toString('hex')}`);
    for (const token of tokens) {
      const [row] = await h.db.insert(deviceTokens).values({ token, platform: 'web', anonId: `anon_${randomBytes(6).toString('hex')}` }).returning({ id: deviceTokens.id });
      await h.db.insert(pushSubscriptions).values({ deviceTokenId: row!.id, awb });
    }
    return { awb, eventId: event!.id, tokens };
  };
  /** The 'push.change' job recordTracking queues with the change (record.ts); its id, or null when it exists. */
  const changeJob = (awb: string, eventId: number, final = false) =>
    enqueue(h.db, { kind: 'push.change', key: `push-change:${eventId}`, payload: storedChange(awb, eventId, final) });
  const rowsOf = (awb: string) => h.db.select().from(pushDeliveries).where(eq(pushDeliveries.awb, awb)).orderBy(asc(pushDeliveries.id));
  const deliverJobs = async (awb: string) => {
    const ids = new Set((await rowsOf(awb)).map((r) => `push:${r.id}`));
    return (await jobsOf(h.db, 'push.deliver')).filter((j) => ids.has(j.key ?? ''));
  };
  /** A later event of the parcel, written directly (no status change recorded). */
  const laterEvent = async (awb: string, sequence: number) => {
    const [row] = await h.db
      .insert(shipmentEvents)
      .values({ awb, carrierId: 6, sequence, carrierStatusCode: 'MODEL_IN_TRANSIT', status: 'in_transit', description: 'Coletul este în tranzit.', occurredAt: new Date() })
      .returning({ id: shipmentEvents.id });
    return row!.id;
  };

  it('queues a delivery and a job per following device, sends them, marks them sent, and sends each once', async () => {
    const now = new Date();
    const { awb, eventId, tokens } = await followed(2);
    const r = runner(ctx(now));
    expect(await changeJob(awb, eventId)).toBeTypeOf('number');
    await r.drain();
    expect(standIn.messages.map((m) => m.token).sort()).toEqual([...tokens].sort());
    expect(standIn.messages[0]).toMatchObject({ notification: { title: `În tranzit · AWB ${awb}`, body: 'Coletul este în tranzit (Cluj-Napoca).' }, data: { awb, tag: `awb-${awb}` } });
    const rows = await rowsOf(awb);
    expect(rows).toHaveLength(2);
    for (const row of rows) expect(row).toMatchObject({ status: 'sent', attempts: 1, sentAt: now, lastError: null });
    expect((await jobsOf(h.db, 'push.change', `push-change:${eventId}`)).map((j) => [j.state, j.attempts])).toEqual([['done', 1]]);
    expect((await deliverJobs(awb)).map((j) => [j.state, j.attempts])).toEqual([
      ['done', 1],
      ['done', 1],
    ]);
    // The same change again (queued twice, or its job run again): nothing new, nothing sent twice.
    expect(await changeJob(awb, eventId)).toBeNull();
    await h.db.execute(sql`update jobs set state = 'queued', run_at = now() where kind in ('push.change', 'push.deliver')`);
    await r.drain();
    expect(await rowsOf(awb)).toHaveLength(2);
    expect(standIn.messages).toHaveLength(2);
  });

  it('forgets a device whose token FCM no longer knows, with its subscriptions and deliveries', async () => {
    const { awb, eventId, tokens } = await followed(2);
    standIn.unregister(tokens[0]!);
    await changeJob(awb, eventId);
    await runner(ctx(new Date())).drain();
    expect(await h.db.select().from(deviceTokens).where(eq(deviceTokens.token, tokens[0]!))).toEqual([]);
    const left = await h.db.select({ token: deviceTokens.token }).from(pushSubscriptions).innerJoin(deviceTokens, eq(deviceTokens.id, pushSubscriptions.deviceTokenId)).where(eq(pushSubscriptions.awb, awb));
    expect(left).toEqual([{ token: tokens[1] }]);
    expect((await rowsOf(awb)).map((r) => r.status)).toEqual(['sent']);
    expect(standIn.messages.map((m) => m.token)).toEqual([tokens[1]]);
    // Both jobs are over: the dead token's is not retried.
    expect((await jobsOf(h.db, 'push.deliver')).map((j) => j.state)).toEqual(['done', 'done']);
  });

  it('fails a delivery at once when FCM refuses the message itself', async () => {
    const { awb, eventId } = await followed(1);
    let calls = 0;
    const refusing: PushSender = {
      name: 'fcm',
      send: async () => (calls++, { kind: 'failed', detail: 'FCM answered 400 INVALID_ARGUMENT: Invalid JSON payload received.' }),
    };
    await changeJob(awb, eventId);
    const r = runner(ctx(new Date(), refusing));
    await r.drain();
    expect(await rowsOf(awb)).toEqual([expect.objectContaining({ status: 'failed', attempts: 1, lastError: 'FCM answered 400 INVALID_ARGUMENT: Invalid JSON payload received.' })]);
    expect((await deliverJobs(awb)).map((j) => [j.state, j.attempts])).toEqual([['done', 1]]);
    await makeDue(h.db, 'push.deliver');
    await r.drain();
    expect(calls).toBe(1);
  });

  it('retries a 503 no sooner than its Retry-After, then sends it; a Retry-After of days waits a day at most', async () => {
    const now = new Date();
    const { awb, eventId } = await followed(1);
    await changeJob(awb, eventId);
    standIn.failNext(1, 503, 120);
    const r = runner(ctx(now));
    await r.drain();
    expect(await rowsOf(awb)).toEqual([expect.objectContaining({ status: 'pending', attempts: 1, lastError: expect.stringContaining('503 UNAVAILABLE') })]);
    const [waiting] = await deliverJobs(awb);
    expect(waiting).toMatchObject({ state: 'queued', attempts: 1, lastError: expect.stringContaining('503 UNAVAILABLE') });
    // Retry-After (120 s) is longer than the first backoff (30 s ± 20%): it wins.
    expect(waiting!.runInSeconds).toBeGreaterThan(115);
    expect(waiting!.runInSeconds).toBeLessThanOrEqual(120);
    await r.drain(); // not due yet
    expect(standIn.messages).toEqual([]);
    await makeDue(h.db, 'push.deliver', waiting!.key!);
    await r.drain();
    expect(await rowsOf(awb)).toEqual([expect.objectContaining({ status: 'sent', attempts: 2, lastError: null })]);
    expect((await deliverJobs(awb)).map((j) => [j.state, j.attempts])).toEqual([['done', 2]]);
    expect(standIn.messages).toHaveLength(1);

    const other = await followed(1);
    await changeJob(other.awb, other.eventId);
    standIn.failNext(1, 429, 3 * 86_400);
    await r.drain();
    const [capped] = await deliverJobs(other.awb);
    expect(capped).toMatchObject({ state: 'queued', attempts: 1, lastError: expect.stringContaining('429 RESOURCE_EXHAUSTED') });
    expect(capped!.runInSeconds).toBeGreaterThan(MAX_RETRY_AFTER_MS / 1000 - 10);
    expect(capped!.runInSeconds).toBeLessThanOrEqual(MAX_RETRY_AFTER_MS / 1000);
  });

  it("backs off with the queue's policy, and fails the delivery after the last attempt", async () => {
    const { awb, eventId } = await followed(1);
    await changeJob(awb, eventId);
    const max = JOB_KINDS['push.deliver'].maxAttempts;
    standIn.failNext(max, 500);
    const requests = standIn.sendRequests.length;
    const r = runner(ctx(new Date()));
    for (let attempt = 1; attempt <= max; attempt++) {
      await makeDue(h.db, 'push.deliver');
      await r.drain();
      const [row] = await rowsOf(awb);
      const [job] = await deliverJobs(awb);
      if (attempt < max) {
        expect(row).toMatchObject({ status: 'pending', attempts: attempt });
        expect(job).toMatchObject({ state: 'queued', attempts: attempt });
        expect(job!.runInSeconds * 1000).toBeLessThanOrEqual(backoffMs('push.deliver', attempt, () => 1));
        expect(job!.runInSeconds * 1000).toBeGreaterThan(backoffMs('push.deliver', attempt, () => 0) - 2000);
      } else {
        expect(row).toMatchObject({ status: 'failed', attempts: max, lastError: expect.stringContaining('500 INTERNAL') });
        expect(job).toMatchObject({ state: 'done', attempts: max });
      }
    }
    await makeDue(h.db, 'push.deliver');
    await r.drain();
    expect(standIn.messages).toEqual([]);
    expect(standIn.sendRequests.length - requests).toBe(max);
  });

  it('replaces a waiting message by the newer status, and queues a change heard twice once', async () => {
    const { awb, eventId } = await followed(2);
    const r = runner(ctx(new Date()));
    // The first status waits for a retry (FCM busy for a minute).
    standIn.failNext(2, 503, 60);
    await changeJob(awb, eventId);
    await r.drain();
    const older = await deliverJobs(awb);
    expect(older.map((j) => j.state)).toEqual(['queued', 'queued']);
    const newer = await laterEvent(awb, 1);
    await changeJob(awb, newer);
    await r.drain();
    expect((await rowsOf(awb)).map((row) => [row.eventId, row.status])).toEqual([
      [newer, 'sent'],
      [newer, 'sent'],
    ]);
    // The older messages' jobs find nothing left to send.
    await makeDue(h.db, 'push.deliver');
    await r.drain();
    expect((await jobsOf(h.db, 'push.deliver')).filter((j) => older.some((o) => o.id === j.id)).map((j) => j.state)).toEqual(['done', 'done']);
    expect(standIn.messages).toHaveLength(2);
    // The same change heard again: its job exists, and running the handler again adds nothing.
    expect(await changeJob(awb, newer)).toBeNull();
    await queuePushDeliveries(ctx(new Date()), storedChange(awb, newer));
    expect(await rowsOf(awb)).toHaveLength(2);
  });

  it('ends the subscriptions of a parcel with its final status', async () => {
    const { awb, eventId } = await followed(2);
    await changeJob(awb, eventId, true);
    await runner(ctx(new Date())).drain();
    expect(await h.db.select().from(pushSubscriptions).where(eq(pushSubscriptions.awb, awb))).toEqual([]);
    expect((await rowsOf(awb)).map((r) => r.status)).toEqual(['sent', 'sent']);
  });

  it('hands a send cut short by the shutdown back to the queue, due at once, for another runner', async () => {
    const { awb, eventId } = await followed(2);
    await queuePushDeliveries(ctx(new Date()), storedChange(awb, eventId));
    let calls = 0;
    const hanging: PushSender = {
      name: 'fcm',
      send: (_message, signal) =>
        new Promise((resolve) => {
          calls += 1;
          signal?.addEventListener('abort', () => resolve({ kind: 'retry', detail: 'aborted' }));
        }),
    };
    const stopping = runner(ctx(new Date(), hanging), 20);
    stopping.start();
    await expect.poll(() => calls, { timeout: 5000 }).toBe(2);
    const started = Date.now();
    await stopping.stop(50);
    expect(Date.now() - started).toBeLessThan(1000);
    const handedBack = await deliverJobs(awb);
    expect(handedBack.map((j) => [j.state, j.attempts])).toEqual([
      ['queued', 0],
      ['queued', 0],
    ]);
    for (const job of handedBack) expect(job.runInSeconds).toBeLessThanOrEqual(0);
    expect((await rowsOf(awb)).map((r) => r.status)).toEqual(['pending', 'pending']);

    await runner(ctx(new Date())).drain();
    expect((await rowsOf(awb)).map((r) => [r.status, r.attempts])).toEqual([
      ['sent', 1],
      ['sent', 1],
    ]);
    expect(standIn.messages).toHaveLength(2);
  });

  it('never sends one delivery twice with two runners at work', async () => {
    const { awb, eventId, tokens } = await followed(12);
    await queuePushDeliveries(ctx(new Date()), storedChange(awb, eventId));
    const sentBy: [number, number] = [0, 0];
    const slow = (n: 0 | 1): PushSender => ({
      name: 'fcm',
      send: async (message) => {
        await sleep(15);
        sentBy[n] += 1;
        return fcm.send(message);
      },
    });
    // Two processes' worth of connections on PostgreSQL; PGlite has one connection per database.
    const extra = h.test.url ? await Promise.all([1, 2].map(() => openDatabase({ dataDir: '', databaseUrl: h.test.url }))) : [];
    try {
      const dbs = extra.length ? extra.map((d) => d.db) : [h.db, h.db];
      await Promise.all(dbs.map((db, n) => runner(ctx(new Date(), slow(n as 0 | 1), db)).drain()));
    } finally {
      await Promise.all(runners.splice(0).map((r) => r.stop(0)));
      await Promise.all(extra.map((d) => d.close()));
    }
    expect(sentBy[0] + sentBy[1]).toBe(12);
    expect(sentBy.every((n) => n > 0)).toBe(true);
    expect(standIn.messages.map((m) => m.token).sort()).toEqual([...tokens].sort());
    expect((await rowsOf(awb)).every((r) => r.status === 'sent' && r.attempts === 1)).toBe(true);
  });
});
