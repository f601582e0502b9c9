// Changing the password from the profile (issue #30): the current password is checked, the new one
// follows the registration rules and is stored as argon2id, every other session ends (this one stays)
// and the owner is told by e-mail; a wrong current password changes nothing.
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { authHarness, call, clearRateLimits, loginCustomer, mailsTo, PASSWORD, query, registerCustomer, settled, type AuthHarness } from './helpers/auth.ts';
import { testDatabases } from './helpers/databases.ts';

const NEW_PASSWORD = 'Lampa-Verde-Danseaza-77';

describe.each(testDatabases())('account changes on $name', (backend) => {
  let h: AuthHarness;
  beforeAll(async () => {
    h = await authHarness(backend);
  });
  afterAll(async () => h?.close());
  beforeEach(async () => clearRateLimits(h.db));

  it('changes the password: the other sessions end, this one stays, the owner gets a mail', async () => {
    const owner = await registerCustomer(h.app);
    const other = (await loginCustomer(h.app, owner.customer.email)).json();
    const change = await call(h.app, 'POST', 'customer/password', {
      token: owner.access_token,
      body: { current_password: PASSWORD, password: NEW_PASSWORD, password_confirmation: NEW_PASSWORD },
    });
    expect([change.statusCode, change.json()]).toEqual([200, { data: { success: true }, message: 'Parola a fost schimbată. Celelalte sesiuni ale contului au fost închise.' }]);
    expect((await call(h.app, 'GET', 'customer/profile', { token: owner.access_token })).statusCode).toBe(200);
    expect((await call(h.app, 'GET', 'customer/profile', { token: other.access_token })).statusCode).toBe(401);
    expect((await call(h.app, 'POST', 'auth/refresh', { body: { refresh_token: other.refresh_token } })).statusCode).toBe(401);
    expect((await loginCustomer(h.app, owner.customer.email)).statusCode).toBe(401);
    expect((await loginCustomer(h.app, owner.customer.email, NEW_PASSWORD)).statusCode).toBe(200);
    const [row] = await query<{ password_hash: string }>(h.db, sql`select password_hash from customers where id = ${owner.customer.id}`);
    expect(row!.password_hash).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
    await settled(h.app);
    expect(mailsTo(h.dataDir, owner.customer.email).some((m) => m.file.includes('password'))).toBe(true);
  });

  it('refuses a wrong current password, a weak or unconfirmed new one: 422 per field, nothing changed', async () => {
    const owner = await registerCustomer(h.app);
    const wrong = await call(h.app, 'POST', 'customer/password', {
      token: owner.access_token,
      body: { current_password: 'nu-este-parola', password: NEW_PASSWORD, password_confirmation: NEW_PASSWORD },
    });
    expect([wrong.statusCode, wrong.json().errors]).toEqual([422, { current_password: ['Parola actuală nu este corectă.'] }]);
    const weak = await call(h.app, 'POST', 'customer/password', {
      token: owner.access_token,
      body: { current_password: PASSWORD, password: 'scurt', password_confirmation: 'altceva' },
    });
    expect(weak.statusCode).toBe(422);
    expect(weak.json()).toMatchObject({ message: 'Parola nu respectă cerințele de securitate', errors: { password: expect.any(Array), password_confirmation: ['Confirmarea parolei nu se potrivește.'] } });
    expect((await loginCustomer(h.app, owner.customer.email)).statusCode).toBe(200);
    expect((await call(h.app, 'POST', 'customer/password', { body: { current_password: PASSWORD, password: NEW_PASSWORD, password_confirmation: NEW_PASSWORD } })).statusCode).toBe(401);
  });

  it('limits guesses of the current password: past 10 even the right one is refused, and closing the account shares the limit', async () => {
    const owner = await registerCustomer(h.app);
    const change = (current: string) => call(h.app, 'POST', 'customer/password', {
      token: owner.access_token,
      body: { current_password: current, password: NEW_PASSWORD, password_confirmation: NEW_PASSWORD },
    });
    for (let i = 0; i < 9; i++) expect((await change(`gresit-${i}`)).statusCode).toBe(422);
    expect((await call(h.app, 'POST', 'customer/close', { token: owner.access_token, body: { password: 'tot-gresit', confirm: true } })).statusCode).toBe(422);
    expect((await change(PASSWORD)).statusCode).toBe(429);
    expect((await call(h.app, 'POST', 'customer/close', { token: owner.access_token, body: { password: PASSWORD, confirm: true } })).statusCode).toBe(429);
    expect((await loginCustomer(h.app, owner.customer.email)).statusCode).toBe(200);
  });
});
