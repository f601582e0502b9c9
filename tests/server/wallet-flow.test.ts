// The wallet on the real app: top-ups by card, paid on the processor's page (approved, refused,
// 3-D Secure, idempotent), the balance and
// its movements, paying orders from it, insufficient funds (422, nothing written), and concurrent
// debits that together exceed the balance: exactly as many succeed as the money covers, and the
// balance never goes below zero.
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authHarness, query, registerCustomer, type AuthHarness, type TokenAnswer } from './helpers/auth.ts';
import { BILLING_FIRST } from '../../server/routes/private/wallet/wallet.ts';
import { testDatabases } from './helpers/databases.ts';
import { jobOf } from './helpers/jobs.ts';
import { JOB_KEYS } from '../../server/services/jobs/keys.ts';
import { api, commerceWith, drained, ensureBilling, newKey, orderBody, paidTopUp, paymentStatus, payOnHostedPage, placeOrder, TEST_CARDS } from './helpers/orders.ts';

const ORDER_TOTAL = 2501; // Sameday home -> home, 1 kg (see orders-create)

describe.each(testDatabases())('the wallet on $name', (backend) => {
  let h: AuthHarness;
  beforeAll(async () => {
    h = await authHarness(backend);
  });
  afterAll(async () => h?.close());

  const topUp = (who: TokenAnswer, amount: number, options: { key?: string; card?: string } = {}) => paidTopUp(h.app, who.access_token, amount, options);
  const ask = (who: TokenAnswer, amount: number, key = newKey()) => api(h.app, 'POST', 'wallet/top-up', { token: who.access_token, key, body: { amount_bani: amount } });
  const balance = async (who: TokenAnswer) => (await api(h.app, 'GET', 'wallet', { token: who.access_token })).json().data.balance_bani as number;
  const walletOrder = (who: TokenAnswer, key = newKey()) => placeOrder(h.app, orderBody({ payment: { method: 'wallet' } }), { token: who.access_token, key });

  it('tops up by card on the processor\'s page, shows the balance and the movements, and replays a repeated top-up', async () => {
    const who = await registerCustomer(h.app);
    expect(await balance(who)).toBe(0);
    const key = newKey();
    const first = await topUp(who, 5000, { key });
    expect(first.answer.statusCode).toBe(202);
    expect(first.answer.json()).toMatchObject({ data: { balance_bani: 0, payment: { purpose: 'top_up', status: 'requires_action', amount_bani: 5000 } } });
    expect(first.payment).toMatchObject({ purpose: 'top_up', status: 'succeeded', amount_bani: 5000, card: { brand: 'visa', last4: '4242' } });
    expect(first.balanceBani).toBe(5000);
    const again = await ask(who, 5000, key);
    expect([again.statusCode, again.json()]).toEqual([202, first.answer.json()]);
    expect((await ask(who, 6000, key)).json().reason).toBe('idempotency_key_reused');
    await topUp(who, 1234);
    expect(await balance(who)).toBe(6234);
    const movements = await api(h.app, 'GET', 'wallet/movements?per_page=15', { token: who.access_token });
    expect(movements.json().data.map((m: { amount_bani: number; balance_after_bani: number; kind: string }) => [m.kind, m.amount_bani, m.balance_after_bani])).toEqual([
      ['top_up', 1234, 6234],
      ['top_up', 5000, 5000],
    ]);
    expect(movements.json().meta).toEqual({ total: 2, per_page: 15, current_page: 1, last_page: 1, from: 1, to: 2 });
    expect((await api(h.app, 'GET', 'wallet/movements?per_page=7', { token: who.access_token })).statusCode).toBe(422);
  });

  it('refuses a top-up before the billing details its advance invoice needs, per field and in Romanian, and starts no payment', async () => {
    const who = await registerCustomer(h.app);
    const res = await ask(who, 5000);
    expect([res.statusCode, res.json().errors]).toEqual([422, { billing: [BILLING_FIRST] }]);
    const started = await query<{ n: number }>(h.db, sql`select count(*)::int as n from payments p join customers c on c.id = p.customer_id where c.email = ${who.customer.email}`);
    expect(started[0]?.n).toBe(0);
    await ensureBilling(h.app, who.access_token);
    expect((await ask(who, 5000)).statusCode).toBe(202);
  });

  it('refuses top-ups outside the limits, a refused card and calls without a session', async () => {
    const who = await registerCustomer(h.app);
    await ensureBilling(h.app, who.access_token);
    const small = await ask(who, 999);
    expect([small.statusCode, small.json().errors]).toEqual([422, { amount_bani: ['Suma trebuie să fie între 10,00 RON și 5.000,00 RON.'] }]);
    const large = await ask(who, 500_001);
    expect([large.statusCode, large.json().errors]).toEqual([422, { amount_bani: ['Suma trebuie să fie între 10,00 RON și 5.000,00 RON.'] }]);
    const declined = await topUp(who, 2000, { card: TEST_CARDS.declined });
    expect([declined.payment.status, declined.payment.failure_reason, declined.balanceBani]).toEqual(['failed', 'Plata a fost refuzată de banca emitentă.', 0]);
    expect((await api(h.app, 'GET', 'wallet')).statusCode).toBe(401);
    expect((await api(h.app, 'POST', 'wallet/top-up', { token: who.access_token, body: { amount_bani: 2000 } })).json().reason).toBe('idempotency_key_required');
  });

  it('credits a 3-D Secure top-up once it is confirmed, and only once', async () => {
    const who = await registerCustomer(h.app);
    await ensureBilling(h.app, who.access_token);
    const res = await ask(who, 3000);
    expect(res.statusCode).toBe(202);
    const { payment } = res.json().data;
    const visit = await payOnHostedPage(h.app, payment.redirect_url, { card: TEST_CARDS.threeDSecure, threeDs: 'approve' });
    expect(visit.returnedTo).toContain(`/dashboard?payment_id=${payment.id}`);
    // Polling and the notification race to settle it: the wallet is credited once.
    await Promise.all([paymentStatus(h.app, payment.id, who.access_token), drained(h.app)]);
    await paymentStatus(h.app, payment.id, who.access_token);
    expect(await balance(who)).toBe(3000);
    expect((await api(h.app, 'GET', 'wallet/movements', { token: who.access_token })).json().meta.total).toBe(1);
  });

  it('pays an order from the wallet', async () => {
    const who = await registerCustomer(h.app);
    await topUp(who, 3000);
    const res = await walletOrder(who);
    expect(res.statusCode).toBe(201);
    expect(res.json().data.payment).toMatchObject({ method: 'wallet', status: 'succeeded', amount_bani: ORDER_TOTAL, card: null });
    expect(res.json().data.order.order_status).toBe('booked');
    expect(await balance(who)).toBe(3000 - ORDER_TOTAL);
    const [latest] = (await api(h.app, 'GET', 'wallet/movements', { token: who.access_token })).json().data;
    expect(latest).toMatchObject({ kind: 'order', amount_bani: -ORDER_TOTAL, reference: res.json().data.order.number, description: `Plata comenzii ${res.json().data.order.number}` });
    // Recorded with its order already paid: the orders' subscriber of 'payment.succeeded' takes it for no late card payment.
    expect(await jobOf(h.db, 'payment.refund', JOB_KEYS.refund(res.json().data.payment.id))).toBeUndefined();
  });

  it('answers 422 insufficient_funds and writes nothing when the balance is short', async () => {
    const who = await registerCustomer(h.app);
    await topUp(who, 1000);
    const res = await walletOrder(who);
    const message = 'Soldul portofelului (10,00 RON) nu acoperă totalul comenzii (25,01 RON). Alimentează portofelul sau plătește cu cardul.';
    expect([res.statusCode, res.json()]).toEqual([422, { reason: 'insufficient_funds', message, errors: { 'payment.method': [message] }, data: { balance_bani: 1000, needed_bani: 2501 } }]);
    const rows = await query<{ n: number }>(h.db, sql`select count(*)::int as n from orders o join customers c on c.id = o.customer_id where c.email = ${who.customer.email}`);
    expect(rows[0]?.n).toBe(0);
    expect(await balance(who)).toBe(1000);
  });

  it('lets concurrent orders spend only the money there is', async () => {
    const who = await registerCustomer(h.app);
    await topUp(who, ORDER_TOTAL * 2 + 100);
    const answers = await Promise.all(Array.from({ length: 6 }, () => walletOrder(who)));
    expect(answers.map((a) => a.statusCode).sort()).toEqual([201, 201, 422, 422, 422, 422]);
    expect(await balance(who)).toBe(100);
    const ledger = await query<{ sum: number; min: number }>(
      h.db,
      sql`select sum(amount_bani)::int as sum, min(balance_after_bani)::int as min from wallet_ledger l join customers c on c.id = l.customer_id where c.email = ${who.customer.email}`,
    );
    expect(ledger[0]).toEqual({ sum: 100, min: 100 });
  });

  it('debits once for concurrent duplicates of one wallet order', async () => {
    const who = await registerCustomer(h.app);
    await topUp(who, 5000);
    const key = newKey();
    const answers = await Promise.all(Array.from({ length: 5 }, () => walletOrder(who, key)));
    expect(new Set(answers.map((a) => a.json().data.order_id)).size).toBe(1);
    expect(await balance(who)).toBe(5000 - ORDER_TOTAL);
  });

  it('takes a top-up refunded at the processor back out of the wallet, below zero when it was spent, and refuses wallet orders until it is covered', async () => {
    const who = await registerCustomer(h.app);
    const { payment } = await topUp(who, 5000);
    expect((await walletOrder(who)).statusCode).toBe(201);
    const gatewayId = (await query<{ g: string }>(h.db, sql`select gateway_reference as g from payments where id = ${payment.id}`))[0]!.g;
    // From the processor's dashboard (or a chargeback), not through us: its notification says so.
    expect((await commerceWith(h.app).testGateway.refund({ gatewayId, amountBani: 5000, idempotencyKey: `dashboard-${gatewayId}` })).status).toBe('succeeded');
    await drained(h.app);
    expect(await balance(who)).toBe(5000 - ORDER_TOTAL - 5000);
    const [latest] = (await api(h.app, 'GET', 'wallet/movements', { token: who.access_token })).json().data;
    expect(latest).toMatchObject({ kind: 'top_up_refund', amount_bani: -5000, balance_after_bani: -ORDER_TOTAL, description: 'Alimentare rambursată pe card de procesatorul de plăți: 50,00 RON scăzuți din portofel' });
    // The notification again changes nothing; the money is not spendable; the next top-up pays the debt first.
    await drained(h.app);
    expect(await balance(who)).toBe(-ORDER_TOTAL);
    const refused = await walletOrder(who);
    expect([refused.statusCode, refused.json().reason]).toEqual([422, 'insufficient_funds']);
    await topUp(who, 3000);
    expect(await balance(who)).toBe(3000 - ORDER_TOTAL);
    // The top-up's credit note follows the money: 50,00 lei back on the card.
    const notes = await query<{ total: number }>(h.db, sql`select total_bani as total from invoices where payment_id = ${payment.id} and kind = 'credit_note'`);
    expect(notes).toEqual([{ total: 5000 }]);
  });
});
