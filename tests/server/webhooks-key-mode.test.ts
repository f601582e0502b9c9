// A public API key manages only its own mode's webhook endpoints, by id as in the list: a test key
// cannot read, change, delete, test, rotate or reveal a live endpoint, list its deliveries or resend
// one of them (404 in the contract's error shape, nothing changed); its own test endpoint it can.
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { queueWebhookEvent } from '../../server/services/webhooks/events.ts';
import { authHarness, clearRateLimits, query, type AuthHarness } from './helpers/auth.ts';
import { testDatabases } from './helpers/databases.ts';
import { api } from './helpers/orders.ts';
import { newShop, pub } from './helpers/public-api.ts';
import { startReceiver, type Receiver } from './helpers/webhook-receiver.ts';

const NOT_FOUND = { error: 'not_found', message: 'Endpointul de webhook nu există.', test_mode: true };

describe.each(testDatabases())('webhook endpoints by key mode on $name', (backend) => {
  let h: AuthHarness;
  let receiver: Receiver;
  beforeAll(async () => {
    h = await authHarness(backend, { WEBHOOKS_ALLOW_INSECURE_LOCALHOST: 'true' });
    receiver = await startReceiver();
  }, 120_000);
  afterAll(async () => {
    await receiver?.close();
    await h?.close();
  });
  beforeEach(async () => clearRateLimits(h.db));

  it('answers 404 to a test key for a live endpoint, for every call by id, and changes nothing', async () => {
    const shop = await newShop(h.app); // a test key
    const added = await api(h.app, 'POST', 'webhooks', { token: shop.token, body: { url: receiver.url('/live'), events: ['order.created'], mode: 'live' } });
    expect(added.statusCode, added.body).toBe(201);
    const live = added.json().data.endpoint as { id: number; mode: string; updated_at: string };
    const liveSecret = added.json().data.secret as string;
    expect(live.mode).toBe('live');
    await h.db.transaction((tx) => queueWebhookEvent(tx, { customerId: shop.customerId, type: 'order.created', data: { order_id: 1 }, key: 'order.created:live-1', testMode: false }));
    await h.app.jobs.drain();
    const [delivery] = await query<{ id: number }>(h.db, sql`select id from webhook_deliveries where endpoint_id = ${live.id}`);
    expect(delivery).toBeTruthy();

    expect((await pub(h.app, 'GET', 'webhooks', { key: shop.key })).json()).toEqual([]);
    for (const [method, path, body] of [
      ['GET', `webhooks/${live.id}`],
      ['PATCH', `webhooks/${live.id}`, { is_active: false, description: 'Schimbat' }],
      ['POST', `webhooks/${live.id}/rotate-secret`],
      ['GET', `webhooks/${live.id}/secret`],
      ['GET', `webhooks/${live.id}/deliveries`],
      ['POST', `webhooks/${live.id}/test`],
      ['DELETE', `webhooks/${live.id}`],
    ] as const) {
      const res = await pub(h.app, method, path, { key: shop.key, ...(body ? { body } : {}), ...(method === 'DELETE' ? { headers: { 'content-type': 'application/json' } } : {}) });
      expect(res.statusCode, `${method} ${path}`).toBe(404);
      expect(res.json(), `${method} ${path}`).toEqual(NOT_FOUND);
    }
    const resend = await pub(h.app, 'POST', `webhooks/deliveries/${delivery!.id}/resend`, { key: shop.key });
    expect(resend.statusCode).toBe(404);
    expect(resend.json()).toMatchObject({ error: 'not_found', test_mode: true });

    // Nothing changed: the live endpoint, its secret and its single delivery are as they were.
    const seen = (await api(h.app, 'GET', `webhooks/${live.id}`, { token: shop.token })).json().data;
    expect(seen).toMatchObject({ id: live.id, mode: 'live', is_active: true, description: '', updated_at: live.updated_at });
    expect((await api(h.app, 'GET', `webhooks/${live.id}/secret`, { token: shop.token })).json().data.secret).toBe(liveSecret);
    const deliveries = await query<{ n: number }>(h.db, sql`select count(*)::int as n from webhook_deliveries where endpoint_id = ${live.id}`);
    expect(deliveries[0]!.n).toBe(1);

    // The key's own (test) endpoint: found and changed by id.
    const own = (await pub(h.app, 'POST', 'webhooks', { key: shop.key, body: { url: receiver.url('/test'), events: ['order.created'] } })).json();
    expect(own.mode).toBe('test');
    expect((await pub(h.app, 'GET', `webhooks/${own.id}`, { key: shop.key })).json()).toMatchObject({ id: own.id, mode: 'test' });
    expect((await pub(h.app, 'PATCH', `webhooks/${own.id}`, { key: shop.key, body: { description: 'Test' } })).json()).toMatchObject({ description: 'Test' });
    expect((await pub(h.app, 'POST', `webhooks/${own.id}/test`, { key: shop.key })).statusCode).toBe(202);
    expect((await pub(h.app, 'GET', `webhooks/${own.id}/deliveries`, { key: shop.key })).statusCode).toBe(200);
  });
});
