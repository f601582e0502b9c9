// Passwords: the policy (unit), forgot/reset-password and the set-password invitation, against a
// real database, following the links in the outbox as a person would.
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { inviteCustomer } from '../../server/services/auth/customers.ts';
import { passwordProblems } from '../../server/services/auth/passwords.ts';
import {
  authHarness,
  call,
  clearRateLimits,
  linkFromMail,
  loginCustomer,
  mailsTo,
  outbox,
  PASSWORD,
  query,
  randomIp,
  registerCustomer,
  settled,
  uniqueEmail,
  type AuthHarness,
} from './helpers/auth.ts';
import { testDatabases } from './helpers/databases.ts';

const NEW_PASSWORD = 'Un-Munte-De-Clatite-7';
const WEAK = 'Parola nu respectă cerințele de securitate';

describe('password policy', () => {
  it('accepts 8 to 128 characters (64 included) and refuses common ones and the e-mail', () => {
    expect(passwordProblems('a'.repeat(64), 'ana@exemplu.ro')).toEqual([]);
    expect(passwordProblems('ăîâșțăîâ', 'ana@exemplu.ro')).toEqual([]);
    expect(passwordProblems('x'.repeat(128), 'ana@exemplu.ro')).toEqual([]);
    expect(passwordProblems('x'.repeat(7), 'ana@exemplu.ro')[1]).toBe('Parola trebuie să aibă cel puțin 8 caractere.');
    expect(passwordProblems('x'.repeat(129), 'ana@exemplu.ro')[1]).toBe('Parola poate avea cel mult 128 de caractere.');
    expect(passwordProblems('Parola123', 'ana@exemplu.ro')).toEqual([WEAK, 'Parola este prea des folosită. Alege alta.']);
    expect(passwordProblems('qwertyuiop', 'ana@exemplu.ro')[0]).toBe(WEAK);
    expect(passwordProblems('Ana@Exemplu.ro', 'ana@exemplu.ro')[1]).toBe('Parola nu poate fi adresa de e-mail.');
    expect(passwordProblems('anamaria', 'anamaria@exemplu.ro')[1]).toBe('Parola nu poate fi adresa de e-mail.');
  });
});

describe.each(testDatabases())('password links on $name', (backend) => {
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

  const forgot = (email: string) => call(h.app, 'POST', 'auth/forgot-password', { body: { email }, ip: randomIp() });
  const reset = (body: Record<string, unknown>) => call(h.app, 'POST', 'auth/reset-password', { body });

  async function resetLink(email: string) {
    expect((await forgot(email)).statusCode).toBe(200);
    await settled(h.app);
    const link = linkFromMail(h.dataDir, email, '/resetare-parola/confirmare');
    return { token: link.searchParams.get('token')!, email: link.searchParams.get('email')! };
  }

  describe('POST auth/forgot-password', () => {
    it('answers the same for a known and an unknown e-mail, and mails only the known one', async () => {
      const { customer } = await registerCustomer(h.app);
      await settled(h.app);
      const nobody = uniqueEmail('nimeni');
      const filesBefore = outbox(h.dataDir).length;
      const known = await forgot(customer.email);
      const unknown = await forgot(nobody);
      expect(known.statusCode).toBe(200);
      expect(unknown.statusCode).toBe(known.statusCode);
      expect(unknown.body).toBe(known.body);
      expect(known.json()).toEqual({
        data: { success: true },
        message: 'Dacă există un cont cu această adresă de e-mail, vei primi în câteva minute un mesaj cu instrucțiunile de resetare a parolei.',
      });
      await settled(h.app);
      expect(outbox(h.dataDir).length).toBe(filesBefore + 1);
      expect(mailsTo(h.dataDir, nobody)).toEqual([]);
      const [mail] = mailsTo(h.dataDir, customer.email).filter((m) => m.file.includes('reset-password'));
      expect(mail!.text).toContain('Resetarea parolei');
      expect(mail!.text).toMatch(/http:\/\/curiero\.test\/resetare-parola\/confirmare\?token=[\w-]{43}&email=/);
    });

    it('sends nothing for an inactive account and refuses a malformed e-mail (422)', async () => {
      const { customer } = await registerCustomer(h.app);
      await h.db.execute(sql`update customers set status = 'inactive' where id = ${customer.id}`);
      await settled(h.app);
      expect((await forgot(customer.email)).statusCode).toBe(200);
      await settled(h.app);
      expect(mailsTo(h.dataDir, customer.email).filter((m) => m.file.includes('reset-password'))).toEqual([]);
      const bad = await forgot('nu-e-email');
      expect(bad.statusCode).toBe(422);
      expect(bad.json().errors).toEqual({ email: ['Adresa de e-mail nu este validă.'] });
    });
  });

  describe('POST auth/reset-password', () => {
    it('sets the new password, verifies the e-mail, ends every session and mails a notice', async () => {
      const { customer, access_token, refresh_token } = await registerCustomer(h.app);
      const second = (await loginCustomer(h.app, customer.email)).json();
      const link = await resetLink(customer.email);
      const res = await reset({ ...link, password: NEW_PASSWORD, password_confirmation: NEW_PASSWORD });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ data: { success: true }, message: 'Parola a fost schimbată. Te poți autentifica acum cu parola nouă.' });

      for (const token of [access_token, second.access_token]) {
        expect((await call(h.app, 'GET', 'customer/profile', { token })).statusCode).toBe(401);
      }
      expect((await call(h.app, 'POST', 'auth/refresh', { body: { refresh_token } })).statusCode).toBe(401);
      const sessions = await query<{ revoked_reason: string }>(
        h.db,
        sql`select revoked_reason from auth_sessions where customer_id = ${customer.id}`,
      );
      expect(sessions.map((s) => s.revoked_reason)).toEqual(['password_reset', 'password_reset']);

      expect((await loginCustomer(h.app, customer.email, PASSWORD)).statusCode).toBe(401);
      const login = await loginCustomer(h.app, customer.email, NEW_PASSWORD);
      expect(login.statusCode).toBe(200);
      expect(login.json().customer.email_verified).toBe(true);

      await settled(h.app);
      const notice = mailsTo(h.dataDir, customer.email).find((m) => m.file.includes('password-changed'));
      expect(notice!.text).toContain('Parola contului tău Curiero tocmai a fost schimbată');
    });

    it('spends the link: a second use is 400 reset_link_invalid', async () => {
      const { customer } = await registerCustomer(h.app);
      const link = await resetLink(customer.email);
      expect((await reset({ ...link, password: NEW_PASSWORD, password_confirmation: NEW_PASSWORD })).statusCode).toBe(200);
      const again = await reset({ ...link, password: 'Alta-Parola-Foarte-Buna', password_confirmation: 'Alta-Parola-Foarte-Buna' });
      expect(again.statusCode).toBe(400);
      expect(again.json()).toEqual({ reason: 'reset_link_invalid', message: 'Link-ul de resetare este invalid sau a expirat.' });
    });

    it('refuses an expired link, another e-mail, an older link after a newer one, and a made-up token', async () => {
      const { customer } = await registerCustomer(h.app);
      const other = await registerCustomer(h.app);
      const body = { password: NEW_PASSWORD, password_confirmation: NEW_PASSWORD };

      const older = await resetLink(customer.email);
      const newer = await resetLink(customer.email);
      expect(newer.token).not.toBe(older.token);
      expect((await reset({ ...older, ...body })).statusCode).toBe(400);
      expect((await reset({ ...newer, email: other.customer.email, ...body })).statusCode).toBe(400);
      expect((await reset({ ...newer, token: 'C'.repeat(43), ...body })).statusCode).toBe(400);

      await h.db.execute(sql`update auth_links set expires_at = now() - interval '1 second' where customer_id = ${customer.id}`);
      expect((await reset({ ...newer, ...body })).json().reason).toBe('reset_link_invalid');
    });

    it('is valid for 60 minutes', async () => {
      const { customer } = await registerCustomer(h.app);
      await resetLink(customer.email);
      const [link] = await query<{ minutes: number }>(
        h.db,
        sql`select extract(epoch from expires_at - created_at)::float8 / 60 as minutes from auth_links
            where customer_id = ${customer.id} and purpose = 'reset_password'`,
      );
      expect(Math.round(link!.minutes)).toBe(60);
    });

    it('refuses a weak password or a wrong confirmation (422) without spending the link', async () => {
      const { customer } = await registerCustomer(h.app);
      const link = await resetLink(customer.email);
      const weak = await reset({ ...link, password: 'password1', password_confirmation: 'password1' });
      expect(weak.statusCode).toBe(422);
      expect(weak.json()).toEqual({
        reason: 'validation_failed',
        message: WEAK,
        errors: { password: [WEAK, 'Parola este prea des folosită. Alege alta.'] },
      });
      const mismatch = await reset({ ...link, password: NEW_PASSWORD, password_confirmation: 'altceva' });
      expect(mismatch.json().errors).toEqual({ password_confirmation: ['Confirmarea parolei nu se potrivește.'] });
      expect((await reset({ ...link, password: NEW_PASSWORD, password_confirmation: NEW_PASSWORD })).statusCode).toBe(200);
    });
  });

  describe('POST auth/set-password/{id}/{token}', () => {
    async function invite() {
      const email = uniqueEmail('invitat');
      const { customer, link } = await inviteCustomer(h.app.auth, { email, name: 'Ion Invitat' });
      expect(linkFromMail(h.dataDir, email, '/set-password/').href).toBe(link);
      return { customer, path: new URL(link).pathname };
    }

    it('sets the first password from the invitation and signs the customer in', async () => {
      const { customer, path } = await invite();
      expect(customer.passwordHash).toBeNull();
      expect(path).toMatch(new RegExp(`^/set-password/${customer.id}/[\\w-]{43}$`));
      const res = await call(h.app, 'POST', `auth${path}`, { body: { password: NEW_PASSWORD, password_confirmation: NEW_PASSWORD } });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toMatchObject({ token_type: 'Bearer', customer: { id: customer.id, email_verified: true, name: 'Ion Invitat' } });
      expect((await call(h.app, 'GET', 'customer/profile', { token: res.json().access_token })).statusCode).toBe(200);
      expect((await loginCustomer(h.app, customer.email, NEW_PASSWORD)).statusCode).toBe(200);

      const again = await call(h.app, 'POST', `auth${path}`, { body: { password: NEW_PASSWORD, password_confirmation: NEW_PASSWORD } });
      expect(again.statusCode).toBe(400);
      expect(again.json()).toEqual({
        reason: 'set_password_link_invalid',
        message: 'Link-ul pentru setarea parolei este invalid sau a expirat',
      });
    });

    it('answers 422 "Parola nu respectă cerințele de securitate" for a weak password', async () => {
      const { path } = await invite();
      const res = await call(h.app, 'POST', `auth${path}`, { body: { password: 'parola123', password_confirmation: 'parola123' } });
      expect(res.statusCode).toBe(422);
      expect(res.json()).toMatchObject({ message: WEAK, errors: { password: [WEAK, 'Parola este prea des folosită. Alege alta.'] } });
    });

    it('answers 404 for an unknown customer and 400 for a wrong or expired token', async () => {
      const { customer, path } = await invite();
      const token = path.split('/').at(-1);
      const body = { password: NEW_PASSWORD, password_confirmation: NEW_PASSWORD };
      expect((await call(h.app, 'POST', `auth/set-password/999999999/${token}`, { body })).statusCode).toBe(404);
      expect((await call(h.app, 'POST', `auth/set-password/${customer.id}/${'D'.repeat(43)}`, { body })).statusCode).toBe(400);
      const [link] = await query<{ days: number }>(
        h.db,
        sql`select extract(epoch from expires_at - created_at)::float8 / 86400 as days from auth_links where customer_id = ${customer.id}`,
      );
      expect(Math.round(link!.days)).toBe(7);
      await h.db.execute(sql`update auth_links set expires_at = now() - interval '1 second' where customer_id = ${customer.id}`);
      expect((await call(h.app, 'POST', `auth${path}`, { body })).statusCode).toBe(400);
    });

    it('invites again an account without password, and refuses one with a password', async () => {
      const { customer } = await invite();
      const second = await inviteCustomer(h.app.auth, { email: customer.email, name: 'Ion Invitat' });
      expect(second.customer.id).toBe(customer.id);
      const registered = await registerCustomer(h.app);
      await expect(inviteCustomer(h.app.auth, { email: registered.customer.email, name: 'X Y' })).rejects.toThrow(/already has a password/);
    });
  });
});
