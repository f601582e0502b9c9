// What the privacy policy promises of shop returns is deleted, and nothing sooner: a request's photos
// 90 days after the shop refused or closed it (not while it is still open, however old), and the
// request itself (statement, contact, IBAN, history, photos) 3 years after its last change. The
// requests are real ones (filed on a shop's page by its customer, with a photo by the signed link,
// moved by the shop); only their clocks are turned back.
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { purgePastRetention, RETENTION } from '../../server/services/retention.ts';
import { authHarness, query, type AuthHarness } from './helpers/auth.ts';
import { testDatabases } from './helpers/databases.ts';
import { api } from './helpers/orders.ts';
import { shopOrder, shopWithReturns, statementBody, type Shop } from './helpers/returns.ts';

const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==', 'base64');

describe.each(testDatabases())('retention of shop returns on $name', (backend) => {
  let h: AuthHarness;
  let shop: Shop;
  beforeAll(async () => {
    h = await authHarness(backend);
    shop = await shopWithReturns(h.app);
  });
  afterAll(async () => h?.close());

  /** A request of a new delivered order, with one photo, moved by the shop through `moves`; its id. */
  const filed = async (moves: string[]): Promise<number> => {
    const order = await shopOrder(h.app, shop);
    const stated = await api(h.app, 'POST', `returns/shops/${shop.slug}/withdrawal`, { body: statementBody(order) });
    const confirmed = await api(h.app, 'POST', `returns/shops/${shop.slug}/withdrawal/confirm`, { body: { statement_token: stated.json().data.statement_token } });
    expect(confirmed.statusCode, confirmed.body).toBe(201);
    const { return: request, access_token: key } = confirmed.json().data as { return: { id: number }; access_token: string };
    const photo = await h.app.inject({ method: 'POST', url: `/api/private/returns/requests/${request.id}/photos?cheie=${key}`, headers: { 'content-type': 'image/png' }, payload: PNG });
    expect(photo.statusCode, photo.body).toBe(201);
    for (const move of moves) {
      const body = move === 'refuse' ? { reason: 'Produsul a fost purtat.' } : {};
      expect((await api(h.app, 'POST', `returns/${request.id}/${move}`, { token: shop.token, body })).statusCode).toBe(200);
    }
    return request.id;
  };
  /** Turns the request's clock back by `age`: its history, its photos and its last change. */
  const age = async (id: number, interval: string) => {
    await h.db.execute(sql`update return_status_history set created_at = created_at - ${interval}::interval where return_id = ${id}`);
    await h.db.execute(sql`update return_photos set created_at = created_at - ${interval}::interval where return_id = ${id}`);
    await h.db.execute(sql`update return_requests set updated_at = updated_at - ${interval}::interval, created_at = created_at - ${interval}::interval where id = ${id}`);
  };
  const photos = async (id: number) => (await query<{ n: number }>(h.db, sql`select count(*)::int as n from return_photos where return_id = ${id}`))[0]!.n;
  const exists = async (id: number) => (await query<{ n: number }>(h.db, sql`select count(*)::int as n from return_requests where id = ${id}`))[0]!.n === 1;

  it('deletes the photos 90 days after the request was refused or closed, and only then', async () => {
    expect(RETENTION.returnPhotos).toBe('90 days');
    const refusedLongAgo = await filed(['refuse']);
    const closedLongAgo = await filed(['approve', 'receive', 'close']);
    const refusedLately = await filed(['refuse']);
    const stillOpen = await filed(['approve']);
    await age(refusedLongAgo, '91 days');
    await age(closedLongAgo, '91 days');
    await age(refusedLately, '89 days');
    await age(stillOpen, '400 days');
    await purgePastRetention(h.db);
    expect(await photos(refusedLongAgo)).toBe(0);
    expect(await photos(closedLongAgo)).toBe(0);
    expect(await photos(refusedLately)).toBe(1);
    expect(await photos(stillOpen)).toBe(1);
    // The requests themselves stay (the statement and the history are kept as long as the orders).
    for (const id of [refusedLongAgo, closedLongAgo, refusedLately, stillOpen]) expect(await exists(id)).toBe(true);
    const detail = await api(h.app, 'GET', `returns/${refusedLongAgo}`, { token: shop.token });
    expect(detail.json().data).toMatchObject({ status: 'refused', photos: [], history: [{ to_status: 'requested' }, { to_status: 'refused' }] });
  });

  it('deletes a request with its history and photos 3 years after its last change, not before, nor one refunded from cash on delivery', async () => {
    expect(RETENTION.returnRequests).toBe('3 years');
    const old = await filed(['approve', 'receive', 'close']);
    const younger = await filed(['refuse']);
    await age(old, '3 years 1 day');
    await age(younger, '35 months');
    await purgePastRetention(h.db);
    expect(await exists(old)).toBe(false);
    expect(await query(h.db, sql`select id from return_status_history where return_id = ${old}`)).toEqual([]);
    expect(await photos(old)).toBe(0);
    expect((await api(h.app, 'GET', `returns/${old}`, { token: shop.token })).statusCode).toBe(404);
    expect(await exists(younger)).toBe(true);
    // One refunded from the shop's cash on delivery stays with its refund: a line of a payout.
    const refunded = await filed(['approve', 'receive']);
    await h.db.execute(sql`insert into return_refunds (return_id, customer_id, amount_bani, buyer_iban, buyer_name, order_reference, status)
      select id, customer_id, 5000, 'RO49AAAA1B31007593840000', 'Ana Popescu', order_reference, 'paid' from return_requests where id = ${refunded}`);
    await age(refunded, '3 years 1 day');
    await purgePastRetention(h.db);
    expect(await exists(refunded)).toBe(true);
    // The younger one is still in the shop's inbox.
    expect((await api(h.app, 'GET', 'returns', { token: shop.token })).json().data.map((r: { id: number }) => r.id)).toContain(younger);
  });
});
