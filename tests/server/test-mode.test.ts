// Test mode, as Stripe's: an order placed with a test API key is paid from the account's test balance
// (topped up for free in the dashboard), never from the wallet, gets no invoice in the real series,
// and its refund goes back to the test balance with no credit note; the test balance never spends
// more than it holds, with two app instances on one database; a test key finds only test parcels by
// AWB and a live key never a test one. Invoices are configured with a seller (a real, numbered series).
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { authHarness, clearRateLimits, query, type AuthHarness } from './helpers/auth.ts';
import { paymentsWithoutInvoice } from '../../server/services/invoices/invoice-pending.ts';
import { testDatabases } from './helpers/databases.ts';
import { api, drained, orderBody, paidTopUp } from './helpers/orders.ts';
import { createKey, fundedShop, pub, publicOrderBody, topUpTestBalance, type FundedShop } from './helpers/public-api.ts';

const SELLER = {
  INVOICE_SELLER_NAME: 'Curiero Logistică S.R.L.',
  INVOICE_SELLER_CUI: 'RO12345674',
  INVOICE_SELLER_ADDRESS: 'Str. Memorandumului nr. 28',
  INVOICE_SELLER_CITY: 'Cluj-Napoca',
  INVOICE_SELLER_COUNTY: 'Cluj',
};

/** A carrier account (never called here): the deployment has a real carrier, so live keys work. */
const REAL_CARRIER = { FAN_COURIER_USERNAME: 'curiero', FAN_COURIER_PASSWORD: 'parola-test', FAN_COURIER_CLIENT_ID: '7032158', FAN_COURIER_BASE_URL: 'http://127.0.0.1:9' };

describe.each(testDatabases())('test mode on $name', (backend) => {
  let h: AuthHarness;
  let shop: FundedShop;
  const WALLET = 10_000;
  beforeAll(async () => {
    h = await authHarness(backend, SELLER);
    shop = await fundedShop(h.app, 50_000);
    await paidTopUp(h.app, shop.token, WALLET);
    await drained(h.app);
  }, 120_000);
  afterAll(async () => h?.close());
  beforeEach(async () => clearRateLimits(h.db));

  const wallet = async (customerId = shop.customerId) => {
    const rows = await query<{ kind: string; amount_bani: number }>(h.db, sql`select kind, amount_bani from wallet_ledger where customer_id = ${customerId} order by id`);
    return rows.map((r) => [r.kind, Number(r.amount_bani)]);
  };
  const testBalance = async (token = shop.token) => (await api(h.app, 'GET', 'wallet/test-balance', { token })).json().data.balance_bani as number;
  const invoicesOf = (orderId: number) => query<{ kind: string; series: string }>(h.db, sql`select kind, series from invoices where order_id = ${orderId}`);

  it('pays a test order from the test balance: the wallet untouched, no invoice, the answer says test money', async () => {
    const before = await testBalance();
    const res = await pub(h.app, 'POST', 'orders', { key: shop.key, body: publicOrderBody(shop.billingAddressId) });
    expect(res.statusCode).toBe(201);
    const { data, message } = res.json();
    expect(message).toContain('soldul de test');
    await drained(h.app);
    const total = Math.round(data.price.total * 100);
    expect(await testBalance()).toBe(before - total);
    expect(await wallet()).toEqual([['top_up', WALLET]]);
    expect((await api(h.app, 'GET', 'wallet', { token: shop.token })).json().data.balance_bani).toBe(WALLET);
    expect(await invoicesOf(data.order_id)).toEqual([]);
    const [payment] = await query<{ id: string; gateway: string }>(h.db, sql`select id, gateway from payments where order_id = ${data.order_id}`);
    expect(payment?.gateway).toBe('test_balance');
    // The key's credit is the test balance; the top-up's invoice is the account's only one, in the real series.
    expect((await pub(h.app, 'GET', 'account/credit', { key: shop.key })).json().wallet_balance).toBe((before - total) / 100);
    expect((await pub(h.app, 'GET', 'account/profile', { key: shop.key })).json().data.wallet_balance).toBe((before - total) / 100);
    const all = await query<{ series: string }>(h.db, sql`select i.series from invoices i join payments p on p.id = i.payment_id where p.customer_id = ${shop.customerId}`);
    expect(all).toEqual([{ series: 'CUR' }]);
    // Nor is it shown as an invoice still to be issued, to the customer or to the back office.
    expect((await api(h.app, 'GET', 'invoices', { token: shop.token })).json().pending).toEqual([]);
    expect((await paymentsWithoutInvoice(h.db)).map((p) => p.paymentId)).not.toContain(payment?.id);
  });

  it('refunds a cancelled test order into the test balance, never into the wallet, with no credit note', async () => {
    const res = await pub(h.app, 'POST', 'orders', { key: shop.key, body: publicOrderBody(shop.billingAddressId) });
    expect(res.statusCode).toBe(201);
    const { order_id: id } = res.json().data;
    const before = await testBalance();
    const cancelled = await pub(h.app, 'DELETE', `orders/${id}`, { key: shop.key });
    expect(cancelled.statusCode).toBe(200);
    expect(cancelled.json().message).toContain('soldul de test');
    await drained(h.app);
    expect(await testBalance()).toBe(before + Math.round(res.json().data.price.total * 100));
    expect(await wallet()).toEqual([['top_up', WALLET]]);
    expect(await invoicesOf(id)).toEqual([]);
    // Card is not a way back for test money.
    const other = (await pub(h.app, 'POST', 'orders', { key: shop.key, body: publicOrderBody(shop.billingAddressId) })).json().data.order_id;
    expect((await pub(h.app, 'DELETE', `orders/${other}`, { key: shop.key, query: { refund_channel: 'card' } })).statusCode).toBe(422);
  });

  it('answers 402 when the test balance is short, even with money in the wallet, and writes nothing', async () => {
    const poor = await fundedShop(h.app, 100);
    await paidTopUp(h.app, poor.token, 100_000);
    const res = await pub(h.app, 'POST', 'orders', { key: poor.key, body: publicOrderBody(poor.billingAddressId) });
    expect(res.statusCode).toBe(402);
    expect(res.json()).toMatchObject({ error: 'insufficient_funds', details: { wallet_balance: 1 } });
    expect(res.json().message).toMatch(/^Sold de test insuficient: în soldul de test sunt 1,00 RON/);
    const orders = await query<{ n: number }>(h.db, sql`select count(*)::int as n from orders where customer_id = ${poor.customerId}`);
    expect(orders[0]?.n).toBe(0);
    expect(await wallet(poor.customerId)).toEqual([['top_up', 100_000]]);
  });

  it('tops the test balance up for free (no payment, no invoice) and refuses bad amounts in Romanian', async () => {
    const fresh = await fundedShop(h.app, 0);
    const payments = async () => (await query<{ n: number }>(h.db, sql`select count(*)::int as n from payments where customer_id = ${fresh.customerId}`))[0]?.n;
    const res = await api(h.app, 'POST', 'wallet/test-balance/top-up', { token: fresh.token, body: { amount_bani: 25_001 } });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({ data: { balance_bani: 25_001, test_mode: true, movement: { kind: 'top_up', amount_bani: 25_001 } } });
    expect(res.json().message).toContain('nu se emite factură');
    for (const amount_bani of [0, 99, 1_000_001, 'o sută', 12.5]) {
      const bad = await api(h.app, 'POST', 'wallet/test-balance/top-up', { token: fresh.token, body: { amount_bani } });
      expect(bad.statusCode).toBe(422);
      expect(bad.json().errors.amount_bani[0]).toMatch(/^Suma de test trebuie să fie între 1,00 RON și 10.000,00 RON\.$/);
    }
    await drained(h.app);
    expect(await payments()).toBe(0);
    expect(await wallet(fresh.customerId)).toEqual([]);
    const movements = (await api(h.app, 'GET', 'wallet/test-balance/movements', { token: fresh.token })).json();
    expect(movements.data).toEqual([expect.objectContaining({ kind: 'top_up', amount_bani: 25_001, balance_after_bani: 25_001 })]);
    expect((await api(h.app, 'GET', 'wallet/test-balance', { token: null as unknown as string })).statusCode).toBe(401);
  });

  it('never spends more than the test balance with concurrent orders on two app instances', async () => {
    const second = await h.newApp();
    const racer = await fundedShop(h.app, 0);
    const price = (await pub(h.app, 'POST', 'orders', { key: shop.key, body: publicOrderBody(shop.billingAddressId) })).json().data.price.total;
    const each = Math.round(price * 100);
    await topUpTestBalance(h.app, racer.token, each * 3);
    const answers = await Promise.all(
      Array.from({ length: 8 }, (_, i) => pub(i % 2 ? second : h.app, 'POST', 'orders', { key: racer.key, body: publicOrderBody(racer.billingAddressId) })),
    );
    expect(answers.map((a) => a.statusCode).sort()).toEqual([201, 201, 201, 402, 402, 402, 402, 402]);
    expect(await testBalance(racer.token)).toBe(0);
    const ledger = await query<{ n: number; sum: number }>(h.db, sql`select count(*)::int as n, coalesce(sum(amount_bani), 0)::int as sum from test_balance_ledger where customer_id = ${racer.customerId}`);
    expect(ledger).toEqual([{ n: 4, sum: 0 }]);
    expect(await wallet(racer.customerId)).toEqual([]);
  });

  it('finds by AWB only the parcels of the key’s mode: a test key never sees a live order, a live key never a test one', async () => {
    const live = await api(h.app, 'POST', 'orders', { token: shop.token, key: `live-${Date.now()}`, body: orderBody({ payment: { method: 'wallet' } }) });
    expect(live.statusCode).toBe(201);
    await drained(h.app);
    const liveId = live.json().data.order_id as number;
    const liveOrder = (await api(h.app, 'GET', `orders/${liveId}`, { token: shop.token })).json().data;
    const liveAwb = liveOrder.awb as string;
    expect(liveAwb).toBeTruthy();
    const test = (await pub(h.app, 'POST', 'orders', { key: shop.key, body: publicOrderBody(shop.billingAddressId) })).json().data;

    const byTestKey = (await pub(h.app, 'POST', 'orders/track-by-awb', { key: shop.key, body: { awb_list: [liveAwb, test.awb_number] } })).json();
    expect(byTestKey[0]).toMatchObject({ found: false });
    expect(JSON.stringify(byTestKey[0])).not.toContain(liveOrder.number);
    expect(byTestKey[0].order_id ?? null).toBeNull();
    expect(byTestKey[1]).toMatchObject({ found: true, order_id: test.order_id });

    const withCarrier = await h.newApp(REAL_CARRIER);
    const made = await createKey(withCarrier, shop.token, { mode: 'live', name: 'Live' });
    expect(made.statusCode).toBe(201);
    const liveKey = made.json().data.key as string;
    const byLiveKey = (await pub(withCarrier, 'POST', 'orders/track-by-awb', { key: liveKey, body: { awb_list: [liveAwb, test.awb_number] } })).json();
    expect(byLiveKey[0]).toMatchObject({ found: true, order_id: liveId });
    expect(byLiveKey[1]).toMatchObject({ found: false });
    expect(byLiveKey[1].order_id ?? null).toBeNull();
  });
});
