// The simulated carrier network: AWBs in each carrier's style, each carrier's own status codes in
// order over simulated time, tracking answered without writing (recorded by our own code, as a real
// carrier's answer), advanceSimulation (idempotent; moves shipments and orders), and cancellation
// only before pickup.
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CARRIERS } from '../../src/shared/carriers.ts';
import { AWB_FORMATS, carrierOfAwb, newAwb } from '../../server/services/carriers/awb-formats.ts';
import { SimulatedNetwork } from '../../server/services/carriers/simulated-network.ts';
import { advanceSimulation } from '../../server/services/tracking/advance-simulation.ts';
import { simulatedTimeline } from '../../server/services/carriers/simulated-timeline.ts';
import { shipments } from '../../server/db/schema.ts';
import { recordTracking } from '../../server/services/tracking/record.ts';
import { authHarness, query, registerCustomer, type AuthHarness, type TokenAnswer } from './helpers/auth.ts';
import { testDatabases } from './helpers/databases.ts';
import { api, bookedOrder, orderBody } from './helpers/orders.ts';
import { eventBusOf } from '../../server/app/events.ts';

const HOUR = 3600_000;
const PLACES = { from: 'Cluj-Napoca', fromCounty: 'Cluj', to: 'Iași', toCounty: 'Iași' };

describe('AWB formats', () => {
  it.each([
    [1, /^1\d{9}$/],
    [2, /^80\d{12}$/],
    [3, /^2\d{12}$/],
    [4, /^[5-9]\d{10}$/],
    [6, /^SMD\d{10}$/],
    [16, /^BK\d{10}$/],
  ])('carrier %i issues AWBs like %s, recognisable as its own', (carrier, pattern) => {
    const awbs = Array.from({ length: 50 }, () => newAwb(carrier));
    for (const awb of awbs) {
      expect(awb).toMatch(pattern);
      expect(carrierOfAwb(awb)).toBe(carrier);
    }
    expect(new Set(awbs).size).toBe(50);
  });

  it('has a format for every carrier of the marketplace', () => {
    expect(Object.keys(AWB_FORMATS).map(Number).sort((a, b) => a - b)).toEqual(CARRIERS.map((c) => c.id).sort((a, b) => a - b));
  });
});

describe('simulated timelines', () => {
  const booked = new Date('2026-03-10T08:00:00Z');
  it.each([
    [6, ['1', 'MODEL_PICKED_UP', 'MODEL_IN_TRANSIT', 'MODEL_AT_DEPOT', '33', '9']],
    [3, ['AWB_CREATED', 'C0', 'H4', 'H10', 'H11', 'C1', 'S1', 'S2']],
    [2, ['148', '39', '2', '1', '12', '-14']],
    [4, ['51', '1', '2', '3', '4', '5']],
  ])('carrier %i uses its own codes, in order, from registered to delivered', (carrier, codes) => {
    const events = simulatedTimeline(carrier, 'AWB123456', booked, PLACES);
    expect(events.map((e) => e.carrierStatusCode)).toEqual(codes);
    expect(events[0]).toMatchObject({ status: 'registered', occurredAt: booked, location: 'Cluj-Napoca' });
    expect(events.at(-1)).toMatchObject({ status: 'delivered', description: 'Coletul a fost livrat.', location: 'Iași' });
    const times = events.map((e) => e.occurredAt.getTime());
    expect([...times].sort((a, b) => a - b)).toEqual(times);
    expect(simulatedTimeline(carrier, 'AWB123456', booked, PLACES)).toEqual(events);
  });
});

describe.each(testDatabases())('the simulated network on $name', (backend) => {
  let h: AuthHarness;
  let who: TokenAnswer;
  beforeAll(async () => {
    h = await authHarness(backend);
    who = await registerCustomer(h.app);
  });
  afterAll(async () => h?.close());

  const bookedAt = async (awb: string) => (await h.db.select({ at: shipments.bookedAt }).from(shipments).where(eq(shipments.awb, awb)))[0]!.at;
  const shipmentOf = async (awb: string) => (await h.db.select().from(shipments).where(eq(shipments.awb, awb)))[0]!;
  const codes = async (awb: string) =>
    (await query<{ code: string }>(h.db, sql`select carrier_status_code as code from shipment_events where awb = ${awb} order by sequence`)).map((e) => e.code);

  it('moves a booked parcel through its statuses as simulated time passes', async () => {
    const placed = await bookedOrder(h.app, orderBody({ carrier_id: 3 }), who.access_token);
    expect(placed.awb_number).toMatch(/^2\d{12}$/);
    const booked = (await bookedAt(placed.awb_number)).getTime();

    await advanceSimulation({ db: h.db, events: eventBusOf(h.app) }, new Date(booked + HOUR));
    expect(await codes(placed.awb_number)).toEqual(['AWB_CREATED']);
    expect(await advanceSimulation({ db: h.db, events: eventBusOf(h.app) }, new Date(booked + 4 * HOUR))).toMatchObject({ events: 1 });
    expect(await codes(placed.awb_number)).toEqual(['AWB_CREATED', 'C0']);
    let order = (await api(h.app, 'GET', `orders/${placed.order_id}`, { token: who.access_token })).json().data;
    expect(order).toMatchObject({ order_status: 'picked_up', current_status_id: 2, current_status: 'Preluat de curier' });

    // Five days on, the parcel's life is over: delivered (maybe after a failed attempt) or returned, as its AWB decides.
    const life = simulatedTimeline(3, placed.awb_number, new Date(booked), PLACES);
    const last = life.at(-1)!;
    const report = await advanceSimulation({ db: h.db, events: eventBusOf(h.app) }, new Date(booked + 5 * 24 * HOUR));
    expect(report.events).toBe(life.length - 2);
    expect(await codes(placed.awb_number)).toEqual(life.map((e) => e.carrierStatusCode));
    expect(life.slice(0, 6).map((e) => e.carrierStatusCode)).toEqual(['AWB_CREATED', 'C0', 'H4', 'H10', 'H11', 'C1']);
    expect(await advanceSimulation({ db: h.db, events: eventBusOf(h.app) }, new Date(booked + 10 * 24 * HOUR))).toEqual({ shipments: 0, events: 0 });
    expect(await shipmentOf(placed.awb_number)).toMatchObject({ status: last.status, carrierStatusCode: last.carrierStatusCode, nextPollAt: null });
    order = (await api(h.app, 'GET', `orders/${placed.order_id}`, { token: who.access_token })).json().data;
    expect(order).toMatchObject({ order_status: last.status, is_current_status_final: true });
    expect(order.history.at(-1)).toMatchObject({ carrier_status_code: last.carrierStatusCode });
  });

  it('answers tracking without writing: our code records the answer', async () => {
    const network = new SimulatedNetwork(h.db);
    const placed = await bookedOrder(h.app, orderBody({ carrier_id: 2 }), who.access_token);
    const later = new Date((await bookedAt(placed.awb_number)).getTime() + 9 * HOUR);
    const events = await network.track(placed.awb_number, later);
    expect(events.map((e) => [e.carrierStatusCode, e.status])).toEqual([
      ['148', 'registered'],
      ['39', 'picked_up'],
      ['2', 'in_transit'],
    ]);
    expect(await codes(placed.awb_number)).toEqual(['148']);
    expect(await shipmentOf(placed.awb_number)).toMatchObject({ status: 'registered' });

    const change = await recordTracking(h.db, await shipmentOf(placed.awb_number), events, later, { events: eventBusOf(h.app) });
    expect(change).toMatchObject({ from: 'registered', to: 'in_transit', orderId: placed.order_id });
    expect(await codes(placed.awb_number)).toEqual(['148', '39', '2']);
    expect(await shipmentOf(placed.awb_number)).toMatchObject({ status: 'in_transit', carrierStatusCode: '2', pickedUpAt: events[1]!.occurredAt });
    expect(await recordTracking(h.db, await shipmentOf(placed.awb_number), events, later, { events: eventBusOf(h.app) })).toBeNull();
    expect(await network.track('NUEXISTA1', later)).toEqual([]);
  });

  it('cancels only before pickup, and tracks a cancelled parcel to its cancellation', async () => {
    const network = new SimulatedNetwork(h.db);
    const first = await bookedOrder(h.app, orderBody({ carrier_id: 4 }), who.access_token);
    const hourLater = new Date((await bookedAt(first.awb_number)).getTime() + HOUR);
    const cancelled = await network.cancel(first.awb_number, hourLater);
    expect(cancelled).toMatchObject({ ok: true, event: { carrierStatusCode: 'AWB_DELETED', status: 'cancelled', occurredAt: hourLater } });
    expect(await shipmentOf(first.awb_number)).toMatchObject({ status: 'registered' });
    // The order flow records the carrier's yes; from then on the carrier reports the parcel cancelled.
    if (!cancelled.ok) throw new Error('unreachable');
    expect(await recordTracking(h.db, await shipmentOf(first.awb_number), [cancelled.event], hourLater, { events: eventBusOf(h.app) })).toMatchObject({ from: 'registered', to: 'cancelled', final: true });
    expect(await shipmentOf(first.awb_number)).toMatchObject({ status: 'cancelled', cancelledAt: hourLater, nextPollAt: null });
    const muchLater = new Date(hourLater.getTime() + 30 * HOUR);
    expect((await network.track(first.awb_number, muchLater)).map((e) => e.carrierStatusCode)).toEqual(['51', 'AWB_DELETED']);
    expect(await network.cancel(first.awb_number, muchLater)).toMatchObject({ ok: true, event: { occurredAt: hourLater } });

    const second = await bookedOrder(h.app, orderBody({ carrier_id: 2 }), who.access_token);
    const later = new Date((await bookedAt(second.awb_number)).getTime() + 9 * HOUR);
    expect(await network.cancel(second.awb_number, later)).toEqual({ ok: false, reason: 'Comanda nu mai poate fi anulată: coletul a fost deja preluat de curier.' });
    expect(await network.cancel('NUEXISTA1', later)).toMatchObject({ ok: false });
  });
});
