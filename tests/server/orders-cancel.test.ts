// Cancelling orders (DELETE /api/private/orders/{id}?refund_channel=wallet|card) and reading them
// back (list, detail): refunds to the wallet and to the card, cancel with the carrier (its own
// code in the history), refusal after pickup (as the simulated clock says, even before the
// simulation was advanced), the wallet-only rule, someone else's order, and a card payment made on
// the processor's page after its order was cancelled (the processor could not be told to close it),
// which is refunded by itself.
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { findCustomerByEmail } from '../../server/services/auth/customers.ts';
import { advanceSimulation } from '../../server/services/tracking/advance-simulation.ts';
import { cancelOrder } from '../../server/services/orders/cancel-order.ts';
import { authHarness, query, registerCustomer, type AuthHarness, type TokenAnswer } from './helpers/auth.ts';
import { testDatabases } from './helpers/databases.ts';
import { api, commerceWith, drained, gatewayWith, orderBody, paidTopUp, payOnHostedPage, placeOrder, placePaidOrder, TEST_CARDS, unreachable } from './helpers/orders.ts';
import { eventBusOf } from '../../server/app/events.ts';

const HOUR = 3600_000;

describe.each(testDatabases())('cancelling and listing orders on $name', (backend) => {
  let h: AuthHarness;
  let who: TokenAnswer;
  beforeAll(async () => {
    h = await authHarness(backend);
    who = await registerCustomer(h.app);
  });
  afterAll(async () => h?.close());

  /** An order paid (by card on the processor's page, or from the wallet) and booked. */
  const order = async (body = orderBody()) => {
    if ((body.payment as { method: string }).method === 'wallet') return (await placeOrder(h.app, body, { token: who.access_token })).json().data;
    const paid = await placePaidOrder(h.app, body, { token: who.access_token });
    expect(paid.order?.order_status).toBe('booked');
    return { ...paid.data, payment: paid.payment };
  };
  const cancel = (id: number, query = '') => api(h.app, 'DELETE', `orders/${id}${query}`, { token: who.access_token });
  const detail = async (id: number) => (await api(h.app, 'GET', `orders/${id}`, { token: who.access_token })).json().data;

  it('cancels a booked order with the carrier and refunds it to the wallet', async () => {
    const placed = await order();
    const res = await cancel(placed.order_id, '?refund_channel=wallet');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      data: { success: true, order_id: placed.order_id, status: 'cancelled', details: { refund: { channel: 'wallet', amount_bani: 2501, status: 'succeeded', failure_reason: null } } },
      message: `Comanda ${placed.order.number} a fost anulată. Suma de 25,01 RON a fost returnată în portofel.`,
    });
    const after = await detail(placed.order_id);
    expect(after).toMatchObject({ order_status: 'cancelled', current_status: 'Anulat', is_current_status_final: true, cancellable: false });
    expect(after.history.map((e: { carrier_status_code: string }) => e.carrier_status_code)).toEqual(['1', 'AWB_DELETED']);
    expect(after.payment).toMatchObject({ status: 'refunded', refund: { channel: 'wallet', status: 'succeeded' } });
    expect((await api(h.app, 'GET', 'wallet', { token: who.access_token })).json().data.balance_bani).toBe(2501);
    const again = await cancel(placed.order_id, '?refund_channel=wallet');
    expect(again.json().message).toBe(`Comanda ${placed.order.number} este deja anulată.`);
    expect((await api(h.app, 'GET', 'wallet', { token: who.access_token })).json().data.balance_bani).toBe(2501);
  });

  it('refunds to the card by default for a card payment', async () => {
    const placed = await order();
    const res = await cancel(placed.order_id);
    expect(res.json().message).toBe(`Comanda ${placed.order.number} a fost anulată. Suma de 25,01 RON va fi returnată pe card în 3-5 zile lucrătoare.`);
    expect(res.json().data.details.refund).toMatchObject({ channel: 'card', status: 'succeeded' });
    const gateway = await query<{ status: string }>(h.db, sql`select g.status from test_gateway_payments g join payments p on p.gateway_reference = g.id where p.order_id = ${placed.order_id}`);
    expect(gateway).toEqual([{ status: 'refunded' }]);
  });

  it('refuses once the parcel is picked up, even before the simulation recorded it', async () => {
    const placed = await order();
    const customer = await findCustomerByEmail(h.db, who.customer.email);
    const { ctx } = commerceWith(h.app, () => new Date(Date.now() + 4 * HOUR));
    await expect(cancelOrder(ctx, customer!.id, placed.order_id, 'wallet')).rejects.toMatchObject({
      status: 409,
      reason: 'order_not_cancellable',
      message: 'Comanda nu mai poate fi anulată: coletul a fost deja preluat de curier.',
    });
    const other = await order();
    await advanceSimulation({ db: h.db, events: eventBusOf(h.app) }, new Date(Date.now() + 4 * HOUR));
    expect(await detail(other.order_id)).toMatchObject({ order_status: 'picked_up', current_status: 'Preluat de curier', cancellable: false });
    const res = await cancel(other.order_id);
    expect([res.statusCode, res.json().reason]).toEqual([409, 'order_not_cancellable']);
  });

  it('returns wallet money only to the wallet; answers 404 for others and 422 for a bad channel', async () => {
    await paidTopUp(h.app, who.access_token, 5000);
    const placed = await order(orderBody({ payment: { method: 'wallet' } }));
    const res = await cancel(placed.order_id, '?refund_channel=card');
    expect([res.statusCode, res.json()]).toEqual([
      422,
      {
        reason: 'refund_channel_invalid',
        message: 'Comanda a fost plătită din portofel: suma se poate returna doar în portofel.',
        errors: { refund_channel: ['Comanda a fost plătită din portofel: suma se poate returna doar în portofel.'] },
      },
    ]);
    expect((await cancel(placed.order_id, '?refund_channel=bani')).statusCode).toBe(422);
    const stranger = await registerCustomer(h.app);
    const theirs = await api(h.app, 'DELETE', `orders/${placed.order_id}`, { token: stranger.access_token });
    expect([theirs.statusCode, theirs.json().reason]).toEqual([404, 'not_found']);
    expect((await api(h.app, 'GET', `orders/${placed.order_id}`, { token: stranger.access_token })).statusCode).toBe(404);
    expect((await cancel(999_999)).statusCode).toBe(404);
    expect((await cancel(placed.order_id)).json().data.details.refund).toMatchObject({ channel: 'wallet', status: 'succeeded' });
  });

  it('refunds by itself a card payment made on the processor\'s page after its order was cancelled (the processor could not be told to close it)', async () => {
    const placed = (await placeOrder(h.app, orderBody(), { token: who.access_token })).json().data;
    expect(placed.payment.status).toBe('requires_action');
    // Cancelling closes the payment at the processor (payments-abandoned.test.ts); here it cannot be reached.
    const { ctx } = commerceWith(h.app);
    const res = await cancelOrder({ ...ctx, gateway: gatewayWith(ctx.gateway, { expire: unreachable }) }, who.customer.id, placed.order_id, undefined);
    expect([res.data.status, res.data.details.refund]).toEqual(['cancelled', null]);
    // The page was still open in the customer's browser: paid there after all.
    const visit = await payOnHostedPage(h.app, placed.payment.redirect_url, { card: TEST_CARDS.threeDSecure, threeDs: 'approve' });
    expect(visit.returnedTo).toContain(`payment_id=${placed.payment.id}`);
    await drained(h.app);
    const after = await detail(placed.order_id);
    expect(after).toMatchObject({ order_status: 'cancelled', awb: null, payment: { status: 'refunded', refunded_bani: 2501, refund: { channel: 'card', status: 'succeeded' } } });
  });

  it('lists the orders newest first, a page at a time', async () => {
    const mine = await registerCustomer(h.app);
    const ids: number[] = [];
    for (let i = 0; i < 3; i++) ids.push((await placeOrder(h.app, orderBody(), { token: mine.access_token })).json().data.order_id);
    const res = await api(h.app, 'GET', 'orders?page=1&per_page=15', { token: mine.access_token });
    expect(res.json().data.map((o: { id: number }) => o.id)).toEqual([...ids].reverse());
    expect(res.json().meta).toEqual({ total: 3, per_page: 15, current_page: 1, last_page: 1, from: 1, to: 3 });
    const empty = await api(h.app, 'GET', 'orders?page=2', { token: mine.access_token });
    expect(empty.json()).toEqual({ data: [], meta: { total: 3, per_page: 15, current_page: 2, last_page: 1, from: null, to: null } });
    expect((await api(h.app, 'GET', 'orders?page=0', { token: mine.access_token })).json().errors).toEqual({ page: ['Pagina trebuie să fie un număr întreg pozitiv.'] });
    expect((await api(h.app, 'GET', 'orders')).statusCode).toBe(401);
  });
});
