// The public API's return requests (GET /returns, GET /returns/{id} and its photos, POST
// /returns/{id}/approve|refuse|receive|refund|close): a page in {list, meta, counts} with the contract's page/per_page, the
// inbox's filters (status, reason, from, to, q) with Romanian field errors, the detail with the
// statement and history, each status change by the state machine (a 409 from the wrong status, a
// refusal's reason required and mailed), the key's scope (a read key reads but moves nothing), its
// mode (a test key sees and moves test requests only, a live key live ones; another mode's or
// another account's request is a 404 in the contract's error shape), the key's rate limit, and a
// move through this door queuing `return.status_changed` for the shop's webhook endpoint as the
// dashboard's does.
import { Webhook } from 'standardwebhooks';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApiKey } from '../../server/services/api-keys/index.ts';
import { authHarness, mailsTo, type AuthHarness } from './helpers/auth.ts';
import { testDatabases } from './helpers/databases.ts';
import { drained } from './helpers/orders.ts';
import { createKey, fundedShop, pub, type FundedShop } from './helpers/public-api.ts';
import { enableReturns, fileReturn, PNG, returnIn, returnWithPhoto, type ReturnsShop } from './helpers/public-returns.ts';
import { shopOrder } from './helpers/returns.ts';
import { startReceiver, type Receiver } from './helpers/webhook-receiver.ts';

const REAL_CARRIER = { FAN_COURIER_USERNAME: 'curiero', FAN_COURIER_PASSWORD: 'parola-test', FAN_COURIER_CLIENT_ID: '7032158', FAN_COURIER_BASE_URL: 'http://127.0.0.1:9' };
const RETURN_FIELDS = [
  'actions', 'carrier_id', 'carrier_name', 'cash_on_delivery', 'confirmed_at', 'contact', 'created_at', 'drop_off_method', 'drop_off_name', 'id', 'items',
  'order_awb', 'order_delivered_at', 'order_id', 'order_reference', 'refund_iban', 'refusal_reason', 'return_order_id', 'stated_at', 'status', 'status_name', 'updated_at',
];
const today = () => new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Bucharest' }).format(new Date());
const tomorrow = () => new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Bucharest' }).format(new Date(Date.now() + 86_400_000));

describe.each(testDatabases())('the public returns API on $name', (backend) => {
  let h: AuthHarness;
  let app: FastifyInstance;
  let receiver: Receiver;
  let funded: FundedShop;
  let shop: ReturnsShop;
  let readKey: string;
  const ids: Record<'requested' | 'approved' | 'refused', number> = { requested: 0, approved: 0, refused: 0 };

  beforeAll(async () => {
    h = await authHarness(backend, { WEBHOOKS_ALLOW_INSECURE_LOCALHOST: 'true' });
    app = h.app;
    receiver = await startReceiver();
    funded = await fundedShop(app, 500_000);
    shop = { key: funded.key, billingAddressId: funded.billingAddressId, slug: await enableReturns(app, funded.token) };
    readKey = (await createKey(app, funded.token, { scope: 'read', name: 'Citire' })).json().data.key;
    ids.requested = await returnIn(app, shop, 'requested');
    ids.approved = await returnIn(app, shop, 'approved');
    ids.refused = await returnIn(app, shop, 'refused');
  });
  afterAll(async () => {
    await receiver?.close();
    await h?.close();
  });

  const get = (path: string, key = shop.key, query?: Record<string, string>) => pub(app, 'GET', path, { key, ...(query ? { query } : {}) });

  it('lists the key’s requests newest first in {list, meta, counts}, every field of the request', async () => {
    const res = await get('returns');
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['x-curiero-mode']).toBe('test');
    const body = res.json();
    expect(Object.keys(body).sort()).toEqual(['counts', 'list', 'meta', 'test_mode']);
    expect(body.list.map((r: { id: number }) => r.id)).toEqual([ids.refused, ids.approved, ids.requested]);
    expect(body.meta).toEqual({ total: 3, per_page: 15, current_page: 1, last_page: 1, from: 1, to: 3 });
    expect(body.counts).toEqual({ requested: 1, approved: 1, refused: 1, label_issued: 0, in_transit: 0, received: 0, refunded: 0, closed: 0 });
    const [refused, approved] = body.list;
    expect(Object.keys(refused).sort()).toEqual(RETURN_FIELDS);
    expect(refused).toMatchObject({ status: 'refused', status_name: 'Refuzată', refusal_reason: 'Produsul a fost purtat.', actions: [], drop_off_method: 'locker', carrier_id: 6, carrier_name: 'Sameday' });
    expect(approved).toMatchObject({ status: 'approved', actions: ['receive', 'close'], refusal_reason: null, cash_on_delivery: false, refund_iban: null });
    expect(approved.contact).toEqual({
      name: 'Ion Țăranu',
      email: 'ion.taranu@exemplu.ro',
      phone: expect.any(String),
      locality_id: expect.toBeOneOf([null, expect.any(Number)]),
      locality_name: 'Iași',
      county_name: 'Iași',
      street: 'Bulevardul Ștefan cel Mare și Sfânt 10',
      postal_code: '700064',
    });
    expect(approved.items).toEqual([{ name: 'Tricou albastru', quantity: 1, reason: 'Nu mi se potrivește mărimea' }]);
    expect(approved.order_id).toEqual(expect.any(Number));
    expect(approved.created_at).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/);
    // What the dashboard keeps to itself is not serialized: no statement or photos in the list.
    expect(approved).not.toHaveProperty('statement');
  });

  it('pages by the contract’s page and per_page, and names a wrong one', async () => {
    const paging = await fundedShop(app, 500_000);
    const owner: ReturnsShop = { key: paging.key, billingAddressId: paging.billingAddressId, slug: await enableReturns(app, paging.token) };
    const made: number[] = [];
    for (let i = 0; i < 16; i++) made.push(await returnIn(app, owner));
    const first = (await get('returns', owner.key)).json();
    expect(first.list).toHaveLength(15);
    expect(first.list[0].id).toBe(made[15]);
    expect(first.meta).toEqual({ total: 16, per_page: 15, current_page: 1, last_page: 2, from: 1, to: 15 });
    const second = (await get('returns', owner.key, { page: '2', per_page: '15' })).json();
    expect(second.list.map((r: { id: number }) => r.id)).toEqual([made[0]]);
    expect(second.meta).toEqual({ total: 16, per_page: 15, current_page: 2, last_page: 2, from: 16, to: 16 });
    expect((await get('returns', owner.key, { page: '3' })).json().meta).toMatchObject({ total: 16, from: null, to: null });
    expect((await get('returns', owner.key, { per_page: '50' })).json().list).toHaveLength(16);
    const wrong = await get('returns', owner.key, { page: '0', per_page: '7' });
    expect(wrong.statusCode).toBe(422);
    expect(wrong.json()).toEqual({
      error: 'validation_failed',
      message: expect.any(String),
      test_mode: true,
      details: { page: ['Pagina trebuie să fie un număr întreg de la 1 în sus.'], per_page: ['Numărul pe pagină trebuie să fie 15, 50, 100 sau 200.'] },
    });
  });

  it('filters by status, reason, day and text, and names each wrong filter in Romanian', async () => {
    const listed = async (query: Record<string, string>) => {
      const res = await get('returns', shop.key, query);
      expect(res.statusCode, res.body).toBe(200);
      return res.json().list.map((r: { id: number }) => r.id) as number[];
    };
    expect(await listed({ status: 'refused' })).toEqual([ids.refused]);
    expect((await get('returns', shop.key, { status: 'refused' })).json().meta.total).toBe(1);
    expect(await listed({ reason: 'Nu mi se potrivește mărimea' })).toHaveLength(3);
    expect(await listed({ reason: 'Produs deteriorat' })).toEqual([]);
    expect(await listed({ from: today(), to: today() })).toHaveLength(3);
    expect(await listed({ from: tomorrow() })).toEqual([]);
    const detail = (await get(`returns/${ids.approved}`)).json();
    expect(await listed({ q: detail.order_awb })).toEqual([ids.approved]);
    expect(await listed({ q: 'TARANU' })).toHaveLength(3);
    expect(await listed({ q: 'nimeni-altcineva' })).toEqual([]);

    const wrong = await get('returns', shop.key, { status: 'pierdut', from: '2026-13-01', reason: ' ' });
    expect(wrong.statusCode).toBe(422);
    expect(wrong.json().error).toBe('validation_failed');
    expect(wrong.json().details).toEqual({
      status: [expect.stringContaining('Starea trebuie să fie una dintre: requested, approved')],
      from: ['Data trebuie să fie în forma AAAA-LL-ZZ.'],
    });
    for (const [field, message] of [['q', 'Textul căutat are cel mult 100 de caractere.'], ['reason', 'Motivul are cel mult 100 de caractere.']] as const) {
      expect((await get('returns', shop.key, { [field]: 'ș'.repeat(101) })).json().details, field).toEqual({ [field]: [message] });
      expect((await get('returns', shop.key, { [field]: 'ș'.repeat(100) })).statusCode, field).toBe(200);
    }
    const backwards = await get('returns', shop.key, { from: '2026-03-10', to: '2026-03-01' });
    expect(backwards.json().details).toEqual({ to: ['Data de început trebuie să fie înaintea celei de sfârșit.'] });
  });

  it('shows one request with its statement and history; another account’s is a 404 in the contract’s shape', async () => {
    const res = await get(`returns/${ids.refused}`);
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json();
    expect(Object.keys(body).sort()).toEqual([...RETURN_FIELDS, 'history', 'photos', 'statement', 'test_mode'].sort());
    expect(body.statement.text).toContain('mă retrag din contractul de vânzare');
    expect(body.history.map((e: { from_status: string | null; to_status: string; event: string }) => [e.from_status, e.to_status, e.event])).toEqual([
      [null, 'requested', 'customer.withdrew'],
      ['requested', 'refused', 'shop.refused'],
    ]);
    expect(body.history[1]).toMatchObject({ status_name: 'Refuzată', note: 'Produsul a fost purtat.' });
    expect(body.photos).toEqual([]);

    const stranger = await fundedShop(app, 0);
    for (const path of [`returns/${ids.refused}`, 'returns/abc', 'returns/999999999']) {
      const other = await get(path, stranger.key);
      expect(other.statusCode, path).toBe(404);
      expect(other.json()).toEqual({ error: 'not_found', message: 'Cererea de retur nu există.', test_mode: true });
    }
    const move = await pub(app, 'POST', `returns/${ids.requested}/approve`, { key: stranger.key });
    expect(move.statusCode).toBe(404);
    expect((await get(`returns/${ids.requested}`)).json().status).toBe('requested');
    expect((await get('returns', stranger.key)).json()).toMatchObject({ list: [], meta: { total: 0 } });
  });

  it('lists the customer’s photos and serves each with the key, to the shop only', async () => {
    const { id, photoId } = await returnWithPhoto(app, shop);
    const detail = (await get(`returns/${id}`)).json();
    expect(detail.photos).toEqual([{ id: photoId, content_type: 'image/png', size: PNG.length, url: `http://curiero.test/api/public/v1/returns/${id}/photos/${photoId}`, created_at: expect.any(String) }]);
    const photo = await get(`returns/${id}/photos/${photoId}`);
    expect(photo.statusCode).toBe(200);
    expect(photo.headers['content-type']).toBe('image/png');
    expect(photo.headers['cache-control']).toBe('private, no-store');
    expect(photo.rawPayload.equals(PNG)).toBe(true);
    const stranger = await fundedShop(app, 0);
    for (const [path, key] of [[`returns/${id}/photos/${photoId}`, stranger.key], [`returns/${ids.requested}/photos/${photoId}`, shop.key], [`returns/${id}/photos/x`, shop.key]] as const) {
      const missing = await get(path, key);
      expect(missing.statusCode, path).toBe(404);
      expect(missing.json().error).toBe('not_found');
    }
  });

  it('moves a request by the state machine: 409 from the wrong status, a refusal needs its reason and mails it', async () => {
    const id = await returnIn(app, shop);
    const approved = await pub(app, 'POST', `returns/${id}/approve`, { key: shop.key });
    expect(approved.statusCode, approved.body).toBe(200);
    expect(approved.json()).toMatchObject({ success: true, message: 'Cererea de retur a fost aprobată.', test_mode: true, return: { id, status: 'approved', status_name: 'Aprobată', actions: ['receive', 'close'] } });
    expect(Object.keys(approved.json().return).sort()).toEqual(RETURN_FIELDS);

    const again = await pub(app, 'POST', `returns/${id}/approve`, { key: shop.key });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({ error: 'return_status_conflict', message: 'Cererea nu poate fi aprobată: este în starea „Aprobată”.', test_mode: true });
    const early = await pub(app, 'POST', `returns/${id}/refund`, { key: shop.key });
    expect(early.json().error).toBe('return_status_conflict');
    for (const [action, status] of [['receive', 'received'], ['refund', 'refunded'], ['close', 'closed']] as const) {
      const moved = await pub(app, 'POST', `returns/${id}/${action}`, { key: shop.key });
      expect(moved.statusCode, moved.body).toBe(200);
      expect(moved.json().return.status).toBe(status);
    }

    const refusable = await returnIn(app, shop);
    const none = await pub(app, 'POST', `returns/${refusable}/refuse`, { key: shop.key, body: {} });
    expect(none.statusCode).toBe(422);
    expect(none.json()).toMatchObject({ error: 'validation_failed', details: { reason: [expect.stringMatching(/obligatoriu/)] } });
    const short = await pub(app, 'POST', `returns/${refusable}/refuse`, { key: shop.key, body: { reason: ' abc ' } });
    expect(short.json().details).toEqual({ reason: ['Motivul refuzului are între 5 și 1000 de caractere.'] });
    const long = await pub(app, 'POST', `returns/${refusable}/refuse`, { key: shop.key, body: { reason: 'x'.repeat(1001) } });
    expect(long.json().details).toEqual({ reason: ['Motivul refuzului are între 5 și 1000 de caractere.'] });
    expect((await get(`returns/${refusable}`)).json()).toMatchObject({ status: 'requested', history: [{ to_status: 'requested' }] });

    const reason = `Eticheta lipsește de pe produs (${refusable}).`;
    const refused = await pub(app, 'POST', `returns/${refusable}/refuse`, { key: shop.key, body: { reason } });
    expect(refused.statusCode, refused.body).toBe(200);
    expect(refused.json().return).toMatchObject({ status: 'refused', refusal_reason: reason, actions: [] });
    await drained(app);
    const mails = mailsTo(h.dataDir, 'ion.taranu@exemplu.ro').filter((m) => m.text.includes(reason));
    expect(mails).toHaveLength(1);
  });

  it('lets a read key list and read, never move (403, nothing changed)', async () => {
    expect((await get('returns', readKey)).statusCode).toBe(200);
    expect((await get(`returns/${ids.requested}`, readKey)).statusCode).toBe(200);
    for (const action of ['approve', 'refuse', 'receive', 'refund', 'close']) {
      const res = await pub(app, 'POST', `returns/${ids.requested}/${action}`, { key: readKey, body: { reason: 'Nu se poate returna.' } });
      expect(res.statusCode, action).toBe(403);
      expect(res.json().error).toBe('insufficient_scope');
    }
    expect((await get(`returns/${ids.requested}`)).json().history).toHaveLength(1);
  });

  it('keeps the modes apart: a test key never sees a live request, a live key never a test one', async () => {
    // A live request: an order the shop placed in the dashboard (live), returned by its customer.
    const before = (await get('returns')).json().counts;
    const liveOrder = await shopOrder(app, { who: null as never, token: funded.token, customerId: funded.customerId, addressId: 0, slug: shop.slug });
    const live = await fileReturn(app, shop.slug, liveOrder);
    expect((await get('returns')).json().list.map((r: { id: number }) => r.id)).not.toContain(live);
    expect((await get('returns')).json().counts).toEqual(before);
    expect((await get(`returns/${live}`)).statusCode).toBe(404);
    expect((await pub(app, 'POST', `returns/${live}/approve`, { key: shop.key })).statusCode).toBe(404);

    const withCarrier = await h.newApp(REAL_CARRIER);
    const { key: liveKey } = await createApiKey(h.db, funded.customerId, { mode: 'live', name: 'Live', scope: 'read_write' }, { hasRealCarrier: true });
    const liveList = await pub(withCarrier, 'GET', 'returns', { key: liveKey });
    expect(liveList.statusCode, liveList.body).toBe(200);
    expect(liveList.headers['x-curiero-mode']).toBe('live');
    expect(liveList.json()).not.toHaveProperty('test_mode');
    expect(liveList.json().list.map((r: { id: number }) => r.id)).toEqual([live]);
    expect(liveList.json().counts).toMatchObject({ requested: 1, approved: 0, refused: 0 });
    expect((await pub(withCarrier, 'GET', `returns/${ids.requested}`, { key: liveKey })).statusCode).toBe(404);
    const moved = await pub(withCarrier, 'POST', `returns/${live}/approve`, { key: liveKey });
    expect(moved.statusCode, moved.body).toBe(200);
    expect(moved.json()).not.toHaveProperty('test_mode');
  });

  it('refuses calls over the key’s limit per minute with 429 and Retry-After', async () => {
    const limited = await h.newApp({ PUBLIC_API_REQUESTS_PER_MINUTE: '2' });
    const key = (await createKey(app, funded.token, { scope: 'read', name: 'Limitată' })).json().data.key;
    expect((await pub(limited, 'GET', 'returns', { key })).statusCode).toBe(200);
    expect((await pub(limited, 'GET', `returns/${ids.requested}`, { key })).statusCode).toBe(200);
    const over = await pub(limited, 'GET', 'returns', { key });
    expect(over.statusCode).toBe(429);
    expect(over.json().error).toBe('too_many_requests');
    expect(Number(over.headers['retry-after'])).toBeGreaterThan(0);
  });

  it('queues return.status_changed for the key’s mode’s endpoint when this door moves a request, as the dashboard does', async () => {
    const made = await pub(app, 'POST', 'webhooks', { key: shop.key, body: { url: receiver.url('/retururi-api'), events: ['return.status_changed'] } });
    expect(made.statusCode, made.body).toBe(201);
    const secret = made.json().secret as string;
    const id = await returnIn(app, shop);
    expect((await pub(app, 'POST', `returns/${id}/approve`, { key: shop.key })).statusCode).toBe(200);
    await drained(app);
    await drained(app);
    const events = receiver.received
      .filter((r) => r.path === '/retururi-api')
      .map((r) => new Webhook(secret).verify(r.body, r.headers) as { type: string; data: Record<string, unknown> })
      .filter((e) => e.data.return_id === id);
    expect(events).toHaveLength(1);
    expect(events[0]).toMatchObject({ type: 'return.status_changed', data: { return_id: id, status: 'approved', previous_status: 'requested', event: 'shop.approved' } });
  });
});
