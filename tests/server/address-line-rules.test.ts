// One set of address rules (src/shared/address-rules.ts) at every door, before any money moves: the
// street, number and details together fit the invoice's address line 1 (150 characters, CIUS-RO
// BR-RO-L151/L152). A longer billing address used to be accepted by both order doors (the private
// one took up to 200 characters, the public one built it from the book without a limit), so the order
// was paid and booked but its invoice failed the e-Factura rules and was never issued.
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { STREET_LINE_MAX } from '../../src/shared/address-rules.ts';
import { authHarness, clearRateLimits, query, registerCustomer, type AuthHarness } from './helpers/auth.ts';
import { testDatabases } from './helpers/databases.ts';
import { api, orderBody, placeOrder, uniqueGuest } from './helpers/orders.ts';
import { fundedShop, pub, publicOrderBody } from './helpers/public-api.ts';

const long = (n: number) => 'x'.repeat(n);

describe.each(testDatabases())('the address line rules on $name', (backend) => {
  let h: AuthHarness;
  let token: string;
  beforeAll(async () => {
    h = await authHarness(backend);
    token = (await registerCustomer(h.app)).access_token;
  });
  afterAll(async () => h?.close());
  beforeEach(async () => clearRateLimits(h.db));

  const ordersCount = async () => Number((await query<{ n: string }>(h.db, sql`select count(*) as n from orders`))[0]?.n);

  it('refuses a billing address of 151-200 characters on the app\'s door, nothing saved', async () => {
    const before = await ordersCount();
    for (const length of [STREET_LINE_MAX + 1, 200]) {
      const body = orderBody({ email: uniqueGuest(), billing: { type: 'company', name: 'Firma Test SRL', cui: '18547290', address: `Str. ${long(length - 5)}`, locality_id: 54984 } });
      const res = await placeOrder(h.app, body);
      expect(res.statusCode, res.body).toBe(422);
      expect(res.json().errors['billing.address'][0]).toContain(`${STREET_LINE_MAX} de caractere`);
    }
    // Exactly 150 is taken.
    const ok = await placeOrder(h.app, orderBody({ email: uniqueGuest(), billing: { type: 'person', name: 'Ana Popescu', address: `Str. ${long(STREET_LINE_MAX - 5)}` } }));
    expect(ok.statusCode, ok.body).toBe(202);
    expect(await ordersCount()).toBe(before + 1);
  });

  it('refuses a sender whose street, number and details together exceed the invoice line (the invoice falls back on it)', async () => {
    const body = orderBody({ email: uniqueGuest() }) as { address_from: Record<string, unknown> };
    const res = await placeOrder(h.app, { ...body, address_from: { ...body.address_from, street_name: `Strada ${long(90)}`, street_details: long(80) } });
    expect(res.statusCode).toBe(422);
    expect(Object.keys(res.json().errors)).toEqual(['address_from.street_details']);
    expect(res.json().errors['address_from.street_details'][0]).toMatch(/cel mult 150 de caractere, cât încape pe factură/);
  });

  it('takes an order without a street number, as the address book does', async () => {
    const body = orderBody({ email: uniqueGuest() }) as { address_to: Record<string, unknown> };
    const res = await placeOrder(h.app, { ...body, address_to: { ...body.address_to, street_number: undefined } });
    expect(res.statusCode, res.body).toBe(202);
  });

  it('refuses the same line in the address book (every kind)', async () => {
    for (const kind of ['billing', 'shipping', 'delivery']) {
      const res = await api(h.app, 'POST', 'addresses', {
        token,
        body: { kind, locality_id: 54984, contact: 'Ana Popescu', phone: '0722123456', street_name: `Strada ${long(100)}`, street_no: '12', street_details: long(60) },
      });
      expect(res.statusCode, `${kind}: ${res.body}`).toBe(422);
      expect(res.json().errors.street_details).toEqual([expect.stringContaining('cel mult 150 de caractere')]);
    }
  });

  it('refuses a public order whose book billing address is too long for the invoice, before the balance is charged', async () => {
    const shop = await fundedShop(h.app, 10_000);
    // A book address saved before the rule: the line was up to 150 + 20 + 200 characters.
    await h.db.execute(sql`update addresses set street_name = ${`Strada ${long(120)}`}, street_details = ${long(60)} where id = ${shop.billingAddressId}`);
    const res = await pub(h.app, 'POST', 'orders', { key: shop.key, body: publicOrderBody(shop.billingAddressId) });
    expect(res.statusCode, res.body).toBe(422);
    expect(res.json()).toMatchObject({ error: 'validation_failed', details: { 'billing_to.billing_address_id': [expect.stringContaining('150 de caractere')] } });
    // No order, so no debit: the (test key's) test balance keeps the top-up.
    expect(await query(h.db, sql`select id from orders where customer_id = ${shop.customerId}`)).toEqual([]);
    const balance = await api(h.app, 'GET', 'wallet/test-balance', { token: shop.token });
    expect(balance.json().data.balance_bani).toBe(10_000);
  });
});
