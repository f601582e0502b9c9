// API keys and the public API's door: creation in the dashboard (secret once, hash only, at most 10
// active), listing, revocation (then 401), the X-API-Key check (missing, malformed, unknown,
// revoked), scopes, test vs live mode, the per-key rate limit shared through the database, the
// contract's error shape, and an empty JSON body on DELETE.
import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { PUBLIC_MESSAGES } from '../../server/routes/public/errors.ts';
import { createApiKey, hashKey, MAX_ACTIVE_KEYS } from '../../server/services/api-keys/api-keys.ts';
import { authEnv, authHarness, clearRateLimits, query, registerCustomer, type AuthHarness } from './helpers/auth.ts';
import { testDatabases } from './helpers/databases.ts';
import { createKey, newShop, pub } from './helpers/public-api.ts';

const run = promisify(execFile);

describe.each(testDatabases())('API keys and the public API door on $name', (backend) => {
  let h: AuthHarness;
  beforeAll(async () => {
    h = await authHarness(backend);
  });
  afterAll(async () => h?.close());
  beforeEach(async () => clearRateLimits(h.db));

  it('shows the secret once, stores only its hash, and lists the key without it', async () => {
    const { access_token: token } = await registerCustomer(h.app);
    const res = await createKey(h.app, token, { name: 'Magazinul meu', scope: 'read', mode: 'test' });
    expect(res.statusCode).toBe(201);
    expect(res.headers['cache-control']).toBe('no-store');
    const { key, api_key } = res.json().data;
    expect(key).toMatch(/^cur_test_[A-Za-z0-9]{55}$/);
    expect(api_key).toMatchObject({ name: 'Magazinul meu', scope: 'read', mode: 'test', last_used_at: null, revoked_at: null });
    expect(key.startsWith(api_key.prefix)).toBe(true);
    const stored = await query<{ secret_hash: string }>(h.db, sql`select secret_hash from api_keys where id = ${api_key.id}`);
    expect(stored[0]!.secret_hash).toBe(hashKey(key).toString('hex'));
    const dump = await query<{ row: string }>(h.db, sql`select row_to_json(k)::text as row from api_keys k`);
    expect(dump.some((r) => r.row.includes(key))).toBe(false);
    const list = await h.app.inject({ method: 'GET', url: '/api/private/api-keys', headers: { authorization: `Bearer ${token}` } });
    expect(list.json().data).toEqual([expect.objectContaining({ id: api_key.id, prefix: api_key.prefix })]);
    expect(list.body).not.toContain(key);
  });

  it('answers Romanian field errors for a bad key request and refuses an eleventh active key', async () => {
    const { access_token: token } = await registerCustomer(h.app);
    const bad = await createKey(h.app, token, { name: 'x', scope: 'admin', mode: 'prod' });
    expect(bad.statusCode).toBe(422);
    expect(Object.keys(bad.json().errors).sort()).toEqual(['mode', 'name', 'scope']);
    for (let i = 0; i < MAX_ACTIVE_KEYS; i++) expect((await createKey(h.app, token, { name: `Cheia ${i}` })).statusCode).toBe(201);
    const eleventh = await createKey(h.app, token);
    expect(eleventh.statusCode).toBe(409);
    expect(eleventh.json().message).toMatch(/cel mult 10 chei active/);
  });

  it('lets a key in, records its use, and shuts it out once revoked', async () => {
    const shop = await newShop(h.app);
    const ok = await pub(h.app, 'GET', 'account/credit', { key: shop.key });
    expect(ok.statusCode).toBe(200);
    expect(ok.json()).toEqual({ wallet_balance: 0, is_active: true, wallet_currency: 'RON', test_mode: true });
    expect(ok.headers['x-curiero-mode']).toBe('test');
    const [listed] = (await h.app.inject({ method: 'GET', url: '/api/private/api-keys', headers: { authorization: `Bearer ${shop.token}` } })).json().data;
    expect(listed.last_used_at).not.toBeNull();
    const revoked = await h.app.inject({ method: 'DELETE', url: `/api/private/api-keys/${listed.id}`, headers: { authorization: `Bearer ${shop.token}` } });
    expect(revoked.statusCode).toBe(200);
    const after = await pub(h.app, 'GET', 'account/credit', { key: shop.key });
    expect(after.statusCode).toBe(401);
    expect(after.json()).toEqual({ error: 'unauthorized', message: 'Cheia API nu este validă sau a fost revocată.' });
  });

  it("cannot revoke another account's key", async () => {
    const owner = await newShop(h.app);
    const other = await registerCustomer(h.app);
    const [listed] = (await h.app.inject({ method: 'GET', url: '/api/private/api-keys', headers: { authorization: `Bearer ${owner.token}` } })).json().data;
    const res = await h.app.inject({ method: 'DELETE', url: `/api/private/api-keys/${listed.id}`, headers: { authorization: `Bearer ${other.access_token}` } });
    expect(res.statusCode).toBe(404);
    expect((await pub(h.app, 'GET', 'account/credit', { key: owner.key })).statusCode).toBe(200);
  });

  it('refuses a missing, malformed or unknown key with the contract error shape', async () => {
    const shop = await newShop(h.app);
    const missing = await pub(h.app, 'GET', 'account/credit');
    expect(missing.statusCode).toBe(401);
    expect(missing.json()).toEqual({ error: 'unauthorized', message: 'Lipsește cheia API: trimite-o în antetul X-API-Key.' });
    expect((await pub(h.app, 'GET', 'account/credit', { key: 'nu-e-o-cheie' })).statusCode).toBe(401);
    // A well-formed key whose lookup exists but whose secret differs.
    const forged = shop.key.slice(0, -4) + (shop.key.endsWith('AAAA') ? 'BBBB' : 'AAAA');
    const res = await pub(h.app, 'GET', 'account/credit', { key: forged });
    expect(res.statusCode).toBe(401);
    expect(res.json().reason).toBeUndefined();
  });

  it('refuses to make a live key while no real carrier is configured, with the message the API gives', async () => {
    const { access_token: token, customer } = await registerCustomer(h.app);
    const refused = await createKey(h.app, token, { mode: 'live' });
    expect(refused.statusCode).toBe(422);
    expect(refused.json()).toMatchObject({ reason: 'live_mode_unavailable', message: PUBLIC_MESSAGES.liveUnavailable, errors: { mode: [PUBLIC_MESSAGES.liveUnavailable] } });
    const made = await query<{ n: string }>(h.db, sql`select count(*) as n from api_keys where customer_id = ${customer.id}`);
    expect(Number(made[0]!.n)).toBe(0);
    // A live key made while a carrier was connected is refused by the API once none is.
    const { key } = await createApiKey(h.db, customer.id, { name: 'Live', scope: 'read', mode: 'live' }, { hasRealCarrier: true });
    const res = await pub(h.app, 'GET', 'account/credit', { key });
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual({ error: 'live_mode_unavailable', message: PUBLIC_MESSAGES.liveUnavailable });
    expect(res.json().message).toMatch(/cheie de test/);
  });

  it('answers 404 in the contract shape for an unknown path', async () => {
    const shop = await newShop(h.app);
    const res = await pub(h.app, 'GET', 'nu-exista', { key: shop.key });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ error: 'not_found', message: 'Resursa cerută nu există.' });
  });

  it('limits each key per minute, across processes, with RateLimit headers', async () => {
    const other = await h.newApp({ PUBLIC_API_REQUESTS_PER_MINUTE: '3' });
    const second = await h.newApp({ PUBLIC_API_REQUESTS_PER_MINUTE: '3' });
    const shop = await newShop(other);
    const first = await pub(other, 'GET', 'account/credit', { key: shop.key });
    expect(first.headers['ratelimit-limit']).toBe('3');
    expect(first.headers['ratelimit-remaining']).toBe('2');
    expect((await pub(second, 'GET', 'account/credit', { key: shop.key })).statusCode).toBe(200);
    expect((await pub(other, 'GET', 'account/credit', { key: shop.key })).statusCode).toBe(200);
    const refused = await pub(second, 'GET', 'account/credit', { key: shop.key });
    expect(refused.statusCode).toBe(429);
    expect(refused.json().error).toBe('too_many_requests');
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    expect(refused.headers['ratelimit-remaining']).toBe('0');
    // Another key of the same shop has its own window.
    const another = (await createKey(other, shop.token)).json().data.key;
    expect((await pub(other, 'GET', 'account/credit', { key: another })).statusCode).toBe(200);
  });

  // The script opens the database the environment names: a PostgreSQL URL here (a PGlite directory
  // would need its own seconds-long initdb). It runs as the operator would run it.
  if (backend.name === 'postgres') {
    it('npm run api-key:create prints a working key once, and refuses bad input', async () => {
      const env = { ...process.env, ...authEnv(h.dataDir), DATABASE_URL: h.test.url!, LOG_LEVEL: 'silent' } as NodeJS.ProcessEnv;
      const script = (args: string[]) => run(process.execPath, ['--import', 'tsx', 'scripts/api-key-create.ts', ...args], { env });
      const { customer } = await registerCustomer(h.app);
      const made = await script(['--email', customer.email.toUpperCase(), '--name', 'Magazin CLI', '--scope', 'read', '--mode', 'test']);
      const key = made.stdout.trim().split('\n').at(-1)!;
      expect(key).toMatch(/^cur_test_[A-Za-z0-9]{55}$/);
      const res = await pub(h.app, 'GET', 'account/credit', { key });
      expect(res.statusCode).toBe(200);
      expect((await pub(h.app, 'POST', 'orders', { key, body: {} })).statusCode).toBe(403);
      await expect(script(['--email', customer.email, '--name', 'X', '--scope', 'admin'])).rejects.toMatchObject({ stderr: expect.stringContaining('--scope') });
      await expect(script(['--email', customer.email, '--name', 'Live', '--mode', 'live'])).rejects.toMatchObject({ stderr: expect.stringContaining('niciun curier real') });
      await expect(script(['--email', 'nimeni@exemplu.ro', '--name', 'Magazin'])).rejects.toMatchObject({ stderr: expect.stringContaining('No customer account') });
    }, 60_000);
  }
});
