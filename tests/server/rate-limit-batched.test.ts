// The rate limits without Redis (issue #32): a limit above EXACT_UP_TO hits a window is counted in
// batches each process claims from rate_limits, so an allowed request does not write the database each
// time; all processes together never get more than the limit (two apps over two connection pools of
// one PostgreSQL database are two processes here); the small limits still write every hit; windows
// still end. Writes are counted by a trigger on the test's own database.
import { setTimeout as delay } from 'node:timers/promises';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { openDatabase, type AppDb, type Database } from '../../server/db/client.ts';
import { EXACT_UP_TO, hit, take, type Limit } from '../../server/services/rate-limit.ts';
import { batchSize } from '../../server/services/rate-limit-batched.ts';
import { claimHits } from '../../server/services/rate-limit-table.ts';
import { authEnv, authHarness, clearRateLimits, query, type AuthHarness } from './helpers/auth.ts';
import { testApp } from './helpers/app.ts';
import { testDatabases } from './helpers/databases.ts';
import { newShop, pub } from './helpers/public-api.ts';
import { countRateLimitWrites, rateLimitWrites } from './helpers/rate-limit-writes.ts';

const PER_MINUTE = 200;
let keys = 0;
const nextKey = () => `test-key-${(keys += 1)}`;

/** How many of `n` hits at once, spread in turn over `dbs`, the limit let through. */
async function allowedOf(dbs: AppDb[], limit: Limit, key: string, n: number): Promise<number> {
  const hits = await Promise.all(Array.from({ length: n }, (_, i) => hit(dbs[i % dbs.length]!, limit, key)));
  return hits.filter((h) => h.count <= limit.max).length;
}

describe.each(testDatabases())('rate limits in batches on $name', (backend) => {
  let h: AuthHarness;
  let db: AppDb;
  beforeAll(async () => {
    h = await authHarness(backend, { PUBLIC_API_REQUESTS_PER_MINUTE: String(PER_MINUTE) });
    db = h.db;
    await countRateLimitWrites(db);
  }, 180_000);
  afterAll(async () => h?.close());
  beforeEach(async () => clearRateLimits(db));

  it('writes the database once per batch for a large limit, and once per hit for a small one', async () => {
    const large: Limit = { name: 'test-large', max: 200, windowSeconds: 60 };
    const small: Limit = { name: 'test-small', max: EXACT_UP_TO, windowSeconds: 60 };
    const K = 100;
    let before = await rateLimitWrites(db);
    for (let i = 0; i < K; i++) expect((await hit(db, large, 'large')).count).toBe(i + 1);
    const batched = (await rateLimitWrites(db)) - before;
    expect(batched).toBeLessThan(K);
    expect(batched).toBeLessThanOrEqual(Math.ceil(K / batchSize(large)));
    before = await rateLimitWrites(db);
    for (let i = 0; i < 20; i++) expect((await hit(db, small, 'small')).count).toBe(i + 1);
    expect((await rateLimitWrites(db)) - before).toBe(20);
    const [row] = await query<{ count: number }>(db, sql`select count from rate_limits where key = 'small'`);
    expect(row!.count).toBe(20);
  });

  it('answers the public API without a database write per request, the RateLimit headers counting each one', async () => {
    const shop = await newShop(h.app);
    const K = 50;
    const before = await rateLimitWrites(db);
    for (let i = 1; i <= K; i++) {
      const res = await pub(h.app, 'GET', 'locations/countries', { key: shop.key });
      expect(res.statusCode).toBe(200);
      expect(res.headers['ratelimit-remaining']).toBe(String(PER_MINUTE - i));
    }
    const writes = (await rateLimitWrites(db)) - before;
    expect(writes).toBeLessThan(K);
    expect(writes).toBeLessThanOrEqual(Math.ceil(K / batchSize({ name: 'public-api-key', max: PER_MINUTE, windowSeconds: 60 })));
  });

  it('lets exactly the limit through from one process, hits at once, and refuses the rest', async () => {
    const limit: Limit = { name: 'test-exact', max: 150, windowSeconds: 60 };
    const key = nextKey();
    expect(await allowedOf([db], limit, key, 200)).toBe(150);
    const refused = await hit(db, limit, key);
    expect(refused.count).toBeGreaterThan(limit.max);
    expect(refused.retryAfterSeconds).toBeGreaterThan(0);
    expect(refused.retryAfterSeconds).toBeLessThanOrEqual(60);
    expect(await take(db, limit, key, 1)).toBeGreaterThan(0);
  });

  it('starts again once the window has ended', async () => {
    const limit: Limit = { name: 'test-window', max: 120, windowSeconds: 2 };
    const key = nextKey();
    expect(await take(db, limit, key, 120)).toBeNull();
    const refused = await hit(db, limit, key);
    expect(refused.count).toBeGreaterThan(limit.max);
    expect(refused.retryAfterSeconds).toBeLessThanOrEqual(2);
    // The window is two seconds long: once it has ended, the hits count from 1 again.
    await delay(refused.retryAfterSeconds * 1000 + 50);
    expect((await hit(db, limit, key)).count).toBe(1);
    expect(await take(db, limit, key, 119)).toBeNull();
    expect(await take(db, limit, key, 1)).toBeGreaterThan(0);
  });

  if (backend.name !== 'postgres') return;

  describe('two processes over one database', () => {
    let other: Database;
    let second: FastifyInstance;
    beforeAll(async () => {
      // Its own connection pool and its own allowances: to the first, another process.
      other = await openDatabase({ dataDir: '', databaseUrl: h.test.url! });
      second = await testApp(authEnv(h.dataDir, { PUBLIC_API_REQUESTS_PER_MINUTE: String(PER_MINUTE) }), { database: other });
    });
    afterAll(async () => {
      await second?.close();
      await other?.close();
    });

    it('never grants more than the limit to claims from many connections at once', async () => {
      const limit: Limit = { name: 'test-claims', max: 500, windowSeconds: 60 };
      const key = nextKey();
      const claim = (i: number, want: number) => claimHits(i % 2 ? other.db : db, limit, key, want);
      // 40 claims of 10 at once fit: each gets its 10.
      const first = await Promise.all(Array.from({ length: 40 }, (_, i) => claim(i, 10)));
      expect(first.map((c) => c.granted)).toEqual(first.map(() => 10));
      // 40 of 20 at once do not: together they get the 100 left, not a hit more.
      const second = await Promise.all(Array.from({ length: 40 }, (_, i) => claim(i, 20)));
      expect(second.reduce((sum, c) => sum + c.granted, 0)).toBe(100);
      expect(second.every((c) => c.count <= limit.max)).toBe(true);
      const [row] = await query<{ count: number }>(db, sql`select count from rate_limits where key = ${key}`);
      expect(row!.count).toBe(limit.max);
    });

    it('lets at most the limit through over both, and at most a batch per process less', async () => {
      const limit: Limit = { name: 'test-shared', max: 300, windowSeconds: 60 };
      const allowed = await allowedOf([db, other.db], limit, nextKey(), 450);
      expect(allowed).toBeLessThanOrEqual(limit.max);
      expect(allowed).toBeGreaterThanOrEqual(limit.max - 2 * (batchSize(limit) - 1));
    });

    it("shares an API key's limit between both apps, with one write per batch", async () => {
      const shop = await newShop(h.app);
      const before = await rateLimitWrites(db);
      const answers = await Promise.all(Array.from({ length: 300 }, (_, i) => pub(i % 2 ? second : h.app, 'GET', 'locations/countries', { key: shop.key })));
      const ok = answers.filter((r) => r.statusCode === 200).length;
      const refused = answers.filter((r) => r.statusCode === 429);
      expect(ok + refused.length).toBe(300);
      expect(ok).toBeLessThanOrEqual(PER_MINUTE);
      expect(ok).toBeGreaterThanOrEqual(PER_MINUTE - 2 * (batchSize({ name: 'public-api-key', max: PER_MINUTE, windowSeconds: 60 }) - 1));
      expect(refused.every((r) => Number(r.headers['retry-after']) > 0 && r.headers['ratelimit-remaining'] === '0')).toBe(true);
      // A claim per batch of each app, and a look per refused request: far fewer than the requests let through.
      expect((await rateLimitWrites(db)) - before).toBeLessThan(ok / 2);
    });
  });
});
