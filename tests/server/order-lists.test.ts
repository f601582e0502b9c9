// The order list of a large account (issue #32): every page, first, deep and last, holds the right
// orders in the right order (newest id first, also among orders made in the same instant), each as
// the order's own call shows it; a page costs the same few queries whatever its size; and the exact
// total comes from order_counts, which the trigger keeps equal to the orders however they change;
// a page asked for again is answered from memory until anything it shows changes (its version).
import { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import type pg from 'pg';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rowsOf, type AppDb } from '../../server/db/client.ts';
import * as schema from '../../server/db/schema.ts';
import { OrderListCache, orderPageAnswer } from '../../server/services/orders/index.ts';
import { authHarness, type AuthHarness } from './helpers/auth.ts';
import { testDatabases } from './helpers/databases.ts';
import { drained } from './helpers/orders.ts';
import { fundedShop, pub, publicOrderBody, type FundedShop } from './helpers/public-api.ts';

/** Copies of the shop's first order: every third one live, every second one booked (AWB, shipment, its events), all made in the same instant. */
const COPIES = 460;

async function copyOrders(db: AppDb, templateId: number, copies: number): Promise<void> {
  await db.execute(sql`
    insert into orders (number, customer_id, status, carrier_id, service_id, price_request, offer, total_bani, currency, cod_bani,
                        sender, recipient, parcel_content, billing, awb, origin, api_key_id, test_mode, created_at, updated_at)
    select t.number || '-' || g, t.customer_id, t.status, t.carrier_id, t.service_id, t.price_request, t.offer, t.total_bani, t.currency, t.cod_bani,
           t.sender, t.recipient, t.parcel_content, t.billing, case when g % 2 = 0 then t.awb || 'C' || g end, t.origin, t.api_key_id,
           case when g % 3 = 0 then not t.test_mode else t.test_mode end, t.created_at, t.updated_at
    from orders t cross join generate_series(1, ${copies}) g where t.id = ${templateId}`);
  await db.execute(sql`
    insert into payments (order_id, purpose, customer_id, method, status, amount_bani, currency, gateway, created_at, updated_at)
    select o.id, p.purpose, p.customer_id, p.method, p.status, p.amount_bani, p.currency, p.gateway, p.created_at, p.updated_at
    from orders o join orders t on t.id = ${templateId} join payments p on p.order_id = t.id where o.number like t.number || '-%'`);
  await db.execute(sql`
    insert into shipments (order_id, carrier_id, awb, network, status, carrier_status_code, label, booked_at, next_poll_at)
    select o.id, s.carrier_id, o.awb, s.network, s.status, s.carrier_status_code, s.label, s.booked_at, null
    from orders o join orders t on t.id = ${templateId} join shipments s on s.order_id = t.id where o.number like t.number || '-%' and o.awb is not null`);
  await db.execute(sql`
    insert into shipment_events (awb, carrier_id, sequence, carrier_status_code, status, description, location, occurred_at)
    select o.awb, e.carrier_id, e.sequence, e.carrier_status_code, e.status, e.description, e.location, e.occurred_at
    from orders o join orders t on t.id = ${templateId} join shipment_events e on e.awb = t.awb where o.number like t.number || '-%' and o.awb is not null`);
}

describe.each(testDatabases())('order lists of a large account on $name', (backend) => {
  let h: AuthHarness;
  let shop: FundedShop;
  const idsOf = async (testMode: boolean) =>
    rowsOf<{ id: string | number }>(await h.db.execute(sql`select id from orders where customer_id = ${shop.customerId} and test_mode = ${testMode} order by id desc`)).map((r) => Number(r.id));
  /** A page as the services list it: its orders' ids and the total (through a cache, `cache`, fresh unless given). */
  const listOrders = async (db: AppDb, customerId: number, page: number, perPage: number, testMode?: boolean, cache = new OrderListCache()) =>
    JSON.parse(
      (await orderPageAnswer(db, cache, 'test', { customerId, page, perPage, testMode }, ({ items, total }) => JSON.stringify({ ids: items.map((b) => b.order.id), total }))).json,
    ) as { ids: number[]; total: number };
  const list = async (key: string, page: number, perPage: number) => {
    const res = await pub(h.app, 'GET', `orders?page=${page}&per_page=${perPage}`, { key });
    expect(res.statusCode).toBe(200);
    return res.json() as { list: { id: number }[]; pagination: Record<string, number> };
  };

  beforeAll(async () => {
    h = await authHarness(backend);
    shop = await fundedShop(h.app, 100_000);
    const placed = await pub(h.app, 'POST', 'orders', { key: shop.key, body: publicOrderBody(shop.billingAddressId) });
    expect(placed.statusCode).toBe(201);
    await drained(h.app);
    const [template] = rowsOf<{ id: string | number; awb: string | null }>(await h.db.execute(sql`select id, awb from orders where customer_id = ${shop.customerId}`));
    expect(template?.awb).toBeTruthy();
    await copyOrders(h.db, Number(template!.id), COPIES);
  });
  afterAll(async () => h?.close());

  it('answers every page, first, deep and last, with its orders newest id first and the exact total', async () => {
    const ids = await idsOf(true);
    expect(ids.length).toBe(COPIES + 1 - Math.floor(COPIES / 3));
    const lastPage = Math.ceil(ids.length / 15);
    for (const page of [1, 2, Math.floor(lastPage / 2), lastPage - 1, lastPage, lastPage + 1]) {
      const answer = await list(shop.key, page, 15);
      expect(answer.list.map((o) => o.id)).toEqual(ids.slice((page - 1) * 15, page * 15));
      expect(answer.pagination).toEqual({ total: ids.length, per_page: 15, current_page: page, last_page: lastPage });
    }
    // Walking every page of 50 gives each order once, in order.
    const walked: number[] = [];
    for (let page = 1; page <= Math.ceil(ids.length / 50); page++) walked.push(...(await list(shop.key, page, 50)).list.map((o) => o.id));
    expect(walked).toEqual(ids);
    // The other mode's (a live key's) and both (the app's), through the same query.
    const live = await idsOf(false);
    expect(live.length).toBe(Math.floor(COPIES / 3));
    const all = [...ids, ...live].sort((a, b) => b - a);
    for (const [testMode, expected] of [[false, live], [undefined, all]] as const) {
      for (const page of [1, 3, Math.ceil(expected.length / 15)]) {
        const { ids: listed, total } = await listOrders(h.db, shop.customerId, page, 15, testMode);
        expect(listed).toEqual(expected.slice((page - 1) * 15, page * 15));
        expect(total).toBe(expected.length);
      }
    }
  });

  it('shows each listed order as its own call does (payment, shipment and tracking included or absent)', async () => {
    const ids = await idsOf(true);
    const page = await list(shop.key, 3, 15);
    const withAwb = page.list.filter((o) => (o as { awb?: string | null }).awb);
    expect(withAwb.length).toBeGreaterThan(0);
    expect(withAwb.length).toBeLessThan(page.list.length);
    for (const order of page.list) {
      const one = await pub(h.app, 'GET', `orders/${order.id}`, { key: shop.key });
      expect(order).toEqual(one.json());
    }
    expect(page.list.map((o) => o.id)).toEqual(ids.slice(30, 45));
  });

  it('reads a page in the same three queries whatever its size or depth, and the same page again in one', async () => {
    const client = (h.db as unknown as { $client: unknown }).$client;
    let queries = 0;
    const logger = { logQuery: () => void queries++ };
    const counted = (client instanceof PGlite ? drizzlePglite({ client, schema, logger }) : drizzlePg({ client: client as pg.Pool, schema, logger })) as unknown as AppDb;
    const cache = new OrderListCache();
    for (const [page, perPage, testMode] of [[1, 15, true], [1, 200, true], [1, 200, false], [20, 15, true], [1, 200, undefined]] as const) {
      queries = 0;
      const first = await listOrders(counted, shop.customerId, page, perPage, testMode, cache);
      expect(first.ids.length).toBeGreaterThan(0);
      expect(first.total).toBeGreaterThan(first.ids.length - 1);
      expect(queries).toBeLessThanOrEqual(3);
      // Nothing changed: the total and versions alone, and the same answer.
      queries = 0;
      expect(await listOrders(counted, shop.customerId, page, perPage, testMode, cache)).toEqual(first);
      expect(queries).toBe(1);
    }
    // After a change, ten requests at once for the same page read it once (each reads the versions).
    await h.db.execute(sql`update orders set updated_at = now() where id = (select max(id) from orders where customer_id = ${shop.customerId})`);
    queries = 0;
    const together = await Promise.all(Array.from({ length: 10 }, () => listOrders(counted, shop.customerId, 1, 50, true, cache)));
    expect(new Set(together.map((answer) => JSON.stringify(answer))).size).toBe(1);
    expect(queries).toBe(10 + 2);
  });

  it('answers a page afresh after any change it shows: a tracking event, a payment, a status, an order added or gone', async () => {
    const page = async () => (await list(shop.key, 1, 15)).list as unknown as { id: number; status?: string; payment?: unknown; history?: unknown[] }[];
    const before = await page();
    const booked = before.find((o) => (o as { awb?: string | null }).awb)! as unknown as { id: number; awb: string; history: unknown[] };
    expect(await page()).toEqual(before);
    // A tracking event of one of its parcels.
    await h.db.execute(sql`
      insert into shipment_events (awb, carrier_id, sequence, carrier_status_code, status, description, location, occurred_at)
      select awb, carrier_id, sequence + 100, carrier_status_code, status, 'Coletul a ajuns în depozit.', 'Iași', now()
      from shipment_events where awb = ${booked.awb} order by sequence desc limit 1`);
    const afterEvent = await page();
    const tracked = afterEvent.find((o) => o.id === booked.id)!;
    expect(tracked.history!.length).toBe(booked.history.length + 1);
    // A change of the order itself, then of its payment.
    await h.db.execute(sql`update orders set updated_at = '2030-01-02T03:04:05Z' where id = ${booked.id}`);
    expect(JSON.stringify((await page()).find((o) => o.id === booked.id))).toContain('2030-01-02T03:04:05');
    // A payment (the app's view shows it; here through the service with one cache kept between reads).
    const cache = new OrderListCache();
    const methods = async () =>
      JSON.parse(
        await orderPageAnswer(h.db, cache, 'methods', { customerId: shop.customerId, page: 1, perPage: 15, testMode: true }, ({ items }) =>
          JSON.stringify(Object.fromEntries(items.map((b) => [b.order.id, b.payment?.amountBani ?? null])))).then((answer) => answer.json),
      ) as Record<string, number | null>;
    const paidBefore = (await methods())[booked.id];
    expect(paidBefore).toEqual(expect.any(Number));
    await h.db.execute(sql`update payments set amount_bani = amount_bani + 1 where order_id = ${booked.id}`);
    expect((await methods())[booked.id]).toBe(paidBefore! + 1);
    // An order gone, another added.
    await h.db.execute(sql`delete from orders where id = ${before[0]!.id}`);
    expect((await page()).map((o) => o.id)).not.toContain(before[0]!.id);
    const placed = await pub(h.app, 'POST', 'orders', { key: shop.key, body: publicOrderBody(shop.billingAddressId) });
    expect(placed.statusCode).toBe(201);
    expect((await page())[0]!.id).toBeGreaterThan(before[0]!.id);
  });

  it('sends a kept page in the encoding the client accepts, compressed once while it stands', async () => {
    const asked = (encoding?: string) =>
      pub(h.app, 'GET', 'orders?page=2&per_page=50', { key: shop.key, headers: encoding ? { 'accept-encoding': encoding } : {} });
    const plain = await asked();
    expect(plain.headers['content-encoding']).toBeUndefined();
    const [br, brAgain, gzip] = [await asked('gzip, deflate, br'), await asked('br'), await asked('gzip')];
    expect([br.headers['content-encoding'], gzip.headers['content-encoding']]).toEqual(['br', 'gzip']);
    expect(br.headers.vary).toMatch(/accept-encoding/i);
    expect(JSON.parse(brotliDecompressSync(br.rawPayload).toString())).toEqual(plain.json());
    expect(JSON.parse(gunzipSync(gzip.rawPayload).toString())).toEqual(plain.json());
    expect(br.rawPayload.length).toBeLessThan(plain.rawPayload.length / 4);
    expect(brAgain.rawPayload.equals(br.rawPayload)).toBe(true);
    // A change: the page is read and compressed afresh.
    const second = (plain.json() as { list: { id: number }[] }).list[0]!.id;
    await h.db.execute(sql`update orders set updated_at = '2031-05-06T07:08:09Z' where id = ${second}`);
    expect(brotliDecompressSync((await asked('br')).rawPayload).toString()).toContain('2031-05-06T07:08:09');
  });

  it('keeps order_counts equal to the orders through inserts, deletes and changes of owner or mode', async () => {
    const counts = async () => ({
      kept: rowsOf<{ customer_id: string; test_mode: boolean; orders: string }>(
        await h.db.execute(sql`select customer_id, test_mode, orders from order_counts where orders <> 0 order by 1, 2`),
      ).map((r) => `${r.customer_id}/${r.test_mode}/${r.orders}`),
      actual: rowsOf<{ customer_id: string; test_mode: boolean; orders: string }>(
        await h.db.execute(sql`select customer_id, test_mode, count(*) as orders from orders where customer_id is not null group by 1, 2 order by 1, 2`),
      ).map((r) => `${r.customer_id}/${r.test_mode}/${r.orders}`),
    });
    const before = await counts();
    expect(before.kept).toEqual(before.actual);
    expect(before.kept).toContain(`${shop.customerId}/true/${(await idsOf(true)).length}`);
    const other = await fundedShop(h.app, 0);
    await h.db.execute(sql`update orders set customer_id = ${other.customerId} where id in (select id from orders where customer_id = ${shop.customerId} and test_mode order by id limit 7)`);
    await h.db.execute(sql`update orders set test_mode = not test_mode where id in (select id from orders where customer_id = ${shop.customerId} order by id desc limit 5)`);
    await h.db.execute(sql`update orders set customer_id = null where id in (select id from orders where customer_id = ${shop.customerId} order by id desc limit 3)`);
    await h.db.execute(sql`delete from orders where id in (select id from orders where customer_id = ${shop.customerId} order by id limit 11)`);
    const after = await counts();
    expect(after.kept).toEqual(after.actual);
    expect(after.kept).toContain(`${other.customerId}/true/7`);
    expect((await list(shop.key, 1, 15)).pagination.total).toBe((await idsOf(true)).length);
  });
  // Two transactions changing the same account's orders: the version lock is the commit's last, so
  // neither waits for the other while it runs (an earlier try locked the account inside the
  // transaction and deadlocked with the wallet's lock).
  if (backend.name === 'postgres') it('moves the version only at commit, without making two transactions of one account wait for each other', async () => {
    const pool = (h.db as unknown as { $client: pg.Pool }).$client;
    const version = async () =>
      Number(rowsOf<{ v: string }>(await h.db.execute(sql`select version as v from order_list_versions where customer_id = ${shop.customerId}`))[0]!.v);
    const [a, b] = await idsOf(true);
    const first = await pool.connect();
    const second = await pool.connect();
    try {
      const v0 = await version();
      await first.query('begin');
      await first.query('update orders set updated_at = now() where id = $1', [a]);
      await second.query('begin');
      await second.query("set local lock_timeout = '2s'");
      await second.query('update orders set updated_at = now() where id = $1', [b]);
      await second.query("insert into shipment_events (awb, carrier_id, sequence, carrier_status_code, status, description, occurred_at) select awb, carrier_id, sequence + 500, carrier_status_code, status, 'x', now() from shipment_events where awb = (select awb from orders where id = $1) order by sequence desc limit 1", [b]);
      expect(await version()).toBe(v0);
      await second.query('commit');
      expect(await version()).toBe(v0 + 1);
      await first.query('commit');
      expect(await version()).toBe(v0 + 2);
      // A transaction rolled back moves nothing.
      await first.query('begin');
      await first.query('update orders set updated_at = now() where id = $1', [a]);
      await first.query('rollback');
      expect(await version()).toBe(v0 + 2);
    } finally {
      first.release();
      second.release();
    }
  });
});
