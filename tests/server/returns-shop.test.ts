// The shop's side of returns through the private API: its returns page settings (defaults, every
// wrong field named in Romanian, the return address from its own book, the slug unique), the logo
// (an image by its bytes, at most 500 KB), the inbox (filters, counts, detail; another shop's
// request is a 404), the moves (approve, refuse with a reason mailed to the customer, receive,
// refund; a move from the wrong status is a 409), the CSV export and the monthly report.
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eraseCustomer } from '../../server/services/auth/erase-customer.ts';
import { shippingAddress } from './helpers/addresses.ts';
import { authHarness, mailsTo, query, type AuthHarness } from './helpers/auth.ts';
import { testDatabases } from './helpers/databases.ts';
import { api, drained } from './helpers/orders.ts';
import { settingsBody, shopOrder, shopWithReturns, statementBody, type Shop } from './helpers/returns.ts';

/** A 1×1 PNG, and `size` bytes of one (a valid signature, then padding). */
const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==', 'base64');
const pngOf = (size: number) => Buffer.concat([PNG, Buffer.alloc(size - PNG.length)]);

/** Files a return of `order` as its customer does (statement, then confirmation); answers the request's id. */
async function fileReturn(app: FastifyInstance, shop: Shop, order: { awb: string }, overrides: Record<string, unknown> = {}): Promise<number> {
  const stated = await api(app, 'POST', `returns/shops/${shop.slug}/withdrawal`, { body: statementBody(order, overrides) });
  if (stated.statusCode !== 200) throw new Error(`statement answered ${stated.statusCode}: ${stated.body}`);
  const confirmed = await api(app, 'POST', `returns/shops/${shop.slug}/withdrawal/confirm`, { body: { statement_token: stated.json().data.statement_token } });
  if (confirmed.statusCode !== 201) throw new Error(`confirm answered ${confirmed.statusCode}: ${confirmed.body}`);
  return confirmed.json().data.return.id;
}

describe.each(testDatabases())('a shop’s returns on $name', (backend) => {
  let h: AuthHarness;
  let app: FastifyInstance;
  let shop: Shop;
  beforeAll(async () => {
    h = await authHarness(backend);
    app = h.app;
    shop = await shopWithReturns(app);
  });
  afterAll(async () => h?.close());

  const put = (token: string, body: unknown) => api(app, 'PUT', 'returns/settings', { token, body });

  it('starts from the defaults, and refuses wrong settings naming every field, saving nothing', async () => {
    const fresh = await shopWithReturns(app, { enabled: false }).then(async (s) => {
      await query(h.db, sql`delete from return_settings where customer_id = ${s.customerId}`);
      return s;
    });
    const defaults = await api(app, 'GET', 'returns/settings', { token: fresh.token });
    expect(defaults.json().data).toMatchObject({ configured: false, enabled: false, window_days: 14, approval: 'manual', notify_shop: true });
    expect(defaults.json().data.reasons.length).toBeGreaterThan(0);

    const other = await api(app, 'POST', 'addresses', { token: shop.token, body: shippingAddress() });
    const bad = await put(fresh.token, {
      ...settingsBody(other.json().data.id, 'Magazin Țară'),
      public_name: 'M',
      window_days: 10,
      reasons: [],
      drop_off_methods: ['drona'],
      carrier_ids: [99],
      payer: 'shop_up_to',
      payer_limit_bani: 0,
      approval: 'uneori',
    });
    expect(bad.statusCode).toBe(422);
    const errors = bad.json().errors as Record<string, string[]>;
    expect(Object.keys(errors).sort()).toEqual(['approval', 'carrier_ids', 'drop_off_methods', 'payer_limit_bani', 'public_name', 'reasons', 'slug', 'window_days']);
    expect(errors.window_days![0]).toContain('14 (minimul legal)');
    expect(errors.slug![0]).toContain('litere mici fără diacritice');
    // Another account's address is not this shop's return address.
    const foreign = await put(fresh.token, settingsBody(other.json().data.id, `alt-${fresh.slug}`));
    expect(foreign.json().errors).toEqual({ return_address_id: ['Alege adresa de retur din agenda ta de adrese (o adresă de expediere sau de livrare).'] });
    const noAddress = await put(fresh.token, settingsBody(null as unknown as number, `alt-${fresh.slug}`));
    expect(noAddress.json().errors.return_address_id[0]).toContain('înainte de a activa pagina');
    const taken = await put(fresh.token, settingsBody(fresh.addressId, shop.slug));
    expect(taken.statusCode).toBe(422);
    expect(taken.json().errors).toEqual({ slug: ['Adresa aceasta este folosită deja de alt magazin. Alege alta.'] });
    expect((await api(app, 'GET', 'returns/settings', { token: fresh.token })).json().data.configured).toBe(false);
    expect((await put(fresh.token, settingsBody(fresh.addressId, `nou-${fresh.slug}`))).json().data).toMatchObject({ configured: true, slug: `nou-${fresh.slug}`, payer_limit_bani: 5000 });
  });

  it('takes a logo that is a PNG, JPEG or WebP image of at most 500 KB, by its bytes', async () => {
    const upload = (body: Buffer, type = 'image/png') => app.inject({ method: 'PUT', url: '/api/private/returns/settings/logo', headers: { authorization: `Bearer ${shop.token}`, 'content-type': type }, payload: body });
    const notImage = await upload(Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>'), 'image/png');
    expect(notImage.statusCode).toBe(422);
    expect(notImage.json().errors).toEqual({ logo: ['Fișierul nu este o imagine PNG, JPEG sau WebP.'] });
    const large = await upload(pngOf(500 * 1024 + 1));
    expect(large.json().errors.logo[0]).toMatch(/cel mult 500 KB/);
    const saved = await upload(pngOf(2048), 'application/octet-stream');
    expect(saved.statusCode, saved.body).toBe(200);
    const logoUrl = saved.json().data.logo_url as string;
    expect(logoUrl).toMatch(new RegExp(`/returns/shops/${shop.slug}/logo`));
    const served = await app.inject({ method: 'GET', url: logoUrl });
    expect(served.headers['content-type']).toBe('image/png');
    expect(served.rawPayload.equals(pngOf(2048))).toBe(true);
  });

  it('lists its requests with filters and counts, shows one, and moves them through their statuses', async () => {
    const orders = [await shopOrder(app, shop), await shopOrder(app, shop), await shopOrder(app, shop)];
    const ids = [
      await fileReturn(app, shop, orders[0]!),
      await fileReturn(app, shop, orders[1]!, { items: [{ name: 'Pantofi', quantity: 2, reason: 'Produs deteriorat' }] }),
      await fileReturn(app, shop, orders[2]!, { contact: { ...statementBody(orders[2]!).contact, name: 'Ștefan Mureșan' } }),
    ];
    const list = (q = '') => api(app, 'GET', `returns${q}`, { token: shop.token });
    const all = await list();
    expect(all.json().data.map((r: { id: number }) => r.id)).toEqual([...ids].reverse());
    expect(all.json().counts).toMatchObject({ requested: 3, approved: 0 });
    expect((await list('?reason=Produs%20deteriorat')).json().data.map((r: { id: number }) => r.id)).toEqual([ids[1]]);
    expect((await list('?q=stefan%20muresan')).json().data.map((r: { id: number }) => r.id)).toEqual([ids[2]]);
    expect((await list(`?q=${orders[0]!.awb}`)).json().data.map((r: { id: number }) => r.id)).toEqual([ids[0]]);
    expect((await list('?from=2001-01-01&to=2001-01-31')).json().meta.total).toBe(0);
    expect((await list('?status=pierdut&from=ieri')).json().errors).toEqual({ status: [expect.stringContaining('requested')], from: ['Data trebuie să fie în forma AAAA-LL-ZZ.'] });

    const detail = await api(app, 'GET', `returns/${ids[0]}`, { token: shop.token });
    expect(detail.json().data).toMatchObject({ id: ids[0], status: 'requested', order_awb: orders[0]!.awb, history: [{ to_status: 'requested' }], photos: [], actions: ['approve', 'refuse'] });
    expect(detail.json().data.statement.text).toContain('mă retrag din contractul de vânzare');
    const stranger = await shopWithReturns(app);
    expect((await api(app, 'GET', `returns/${ids[0]}`, { token: stranger.token })).statusCode).toBe(404);
    expect((await api(app, 'POST', `returns/${ids[0]}/approve`, { token: stranger.token, body: {} })).statusCode).toBe(404);

    const act = (id: number, action: string, body: unknown = {}) => api(app, 'POST', `returns/${id}/${action}`, { token: shop.token, body });
    // Approved with its return shipment, booked at once on the simulated carrier: the label (code) is issued.
    expect((await act(ids[0]!, 'approve')).json()).toMatchObject({ data: { status: 'label_issued', actions: ['receive'] }, message: 'Cererea de retur a fost aprobată.' });
    const again = await act(ids[0]!, 'approve');
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe('Cererea nu poate fi aprobată: este în starea „Etichetă emisă”.');
    expect((await act(ids[0]!, 'refund')).statusCode).toBe(409);
    expect((await act(ids[0]!, 'receive')).json().data).toMatchObject({ status: 'received', actions: ['refund', 'close'] });
    expect((await act(ids[0]!, 'refund')).json().data).toMatchObject({ status: 'refunded', actions: ['close'] });

    expect((await act(ids[1]!, 'refuse', {})).json().errors).toEqual({ reason: ['Câmpul este obligatoriu.'] });
    const refused = await act(ids[1]!, 'refuse', { reason: 'Produsul a fost purtat.' });
    expect(refused.json().data).toMatchObject({ status: 'refused', refusal_reason: 'Produsul a fost purtat.', actions: [] });
    await drained(app);
    const mail = mailsTo(h.dataDir, 'ion.taranu@exemplu.ro').find((m) => m.text.includes('a fost refuzată'));
    expect(mail?.text).toContain('Motivul: Produsul a fost purtat.');
    expect((await list()).json().counts).toMatchObject({ requested: 1, refused: 1, refunded: 1 });
    expect((await list('?status=requested')).json().data.map((r: { id: number }) => r.id)).toEqual([ids[2]]);

    const csv = await api(app, 'GET', 'returns/export.csv?status=refused', { token: shop.token });
    expect(csv.headers['content-type']).toBe('text/csv; charset=utf-8');
    const lines = csv.body.replace(/^\uFEFF/, '').trim().split('\r\n');
    expect(lines).toHaveLength(2);
    expect(lines[1]).toContain('Refuzată');
    expect(lines[1]).toContain('2 × Pantofi');

    const report = await api(app, 'GET', 'returns/report?months=2', { token: shop.token });
    const month = report.json().data.at(-1);
    expect(report.json().data).toHaveLength(2);
    expect(month).toMatchObject({ requests: 3, delivered_orders: 3, return_rate: 100 });
    expect(month.reasons).toEqual(expect.arrayContaining([{ reason: 'Produs deteriorat', items: 2 }, { reason: 'Nu mi se potrivește mărimea', items: 2 }]));
  });

  it('loses its returns page when the account is erased', async () => {
    const gone = await shopWithReturns(app, {}, 0);
    expect((await api(app, 'GET', `returns/shops/${gone.slug}`)).statusCode).toBe(200);
    await eraseCustomer(h.db, gone.who.customer.email);
    expect((await api(app, 'GET', `returns/shops/${gone.slug}`)).statusCode).toBe(404);
  });
});
