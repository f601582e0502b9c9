// The tracking write path: the poller claims due shipments, asks the carrier (the simulated network
// behind a counting wrapper), records the answer (events, shipment and order statuses) and schedules
// the next poll by status, or backs off when the carrier fails; the after-commit subscribers of the
// app's event bus hear each change once; two workers on separate connections never poll a shipment twice for one due time;
// the 'tracking.poll' job, queued once per interval by the schedule whatever the number of processes,
// runs with the app and stops at its signal when the app closes.
import { asc, eq, inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { CARRIERS } from '../../src/shared/carriers.ts';
import { openDatabase, type AppDb, type Database } from '../../server/db/client.ts';
import { orders, shipmentEvents, shipments } from '../../server/db/schema.ts';
import type { CarrierAdapter } from '../../server/services/carriers/carrier-adapter.ts';
import { carrierNetworkOf, type CarrierNetwork } from '../../server/services/carriers/carrier-network.ts';
import { SimulatedNetwork } from '../../server/services/carriers/simulated-network.ts';
import { simulatedTimeline } from '../../server/services/carriers/simulated-timeline.ts';
import { STATUS_CATALOGUE, type ShipmentStatus } from '../../server/services/carriers/statuses.ts';
import type { Logger } from '../../server/services/logger.ts';
import { commerce } from '../../server/app/commerce.ts';
import { JOB_KEYS } from '../../server/services/jobs/keys.ts';
import { enqueue } from '../../server/services/jobs/queue.ts';
import { backoffMs, POLL_INTERVAL_MINUTES, pollTracking, type PollerContext, type PollReport } from '../../server/services/tracking/poller.ts';
import { recordTracking } from '../../server/services/tracking/record.ts';
import type { StatusChange } from '../../server/services/tracking/status-events.ts';
import { testApp } from './helpers/app.ts';
import { authEnv, authHarness, query, registerCustomer, type AuthHarness, type TokenAnswer } from './helpers/auth.ts';
import { testDatabases } from './helpers/databases.ts';
import { jobOf, jobsOf } from './helpers/jobs.ts';
import { bookedOrder, eventually, orderBody } from './helpers/orders.ts';
import { eventBusOf } from '../../server/app/events.ts';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;
const PLACES = { from: 'Cluj-Napoca', fromCounty: 'Cluj', to: 'Iași', toCounty: 'Iași' };

/** The events of a home delivery's simulated life (its variant comes from the AWB) due by `now`. */
function lifeOf(parcel: { carrierId: number; awb: string; bookedAt: Date }, now = new Date(8.64e15)) {
  return simulatedTimeline(parcel.carrierId, parcel.awb, parcel.bookedAt, PLACES).filter((e) => e.occurredAt <= now);
}
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('the polling model', () => {
  it('polls every status but the final ones, soonest when the customer waits for the courier', () => {
    for (const [status, info] of Object.entries(STATUS_CATALOGUE)) {
      expect(POLL_INTERVAL_MINUTES[status as ShipmentStatus] === null, status).toBe(info.final);
    }
    expect(POLL_INTERVAL_MINUTES.out_for_delivery).toBeLessThan(POLL_INTERVAL_MINUTES.in_transit!);
  });

  it('backs off exponentially from 1 minute to at most 6 hours, with ±20% jitter', () => {
    const middle = () => 0.5;
    expect([1, 2, 3, 4].map((n) => backoffMs(n, middle))).toEqual([1, 2, 4, 8].map((m) => m * MINUTE));
    expect(backoffMs(1, () => 0)).toBe(48_000);
    expect(backoffMs(1, () => 1)).toBe(72_000);
    expect(backoffMs(30, () => 1)).toBe(6 * HOUR);
    expect(backoffMs(10_000, () => 0)).toBe(Math.round(0.8 * 6 * HOUR));
    // Below the cap, the shortest next wait is longer than the longest last one.
    for (let n = 1; n < 9; n++) expect(backoffMs(n + 1, () => 0)).toBeGreaterThan(backoffMs(n, () => 1));
  });
});

interface Counting {
  network: CarrierNetwork;
  calls: Map<string, number>;
  /** Makes track() throw for these AWBs. */
  failing: Set<string>;
}

/** The simulated network over `db`, counting track() calls per AWB (shared by several workers). */
function countingNetwork(db: AppDb, calls = new Map<string, number>(), failing = new Set<string>(), delayMs = 0): Counting {
  const simulated = new SimulatedNetwork(db);
  const adapter: CarrierAdapter = {
    network: simulated.network,
    book: (request) => simulated.book(request),
    cancel: (awb, now) => simulated.cancel(awb, now),
    async track(awb, now) {
      calls.set(awb, (calls.get(awb) ?? 0) + 1);
      if (delayMs) await sleep(delayMs);
      if (failing.has(awb)) throw new Error('Serviciul curierului nu răspunde.');
      return simulated.track(awb, now);
    },
  };
  return { network: carrierNetworkOf(new Map(CARRIERS.map((c) => [c.id, adapter]))), calls, failing };
}

type LogCall = (details: object, message: string) => void;

function recordingLog() {
  return { info: vi.fn<LogCall>(), warn: vi.fn<LogCall>(), error: vi.fn<LogCall>() };
}

describe.each(testDatabases())('the tracking poller on $name', (backend) => {
  let h: AuthHarness;
  let who: TokenAnswer;
  beforeAll(async () => {
    h = await authHarness(backend);
    who = await registerCustomer(h.app);
  });
  afterAll(async () => h?.close());
  // Every test starts with nothing due: its own new bookings are due at once (next_poll_at defaults to now()).
  beforeEach(async () => {
    await h.db.update(shipments).set({ nextPollAt: null });
  });

  const shipmentOf = async (awb: string, db = h.db) => (await db.select().from(shipments).where(eq(shipments.awb, awb)))[0]!;
  const orderOf = async (id: number) => (await h.db.select().from(orders).where(eq(orders.id, id)))[0]!;
  const codes = async (awb: string) =>
    (await h.db.select({ code: shipmentEvents.carrierStatusCode }).from(shipmentEvents).where(eq(shipmentEvents.awb, awb)).orderBy(asc(shipmentEvents.sequence))).map((e) => e.code);
  const place = async (carrierId = 6) => {
    const data = await bookedOrder(h.app, orderBody({ carrier_id: carrierId }), who.access_token);
    const shipment = await shipmentOf(data.awb_number);
    return { awb: data.awb_number, orderId: data.order_id, carrierId, bookedAt: shipment.bookedAt };
  };
  const poller = (counting: Counting, now: Date, log: Logger = recordingLog(), db = h.db): PollerContext => ({ db, events: eventBusOf(h.app), carriers: counting.network, log, now: () => now });

  it('polls a due shipment, records its events with the right statuses and stops polling it once final', async () => {
    const counting = countingNetwork(h.db);
    const parcel = await place(3);
    const waiting = await place(3);
    await h.db.update(shipments).set({ nextPollAt: new Date(Date.now() + 1000 * HOUR) }).where(eq(shipments.awb, waiting.awb));
    // Five days on, every life of a home delivery is over: delivered, maybe after a failed attempt, or returned.
    const now = new Date(parcel.bookedAt.getTime() + 5 * DAY);
    const expected = lifeOf(parcel, now);
    const last = expected.at(-1)!;
    expect(['delivered', 'returned']).toContain(last.status);

    expect(await pollTracking(poller(counting, now), { batch: 5 })).toEqual({ claimed: 1, polled: 1, failed: 0, changes: 1, events: expected.length - 1 });
    expect(await codes(parcel.awb)).toEqual(expected.map((e) => e.carrierStatusCode));
    const statuses = await h.db.select({ status: shipmentEvents.status }).from(shipmentEvents).where(eq(shipmentEvents.awb, parcel.awb)).orderBy(asc(shipmentEvents.sequence));
    expect(statuses.map((e) => e.status)).toEqual(expected.map((e) => e.status));
    expect(statuses.slice(0, 6).map((e) => e.status)).toEqual(['registered', 'picked_up', 'in_transit', 'in_transit', 'at_depot', 'out_for_delivery']);
    expect(await shipmentOf(parcel.awb)).toMatchObject({
      status: last.status,
      carrierStatusCode: last.carrierStatusCode,
      pickedUpAt: expected[1]!.occurredAt,
      deliveredAt: last.status === 'delivered' ? last.occurredAt : null,
      nextPollAt: null,
      pollFailures: 0,
      lastPolledAt: now,
    });
    expect((await orderOf(parcel.orderId)).status).toBe(last.status);

    // The one not due yet was left alone.
    expect(counting.calls.get(waiting.awb)).toBeUndefined();
    expect(await codes(waiting.awb)).toEqual(['AWB_CREATED']);
    expect(await shipmentOf(waiting.awb)).toMatchObject({ status: 'registered', lastPolledAt: null });

    // Final: never polled again, however late, even if something marks it due.
    expect((await pollTracking(poller(counting, new Date(now.getTime() + 40 * HOUR)))).claimed).toBe(0);
    await h.db.update(shipments).set({ nextPollAt: now }).where(eq(shipments.awb, parcel.awb));
    expect((await pollTracking(poller(counting, new Date(now.getTime() + 41 * HOUR)))).polled).toBe(0);
    expect((await shipmentOf(parcel.awb)).nextPollAt).toBeNull();
    expect(counting.calls.get(parcel.awb)).toBe(1);
  });

  it('schedules the next poll by the status the answer left', async () => {
    const counting = countingNetwork(h.db);
    const parcel = await place(6);
    const first = new Date(parcel.bookedAt.getTime() + 30 * MINUTE);
    expect(await pollTracking(poller(counting, first))).toMatchObject({ polled: 1, changes: 0 });
    expect(await shipmentOf(parcel.awb)).toMatchObject({ status: 'registered', nextPollAt: new Date(first.getTime() + 30 * MINUTE) });

    const pickedUp = new Date(parcel.bookedAt.getTime() + 4 * HOUR);
    expect(await pollTracking(poller(counting, pickedUp))).toMatchObject({ polled: 1, changes: 1, events: 1 });
    expect(await shipmentOf(parcel.awb)).toMatchObject({ status: 'picked_up', nextPollAt: new Date(pickedUp.getTime() + 60 * MINUTE), lastPolledAt: pickedUp });
    expect((await orderOf(parcel.orderId)).status).toBe('picked_up');
    expect((await pollTracking(poller(counting, new Date(pickedUp.getTime() + 59 * MINUTE)))).claimed).toBe(0);

    const out = new Date(parcel.bookedAt.getTime() + 21 * HOUR);
    expect(await pollTracking(poller(counting, out))).toMatchObject({ polled: 1, changes: 1 });
    expect(await shipmentOf(parcel.awb)).toMatchObject({ status: 'out_for_delivery', carrierStatusCode: '33', nextPollAt: new Date(out.getTime() + 15 * MINUTE) });
    expect(counting.calls.get(parcel.awb)).toBe(3);
  });

  it('backs off while the carrier fails, and recovers', async () => {
    const counting = countingNetwork(h.db);
    const parcel = await place(2);
    counting.failing.add(parcel.awb);
    const log = recordingLog();
    let now = new Date(parcel.bookedAt.getTime() + 4 * HOUR);
    let lastWait = 0;
    for (let failures = 1; failures <= 4; failures++) {
      expect(await pollTracking(poller(counting, now, log))).toMatchObject({ claimed: 1, polled: 0, failed: 1 });
      const row = await shipmentOf(parcel.awb);
      const wait = row.nextPollAt!.getTime() - now.getTime();
      expect(row).toMatchObject({ pollFailures: failures, lastPolledAt: now, status: 'registered' });
      expect(wait).toBeGreaterThanOrEqual(0.8 * MINUTE * 2 ** (failures - 1));
      expect(wait).toBeLessThanOrEqual(1.2 * MINUTE * 2 ** (failures - 1));
      expect(wait).toBeGreaterThan(lastWait);
      lastWait = wait;
      // Not due before its time.
      expect((await pollTracking(poller(counting, new Date(row.nextPollAt!.getTime() - 1000), log))).claimed).toBe(0);
      now = row.nextPollAt!;
    }
    expect(log.warn).toHaveBeenCalledTimes(4);
    expect(log.warn.mock.calls[0]![0]).toMatchObject({ awb: parcel.awb, failures: 1 });
    expect(log.warn.mock.calls[0]![1]).toBe('tracking poll failed; retrying later');

    counting.failing.delete(parcel.awb);
    expect(await pollTracking(poller(counting, now, log))).toMatchObject({ polled: 1, failed: 0, changes: 1 });
    expect(await shipmentOf(parcel.awb)).toMatchObject({ status: 'picked_up', pollFailures: 0, nextPollAt: new Date(now.getTime() + 60 * MINUTE) });
    expect(await codes(parcel.awb)).toEqual(['148', '39']);
    expect(counting.calls.get(parcel.awb)).toBe(5);
  });

  it('counts a carrier that does not answer in time as a failure', async () => {
    const parcel = await place(4);
    const silent: CarrierAdapter = { network: 'simulated', book: () => new Promise(() => {}), cancel: () => new Promise(() => {}), track: () => new Promise(() => {}) };
    const network = carrierNetworkOf(new Map(CARRIERS.map((c) => [c.id, silent])));
    const log = recordingLog();
    const now = new Date(parcel.bookedAt.getTime() + HOUR);
    const report = await pollTracking({ db: h.db, events: eventBusOf(h.app), carriers: network, log, now: () => now }, { timeoutMs: 50 });
    expect(report).toMatchObject({ claimed: 1, failed: 1 });
    expect(await shipmentOf(parcel.awb)).toMatchObject({ pollFailures: 1 });
    expect(String((log.warn.mock.calls[0]![0] as { err: unknown }).err)).toMatch(/did not answer in 50 ms/);
  });

  it('tells the after-commit subscribers of a status change once per change, after the commit; a failing one breaks nothing', async () => {
    const counting = countingNetwork(h.db);
    const bus = eventBusOf(h.app);
    const heard: StatusChange[] = [];
    const seenInDb: Promise<string>[] = [];
    const unsubscribe = [
      bus.onCommitted('shipment.status_changed', 'test.heard', (change) => {
        heard.push(change);
        seenInDb.push(shipmentOf(change.awb).then((s) => s.status));
      }),
      bus.onCommitted('shipment.status_changed', 'test.broken', () => {
        throw new Error('ascultător stricat');
      }),
      bus.onCommitted('shipment.status_changed', 'test.broken-async', async () => {
        throw new Error('ascultător asincron stricat');
      }),
    ];
    const log = recordingLog();
    try {
      const parcel = await place(2);
      const other = await place(6);
      const at = (hours: number) => new Date(parcel.bookedAt.getTime() + hours * HOUR);
      const mine = () => heard.filter((c) => c.awb === parcel.awb);

      expect(await pollTracking(poller(counting, at(4), log))).toMatchObject({ polled: 2, changes: 2, failed: 0 });
      expect(mine()).toHaveLength(1);
      const [change] = mine();
      expect(change).toMatchObject({
        awb: parcel.awb,
        carrierId: 2,
        orderId: parcel.orderId,
        customerId: who.customer.id,
        from: 'registered',
        to: 'picked_up',
        carrierStatusCode: '39',
        final: false,
        recordedAt: at(4),
      });
      expect(change!.orderNumber).toMatch(/^CUR-\d{4}-\d{6}$/);
      expect(change!.events.map((e) => [e.sequence, e.carrierStatusCode, e.status])).toEqual([[1, '39', 'picked_up']]);
      const [stored] = await h.db.select({ id: shipmentEvents.id }).from(shipmentEvents).where(eq(shipmentEvents.awb, parcel.awb)).orderBy(asc(shipmentEvents.id)).offset(1);
      expect(change!.events[0]!.id).toBe(stored!.id);
      expect(heard.find((c) => c.awb === other.awb)).toMatchObject({ from: 'registered', to: 'picked_up' });
      await sleep(10);
      expect(log.error).toHaveBeenCalledTimes(4);
      expect(log.error.mock.calls[0]![1]).toBe('an after-commit subscriber failed');

      // Nothing new: no change. Polled later: one change per poll, however many events it brings.
      await h.db.update(shipments).set({ nextPollAt: at(4) }).where(inArray(shipments.awb, [parcel.awb, other.awb]));
      expect(await pollTracking(poller(counting, at(4), log))).toMatchObject({ polled: 2, changes: 0 });
      expect(await recordTracking(h.db, await shipmentOf(parcel.awb), await new SimulatedNetwork(h.db).track(parcel.awb, at(4)), at(4), { events: eventBusOf(h.app) })).toBeNull();
      expect(mine()).toHaveLength(1);
      await h.db.update(shipments).set({ nextPollAt: at(4) }).where(eq(shipments.awb, parcel.awb));
      await pollTracking(poller(counting, at(120), log));
      const life = lifeOf(parcel);
      expect(mine().map((c) => [c.from, c.to, c.events.length, c.final])).toEqual([
        ['registered', 'picked_up', 1, false],
        ['picked_up', life.at(-1)!.status, life.length - 2, true],
      ]);
      expect(await Promise.all(seenInDb)).toEqual(heard.map((c) => c.to));
      expect(await shipmentOf(parcel.awb)).toMatchObject({ status: life.at(-1)!.status, nextPollAt: null });
    } finally {
      for (const stop of unsubscribe) stop();
    }
    const before = heard.length;
    const late = await place(1);
    await pollTracking(poller(counting, new Date(late.bookedAt.getTime() + 4 * HOUR)));
    expect(heard).toHaveLength(before);
  });

  it('keeps a cancelled shipment cancelled and stops polling it', async () => {
    const counting = countingNetwork(h.db);
    const parcel = await place(6);
    const cancelledAt = new Date(parcel.bookedAt.getTime() + HOUR);
    // What the order flow records once the carrier accepted the cancellation (services/orders/cancel-order.ts).
    await h.db.update(shipments).set({ status: 'cancelled', carrierStatusCode: 'AWB_DELETED', cancelledAt }).where(eq(shipments.awb, parcel.awb));
    expect(await pollTracking(poller(counting, new Date(parcel.bookedAt.getTime() + 30 * HOUR)))).toMatchObject({ claimed: 0 });
    expect(counting.calls.get(parcel.awb)).toBeUndefined();
    expect(await shipmentOf(parcel.awb)).toMatchObject({ status: 'cancelled', nextPollAt: null });
    // A late answer of the carrier is kept as history only.
    const late = await new SimulatedNetwork(h.db).track(parcel.awb, new Date(parcel.bookedAt.getTime() + 30 * HOUR));
    expect(late.map((e) => e.carrierStatusCode)).toEqual(['1', 'AWB_DELETED']);
    const change = await recordTracking(h.db, await shipmentOf(parcel.awb), late, new Date(), { events: eventBusOf(h.app) });
    expect(change).toMatchObject({ from: 'cancelled', to: 'cancelled', final: true });
    expect(await shipmentOf(parcel.awb)).toMatchObject({ status: 'cancelled', nextPollAt: null });
  });

  it('never polls a shipment twice for one due time, with two workers on separate connections', async () => {
    // Two server processes: on PostgreSQL two pools on the same database; PGlite has one connection.
    const second: Database | null = h.test.url ? await openDatabase({ dataDir: '', databaseUrl: h.test.url }) : null;
    try {
      const dbs = [h.db, second?.db ?? h.db];
      const calls = new Map<string, number>();
      const workers = dbs.map((db) => countingNetwork(db, calls, new Set(), 3));
      const parcels: Awaited<ReturnType<typeof place>>[] = [];
      for (const carrier of [1, 2, 3, 4, 6, 16, 6, 3, 2, 1]) parcels.push(await place(carrier));
      const latest = Math.max(...parcels.map((p) => p.bookedAt.getTime()));
      const drain = async (index: number, now: Date): Promise<PollReport[]> => {
        const reports: PollReport[] = [];
        for (;;) {
          const report = await pollTracking(poller(workers[index]!, now, recordingLog(), dbs[index]), { batch: 3 });
          reports.push(report);
          if (report.claimed === 0) return reports;
        }
      };
      const round = async (now: Date) => (await Promise.all([drain(0, now), drain(1, now), drain(0, now), drain(1, now)])).flat();

      const first = new Date(latest + 4 * HOUR);
      const reports = await round(first);
      expect(reports.reduce((sum, r) => sum + r.polled, 0)).toBe(parcels.length);
      expect(reports.reduce((sum, r) => sum + r.failed, 0)).toBe(0);
      expect(parcels.map((p) => calls.get(p.awb))).toEqual(parcels.map(() => 1));
      // Polled again only when due again (picked up: 60 minutes later).
      await round(first);
      expect(parcels.map((p) => calls.get(p.awb))).toEqual(parcels.map(() => 1));
      await round(new Date(first.getTime() + 61 * MINUTE));
      expect(parcels.map((p) => calls.get(p.awb))).toEqual(parcels.map(() => 2));

      // Both record the same answer at once: it is recorded once, and one of them reports the change.
      const finalAt = new Date(latest + 5 * DAY);
      const both = await Promise.all(
        parcels.flatMap((p) => dbs.map(async (db) => recordTracking(db, await shipmentOf(p.awb, db), await new SimulatedNetwork(db).track(p.awb, finalAt), finalAt, { events: eventBusOf(h.app) }))),
      );
      const changes = both.filter((c) => c !== null);
      expect(changes.map((c) => c.awb).sort()).toEqual(parcels.map((p) => p.awb).sort());
      expect(changes.map((c) => [c.to, c.final])).toEqual(changes.map((c) => [lifeOf(parcels.find((p) => p.awb === c.awb)!).at(-1)!.status, true]));

      const awbs = parcels.map((p) => p.awb);
      const twice = await query<{ awb: string }>(h.db, sql`select awb from shipment_events where awb in ${awbs} group by awb, sequence having count(*) > 1`);
      expect(twice).toEqual([]);
      const stored = await query<{ n: number | string }>(h.db, sql`select count(*) as n from shipment_events where awb in ${awbs}`);
      expect(Number(stored[0]!.n)).toBe(parcels.reduce((sum, p) => sum + lifeOf(p).length, 0));
      for (const p of parcels) expect((await orderOf(p.orderId)).status).toBe(lifeOf(p).at(-1)!.status);
    } finally {
      await second?.close();
    }
  });

  it("stops the 'tracking.poll' job in the middle of a carrier call when the app closes, giving back what it claimed", async () => {
    const parcels = [await place(6), await place(6)];
    let calls = 0;
    let called!: () => void;
    const calling = new Promise<void>((resolve) => (called = resolve));
    const hanging: CarrierAdapter = {
      network: 'simulated',
      book: () => new Promise(() => {}),
      cancel: () => new Promise(() => {}),
      track: () => {
        calls += 1;
        called();
        return new Promise(() => {});
      },
    };
    // A process that runs jobs, whose carriers never answer; running jobs get 100 ms at shutdown.
    const app = await h.newApp({ JOBS_POLL_INTERVAL_MS: '20', SHUTDOWN_TIMEOUT_MS: '2100' });
    Object.assign(commerce(app).ctx, { carriers: carrierNetworkOf(new Map(CARRIERS.map((c) => [c.id, hanging]))) });
    const key = `test-poll@${Date.now()}`;
    await enqueue(h.db, { kind: 'tracking.poll', key });
    await calling;
    const started = Date.now();
    await app.close();
    expect(Date.now() - started).toBeLessThan(1000);
    // The job is handed back to the queue (due at once, the attempt not counted), and so are the shipments.
    const job = await jobOf(h.db, 'tracking.poll', key);
    expect(job).toMatchObject({ state: 'queued', attempts: 0 });
    expect(job!.runInSeconds).toBeLessThanOrEqual(0);
    for (const p of parcels) {
      const shipment = await shipmentOf(p.awb);
      expect(shipment).toMatchObject({ pollFailures: 0, lastPolledAt: null });
      expect(shipment.nextPollAt!.getTime()).toBeLessThanOrEqual(Date.now());
    }
    expect(calls).toBe(1);
    await h.db.execute(sql`delete from jobs where kind = 'tracking.poll' and key = ${key}`);
  });

  it("queues one 'tracking.poll' job per interval whatever the number of processes", async () => {
    const apps = [await h.newApp({ TRACKING_POLL_INTERVAL_SECONDS: '3600' }), await h.newApp({ TRACKING_POLL_INTERVAL_SECONDS: '3600' })];
    const parcel = await place(6);
    try {
      for (const app of [...apps, ...apps]) await app.jobs.tickSchedules();
      const interval = Math.floor(Date.now() / HOUR);
      const queued = (await jobsOf(h.db, 'tracking.poll', 'tracking-poll@%')).filter((j) => j.state === 'queued');
      // (An hour may have begun between two ticks: then each hour has its one job.)
      expect(queued.map((j) => j.key)).toEqual(queued.length === 1 ? [`tracking-poll@${interval}`] : [`tracking-poll@${interval - 1}`, `tracking-poll@${interval}`]);
      await apps[1]!.jobs.drain();
      expect(await jobOf(h.db, 'tracking.poll', `tracking-poll@${interval}`)).toMatchObject({ state: 'done', attempts: 1 });
      expect((await shipmentOf(parcel.awb)).lastPolledAt).not.toBeNull();
      // The next ticks of this interval add nothing.
      for (const app of apps) await app.jobs.tickSchedules();
      expect((await jobsOf(h.db, 'tracking.poll', 'tracking-poll@%')).filter((j) => j.state === 'queued')).toEqual([]);
    } finally {
      await Promise.all(apps.map((app) => app.close()));
      await h.db.execute(sql`delete from jobs where kind = 'tracking.poll'`);
    }
    // (Two more apps boot here: the time of a set-up, not of a test.)
  }, 90_000);

  it('runs with the app (a booking whose process died taken over, polling what is due) and stops when it closes', async () => {
    const parcel = await place(6);
    // A paid order whose booking died half-way: claimed (booked, no AWB), its job running under a lease that ran out.
    const unbooked = await place(2);
    await h.db.delete(shipments).where(eq(shipments.awb, unbooked.awb));
    await h.db.update(orders).set({ status: 'booked', awb: null }).where(eq(orders.id, unbooked.orderId));
    await h.db.execute(sql`
      update jobs set state = 'running', locked_by = 'dead-process', locked_until = now() - interval '1 second', finished_at = null
      where kind = 'order.book' and key = ${JOB_KEYS.booking(unbooked.orderId)}`);

    const app = await testApp(authEnv(h.dataDir, { TRACKING_POLL_INTERVAL_SECONDS: '1', JOBS_POLL_INTERVAL_MS: '50' }), { database: h.test.database });
    let closed = false;
    try {
      const polled = await eventually(async () => (await shipmentOf(parcel.awb)).lastPolledAt, 5_000);
      expect(await shipmentOf(parcel.awb)).toMatchObject({ status: 'registered', pollFailures: 0 });
      expect((await shipmentOf(parcel.awb)).nextPollAt!.getTime()).toBeGreaterThan(polled.getTime() + 29 * MINUTE);
      const booked = await eventually(async () => (await orderOf(unbooked.orderId)).awb, 5_000);
      expect(booked).not.toBe(unbooked.awb);
      expect(await orderOf(unbooked.orderId)).toMatchObject({ status: 'booked' });
      expect(await jobOf(h.db, 'order.book', JOB_KEYS.booking(unbooked.orderId))).toMatchObject({ state: 'done', attempts: 2 });

      const started = Date.now();
      await app.close();
      closed = true;
      // What is in flight is finished first (on a busy machine, seconds); nothing due later is waited for.
      expect(Date.now() - started).toBeLessThan(5_000);
      // No poll after close: a shipment made due is left alone, and no job is queued for it.
      const jobs = (await jobsOf(h.db, 'tracking.poll')).length;
      await h.db.update(shipments).set({ nextPollAt: new Date(Date.now() - MINUTE), lastPolledAt: null }).where(eq(shipments.awb, parcel.awb));
      await sleep(2_200);
      expect(await shipmentOf(parcel.awb)).toMatchObject({ lastPolledAt: null });
      expect(await jobsOf(h.db, 'tracking.poll')).toHaveLength(jobs);
    } finally {
      if (!closed) await app.close();
      await h.db.execute(sql`delete from jobs where kind = 'tracking.poll'`);
    }
  });
});
