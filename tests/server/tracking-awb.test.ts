// POST /api/private/orders/track-by-awb: one item per distinct AWB in request order (normalised),
// up to 200, malformed AWBs refused by item, unknown ones answered with a message next to the found
// ones, the carrier given or inferred, the order shown to its owner only, statuses and history as
// the simulation moves, the estimated delivery until the end, and the per-IP lookup limit.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { advanceSimulation } from '../../server/services/tracking/advance-simulation.ts';
import { simulatedTimeline } from '../../server/services/carriers/simulated-timeline.ts';
import { STATUS_CATALOGUE } from '../../server/services/carriers/statuses.ts';
import { parseAwbList } from '../../server/services/tracking/awb.ts';
import { loadConfig } from '../../server/config/index.ts';
import { AnswerCache, type CachedAnswer } from '../../server/services/tracking/answer-cache.ts';
import { estimatedDeliveryOf, type TrackingItem } from '../../server/services/tracking/view.ts';
import { authHarness, PUBLIC_URL, registerCustomer, type AuthHarness, type TokenAnswer } from './helpers/auth.ts';
import { testDatabases } from './helpers/databases.ts';
import { bookedOrder, orderBody } from './helpers/orders.ts';
import { eventBusOf } from '../../server/app/events.ts';

const HOUR = 3600_000;
const PLACES = { from: 'Cluj-Napoca', fromCounty: 'Cluj', to: 'Iași', toCounty: 'Iași' };
const INVALID = 'AWB-ul trebuie să aibă între 6 și 20 de litere și cifre.';

let ips = 0;
/** A fresh client address per call, clear of the lookup limit (tested on its own below). */
const nextIp = () => {
  ips += 1;
  return `10.77.${Math.floor(ips / 250)}.${(ips % 250) + 1}`;
};

function track(app: FastifyInstance, body: unknown, { token, ip }: { token?: string; ip?: string } = {}) {
  return app.inject({
    method: 'POST',
    url: '/api/private/orders/track-by-awb',
    payload: body as Record<string, unknown>,
    headers: token ? { authorization: `Bearer ${token}` } : {},
    remoteAddress: ip ?? nextIp(),
  });
}

interface Placed {
  order_id: number;
  awb_number: string;
  order: { number: string; estimated_delivery_date: string; history: { timestamp: string }[] };
}

describe('AWB lists', () => {
  it('are normalised (spaces, case) and answered once per AWB, in order', () => {
    expect(parseAwbList([' smd 1234567890 ', '80912345678901', 'SMD1234567890'])).toEqual({ ok: true, awbs: ['SMD1234567890', '80912345678901'] });
  });

  it('name each malformed item', () => {
    expect(parseAwbList(['SMD1234567890', 'AB-123', '12345', 'A'.repeat(21)])).toEqual({
      ok: false,
      errors: { 'awb_list.1': [INVALID], 'awb_list.2': [INVALID], 'awb_list.3': [INVALID] },
    });
  });
});

describe('the estimated delivery', () => {
  const event = (status: 'delivery_failed' | 'out_for_delivery', at: string) => ({ status, carrierStatusCode: 'X', description: '', location: null, occurredAt: new Date(at) });
  it("is the offer's until the end, not before the next working day after a failed attempt, none once final or returning", () => {
    expect(estimatedDeliveryOf('2026-03-11', 'in_transit', [])).toBe('2026-03-11');
    // Friday 13 March 2026, 12:00 in Bucharest: the next working day is Monday 16.
    const failed = [event('delivery_failed', '2026-03-13T10:00:00Z')];
    expect(estimatedDeliveryOf('2026-03-12', 'delivery_failed', failed)).toBe('2026-03-16');
    expect(estimatedDeliveryOf('2026-03-12', 'out_for_delivery', [...failed, event('out_for_delivery', '2026-03-16T06:00:00Z')])).toBe('2026-03-16');
    expect(estimatedDeliveryOf('2026-03-20', 'delivery_failed', failed)).toBe('2026-03-20');
    expect(estimatedDeliveryOf('2026-03-11', 'delivered', [])).toBeNull();
    expect(estimatedDeliveryOf('2026-03-11', 'returning', [])).toBeNull();
    expect(estimatedDeliveryOf('2026-03-11', 'cancelled', [])).toBeNull();
  });
});

describe('the answer cache', () => {
  const entry = (awb: string, version: string, checkedAt = 0): CachedAnswer => ({
    version,
    item: { awb } as unknown as TrackingItem,
    owner: { orderId: 1, customerId: null, reference: 'CUR-2026-000001', testMode: false },
    checkedAt,
  });
  it('answers only for the version it was built at, and forgets the least recently used first', () => {
    const cache = new AnswerCache(2);
    cache.set('A00001', entry('A00001', 'v1'));
    expect(cache.get('A00001', 'v1', 0)?.item).toEqual({ awb: 'A00001' });
    expect(cache.get('A00001', 'v2', 0)).toBeUndefined();
    cache.set('B00002', entry('B00002', 'v1'));
    cache.get('A00001', 'v1', 0);
    cache.set('C00003', entry('C00003', 'v1'));
    expect(cache.size).toBe(2);
    expect(cache.get('B00002', 'v1', 0)).toBeUndefined();
    expect(cache.get('A00001', 'v1', 0)).toBeDefined();
  });

  it('serves an answer without the database only while it is fresh; a check at the same version renews it', () => {
    const cache = new AnswerCache(10, 5000);
    cache.set('A00001', entry('A00001', 'v1', 1000));
    expect(cache.fresh('A00001', 5999)).toBeDefined();
    expect(cache.fresh('A00001', 6000)).toBeUndefined();
    cache.get('A00001', 'v1', 6000);
    expect(cache.fresh('A00001', 10_999)).toBeDefined();
    cache.delete('A00001');
    expect(cache.fresh('A00001', 10_999)).toBeUndefined();
  });
});

describe('the lookup limit', () => {
  // Counted in the database, shared by every process: tracking-lookup-limit.test.ts.
  it('is configured by TRACKING_LOOKUPS_PER_MINUTE (0: off; at least one full request)', () => {
    const lookupsPerMinuteFrom = (env: Record<string, string>) => loadConfig(env).tracking.lookupsPerMinute;
    expect(lookupsPerMinuteFrom({})).toBe(600);
    expect(lookupsPerMinuteFrom({ TRACKING_LOOKUPS_PER_MINUTE: '0' })).toBe(0);
    expect(lookupsPerMinuteFrom({ TRACKING_LOOKUPS_PER_MINUTE: '5000' })).toBe(5000);
    expect(() => lookupsPerMinuteFrom({ TRACKING_LOOKUPS_PER_MINUTE: '50' })).toThrow(/TRACKING_LOOKUPS_PER_MINUTE/);
    expect(() => lookupsPerMinuteFrom({ TRACKING_LOOKUPS_PER_MINUTE: 'lots' })).toThrow(/TRACKING_LOOKUPS_PER_MINUTE/);
  });
});

describe.each(testDatabases())('track-by-awb on $name', (backend) => {
  let h: AuthHarness;
  let owner: TokenAnswer;
  let stranger: TokenAnswer;
  let sameday: Placed;
  let fan: Placed;
  beforeAll(async () => {
    h = await authHarness(backend);
    owner = await registerCustomer(h.app);
    stranger = await registerCustomer(h.app);
    const place = (carrier: number): Promise<Placed> => bookedOrder(h.app, orderBody({ carrier_id: carrier }), owner.access_token);
    sameday = await place(6);
    fan = await place(3);
  });
  afterAll(async () => h?.close());

  it('answers one item per AWB in request order: unknown ones with a message, next to the found ones', async () => {
    const res = await track(h.app, { awb_list: ['80900000000001', sameday.awb_number, ` ${fan.awb_number.slice(0, 5)} ${fan.awb_number.slice(5)}`, sameday.awb_number.toLowerCase()] });
    expect(res.statusCode).toBe(200);
    const items = res.json();
    expect(items.map((i: { awb: string; found: boolean }) => [i.awb, i.found])).toEqual([
      ['80900000000001', false],
      [sameday.awb_number, true],
      [fan.awb_number, true],
    ]);
    expect(items[0]).toEqual({
      awb: '80900000000001',
      found: false,
      carrier_id: 2,
      carrier: 'DPD',
      order_id: null,
      reference: null,
      track_url: `${PUBLIC_URL}/tracking?awb=80900000000001`,
      current_status: null,
      current_status_id: null,
      current_status_description: null,
      is_current_status_final: false,
      estimated_delivery_date: null,
      carrier_website: 'https://www.dpd.com/ro/',
      updated_at: null,
      history: [],
      demo: false,
      message: `Nu am găsit AWB-ul 80900000000001 printre expedierile Curiero. DPD nu este încă conectat la Curiero (mod demo), așa că nu îl putem întreba despre AWB-urile trimise direct prin el.`,
    });
    const booked = sameday.order.history[0]!.timestamp;
    expect(items[1]).toEqual({
      awb: sameday.awb_number,
      found: true,
      carrier_id: 6,
      carrier: 'Sameday',
      order_id: null,
      reference: null,
      track_url: `${PUBLIC_URL}/tracking?awb=${sameday.awb_number}`,
      current_status: 'Înregistrat',
      current_status_id: 1,
      current_status_description: 'AWB emis: expediția a fost înregistrată la curier.',
      is_current_status_final: false,
      estimated_delivery_date: sameday.order.estimated_delivery_date,
      carrier_website: 'https://sameday.ro',
      updated_at: booked,
      history: [
        {
          status_id: 1,
          status: 'Înregistrat',
          status_description: 'AWB emis: expediția a fost înregistrată la curier.',
          is_final_status: false,
          timestamp: booked,
          location: 'Cluj-Napoca',
          carrier_status_code: '1',
        },
      ],
      // Booked on the simulated network: the app marks it as a demo.
      demo: true,
    });
    expect(items[2]).toMatchObject({ carrier_id: 3, carrier: 'FAN Courier', current_status_id: 1, history: [{ carrier_status_code: 'AWB_CREATED' }] });
  });

  it('takes up to 200 AWBs and refuses 201', async () => {
    const unknown = Array.from({ length: 199 }, (_, i) => `ZZ${String(i).padStart(6, '0')}`);
    const res = await track(h.app, { awb_list: [sameday.awb_number, ...unknown] });
    expect(res.statusCode).toBe(200);
    const items = res.json();
    expect(items).toHaveLength(200);
    expect(items[0].found).toBe(true);
    expect(items[199]).toMatchObject({ awb: 'ZZ000198', found: false, carrier_id: null, carrier_website: null, message: 'Nu am găsit AWB-ul ZZ000198 la niciun curier.' });

    const tooMany = await track(h.app, { awb_list: [sameday.awb_number, ...unknown, 'ZZ999999'] });
    expect(tooMany.statusCode).toBe(422);
    expect(tooMany.json()).toEqual({
      reason: 'validation_failed',
      message: 'Datele trimise nu sunt valide.',
      errors: { awb_list: ['Poți urmări cel mult 200 de AWB-uri într-o cerere.'] },
    });
  });

  it.each([
    [{ awb_list: [] }, { awb_list: ['Trimite cel puțin un AWB.'] }],
    [{}, { awb_list: ['Câmpul este obligatoriu.'] }],
    [{ awb_list: ['SMD1234567890', 'AB-12', '12345'] }, { 'awb_list.1': [INVALID], 'awb_list.2': [INVALID] }],
    [{ awb_list: ['SMD1234567890', 80912345678901] }, { 'awb_list.1': ['Câmpul trebuie să fie text.'] }],
    [{ awb_list: ['S'.repeat(101)] }, { 'awb_list.0': [INVALID] }],
    [{ awb_list: 'SMD1234567890' }, { awb_list: ['Câmpul trebuie să fie o listă.'] }],
    [{ awb_list: ['SMD1234567890'], carrier_id: 5 }, { carrier_id: ['Curierul nu există: trimite id-ul unui curier din listă sau 0 pentru oricare.'] }],
    [{ awb_list: ['SMD1234567890'], carrier_id: -1 }, { carrier_id: ['Curierul nu există: trimite id-ul unui curier din listă sau 0 pentru oricare.'] }],
    [{ awb_list: ['SMD1234567890'], carrier_id: 'dpd' }, { carrier_id: ['Câmpul trebuie să fie un număr întreg.'] }],
    [{ awb_list: ['SMD1234567890'], language: 'en' }, { language: ['Limba răspunsului poate fi doar „ro”.'] }],
  ])('refuses %j with 422 naming the field', async (body, errors) => {
    const res = await track(h.app, body);
    expect(res.statusCode).toBe(422);
    expect(res.json()).toEqual({ reason: 'validation_failed', message: 'Datele trimise nu sunt valide.', errors });
  });

  it('looks at the carrier given, or at any when none is (0 or null)', async () => {
    const at = async (carrier_id: number | null | undefined) => (await track(h.app, { awb_list: [sameday.awb_number], carrier_id, language: 'ro' })).json()[0];
    for (const any of [0, null, undefined]) expect(await at(any)).toMatchObject({ found: true, carrier_id: 6 });
    expect(await at(6)).toMatchObject({ found: true, carrier_id: 6 });
    // Ours, but with Sameday: the answer says whose it is (never "not among Curiero's shipments").
    expect(await at(2)).toMatchObject({
      found: false,
      carrier_id: 2,
      carrier: 'DPD',
      history: [],
      demo: false,
      message: `AWB-ul ${sameday.awb_number} nu este de la DPD: este o expediere Sameday trimisă prin Curiero.`,
      other_carrier_id: 6,
    });
    // Asked right after the Sameday answer was cached: the same.
    expect(await at(6)).toMatchObject({ found: true, carrier_id: 6 });
    expect(await at(2)).toMatchObject({ found: false, other_carrier_id: 6 });
    // Nowhere else: no other carrier named.
    expect(await at(6)).not.toHaveProperty('other_carrier_id');
    // Inferred from the format when not ours: a Sameday-like AWB is for Sameday, which (simulated here) cannot be asked.
    expect((await track(h.app, { awb_list: ['SMD0000000000'] })).json()[0]).toMatchObject({
      found: false,
      carrier_id: 6,
      carrier_website: 'https://sameday.ro',
      message: `Nu am găsit AWB-ul SMD0000000000 printre expedierile Curiero. Sameday nu este încă conectat la Curiero (mod demo), așa că nu îl putem întreba despre AWB-urile trimise direct prin el.`,
    });
  });

  it('shows order_id and reference to the owner only', async () => {
    const body = { awb_list: [sameday.awb_number, fan.awb_number] };
    const mine = (await track(h.app, body, { token: owner.access_token })).json();
    expect(mine.map((i: { order_id: number; reference: string }) => [i.order_id, i.reference])).toEqual([
      [sameday.order_id, sameday.order.number],
      [fan.order_id, fan.order.number],
    ]);
    for (const token of [stranger.access_token, undefined]) {
      const theirs = (await track(h.app, body, { token })).json();
      expect(theirs.map((i: { found: boolean; order_id: number | null; reference: string | null }) => [i.found, i.order_id, i.reference])).toEqual([
        [true, null, null],
        [true, null, null],
      ]);
    }
    const expired = await track(h.app, body, { token: 'not-a-token' });
    expect(expired.statusCode).toBe(401);
  });

  it('follows the parcel as the simulation moves: status, history, estimate until the end', async () => {
    const placed: Placed = await bookedOrder(h.app, orderBody({ carrier_id: 2 }), owner.access_token);
    const booked = new Date(placed.order.history[0]!.timestamp);
    const timeline = simulatedTimeline(2, placed.awb_number, booked, PLACES);
    const lookup = async () => (await track(h.app, { awb_list: [placed.awb_number] })).json()[0];
    // Asked before the parcel moves (the answer is then cached), and again after each move.
    expect(await lookup()).toMatchObject({ current_status_id: 1, history: [{ carrier_status_code: '148' }] });

    await advanceSimulation({ db: h.db, events: eventBusOf(h.app) }, new Date(booked.getTime() + 4 * HOUR));
    let item = await lookup();
    expect(item).toMatchObject({ current_status_id: 2, current_status: 'Preluat de curier', is_current_status_final: false });
    expect(item.estimated_delivery_date).toBe(placed.order.estimated_delivery_date);
    expect(item.history.map((e: { carrier_status_code: string }) => e.carrier_status_code)).toEqual(['148', '39']);
    expect(item.updated_at).toBe(timeline[1]!.occurredAt.toISOString());

    // Six days on, every life (delivered, after a failed attempt, returned) has ended.
    await advanceSimulation({ db: h.db, events: eventBusOf(h.app) }, new Date(booked.getTime() + 6 * 24 * HOUR));
    item = await lookup();
    const last = timeline.at(-1)!;
    expect(item).toMatchObject({
      current_status_id: STATUS_CATALOGUE[last.status].id,
      current_status: STATUS_CATALOGUE[last.status].name,
      current_status_description: last.description,
      is_current_status_final: true,
      estimated_delivery_date: null,
      updated_at: last.occurredAt.toISOString(),
    });
    expect(item.history.map((e: { carrier_status_code: string }) => e.carrier_status_code)).toEqual(timeline.map((e) => e.carrierStatusCode));
    expect(item.history.map((e: { timestamp: string }) => e.timestamp)).toEqual(timeline.map((e) => e.occurredAt.toISOString()));
    expect(item.history.at(-1)).toMatchObject({ is_final_status: true });
  });

  it('limits the AWBs looked up per IP and minute (TRACKING_LOOKUPS_PER_MINUTE)', async () => {
    const app = await h.newApp({ TRACKING_LOOKUPS_PER_MINUTE: '200' });
    const list = Array.from({ length: 150 }, (_, i) => `ZZ${String(i).padStart(6, '0')}`);
    expect((await track(app, { awb_list: list }, { ip: '192.0.2.1' })).statusCode).toBe(200);
    // Duplicates count once: 50 distinct AWBs fit.
    expect((await track(app, { awb_list: [...list.slice(0, 50), ...list.slice(0, 50)] }, { ip: '192.0.2.1' })).statusCode).toBe(200);
    const refused = await track(app, { awb_list: [sameday.awb_number] }, { ip: '192.0.2.1' });
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toMatchObject({ reason: 'too_many_requests', message: expect.stringMatching(/^Prea multe căutări de AWB-uri\. Încearcă din nou peste 1 minut\.$/) });
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    expect((await track(app, { awb_list: [sameday.awb_number] }, { ip: '192.0.2.2' })).statusCode).toBe(200);
  });
});
