// Card payments that need the customer's 3-D Secure confirmation, on the real app: the order answers
// 202 with the processor's hosted page; the 3-D Secure test card sends the browser from the card
// form to the bank's step (HTML without scripts, a form POST); confirming sends it back to the app
// (303, ?payment_id=) and the notification, a job of the queue, pays and books the order; cancelling
// fails it. The app's status call settles the payment even when the notification cannot be delivered
// (and its late retry changes nothing).
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { refreshPayment } from '../../server/services/orders/payment-updates.ts';
import { authHarness, PUBLIC_URL, query, registerCustomer, type AuthHarness, type TokenAnswer } from './helpers/auth.ts';
import { testDatabases } from './helpers/databases.ts';
import { makeDue } from './helpers/jobs.ts';
import {
  api,
  commerceWith,
  drained,
  failingWebhooks,
  gatewayWebhooks,
  newKey,
  orderBody,
  pageForm,
  payOnHostedPage,
  placeOrder,
  postForm,
  TEST_CARDS,
  uniqueGuest,
} from './helpers/orders.ts';

const body = () => orderBody({ payment: { method: 'card', return_path: '/comanda/plata?pas=3' } });
const pathOf = (url: string) => new URL(url).pathname;

describe.each(testDatabases())('3-D Secure on $name', (backend) => {
  let h: AuthHarness;
  let customer: TokenAnswer;
  beforeAll(async () => {
    h = await authHarness(backend);
    customer = await registerCustomer(h.app);
  });
  afterAll(async () => h?.close());

  it('sends the 3-D Secure card to the bank step; confirming pays and books the order', async () => {
    const key = newKey();
    const res = await placeOrder(h.app, body(), { token: customer.access_token, key });
    expect(res.statusCode).toBe(202);
    const { data } = res.json();
    expect(data.order.order_status).toBe('awaiting_payment');
    expect(data.payment).toMatchObject({ status: 'requires_action', card: null });
    expect(data.payment.redirect_url).toMatch(new RegExp(`^${PUBLIC_URL}/api/private/payments/test-gateway/tgp_[0-9a-f]{24}$`));

    const visit = await payOnHostedPage(h.app, data.payment.redirect_url, { card: TEST_CARDS.threeDSecure });
    // The card form sends the browser to the bank's step, on the same page address.
    expect([visit.card.statusCode, visit.card.headers.location, visit.returnedTo]).toEqual([303, pathOf(data.payment.redirect_url), null]);
    const step = await h.app.inject({ method: 'GET', url: pathOf(data.payment.redirect_url) });
    expect(step.statusCode).toBe(200);
    expect(step.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(step.headers['content-security-policy']).toContain("form-action 'self'");
    expect(step.body).toContain('<h1>Confirmă plata</h1>');
    expect(step.body).toContain('>Confirmă</button>');
    expect(step.body).toContain('>Anulează</button>');
    expect(step.body).toContain('25,01 RON');
    expect(step.body).toContain('•••• 3184');
    expect(step.body).not.toMatch(/<script|onclick=/i);
    // Waiting for the bank: the app still sees the payment open.
    expect((await api(h.app, 'GET', `payments/${data.payment.id}`)).json().data.payment).toMatchObject({ status: 'requires_action', redirect_url: data.payment.redirect_url });

    const form = pageForm(step.body, '3ds');
    const back = await postForm(h.app, form.action, { decision: 'approve', token: form.token });
    expect(back.statusCode).toBe(303);
    expect(back.headers.location).toBe(`${PUBLIC_URL}/comanda/plata?pas=3&payment_id=${data.payment.id}`);
    await drained(h.app);
    const status = await api(h.app, 'GET', `payments/${data.payment.id}`);
    expect(status.json().data.payment).toMatchObject({ status: 'succeeded', card: { brand: 'visa', last4: '3184' }, redirect_url: null });
    expect(status.json().data.order).toMatchObject({ order_status: 'booked', awb: expect.stringMatching(/^SMD\d{10}$/) });
    // A signed-in customer prints from the dashboard: no bearer-less label link here.
    expect(status.json().data.order.label_url).toBeUndefined();
    // The page now says it is done; the key still replays the first answer.
    expect((await h.app.inject({ method: 'GET', url: pathOf(data.payment.redirect_url) })).body).toContain('Plata a fost deja confirmată.');
    const replay = await placeOrder(h.app, body(), { token: customer.access_token, key });
    expect([replay.statusCode, replay.json()]).toEqual([202, res.json()]);
  });

  it('gives a guest back from the bank the label link the order answer would have given', async () => {
    const res = await placeOrder(h.app, { ...body(), email: uniqueGuest() });
    expect(res.statusCode).toBe(202);
    const { payment } = res.json().data;
    const visit = await payOnHostedPage(h.app, payment.redirect_url, { card: TEST_CARDS.threeDSecure, threeDs: 'approve' });
    expect(visit.threeDs?.statusCode).toBe(303);
    await drained(h.app);
    const { order } = (await api(h.app, 'GET', `payments/${payment.id}`)).json().data;
    expect(order.label_url).toMatch(new RegExp(`^${PUBLIC_URL}/api/private/orders/${order.id}/label\\?format=A6&expires=\\d+&signature=`));
    const label = await h.app.inject({ method: 'GET', url: new URL(order.label_url).pathname + new URL(order.label_url).search });
    expect(label.statusCode).toBe(200);
    expect(label.headers['content-type']).toBe('application/pdf');
  });

  it('cancelling on the bank page fails the payment with a Romanian reason', async () => {
    const res = await placeOrder(h.app, body(), { token: customer.access_token });
    const { payment } = res.json().data;
    const visit = await payOnHostedPage(h.app, payment.redirect_url, { card: TEST_CARDS.threeDSecure, threeDs: 'cancel' });
    expect([visit.threeDs?.statusCode, visit.returnedTo]).toEqual([303, `${PUBLIC_URL}/comanda/plata?pas=3&payment_id=${payment.id}`]);
    await drained(h.app);
    const status = await api(h.app, 'GET', `payments/${payment.id}`);
    expect(status.json().data.payment).toMatchObject({ status: 'failed', failure_reason: 'Autentificarea 3-D Secure a eșuat sau a fost anulată.' });
    expect(status.json().data.order).toMatchObject({ order_status: 'payment_failed', awb: null });
  });

  it('refuses a forged confirmation and hides payments from other customers', async () => {
    const res = await placeOrder(h.app, body(), { token: customer.access_token });
    const { payment } = res.json().data;
    const visit = await payOnHostedPage(h.app, payment.redirect_url, { card: TEST_CARDS.threeDSecure });
    const forged = await postForm(h.app, `${pathOf(payment.redirect_url)}/3ds`, { decision: 'approve', token: 'ghicit' });
    expect(forged.statusCode).toBe(404);
    // The card form's token does not answer the bank's step: each page has its own.
    const cardToken = pageForm(visit.page.body, 'card').token;
    expect((await postForm(h.app, `${pathOf(payment.redirect_url)}/3ds`, { decision: 'approve', token: cardToken })).statusCode).toBe(404);
    expect((await postForm(h.app, `${pathOf(payment.redirect_url)}/3ds`, { decision: 'poate', token: cardToken })).statusCode).toBe(400);
    const stranger = await registerCustomer(h.app);
    expect((await api(h.app, 'GET', `payments/${payment.id}`, { token: stranger.access_token })).statusCode).toBe(404);
    expect((await api(h.app, 'GET', `payments/${payment.id}`, { token: customer.access_token })).json().data.payment.status).toBe('requires_action');
    expect((await api(h.app, 'GET', 'payments/nu-exista')).statusCode).toBe(404);
  });

  it('settles by asking the processor when the notification is lost', async () => {
    const { ctx } = commerceWith(h.app);
    const res = await placeOrder(h.app, body(), { token: customer.access_token });
    const payment = res.json().data.payment as { id: string; redirect_url: string };
    const gatewayId = payment.redirect_url.split('/').at(-1)!;
    // Our endpoint cannot be reached: the processor's notification waits in the queue for a retry.
    const lost = failingWebhooks(h.app);
    try {
      const visit = await payOnHostedPage(h.app, payment.redirect_url, { card: TEST_CARDS.threeDSecure, threeDs: 'approve' });
      expect(visit.threeDs?.statusCode).toBe(303);
      await drained(h.app);
    } finally {
      lost.restore();
    }
    expect(lost.bodies.length).toBeGreaterThanOrEqual(1);
    const waiting = await gatewayWebhooks(h.app, gatewayId);
    expect(waiting.map((w) => [w.event.type, w.state, w.attempts])).toEqual([['payment.succeeded', 'queued', 1]]);
    expect(waiting[0]!.lastError).toContain(`the webhook endpoint answered 503 to ${waiting[0]!.event.eventId}`);
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
    // The notification arrives late, on its retry: nothing happens twice.
    await makeDue(h.db, 'test-gateway.webhook', `evt_${gatewayId.slice(4)}_%`);
    await drained(h.app);
    expect((await gatewayWebhooks(h.app, gatewayId)).map((w) => [w.state, w.attempts])).toEqual([['done', 2]]);
    expect(await orderOf()).toMatchObject({ status: 'booked', shipments: 1 });
  });
});
