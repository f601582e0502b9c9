// TRUST_PROXY: forwarded headers are believed only from the configured proxy addresses. A client that
// reaches the server directly cannot pick its address with X-Forwarded-For (issue 16: 40 wrong logins,
// each with a made-up X-Forwarded-For, never met the per-IP limit).
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../../server/config/index.ts';
import { authHarness, call, clearRateLimits, uniqueEmail, type AuthHarness } from './helpers/auth.ts';
import { testDatabases } from './helpers/databases.ts';

const PROXY = '127.0.0.1';
const DIRECT = '203.0.113.9';

function configError(env: Record<string, string>): string {
  try {
    loadConfig(env);
  } catch (error) {
    if (error instanceof ConfigError) return error.message;
    throw error;
  }
  throw new Error('expected a ConfigError');
}

describe('TRUST_PROXY', () => {
  it('is off by default and with false', () => {
    expect(loadConfig({}).trustProxy).toBe(false);
    expect(loadConfig({ TRUST_PROXY: 'false' }).trustProxy).toBe(false);
    expect(loadConfig({ TRUST_PROXY: '0' }).trustProxy).toBe(false);
  });

  it('takes a comma-separated list of proxy addresses and CIDR ranges', () => {
    expect(loadConfig({ TRUST_PROXY: '127.0.0.1' }).trustProxy).toBe('127.0.0.1');
    expect(loadConfig({ TRUST_PROXY: ' 10.0.0.0/8, ::1 ,fd00::/8,loopback' }).trustProxy).toBe('10.0.0.0/8,::1,fd00::/8,loopback');
  });

  it.each(['true', 'yes', '1', '2'])('refuses %s, which would trust any client, and suggests the list', (value) => {
    const message = configError({ TRUST_PROXY: value });
    expect(message).toContain('TRUST_PROXY');
    expect(message).toContain('127.0.0.1');
    expect(message).toMatch(/any client/);
  });

  it.each(['proxy.example.ro', '10.0.0.0/33', '300.1.1.1', '10.0.0.1,', '0.0.0.0/0', '::/0', '10.0.0.1/x'])('refuses %s naming the variable', (value) => {
    expect(configError({ TRUST_PROXY: value })).toMatch(/^TRUST_PROXY must be/);
  });
});

describe.each(testDatabases())('forwarded addresses on $name', (backend) => {
  let h: AuthHarness;
  let app: FastifyInstance;
  beforeAll(async () => {
    h = await authHarness(backend);
    app = await h.newApp({ TRUST_PROXY: PROXY });
  });
  afterAll(async () => {
    await h?.close();
  });
  beforeEach(async () => {
    await clearRateLimits(h.db);
  });

  const login = (remoteAddress: string, forwardedFor?: string) =>
    call(app, 'POST', 'auth/login', {
      body: { email: uniqueEmail(), password: 'parola-oarecare' },
      ip: remoteAddress,
      headers: forwardedFor ? { 'x-forwarded-for': forwardedFor } : {},
    });

  it('ignores X-Forwarded-For from a client that is not the proxy: the per-IP login limit still applies', async () => {
    for (let i = 0; i < 30; i += 1) {
      expect((await login(DIRECT, `198.51.100.${i + 1}`)).statusCode).toBe(401);
    }
    const refused = await login(DIRECT, '198.51.100.200');
    expect(refused.statusCode).toBe(429);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    expect(refused.json()).toEqual({ reason: 'too_many_requests', message: 'Prea multe încercări. Încearcă din nou peste 10 minute.' });
  });

  it('tells clients behind the proxy apart by their X-Forwarded-For, and a forged prefix does not help', async () => {
    const client = '198.51.100.7';
    for (let i = 0; i < 30; i += 1) expect((await login(PROXY, client)).statusCode).toBe(401);
    expect((await login(PROXY, client)).statusCode).toBe(429);
    // The proxy appends the address it saw: whatever the client wrote before it is not believed.
    expect((await login(PROXY, `192.0.2.${Math.floor(Math.random() * 200) + 1}, ${client}`)).statusCode).toBe(429);
    // Another client behind the same proxy has its own allowance.
    expect((await login(PROXY, '198.51.100.8')).statusCode).toBe(401);
  });

  it('believes X-Forwarded-Proto (HSTS) only from the proxy', async () => {
    const hsts = async (remoteAddress: string) =>
      (await app.inject({ url: '/api/health', remoteAddress, headers: { 'x-forwarded-proto': 'https' } })).headers['strict-transport-security'];
    expect(await hsts(PROXY)).toBe('max-age=63072000; includeSubDomains');
    expect(await hsts(DIRECT)).toBeUndefined();
  });
});
