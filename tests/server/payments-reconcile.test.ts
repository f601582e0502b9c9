// Nothing ever asked the processor what became of a pending payment: a process that died after the
// processor created the payment (before it wrote the answer) left the order awaiting payment for good.
// Every card payment now has a reconciliation job: it asks the processor by our reference and settles
// what it says: a payment waiting on its page is recorded as waiting (with its page, and its expiry
// queued), and the client's retry with the same Idempotency-Key is sent to that same page; one the
// processor has seen paid is paid and booked, its confirmation mail queued. A payment the processor
// never received expires and frees its order.
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { commerce, commerceContext } from '../../server/app/commerce.ts';
import { findCustomerByEmail } from '../../server/services/auth/customers.ts';
import { createOrder } from '../../server/services/orders/app-order-request.ts';
import type { OrderBody } from '../../server/services/orders/order-input.ts';
import { JOB_KEYS } from '../../server/services/jobs/keys.ts';
import type { GatewayPayment } from '../../server/services/payments/gateway.ts';
import { authHarness, query, registerCustomer, type AuthHarness, type TokenAnswer } from './helpers/auth.ts';
import { testDatabases } from './helpers/databases.ts';
import { jobOf } from './helpers/jobs.ts';
import { gatewayWith, newKey, orderBody, payOnHostedPage, placeOrder } from './helpers/orders.ts';

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

  /**
   * An order whose process "dies" right after the processor created its payment (`processorGetsIt`),
   * or before; the processor's answer (with its page) is what the dead process never wrote.
   */
  const orderThatDies = async (processorGetsIt: boolean) => {
    const real = commerce(h.app).ctx.gateway;
    let created: GatewayPayment | null = null;
    const dying = gatewayWith(real, {
      async createPayment(input) {
        if (processorGetsIt) created = await real.createPayment(input);
        throw new Error('the process died');
      },
    });
    const ctx = commerceContext(h.app, dying);
    const me = await findCustomerByEmail(h.db, customer.customer.email);
    const key = newKey();
    await expect(createOrder(ctx, me ?? null, key, orderBody() as unknown as OrderBody)).rejects.toThrow('the process died');
    const [row] = await query<{ id: string }>(h.db, sql`select id from payments order by created_at desc limit 1`);
    return { paymentId: row!.id, key, created: created as GatewayPayment | null };
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

  it('records a payment the processor created but we never did: waiting on its page, where the retry of the order is sent', async () => {
    const { paymentId, key, created } = await orderThatDies(true);
    expect(created).toMatchObject({ status: 'requires_action', reference: paymentId });
    expect(await state(paymentId)).toMatchObject({ payment: 'pending', order: 'awaiting_payment', awb: null, reconcile: 'queued' });
    // Not due yet: the reconciliation waits for any honest request to finish.
    await h.app.jobs.drain();
    expect((await state(paymentId)).payment).toBe('pending');
    await timePasses(paymentId, 3);
    await h.app.jobs.drain();
    expect(await state(paymentId)).toMatchObject({ payment: 'requires_action', order: 'awaiting_payment', reconcile: 'done' });
    expect(await jobOf(h.db, 'payment.expire', JOB_KEYS.expire(paymentId))).toMatchObject({ state: 'queued' });
    // The client retries with the same key (the first request's lease is long over): the same payment, the same page.
    await h.db.execute(sql`update idempotency_keys set locked_at = now() - interval '1 minute' where key = ${key}`);
    const retry = await placeOrder(h.app, orderBody(), { token: customer.access_token, key });
    expect(retry.statusCode).toBe(202);
    expect(retry.json().data.payment).toMatchObject({ id: paymentId, status: 'requires_action', redirect_url: created!.redirectUrl });
    await payOnHostedPage(h.app, retry.json().data.payment.redirect_url);
    await h.app.jobs.drain();
    const after = await state(paymentId);
    expect(after).toMatchObject({ payment: 'succeeded', order: 'booked', confirmation: 'done' });
    expect(after.awb).toMatch(/^[A-Z]*\d{6,}$/);
    const [charges] = await query<{ n: number }>(h.db, sql`select count(*)::int as n from test_gateway_payments where reference = ${paymentId}`);
    expect(charges?.n).toBe(1);
  });

  it('settles a payment the processor saw paid but we never recorded: the order is paid, booked and confirmed', async () => {
    const { paymentId, created } = await orderThatDies(true);
    // The customer got to the processor's page and paid; its notification never arrives.
    await payOnHostedPage(h.app, created!.redirectUrl!);
    await h.db.execute(sql`delete from jobs where kind = 'test-gateway.webhook'`);
    expect(await state(paymentId)).toMatchObject({ payment: 'pending', order: 'awaiting_payment' });
    await timePasses(paymentId, 3);
    await h.app.jobs.drain();
    const after = await state(paymentId);
    expect(after).toMatchObject({ payment: 'succeeded', order: 'booked', reconcile: 'done', confirmation: 'done' });
    expect(after.awb).toMatch(/^[A-Z]*\d{6,}$/);
  });

  it('lets a payment the processor never received expire after a while, and frees its order', async () => {
    const { paymentId } = await orderThatDies(false);
    await timePasses(paymentId, 3);
    await h.app.jobs.drain();
    // Still young: asked again later (the customer's retry may yet send it).
    expect(await state(paymentId)).toMatchObject({ payment: 'pending', reconcile: 'queued' });
    await timePasses(paymentId, 30);
    await h.app.jobs.drain();
    expect(await state(paymentId)).toMatchObject({ payment: 'failed', order: 'payment_failed', reconcile: 'done', awb: null });
  });
});
