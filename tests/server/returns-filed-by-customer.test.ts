// The signed-in customer's own returns: a withdrawal confirmed with a bearer records who filed it
// (a guest's does not, a bad bearer files nothing), GET /customer/returns lists only the caller's
// requests, newest first, paginated, from the (filed_by_customer_id, id) index, and
// GET /customer/returns/{id} answers the guest's view of their own request; another customer's, a
// guest's and an unknown one are the same 404. And the shop's own logo, for its settings' preview
// while its page is off.
import { PGlite } from '@electric-sql/pglite';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AppDb } from '../../server/db/client.ts';
import * as schema from '../../server/db/schema.ts';
import { returnRequests } from '../../server/db/schema.ts';
import { guestReturnAnswerSchema } from '../../server/routes/private/returns/answers.ts';
import { filedReturnPageSchema } from '../../server/routes/private/customer/returns-answers.ts';
import { listFiledReturns } from '../../server/services/returns/index.ts';
import { expectAnswer } from './helpers/answers.ts';
import { authHarness, registerCustomer, type AuthHarness } from './helpers/auth.ts';
import { testDatabases } from './helpers/databases.ts';
import { api } from './helpers/orders.ts';
import { shopOrder, shopWithReturns, statementBody, type Shop } from './helpers/returns.ts';

const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==', 'base64');

describe.each(testDatabases())('a signed-in customer’s own returns on $name', (backend) => {
  let h: AuthHarness;
  let app: FastifyInstance;
  let shop: Shop;
  beforeAll(async () => {
    h = await authHarness(backend);
    app = h.app;
    shop = await shopWithReturns(app);
  });
  afterAll(async () => h?.close());

  /** A return of a new order of `s`, confirmed with `token` (a guest's without). */
  async function file(token: string | undefined, s: Shop = shop, reference?: string) {
    const order = await shopOrder(app, s, reference ? { reference } : {});
    const stated = await api(app, 'POST', `returns/shops/${s.slug}/withdrawal`, { body: statementBody(order) });
    expect(stated.statusCode, stated.body).toBe(200);
    const confirmed = await api(app, 'POST', `returns/shops/${s.slug}/withdrawal/confirm`, { token, body: { statement_token: stated.json().data.statement_token } });
    return { order, stated, confirmed };
  }

  it('records the signed-in customer who confirmed the withdrawal, and lists only their own requests, newest first', async () => {
    const ana = await registerCustomer(app);
    const bogdan = await registerCustomer(app);
    const first = await file(ana.access_token, shop, 'ANA-1');
    expect(first.confirmed.statusCode, first.confirmed.body).toBe(201);
    const other = await shopWithReturns(app, { public_name: 'Librăria Țărănească' });
    const second = await file(ana.access_token, other, 'ANA-2');
    const guest = await file(undefined, shop, 'OASPETE-1');
    const his = await file(bogdan.access_token, shop, 'BOGDAN-1');
    const idOf = (r: typeof first) => r.confirmed.json().data.return.id as number;

    const [row] = await h.db.select({ by: returnRequests.filedByCustomerId }).from(returnRequests).where(eq(returnRequests.id, idOf(first)));
    expect(row!.by).toBe(ana.customer.id);
    const [guestRow] = await h.db.select({ by: returnRequests.filedByCustomerId }).from(returnRequests).where(eq(returnRequests.id, idOf(guest)));
    expect(guestRow!.by).toBeNull();

    const list = await api(app, 'GET', 'customer/returns', { token: ana.access_token });
    expectAnswer(filedReturnPageSchema, list, 200);
    expect(list.headers['cache-control']).toBe('private, no-store');
    expect(list.json().data).toEqual([
      expect.objectContaining({ id: idOf(second), shop_name: 'Librăria Țărănească', order_reference: 'ANA-2', status: 'requested', status_name: 'Cerere nouă', items: 1, link: `/retur/cerere/${idOf(second)}` }),
      expect.objectContaining({ id: idOf(first), shop_name: 'Magazinul Ștrumfilor', order_reference: 'ANA-1', drop_off_name: 'Easybox sau locker' }),
    ]);
    expect(list.json().meta).toMatchObject({ total: 2, current_page: 1, last_page: 1, from: 1, to: 2 });
    expect((await api(app, 'GET', 'customer/returns', { token: bogdan.access_token })).json().data.map((r: { id: number }) => r.id)).toEqual([idOf(his)]);
    expect((await api(app, 'GET', 'customer/returns?page=2', { token: ana.access_token })).json()).toMatchObject({ data: [], meta: { total: 2, from: null } });
    expect((await api(app, 'GET', 'customer/returns?per_page=7', { token: ana.access_token })).json().errors).toHaveProperty('per_page');
    expect((await api(app, 'GET', 'customer/returns')).statusCode).toBe(401);

    // Its page: the guest's view, by the bearer; anyone else's request is not found.
    const own = await api(app, 'GET', `customer/returns/${idOf(first)}`, { token: ana.access_token });
    expectAnswer(guestReturnAnswerSchema, own, 200);
    expect(own.json().data).toMatchObject({ id: idOf(first), shop_name: 'Magazinul Ștrumfilor', order_reference: 'ANA-1', status_name: 'Cerere nouă' });
    expect(own.json().data).not.toHaveProperty('contact');
    for (const [token, id] of [[bogdan.access_token, idOf(first)], [ana.access_token, idOf(his)], [ana.access_token, idOf(guest)], [ana.access_token, 99_999_999], [ana.access_token, 'abc']] as const) {
      const missing = await api(app, 'GET', `customer/returns/${id}`, { token });
      expect(missing.statusCode, `${id}`).toBe(404);
      expect(missing.json().message).toBe('Cererea de retur nu există.');
    }
    expect((await api(app, 'GET', `customer/returns/${idOf(first)}`)).statusCode).toBe(401);
  });

  it('files nothing when the confirmation carries a bearer that is not valid', async () => {
    const order = await shopOrder(app, shop, { reference: 'FALS-1' });
    const stated = await api(app, 'POST', `returns/shops/${shop.slug}/withdrawal`, { body: statementBody(order) });
    const refused = await api(app, 'POST', `returns/shops/${shop.slug}/withdrawal/confirm`, { token: 'nu-este-un-token', body: { statement_token: stated.json().data.statement_token } });
    expect(refused.statusCode).toBe(401);
    expect(await h.db.select({ id: returnRequests.id }).from(returnRequests).where(eq(returnRequests.orderReference, 'FALS-1'))).toEqual([]);
  });

  it('shows the shop its own logo while its page is off, which the public address does not', async () => {
    const off = await shopWithReturns(app, { enabled: false });
    const put = await app.inject({ method: 'PUT', url: '/api/private/returns/settings/logo', headers: { authorization: `Bearer ${off.token}`, 'content-type': 'image/png' }, payload: PNG });
    expect(put.statusCode, put.body).toBe(200);
    expect((await api(app, 'GET', `returns/shops/${off.slug}/logo`)).statusCode).toBe(404);
    const own = await api(app, 'GET', 'returns/settings/logo', { token: off.token });
    expect(own.statusCode).toBe(200);
    expect(own.headers['content-type']).toBe('image/png');
    expect(own.headers['cache-control']).toBe('private, no-store');
    expect(Buffer.compare(own.rawPayload, PNG)).toBe(0);
    expect((await api(app, 'GET', 'returns/settings/logo', { token: shop.token })).statusCode).toBe(404);
    expect((await api(app, 'GET', 'returns/settings/logo')).statusCode).toBe(401);
  });

  it('reads a page from the (filed_by_customer_id, id) index, in its order, without a sort', async () => {
    const client = (h.db as unknown as { $client: unknown }).$client;
    const logged: { query: string; params: unknown[] }[] = [];
    const logger = { logQuery: (query: string, params: unknown[]) => void logged.push({ query, params }) };
    const db = (client instanceof PGlite ? drizzlePglite({ client, schema, logger }) : drizzlePg({ client: client as pg.Pool, schema, logger })) as unknown as AppDb;
    const ana = await registerCustomer(app);
    await file(ana.access_token, shop, 'INDEX-1');
    await listFiledReturns(db, ana.customer.id, 3, 15);
    const paged = logged.find((q) => / limit \$\d+ offset /.test(q.query))!;
    const counted = logged.find((q) => q.query.startsWith('select count(*)'))!;
    // A small table costs less to scan: both other paths are refused, so a plan without them shows the index serves it.
    const refuse = ['set local enable_seqscan = off', 'set local enable_sort = off', 'set local enable_bitmapscan = off'];
    const plan = async ({ query, params }: { query: string; params: unknown[] }) => {
      let rows: Record<string, string>[];
      if (client instanceof PGlite) {
        rows = await client.transaction(async (tx) => {
          for (const setting of refuse) await tx.exec(setting);
          return (await tx.query<Record<string, string>>(`explain (costs off) ${query}`, params)).rows;
        });
      } else {
        const connection = await (client as pg.Pool).connect();
        try {
          await connection.query('begin');
          for (const setting of refuse) await connection.query(setting);
          rows = (await connection.query<Record<string, string>>(`explain (costs off) ${query}`, params)).rows;
        } finally {
          await connection.query('rollback');
          connection.release();
        }
      }
      return rows.map((row) => Object.values(row)[0]).join('\n');
    };
    const page = await plan(paged);
    expect(page).toMatch(/Index Only Scan Backward using return_requests_filed_by_idx/);
    expect(page).not.toMatch(/Sort/);
    expect(await plan(counted)).toMatch(/Index Only Scan using return_requests_filed_by_idx/);
  });
});
