// An admin acting as a customer (an impersonated session) can neither make an API key nor see or
// make a webhook secret, redirect a webhook, change the payout IBAN, nor pay: the server refuses
// (403 impersonation_forbidden, Romanian) whatever the app shows, and nothing is written.
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { IMPERSONATION_FORBIDDEN } from '../../server/http/impersonation-guard.ts';
import { saveAdmin } from '../../server/services/auth/admins.ts';
import { billingCompany, shippingAddress } from './helpers/addresses.ts';
import { authHarness, call, clearRateLimits, PASSWORD, query, registerCustomer, type AuthHarness } from './helpers/auth.ts';
import { testDatabases } from './helpers/databases.ts';
import { api, orderBody, placeOrder } from './helpers/orders.ts';

const ADMIN = { email: 'suport@curiero.test', name: 'Ana Suport', password: 'O-Parola-De-Admin-Lunga' };
const FORBIDDEN = { reason: 'impersonation_forbidden', message: IMPERSONATION_FORBIDDEN };

/** Every route an impersonated session may not use: a new one opts in with config.notWhileImpersonating. */
const GUARDED = [
  'POST /api/private/api-keys',
  'POST /api/private/batches',
  'POST /api/private/customer/close',
  'POST /api/private/customer/email',
  'POST /api/private/customer/password',
  'POST /api/private/orders',
  'POST /api/private/wallet/reweighs/pay',
  'POST /api/private/wallet/top-up',
  'POST /api/private/webhooks',
  'POST /api/private/webhooks/:id/rotate-secret',
  'GET /api/private/webhooks/:id/secret',
];

describe.each(testDatabases())('an admin acting as a customer on $name', (backend) => {
  let h: AuthHarness;
  beforeAll(async () => {
    h = await authHarness(backend, { WEBHOOKS_ALLOW_INSECURE_LOCALHOST: 'true' });
    await saveAdmin(h.db, ADMIN);
  });
  afterAll(async () => {
    await h?.close();
  });
  beforeEach(async () => {
    await clearRateLimits(h.db);
  });

  /** A customer, their own token and an admin's impersonated token for them. */
  async function impersonated() {
    const own = await registerCustomer(h.app);
    const admin = (await call(h.app, 'POST', 'admin/auth/login', { body: { email: ADMIN.email, password: ADMIN.password } })).json().access_token as string;
    const code = (await call(h.app, 'POST', 'admin/impersonations', { token: admin, body: { customer_id: own.customer.id } })).json().data.code as string;
    const session = (await call(h.app, 'POST', 'auth/impersonation/exchange', { body: { code } })).json();
    expect(session.impersonation).toBeDefined();
    return { customerId: own.customer.id as number, own: own.access_token as string, admin: session.access_token as string };
  }

  const count = async (table: string, customerId: number) =>
    Number((await query<{ n: string }>(h.db, sql`select count(*) as n from ${sql.identifier(table)} where customer_id = ${customerId}`))[0]!.n);

  it('flags exactly these routes', () => {
    expect([...h.app.impersonationGuarded].sort()).toEqual([...GUARDED].sort());
  });

  it('refuses API keys, webhook secrets and endpoints, orders and top-ups with 403 and writes nothing', async () => {
    const { customerId, own, admin } = await impersonated();
    const hook = { url: 'http://127.0.0.1:9/hook', events: ['order.created'] };
    const endpoint = (await api(h.app, 'POST', 'webhooks', { token: own, body: hook })).json().data.endpoint;

    const refused = [
      await api(h.app, 'POST', 'api-keys', { token: admin, body: { name: 'Cheia adminului', scope: 'read_write', mode: 'test' } }),
      await api(h.app, 'POST', 'webhooks', { token: admin, body: hook }),
      await api(h.app, 'PATCH', `webhooks/${endpoint.id}`, { token: admin, body: { url: 'http://127.0.0.1:10/alt' } }),
      await api(h.app, 'POST', `webhooks/${endpoint.id}/rotate-secret`, { token: admin }),
      await api(h.app, 'GET', `webhooks/${endpoint.id}/secret`, { token: admin }),
      await placeOrder(h.app, orderBody(), { token: admin }),
      await placeOrder(h.app, orderBody({ payment: { method: 'wallet' } }), { token: admin }),
      await api(h.app, 'POST', 'wallet/top-up', { token: admin, key: 'top-up-1', body: { amount_bani: 5000 } }),
      await api(h.app, 'POST', 'wallet/reweighs/pay', { token: admin }),
      await api(h.app, 'POST', 'customer/password', { token: admin, body: { current_password: PASSWORD, password: 'O parolă nouă și lungă 42', password_confirmation: 'O parolă nouă și lungă 42' } }),
      await api(h.app, 'POST', 'customer/close', { token: admin, body: { password: PASSWORD, confirm: true } }),
      await api(h.app, 'POST', 'customer/email', { token: admin, body: { email: 'adminul@exemplu.ro', current_password: PASSWORD } }),
    ];
    for (const [i, res] of refused.entries()) {
      expect([res.statusCode, res.json()], `call ${i}`).toEqual([403, FORBIDDEN]);
      expect(JSON.stringify(res.json())).not.toMatch(/whsec_|secret"/);
    }
    expect(await count('api_keys', customerId)).toBe(0);
    expect(await count('webhook_endpoints', customerId)).toBe(1);
    expect(await count('orders', customerId)).toBe(0);
    expect(await count('payments', customerId)).toBe(0);

    // What only reads, or only pauses, still works; and the customer's own session is not limited.
    expect((await api(h.app, 'GET', 'webhooks', { token: admin })).statusCode).toBe(200);
    expect((await api(h.app, 'GET', 'api-keys', { token: admin })).statusCode).toBe(200);
    expect((await api(h.app, 'PATCH', `webhooks/${endpoint.id}`, { token: admin, body: { is_active: false } })).statusCode).toBe(200);
    expect((await api(h.app, 'DELETE', `webhooks/${endpoint.id}`, { token: admin })).statusCode).toBe(200);
    expect((await api(h.app, 'POST', 'api-keys', { token: own, body: { name: 'Cheia mea', scope: 'read', mode: 'test' } })).statusCode).toBe(201);
  });

  it('refuses a new or changed payout IBAN and moving the default billing address, not the rest of the address book', async () => {
    const { own, admin } = await impersonated();
    const refused = async (res: Awaited<ReturnType<typeof api>>) => expect([res.statusCode, res.json()]).toEqual([403, FORBIDDEN]);
    await refused(await api(h.app, 'POST', 'addresses', { token: admin, body: billingCompany() }));
    const billing = (await api(h.app, 'POST', 'addresses', { token: own, body: billingCompany() })).json().data;
    const second = (await api(h.app, 'POST', 'addresses', { token: own, body: billingCompany({ company: 'Alt Magazin SRL', bank_iban: 'RO66 BACX 0000 0012 3456 7890' }) })).json().data;
    await refused(await api(h.app, 'PUT', `addresses/${billing.id}`, { token: admin, body: { bank_iban: 'RO66 BACX 0000 0012 3456 7890' } }));
    await refused(await api(h.app, 'POST', `addresses/${second.id}/default`, { token: admin }));
    await refused(await api(h.app, 'PUT', `addresses/${second.id}`, { token: admin, body: { is_default: true } }));
    await refused(await api(h.app, 'DELETE', `addresses/${billing.id}`, { token: admin }));
    const unchanged = (await api(h.app, 'GET', `addresses/${billing.id}`, { token: own })).json().data;
    expect(unchanged).toMatchObject({ bank_iban: billing.bank_iban, is_default: true });

    // The same IBAN sent again, another field of the billing address, a shipping address: allowed.
    expect((await api(h.app, 'PUT', `addresses/${billing.id}`, { token: admin, body: { street_no: '7', bank_iban: billing.bank_iban } })).statusCode).toBe(200);
    expect((await api(h.app, 'POST', 'addresses', { token: admin, body: shippingAddress() })).statusCode).toBe(201);
    expect((await api(h.app, 'POST', 'addresses', { token: admin, body: billingCompany({ bank_iban: '' }) })).statusCode).toBe(201);
  });
});
