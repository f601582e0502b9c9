// The signed-in customer's own data (GET/PUT customer/profile), a new verification e-mail
// (customer/email/verification-notification) and the e-mail check of the sign-in form.
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
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
      const partial = await call(h.app, 'PUT', 'customer/profile', { token: answer.access_token, body: { currency_code: 'EUR' } });
      expect(partial.json().data).toMatchObject({ name: 'Ana Maria Popescu', dark_mode: 'dark', currency_code: 'EUR' });
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
          preferred_language: ['Limba trebuie să fie ro sau en.'],
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
      expect(res.json()).toEqual({ data: { success: true }, message: 'Ți-am trimis un nou email de confirmare.' });
      await settled(h.app);
      expect(mailsTo(h.dataDir, answer.customer.email).filter((m) => m.file.includes('verify-email'))).toHaveLength(2);
      const link = linkFromMail(h.dataDir, answer.customer.email, '/verify-email/');
      expect((await call(h.app, 'POST', `auth${link.pathname}`)).statusCode).toBe(200);

      const again = await call(h.app, 'POST', 'customer/email/verification-notification', { token: answer.access_token });
      expect(again.json()).toEqual({ data: { success: true }, message: 'Adresa de email este deja confirmată.' });
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
