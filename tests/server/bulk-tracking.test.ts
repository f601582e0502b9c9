// POST /api/private/tracking/bulk: up to 200 AWBs from what tracking stores (no carrier asked): the
// account's own parcels in full (order, status, last event, cash on delivery: amount, collected, paid
// out), another account's only as public tracking shows them, an AWB we did not book from the
// carrier's stored answer or with a message that says where to ask; over 200 or malformed AWBs a 422
// whose message names them; counted in the public lookups' per-IP window.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { eq } from 'drizzle-orm';
import { externalTracking, repayments } from '../../server/db/schema.ts';
import { batchPayouts, payoutJobKey } from '../../server/services/repayments/payouts.ts';
import { bulkTrackingAnswerSchema } from '../../server/routes/private/tracking/answers.ts';
import { parseBulkAwbs, splitAwbText } from '../../src/shared/bulk-tracking.ts';
import { expectAnswer } from './helpers/answers.ts';
import { authHarness, registerCustomer, type AuthHarness, type TokenAnswer } from './helpers/auth.ts';
import { testDatabases } from './helpers/databases.ts';
import { bookedOrder, orderBody } from './helpers/orders.ts';
import { finish, placeCodOrder, roIban, type CodOrder } from './helpers/repayments.ts';

let ips = 0;
const nextIp = () => `10.88.${Math.floor(++ips / 250)}.${(ips % 250) + 1}`;

function bulk(app: FastifyInstance, awbs: unknown, token?: string, ip = nextIp()) {
  return app.inject({ method: 'POST', url: '/api/private/tracking/bulk', payload: { awbs } as Record<string, unknown>, headers: token ? { authorization: `Bearer ${token}` } : {}, remoteAddress: ip });
}

describe('a pasted list of AWBs', () => {
  it('is split on lines, commas, semicolons and spaces, normalised and counted once', () => {
    expect(splitAwbText(' smd1234567890\n80912345678901, 2000000000001;\tSMD1234567890 \n\n')).toEqual(['smd1234567890', '80912345678901', '2000000000001', 'SMD1234567890']);
    expect(parseBulkAwbs(['smd1234567890', 'SMD1234567890', '80912345678901'])).toEqual({ ok: true, awbs: ['SMD1234567890', '80912345678901'] });
  });

  it('names the malformed AWBs, and those over 200', () => {
    const bad = parseBulkAwbs(['SMD1234567890', 'AB-12', '123']);
    expect(bad).toMatchObject({ ok: false, invalid: [{ index: 1, raw: 'AB-12' }, { index: 2, raw: '123' }] });
    expect(!bad.ok && bad.message).toBe('2 AWB-uri nu sunt valide (un AWB are între 6 și 20 de litere și cifre): „AB-12”, „123”. Corectează-le sau șterge-le.');
    const list = Array.from({ length: 203 }, (_, i) => `ZZ${String(i).padStart(6, '0')}`);
    const over = parseBulkAwbs(list);
    expect(!over.ok && over.message).toBe(
      'Poți urmări cel mult 200 de AWB-uri odată, iar lista are 203. Peste limită: „ZZ000200”, „ZZ000201”, „ZZ000202”. Împarte lista în mai multe căutări.',
    );
    // Duplicates do not count against the limit.
    expect(parseBulkAwbs([...list.slice(0, 200), ...list.slice(0, 200)])).toMatchObject({ ok: true });
  });
});

describe.each(testDatabases())('bulk tracking on $name', (backend) => {
  let h: AuthHarness;
  let shop: TokenAnswer;
  let stranger: TokenAnswer;
  let paidOut: CodOrder;
  let awaiting: CodOrder;
  let plain: { order_id: number; awb_number: string; order: { number: string } };
  let theirs: { awb_number: string };
  beforeAll(async () => {
    h = await authHarness(backend, { PAYOUT_INTERVAL_SECONDS: '0' });
    shop = await registerCustomer(h.app);
    stranger = await registerCustomer(h.app);
    paidOut = await placeCodOrder(h.app, shop.access_token, { lei: 120.5, iban: roIban(7) });
    await finish(h.app, paidOut, 'delivered');
    await batchPayouts(h.db);
    const [repayment] = await h.db.select().from(repayments).where(eq(repayments.orderId, paidOut.orderId));
    expect(await h.app.jobs.runNow('payout.send', payoutJobKey(repayment!.payoutId!))).toBe('done');
    awaiting = await placeCodOrder(h.app, shop.access_token, { lei: 80 });
    plain = await bookedOrder(h.app, orderBody({ carrier_id: 2 }), shop.access_token);
    theirs = await bookedOrder(h.app, orderBody({ carrier_id: 3, extra: { parcel_content: 'Cărți', bank_repayment_amount: 99, bank_iban: roIban(9), bank_holder: 'Alt Magazin SRL' } }), stranger.access_token);
  });
  afterAll(async () => h?.close());

  it("shows the account's own parcels in full, another account's as public tracking does, in the order pasted", async () => {
    // An AWB we did not book, which the public tracking page asked its carrier about a moment ago.
    await h.db.insert(externalTracking).values({
      carrierId: 2,
      awb: '80977777777777',
      found: true,
      events: [{ sequence: 1, carrierStatusCode: '-14', status: 'delivered', description: 'Livrat la destinatar', location: 'Brașov', occurredAt: '2026-03-10T09:00:00.000Z' }],
      checkedAt: new Date(),
    });
    const res = await bulk(h.app, [paidOut.awb, theirs.awb_number, 'ZZ1234567', awaiting.awb.toLowerCase(), plain.awb_number, '80977777777777', paidOut.awb], shop.access_token);
    expectAnswer(bulkTrackingAnswerSchema, res, 200);
    const items = res.json().data;
    expect(items.map((i: { awb: string }) => i.awb)).toEqual([paidOut.awb, theirs.awb_number, 'ZZ1234567', awaiting.awb, plain.awb_number, '80977777777777']);
    const [delivered, foreign, unknown, cod, noCod, stored] = items;
    expect(delivered).toMatchObject({ found: true, own: true, order_id: paidOut.orderId, carrier: 'Sameday', status: 'Livrat', is_final: true, last_event: 'Livrat destinatarului', last_event_location: 'Iași' });
    expect(delivered.reference).toMatch(/^CUR-\d{4}-\d+$/);
    expect(delivered.cod).toMatchObject({ amount_bani: 12050, state: 'paid_out', state_label: 'Plătit în contul tău', collected: true, paid_out: true });
    expect(Date.parse(delivered.cod.paid_out_at)).toBeGreaterThanOrEqual(Date.parse(delivered.cod.collected_at));
    // Another account's parcel: its status, never its order or its money.
    expect(foreign).toMatchObject({ found: true, own: false, order_id: null, reference: null, carrier: 'FAN Courier', status: 'Înregistrat', cod: null });
    expect(foreign.last_event).toBeTruthy();
    // Not ours and never asked: no carrier is called from here; the page says where to ask.
    expect(unknown).toMatchObject({ found: false, own: false, status: null, cod: null });
    expect(unknown.message).toBe(
      'Nu avem date despre AWB-ul ZZ1234567: nu este o expediere Curiero și nu a fost căutat la curier în ultimele minute. Deschide-l în pagina de urmărire ca să îl căutăm la curier.',
    );
    expect(cod).toMatchObject({ own: true, status: 'Înregistrat', cod: { amount_bani: 8000, state: 'awaiting', collected: false, collected_at: null, paid_out: false, paid_out_at: null } });
    expect(noCod).toMatchObject({ own: true, order_id: plain.order_id, reference: plain.order.number, carrier: 'DPD', cod: { amount_bani: 0, state: 'none', state_label: 'Fără ramburs' } });
    // The carrier's stored answer, as public tracking showed it.
    expect(stored).toMatchObject({ found: true, own: false, carrier: 'DPD', status: 'Livrat', last_event: 'Livrat la destinatar', last_event_location: 'Brașov', last_event_at: '2026-03-10T09:00:00.000Z', cod: null });
  });

  it('a collected, not yet paid out, cash on delivery says so', async () => {
    const order = await placeCodOrder(h.app, shop.access_token, { lei: 45 });
    await finish(h.app, order, 'delivered');
    const [item] = (await bulk(h.app, [order.awb], shop.access_token)).json().data;
    expect(item.cod).toMatchObject({ state: 'collected', state_label: 'Încasat de curier, în curs de plată', collected: true, paid_out: false });
    // The other account sees the parcel's status only.
    const [seen] = (await bulk(h.app, [order.awb], stranger.access_token)).json().data;
    expect(seen).toMatchObject({ found: true, own: false, status: 'Livrat', order_id: null, cod: null });
  });

  it('takes 200 distinct AWBs; refuses 201 and malformed ones naming them', async () => {
    const list = Array.from({ length: 199 }, (_, i) => `ZZ${String(i).padStart(6, '0')}`);
    const ok = await bulk(h.app, [plain.awb_number, ...list, plain.awb_number], shop.access_token);
    expect(ok.statusCode).toBe(200);
    expect(ok.json().data).toHaveLength(200);

    const over = await bulk(h.app, [plain.awb_number, ...list, 'ZZ999999'], shop.access_token);
    expect(over.statusCode).toBe(422);
    const message = 'Poți urmări cel mult 200 de AWB-uri odată, iar lista are 201. Peste limită: „ZZ999999”. Împarte lista în mai multe căutări.';
    expect(over.json()).toEqual({ reason: 'validation_failed', message, errors: { awbs: [message] } });

    const bad = await bulk(h.app, [plain.awb_number, 'AB-12', '  '], shop.access_token);
    expect(bad.statusCode).toBe(422);
    expect(bad.json()).toEqual({
      reason: 'validation_failed',
      message: '2 AWB-uri nu sunt valide (un AWB are între 6 și 20 de litere și cifre): „AB-12”, „  ”. Corectează-le sau șterge-le.',
      errors: {
        awbs: ['2 AWB-uri nu sunt valide (un AWB are între 6 și 20 de litere și cifre): „AB-12”, „  ”. Corectează-le sau șterge-le.'],
        'awbs.1': ['„AB-12” nu este un AWB: un AWB are între 6 și 20 de litere și cifre.'],
        'awbs.2': ['„  ” nu este un AWB: un AWB are între 6 și 20 de litere și cifre.'],
      },
    });
    expect((await bulk(h.app, [], shop.access_token)).json()).toMatchObject({ message: 'Lipește cel puțin un AWB.' });
    expect((await bulk(h.app, 'SMD1234567890', shop.access_token)).statusCode).toBe(422);
  });

  it('needs a signed-in account', async () => {
    expect((await bulk(h.app, [plain.awb_number])).statusCode).toBe(401);
  });

  it('shares the public AWB lookups’ per-IP window', async () => {
    const app = await h.newApp({ TRACKING_LOOKUPS_PER_MINUTE: '200' });
    const list = Array.from({ length: 150 }, (_, i) => `ZY${String(i).padStart(6, '0')}`);
    expect((await bulk(app, list, shop.access_token, '192.0.2.9')).statusCode).toBe(200);
    const publicLookup = await app.inject({ method: 'POST', url: '/api/private/orders/track-by-awb', payload: { awb_list: list.slice(0, 60) }, remoteAddress: '192.0.2.9' });
    expect(publicLookup.statusCode).toBe(429);
    const refused = await bulk(app, list.slice(0, 60), shop.access_token, '192.0.2.9');
    expect(refused.statusCode).toBe(429);
    expect(refused.json().message).toBe('Prea multe căutări de AWB-uri. Încearcă din nou peste 1 minut.');
    expect((await bulk(app, list.slice(0, 60), shop.access_token, '192.0.2.10')).statusCode).toBe(200);
  });
});
