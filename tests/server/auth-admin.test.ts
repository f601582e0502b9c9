// Admins and impersonation: admin login, single-use impersonation codes, the impersonated session
// and its end after IMPERSONATION_TTL_SECONDS; and the admin:create / customer:invite scripts.
import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { saveAdmin } from '../../server/services/auth/admins.ts';
import {
  authEnv,
  authHarness,
  call,
  clearRateLimits,
  jwtPayload,
  linkFromMail,
  query,
  registerCustomer,
  uniqueEmail,
  type AuthHarness,
} from './helpers/auth.ts';
import { testDatabases } from './helpers/databases.ts';

const ADMIN = { email: 'sef@curiero.test', name: 'Ana Admin', password: 'O-Parola-De-Admin-Lunga' };
const run = promisify(execFile);

describe.each(testDatabases())('admins and impersonation on $name', (backend) => {
  let h: AuthHarness;
  let shortApp: FastifyInstance;
  beforeAll(async () => {
    h = await authHarness(backend);
    shortApp = await h.newApp({ IMPERSONATION_TTL_SECONDS: '2' });
    await saveAdmin(h.db, ADMIN);
  });
  afterAll(async () => {
    await h?.close();
  });
  beforeEach(async () => {
    await clearRateLimits(h.db);
  });

  const adminLogin = async (app = h.app) => {
    const res = await call(app, 'POST', 'admin/auth/login', { body: { email: ADMIN.email, password: ADMIN.password } });
    expect(res.statusCode).toBe(200);
    return res.json().access_token as string;
  };
  const issueCode = async (token: string, body: Record<string, unknown>, app = h.app) =>
    call(app, 'POST', 'admin/impersonations', { token, body });
  const exchange = (code: string, app = h.app) => call(app, 'POST', 'auth/impersonation/exchange', { body: { code } });

  describe('POST admin/auth/login', () => {
    it('answers an admin token (no refresh token) for the admin audience', async () => {
      const res = await call(h.app, 'POST', 'admin/auth/login', { body: { email: 'SEF@curiero.test', password: ADMIN.password } });
      expect(res.statusCode).toBe(200);
      const body = res.json();
      expect(body).toEqual({
        access_token: expect.any(String),
        token_type: 'Bearer',
        expires_in: 900,
        admin: { id: expect.any(Number), email: ADMIN.email, name: ADMIN.name },
      });
      expect(jwtPayload(body.access_token)).toMatchObject({ aud: 'curiero-admin', iss: 'curiero', sub: String(body.admin.id) });
      // Not a customer token.
      expect((await call(h.app, 'GET', 'customer/profile', { token: body.access_token })).statusCode).toBe(401);
    });

    it('refuses a wrong password or unknown admin (401) and malformed input (422)', async () => {
      const wrong = await call(h.app, 'POST', 'admin/auth/login', { body: { email: ADMIN.email, password: 'nu-e-parola-buna' } });
      expect([wrong.statusCode, wrong.json().reason]).toEqual([401, 'login_invalid_credentials']);
      const unknown = await call(h.app, 'POST', 'admin/auth/login', { body: { email: 'nimeni@curiero.test', password: ADMIN.password } });
      expect(unknown.statusCode).toBe(401);
      const bad = await call(h.app, 'POST', 'admin/auth/login', { body: { email: 'x' } });
      expect(bad.statusCode).toBe(422);
    });

    it('is rate limited per IP', async () => {
      for (let i = 0; i < 10; i += 1) {
        await call(h.app, 'POST', 'admin/auth/login', { body: { email: ADMIN.email, password: 'gresit-gresit' }, ip: '10.9.9.9' });
      }
      const res = await call(h.app, 'POST', 'admin/auth/login', { body: ADMIN, ip: '10.9.9.9' });
      expect(res.statusCode).toBe(429);
      expect(res.headers['retry-after']).toBeDefined();
    });
  });

  describe('impersonation', () => {
    it('issues a single-use code that opens a session marked as impersonated', async () => {
      const { customer } = await registerCustomer(h.app);
      const adminToken = await adminLogin();
      const res = await issueCode(adminToken, { customer_email: customer.email });
      expect(res.statusCode).toBe(201);
      const { data } = res.json();
      expect(data).toEqual({
        code: expect.stringMatching(/^[\w-]{43}$/),
        expires_in: 120,
        url: `/autentificare/login-callback?code=${data.code}`,
      });

      const opened = await exchange(data.code);
      expect(opened.statusCode).toBe(200);
      const body = opened.json();
      expect(body).toMatchObject({
        token_type: 'Bearer',
        customer: { id: customer.id, email: customer.email },
        impersonation: { admin_name: ADMIN.name, expires_in: 600 },
      });
      expect(jwtPayload(body.access_token)).toMatchObject({ imp: true, sub: String(customer.id) });
      expect((await call(h.app, 'GET', 'customer/profile', { token: body.access_token })).statusCode).toBe(200);
      const [session] = await query<{ admin: string | null }>(
        h.db,
        sql`select a.email as admin from auth_sessions s left join admins a on a.id = s.impersonator_admin_id
            where s.id = ${jwtPayload(body.access_token).sid}`,
      );
      expect(session!.admin).toBe(ADMIN.email);

      const again = await exchange(data.code);
      expect([again.statusCode, again.json()]).toEqual([
        400,
        { reason: 'impersonation_code_invalid', message: 'Codul de autentificare este invalid sau a expirat.' },
      ]);
      // Codes are stored hashed only.
      const codes = await query<{ code_hash: string }>(h.db, sql`select code_hash from impersonation_codes`);
      expect(codes.map((c) => c.code_hash)).not.toContain(data.code);
    });

    it('ends the impersonated session after IMPERSONATION_TTL_SECONDS, refresh included', async () => {
      const { customer } = await registerCustomer(h.app);
      const { data } = (await issueCode(await adminLogin(shortApp), { customer_id: customer.id }, shortApp)).json();
      const body = (await exchange(data.code, shortApp)).json();
      expect(body.impersonation.expires_in).toBe(2);
      expect(body.expires_in).toBeLessThanOrEqual(2);
      expect((await call(shortApp, 'GET', 'customer/profile', { token: body.access_token })).statusCode).toBe(200);
      await new Promise((resolve) => setTimeout(resolve, 2500));
      expect((await call(shortApp, 'GET', 'customer/profile', { token: body.access_token })).statusCode).toBe(401);
      expect((await call(shortApp, 'POST', 'auth/refresh', { body: { refresh_token: body.refresh_token } })).statusCode).toBe(401);
    });

    it('refuses an expired code and an unknown one', async () => {
      const { customer } = await registerCustomer(h.app);
      const { data } = (await issueCode(await adminLogin(), { customer_id: customer.id })).json();
      await h.db.execute(sql`update impersonation_codes set expires_at = now() - interval '1 second'`);
      expect((await exchange(data.code)).statusCode).toBe(400);
      expect((await exchange('F'.repeat(43))).statusCode).toBe(400);
    });

    it('needs an admin token, an existing customer and a target', async () => {
      const customerAnswer = await registerCustomer(h.app);
      const asCustomer = await issueCode(customerAnswer.access_token, { customer_id: customerAnswer.customer.id });
      expect([asCustomer.statusCode, asCustomer.json().reason]).toEqual([401, 'unauthenticated']);
      expect((await issueCode('', { customer_id: 1 })).statusCode).toBe(401);

      const adminToken = await adminLogin();
      const missing = await issueCode(adminToken, { customer_email: uniqueEmail('nimeni') });
      expect([missing.statusCode, missing.json().reason]).toEqual([404, 'customer_not_found']);
      const empty = await issueCode(adminToken, {});
      expect([empty.statusCode, empty.json().errors]).toEqual([422, { customer_email: ['Indică adresa de e-mail sau id-ul clientului.'] }]);
      const bad = await issueCode(adminToken, { customer_id: 'x' });
      expect(bad.json().errors).toEqual({ customer_id: ['Id-ul clientului nu este valid.'] });
    });

    it('refuses to open a session for an inactive customer (403)', async () => {
      const { customer } = await registerCustomer(h.app);
      const { data } = (await issueCode(await adminLogin(), { customer_id: customer.id })).json();
      await h.db.execute(sql`update customers set status = 'inactive' where id = ${customer.id}`);
      expect((await exchange(data.code)).json().reason).toBe('login_account_inactive');
    });
  });

  // The scripts open the database the environment names: a PostgreSQL URL here (a PGlite directory
  // would need its own seconds-long initdb). They run as the operator would run them.
  if (backend.name === 'postgres') {
    it('npm run admin:create and customer:invite work on the configured database', async () => {
      const env = { ...process.env, ...authEnv(h.dataDir), DATABASE_URL: h.test.url!, LOG_LEVEL: 'silent' } as NodeJS.ProcessEnv;
      const script = (name: string, args: string[], extra: Record<string, string> = {}) =>
        run(process.execPath, ['--import', 'tsx', `scripts/${name}.ts`, ...args], { env: { ...env, ...extra } });

      const created = await script('admin-create', ['--email', 'Nou@Curiero.test', '--name', 'Admin Nou'], { ADMIN_PASSWORD: 'Parola-Noului-Admin-1' });
      expect(created.stdout).toContain('Admin nou@curiero.test (Admin Nou');
      const login = await call(h.app, 'POST', 'admin/auth/login', { body: { email: 'nou@curiero.test', password: 'Parola-Noului-Admin-1' } });
      expect(login.statusCode).toBe(200);
      await expect(script('admin-create', ['--email', 'slab@curiero.test', '--name', 'Slab'], { ADMIN_PASSWORD: 'parola123' })).rejects.toMatchObject({
        stderr: expect.stringContaining('Parola nu respectă cerințele de securitate'),
      });

      const email = uniqueEmail('invitat');
      const invited = await script('customer-invite', ['--email', email, '--name', 'Ion Invitat']);
      expect(invited.stdout).toContain(`Invitation to set a password sent to ${email}`);
      const link = linkFromMail(h.dataDir, email, '/set-password/');
      const res = await call(h.app, 'POST', `auth${link.pathname}`, {
        body: { password: 'Parola-Invitatului-9', password_confirmation: 'Parola-Invitatului-9' },
      });
      expect(res.statusCode).toBe(200);
    });
  }
});
