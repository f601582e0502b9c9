import { sql } from 'drizzle-orm';
import { describe, it } from 'vitest';
import { authHarness, query } from './helpers/auth.ts';
import { testDatabases } from './helpers/databases.ts';
import { api } from './helpers/orders.ts';
import { shopOrder, shopWithReturns, statementBody } from './helpers/returns.ts';

describe.each(testDatabases().slice(0, 1))('debug $name', (backend) => {
  it('approves', async () => {
    const h = await authHarness(backend);
    const app = h.app;
    const shop = await shopWithReturns(app);
    const order = await shopOrder(app, shop);
    const stated = await api(app, 'POST', `returns/shops/${shop.slug}/withdrawal`, { body: statementBody(order) });
    const confirmed = await api(app, 'POST', `returns/shops/${shop.slug}/withdrawal/confirm`, { body: { statement_token: stated.json().data.statement_token } });
    const id = confirmed.json().data.return.id;
    const approved = await api(app, 'POST', `returns/${id}/approve`, { token: shop.token, body: {} });
    console.log('APPROVE', approved.statusCode, approved.body.slice(0, 400));
    console.log('ROWS', JSON.stringify(await query(h.db, sql`select id, status, return_order_id from return_requests`)));
    console.log('ORDERS', JSON.stringify(await query(h.db, sql`select id, status, awb, customer_id, total_bani from orders order by id`)));
    console.log('JOBS', JSON.stringify(await query(h.db, sql`select kind, key, state, attempts, last_error from jobs where kind like 'order%'`)));
    await h.close();
  }, 120_000);
});
