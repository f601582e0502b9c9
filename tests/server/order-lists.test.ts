// The order list of a large account (issue #32): every page, first, deep and last, holds the right
// orders in the right order (newest id first, also among orders made in the same instant), each as
// the order's own call shows it; a page costs the same few queries whatever its size; and the exact
// total comes from order_counts, which the trigger keeps equal to the orders however they change.
import { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import type pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rowsOf, type AppDb } from '../../server/db/client.ts';
import * as schema from '../../server/db/schema.ts';
import { listOrders } from '../../server/services/orders/index.ts';
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
        const { items, total } = await listOrders(h.db, shop.customerId, page, 15, testMode);
        expect(items.map((b) => b.order.id)).toEqual(expected.slice((page - 1) * 15, page * 15));
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

  it('reads a page in the same three queries whatever its size or depth', async () => {
    const client = (h.db as unknown as { $client: unknown }).$client;
    let queries = 0;
    const logger = { logQuery: () => void queries++ };
    const counted = (client instanceof PGlite ? drizzlePglite({ client, schema, logger }) : drizzlePg({ client: client as pg.Pool, schema, logger })) as unknown as AppDb;
    for (const [page, perPage, testMode] of [[1, 15, true], [1, 200, true], [1, 200, false], [20, 15, true], [1, 200, undefined]] as const) {
      queries = 0;
      const { items, total } = await listOrders(counted, shop.customerId, page, perPage, testMode);
      expect(items.length).toBeGreaterThan(0);
      expect(total).toBeGreaterThan(items.length - 1);
      expect(queries).toBeLessThanOrEqual(3);
    }
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
});
