// The signed-in customer's own data (GET/PUT customer/profile), a new verification e-mail
// (customer/email/verification-notification) and the e-mail check of the sign-in form.
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { TEXT_LIMITS } from '../../src/shared/field-limits.ts';
import {
  authHarness,
  call,
  clearRateLimits,
  linkFromMail,
  mailsTo,
  randomIp,
  registerCustomer,
  settled,
  uniqueEmail,
  type AuthHarness,
} from './helpers/auth.ts';
import { testDatabases } from './helpers/databases.ts';

const UNAUTHENTICATED = { reason: 'unauthenticated', message: 'Sesiunea a expirat. Autentifică-te din nou.' };

describe.each(testDatabases())('customer routes on $name', (backend) => {
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

  describe('customer/profile', () => {
    it('GET answers the customer as in the token answer', async () => {
      const answer = await registerCustomer(h.app);
      const res = await call(h.app, 'GET', 'customer/profile', { token: answer.access_token });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ data: answer.customer });
      expect(res.headers['cache-control']).toBe('no-store');
    });

    it('PUT changes the given fields only', async () => {
      const answer = await registerCustomer(h.app);
      const res = await call(h.app, 'PUT', 'customer/profile', {
        token: answer.access_token,
        body: { name: '  Ana Maria Popescu ', dark_mode: 'dark', billing_country: 'de', email: 'ignorat@exemplu.ro' },
      });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({
        data: { ...answer.customer, name: 'Ana Maria Popescu', dark_mode: 'dark', billing_country: 'DE' },
        message: 'Profilul a fost salvat.',
      });
      const partial = await call(h.app, 'PUT', 'customer/profile', { token: answer.access_token, body: { dark_mode: 'light' } });
      expect(partial.json()).toMatchObject({ data: { name: 'Ana Maria Popescu', dark_mode: 'light', billing_country: 'DE' }, message: 'Profilul a fost salvat.' });
    });

    it('PUT says nothing was saved when nothing changes', async () => {
      const answer = await registerCustomer(h.app);
      const same = { name: ` ${answer.customer.name} `, dark_mode: answer.customer.dark_mode, billing_country: String(answer.customer.billing_country).toLowerCase() };
      const res = await call(h.app, 'PUT', 'customer/profile', { token: answer.access_token, body: same });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ data: answer.customer, message: 'Nu ai modificat nimic: profilul a rămas la fel.' });
      const empty = await call(h.app, 'PUT', 'customer/profile', { token: answer.access_token, body: {} });
      expect(empty.json().message).toBe('Nu ai modificat nimic: profilul a rămas la fel.');
    });

    it('PUT accepts only Romanian and lei: English and euro are refused, nothing is saved', async () => {
      const answer = await registerCustomer(h.app);
      const res = await call(h.app, 'PUT', 'customer/profile', { token: answer.access_token, body: { preferred_language: 'en', currency_code: 'EUR' } });
      expect(res.statusCode).toBe(422);
      expect(res.json().errors).toEqual({
        preferred_language: ['Interfața este doar în limba română: limba poate fi doar ro.'],
        currency_code: ['Prețurile sunt doar în lei: moneda poate fi doar RON.'],
      });
      const after = await call(h.app, 'GET', 'customer/profile', { token: answer.access_token });
      expect(after.json().data).toMatchObject({ preferred_language: 'ro', currency_code: 'RON' });
      const supported = await call(h.app, 'PUT', 'customer/profile', { token: answer.access_token, body: { preferred_language: 'ro', currency_code: 'RON' } });
      expect(supported.statusCode).toBe(200);
    });

    it('PUT refuses a name over the shared limit, with the same limit the app says', async () => {
      const answer = await registerCustomer(h.app);
      const res = await call(h.app, 'PUT', 'customer/profile', { token: answer.access_token, body: { name: 'A'.repeat(TEXT_LIMITS.name.max + 1) } });
      expect(res.statusCode).toBe(422);
      expect(res.json().errors).toEqual({ name: [`Numele trebuie să aibă între ${TEXT_LIMITS.name.min} și ${TEXT_LIMITS.name.max} de caractere.`] });
      const atLimit = await call(h.app, 'PUT', 'customer/profile', { token: answer.access_token, body: { name: 'A'.repeat(TEXT_LIMITS.name.max) } });
      expect(atLimit.statusCode).toBe(200);
    });

    it('PUT answers 422 with Romanian field errors', async () => {
      const answer = await registerCustomer(h.app);
      const res = await call(h.app, 'PUT', 'customer/profile', {
        token: answer.access_token,
        body: { name: ' x ', dark_mode: 'sepia', preferred_language: 'de' },
      });
      expect(res.statusCode).toBe(422);
      expect(res.json()).toEqual({
        reason: 'validation_failed',
        message: 'Datele trimise nu sunt valide.',
        errors: {
          name: ['Numele trebuie să aibă între 2 și 100 de caractere.'],
          dark_mode: ['Tema trebuie să fie una dintre: system, dark, light.'],
          preferred_language: ['Interfața este doar în limba română: limba poate fi doar ro.'],
        },
      });
    });

    it('answers 401 without a valid bearer token', async () => {
      for (const [method, token] of [
        ['GET', undefined],
        ['PUT', 'garbage'],
      ] as const) {
        const res = await call(h.app, method, 'customer/profile', { token, body: method === 'PUT' ? { name: 'Ana' } : undefined });
        expect([res.statusCode, res.json()]).toEqual([401, UNAUTHENTICATED]);
      }
    });
  });

  describe('POST customer/email/verification-notification', () => {
    it('mails a new verification link that works, and says when the address is already verified', async () => {
      const answer = await registerCustomer(h.app);
      await settled(h.app);
      const res = await call(h.app, 'POST', 'customer/email/verification-notification', { token: answer.access_token });
      expect(res.json()).toEqual({ data: { success: true }, message: 'Ți-am trimis un nou e-mail de confirmare.' });
      await settled(h.app);
      expect(mailsTo(h.dataDir, answer.customer.email).filter((m) => m.file.includes('verify-email'))).toHaveLength(2);
      const link = linkFromMail(h.dataDir, answer.customer.email, '/verify-email/');
      expect((await call(h.app, 'POST', `auth${link.pathname}`)).statusCode).toBe(200);

      const again = await call(h.app, 'POST', 'customer/email/verification-notification', { token: answer.access_token });
      expect(again.json()).toEqual({ data: { success: true }, message: 'Adresa de e-mail este deja confirmată.' });
      expect((await call(h.app, 'POST', 'customer/email/verification-notification')).statusCode).toBe(401);
    });
  });

  describe('POST customer/check-email', () => {
    it('says whether an account uses the e-mail, in any case', async () => {
      const { customer } = await registerCustomer(h.app);
      const check = (email: string) => call(h.app, 'POST', 'customer/check-email', { body: { email }, ip: randomIp() });
      expect((await check(customer.email.toUpperCase())).json()).toEqual({ data: { exists: true } });
      expect((await check(uniqueEmail('nimeni'))).json()).toEqual({ data: { exists: false } });
    });

    it('answers 400 invalid_email for a malformed or missing e-mail', async () => {
      for (const body of [{ email: 'nu-e-email' }, { email: 42 }, {}]) {
        const res = await call(h.app, 'POST', 'customer/check-email', { body });
        expect([res.statusCode, res.json()]).toEqual([400, { reason: 'invalid_email', message: 'Format de email invalid' }]);
      }
    });
  });
});
