// order.created end to end: a shop's endpoint gets, signed as Standard Webhooks say, the order placed
// through the public API, once it has its AWB (queued in the booking's transaction), to the account's
// test endpoint only (a test key's order; its live endpoint gets nothing); an order of an account
// without endpoints, or a guest's, queues nothing.
import { sql } from 'drizzle-orm';
import { Webhook } from 'standardwebhooks';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authHarness, query, type AuthHarness } from './helpers/auth.ts';
import { testDatabases } from './helpers/databases.ts';
import { drained, orderBody, placePaidOrder, uniqueGuest } from './helpers/orders.ts';
import { fundedShop, pub, publicOrderBody, type FundedShop } from './helpers/public-api.ts';
import { startReceiver, type Receiver } from './helpers/webhook-receiver.ts';

describe.each(testDatabases())('order.created on $name', (backend) => {
  let h: AuthHarness;
  let receiver: Receiver;
  let shop: FundedShop;
  let secret: string;
  beforeAll(async () => {
    h = await authHarness(backend, { WEBHOOKS_ALLOW_INSECURE_LOCALHOST: 'true' });
    receiver = await startReceiver();
    shop = await fundedShop(h.app, 50_000);
    const endpoint = await h.app.inject({
      method: 'POST',
      url: '/api/private/webhooks',
      headers: { authorization: `Bearer ${shop.token}` },
      payload: { url: receiver.url('/curiero'), events: ['order.created'], mode: 'test' },
    });
    expect(endpoint.statusCode, endpoint.body).toBe(201);
    expect(endpoint.json().data.endpoint?.mode ?? endpoint.json().data.mode).toBe('test');
    secret = endpoint.json().data.secret;
    // A live endpoint of the same account: a test order's events never reach it.
    const live = await h.app.inject({ method: 'POST', url: '/api/private/webhooks', headers: { authorization: `Bearer ${shop.token}` }, payload: { url: receiver.url('/live'), events: ['order.created'] } });
    expect(live.statusCode, live.body).toBe(201);
  });
  afterAll(async () => {
    await receiver?.close();
    await h?.close();
  });

  it('sends the new order with its AWB, signed, once', async () => {
    const placed = await pub(h.app, 'POST', 'orders', { key: shop.key, body: publicOrderBody(shop.billingAddressId) });
    expect(placed.statusCode).toBe(201);
    const { order_id: orderId, awb_number: awb, number } = placed.json().data;
    await drained(h.app);
    await drained(h.app);
    const got = receiver.received.filter((r) => r.path === '/curiero');
    expect(got).toHaveLength(1);
    expect(receiver.received.filter((r) => r.path === '/live')).toEqual([]);
    const verified = new Webhook(secret).verify(got[0]!.body, got[0]!.headers) as { type: string; data: Record<string, unknown> };
    expect(verified.type).toBe('order.created');
    expect(verified.data).toMatchObject({ order_id: orderId, order_number: number, awb, carrier_id: 6, status: 'booked', origin: 'api', test_mode: true, currency: 'RON' });
    expect(verified.data.total_amount).toBe(placed.json().data.price.total);
  });

  it("queues nothing for a guest's order or an account without endpoints", async () => {
    const before = await query<{ n: string }>(h.db, sql`select count(*) as n from webhook_deliveries`);
    expect((await placePaidOrder(h.app, orderBody({ email: uniqueGuest() }))).order?.order_status).toBe('booked');
    const other = await fundedShop(h.app, 10_000);
    expect((await pub(h.app, 'POST', 'orders', { key: other.key, body: publicOrderBody(other.billingAddressId) })).statusCode).toBe(201);
    await drained(h.app);
    const after = await query<{ n: string }>(h.db, sql`select count(*) as n from webhook_deliveries`);
    expect(after[0]!.n).toBe(before[0]!.n);
  });
});
