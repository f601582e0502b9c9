import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../server/db/client.ts';
import { buildCsp } from '../../server/http/security-headers.ts';
import { testApp } from './helpers/app.ts';
import { openTestPglite } from './helpers/databases.ts';
import { expectSecurityHeaders } from './helpers/headers.ts';

const FIREBASE = {
  FIREBASE_API_KEY: 'key',
  FIREBASE_PROJECT_ID: 'curiero',
  FIREBASE_MESSAGING_SENDER_ID: '123',
  FIREBASE_APP_ID: 'app',
  FIREBASE_VAPID_KEY: 'vapid',
};

describe('API basics', () => {
  let database: Database;
  const apps: FastifyInstance[] = [];
  const app = async (env: Record<string, string> = {}) => {
    const instance = await testApp(env, {
      database,
      extraRoutes: async (scope) => {
        scope.get('/api/test/boom', async () => {
          throw new Error('secret internal detail');
        });
      },
    });
    apps.push(instance);
    return instance;
  };
  beforeAll(async () => {
    database = await openTestPglite();
  });
  afterAll(async () => {
    await Promise.all(apps.map((a) => a.close()));
    await database?.close();
  });

  it('GET /api/health answers ok with security headers and a request id', async () => {
    const res = await (await app()).inject('/api/health');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: 'ok' });
    expectSecurityHeaders(res.headers);
    expect(res.headers['x-request-id']).toBeTruthy();
    expect(res.headers['strict-transport-security']).toBeUndefined();
  });

  it('GET /api/private/app-config reflects the configuration', async () => {
    const bare = await (await app({ RELEASE: '2.0.0' })).inject('/api/private/app-config');
    expect(bare.json()).toEqual({
      chat: { widgetUrl: null },
      firebase: null,
      release: '2.0.0',
      auth: { social_providers: [] },
      carriers: { deployment: 'demo', simulated: [1, 2, 3, 4, 6, 16] },
      payments: { gateway: 'test' },
    });
    const full = await (
      await app({
        CHAT_WIDGET_URL: 'https://chat.example.com/w.js',
        ...FIREBASE,
        OAUTH_GOOGLE_CLIENT_ID: 'google-id',
        OAUTH_GOOGLE_CLIENT_SECRET: 'google-secret',
        OAUTH_APPLE_CLIENT_ID: 'apple-id',
        OAUTH_APPLE_CLIENT_SECRET: 'apple-secret',
        DPD_USERNAME: 'dpd-user',
        DPD_PASSWORD: 'dpd-parola',
        DEPLOYMENT: 'live',
        PAYMENT_GATEWAY: 'stripe',
        STRIPE_SECRET_KEY: 'sk_test_51AbcDefGhi',
        STRIPE_WEBHOOK_SECRET: 'whsec_abcdef123456',
        INVOICE_SELLER_NAME: 'Curiero Logistică S.R.L.',
        INVOICE_SELLER_CUI: 'RO12345674',
        INVOICE_SELLER_ADDRESS: 'Str. Memorandumului nr. 28',
        INVOICE_SELLER_CITY: 'Cluj-Napoca',
        INVOICE_SELLER_COUNTY: 'Cluj',
      })
    ).inject('/api/private/app-config');
    expect(full.json()).toMatchObject({
      chat: { widgetUrl: 'https://chat.example.com/w.js' },
      firebase: { apiKey: 'key', projectId: 'curiero', messagingSenderId: '123', appId: 'app', vapidKey: 'vapid' },
      auth: { social_providers: ['google', 'apple'] },
      // DPD is connected; the other carriers are simulated.
      carriers: { deployment: 'live', simulated: [1, 3, 4, 6, 16] },
      // The processor only: never a key.
      payments: { gateway: 'stripe' },
    });
    expect(full.body).not.toMatch(/sk_test|whsec_/);
  });

  it('unknown /api paths answer a JSON 404 with security headers', async () => {
    const instance = await app({ SERVE_STATIC: 'true', STATIC_DIR: '/nonexistent-curiero-dist' });
    for (const url of ['/api/nope', '/api/private/x/y', '/api']) {
      const res = await instance.inject(url);
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({ reason: 'not_found', message: 'Resursa cerută nu există.' });
      expectSecurityHeaders(res.headers);
    }
    // /api/ keeps its slash: API paths are never redirected.
    expect((await instance.inject('/api/')).statusCode).toBe(404);
  });

  it('server errors answer a JSON 500 without details', async () => {
    const res = await (await app()).inject('/api/test/boom');
    expect(res.statusCode).toBe(500);
    expect(res.json()).toEqual({ reason: 'server_error', message: 'A apărut o eroare pe server. Încearcă din nou.' });
    expect(res.body).not.toContain('secret');
    expectSecurityHeaders(res.headers);
  });

  it('a non-JSON body answers 415 in Romanian', async () => {
    const res = await (await app()).inject({
      method: 'POST',
      url: '/api/private/chat/messages',
      payload: 'hello',
      headers: { 'content-type': 'text/plain' },
    });
    expect(res.statusCode).toBe(415);
    expect(res.json()).toEqual({ reason: 'unsupported_media_type', message: 'Datele trebuie trimise în format JSON.' });
  });

  it('sends HSTS only over HTTPS, trusting X-Forwarded-Proto only with TRUST_PROXY', async () => {
    const https = { 'x-forwarded-proto': 'https' };
    const trusted = await app({ TRUST_PROXY: '127.0.0.1' }); // inject's remote address is 127.0.0.1
    const untrusted = await app({ TRUST_PROXY: 'false' });
    const hsts = async (a: FastifyInstance, headers = {}) =>
      (await a.inject({ url: '/api/health', headers })).headers['strict-transport-security'];
    expect(await hsts(trusted, https)).toBe('max-age=63072000; includeSubDomains');
    expect(await hsts(trusted)).toBeUndefined();
    expect(await hsts(untrusted, https)).toBeUndefined();
  });
});

describe('Content-Security-Policy', () => {
  const scriptSrc = (csp: string) => csp.split('; ').find((d) => d.startsWith('script-src ')) ?? '';

  it('has no inline scripts and allows Firebase Messaging endpoints', () => {
    const csp = buildCsp({ chatWidgetUrl: null });
    expect(scriptSrc(csp)).toBe("script-src 'self'");
    expect(csp).not.toMatch(/script-src[^;]*unsafe/);
    expect(csp).toContain('https://fcm.googleapis.com');
    expect(csp).toContain("frame-src 'none'");
    expect(csp).toContain("base-uri 'none'");
  });

  it('adds the chat origin to script, connect and frame sources only when configured', () => {
    const csp = buildCsp({ chatWidgetUrl: 'https://chat.example.com/widget/loader.js' });
    expect(scriptSrc(csp)).toBe("script-src 'self' https://chat.example.com");
    expect(csp).toMatch(/connect-src [^;]*https:\/\/chat\.example\.com/);
    expect(csp).toContain('frame-src https://chat.example.com');
    expect(buildCsp({ chatWidgetUrl: null })).not.toContain('chat.example.com');
  });
});
