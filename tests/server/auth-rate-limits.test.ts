// Rate limits: kept in the database (shared by every app on it), fixed windows that expire, 429
// with Retry-After and a Romanian message; per IP, per account+IP and per account.
import { loadConfig } from '../../server/config/index.ts';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { minutes } from '../../server/services/rate-limit.ts';
import {
  authHarness,
  call,
  clearRateLimits,
  PASSWORD,
  query,
  randomIp,
  registerCustomer,
  settled,
  uniqueEmail,
  type AuthHarness,
} from './helpers/auth.ts';
import { testDatabases } from './helpers/databases.ts';

describe('minutes', () => {
  it('counts in Romanian', () => {
    expect([1, 2, 10, 19, 20, 60, 101].map(minutes)).toEqual([
      '1 minut',
      '2 minute',
      '10 minute',
      '19 minute',
      '20 de minute',
      '60 de minute',
      '101 minute',
    ]);
  });
});

describe.each(testDatabases())('rate limits on $name', (backend) => {
  let h: AuthHarness;
  let second: FastifyInstance;
  beforeAll(async () => {
    h = await authHarness(backend);
    second = await h.newApp();
  });
  afterAll(async () => {
    await h?.close();
  });
  beforeEach(async () => {
    await clearRateLimits(h.db);
  });

  const login = (app: FastifyInstance, email: string, password: string, ip: string) =>
    call(app, 'POST', 'auth/login', { body: { email, password }, ip });

  function expectTooMany(res: { statusCode: number; headers: Record<string, unknown>; json(): unknown }, windowMinutes: number) {
    expect(res.statusCode).toBe(429);
    const retryAfter = Number(res.headers['retry-after']);
    expect(retryAfter).toBeGreaterThan(windowMinutes * 60 - 30);
    expect(retryAfter).toBeLessThanOrEqual(windowMinutes * 60);
    expect(res.json()).toEqual({
      reason: 'too_many_requests',
      message: `Prea multe încercări. Încearcă din nou peste ${minutes(windowMinutes)}.`,
    });
  }

  it('limits login attempts per IP to 30 in 10 minutes, counted across app instances', async () => {
    const ip = randomIp();
    for (let i = 0; i < 30; i += 1) {
      const res = await login(i % 2 ? h.app : second, uniqueEmail(), 'parola-oarecare', ip);
      expect(res.statusCode).toBe(401);
    }
    expectTooMany(await login(second, uniqueEmail(), 'parola-oarecare', ip), 10);
    expectTooMany(await login(h.app, uniqueEmail(), 'parola-oarecare', ip), 10);
    // Another address is not affected.
    expect((await login(h.app, uniqueEmail(), 'parola-oarecare', randomIp())).statusCode).toBe(401);
  });

  it('lifts a limit when its window has passed', async () => {
    const ip = randomIp();
    for (let i = 0; i < 31; i += 1) await login(h.app, uniqueEmail(), 'parola-oarecare', ip);
    expect((await login(h.app, uniqueEmail(), 'parola-oarecare', ip)).statusCode).toBe(429);
    await h.db.execute(sql`update rate_limits set window_started_at = window_started_at - interval '10 minutes'`);
    expect((await login(h.app, uniqueEmail(), 'parola-oarecare', ip)).statusCode).toBe(401);
    const rows = await query<{ count: number }>(h.db, sql`select count from rate_limits where key like 'login-ip:%'`);
    expect(rows.map((r) => r.count)).toEqual([1]);
  });

  it('blocks an account from one IP after 10 failures, even with the right password, but not from another IP', async () => {
    const { customer } = await registerCustomer(h.app);
    const attacker = randomIp();
    for (let i = 0; i < 10; i += 1) {
      expect((await login(i % 2 ? h.app : second, customer.email, `gresita-${i}-parola`, attacker)).statusCode).toBe(401);
    }
    expectTooMany(await login(h.app, customer.email, PASSWORD, attacker), 15);
    expect((await login(h.app, customer.email, PASSWORD, randomIp())).statusCode).toBe(200);
  });

  it('does not count successful logins as failures', async () => {
    const { customer } = await registerCustomer(h.app);
    const ip = randomIp();
    for (let i = 0; i < 15; i += 1) expect((await login(h.app, customer.email, PASSWORD, ip)).statusCode).toBe(200);
  });

  it('after 100 failures in an hour from any IPs, lets each network try the account only 3 times an hour, for that hour only', async () => {
    const { customer } = await registerCustomer(h.app);
    // Each in a /24 of its own (under attack, the limit is per network).
    for (let i = 0; i < 100; i += 1) await login(h.app, customer.email, 'parola-gresita', `100.64.${i}.1`);
    const attacker = '100.65.0.1';
    for (let i = 0; i < 3; i += 1) expect((await login(second, customer.email, `gresita-${i}-parola`, attacker)).statusCode).toBe(401);
    expectTooMany(await login(h.app, customer.email, PASSWORD, attacker), 60);
    // The owner, from an address of their own, is not locked out (tests/server/auth-lockout.test.ts).
    expect((await login(h.app, customer.email, PASSWORD, randomIp())).statusCode).toBe(200);
    await h.db.execute(sql`update rate_limits set window_started_at = window_started_at - interval '1 hour'`);
    expect((await login(h.app, customer.email, PASSWORD, attacker)).statusCode).toBe(200);
  });

  it('limits forgot-password per e-mail and IP (3 an hour), per e-mail (10 an hour) and per IP (10 an hour)', async () => {
    const { customer } = await registerCustomer(h.app);
    const forgot = (email: string, ip: string) => call(h.app, 'POST', 'auth/forgot-password', { body: { email }, ip });
    const stranger = randomIp();
    for (let i = 0; i < 3; i += 1) expect((await forgot(customer.email, stranger)).statusCode).toBe(200);
    expectTooMany(await forgot(customer.email, stranger), 60);
    for (let i = 0; i < 7; i += 1) expect((await forgot(customer.email, randomIp())).statusCode).toBe(200);
    expectTooMany(await forgot(customer.email, randomIp()), 60);
    // The same for an address without account: the limit tells nothing.
    const nobody = uniqueEmail('nimeni');
    for (let i = 0; i < 10; i += 1) await forgot(nobody, randomIp());
    expect((await forgot(nobody, randomIp())).statusCode).toBe(429);

    const ip = randomIp();
    for (let i = 0; i < 10; i += 1) expect((await forgot(uniqueEmail(), ip)).statusCode).toBe(200);
    expectTooMany(await forgot(uniqueEmail(), ip), 60);
    await settled(h.app);
  });

  it('limits check-email per IP (30 in 10 minutes) and registration per IP (20 an hour)', async () => {
    const ip = randomIp();
    for (let i = 0; i < 30; i += 1) {
      expect((await call(h.app, 'POST', 'customer/check-email', { body: { email: uniqueEmail() }, ip })).statusCode).toBe(200);
    }
    expectTooMany(await call(h.app, 'POST', 'customer/check-email', { body: { email: uniqueEmail() }, ip }), 10);

    const registrationIp = randomIp();
    const body = () => ({ name: 'Ana Popescu', email: uniqueEmail(), password: PASSWORD, password_confirmation: PASSWORD });
    for (let i = 0; i < 20; i += 1) {
      expect((await call(h.app, 'POST', 'auth/register', { body: body(), ip: registrationIp })).statusCode).toBe(201);
    }
    expectTooMany(await call(h.app, 'POST', 'auth/register', { body: body(), ip: registrationIp }), 60);
    await settled(h.app);
  });

  it('takes the registration limit from REGISTRATIONS_PER_IP_PER_HOUR (a test server raises it)', async () => {
    const strict = await h.newApp({ REGISTRATIONS_PER_IP_PER_HOUR: '2' });
    const ip = randomIp();
    const body = () => ({ name: 'Ana Popescu', email: uniqueEmail(), password: PASSWORD, password_confirmation: PASSWORD });
    for (let i = 0; i < 2; i += 1) expect((await call(strict, 'POST', 'auth/register', { body: body(), ip })).statusCode).toBe(201);
    expectTooMany(await call(strict, 'POST', 'auth/register', { body: body(), ip }), 60);
    await settled(strict);
    expect(() => loadConfig({ REGISTRATIONS_PER_IP_PER_HOUR: '0' })).toThrow('REGISTRATIONS_PER_IP_PER_HOUR');
  });

  it('limits verification e-mails to 3 an hour per customer', async () => {
    const { access_token } = await registerCustomer(h.app);
    for (let i = 0; i < 3; i += 1) {
      expect((await call(h.app, 'POST', 'customer/email/verification-notification', { token: access_token })).statusCode).toBe(200);
    }
    expectTooMany(await call(h.app, 'POST', 'customer/email/verification-notification', { token: access_token }), 60);
    await settled(h.app);
  });

  it('keeps no e-mail address or IP in clear', async () => {
    const { customer } = await registerCustomer(h.app);
    const ip = randomIp();
    await login(h.app, customer.email, 'parola-gresita', ip);
    const keys = (await query<{ key: string }>(h.db, sql`select key from rate_limits`)).map((r) => r.key).join(' ');
    expect(keys).not.toContain(customer.email);
    expect(keys).not.toContain(ip);
  });
});
