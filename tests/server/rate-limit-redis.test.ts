// The rate limits in Redis (REDIS_URL, issue #32): two apps on one Redis (and one database: two
// connection pools on PostgreSQL, two processes to each other) share an API key's limit exactly,
// with no write to rate_limits; the small limits are in Redis too; windows end; a Redis that cannot
// be reached at start stops the app naming REDIS_URL, and one that dies later leaves the limits
// counted in the database. Needs Redis at TEST_REDIS_URL (default redis://127.0.0.1:6379) and the
// redis-server program: a clear failure when either is missing.
import { setTimeout as delay } from 'node:timers/promises';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type Database } from '../../server/db/client.ts';
import { consume, hit, LIMITS, rateLimitKey, take, type Limit } from '../../server/services/rate-limit.ts';
import { authEnv, authHarness, call, query, type AuthHarness } from './helpers/auth.ts';
import { testApp } from './helpers/app.ts';
import { testDatabases } from './helpers/databases.ts';
import { freePort } from './helpers/processes.ts';
import { newShop, pub } from './helpers/public-api.ts';
import { countRateLimitWrites, rateLimitWrites } from './helpers/rate-limit-writes.ts';
import { requireRedis, startRedisServer, TEST_REDIS_URL } from './helpers/redis.ts';

const PER_MINUTE = 200;

describe.each(testDatabases())('rate limits in Redis on $name', (backend) => {
  let redis: Redis;
  let h: AuthHarness;
  let other: Database | undefined;
  let second: FastifyInstance;
  const env = { REDIS_URL: TEST_REDIS_URL, PUBLIC_API_REQUESTS_PER_MINUTE: String(PER_MINUTE) };
  beforeAll(async () => {
    redis = await requireRedis();
    h = await authHarness(backend, env);
    await countRateLimitWrites(h.db);
    // PostgreSQL: another connection pool, as another process has; PGlite: one process, the same database.
    other = backend.name === 'postgres' ? await openDatabase({ dataDir: '', databaseUrl: h.test.url! }) : undefined;
    second = await testApp(authEnv(h.dataDir, env), { database: other ?? h.test.database });
  }, 180_000);
  afterAll(async () => {
    await second?.close();
    await other?.close();
    await h?.close();
    redis?.disconnect();
  });

  it("shares an API key's limit exactly between two apps, without writing the database", async () => {
    const shop = await newShop(h.app);
    const before = await rateLimitWrites(h.db);
    const answers = await Promise.all(Array.from({ length: 300 }, (_, i) => pub(i % 2 ? second : h.app, 'GET', 'locations/countries', { key: shop.key })));
    expect(answers.filter((r) => r.statusCode === 200)).toHaveLength(PER_MINUTE);
    const refused = answers.filter((r) => r.statusCode === 429);
    expect(refused).toHaveLength(300 - PER_MINUTE);
    expect(refused.every((r) => Number(r.headers['retry-after']) > 0 && r.headers['ratelimit-remaining'] === '0')).toBe(true);
    expect((await rateLimitWrites(h.db)) - before).toBe(0);
    // The counter is Redis's, under this installation's namespace, the key hashed as in the table.
    const [namespace] = await query<{ value: string }>(h.db, sql`select value from server_secrets where name = 'redis-namespace'`);
    const counters = await redis.keys(`curiero:${namespace!.value}:rl:public-api-key:*`);
    expect(counters).toHaveLength(1);
    expect(Number(await redis.get(counters[0]!))).toBe(300);
  });

  it('counts every hit of either app in the RateLimit headers', async () => {
    const shop = await newShop(h.app);
    for (let i = 1; i <= 6; i++) {
      const res = await pub(i % 2 ? second : h.app, 'GET', 'locations/countries', { key: shop.key });
      expect(res.headers['ratelimit-remaining']).toBe(String(PER_MINUTE - i));
    }
  });

  it('keeps the small limits in Redis too: the sign-in limit of an address over both apps', async () => {
    const before = await rateLimitWrites(h.db);
    const ip = '198.51.100.77';
    const statuses: number[] = [];
    for (let i = 0; i <= LIMITS.loginPerIp.max; i++) {
      const res = await call(i % 2 ? second : h.app, 'POST', 'auth/login', { ip, body: { email: `nimeni${i}@exemplu.ro`, password: 'Parola-gresita-123' } });
      statuses.push(res.statusCode);
    }
    expect(statuses.slice(0, LIMITS.loginPerIp.max).every((s) => s === 401)).toBe(true);
    expect(statuses.at(-1)).toBe(429);
    expect((await rateLimitWrites(h.db)) - before).toBe(0);
  });

  it('starts a window again once it has ended; take refuses what does not fit without counting it', async () => {
    const limit: Limit = { name: 'test-redis-window', max: 120, windowSeconds: 2 };
    const key = rateLimitKey(limit, `window-${Date.now()}`);
    expect(await take(h.db, limit, key, 100)).toBeNull();
    expect(await take(h.db, limit, key, 30)).toBeGreaterThan(0);
    expect(await take(h.db, limit, key, 20)).toBeNull();
    await expect(consume(h.db, limit, key)).rejects.toMatchObject({ status: 429 });
    const refused = await hit(h.db, limit, key);
    expect(refused.count).toBe(limit.max + 2);
    expect(refused.retryAfterSeconds).toBeGreaterThan(0);
    expect(refused.retryAfterSeconds).toBeLessThanOrEqual(2);
    // The window is two seconds long: once it has ended, the hits count from 1 again.
    await delay(refused.retryAfterSeconds * 1000 + 50);
    expect((await hit(h.db, limit, key)).count).toBe(1);
  });

  it('refuses to start when REDIS_URL does not answer, naming it', async () => {
    const url = `redis://127.0.0.1:${await freePort()}`;
    await expect(testApp(authEnv(h.dataDir, { REDIS_URL: url }), { database: h.test.database })).rejects.toThrow(/^REDIS_URL: Redis could not be reached \(.*ECONNREFUSED/);
  });

  it('counts in the database while Redis does not answer', async () => {
    const own = await startRedisServer();
    const app = await testApp(authEnv(h.dataDir, { REDIS_URL: own.url, PUBLIC_API_REQUESTS_PER_MINUTE: '5' }), { database: h.test.database });
    try {
      const shop = await newShop(app);
      const credit = () => pub(app, 'GET', 'account/credit', { key: shop.key });
      expect((await credit()).headers['ratelimit-remaining']).toBe('4');
      await own.kill();
      // Counted in rate_limits from here on (the Redis count is not carried over): 5 more, then 429.
      const statuses: number[] = [];
      for (let i = 0; i < 6; i++) statuses.push((await credit()).statusCode);
      expect(statuses).toEqual([200, 200, 200, 200, 200, 429]);
      const rows = await query<{ count: number }>(h.db, sql`select count from rate_limits where key = ${rateLimitKey({ name: 'public-api-key', max: 5, windowSeconds: 60 }, String(await keyId(shop.customerId)))}`);
      expect(rows.map((r) => r.count)).toEqual([6]);
    } finally {
      await app.close();
      await own.kill();
    }
  });

  async function keyId(customerId: number): Promise<number> {
    const [row] = await query<{ id: number | string }>(h.db, sql`select id from api_keys where customer_id = ${customerId}`);
    return Number(row!.id);
  }
});
