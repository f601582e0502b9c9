// A 3-D Secure payment left waiting (the customer closed the bank's page) expires after 30 minutes:
// the gateway is asked first (a payment confirmed meanwhile is paid, not expired), then the payment
// fails as 'expired' and its order is payment_failed. A bank approval arriving after that is
// recorded and the money goes straight back to the card.
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { findCustomerByEmail } from '../../server/services/auth/customers.ts';
import { ABANDONED_AFTER_MINUTES, expireAbandonedPayments } from '../../server/services/orders/abandoned-payments.ts';
import { createOrder } from '../../server/services/orders/create-order.ts';
import type { OrderBody } from '../../server/services/orders/order-input.ts';
import { settleAndFollow } from '../../server/services/orders/payment-updates.ts';
import { authHarness, query, registerCustomer, type AuthHarness, type TokenAnswer } from './helpers/auth.ts';
import { testDatabases } from './helpers/databases.ts';
import { card, commerceWith, drained, newKey, orderBody, TEST_CARDS } from './helpers/orders.ts';

const threeDs = () => orderBody({ payment: { method: 'card', card: card(TEST_CARDS.threeDSecure), return_path: '/comanda/plata?pas=3' } }) as unknown as OrderBody;
const later = (minutes: number) => new Date(Date.now() + minutes * 60_000);

interface Row {
  payment: string;
  failure_code: string | null;
  failure_reason: string | null;
  order: string;
  refund_channel: string | null;
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
    const { ctx, testGateway } = commerceWith(h.app, async () => 200);
    const me = await findCustomerByEmail(h.db, customer.customer.email);
    const answer = await createOrder(ctx, me ?? null, newKey(), threeDs());
    const payment = (answer.body.data as { payment: { id: string; redirect_url: string; status: string } }).payment;
    expect(payment.status).toBe('requires_action');
    return { ctx, testGateway, paymentId: payment.id, gatewayId: payment.redirect_url.split('/').at(-1)! };
  };
  const row = async (paymentId: string) =>
    (
      await query<Row>(
        h.db,
        sql`select p.status as payment, p.failure_code, p.failure_reason, p.refund_channel, o.status as "order" from payments p join orders o on o.id = p.order_id where p.id = ${paymentId}`,
      )
    )[0];

  it('leaves a payment alone before the time and expires it after, with a Romanian reason', async () => {
    const { ctx, paymentId } = await start();
    await expireAbandonedPayments(ctx, later(ABANDONED_AFTER_MINUTES - 5));
    expect((await row(paymentId))?.payment).toBe('requires_action');
    expect(await expireAbandonedPayments(ctx, later(ABANDONED_AFTER_MINUTES + 1))).toBeGreaterThanOrEqual(1);
    expect(await row(paymentId)).toMatchObject({
      payment: 'failed',
      failure_code: 'expired',
      failure_reason: 'Plata a expirat: confirmarea 3-D Secure nu a fost finalizată la timp. Poți plăti din nou.',
      order: 'payment_failed',
    });
  });

  it('pays (does not expire) a payment the customer confirmed but whose webhook was lost', async () => {
    const { ctx, testGateway, paymentId, gatewayId } = await start();
    await testGateway.completeChallenge(gatewayId, await testGateway.challengeToken(gatewayId), true);
    await expireAbandonedPayments(ctx, later(ABANDONED_AFTER_MINUTES + 1));
    await drained(h.app);
    expect(await row(paymentId)).toMatchObject({ payment: 'succeeded', order: expect.stringMatching(/^(paid|booked)$/) });
  });

  it('refunds to the card a bank approval that arrives after the expiry', async () => {
    const { ctx, testGateway, paymentId, gatewayId } = await start();
    await expireAbandonedPayments(ctx, later(ABANDONED_AFTER_MINUTES + 1));
    expect((await row(paymentId))?.payment).toBe('failed');
    await testGateway.completeChallenge(gatewayId, await testGateway.challengeToken(gatewayId), true);
    await settleAndFollow(ctx, paymentId, await ctx.gateway.confirm(gatewayId));
    await drained(h.app);
    expect(await row(paymentId)).toMatchObject({ payment: 'refunded', refund_channel: 'card', order: 'payment_failed' });
  });
});
