// The AWB lookup limit of track-by-awb (TRACKING_LOOKUPS_PER_MINUTE): AWBs per client IP and minute,
// counted in the database with PostgreSQL, so every server process shares one window per IP (issue
// 16: it was kept in memory per process, and N processes allowed N times as many); in memory with
// the embedded database, which only one process can open.
import type { FastifyInstance } from 'fastify';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { authHarness, clearRateLimits, query, type AuthHarness } from './helpers/auth.ts';
import { testDatabases } from './helpers/databases.ts';
import { takeInMemory } from '../../server/services/rate-limit-memory.ts';

const MESSAGE = 'Prea multe căutări de AWB-uri. Încearcă din nou peste 1 minut.';

/** `n` distinct well-formed AWBs no carrier knows (answered found: false). */
const awbs = (n: number, from = 0) => Array.from({ length: n }, (_, i) => `ZZ${String(from + i).padStart(8, '0')}`);

let ips = 0;
const nextIp = () => `192.0.2.${(ips += 1)}`;

describe.each(testDatabases())('the AWB lookup limit on $name', (backend) => {
  let h: AuthHarness;
  let one: FastifyInstance;
  let other: FastifyInstance;
  beforeAll(async () => {
    h = await authHarness(backend);
    one = await h.newApp({ TRACKING_LOOKUPS_PER_MINUTE: '200' });
    other = await h.newApp({ TRACKING_LOOKUPS_PER_MINUTE: '200' });
  });
  afterAll(async () => {
    await h?.close();
  });
  beforeEach(async () => {
    await clearRateLimits(h.db);
  });

  const track = (app: FastifyInstance, awb_list: string[], ip: string) =>
    app.inject({ method: 'POST', url: '/api/private/orders/track-by-awb', payload: { awb_list }, remoteAddress: ip });

  function expectRefused(res: Awaited<ReturnType<typeof track>>) {
    expect(res.statusCode).toBe(429);
    expect(res.json()).toEqual({ reason: 'too_many_requests', message: MESSAGE });
    const retryAfter = Number(res.headers['retry-after']);
    expect(retryAfter).toBeGreaterThan(0);
    expect(retryAfter).toBeLessThanOrEqual(60);
  }

  /** How many of the lookups (sizes) fit before the first refusal, sent in turn to `apps`. */
  async function fitting(apps: FastifyInstance[], sizes: number[], ip: string): Promise<number> {
    let used = 0;
    for (const [i, size] of sizes.entries()) {
      const res = await track(apps[i % apps.length]!, awbs(size, used), ip);
      if (res.statusCode === 429) {
        expectRefused(res);
        return used;
      }
      expect(res.statusCode).toBe(200);
      used += size;
    }
    return used;
  }

  it('triggers after the same number of lookups spread over two processes as on one', async () => {
    const sizes = [100, 50, 40, 10, 1, 1];
    const alone = await fitting([one], sizes, nextIp());
    const spread = await fitting([one, other], sizes, nextIp());
    expect(alone).toBe(200);
    expect(spread).toBe(200);
    // Either process refuses the address once the shared window is full; another address is not affected.
    const ip = nextIp();
    expect((await track(one, awbs(120), ip)).statusCode).toBe(200);
    expect((await track(other, awbs(80, 120), ip)).statusCode).toBe(200);
    expectRefused(await track(one, awbs(1, 500), ip));
    expectRefused(await track(other, awbs(1, 500), ip));
    expect((await track(other, awbs(200), nextIp())).statusCode).toBe(200);
  });

  it('counts AWBs, not requests; refuses what does not fit without counting it; starts again after the minute', async () => {
    const ip = nextIp();
    expect((await track(one, awbs(150), ip)).statusCode).toBe(200);
    expectRefused(await track(other, awbs(100, 150), ip));
    // The refused 100 were not counted: 50 still fit.
    expect((await track(other, awbs(50, 150), ip)).statusCode).toBe(200);
    expectRefused(await track(one, awbs(1, 300), ip));
    if (backend.name === 'pglite') return; // the embedded database's windows live in memory (below)
    const [row] = await query<{ count: number }>(h.db, sql`select count from rate_limits where key like 'awb-lookup-ip:%'`);
    expect(row!.count).toBe(200);
    // Keys are hashed: no IP in clear.
    const keys = await query<{ key: string }>(h.db, sql`select key from rate_limits`);
    expect(keys.map((k) => k.key).join(' ')).not.toContain(ip);

    await h.db.execute(sql`update rate_limits set window_started_at = window_started_at - interval '1 minute'`);
    expect((await track(other, awbs(200, 400), ip)).statusCode).toBe(200);
  });

  it('writes nothing to the database per lookup on the embedded database (one process), and starts again after the minute', () => {
    if (backend.name !== 'pglite') return;
    const limit = { name: 'test', max: 200, windowSeconds: 60 };
    const t0 = Date.now();
    expect(takeInMemory(h.db, limit, '192.0.2.200', 150, t0)).toBeNull();
    expect(takeInMemory(h.db, limit, '192.0.2.200', 100, t0 + 1000)).toBe(59);
    expect(takeInMemory(h.db, limit, '192.0.2.200', 50, t0 + 1000)).toBeNull();
    expect(takeInMemory(h.db, limit, '192.0.2.200', 200, t0 + 60_000)).toBeNull();
  });

  it('is off with TRACKING_LOOKUPS_PER_MINUTE=0 (nothing counted)', async () => {
    const off = await h.newApp({ TRACKING_LOOKUPS_PER_MINUTE: '0' });
    const ip = nextIp();
    for (let i = 0; i < 4; i += 1) expect((await track(off, awbs(200, i * 200), ip)).statusCode).toBe(200);
    expect(await query(h.db, sql`select key from rate_limits`)).toEqual([]);
    // On the embedded database, the lookups that were allowed wrote nothing either.
    if (backend.name === 'pglite') {
      await track(one, awbs(10), nextIp());
      expect(await query(h.db, sql`select key from rate_limits`)).toEqual([]);
    }
  });
});
