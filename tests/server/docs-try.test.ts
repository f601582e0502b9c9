// "Încearcă" in the API docs: POST /api/private/api-keys/try {path} runs a read-only call of the
// public API in process, as the signed-in user's newest active test key, with a one-time token the
// public door accepts instead of X-API-Key (services/api-keys/internal-calls.ts). The answer is the
// public API's own (same body as a call with the key), the call counts on that key's rate limit and
// use, and anything but a GET `read` operation under the API is refused.
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { capBody, TRY_MESSAGES } from '../../server/routes/private/api-keys/try.ts';
import { createApiKey } from '../../server/services/api-keys/api-keys.ts';
import { INTERNAL_KEY_HEADER, issueInternalToken, pendingInternalTokens } from '../../server/services/api-keys/internal-calls.ts';
import { authHarness, clearRateLimits, query, registerCustomer, type AuthHarness } from './helpers/auth.ts';
import { testDatabases } from './helpers/databases.ts';
import { createKey, newShop, pub } from './helpers/public-api.ts';

function tryCall(app: FastifyInstance, token: string | null, path: unknown) {
  return app.inject({
    method: 'POST',
    url: '/api/private/api-keys/try',
    headers: token ? { authorization: `Bearer ${token}` } : {},
    payload: { path },
  });
}

async function keyRow(h: AuthHarness, customerId: number) {
  const rows = await query<{ id: number | string; last_used_at: unknown }>(h.db, sql`select id, last_used_at from api_keys where customer_id = ${customerId} order by id desc`);
  // PostgreSQL answers a bigint as a string.
  return { ...rows[0]!, id: Number(rows[0]!.id) };
}

describe.each(testDatabases())('docs "Încearcă" on $name', (backend) => {
  let h: AuthHarness;
  beforeAll(async () => {
    h = await authHarness(backend);
  });
  afterAll(async () => h?.close());
  beforeEach(async () => clearRateLimits(h.db));

  it('answers the same body as the public API called with the key, with its status and headers', async () => {
    const shop = await newShop(h.app, { scope: 'read' });
    for (const path of ['/locations/counties/RO', '/account/credit', '/orders?page=1&per_page=15', '/search/localities/RO/Satu%20Mare?per_page=15', '/locations/localities?country_code=RO&county_code=SM']) {
      const direct = await pub(h.app, 'GET', path.slice(1), { key: shop.key });
      expect(direct.statusCode, path).toBe(200);
      const res = await tryCall(h.app, shop.token, path);
      expect(res.statusCode, `${path}: ${res.body.slice(0, 300)}`).toBe(200);
      expect(res.headers['cache-control']).toBe('no-store');
      const { data } = res.json();
      expect(data.status).toBe(200);
      expect(data.headers['content-type']).toMatch(/^application\/json/);
      expect(data.headers['x-curiero-mode']).toBe('test');
      expect(data.headers['ratelimit-remaining']).toMatch(/^\d+$/);
      expect(data.truncated).toBe(false);
      expect(data.body, path).toEqual(direct.json());
    }
    const counties = (await tryCall(h.app, shop.token, '/locations/counties/RO')).json().data.body;
    expect(counties).toContainEqual({ id: 127, county_code: 'CJ', county_name: 'Cluj', country_code: 'RO' });
    const credit = (await tryCall(h.app, shop.token, '/account/credit')).json().data.body;
    expect(credit).toMatchObject({ wallet_balance: 0, test_mode: true });
    // An order id of nobody's: the public API's own 404, the same body.
    const missing = (await tryCall(h.app, shop.token, '/orders/123')).json().data;
    const direct = await pub(h.app, 'GET', 'orders/123', { key: shop.key });
    expect([missing.status, missing.body]).toEqual([direct.statusCode, direct.json()]);
    expect(pendingInternalTokens()).toBe(0);
  });

  it("passes the public API's own errors through as the answer", async () => {
    const shop = await newShop(h.app);
    const res = await tryCall(h.app, shop.token, '/locations/counties/HU');
    expect(res.statusCode).toBe(200);
    const { data } = res.json();
    expect(data.status).toBe(422);
    expect(data.body).toMatchObject({ error: 'validation_failed' });
  });

  it('uses the newest active test key: counted on its rate limit, its use recorded', async () => {
    const shop = await newShop(h.app, { scope: 'read_write' });
    const first = await keyRow(h, shop.customerId);
    await createApiKey(h.db, shop.customerId, { mode: 'live', name: 'Live', scope: 'read_write' }, { hasRealCarrier: true });
    const second = await createKey(h.app, shop.token, { mode: 'test', name: 'A doua' });
    const secondId = second.json().data.api_key.id as number;
    expect((await keyRow(h, shop.customerId)).id).toBe(secondId);
    expect((await keyRow(h, shop.customerId)).last_used_at).toBeNull();

    const one = (await tryCall(h.app, shop.token, '/locations/countries')).json().data;
    const two = (await tryCall(h.app, shop.token, '/locations/countries')).json().data;
    expect(Number(two.headers['ratelimit-remaining'])).toBe(Number(one.headers['ratelimit-remaining']) - 1);
    const used = await query<{ id: number | string; last_used_at: unknown }>(h.db, sql`select id, last_used_at from api_keys where customer_id = ${shop.customerId}`);
    expect(used.find((k) => Number(k.id) === secondId)!.last_used_at).not.toBeNull();
    expect(used.find((k) => Number(k.id) === first.id)!.last_used_at).toBeNull();
  });

  it('counts on the same limit as the key used directly', async () => {
    const shop = await newShop(h.app);
    const direct = await pub(h.app, 'GET', 'locations/countries', { key: shop.key });
    const before = Number(direct.headers['ratelimit-remaining']);
    const viaTry = (await tryCall(h.app, shop.token, '/locations/countries')).json().data;
    expect(Number(viaTry.headers['ratelimit-remaining'])).toBe(before - 1);
    const after = await pub(h.app, 'GET', 'locations/countries', { key: shop.key });
    expect(Number(after.headers['ratelimit-remaining'])).toBe(before - 2);
  });

  it('refuses a write, unknown or outside path with 422 in the private shape', async () => {
    const shop = await newShop(h.app);
    const cases: [unknown, string][] = [
      ['/orders/prices', TRY_MESSAGES.notReadOnly],
      ['/orders/track-by-awb', TRY_MESSAGES.notReadOnly],
      ['/orders/labels', TRY_MESSAGES.notReadOnly],
      ['/webhooks/1/rotate-secret', TRY_MESSAGES.notReadOnly],
      ['/webhooks/1/secret', TRY_MESSAGES.notReadOnly],
      ['/nu-exista', TRY_MESSAGES.unknown],
      ['/locations', TRY_MESSAGES.unknown],
      ['/openapi.json', TRY_MESSAGES.unknown],
      ['/../private/api-keys', TRY_MESSAGES.outside],
      ['/locations/../../private/api-keys', TRY_MESSAGES.outside],
      ['/locations/%2e%2e/%2e%2e/private/api-keys', TRY_MESSAGES.outside],
      ['/locations/counties/..%2F..%2Fprivate', TRY_MESSAGES.outside],
      ['//evil.example/x', TRY_MESSAGES.outside],
      ['/locations/counties\\RO', TRY_MESSAGES.outside],
      ['locations/counties/RO', TRY_MESSAGES.outside],
      ['https://evil.example/locations/countries', TRY_MESSAGES.outside],
      ['/locations/counties/RO#x', TRY_MESSAGES.outside],
      ['/locations/counties/RO/', TRY_MESSAGES.outside],
      ['/locations/counties/R%0AO', TRY_MESSAGES.outside],
    ];
    for (const [path, message] of cases) {
      const res = await tryCall(h.app, shop.token, path);
      expect([res.statusCode, res.json()], String(path)).toEqual([422, { reason: 'try_not_allowed', message, errors: { path: [message] } }]);
    }
    for (const path of ['', 42, 'x'.repeat(1001)]) {
      const res = await tryCall(h.app, shop.token, path);
      expect(res.statusCode, String(path).slice(0, 20)).toBe(422);
      expect(res.json()).toMatchObject({ reason: 'validation_failed', errors: { path: [expect.any(String)] } });
    }
    expect(pendingInternalTokens()).toBe(0);
  });

  it('refuses a guest (401) and a user without an active test key (409)', async () => {
    const guest = await tryCall(h.app, null, '/locations/countries');
    expect(guest.statusCode).toBe(401);
    expect(guest.json()).toMatchObject({ reason: 'unauthenticated' });

    const bare = await registerCustomer(h.app);
    const none = await tryCall(h.app, bare.access_token, '/locations/countries');
    expect([none.statusCode, none.json()]).toEqual([409, { reason: 'no_test_key', message: TRY_MESSAGES.noTestKey }]);
    expect(TRY_MESSAGES.noTestKey).toContain('/dashboard/api');

    // A live key only, then a revoked test key: still none to use.
    await createApiKey(h.db, bare.customer.id, { mode: 'live', name: 'Live', scope: 'read_write' }, { hasRealCarrier: true });
    expect((await tryCall(h.app, bare.access_token, '/locations/countries')).statusCode).toBe(409);
    const test = (await createKey(h.app, bare.access_token, { mode: 'test' })).json().data.api_key;
    expect((await tryCall(h.app, bare.access_token, '/locations/countries')).statusCode).toBe(200);
    await h.app.inject({ method: 'DELETE', url: `/api/private/api-keys/${test.id}`, headers: { authorization: `Bearer ${bare.access_token}` } });
    expect((await tryCall(h.app, bare.access_token, '/locations/countries')).statusCode).toBe(409);
  });

  it('refuses a forged or replayed internal token like a wrong key', async () => {
    const shop = await newShop(h.app);
    const invalid = { error: 'unauthorized', message: 'Cheia API nu este validă sau a fost revocată.' };
    for (const value of ['x', 'a'.repeat(43), '']) {
      const res = await pub(h.app, 'GET', 'locations/countries', { headers: { [INTERNAL_KEY_HEADER]: value } });
      expect([res.statusCode, res.json()], value).toEqual([401, invalid]);
    }
    // With a valid X-API-Key too: the internal header decides, and a forged one is refused.
    const both = await pub(h.app, 'GET', 'locations/countries', { key: shop.key, headers: { [INTERNAL_KEY_HEADER]: 'forged' } });
    expect(both.statusCode).toBe(401);

    // A real token works once, then never again.
    const { id } = await keyRow(h, shop.customerId);
    const token = issueInternalToken(id);
    expect((await pub(h.app, 'GET', 'locations/countries', { headers: { [INTERNAL_KEY_HEADER]: token } })).statusCode).toBe(200);
    expect((await pub(h.app, 'GET', 'locations/countries', { headers: { [INTERNAL_KEY_HEADER]: token } })).statusCode).toBe(401);
    expect(pendingInternalTokens()).toBe(0);
  });

  it('gives an internal call the read scope only, and refuses a revoked key', async () => {
    const shop = await newShop(h.app, { scope: 'read_write' });
    const { id } = await keyRow(h, shop.customerId);
    const write = await pub(h.app, 'POST', 'webhooks', { headers: { [INTERNAL_KEY_HEADER]: issueInternalToken(id) }, body: { url: 'https://example.com/hook' } });
    expect(write.statusCode).toBe(403);
    expect(write.json()).toMatchObject({ error: 'insufficient_scope' });
    const secret = await pub(h.app, 'GET', 'webhooks/1/secret', { headers: { [INTERNAL_KEY_HEADER]: issueInternalToken(id) } });
    expect(secret.statusCode).toBe(403);

    const token = issueInternalToken(id);
    await h.app.inject({ method: 'DELETE', url: `/api/private/api-keys/${id}`, headers: { authorization: `Bearer ${shop.token}` } });
    expect((await pub(h.app, 'GET', 'locations/countries', { headers: { [INTERNAL_KEY_HEADER]: token } })).statusCode).toBe(401);
  });

  it('cuts a huge answer to whole list items with truncated: true', async () => {
    const shop = await newShop(h.app);
    const res = (await tryCall(h.app, shop.token, '/locations/localities?country_code=RO&county_code=CJ')).json().data;
    expect(res.status).toBe(200);
    expect(Array.isArray(res.body)).toBe(true);
    expect(Buffer.byteLength(JSON.stringify(res.body))).toBeLessThanOrEqual(64 * 1024);
    const direct = (await pub(h.app, 'GET', 'locations/localities', { key: shop.key, query: { country_code: 'RO', county_code: 'CJ' } })).json();
    expect(res.truncated).toBe(Buffer.byteLength(JSON.stringify(direct)) > 64 * 1024);
    expect(direct.slice(0, res.body.length)).toEqual(res.body);

    const list = Array.from({ length: 100 }, (_, i) => ({ id: i, name: 'x'.repeat(50) }));
    const cut = capBody(list, 1000);
    expect(cut.truncated).toBe(true);
    expect(Buffer.byteLength(JSON.stringify(cut.body))).toBeLessThanOrEqual(1000);
    expect(cut.body).toEqual(list.slice(0, (cut.body as unknown[]).length));
    const page = capBody({ data: list, meta: { total: 100 } }, 1000);
    expect(page.truncated).toBe(true);
    expect(page.body).toMatchObject({ meta: { total: 100 } });
    expect(Buffer.byteLength(JSON.stringify(page.body))).toBeLessThanOrEqual(1000);
    expect(capBody({ a: 1 }, 1000)).toEqual({ body: { a: 1 }, truncated: false });
  });
});
