// The public API's page of return requests is read like the account's other lists: in a key's mode
// (test or live), with or without a status, the page's ids come from an index in its order (no sort,
// no read of the rows: a deep page skips index entries), and the total and the counts per status
// are counted from an index alone. The plans are asked for with the other paths refused wherever
// one exists (a small table costs less to scan), so a plan without them shows that an index serves
// the filters, the order and the count.
import { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import type pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AppDb } from '../../server/db/client.ts';
import * as schema from '../../server/db/schema.ts';
import { listReturns, statusCounts } from '../../server/services/returns/index.ts';
import { authHarness, type AuthHarness } from './helpers/auth.ts';
import { testDatabases } from './helpers/databases.ts';
import { fundedShop } from './helpers/public-api.ts';
import { enableReturns, returnIn, type ReturnsShop } from './helpers/public-returns.ts';

const REFUSE = ['set local enable_seqscan = off', 'set local enable_sort = off', 'set local enable_bitmapscan = off'];

describe.each(testDatabases())('the public returns pages’ query plans on $name', (backend) => {
  let h: AuthHarness;
  let shop: ReturnsShop;
  let customerId: number;
  beforeAll(async () => {
    h = await authHarness(backend);
    const funded = await fundedShop(h.app, 200_000);
    customerId = funded.customerId;
    shop = { key: funded.key, billingAddressId: funded.billingAddressId, slug: await enableReturns(h.app, funded.token) };
    await returnIn(h.app, shop);
    await returnIn(h.app, shop, 'approved');
    // As autovacuum leaves a table: its visibility map set, its statistics gathered.
    await h.db.execute(sql`vacuum analyze return_requests`);
  });
  afterAll(async () => h?.close());

  it('reads a page of the key’s mode, with or without a status, and its counts from the indexes', async () => {
    const client = (h.db as unknown as { $client: unknown }).$client;
    const logged: { query: string; params: unknown[] }[] = [];
    const logger = { logQuery: (query: string, params: unknown[]) => void logged.push({ query, params }) };
    const db = (client instanceof PGlite ? drizzlePglite({ client, schema, logger }) : drizzlePg({ client: client as pg.Pool, schema, logger })) as unknown as AppDb;
    const plan = async ({ query, params }: { query: string; params: unknown[] }) => {
      let rows: Record<string, string>[];
      if (client instanceof PGlite) {
        rows = await client.transaction(async (tx) => {
          for (const setting of REFUSE) await tx.exec(setting);
          return (await tx.query<Record<string, string>>(`explain (costs off) ${query}`, params)).rows;
        });
      } else {
        const connection = await (client as pg.Pool).connect();
        try {
          await connection.query('begin');
          for (const setting of REFUSE) await connection.query(setting);
          rows = (await connection.query<Record<string, string>>(`explain (costs off) ${query}`, params)).rows;
        } finally {
          await connection.query('rollback');
          connection.release();
        }
      }
      return rows.map((row) => Object.values(row)[0]).join('\n');
    };

    for (const [name, filter, index] of [
      ['a page of the mode', { testMode: true }, 'return_requests_customer_mode_idx'],
      ['a page of the mode in a status', { testMode: true, status: 'approved' as const }, 'return_requests_customer_mode_status_idx'],
    ] as const) {
      logged.length = 0;
      const { rows, total } = await listReturns(db, customerId, filter, 2, 15);
      expect([rows.length, total], name).toEqual([0, 'status' in filter ? 1 : 2]);
      const plans = await Promise.all(logged.map(plan));
      const page = plans.find((p) => p.includes('Limit'));
      const counted = plans.find((p) => p.includes('Aggregate') && !p.includes('Limit'));
      expect(page, name).toMatch(new RegExp(`Index Only Scan Backward using ${index}`));
      expect(page, name).not.toMatch(/Sort/);
      expect(counted, name).toMatch(/Index Only Scan using return_requests_customer_mode/);
    }

    logged.length = 0;
    expect(await statusCounts(db, customerId, true)).toMatchObject({ requested: 1, approved: 1 });
    const [counts] = await Promise.all(logged.map(plan));
    expect(counts).toMatch(/Index Only Scan using return_requests_customer_mode_status_idx/);
    expect(counts).not.toMatch(/Seq Scan/);
  });
});
