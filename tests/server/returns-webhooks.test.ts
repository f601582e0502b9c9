// return.created and return.status_changed end to end: a shop's endpoint subscribed to them gets,
// signed as Standard Webhooks say, the request a customer confirmed (queued in the confirmation's
// transaction) and each move the shop makes (one event per move, with the previous status); an
// endpoint that did not subscribe gets nothing, nor does another shop's.
import { Webhook } from 'standardwebhooks';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authHarness, type AuthHarness } from './helpers/auth.ts';
import { testDatabases } from './helpers/databases.ts';
import { api, drained } from './helpers/orders.ts';
import { shopOrder, shopWithReturns, statementBody, type Shop } from './helpers/returns.ts';
import { startReceiver, type Receiver } from './helpers/webhook-receiver.ts';

describe.each(testDatabases())('return webhooks on $name', (backend) => {
  let h: AuthHarness;
  let receiver: Receiver;
  let shop: Shop;
  let secret: string;
  const endpoint = async (who: Shop, path: string, events: string[]) => {
    const made = await api(h.app, 'POST', 'webhooks', { token: who.token, body: { url: receiver.url(path), events } });
    expect(made.statusCode, made.body).toBe(201);
    return made.json().data.secret as string;
  };
  beforeAll(async () => {
    h = await authHarness(backend, { WEBHOOKS_ALLOW_INSECURE_LOCALHOST: 'true' });
    receiver = await startReceiver();
    shop = await shopWithReturns(h.app);
    secret = await endpoint(shop, '/retururi', ['return.created', 'return.status_changed']);
    await endpoint(shop, '/comenzi', ['order.created']);
    await endpoint(await shopWithReturns(h.app), '/alt-magazin', ['return.created', 'return.status_changed']);
  });
  afterAll(async () => {
    await receiver?.close();
    await h?.close();
  });

  it('sends the new request and each of its moves, signed, once each', async () => {
    const order = await shopOrder(h.app, shop, { reference: 'MS-WH-1' });
    await drained(h.app);
    const stated = await api(h.app, 'POST', `returns/shops/${shop.slug}/withdrawal`, { body: statementBody(order) });
    const confirmed = await api(h.app, 'POST', `returns/shops/${shop.slug}/withdrawal/confirm`, { body: { statement_token: stated.json().data.statement_token } });
    const id = confirmed.json().data.return.id as number;
    await api(h.app, 'POST', `returns/${id}/approve`, { token: shop.token, body: {} });
    await api(h.app, 'POST', `returns/${id}/receive`, { token: shop.token, body: {} });
    await api(h.app, 'POST', `returns/${id}/receive`, { token: shop.token, body: {} }); // a 409: no event
    await drained(h.app);
    await drained(h.app);

    const got = receiver.received.filter((r) => r.path === '/retururi');
    const events = got.map((r) => new Webhook(secret).verify(r.body, r.headers) as { type: string; data: Record<string, unknown> });
    expect(events.map((e) => [e.type, e.data.status, e.data.previous_status ?? null])).toEqual([
      ['return.created', 'requested', null],
      ['return.status_changed', 'approved', 'requested'],
      ['return.status_changed', 'label_issued', 'approved'],
      ['return.status_changed', 'received', 'label_issued'],
    ]);
    expect(events[0]!.data).toMatchObject({
      return_id: id,
      order_id: order.orderId,
      order_reference: 'MS-WH-1',
      drop_off_method: 'locker',
      carrier_id: 6,
      items: [{ name: 'Tricou albastru', quantity: 1, reason: 'Nu mi se potrivește mărimea' }],
    });
    expect(events[1]!.data).toMatchObject({ return_id: id, event: 'shop.approved' });
    expect(new Set(got.map((r) => r.headers['webhook-id'])).size).toBe(4);
    expect(receiver.received.filter((r) => r.path === '/comenzi' || r.path === '/alt-magazin').filter((r) => r.body.includes('return.'))).toEqual([]);
  });
});
