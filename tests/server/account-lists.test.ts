// The account's other lists of a large account (issue #32): repayments and payouts, invoices, an
// endpoint's webhook deliveries, the wallet's and the test balance's movements, addresses. On both
// doors where they exist, every page (first, deep, last, past the last) holds the expected rows in
// the expected order with the exact total, the filters select what plain SQL selects, and a page
// costs the same few queries whatever its size or depth.
import { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import type pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rowsOf, type AppDb } from '../../server/db/client.ts';
import * as schema from '../../server/db/schema.ts';
import { listAddresses } from '../../server/services/addresses/index.ts';
import { listInvoices } from '../../server/services/invoices/index.ts';
import { testMovements, walletMovements } from '../../server/services/payments/index.ts';
import { listPayouts, listRepayments } from '../../server/services/repayments/index.ts';
import { listDeliveries } from '../../server/services/webhooks/index.ts';
import { authHarness, type AuthHarness } from './helpers/auth.ts';
import { testDatabases } from './helpers/databases.ts';
import { seedLargeAccount, type LargeAccount } from './helpers/large-account.ts';
import { newShop, pub, type Shop } from './helpers/public-api.ts';

const SIZE = 1500;

type Page = { ids: number[]; total: number };

describe.each(testDatabases())('the lists of a large account on $name', (backend) => {
  let h: AuthHarness;
  let shop: Shop;
  let seeded: LargeAccount;
  const expected = async (statement: ReturnType<typeof sql>) => rowsOf<{ id: string | number }>(await h.db.execute(statement)).map((r) => Number(r.id));
  const privateList = async (path: string, query: Record<string, string> = {}) => {
    const res = await h.app.inject({ method: 'GET', url: `/api/private/${path}?${new URLSearchParams(query)}`, headers: { authorization: `Bearer ${shop.token}` } });
    expect(res.statusCode, res.body).toBe(200);
    return res.json() as { data: Record<string, unknown>[]; meta?: { total: number; last_page: number }; pagination?: { total: number; last_page: number } };
  };
  const publicList = async (path: string, query: Record<string, string> = {}) => {
    const res = await pub(h.app, 'GET', path, { key: shop.key, query });
    expect(res.statusCode, res.body).toBe(200);
    return res.json() as { list: Record<string, unknown>[]; meta?: { total: number }; pagination?: { total: number } };
  };
  /** Private lists: `data` with `meta` or `pagination`; the row's id is `field`. */
  const privately = (path: string, query: Record<string, string> = {}, field = 'id') => async (page: number, perPage: number): Promise<Page> => {
    const answer = await privateList(path, { ...query, page: String(page), per_page: String(perPage) });
    return { ids: answer.data.map((row) => Number(row[field])), total: (answer.meta ?? answer.pagination)!.total };
  };
  const publicly = (path: string, query: Record<string, string> = {}, field = 'id') => async (page: number, perPage: number): Promise<Page> => {
    const answer = await publicList(path, { ...query, page: String(page), per_page: String(perPage) });
    return { ids: answer.list.map((row) => Number(row[field])), total: (answer.meta ?? answer.pagination)!.total };
  };
  /** First, second, middle, last but one, last and past the last page of 15, and the first and last of 200. */
  async function everyPage(list: (page: number, perPage: number) => Promise<Page>, ids: number[]): Promise<void> {
    expect(ids.length).toBeGreaterThan(0);
    for (const perPage of [15, 200]) {
      const last = Math.max(1, Math.ceil(ids.length / perPage));
      const pages = perPage === 15 ? [1, 2, Math.ceil(last / 2), last - 1, last, last + 1] : [1, last];
      for (const page of pages.filter((p) => p >= 1)) {
        const answer = await list(page, perPage);
        expect(answer.ids, `page ${page} of ${perPage}`).toEqual(ids.slice((page - 1) * perPage, page * perPage));
        expect(answer.total).toBe(ids.length);
      }
    }
  }

  beforeAll(async () => {
    h = await authHarness(backend);
    shop = await newShop(h.app);
    seeded = await seedLargeAccount(h.db, shop.customerId, SIZE);
    // As autovacuum leaves a table: the visibility map set (index-only scans) and the statistics fresh.
    for (const table of ['orders', 'repayments', 'payouts', 'invoices', 'webhook_deliveries', 'wallet_ledger', 'test_balance_ledger', 'addresses']) {
      await h.db.execute(sql`vacuum analyze ${sql.identifier(table)}`);
    }
  });
  afterAll(async () => h?.close());

  it('repayments: every page on both doors, latest delivery first then the newest id, and the filters', async () => {
    const c = shop.customerId;
    const all = await expected(sql`select id from repayments where customer_id = ${c} order by delivered_at desc, id desc`);
    expect(all.length).toBe(SIZE);
    await everyPage(privately('repayments'), all);
    const testOrders = await expected(sql`select order_id as id from repayments where customer_id = ${c} and test_mode order by delivered_at desc, id desc`);
    expect(testOrders.length).toBeLessThan(SIZE);
    await everyPage(publicly('repayments', {}, 'order_id'), testOrders);
    // The filters: a status, delivery days, an AWB, an order (the public door: of its mode only).
    const paid = await expected(sql`select id from repayments where customer_id = ${c} and status = 'paid' order by delivered_at desc, id desc`);
    await everyPage(privately('repayments', { status: 'paid' }), paid);
    const days = await expected(sql`
      select id from repayments where customer_id = ${c} and status = 'pending'
        and delivered_at >= timestamptz '2026-01-20 00:00:00+02' and delivered_at < timestamptz '2026-02-11 00:00:00+02'
      order by delivered_at desc, id desc`);
    await everyPage(privately('repayments', { status: 'pending', from: '2026-01-20', to: '2026-02-10' }), days);
    const [one] = rowsOf<{ id: string; awb: string; order_id: string; test_mode: boolean }>(
      await h.db.execute(sql`select id, awb, order_id, test_mode from repayments where customer_id = ${c} and not test_mode order by id limit 1 offset 100`),
    );
    expect((await privately('repayments', { awb: one!.awb })(1, 15)).ids).toEqual([Number(one!.id)]);
    expect((await privately('repayments', { order_id: one!.order_id })(1, 15)).ids).toEqual([Number(one!.id)]);
    expect(await publicly('repayments', { order_id: one!.order_id }, 'order_id')(1, 15)).toEqual({ ids: [], total: 0 });
  });

  it('payouts: every page on both doors, newest first, with their lines counted', async () => {
    const c = shop.customerId;
    const all = await expected(sql`select id from payouts where customer_id = ${c} order by id desc`);
    await everyPage(privately('repayments/payouts'), all);
    const tests = await expected(sql`select id from payouts where customer_id = ${c} and test_mode order by id desc`);
    expect(tests.length).toBeLessThan(all.length);
    await everyPage(publicly('repayments/reports', {}, 'payout_id'), tests);
    const counts = new Map(
      rowsOf<{ id: string; n: string }>(await h.db.execute(sql`select p.id, count(r.id) as n from payouts p left join repayments r on r.payout_id = p.id where p.customer_id = ${c} group by p.id`)).map(
        (r) => [Number(r.id), Number(r.n)],
      ),
    );
    const page = (await privateList('repayments/payouts', { per_page: '200' })).data;
    expect(page.map((p) => p.repayments_count)).toEqual(page.map((p) => counts.get(Number(p.id))));
    expect(page.some((p) => Number(p.repayments_count) > 10)).toBe(true);
    expect(page.some((p) => p.repayments_count === 0)).toBe(true);
  });

  it('invoices: every page, latest issue day first then the newest id, and the filters (kind, days, a search)', async () => {
    const c = shop.customerId;
    await everyPage(privately('invoices'), await expected(sql`select id from invoices where customer_id = ${c} order by issue_date desc, id desc`));
    const notes = await expected(sql`select id from invoices where customer_id = ${c} and kind = 'credit_note' order by issue_date desc, id desc`);
    expect(notes.length).toBeGreaterThan(15);
    await everyPage(privately('invoices', { kind: 'credit_note' }), notes);
    await everyPage(
      privately('invoices', { kind: 'invoice', from: '2026-02-01', to: '2026-03-15' }),
      await expected(sql`select id from invoices where customer_id = ${c} and kind = 'invoice' and issue_date between '2026-02-01' and '2026-03-15' order by issue_date desc, id desc`),
    );
    // A search: part of the code, or of the order's number.
    const [order] = rowsOf<{ id: string; number: string }>(await h.db.execute(sql`select id, number from orders where customer_id = ${c} order by id limit 1 offset 30`));
    const byOrder = await expected(sql`
      select i.id from invoices i left join orders o on o.id = i.order_id
      where i.customer_id = ${c} and (i.code ilike ${`%${order!.number}%`} or o.number ilike ${`%${order!.number}%`}) order by i.issue_date desc, i.id desc`);
    expect(byOrder.length).toBeGreaterThan(1);
    await everyPage(privately('invoices', { q: order!.number.toLowerCase() }), byOrder);
    await everyPage(privately('invoices', { q: `LC${c}-` }), notes);
  });

  it('webhook deliveries: every page of an endpoint on both doors, newest first', async () => {
    for (const endpoint of [seeded.endpointId, seeded.otherEndpointId]) {
      const ids = await expected(sql`select id from webhook_deliveries where endpoint_id = ${endpoint} order by id desc`);
      await everyPage(privately(`webhooks/${endpoint}/deliveries`), ids);
      await everyPage(publicly(`webhooks/${endpoint}/deliveries`), ids);
    }
  });

  it("the wallet's and the test balance's movements, and the addresses on both doors: every page", async () => {
    const c = shop.customerId;
    await everyPage(privately('wallet/movements'), await expected(sql`select id from wallet_ledger where customer_id = ${c} order by id desc`));
    await everyPage(privately('wallet/test-balance/movements'), await expected(sql`select id from test_balance_ledger where customer_id = ${c} order by id desc`));
    const addresses = await expected(sql`select id from addresses where customer_id = ${c} and kind = 'delivery' order by is_default desc, id desc`);
    expect(addresses[0]).toBe(Number(rowsOf<{ id: string }>(await h.db.execute(sql`select id from addresses where customer_id = ${c} and is_default`))[0]!.id));
    await everyPage(privately('addresses', { kind: 'delivery' }), addresses);
    await everyPage(publicly('addresses/delivery'), addresses);
  });

  it('reads a page of each list in the same few queries whatever its size or depth', async () => {
    const client = (h.db as unknown as { $client: unknown }).$client;
    let queries = 0;
    const logger = { logQuery: () => void queries++ };
    const db = (client instanceof PGlite ? drizzlePglite({ client, schema, logger }) : drizzlePg({ client: client as pg.Pool, schema, logger })) as unknown as AppDb;
    const c = shop.customerId;
    await listAddresses(db, c, 'delivery', 1, 15); // the location index, kept in memory per handle
    const lists: [string, number, (page: number, perPage: number) => Promise<{ length: number }>][] = [
      ['repayments', 2, async (page, perPage) => (await listRepayments(db, c, { status: 'pending' }, page, perPage)).rows],
      ['repayments of a mode', 2, async (page, perPage) => (await listRepayments(db, c, { testMode: true }, page, perPage)).rows],
      ['payouts', 3, async (page, perPage) => (await listPayouts(db, c, page, perPage, true)).rows],
      ['invoices', 2, async (page, perPage) => (await listInvoices(db, c, { kind: 'invoice' }, page, perPage)).rows],
      ['deliveries', 3, async (page, perPage) => (await listDeliveries(db, c, seeded.endpointId, page, perPage, 'test')).list],
      ['wallet', 2, async (page, perPage) => (await walletMovements(db, c, page, perPage)).items],
      ['test balance', 2, async (page, perPage) => (await testMovements(db, c, page, perPage)).items],
      ['addresses', 2, async (page, perPage) => (await listAddresses(db, c, 'delivery', page, perPage)).items],
    ];
    for (const [name, most, list] of lists) {
      for (const [page, perPage] of [[1, 15], [1, 200], [4, 15], [2, 50]] as const) {
        queries = 0;
        const rows = await list(page, perPage);
        expect(rows.length, `${name}, page ${page} of ${perPage}`).toBeGreaterThan(0);
        expect(queries, `${name}, page ${page} of ${perPage}`).toBe(most);
      }
    }
  });

  it('reads a deep page from its index alone, in the index\'s order (no sort of the account), and counts from an index', async () => {
    const client = (h.db as unknown as { $client: unknown }).$client;
    const logged: { query: string; params: unknown[] }[] = [];
    const logger = { logQuery: (query: string, params: unknown[]) => void logged.push({ query, params }) };
    const db = (client instanceof PGlite ? drizzlePglite({ client, schema, logger }) : drizzlePg({ client: client as pg.Pool, schema, logger })) as unknown as AppDb;
    // A test account is small enough for a sequential scan and a sort to cost less (at 100,000 rows the
    // planner takes the index by itself): the plans are asked for with both refused wherever another
    // path exists, so a plan without them shows that an index serves the filters, the order and the count.
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
    const c = shop.customerId;
    const deep = Math.floor(SIZE / 15) - 2;
    const lists: [string, string, string, () => Promise<unknown>][] = [
      ['repayments', 'repayments_customer_delivered_idx', 'repayments_customer_delivered_idx', () => listRepayments(db, c, { testMode: true, status: 'pending' }, deep / 2, 15)],
      ['payouts', 'payouts_customer_idx', 'payouts_customer_idx', () => listPayouts(db, c, 5, 15, true)],
      ['invoices', 'invoices_customer_idx', 'invoices_customer_idx', () => listInvoices(db, c, { kind: 'invoice' }, deep, 15)],
      ['deliveries', 'webhook_deliveries_endpoint_idx', 'webhook_deliveries_endpoint_idx', () => listDeliveries(db, c, seeded.endpointId, deep, 15)],
      ['wallet', 'wallet_ledger_customer_idx', 'wallet_ledger_customer_idx', () => walletMovements(db, c, deep, 15)],
      ['addresses', 'addresses_customer_kind_idx', 'addresses_customer_kind_idx', () => listAddresses(db, c, 'delivery', deep, 15)],
    ];
    for (const [name, pageIndex, countIndex, list] of lists) {
      logged.length = 0;
      await list();
      const plans = await Promise.all(logged.filter((q) => / limit \$\d+ offset /.test(q.query) || q.query.startsWith('select count(*)')).map(plan));
      const page = plans.find((p) => p.includes('Limit'));
      const counted = plans.find((p) => p.includes('Aggregate') && !p.includes('Limit') && !p.includes('GroupAggregate') && !p.includes('HashAggregate'));
      expect(page, name).toMatch(new RegExp(`Index Only Scan Backward using ${pageIndex}`));
      expect(page, name).not.toMatch(/Sort/);
      expect(counted, name).toMatch(new RegExp(`Index Only Scan using ${countIndex}`));
    }
  });
});
