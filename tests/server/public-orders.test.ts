// The public API's orders, through the same pipeline as the app: prices (address-book references,
// test mode said in the body), an order paid from the wallet (booked, AWB, the contract's answer,
// seen in the app's own list), 402 naming the missing amount with nothing written, the optional
// Idempotency-Key (replay, 409 for another body), list/detail/cancel in the contract's shapes,
// tracking, labels as one PDF, label links, another account's order, scopes and test/live separation.
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { authHarness, clearRateLimits, query, type AuthHarness } from './helpers/auth.ts';
import { testDatabases } from './helpers/databases.ts';
import { drained, paidTopUp } from './helpers/orders.ts';
import { fundedShop, newShop, pub, publicOrderBody, type FundedShop } from './helpers/public-api.ts';

describe.each(testDatabases())('public API orders on $name', (backend) => {
  let h: AuthHarness;
  let shop: FundedShop;
  beforeAll(async () => {
    h = await authHarness(backend);
    shop = await fundedShop(h.app, 200_000);
  });
  afterAll(async () => h?.close());
  beforeEach(async () => clearRateLimits(h.db));

  const order = (body: Record<string, unknown>, options: { key?: string; headers?: Record<string, string> } = {}) =>
    pub(h.app, 'POST', 'orders', { key: options.key ?? shop.key, body, ...(options.headers ? { headers: options.headers } : {}) });

  it('prices a shipment for every carrier, in lei, and says test mode in the body', async () => {
    const { billing_to, address_from, address_to, content, extra } = publicOrderBody(shop.billingAddressId);
    const res = await pub(h.app, 'POST', 'orders/prices', { key: shop.key, body: { carrier_id: 0, service_id: 0, billing_to, address_from, address_to, content, extra } });
    expect(res.statusCode).toBe(200);
    expect(res.headers['x-curiero-mode']).toBe('test');
    const answer = res.json();
    expect(answer.test_mode).toBe(true);
    expect(answer.data.length).toBeGreaterThan(4);
    for (const offer of answer.data) {
      expect(offer).toMatchObject({ carrier_id: expect.any(Number), carrier: expect.any(String), service_id: expect.any(Number), service_name: expect.any(String) });
      expect(offer.price.total).toBeCloseTo(offer.price.amount + offer.price.vat, 2);
      expect(Number.isInteger(offer.price.total * 100 + 1e-9 - ((offer.price.total * 100 + 1e-9) % 1))).toBe(true);
      expect(offer.price.currency).toBe('RON');
    }
    expect(answer.validation_address.address_to).toMatchObject({ locality_id: 95079, locality_name: 'Iași', country_code: 'RO' });
  });

  it('creates an order paid from the wallet, booked with an AWB, in the contract shape', async () => {
    const before = (await pub(h.app, 'GET', 'account/credit', { key: shop.key })).json().wallet_balance;
    const res = await order(publicOrderBody(shop.billingAddressId));
    expect(res.statusCode).toBe(201);
    const { data, validation_address } = res.json();
    expect(data).toMatchObject({ carrier: 'Sameday', carrier_id: 6, service_id: 1, order_id: expect.any(Number), awb_number: expect.stringMatching(/^SMD\d{10}$/) });
    expect(data.price).toEqual({ amount: expect.any(Number), vat: expect.any(Number), total: expect.any(Number), currency: 'RON' });
    expect(data.track_url).toContain(data.awb_number);
    expect(data.extra).toMatchObject({ parcel_content: 'Cărți' });
    expect(validation_address.address_from).toMatchObject({ locality_name: 'Cluj-Napoca', county_name: 'Cluj' });
    const after = (await pub(h.app, 'GET', 'account/credit', { key: shop.key })).json().wallet_balance;
    expect(Math.round((before - after) * 100)).toBe(Math.round(data.price.total * 100));
    // One rule, two doors: the app lists it, marked as an API order in test mode.
    const [row] = await query<{ origin: string; test_mode: boolean; api_key_id: number | null }>(h.db, sql`select origin, test_mode, api_key_id from orders where id = ${data.order_id}`);
    expect(row).toMatchObject({ origin: 'api', test_mode: true });
    const mine = await h.app.inject({ method: 'GET', url: '/api/private/orders', headers: { authorization: `Bearer ${shop.token}` } });
    expect(mine.json().data.map((o: { id: number }) => o.id)).toContain(data.order_id);
  });

  it('answers 402 naming the missing amount and writes nothing when the credit is short', async () => {
    const poor = await fundedShop(h.app, 1000);
    const count = async () => Number((await query<{ n: string }>(h.db, sql`select count(*) as n from orders where customer_id = ${poor.customerId}`))[0]!.n);
    const res = await pub(h.app, 'POST', 'orders', { key: poor.key, body: publicOrderBody(poor.billingAddressId) });
    expect(res.statusCode).toBe(402);
    const body = res.json();
    expect(body.error).toBe('insufficient_funds');
    expect(body.message).toMatch(/lipsesc \d+,\d{2} RON/);
    expect(body.details.wallet_balance).toBe(10);
    expect(body.details.missing_amount).toBeCloseTo(body.details.total_amount - 10, 2);
    expect(await count()).toBe(0);
  });

  it('refuses a card sent with the order (as the app does) instead of dropping it, and writes nothing', async () => {
    const count = async () => Number((await query<{ n: string }>(h.db, sql`select count(*) as n from orders where customer_id = ${shop.customerId}`))[0]!.n);
    const before = await count();
    const card = { number: '4242424242424242', exp_month: 12, exp_year: 2030, cvc: '123' };
    for (const [extra, field] of [[{ card }, 'card'], [{ payment: { method: 'card', card } }, 'payment.card']] as const) {
      const res = await order(publicOrderBody(shop.billingAddressId, extra));
      expect(res.statusCode).toBe(422);
      expect(res.json()).toMatchObject({ error: 'validation_failed', details: { [field]: [expect.stringContaining('Datele cardului nu se trimit')] } });
      expect(res.body).not.toContain('4242424242424242');
    }
    expect(await count()).toBe(before);
  });

  it('replays the same Idempotency-Key and body, and refuses another body under it with 409', async () => {
    const key = `shop-order-${Date.now()}`;
    const first = await order(publicOrderBody(shop.billingAddressId), { headers: { 'idempotency-key': key } });
    const again = await order(publicOrderBody(shop.billingAddressId), { headers: { 'idempotency-key': key } });
    expect(first.statusCode).toBe(201);
    expect(again.statusCode).toBe(201);
    expect(again.json().data.order_id).toBe(first.json().data.order_id);
    const other = await order(publicOrderBody(shop.billingAddressId, { extra: { parcel_content: 'Altceva' } }), { headers: { 'idempotency-key': key } });
    expect(other.statusCode).toBe(409);
    expect(other.json().error).toBe('idempotency_key_reused');
    // Without the header, every request is a new order.
    const a = await order(publicOrderBody(shop.billingAddressId));
    const b = await order(publicOrderBody(shop.billingAddressId));
    expect(a.json().data.order_id).not.toBe(b.json().data.order_id);
    // After 24 hours the key is free again.
    await h.db.execute(sql`update idempotency_keys set created_at = now() - interval '25 hours' where key = ${key}`);
    const later = await order(publicOrderBody(shop.billingAddressId, { extra: { parcel_content: 'Altceva' } }), { headers: { 'idempotency-key': key } });
    expect(later.statusCode).toBe(201);
    expect(later.json().data.order_id).not.toBe(first.json().data.order_id);
  });

  it('takes the ends and billing from the address book, and refuses ids that are not the account’s', async () => {
    const auth = { authorization: `Bearer ${shop.token}` };
    const from = await h.app.inject({
      method: 'POST',
      url: '/api/private/addresses',
      headers: auth,
      payload: { kind: 'shipping', locality_id: 54984, contact: 'Depozit Cluj', phone: '0722111222', email: 'depozit@exemplu.ro', street_name: 'Memorandumului', street_no: '1' },
    });
    expect(from.statusCode).toBe(201);
    const body = publicOrderBody(shop.billingAddressId, { address_from: { address_id: from.json().data.id } });
    const res = await order(body);
    expect(res.statusCode).toBe(201);
    const detail = await pub(h.app, 'GET', `orders/${res.json().data.order_id}`, { key: shop.key });
    expect(detail.statusCode).toBe(200);
    const other = await fundedShop(h.app, 0);
    const stolen = await order(publicOrderBody(other.billingAddressId, { address_from: { address_id: from.json().data.id + 100000 } }));
    expect(stolen.statusCode).toBe(422);
    expect(Object.keys(stolen.json().details).sort()).toEqual(['address_from.address_id', 'billing_to.billing_address_id']);
  });

  it('answers validation problems in the contract shape, in Romanian, per field', async () => {
    const res = await order(publicOrderBody(shop.billingAddressId, { address_to: { locality_id: 95079, contact: 'I', phone: '123' }, extra: {} }));
    expect(res.statusCode).toBe(422);
    const body = res.json();
    expect(body.error).toBe('validation_failed');
    expect(body.reason).toBeUndefined();
    expect(body.details['address_to.phone'][0]).toMatch(/telefon/);
    expect(body.details['extra.parcel_content']).toBeDefined();
    const bad = await order({ carrier_id: 'x' });
    expect(bad.statusCode).toBe(422);
    expect(bad.json().details.carrier_id).toBeDefined();
  });

  it('refuses what a carrier or the reference data would not take, per field, and writes nothing', async () => {
    const base = publicOrderBody(shop.billingAddressId) as Record<string, Record<string, unknown>>;
    const to = base.address_to!;
    const from = base.address_from!;
    const parcel = (size: Record<string, number>) => ({ content: { parcels_count: 1, total_weight: size.weight, parcels: [{ size, sequence_no: 1 }] } });
    const cases: [string, Record<string, unknown>, string, RegExp][] = [
      ['unknown locality', { address_to: { ...to, locality_id: 99999999 } }, 'address_to.locality_id', /nu a fost găsită/],
      ['county of another locality', { address_to: { ...to, county_name: 'Cluj' } }, 'address_to.county_name', /Iași este în județul Iași/],
      ['county code of another locality', { address_to: { ...to, county_code: 'CJ' } }, 'address_to.county_code', /județul Iași/],
      ['a postal code that is not one', { address_to: { ...to, postal_code: 'ABC' } }, 'address_to.postal_code', /6 cifre/],
      ['a Cluj code for Iași', { address_to: { ...to, postal_code: '400114' } }, 'address_to.postal_code', /nu aparține localității Iași/],
      ['a code of another street', { address_from: { ...from, postal_code: '400001' } }, 'address_from.postal_code', /stră|Memorandumului/i],
      ['over the weight limit', parcel({ weight: 80, width: 15, height: 10, length: 20 }), 'content.parcels.0.size.weight', /31 kg/],
      ['over the size limit', parcel({ weight: 1, width: 300, height: 10, length: 20 }), 'content.parcels.0.size.width', /100 cm/],
      [
        'a locker too small for the parcel',
        { service_id: 2, address_to: { contact: 'Ion Țăranu', phone: '0744987654', fixed_location_id: 609507901 }, ...parcel({ weight: 20, width: 80, height: 80, length: 80 }) },
        'service_id',
        /Lockerul ales nu primește/,
      ],
      ['an IBAN with a wrong checksum', { extra: { parcel_content: 'Cărți', bank_repayment_amount: 100, bank_iban: 'RO49AAAA1B31007593840001', bank_holder: 'Magazin SRL' } }, 'extra.bank_iban', /IBAN/],
      ['cash on delivery over 7.000 lei', { extra: { parcel_content: 'Cărți', bank_repayment_amount: 8000, bank_iban: 'RO49AAAA1B31007593840000', bank_holder: 'Magazin SRL' } }, 'extra.bank_repayment_amount', /7\.000/],
    ];
    const count = async () => Number((await query<{ n: string }>(h.db, sql`select count(*) as n from orders where customer_id = ${shop.customerId}`))[0]!.n);
    const before = await count();
    for (const [name, change, field, message] of cases) {
      const res = await order({ ...base, ...change });
      expect(res.statusCode, `${name}: ${res.body}`).toBe(422);
      const { error, details } = res.json();
      expect(['validation_failed', 'offer_unavailable'], name).toContain(error);
      expect(details[field]?.join(' '), `${name}: ${res.body}`).toMatch(message);
    }
    expect(await count()).toBe(before);
  });

  it('lists, shows and cancels orders in the contract shapes', async () => {
    const placed = (await order(publicOrderBody(shop.billingAddressId))).json().data;
    const list = await pub(h.app, 'GET', 'orders', { key: shop.key, query: { per_page: '15' } });
    expect(list.statusCode).toBe(200);
    const { list: items, pagination } = list.json();
    expect(pagination).toEqual({ total: expect.any(Number), per_page: 15, current_page: 1, last_page: expect.any(Number) });
    const item = items.find((o: { id: number }) => o.id === placed.order_id);
    expect(item).toMatchObject({ order_status: 'booked', carrier_name: 'Sameday', awb: placed.awb_number, currency: 'RON', is_current_status_final: false });
    expect(typeof item.total_amount).toBe('number');
    expect(item.sender).toBeUndefined();
    expect(item.billing).toBeUndefined();
    const bad = await pub(h.app, 'GET', 'orders', { key: shop.key, query: { per_page: '7' } });
    expect(bad.statusCode).toBe(422);
    expect(bad.json().details.per_page).toBeDefined();

    const cancelled = await pub(h.app, 'DELETE', `orders/${placed.order_id}`, { key: shop.key, query: { refund_channel: 'wallet' }, headers: { 'content-type': 'application/json' } });
    expect(cancelled.statusCode).toBe(200);
    expect(cancelled.json()).toMatchObject({ success: true, order_id: placed.order_id, status: 'cancelled', message: expect.stringMatching(/returnată în soldul de test/) });
    expect(cancelled.json().details.refund).toMatchObject({ channel: 'wallet', amount: placed.price.total, currency: 'RON' });
    // A cancelled order has no label any more (its AWB is void): 409 order_cancelled, documented.
    const number = (await pub(h.app, 'GET', `orders/${placed.order_id}`, { key: shop.key })).json().number as string;
    const noLabel = { error: 'order_cancelled', message: `Comanda ${number} este anulată: AWB-ul ei nu mai este valabil, deci eticheta nu mai poate fi descărcată.`, test_mode: true };
    const labels = await pub(h.app, 'POST', 'orders/labels', { key: shop.key, body: { order_ids: [placed.order_id] } });
    expect([labels.statusCode, labels.json()]).toEqual([409, noLabel]);
    const link = await pub(h.app, 'GET', `orders/label-link/${placed.awb_number}`, { key: shop.key });
    expect([link.statusCode, link.json()]).toEqual([409, noLabel]);
  });

  it("never shows another account's order, label or AWB", async () => {
    const placed = (await order(publicOrderBody(shop.billingAddressId))).json().data;
    const stranger = await newShop(h.app);
    expect((await pub(h.app, 'GET', `orders/${placed.order_id}`, { key: stranger.key })).statusCode).toBe(404);
    expect((await pub(h.app, 'DELETE', `orders/${placed.order_id}`, { key: stranger.key, query: { refund_channel: 'wallet' } })).statusCode).toBe(404);
    expect((await pub(h.app, 'GET', `orders/label-link/${placed.awb_number}`, { key: stranger.key })).statusCode).toBe(404);
    expect((await pub(h.app, 'POST', 'orders/labels', { key: stranger.key, body: { order_ids: [placed.order_id], format: 'A6' } })).statusCode).toBe(404);
    const tracked = (await pub(h.app, 'POST', 'orders/track-by-order', { key: stranger.key, body: { order_ids: [placed.order_id], language: 'ro' } })).json();
    expect(tracked[0]).toMatchObject({ found: false, awb: null });
  });

  it('tracks by AWB and by order, and gives the labels as one PDF (also asked for JSON)', async () => {
    const one = (await order(publicOrderBody(shop.billingAddressId))).json().data;
    const two = (await order(publicOrderBody(shop.billingAddressId))).json().data;
    const byAwb = await pub(h.app, 'POST', 'orders/track-by-awb', { key: shop.key, body: { carrier_id: 6, awb_list: [one.awb_number], language: 'ro' } });
    expect(byAwb.statusCode).toBe(200);
    expect(byAwb.json()).toEqual([expect.objectContaining({ awb: one.awb_number, order_id: one.order_id, carrier_id: 6, current_status_id: expect.any(Number) })]);
    const byOrder = await pub(h.app, 'POST', 'orders/track-by-order', { key: shop.key, body: { order_ids: [two.order_id, one.order_id], language: 'ro' } });
    expect(byOrder.json().map((t: { order_id: number }) => t.order_id)).toEqual([two.order_id, one.order_id]);

    const labels = await pub(h.app, 'POST', 'orders/labels', { key: shop.key, body: { order_ids: [one.order_id, two.order_id], format: 'A6' }, headers: { accept: 'application/json' } });
    expect(labels.statusCode).toBe(200);
    expect(labels.headers['content-type']).toBe('application/pdf');
    expect(labels.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    expect((labels.rawPayload.toString('latin1').match(/\/Type\s*\/Page\b/g) ?? []).length).toBe(2);
    const a4 = await pub(h.app, 'POST', 'orders/labels', { key: shop.key, body: { order_ids: [one.order_id, two.order_id], format: 'A4' } });
    expect((a4.rawPayload.toString('latin1').match(/\/Type\s*\/Page\b/g) ?? []).length).toBe(1);

    const link = await pub(h.app, 'GET', `orders/label-link/${one.awb_number}`, { key: shop.key });
    expect(link.json()).toMatchObject({ awb: one.awb_number, format: 'A6', download_url: expect.stringContaining(`/orders/${one.order_id}/label`), test_mode: true });
    const url = new URL(link.json().download_url);
    const pdf = await h.app.inject({ method: 'GET', url: `${url.pathname}${url.search}` });
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
  });

  it('refuses writes with a read-only key but lets it price and read', async () => {
    const reader = await fundedShop(h.app, 10_000, { scope: 'read' });
    const res = await pub(h.app, 'POST', 'orders', { key: reader.key, body: publicOrderBody(reader.billingAddressId) });
    expect(res.statusCode).toBe(403);
    expect(res.json().error).toBe('insufficient_scope');
    expect((await pub(h.app, 'GET', 'orders', { key: reader.key })).statusCode).toBe(200);
  });

  it("keeps a test key's orders apart from the account's other orders", async () => {
    await drained(h.app);
    // An order placed in the app (not test mode) is not the test key's; it is paid from the wallet.
    await paidTopUp(h.app, shop.token, 20_000);
    const placed = await h.app.inject({
      method: 'POST',
      url: '/api/private/orders',
      headers: { authorization: `Bearer ${shop.token}`, 'idempotency-key': `app-${Date.now()}` },
      payload: { ...publicOrderBody(shop.billingAddressId), billing_to: undefined, billing: { type: 'person', name: 'Ana Popescu' }, payment: { method: 'wallet' } },
    });
    expect(placed.statusCode).toBe(201);
    const id = placed.json().data.order_id;
    expect((await pub(h.app, 'GET', `orders/${id}`, { key: shop.key })).statusCode).toBe(404);
    const listed = (await pub(h.app, 'GET', 'orders', { key: shop.key, query: { per_page: '200' } })).json().list;
    expect(listed.every((o: { test_mode: boolean }) => o.test_mode)).toBe(true);
  });
});
