// The push send queue and its dispatcher (services/push/queue.ts, dispatch.ts) against the FCM
// stand-in: due deliveries are sent and marked; a dead token takes its device, subscriptions and
// deliveries with it; a 503 with Retry-After is retried after that wait and then sent; the backoff
// and giving up; a newer status replacing a waiting one; a change heard twice queued once; the end
// of subscriptions at a final status; stopping mid-batch; and two dispatchers (two connection pools
// on PostgreSQL) never sending one delivery twice.
import { randomBytes } from 'node:crypto';
import { asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { openDatabase, type AppDb } from '../../server/db/client.ts';
import { deviceTokens, pushDeliveries, pushSubscriptions, shipmentEvents } from '../../server/db/schema.ts';
import { dispatchPushDeliveries, RETRY, retryDelayMs, type DispatchContext } from '../../server/services/push/dispatch.ts';
import { FcmSender } from '../../server/services/push/fcm-sender.ts';
import { enqueueChange } from '../../server/services/push/queue.ts';
import type { PushSender } from '../../server/services/push/sender.ts';
import { statusChangePayload } from '../../server/services/push/status-message.ts';
import { startFcmStandIn, type FcmStandIn } from '../support/fcm-stand-in.ts';
import { authHarness, registerCustomer, type AuthHarness, type TokenAnswer } from './helpers/auth.ts';
import { testDatabases } from './helpers/databases.ts';
import { orderBody, placeOrder } from './helpers/orders.ts';

const SECOND = 1000;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const quietLog = () => ({ info: vi.fn(), warn: vi.fn(), error: vi.fn() });

describe.each(testDatabases())('the push queue on $name', (backend) => {
  let standIn: FcmStandIn;
  let h: AuthHarness;
  let ana: TokenAnswer;
  let fcm: FcmSender;
  beforeAll(async () => {
    standIn = await startFcmStandIn();
    const env = { FCM_SERVICE_ACCOUNT: standIn.serviceAccountJson, FCM_API_URL: standIn.apiUrl, PUSH_RETRY_INTERVAL_SECONDS: '0' };
    h = await authHarness(backend, env);
    ana = await registerCustomer(h.app);
    fcm = new FcmSender({ account: h.app.appConfig.push.serviceAccount!, apiUrl: standIn.apiUrl });
  });
  afterAll(async () => {
    await h?.close();
    await standIn?.close();
  });
  beforeEach(() => {
    standIn.messages.length = 0;
  });

  const ctx = (now: Date, sender: PushSender = fcm, db: AppDb = h.db): DispatchContext => ({ db, sender, log: quietLog(), now: () => now });
  /** A parcel of Ana's with `devices` devices following it; returns its AWB, registered event and tokens. */
  const followed = async (devices: number) => {
    const awb = (await placeOrder(h.app, orderBody(), { token: ana.access_token })).json().data.awb_number as string;
    const [event] = await h.db.select({ id: shipmentEvents.id }).from(shipmentEvents).where(eq(shipmentEvents.awb, awb));
    const tokens = Array.from({ length: devices }, () => `tok-${randomBytes(12).toString('hex')}`);
    for (const token of tokens) {
      const [row] = await h.db.insert(deviceTokens).values({ token, platform: 'web', anonId: `anon_${randomBytes(6).toString('hex')}` }).returning({ id: deviceTokens.id });
      await h.db.insert(pushSubscriptions).values({ deviceTokenId: row!.id, awb });
    }
    return { awb, eventId: event!.id, tokens };
  };
  const queue = (awb: string, eventId: number, now: Date, final = false) =>
    enqueueChange(h.db, { awb, eventId, final, payload: statusChangePayload({ awb, to: final ? 'delivered' : 'in_transit', events: [] }, 'https://curiero.ro') }, now);
  const rowsOf = (awb: string) => h.db.select().from(pushDeliveries).where(eq(pushDeliveries.awb, awb)).orderBy(asc(pushDeliveries.id));
  /** A later event of the parcel, written directly (no status change published). */
  const laterEvent = async (awb: string, sequence: number) => {
    const [row] = await h.db
      .insert(shipmentEvents)
      .values({ awb, carrierId: 6, sequence, carrierStatusCode: '7', status: 'in_transit', description: 'Coletul este în tranzit.', occurredAt: new Date() })
      .returning({ id: shipmentEvents.id });
    return row!.id;
  };

  it('sends what is due, marks it sent, and sends it only once', async () => {
    const now = new Date();
    const { awb, eventId, tokens } = await followed(2);
    expect(await queue(awb, eventId, now)).toBe(2);
    expect(await dispatchPushDeliveries(ctx(now))).toEqual({ claimed: 2, sent: 2, retried: 0, failed: 0, unregistered: 0 });
    expect(standIn.messages.map((m) => m.token).sort()).toEqual([...tokens].sort());
    expect(standIn.messages[0]).toMatchObject({ notification: { title: `În tranzit · AWB ${awb}` }, data: { awb, tag: `awb-${awb}` } });
    for (const row of await rowsOf(awb)) expect(row).toMatchObject({ status: 'sent', attempts: 1, sentAt: now, lastError: null });
    expect((await dispatchPushDeliveries(ctx(new Date(now.getTime() + 3600 * SECOND)))).claimed).toBe(0);
    expect(standIn.messages).toHaveLength(2);
  });

  it('forgets a device whose token FCM no longer knows, with its subscriptions and deliveries', async () => {
    const now = new Date();
    const { awb, eventId, tokens } = await followed(2);
    standIn.unregister(tokens[0]!);
    await queue(awb, eventId, now);
    expect(await dispatchPushDeliveries(ctx(now))).toMatchObject({ sent: 1, unregistered: 1 });
    expect(await h.db.select().from(deviceTokens).where(eq(deviceTokens.token, tokens[0]!))).toEqual([]);
    const left = await h.db.select({ token: deviceTokens.token }).from(pushSubscriptions).innerJoin(deviceTokens, eq(deviceTokens.id, pushSubscriptions.deviceTokenId)).where(eq(pushSubscriptions.awb, awb));
    expect(left).toEqual([{ token: tokens[1] }]);
    expect((await rowsOf(awb)).map((r) => r.status)).toEqual(['sent']);
  });

  it('retries a 503 after its Retry-After, then sends it', async () => {
    const now = new Date();
    const { awb, eventId } = await followed(1);
    await queue(awb, eventId, now);
    standIn.failNext(1, 503, 120);
    expect(await dispatchPushDeliveries(ctx(now))).toMatchObject({ claimed: 1, retried: 1, sent: 0 });
    const [waiting] = await rowsOf(awb);
    expect(waiting).toMatchObject({ status: 'pending', attempts: 1, nextAttemptAt: new Date(now.getTime() + 120 * SECOND), lastError: expect.stringContaining('503 UNAVAILABLE') });
    expect((await dispatchPushDeliveries(ctx(new Date(now.getTime() + 119 * SECOND)))).claimed).toBe(0);
    expect(await dispatchPushDeliveries(ctx(new Date(now.getTime() + 120 * SECOND)))).toMatchObject({ claimed: 1, sent: 1 });
    expect(await rowsOf(awb)).toEqual([expect.objectContaining({ status: 'sent', attempts: 2 })]);
    expect(standIn.messages).toHaveLength(1);
  });

  it('backs off from 30 s doubling up to an hour, and gives up after the last attempt', async () => {
    expect([1, 2, 3, 4, 8, 12].map((n) => retryDelayMs(n) / SECOND)).toEqual([30, 60, 120, 240, 3600, 3600]);
    expect(retryDelayMs(1, 90 * SECOND)).toBe(90 * SECOND);
    let now = new Date();
    const { awb, eventId } = await followed(1);
    await queue(awb, eventId, now);
    standIn.failNext(RETRY.maxAttempts, 500);
    for (let attempt = 1; attempt <= RETRY.maxAttempts; attempt++) {
      const report = await dispatchPushDeliveries(ctx(now));
      const [row] = await rowsOf(awb);
      if (attempt < RETRY.maxAttempts) {
        expect(report).toMatchObject({ claimed: 1, retried: 1 });
        expect(row!.nextAttemptAt.getTime() - now.getTime()).toBe(retryDelayMs(attempt));
        now = row!.nextAttemptAt;
      } else {
        expect(report).toMatchObject({ claimed: 1, failed: 1 });
        expect(row).toMatchObject({ status: 'failed', attempts: RETRY.maxAttempts, lastError: expect.stringContaining('500 INTERNAL') });
      }
    }
    expect((await dispatchPushDeliveries(ctx(new Date(now.getTime() + 86_400 * SECOND)))).claimed).toBe(0);
    expect(standIn.messages).toEqual([]);
  });

  it('replaces a waiting message by the newer status, and queues a change heard twice once', async () => {
    const now = new Date();
    const { awb, eventId } = await followed(2);
    expect(await queue(awb, eventId, new Date(now.getTime() + 60 * SECOND))).toBe(2);
    const newer = await laterEvent(awb, 1);
    expect(await queue(awb, newer, now)).toBe(2);
    expect(await queue(awb, newer, now)).toBe(0);
    expect((await rowsOf(awb)).map((r) => r.eventId)).toEqual([newer, newer]);
    expect((await dispatchPushDeliveries(ctx(now))).sent).toBe(2);
    // A sent one is not replaced, nor queued again.
    expect(await queue(awb, newer, now)).toBe(0);
    expect(await rowsOf(awb)).toHaveLength(2);
  });

  it('ends the subscriptions of a parcel with its final status', async () => {
    const now = new Date();
    const { awb, eventId } = await followed(2);
    expect(await queue(awb, eventId, now, true)).toBe(2);
    expect(await h.db.select().from(pushSubscriptions).where(eq(pushSubscriptions.awb, awb))).toEqual([]);
    expect((await dispatchPushDeliveries(ctx(now))).sent).toBe(2);
  });

  it('stops between sends, leaving the rest due at once without counting an attempt', async () => {
    const now = new Date();
    const { awb, eventId } = await followed(3);
    await queue(awb, eventId, now);
    const stopping = new AbortController();
    const stopAfterOne: PushSender = {
      name: 'fcm',
      send: async (message) => {
        stopping.abort();
        return fcm.send(message);
      },
    };
    expect(await dispatchPushDeliveries(ctx(now, stopAfterOne), {}, stopping.signal)).toMatchObject({ claimed: 3, sent: 1 });
    const rows = await rowsOf(awb);
    expect(rows.map((r) => [r.status, r.attempts])).toEqual([
      ['sent', 1],
      ['pending', 0],
      ['pending', 0],
    ]);
    expect(rows[1]!.nextAttemptAt).toEqual(now);
    expect(await dispatchPushDeliveries(ctx(now))).toMatchObject({ claimed: 2, sent: 2 });
  });

  it('abandons a send cut short by the shutdown, leaving it due at once', async () => {
    const now = new Date();
    const { awb, eventId } = await followed(2);
    await queue(awb, eventId, now);
    const hanging: PushSender = {
      name: 'fcm',
      send: (_message, signal) => new Promise((resolve) => signal?.addEventListener('abort', () => resolve({ kind: 'retry', detail: 'aborted' }))),
    };
    const stopping = new AbortController();
    setTimeout(() => stopping.abort(), 50);
    expect(await dispatchPushDeliveries(ctx(now, hanging), {}, stopping.signal)).toMatchObject({ claimed: 2, sent: 0, retried: 0 });
    expect((await rowsOf(awb)).map((r) => [r.status, r.attempts, r.nextAttemptAt.getTime()])).toEqual([
      ['pending', 0, now.getTime()],
      ['pending', 0, now.getTime()],
    ]);
    expect(await dispatchPushDeliveries(ctx(now))).toMatchObject({ claimed: 2, sent: 2 });
  });

  it('never sends one delivery twice with two dispatchers at work', async () => {
    const now = new Date();
    const { awb, eventId, tokens } = await followed(12);
    await queue(awb, eventId, now);
    const slow: PushSender = {
      name: 'fcm',
      send: async (message) => {
        await sleep(15);
        return fcm.send(message);
      },
    };
    // Two processes' worth of connections on PostgreSQL; PGlite has one connection per database.
    const extra = h.test.url ? await Promise.all([1, 2].map(() => openDatabase({ dataDir: '', databaseUrl: h.test.url }))) : [];
    try {
      const dbs = extra.length ? extra.map((d) => d.db) : [h.db, h.db];
      const reports = await Promise.all(dbs.map((db) => dispatchPushDeliveries(ctx(now, slow, db), { batch: 2 })));
      expect(reports[0]!.sent + reports[1]!.sent).toBe(12);
      expect(reports.every((r) => r.sent > 0)).toBe(true);
    } finally {
      await Promise.all(extra.map((d) => d.close()));
    }
    expect(standIn.messages.map((m) => m.token).sort()).toEqual([...tokens].sort());
    expect((await rowsOf(awb)).every((r) => r.status === 'sent' && r.attempts === 1)).toBe(true);
  });
});
