// A 3-D Secure payment left waiting (the customer closed the bank's page) expires after 30 minutes:
// the 'payment.expire' job is queued, 30 minutes out, when the payment starts waiting. When it runs,
// the gateway is asked first (a payment confirmed meanwhile is paid, not expired), then the payment
// fails as 'expired' and its order is payment_failed. A bank approval arriving after that is
// recorded and the money goes straight back to the card (the 'payment.refund' job).
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { findCustomerByEmail } from '../../server/services/auth/customers.ts';
import { JOB_KEYS } from '../../server/services/jobs/keys.ts';
import { ABANDONED_AFTER_MINUTES, expireAbandonedPayment } from '../../server/services/orders/abandoned-payments.ts';
import { createOrder } from '../../server/services/orders/app-order-request.ts';
import type { OrderBody } from '../../server/services/orders/order-input.ts';
import { settleAndFollow } from '../../server/services/orders/payment-updates.ts';
import { authHarness, query, registerCustomer, type AuthHarness, type TokenAnswer } from './helpers/auth.ts';
import { testDatabases } from './helpers/databases.ts';
import { jobOf, makeDue } from './helpers/jobs.ts';
import { card, commerceWith, drained, gatewayWebhooks, newKey, orderBody, TEST_CARDS } from './helpers/orders.ts';

const threeDs = () => orderBody({ payment: { method: 'card', card: card(TEST_CARDS.threeDSecure), return_path: '/comanda/plata?pas=3' } }) as unknown as OrderBody;

interface Row {
  payment: string;
  failure_code: string | null;
  failure_reason: string | null;
  order: string;
  refund_channel: string | null;
  shipments: number;
}

describe.each(testDatabases())('abandoned 3-D Secure payments on $name', (backend) => {
  let h: AuthHarness;
  let customer: TokenAnswer;
  beforeAll(async () => {
    h = await authHarness(backend);
    customer = await registerCustomer(h.app);
  });
  afterAll(async () => h?.close());

  const start = async () => {
    const { ctx, testGateway } = commerceWith(h.app);
    const me = await findCustomerByEmail(h.db, customer.customer.email);
    const answer = await createOrder(ctx, me ?? null, newKey(), threeDs());
    const payment = (answer.body.data as { payment: { id: string; redirect_url: string; status: string } }).payment;
    expect(payment.status).toBe('requires_action');
    return { ctx, testGateway, paymentId: payment.id, gatewayId: payment.redirect_url.split('/').at(-1)!, expiry: JOB_KEYS.expire(payment.id) };
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

  it('queues the expiry 30 minutes out, leaves the payment alone before the time and expires it after, with a Romanian reason', async () => {
    const { paymentId, expiry } = await start();
    const queued = await jobOf(h.db, 'payment.expire', expiry);
    expect(queued).toMatchObject({ state: 'queued', attempts: 0, payload: { paymentId } });
    expect(queued!.runInSeconds).toBeGreaterThan(ABANDONED_AFTER_MINUTES * 60 - 30);
    expect(queued!.runInSeconds).toBeLessThanOrEqual(ABANDONED_AFTER_MINUTES * 60);

    // Before the time: the queue has nothing due for it.
    await makeDue(h.db, 'payment.expire', expiry, 5 * 60);
    await drained(h.app);
    expect((await row(paymentId))?.payment).toBe('requires_action');
    expect(await jobOf(h.db, 'payment.expire', expiry)).toMatchObject({ state: 'queued', attempts: 0 });

    // After it: the job runs once and expires the payment.
    await makeDue(h.db, 'payment.expire', expiry);
    await drained(h.app);
    expect(await jobOf(h.db, 'payment.expire', expiry)).toMatchObject({ state: 'done', attempts: 1, lastError: null });
    expect(await row(paymentId)).toMatchObject({
      payment: 'failed',
      failure_code: 'expired',
      failure_reason: 'Plata a expirat: confirmarea 3-D Secure nu a fost finalizată la timp. Poți plăti din nou.',
      order: 'payment_failed',
    });
  });

  it('expires a payment once: run again, the handler changes nothing', async () => {
    const { ctx, paymentId } = await start();
    expect(await expireAbandonedPayment(ctx, { paymentId })).toBe(true);
    expect(await expireAbandonedPayment(ctx, { paymentId })).toBe(false);
    expect(await row(paymentId)).toMatchObject({ payment: 'failed', failure_code: 'expired', order: 'payment_failed' });
  });

  it('pays (does not expire) a payment the customer confirmed but whose webhook was lost', async () => {
    const { testGateway, paymentId, gatewayId, expiry } = await start();
    await testGateway.completeChallenge(gatewayId, await testGateway.challengeToken(gatewayId), true);
    // The gateway's notification is still waiting in the queue when the expiry runs.
    expect((await gatewayWebhooks(h.app, gatewayId)).map((w) => [w.event.type, w.state])).toContainEqual(['payment.succeeded', 'queued']);
    await makeDue(h.db, 'payment.expire', expiry);
    expect(await h.app.jobs.runNow('payment.expire', expiry)).toBe('done');
    expect(await row(paymentId)).toMatchObject({ payment: 'succeeded', order: 'booked', shipments: 1 });
    // The late notification changes nothing.
    await drained(h.app);
    expect((await gatewayWebhooks(h.app, gatewayId)).every((w) => w.state === 'done')).toBe(true);
    expect(await row(paymentId)).toMatchObject({ payment: 'succeeded', order: 'booked', shipments: 1 });
  });

  it('refunds to the card a bank approval that arrives after the expiry', async () => {
    const { ctx, testGateway, paymentId, gatewayId, expiry } = await start();
    await makeDue(h.db, 'payment.expire', expiry);
    expect(await h.app.jobs.runNow('payment.expire', expiry)).toBe('done');
    expect((await row(paymentId))?.payment).toBe('failed');
    await testGateway.completeChallenge(gatewayId, await testGateway.challengeToken(gatewayId), true);
    await settleAndFollow(ctx, paymentId, await ctx.gateway.confirm(gatewayId));
    await drained(h.app);
    expect(await jobOf(h.db, 'payment.refund', JOB_KEYS.refund(paymentId))).toMatchObject({ state: 'done', attempts: 1 });
    expect(await row(paymentId)).toMatchObject({ payment: 'refunded', refund_channel: 'card', order: 'payment_failed', shipments: 0 });
  });
});
