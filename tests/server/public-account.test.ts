// GET /api/public/v1/account/profile against the contract (api-shapes): every field with its type,
// values from what the account really has (the customer, the wallet in lei, the default billing
// address's bank account, the notifications Curiero sends and the addresses they go to, where the
// order confirmation is then sent), and the key.
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { testBalanceLedger } from '../../server/db/schema.ts';
import { authHarness, clearRateLimits, mailsTo, query, type AuthHarness } from './helpers/auth.ts';
import { testDatabases } from './helpers/databases.ts';
import { fundedShop, newShop, pub, publicOrderBody, type Shop } from './helpers/public-api.ts';
import { expectShape } from './helpers/shapes.ts';

const PROFILE = {
  customer_id: 'integer',
  name: 'string',
  email: 'string',
  billing_country: 'string',
  preferred_language: 'string',
  currency: 'string',
  awb_format: 'string',
  bank_iban: 'string',
  bank_holder: 'string',
  email_verified: 'boolean',
  phone: 'string',
  phone_verified: 'boolean',
  wallet_balance: 'number',
  wallet_currency: 'string',
  notification_settings: {
    receive_delivery_alerts: 'boolean',
    email_delivery_alerts: 'string',
    receive_bordero: 'boolean',
    email_bordero: 'string',
    confirmation_alert: 'boolean',
    email_confirmation: 'string',
    sms_recipient_notification: 'boolean',
    phone_delivery_notification: 'string',
    prevention_email_notification: 'boolean',
    non_pickup_notification: 'boolean',
    delivery_confirmation_email: 'boolean',
    wallet_transaction_email: 'boolean',
    placed_order_email: 'boolean',
  },
  marketing_settings: { email_notifications: 'boolean', sms_notifications: 'boolean' },
} as const;

describe.each(testDatabases())('public account profile on $name', (backend) => {
  let h: AuthHarness;
  beforeAll(async () => {
    h = await authHarness(backend);
  });
  afterAll(async () => h?.close());
  beforeEach(async () => clearRateLimits(h.db));

  const profile = async (shop: Shop) => {
    const res = await pub(h.app, 'GET', 'account/profile', { key: shop.key });
    expect(res.statusCode, res.body).toBe(200);
    return res.json();
  };

  const billingAddress = (shop: Shop, fields: { company: string; contact: string; bank_iban: string; is_default: boolean }) =>
    query(
      h.db,
      sql`insert into addresses (customer_id, kind, locality_id, contact, company, bank_iban, is_default)
        values (${shop.customerId}, 'billing', 54984, ${fields.contact}, ${fields.company}, ${fields.bank_iban}, ${fields.is_default})`,
    );

  it('needs a key', async () => {
    const res = await pub(h.app, 'GET', 'account/profile');
    expect([res.statusCode, res.json()]).toEqual([401, { error: 'unauthorized', message: 'Lipsește cheia API: trimite-o în antetul X-API-Key.' }]);
  });

  it("answers every field of the contract with the account's values", async () => {
    const shop = await newShop(h.app, { scope: 'read' });
    const answer = await profile(shop);
    expectShape(answer, { message: 'string', data: PROFILE, test_mode: 'boolean' });
    expect(answer.test_mode).toBe(true);
    const [customer] = await query<{ name: string }>(h.db, sql`select name from customers where id = ${shop.customerId}`);
    expect(answer.data).toMatchObject({
      customer_id: shop.customerId,
      name: customer?.name,
      email: shop.email,
      billing_country: 'RO',
      preferred_language: 'ro',
      currency: 'RON',
      awb_format: 'A6',
      bank_iban: '',
      bank_holder: '',
      email_verified: false,
      phone: '',
      phone_verified: false,
      wallet_balance: 0,
      wallet_currency: 'RON',
    });
    // What Curiero does for every account, and where: the order confirmation e-mail to the account's
    // address and push alerts; no e-mail alerts, no bordero, no SMS or calls, no marketing.
    expect(answer.data.notification_settings).toMatchObject({
      confirmation_alert: true,
      email_confirmation: shop.email,
      receive_delivery_alerts: true,
      email_delivery_alerts: '',
      receive_bordero: false,
      email_bordero: '',
      sms_recipient_notification: false,
      phone_delivery_notification: '',
    });
    expect(answer.data.marketing_settings).toEqual({ email_notifications: false, sms_notifications: false });
  });

  it('sends the order confirmation to the address email_confirmation names', async () => {
    const shop = await fundedShop(h.app, 100_000);
    const { email_confirmation: to } = (await profile(shop)).data.notification_settings;
    expect(to).toMatch(/^[^@\s]+@[^@\s]+\.[a-z]+$/);
    const created = await pub(h.app, 'POST', 'orders', { key: shop.key, body: publicOrderBody(shop.billingAddressId) });
    expect(created.statusCode, created.body).toBe(201);
    await h.app.jobs.drain();
    const mails = mailsTo(h.dataDir, to).filter((m) => m.text.includes(created.json().data.awb_number));
    expect(mails).toHaveLength(1);
  });

  it('shows the wallet in lei and the bank account of the default billing address', async () => {
    const shop = await newShop(h.app);
    // A test key's account shows its test balance (test mode moves no real money).
    await h.db.insert(testBalanceLedger).values({ customerId: shop.customerId, amountBani: 12_550, balanceAfterBani: 12_550, kind: 'top_up', reference: `test-${shop.customerId}`, description: 'Alimentare sold de test' });
    await billingAddress(shop, { company: 'Alt SRL', contact: 'Ion Pop', bank_iban: 'RO09BCYP0000001234567890', is_default: false });
    expect((await profile(shop)).data).toMatchObject({ wallet_balance: 125.5, bank_iban: '', bank_holder: '' });

    await billingAddress(shop, { company: 'Magazinul Verde SRL', contact: 'Ana Popescu', bank_iban: 'RO49AAAA1B31007593840000', is_default: true });
    expect((await profile(shop)).data).toMatchObject({ bank_iban: 'RO49AAAA1B31007593840000', bank_holder: 'Magazinul Verde SRL' });

    await query(h.db, sql`update addresses set company = '' where customer_id = ${shop.customerId} and is_default`);
    expect((await profile(shop)).data).toMatchObject({ bank_iban: 'RO49AAAA1B31007593840000', bank_holder: 'Ana Popescu' });
  });
});
