// Nothing ever asked the gateway what became of a pending payment: a process that died after the
// gateway captured the money (before it wrote the answer), with the gateway's notification lost,
// left the order awaiting payment for good. Every card payment now has a reconciliation job: it asks
// the gateway by our reference and settles what it says (the order is paid and booked, its
// confirmation mail queued); a payment the gateway never received expires and frees its order.
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { commerce, commerceContext } from '../../server/routes/private/orders/commerce.ts';
import { findCustomerByEmail } from '../../server/services/auth/customers.ts';
import { createOrder } from '../../server/services/orders/app-order-request.ts';
import type { OrderBody } from '../../server/services/orders/order-input.ts';
import type { PaymentGateway } from '../../server/services/payments/gateway.ts';
import { authHarness, query, registerCustomer, type AuthHarness, type TokenAnswer } from './helpers/auth.ts';
import { testDatabases } from './helpers/databases.ts';
import { newKey, orderBody } from './helpers/orders.ts';

interface State {
  payment: string;
  order: string;
  awb: string | null;
  reconcile: string | null;
  confirmation: string | null;
}

describe.each(testDatabases())('reconciling pending payments on $name', (backend) => {
  let h: AuthHarness;
  let customer: TokenAnswer;
  beforeAll(async () => {
    h = await authHarness(backend);
    customer = await registerCustomer(h.app);
  });
  afterAll(async () => h?.close());

  /** An order whose process "dies" right after the gateway call (`afterGateway`), or before it. */
  const orderThatDies = async (gatewayGetsIt: boolean) => {
    const real = commerce(h.app).ctx.gateway;
    const dying: PaymentGateway = Object.assign(Object.create(real) as PaymentGateway, {
      name: real.name,
      async createPayment(input: Parameters<PaymentGateway['createPayment']>[0]) {
        if (gatewayGetsIt) await real.createPayment(input);
        throw new Error('the process died');
      },
    });
    const ctx = commerceContext(h.app, dying);
    const me = await findCustomerByEmail(h.db, customer.customer.email);
    await expect(createOrder(ctx, me ?? null, newKey(), orderBody() as unknown as OrderBody)).rejects.toThrow('the process died');
    const [row] = await query<{ id: string }>(h.db, sql`select id from payments order by created_at desc limit 1`);
    // The gateway's notification never arrives (the test gateway's delivery job is dropped).
    await h.db.execute(sql`delete from jobs where kind = 'test-gateway.webhook'`);
    return row!.id;
  };
  const state = async (paymentId: string) =>
    (
      await query<State>(
        h.db,
        sql`select p.status as payment, o.status as "order", o.awb,
          (select state from jobs where kind = 'payment.reconcile' and key = ${`reconcile:${paymentId}`}) as reconcile,
          (select state from jobs where kind = 'mail' and key = 'order-confirmation:' || o.id) as confirmation
        from payments p join orders o on o.id = p.order_id where p.id = ${paymentId}`,
      )
    )[0]!;
  const timePasses = async (paymentId: string, minutes: number) => {
    await h.db.execute(sql`update jobs set run_at = now() where key = ${`reconcile:${paymentId}`}`);
    await h.db.execute(sql`update payments set created_at = created_at - make_interval(mins => ${minutes}) where id = ${paymentId}`);
  };

  it('settles a payment the gateway captured but we never recorded: the order is paid, booked and confirmed', async () => {
    const paymentId = await orderThatDies(true);
    expect(await state(paymentId)).toMatchObject({ payment: 'pending', order: 'awaiting_payment', awb: null, reconcile: 'queued' });
    // Not due yet: the reconciliation waits for any honest request to finish.
    await h.app.jobs.drain();
    expect((await state(paymentId)).payment).toBe('pending');
    await timePasses(paymentId, 3);
    await h.app.jobs.drain();
    const after = await state(paymentId);
    expect(after).toMatchObject({ payment: 'succeeded', order: 'booked', reconcile: 'done', confirmation: 'done' });
    expect(after.awb).toMatch(/^[A-Z]*\d{6,}$/);
  });

  it('lets a payment the gateway never received expire after a while, and frees its order', async () => {
    const paymentId = await orderThatDies(false);
    await timePasses(paymentId, 3);
    await h.app.jobs.drain();
    // Still young: asked again later (the customer's retry may yet send it).
    expect(await state(paymentId)).toMatchObject({ payment: 'pending', reconcile: 'queued' });
    await timePasses(paymentId, 30);
    await h.app.jobs.drain();
    expect(await state(paymentId)).toMatchObject({ payment: 'failed', order: 'payment_failed', reconcile: 'done', awb: null });
  });
});
