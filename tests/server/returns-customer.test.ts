// The customer's side of returns, no account needed: the directory of shops with returns on (search
// with or without diacritics), a shop's public page (an unknown or disabled one is a 404), finding
// the order (only that shop's, the same answer for a missing order and wrong data, limited per
// address), the two-step withdrawal (the statement checked in full: items and reasons, contact,
// method and carrier, the IBAN of a cash-on-delivery order, the window, a second active return;
// then its confirmation, which creates the request once, mails the acknowledgement and the shop's
// copy as jobs, and approves at once when the shop approves automatically), the guest's signed link
// and their photos.
import { eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { jobs, returnPhotos, returnRequests } from '../../server/db/schema.ts';
import { authHarness, clearRateLimits, mailsTo, type AuthHarness } from './helpers/auth.ts';
import { testDatabases } from './helpers/databases.ts';
import { api, drained } from './helpers/orders.ts';
import { roIban } from './helpers/repayments.ts';
import { shopOrder, shopWithReturns, statementBody, type Shop } from './helpers/returns.ts';

const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==', 'base64');

describe.each(testDatabases())('a customer’s return on $name', (backend) => {
  let h: AuthHarness;
  let app: FastifyInstance;
  let shop: Shop;
  beforeAll(async () => {
    h = await authHarness(backend);
    app = h.app;
    shop = await shopWithReturns(app);
  });
  afterAll(async () => h?.close());

  const post = (path: string, body: unknown, ip = '10.9.8.7') => app.inject({ method: 'POST', url: `/api/private/returns/${path}`, payload: body as object, remoteAddress: ip });
  const state = (body: unknown, s = shop) => post(`shops/${s.slug}/withdrawal`, body);
  const confirm = (token: string, s = shop) => post(`shops/${s.slug}/withdrawal/confirm`, { statement_token: token });

  it('lists the shops with returns on, by name with or without diacritics, and shows a page’s public settings only', async () => {
    const off = await shopWithReturns(app, { enabled: false, public_name: 'Ștrumfi Închiși' });
    const found = await api(app, 'GET', 'returns/shops?q=STRUMFILOR');
    expect(found.json().data).toContainEqual({ slug: shop.slug, public_name: 'Magazinul Ștrumfilor', logo_url: null });
    expect((await api(app, 'GET', 'returns/shops?q=ștrumfilor')).json().data.map((s: { slug: string }) => s.slug)).toContain(shop.slug);
    expect((await api(app, 'GET', 'returns/shops?q=inchisi')).json().data).toEqual([]);
    const page = await api(app, 'GET', `returns/shops/${shop.slug}`);
    expect(page.json().data).toMatchObject({ slug: shop.slug, window_days: 30, payer: 'shop_up_to', payer_limit_bani: 5000, carriers: [{ id: 1, name: 'Cargus' }, { id: 6, name: 'Sameday' }], return_locality: { locality_name: 'Cluj-Napoca' } });
    expect(Object.keys(page.json().data)).not.toContain('return_address_id');
    expect(Object.keys(page.json().data)).not.toContain('notify_shop');
    for (const slug of [off.slug, 'nu-exista', 'Cu-Majuscule']) {
      const missing = await api(app, 'GET', `returns/shops/${slug}`);
      expect(missing.statusCode).toBe(404);
      expect(missing.json().message).toBe('Magazinul nu are o pagină de retur activă.');
    }
  });

  it('finds only the shop’s own order, by AWB or reference and contact, answering the same for a missing order and wrong data', async () => {
    const order = await shopOrder(app, shop, { reference: 'MS-2001' });
    const byAwb = await post(`shops/${shop.slug}/lookup`, { awb: order.awb.toLowerCase() });
    expect(byAwb.statusCode, byAwb.body).toBe(200);
    expect(byAwb.json().data).toMatchObject({ order_reference: 'MS-2001', awb: order.awb, cash_on_delivery: false, parcel_content: 'Tricou și pantofi', contact: { name: 'Ion Țăranu', locality_name: 'Iași' } });
    expect(byAwb.json().data.deadline).not.toBeNull();
    expect((await post(`shops/${shop.slug}/lookup`, { reference: 'MS-2001', phone: '0744-987-654' })).statusCode).toBe(200);
    const wrongPhone = await post(`shops/${shop.slug}/lookup`, { reference: 'MS-2001', phone: '0744 000 000' });
    const unknown = await post(`shops/${shop.slug}/lookup`, { reference: 'MS-9999', phone: '0744 987 654' });
    expect(wrongPhone.statusCode).toBe(422);
    expect(wrongPhone.json()).toEqual(unknown.json());
    expect(wrongPhone.json().errors.reference[0]).toContain('Nu am găsit o comandă a acestui magazin');
    expect((await post(`shops/${shop.slug}/lookup`, { reference: 'MS-2001' })).json().errors).toEqual({ email: ['Scrie e-mailul, telefonul sau codul poștal la care a fost trimisă comanda.'] });
    const other = await shopWithReturns(app);
    const foreign = await post(`shops/${other.slug}/lookup`, { awb: order.awb });
    expect(foreign.json().errors.awb[0]).toContain('Nu am găsit');
  });

  it('limits lookups per address, for every process alike', async () => {
    await clearRateLimits(h.db);
    const ip = '10.77.77.77';
    for (let i = 0; i < 30; i++) expect((await post(`shops/${shop.slug}/lookup`, { awb: 'NUEXISTA123' }, ip)).statusCode).toBe(422);
    const refused = await post(`shops/${shop.slug}/lookup`, { awb: 'NUEXISTA123' }, ip);
    expect(refused.statusCode).toBe(429);
    expect(refused.headers['retry-after']).toBeDefined();
    expect((await post(`shops/${shop.slug}/lookup`, { awb: 'NUEXISTA123' }, '10.77.77.78')).statusCode).toBe(422);
    await clearRateLimits(h.db);
  });

  it('refuses a statement with wrong fields, a COD order without a good IBAN, and one outside the window, creating nothing', async () => {
    const before = await h.db.select({ id: returnRequests.id }).from(returnRequests);
    const order = await shopOrder(app, shop);
    const bad = await state(
      statementBody(order, { items: [{ name: 'T', quantity: 0, reason: 'Altul' }], contact: { name: 'Ion', email: 'ion@', phone: '12' }, drop_off_method: 'drona', carrier_id: 3 }),
    );
    expect(bad.statusCode).toBe(422);
    expect(Object.keys(bad.json().errors).sort()).toEqual(
      ['carrier_id', 'contact.county_name', 'contact.email', 'contact.locality_name', 'contact.phone', 'contact.street', 'drop_off_method', 'items.0.name', 'items.0.quantity', 'items.0.reason'].sort(),
    );
    expect(bad.json().errors['items.0.reason']).toEqual(['Alege unul dintre motivele de retur ale magazinului.']);
    const hurried = await state(statementBody(order, { started_at: Date.now() - 1000 }));
    expect(hurried.json().errors).toEqual({ form: ['Formularul a fost trimis prea repede. Verifică datele și trimite-l din nou.'] });
    expect((await state(statementBody(order, { website: 'https://spam.example' }))).json().errors).toEqual({ form: ['Nu am putut înregistra declarația. Reîncarcă pagina și completeaz-o din nou.'] });

    const cod = await shopOrder(app, shop, { codLei: 120 });
    expect((await state(statementBody(cod))).json().errors).toEqual({ iban: ['Comanda a fost plătită ramburs: scrie IBAN-ul în care primești banii înapoi.'] });
    expect((await state(statementBody(cod, { iban: 'RO49 AAAA 1B31 0075 9384 0001' }))).json().errors.iban[0]).toContain('cifrele de control');
    expect((await state(statementBody(cod, { iban: 'DE89 3704 0044 0532 0130 00' }))).json().errors.iban[0]).toContain('România');
    const withIban = await state(statementBody(cod, { iban: roIban(42).toLowerCase() }));
    expect(withIban.json().data.refund_iban).toBe(roIban(42));

    const old = await shopOrder(app, shop, { deliveredAt: new Date(Date.now() - 31 * 86_400_000) });
    const late = await state(statementBody(old));
    expect(late.json().errors.order[0]).toMatch(/^Termenul de retur de 30 de zile a expirat pe /);
    expect(await h.db.select({ id: returnRequests.id }).from(returnRequests)).toEqual(before);
  });

  it('withdraws in two steps: the statement, then its confirmation, which files the request once with its mails as jobs', async () => {
    const order = await shopOrder(app, shop, { reference: 'MS-3001' });
    const stated = await state(statementBody(order));
    expect(stated.statusCode, stated.body).toBe(200);
    const statement = stated.json().data;
    expect(statement.text).toContain('Către Magazinul Ștrumfilor:');
    expect(statement.text).toContain('mă retrag din contractul de vânzare a următoarelor produse: 1 × Tricou albastru (Nu mi se potrivește mărimea), din comanda MS-3001');
    expect(await h.db.select().from(returnRequests).where(eq(returnRequests.orderReference, 'MS-3001'))).toEqual([]);

    const tampered = `${statement.statement_token.split('.')[0]}.${'A'.repeat(43)}`;
    expect((await confirm(tampered)).json().errors).toEqual({ statement_token: ['Declarația de retragere nu este validă. Completeaz-o din nou.'] });
    const confirmed = await confirm(statement.statement_token);
    expect(confirmed.statusCode, confirmed.body).toBe(201);
    const filed = confirmed.json().data;
    expect(filed.return).toMatchObject({ shop_name: 'Magazinul Ștrumfilor', status: 'requested', order_reference: 'MS-3001' });
    expect(filed.link).toBe(`http://curiero.test/retur/cerere/${filed.return.id}?cheie=${filed.access_token}`);
    // Confirmed twice (a double click, a retry): the same request.
    expect((await confirm(statement.statement_token)).json().data.return.id).toBe(filed.return.id);
    const [row] = await h.db.select().from(returnRequests).where(eq(returnRequests.orderReference, 'MS-3001'));
    expect(row!.statedAt.toISOString()).toBe(statement.stated_at);
    expect(row!.confirmedAt.getTime()).toBeGreaterThanOrEqual(row!.statedAt.getTime());
    const mailJobs = await h.db.select({ key: jobs.key }).from(jobs).where(sql`${jobs.kind} = 'mail' and ${jobs.key} like ${`return-%:${row!.id}`}`);
    expect(mailJobs.map((j) => j.key).sort()).toEqual([`return-ack:${row!.id}`, `return-shop:${row!.id}`]);

    // A second active return of the same order is refused.
    const second = await state(statementBody(order));
    expect(second.json().errors).toEqual({ order: ['Există deja o cerere de retur în curs pentru această comandă.'] });

    await drained(app);
    const ack = mailsTo(h.dataDir, 'ion.taranu@exemplu.ro').find((m) => m.text.includes('MS-3001') && m.text.includes('Confirmarea retragerii'));
    expect(ack?.text).toContain('Retragere confirmată');
    expect(ack?.text).toContain('1 × Tricou albastru (Nu mi se potrivește mărimea)');
    expect(ack?.text).toContain(filed.link);
    const toShop = mailsTo(h.dataDir, shop.who.customer.email).find((m) => m.text.includes('MS-3001'));
    expect(toShop?.text).toContain('Ion Țăranu s-a retras din contract pentru comanda MS-3001');

    // The guest reads it by the link, and nobody without it.
    const read = await api(app, 'GET', `returns/requests/${filed.return.id}?cheie=${filed.access_token}`);
    expect(read.json().data).toMatchObject({ id: filed.return.id, status: 'requested', history: [{ to_status: 'requested' }] });
    expect((await api(app, 'GET', `returns/requests/${filed.return.id}?cheie=${'B'.repeat(43)}`)).statusCode).toBe(404);
    expect((await api(app, 'GET', `returns/requests/${filed.return.id}`)).statusCode).toBe(404);

    // Photos: images only, and only with the link.
    const photo = (body: Buffer, key = filed.access_token) =>
      app.inject({ method: 'POST', url: `/api/private/returns/requests/${filed.return.id}/photos?cheie=${key}`, headers: { 'content-type': 'image/jpeg' }, payload: body });
    expect((await photo(Buffer.from('nu e imagine'))).json().errors).toEqual({ photo: ['Fișierul nu este o imagine PNG, JPEG sau WebP.'] });
    expect((await photo(PNG, 'x'.repeat(43))).statusCode).toBe(404);
    expect((await photo(PNG)).statusCode).toBe(201);
    expect((await photo(Buffer.concat([PNG, Buffer.alloc(2 * 1024 * 1024)]))).json().errors.photo[0]).toMatch(/cel mult 2048 KB/);
    const stored = await h.db.select().from(returnPhotos).where(eq(returnPhotos.returnId, filed.return.id));
    expect(stored.map((p) => [p.contentType, p.data.equals(PNG)])).toEqual([['image/png', true]]);
    const detail = await api(app, 'GET', `returns/${filed.return.id}`, { token: shop.token });
    const shown = await api(app, 'GET', detail.json().data.photos[0].url.replace('/api/private/', ''), { token: shop.token });
    expect(shown.rawPayload.equals(PNG)).toBe(true);
    for (let i = 0; i < 4; i++) expect((await photo(PNG)).statusCode).toBe(201);
    expect((await photo(PNG)).json().errors).toEqual({ photo: ['O cerere are cel mult 5 fotografii.'] });
  });

  it('approves at once when the shop approves automatically, and takes a typed-in order only when the shop allows it', async () => {
    const auto = await shopWithReturns(app, { approval: 'automatic', accept_external_orders: true, notify_shop: false });
    const order = await shopOrder(app, auto);
    const confirmed = await confirm((await state(statementBody(order), auto)).json().data.statement_token, auto);
    // Approved with its return shipment, booked at once (the simulated Sameday): its code is issued.
    expect(confirmed.json().data.return.status).toBe('label_issued');
    expect(confirmed.json().data.return.history.map((h: { to_status: string }) => h.to_status)).toEqual(['requested', 'approved', 'label_issued']);
    const shopMails = await h.db.select({ key: jobs.key }).from(jobs).where(sql`${jobs.key} = ${`return-shop:${confirmed.json().data.return.id}`}`);
    expect(shopMails).toEqual([]);

    const typed = { order: { external: true, reference: 'COMANDA-EXTERNA-1', delivered_on: new Date().toISOString().slice(0, 10) } };
    const external = await state(statementBody(order, typed), auto);
    expect(external.statusCode, external.body).toBe(200);
    expect((await confirm(external.json().data.statement_token, auto)).json().data.return.order_reference).toBe('COMANDA-EXTERNA-1');
    expect((await state(statementBody(order, typed))).json().errors.order[0]).toContain('doar pentru comenzile trimise prin Curiero');
    const impossible = await state(statementBody(order, { order: { ...typed.order, delivered_on: '2026-13-45' } }), auto);
    expect(impossible.json().errors).toEqual({ 'order.delivered_on': ['Scrie data la care ai primit comanda, în forma AAAA-LL-ZZ (nu în viitor).'] });
  });

  it('files one request when the same statement is confirmed twice at once', async () => {
    const order = await shopOrder(app, shop);
    const token = (await state(statementBody(order))).json().data.statement_token as string;
    const answers = await Promise.all(Array.from({ length: 6 }, () => confirm(token)));
    expect(answers.map((a) => a.statusCode)).toEqual(Array(6).fill(201));
    expect(new Set(answers.map((a) => a.json().data.return.id)).size).toBe(1);
    expect(await h.db.select({ id: returnRequests.id }).from(returnRequests).where(eq(returnRequests.orderId, order.orderId))).toHaveLength(1);
  });
});
