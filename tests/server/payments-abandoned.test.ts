// A card payment left unfinished on the processor's page (the customer closed it, or stopped at the
// bank's 3-D Secure step) expires after 30 minutes: the 'payment.expire' job is queued, 30 minutes
// out, when the payment starts waiting. When it runs, the processor is told to close the payment (its
// page then takes no card any more) and answers how it stands: a payment paid meanwhile is recorded as
// paid, not expired; one still open fails as 'expired' and its order is payment_failed. When the
// processor cannot be told, the payment expires here all the same; should the customer still pay on
// its page, the money goes straight back to the card (the 'payment.refund' job).
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { commerce } from '../../server/app/commerce.ts';
import { JOB_KEYS } from '../../server/services/jobs/keys.ts';
import { ABANDONED_AFTER_MINUTES, expireAbandonedPayment } from '../../server/services/orders/abandoned-payments.ts';
import { authHarness, PUBLIC_URL, query, registerCustomer, type AuthHarness, type TokenAnswer } from './helpers/auth.ts';
import { testDatabases } from './helpers/databases.ts';
import { jobOf, makeDue } from './helpers/jobs.ts';
import {
  api,
  commerceWith,
  drained,
  futureExpiry,
  gatewayWebhooks,
  gatewayWith,
  orderBody,
  pageForm,
  payOnHostedPage,
  placeOrder,
  postForm,
  TEST_CARDS,
  unreachable,
} from './helpers/orders.ts';

const EXPIRED = 'Plata a expirat: nu a fost finalizată la timp pe pagina de plată. Poți plăti din nou.';

interface Row {
  payment: string;
  failure_code: string | null;
  failure_reason: string | null;
  order: string;
  refund_channel: string | null;
  shipments: number;
}

describe.each(testDatabases())('abandoned card payments on $name', (backend) => {
  let h: AuthHarness;
  let customer: TokenAnswer;
  beforeAll(async () => {
    h = await authHarness(backend);
    customer = await registerCustomer(h.app);
  });
  afterAll(async () => h?.close());

  /** A card order waiting for the customer on the processor's page. */
  const start = async () => {
    const { ctx, testGateway } = commerceWith(h.app);
    const res = await placeOrder(h.app, orderBody({ payment: { method: 'card', return_path: '/comanda/plata' } }), { token: customer.access_token });
    expect(res.statusCode).toBe(202);
    const payment = res.json().data.payment as { id: string; redirect_url: string; status: string };
    expect(payment.status).toBe('requires_action');
    return { ctx, testGateway, orderId: res.json().data.order_id as number, paymentId: payment.id, redirectUrl: payment.redirect_url, gatewayId: payment.redirect_url.split('/').at(-1)!, expiry: JOB_KEYS.expire(payment.id) };
  };
  const row = async (paymentId: string) =>
    (
      await query<Row>(
        h.db,
        sql`select p.status as payment, p.failure_code, p.failure_reason, p.refund_channel, o.status as "order",
          (select count(*)::int from shipments s where s.order_id = o.id) as shipments
        from payments p join orders o on o.id = p.order_id where p.id = ${paymentId}`,
      )
    )[0];

  it('queues the expiry 30 minutes out and, when it runs, closes the payment at the processor; a card posted after that is not charged', async () => {
    const { testGateway, paymentId, redirectUrl, gatewayId, expiry } = await start();
    const queued = await jobOf(h.db, 'payment.expire', expiry);
    expect(queued).toMatchObject({ state: 'queued', attempts: 0, payload: { paymentId } });
    expect(queued!.runInSeconds).toBeGreaterThan(ABANDONED_AFTER_MINUTES * 60 - 30);
    expect(queued!.runInSeconds).toBeLessThanOrEqual(ABANDONED_AFTER_MINUTES * 60);
    // The customer opened the page and left it.
    const page = await h.app.inject({ method: 'GET', url: new URL(redirectUrl).pathname });
    const form = pageForm(page.body, 'card');

    // Before the time: the queue has nothing due for it.
    await makeDue(h.db, 'payment.expire', expiry, 5 * 60);
    await drained(h.app);
    expect((await row(paymentId))?.payment).toBe('requires_action');
    expect(await jobOf(h.db, 'payment.expire', expiry)).toMatchObject({ state: 'queued', attempts: 0 });

    // After it: the job runs once, closes the processor's payment and expires ours.
    await makeDue(h.db, 'payment.expire', expiry);
    await drained(h.app);
    expect(await jobOf(h.db, 'payment.expire', expiry)).toMatchObject({ state: 'done', attempts: 1, lastError: null });
    expect(await row(paymentId)).toMatchObject({ payment: 'failed', failure_code: 'expired', failure_reason: EXPIRED, order: 'payment_failed' });
    expect(await testGateway.status(gatewayId)).toMatchObject({ status: 'failed', failureCode: 'expired', card: null });

    // The page left open: its card form takes nothing any more and sends the browser back.
    const late = await postForm(h.app, form.action, { number: TEST_CARDS.approved, expiry: futureExpiry(), cvc: '123', holder: 'ANA', token: form.token });
    expect([late.statusCode, late.headers.location]).toEqual([303, `${PUBLIC_URL}/comanda/plata?payment_id=${paymentId}`]);
    expect(await testGateway.status(gatewayId)).toMatchObject({ status: 'failed', card: null });
    expect((await h.app.inject({ method: 'GET', url: new URL(redirectUrl).pathname })).body).toContain('Plata nu a fost făcută.');
    await drained(h.app);
    expect(await row(paymentId)).toMatchObject({ payment: 'failed', order: 'payment_failed', shipments: 0 });
  });

  it('cancelling the order closes its payment at the processor at once: the page left open charges nothing', async () => {
    const { testGateway, orderId, paymentId, redirectUrl, gatewayId, expiry } = await start();
    const page = await h.app.inject({ method: 'GET', url: new URL(redirectUrl).pathname });
    const form = pageForm(page.body, 'card');
    const cancelled = await api(h.app, 'DELETE', `orders/${orderId}`, { token: customer.access_token });
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    expect(cancelled.json()).toMatchObject({ data: { status: 'cancelled', details: { refund: null } } });
    expect(await row(paymentId)).toMatchObject({ payment: 'failed', failure_code: 'order_cancelled', failure_reason: 'Comanda a fost anulată înainte de plată: plata a fost închisă.', order: 'cancelled' });
    expect(await testGateway.status(gatewayId)).toMatchObject({ status: 'failed', card: null });
    const late = await postForm(h.app, form.action, { number: TEST_CARDS.approved, expiry: futureExpiry(), cvc: '123', holder: 'ANA', token: form.token });
    expect(late.statusCode).toBe(303);
    expect(await testGateway.status(gatewayId)).toMatchObject({ status: 'failed', card: null });
    // The expiry, when its time comes, finds nothing left to close.
    await makeDue(h.db, 'payment.expire', expiry);
    await drained(h.app);
    expect(await jobOf(h.db, 'payment.expire', expiry)).toMatchObject({ state: 'done', lastError: null });
    expect(await row(paymentId)).toMatchObject({ payment: 'failed', order: 'cancelled', refund_channel: null, shipments: 0 });
  });

  it('cancelling the order while the processor cannot be reached still cancels it; the expiry closes the payment later', async () => {
    const { orderId, paymentId } = await start();
    const shared = commerce(h.app).ctx;
    const original = shared.gateway;
    Object.assign(shared, { gateway: gatewayWith(original, { expire: unreachable }) });
    try {
      const cancelled = await api(h.app, 'DELETE', `orders/${orderId}`, { token: customer.access_token });
      expect(cancelled.statusCode, cancelled.body).toBe(200);
    } finally {
      Object.assign(shared, { gateway: original });
    }
    expect(await row(paymentId)).toMatchObject({ payment: 'failed', failure_code: 'order_cancelled', order: 'cancelled' });
  });

  it('expires a payment once: run again, the handler changes nothing', async () => {
    const { ctx, paymentId } = await start();
    expect(await expireAbandonedPayment(ctx, { paymentId })).toBe(true);
    expect(await expireAbandonedPayment(ctx, { paymentId })).toBe(false);
    expect(await row(paymentId)).toMatchObject({ payment: 'failed', failure_code: 'expired', order: 'payment_failed' });
  });

  it('pays (does not expire) a payment the customer finished but whose notification was lost', async () => {
    const { paymentId, redirectUrl, gatewayId, expiry } = await start();
    const visit = await payOnHostedPage(h.app, redirectUrl, { card: TEST_CARDS.threeDSecure, threeDs: 'approve' });
    expect(visit.returnedTo).toContain(`payment_id=${paymentId}`);
    // The processor's notification is still waiting in the queue when the expiry runs.
    expect((await gatewayWebhooks(h.app, gatewayId)).map((w) => [w.event.type, w.state])).toEqual([['payment.succeeded', 'queued']]);
    await makeDue(h.db, 'payment.expire', expiry);
    expect(await h.app.jobs.runNow('payment.expire', expiry)).toBe('done');
    expect(await row(paymentId)).toMatchObject({ payment: 'succeeded', order: 'booked', shipments: 1 });
    // The late notification changes nothing.
    await drained(h.app);
    expect((await gatewayWebhooks(h.app, gatewayId)).every((w) => w.state === 'done')).toBe(true);
    expect(await row(paymentId)).toMatchObject({ payment: 'succeeded', order: 'booked', shipments: 1 });
  });

  it('expires here when the processor cannot be told, and refunds to the card a payment made on its page after that', async () => {
    const { ctx, testGateway, paymentId, redirectUrl, gatewayId } = await start();
    const down = { ...ctx, gateway: gatewayWith(ctx.gateway, { expire: unreachable }) };
    expect(await expireAbandonedPayment(down, { paymentId })).toBe(true);
    expect(await row(paymentId)).toMatchObject({ payment: 'failed', failure_code: 'expired', order: 'payment_failed' });
    // The processor never heard: its page still takes the card.
    const visit = await payOnHostedPage(h.app, redirectUrl);
    expect(visit.returnedTo).toBe(`${PUBLIC_URL}/comanda/plata?payment_id=${paymentId}`);
    await drained(h.app);
    expect(await jobOf(h.db, 'payment.refund', JOB_KEYS.refund(paymentId))).toMatchObject({ state: 'done', attempts: 1 });
    expect(await row(paymentId)).toMatchObject({ payment: 'refunded', refund_channel: 'card', order: 'payment_failed', shipments: 0 });
    expect(await testGateway.status(gatewayId)).toMatchObject({ status: 'refunded', refundedBani: 2501 });
  });
});
