// Registration, e-mail verification and password login (POST auth/register, auth/verify-email,
// auth/login) against a real database.
import { parseOptions } from '@node-rs/argon2';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  authHarness,
  call,
  clearRateLimits,
  linkFromMail,
  loginCustomer,
  mailsTo,
  PASSWORD,
  PUBLIC_URL,
  query,
  randomIp,
  registerCustomer,
  registration,
  settled,
  uniqueEmail,
  type AuthHarness,
} from './helpers/auth.ts';
import { testDatabases } from './helpers/databases.ts';

const INVALID = { reason: 'login_invalid_credentials', message: 'Credențiale invalide sau adresa de email nu există' };

describe.each(testDatabases())('registration and login on $name', (backend) => {
  let h: AuthHarness;
  beforeAll(async () => {
    h = await authHarness(backend);
  });
  afterAll(async () => {
    await h?.close();
  });
  beforeEach(async () => {
    await clearRateLimits(h.db);
  });

  describe('POST auth/register', () => {
    it('creates the customer with the defaults, answers 201 with tokens and mails a verification link', async () => {
      const email = uniqueEmail('Ana');
      const { dark_mode: _d, currency_code: _c, preferred_language: _l, billing_country: _b, ...minimal } = registration({
        email: `  ${email.toUpperCase()}`.trim(),
      });
      const res = await call(h.app, 'POST', 'auth/register', { body: minimal, ip: randomIp() });
      expect(res.statusCode).toBe(201);
      const body = res.json();
      expect(body).toEqual({
        access_token: expect.stringMatching(/^[\w-]+\.[\w-]+\.[\w-]+$/),
        refresh_token: expect.stringMatching(/^[\w-]{43}$/),
        token_type: 'Bearer',
        expires_in: 900,
        customer: {
          id: expect.any(Number),
          email: email.toLowerCase(),
          name: 'Ana Popescu',
          dark_mode: 'system',
          has_unpaid_reweights: false,
          currency_code: 'RON',
          preferred_language: 'ro',
          billing_country: 'RO',
          email_verified: false,
        },
      });

      await settled(h.app);
      const link = linkFromMail(h.dataDir, email.toLowerCase(), '/verify-email/');
      expect(link.pathname).toMatch(new RegExp(`^/verify-email/${body.customer.id}/[\\w-]{43}$`));
      const [mail] = mailsTo(h.dataDir, email.toLowerCase());
      expect(mail!.raw).toMatch(/^Subject: /m);
      expect(mail!.text).toContain('Confirmă adresa de e-mail');
      expect(mail!.file).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}-\d{2}-\d{2}-\d{3}Z-verify-email-[0-9a-f]{16}\.eml$/);
    });

    it('stores an argon2id hash with m=19456, t=2, p=1, never the password', async () => {
      const { customer } = await registerCustomer(h.app);
      const [row] = await query<{ password_hash: string }>(h.db, sql`select password_hash from customers where id = ${customer.id}`);
      expect(row!.password_hash).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
      expect(parseOptions(row!.password_hash)).toMatchObject({ memoryCost: 19456, timeCost: 2, parallelism: 1 });
      expect(row!.password_hash).not.toContain(PASSWORD);
    });

    it('keeps the chosen preferences', async () => {
      const { customer } = await registerCustomer(h.app, {
        dark_mode: 'dark',
        currency_code: 'RON',
        preferred_language: 'ro',
        billing_country: 'md',
      });
      expect(customer).toMatchObject({ dark_mode: 'dark', currency_code: 'RON', preferred_language: 'ro', billing_country: 'MD' });
    });

    it('refuses a taken e-mail, whatever its case', async () => {
      const { customer } = await registerCustomer(h.app);
      const res = await call(h.app, 'POST', 'auth/register', { body: registration({ email: customer.email.toUpperCase() }) });
      expect(res.statusCode).toBe(422);
      expect(res.json()).toEqual({
        reason: 'validation_failed',
        message: 'Datele trimise nu sunt valide.',
        errors: { email: ['Există deja un cont cu această adresă de e-mail.'] },
      });
    });

    it('refuses weak passwords with the security message and a specific one', async () => {
      const email = uniqueEmail();
      const cases: [string, string][] = [
        ['scurt1', 'Parola trebuie să aibă cel puțin 8 caractere.'],
        ['password123', 'Parola este prea des folosită. Alege alta.'],
        ['PAROLA123', 'Parola este prea des folosită. Alege alta.'],
        [email, 'Parola nu poate fi adresa de e-mail.'],
        [email.split('@')[0]!, 'Parola nu poate fi adresa de e-mail.'],
        ['x'.repeat(129), 'Parola poate avea cel mult 128 de caractere.'],
      ];
      for (const [password, specific] of cases) {
        const res = await call(h.app, 'POST', 'auth/register', {
          body: registration({ email, password, password_confirmation: password }),
        });
        expect(res.statusCode, password).toBe(422);
        expect(res.json().errors).toEqual({ password: ['Parola nu respectă cerințele de securitate', specific] });
      }
      expect(await query(h.db, sql`select id from customers where email = ${email}`)).toEqual([]);
    });

    it('accepts a 64-character password and spaces, with no composition rules', async () => {
      for (const password of ['a'.repeat(40) + 'b'.repeat(24), 'doar litere mici si spatii', 'ăîâșț'.repeat(3)]) {
        const answer = await registerCustomer(h.app, { password, password_confirmation: password });
        expect((await loginCustomer(h.app, answer.customer.email, password)).statusCode).toBe(200);
      }
    });

    it('names every wrong field: confirmation, name, preferences, missing values', async () => {
      const res = await call(h.app, 'POST', 'auth/register', {
        body: registration({ password_confirmation: 'altceva-diferit', name: 'A' }),
      });
      expect(res.statusCode).toBe(422);
      expect(res.json().errors).toEqual({ name: ['Numele trebuie să aibă între 2 și 100 de caractere.'] });

      const mismatch = await call(h.app, 'POST', 'auth/register', { body: registration({ password_confirmation: 'altceva-diferit' }) });
      expect(mismatch.json().errors).toEqual({ password_confirmation: ['Confirmarea parolei nu se potrivește.'] });

      const enums = await call(h.app, 'POST', 'auth/register', {
        body: registration({ dark_mode: 'blue', currency_code: 'EUR', preferred_language: 'en', billing_country: 'ROU', email: 'nu-e-email' }),
      });
      expect(enums.json().errors).toEqual({
        email: ['Adresa de e-mail nu este validă.'],
        dark_mode: ['Tema trebuie să fie una dintre: system, dark, light.'],
        currency_code: ['Prețurile sunt doar în lei: moneda poate fi doar RON.'],
        preferred_language: ['Interfața este doar în limba română: limba poate fi doar ro.'],
        billing_country: ['Țara de facturare trebuie să fie un cod de două litere (de exemplu RO).'],
      });

      const missing = await call(h.app, 'POST', 'auth/register', { body: {} });
      expect(Object.keys(missing.json().errors).sort()).toEqual(['email', 'name', 'password', 'password_confirmation']);
    });
  });

  describe('POST auth/verify-email/{id}/{token}', () => {
    it('verifies the address from the mailed link, and a second click still succeeds', async () => {
      const { customer, access_token } = await registerCustomer(h.app);
      await settled(h.app);
      const link = linkFromMail(h.dataDir, customer.email, '/verify-email/');
      expect(link.origin).toBe(PUBLIC_URL);
      const res = await call(h.app, 'POST', `auth${link.pathname}`);
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ data: { success: true }, message: 'Adresa de e-mail a fost confirmată.' });
      const profile = await call(h.app, 'GET', 'customer/profile', { token: access_token });
      expect(profile.json().data.email_verified).toBe(true);
      expect((await call(h.app, 'POST', `auth${link.pathname}`)).statusCode).toBe(200);
    });

    it('refuses a wrong token (400), an unknown customer (404) and an expired link (400)', async () => {
      const { customer } = await registerCustomer(h.app);
      await settled(h.app);
      const link = linkFromMail(h.dataDir, customer.email, '/verify-email/');
      const token = link.pathname.split('/').at(-1)!;
      const invalid = { reason: 'verify_link_invalid', message: 'Link-ul de confirmare este invalid sau a expirat.' };

      const wrong = await call(h.app, 'POST', `auth/verify-email/${customer.id}/${'A'.repeat(43)}`);
      expect([wrong.statusCode, wrong.json()]).toEqual([400, invalid]);
      const unknown = await call(h.app, 'POST', `auth/verify-email/999999999/${token}`);
      expect([unknown.statusCode, unknown.json()]).toEqual([404, invalid]);
      const notAnId = await call(h.app, 'POST', `auth/verify-email/abc/${token}`);
      expect(notAnId.statusCode).toBe(404);

      await h.db.execute(sql`update auth_links set expires_at = now() - interval '1 second' where customer_id = ${customer.id}`);
      const expired = await call(h.app, 'POST', `auth${link.pathname}`);
      expect([expired.statusCode, expired.json()]).toEqual([400, invalid]);
    });
  });

  describe('POST auth/login', () => {
    it('signs in with the e-mail in any case and answers the token shape', async () => {
      const { customer } = await registerCustomer(h.app);
      const res = await loginCustomer(h.app, `  ${customer.email.toUpperCase()} `.trim());
      expect(res.statusCode).toBe(200);
      expect(res.json()).toMatchObject({ token_type: 'Bearer', expires_in: 900, customer: { id: customer.id, email: customer.email } });
    });

    it('answers the same 401 for a wrong password and an unknown e-mail', async () => {
      const { customer } = await registerCustomer(h.app);
      const wrong = await loginCustomer(h.app, customer.email, 'parola-gresita-dar-lunga');
      const unknown = await loginCustomer(h.app, uniqueEmail('nimeni'), PASSWORD);
      expect([wrong.statusCode, wrong.json()]).toEqual([401, INVALID]);
      expect([unknown.statusCode, unknown.json()]).toEqual([401, INVALID]);
    });

    it('refuses an account without password (made by social login) like a wrong password', async () => {
      const email = uniqueEmail();
      await h.db.execute(sql`insert into customers (email, name) values (${email}, 'Fără Parolă')`);
      const res = await loginCustomer(h.app, email, PASSWORD);
      expect([res.statusCode, res.json()]).toEqual([401, INVALID]);
    });

    it('tells an inactive account only to someone with its password (403)', async () => {
      const { customer } = await registerCustomer(h.app);
      await h.db.execute(sql`update customers set status = 'inactive' where id = ${customer.id}`);
      expect((await loginCustomer(h.app, customer.email, 'parola-gresita-dar-lunga')).statusCode).toBe(401);
      const res = await loginCustomer(h.app, customer.email);
      expect(res.statusCode).toBe(403);
      expect(res.json()).toEqual({
        reason: 'login_account_inactive',
        message: 'Contul nu este conectat, te rugăm să contactezi serviciul clienți',
      });
    });

    it('answers 422 login_validation_failed with field errors', async () => {
      const res = await call(h.app, 'POST', 'auth/login', { body: { email: 'nu-e-email', password: '', remember: 'da' } });
      expect(res.statusCode).toBe(422);
      expect(res.json()).toEqual({
        reason: 'login_validation_failed',
        message: 'Datele introduse nu sunt valide',
        errors: {
          email: ['Adresa de e-mail nu este validă.'],
          password: ['Introdu parola.'],
          remember: ['Valoarea trebuie să fie true sau false.'],
        },
      });
      const missing = await call(h.app, 'POST', 'auth/login', { body: {} });
      expect(missing.json()).toMatchObject({
        reason: 'login_validation_failed',
        errors: { email: ['Câmpul este obligatoriu.'], password: ['Câmpul este obligatoriu.'] },
      });
    });

    it('gives a session of SESSION_TTL_DAYS, or SESSION_REMEMBER_TTL_DAYS with remember', async () => {
      const { customer } = await registerCustomer(h.app);
      for (const [remember, days] of [
        [false, 1],
        [true, 30],
      ] as const) {
        const res = await loginCustomer(h.app, customer.email, PASSWORD, { remember });
        expect(res.statusCode).toBe(200);
        const [session] = await query<{ remember: boolean; seconds: number }>(
          h.db,
          sql`select remember, extract(epoch from expires_at - now())::float8 as seconds
              from auth_sessions where customer_id = ${customer.id} order by created_at desc limit 1`,
        );
        expect(session!.remember).toBe(remember);
        expect(Math.abs(session!.seconds - days * 86_400)).toBeLessThan(60);
      }
    });
  });
});
