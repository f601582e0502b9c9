// Card payments that need the customer's 3-D Secure confirmation, on the real app: the 202 answer
// with the test bank's page (HTML without scripts, a form POST), confirming (303 back to the app;
// the webhook, a job of the queue, pays and books the order) or cancelling it, and the app's status
// polling, which settles the payment even when the webhook cannot be delivered (and its late retry
// changes nothing).
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { findCustomerByEmail } from '../../server/services/auth/customers.ts';
import { createOrder } from '../../server/services/orders/app-order-request.ts';
import type { OrderBody } from '../../server/services/orders/order-input.ts';
import { refreshPayment } from '../../server/services/orders/payment-updates.ts';
import { authHarness, PUBLIC_URL, query, registerCustomer, type AuthHarness, type TokenAnswer } from './helpers/auth.ts';
import { testDatabases } from './helpers/databases.ts';
import { makeDue } from './helpers/jobs.ts';
import { api, card, challengeToken, commerceWith, drained, failingWebhooks, gatewayWebhooks, newKey, orderBody, placeOrder, TEST_CARDS, uniqueGuest } from './helpers/orders.ts';

const threeDs = () => orderBody({ payment: { method: 'card', card: card(TEST_CARDS.threeDSecure), return_path: '/comanda/plata?pas=3' } });

describe.each(testDatabases())('3-D Secure on $name', (backend) => {
  let h: AuthHarness;
  let customer: TokenAnswer;
  beforeAll(async () => {
    h = await authHarness(backend);
    customer = await registerCustomer(h.app);
  });
  afterAll(async () => h?.close());

  const confirm = async (redirect: string, decision: 'approve' | 'cancel') => {
    const path = new URL(redirect).pathname;
    const page = await h.app.inject({ method: 'GET', url: path });
    return h.app.inject({
      method: 'POST',
      url: path,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams({ decision, token: challengeToken(page.body) }).toString(),
    });
  };

  it('answers 202 with the bank page; confirming pays and books the order', async () => {
    const key = newKey();
    const res = await placeOrder(h.app, threeDs(), { token: customer.access_token, key });
    expect(res.statusCode).toBe(202);
    const { data, message } = res.json();
    expect(message).toBe('Confirmă plata în pagina băncii (3-D Secure) ca să finalizezi comanda.');
    expect(data.order.order_status).toBe('awaiting_payment');
    expect(data.payment.status).toBe('requires_action');
    expect(data.payment.redirect_url).toMatch(new RegExp(`^${PUBLIC_URL}/api/private/payments/test-3ds/tgp_[0-9a-f]{24}$`));

    const page = await h.app.inject({ method: 'GET', url: new URL(data.payment.redirect_url).pathname });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(page.headers['content-security-policy']).toContain("form-action 'self'");
    expect(page.body).toContain('<form method="post"');
    expect(page.body).toContain('>Confirmă</button>');
    expect(page.body).toContain('>Anulează</button>');
    expect(page.body).toContain('25,01 RON');
    expect(page.body).not.toMatch(/<script|onclick=/i);

    const back = await confirm(data.payment.redirect_url, 'approve');
    expect(back.statusCode).toBe(303);
    expect(back.headers.location).toBe(`${PUBLIC_URL}/comanda/plata?pas=3&payment_id=${data.payment.id}`);
    await drained(h.app);
    const status = await api(h.app, 'GET', `payments/${data.payment.id}`);
    expect(status.json().data.payment).toMatchObject({ status: 'succeeded', card: { brand: 'visa', last4: '3184' }, redirect_url: null });
    expect(status.json().data.order).toMatchObject({ order_status: 'booked', awb: expect.stringMatching(/^SMD\d{10}$/) });
    // A signed-in customer prints from the dashboard: no bearer-less label link here.
    expect(status.json().data.order.label_url).toBeUndefined();
    // The page now says it is done; the key still replays the first answer.
    expect((await h.app.inject({ method: 'GET', url: new URL(data.payment.redirect_url).pathname })).body).toContain('Plata a fost deja confirmată.');
    const replay = await placeOrder(h.app, threeDs(), { token: customer.access_token, key });
    expect([replay.statusCode, replay.json()]).toEqual([202, res.json()]);
  });

  it("gives a guest back from the bank the label link the order answer would have given", async () => {
    const res = await placeOrder(h.app, { ...threeDs(), email: uniqueGuest() });
    expect(res.statusCode).toBe(202);
    const { payment } = res.json().data;
    expect((await confirm(payment.redirect_url, 'approve')).statusCode).toBe(303);
    await drained(h.app);
    const { order } = (await api(h.app, 'GET', `payments/${payment.id}`)).json().data;
    expect(order.label_url).toMatch(new RegExp(`^${PUBLIC_URL}/api/private/orders/${order.id}/label\\?format=A6&expires=\\d+&signature=`));
    const label = await h.app.inject({ method: 'GET', url: new URL(order.label_url).pathname + new URL(order.label_url).search });
    expect(label.statusCode).toBe(200);
    expect(label.headers['content-type']).toBe('application/pdf');
  });

  it('cancelling on the bank page fails the payment with a Romanian reason', async () => {
    const res = await placeOrder(h.app, threeDs(), { token: customer.access_token });
    const { payment } = res.json().data;
    expect((await confirm(payment.redirect_url, 'cancel')).statusCode).toBe(303);
    await drained(h.app);
    const status = await api(h.app, 'GET', `payments/${payment.id}`);
    expect(status.json().data.payment).toMatchObject({ status: 'failed', failure_reason: 'Autentificarea 3-D Secure a eșuat sau a fost anulată.' });
    expect(status.json().data.order).toMatchObject({ order_status: 'payment_failed', awb: null });
  });

  it('refuses a forged confirmation and hides payments from other customers', async () => {
    const res = await placeOrder(h.app, threeDs(), { token: customer.access_token });
    const { payment } = res.json().data;
    const forged = await h.app.inject({
      method: 'POST',
      url: new URL(payment.redirect_url).pathname,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'decision=approve&token=ghicit',
    });
    expect(forged.statusCode).toBe(404);
    const stranger = await registerCustomer(h.app);
    expect((await api(h.app, 'GET', `payments/${payment.id}`, { token: stranger.access_token })).statusCode).toBe(404);
    expect((await api(h.app, 'GET', `payments/${payment.id}`, { token: customer.access_token })).json().data.payment.status).toBe('requires_action');
    expect((await api(h.app, 'GET', 'payments/nu-exista')).statusCode).toBe(404);
  });

  it('settles by polling when the webhook is lost', async () => {
    const { ctx, testGateway } = commerceWith(h.app);
    const me = await findCustomerByEmail(h.db, customer.customer.email);
    const answer = await createOrder(ctx, me ?? null, newKey(), threeDs() as unknown as OrderBody);
    const payment = (answer.body.data as { payment: { id: string; redirect_url: string } }).payment;
    const gatewayId = payment.redirect_url.split('/').at(-1)!;
    await testGateway.completeChallenge(gatewayId, await testGateway.challengeToken(gatewayId), true);
    // Our endpoint cannot be reached: the gateway's notifications wait in the queue for a retry.
    const lost = failingWebhooks(h.app);
    try {
      await drained(h.app);
    } finally {
      lost.restore();
    }
    expect(lost.bodies.length).toBeGreaterThanOrEqual(2);
    const waiting = await gatewayWebhooks(h.app, gatewayId);
    expect(waiting.map((w) => [w.event.type, w.state, w.attempts])).toEqual([
      ['payment.requires_action', 'queued', 1],
      ['payment.succeeded', 'queued', 1],
    ]);
    for (const w of waiting) expect(w.lastError).toContain(`the webhook endpoint answered 503 to ${w.event.eventId}`);
    expect((await query<{ status: string }>(h.db, sql`select status from payments where id = ${payment.id}`))[0]?.status).toBe('requires_action');
    const polled = await refreshPayment(ctx, payment.id);
    expect(polled?.status).toBe('succeeded');
    const orderOf = async () =>
      (
        await query<{ status: string; awb: string | null; shipments: number }>(
          h.db,
          sql`select o.status, o.awb, (select count(*)::int from shipments s where s.order_id = o.id) as shipments from orders o join payments p on p.order_id = o.id where p.id = ${payment.id}`,
        )
      )[0];
    expect(await orderOf()).toMatchObject({ status: 'booked', awb: expect.stringMatching(/^SMD/), shipments: 1 });
    // The notifications arrive late, on their retry: nothing happens twice.
    await makeDue(h.db, 'test-gateway.webhook', `evt_${gatewayId.slice(4)}_%`);
    await drained(h.app);
    expect((await gatewayWebhooks(h.app, gatewayId)).map((w) => [w.state, w.attempts])).toEqual([
      ['done', 2],
      ['done', 2],
    ]);
    expect(await orderOf()).toMatchObject({ status: 'booked', shipments: 1 });
  });
});
