// The simulated carrier network: AWBs in each carrier's style, each carrier's own status codes in
// order over simulated time, advanceSimulation (idempotent; moves shipments and orders), tracking,
// and cancellation only before pickup.
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CARRIERS } from '../../src/shared/carriers.ts';
import { AWB_FORMATS, carrierOfAwb, newAwb } from '../../server/services/carriers/awb-formats.ts';
import { advanceSimulation, SimulatedNetwork } from '../../server/services/carriers/simulated-network.ts';
import { simulatedTimeline } from '../../server/services/carriers/simulated-timeline.ts';
import { authHarness, query, registerCustomer, type AuthHarness, type TokenAnswer } from './helpers/auth.ts';
import { testDatabases } from './helpers/databases.ts';
import { api, orderBody, placeOrder } from './helpers/orders.ts';

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
    [6, ['1', '2', '7', '17', '18', '4', '5']],
    [3, ['E0', 'C0', 'H0', 'H4', 'C1', 'S1', 'S2']],
    [2, ['DATA_RECEIVED', 'ACCEPTED', 'ON_THE_ROAD', 'AT_DELIVERY_DEPOT', 'OUT_FOR_DELIVERY', 'DELIVERED']],
    [4, ['PREADVICE', 'INTRANSIT', 'INWAREHOUSE', 'INDELIVERY', 'DELIVERED']],
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

  it('moves a booked parcel through its statuses as simulated time passes', async () => {
    const placed = (await placeOrder(h.app, orderBody({ carrier_id: 3 }), { token: who.access_token })).json().data;
    expect(placed.awb_number).toMatch(/^2\d{12}$/);
    const booked = new Date(placed.order.history[0].timestamp).getTime();
    const events = async () => query<{ code: string }>(h.db, sql`select carrier_status_code as code from shipment_events where awb = ${placed.awb_number} order by sequence`);

    await advanceSimulation(h.db, new Date(booked + HOUR));
    expect((await events()).map((e) => e.code)).toEqual(['E0']);
    await advanceSimulation(h.db, new Date(booked + 4 * HOUR));
    expect((await events()).map((e) => e.code)).toEqual(['E0', 'C0']);
    let order = (await api(h.app, 'GET', `orders/${placed.order_id}`, { token: who.access_token })).json().data;
    expect(order).toMatchObject({ order_status: 'picked_up', current_status_id: 2, current_status: 'Preluat de curier' });

    const report = await advanceSimulation(h.db, new Date(booked + 30 * HOUR));
    expect(report.events).toBeGreaterThanOrEqual(5);
    expect((await events()).map((e) => e.code)).toEqual(['E0', 'C0', 'H0', 'H4', 'C1', 'S1', 'S2']);
    expect(await advanceSimulation(h.db, new Date(booked + 40 * HOUR))).toEqual({ shipments: 0, events: 0 });
    order = (await api(h.app, 'GET', `orders/${placed.order_id}`, { token: who.access_token })).json().data;
    expect(order).toMatchObject({ order_status: 'delivered', current_status: 'Livrat', is_current_status_final: true });
    expect(order.history.at(-1)).toMatchObject({ carrier_status_code: 'S2', status_description: 'Coletul a fost livrat.', location: 'Iași' });
  });

  it('tracks and cancels only before pickup', async () => {
    const network = new SimulatedNetwork(h.db);
    const first = (await placeOrder(h.app, orderBody({ carrier_id: 4 }), { token: who.access_token })).json().data;
    const now = new Date(first.order.history[0].timestamp);
    expect(await network.cancel(first.awb_number, new Date(now.getTime() + HOUR))).toMatchObject({ ok: true, event: { carrierStatusCode: 'CANCELLED', status: 'cancelled' } });
    const second = (await placeOrder(h.app, orderBody({ carrier_id: 2 }), { token: who.access_token })).json().data;
    const later = new Date(new Date(second.order.history[0].timestamp).getTime() + 9 * HOUR);
    expect((await network.track(second.awb_number, later)).map((e) => e.carrierStatusCode)).toEqual(['DATA_RECEIVED', 'ACCEPTED', 'ON_THE_ROAD']);
    expect(await network.cancel(second.awb_number, later)).toEqual({ ok: false, reason: 'Comanda nu mai poate fi anulată: coletul a fost deja preluat de curier.' });
    expect(await network.cancel('NUEXISTA1', later)).toMatchObject({ ok: false });
  });
});
