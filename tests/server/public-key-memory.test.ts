// The public API's key check off the database (issue #32): a key verified by a process is not read
// again for a few seconds. Measured at the connection: every query any connection of this process
// sends is seen by a driver hook (pg.Client's query, or the PGlite instance's), and on PostgreSQL the
// api_keys table is also locked against every read by another transaction while the remembered key
// is used (a read would wait in pg_locks). A change still applies at once: a revocation made
// through one app is refused by another app over its own connection pool of the same PostgreSQL
// database on its very next request (two processes; the database's NOTIFY, not a shared memory), and
// a key's scope, mode or account changed in the database by anyone applies on the next request too.
import { setTimeout as delay } from 'node:timers/promises';
import { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type AppDb, type Database } from '../../server/db/client.ts';
import { KEY_MEMORY_MS } from '../../server/services/api-keys/key-memory.ts';
import { authEnv, authHarness, type AuthHarness } from './helpers/auth.ts';
import { testApp } from './helpers/app.ts';
import { testDatabases } from './helpers/databases.ts';
import { eventually } from './helpers/orders.ts';
import { newShop, pub, type Shop } from './helpers/public-api.ts';

/** Counts the statements naming api_keys that this process sends to the database, on any connection. */
function keyQueries(db: AppDb): { count(): number; stop(): void } {
  let n = 0;
  const note = (statement: unknown) => {
    const text = typeof statement === 'string' ? statement : (statement as { text?: string } | null)?.text;
    if (typeof text === 'string' && /\bapi_keys\b/.test(text)) n += 1;
  };
  const client = (db as unknown as { $client: unknown }).$client;
  if (client instanceof PGlite) {
    const query = client.query.bind(client);
    const exec = client.exec.bind(client);
    client.query = ((statement: string, ...rest: unknown[]) => (note(statement), (query as (...a: unknown[]) => unknown)(statement, ...rest))) as typeof client.query;
    client.exec = ((statement: string, ...rest: unknown[]) => (note(statement), (exec as (...a: unknown[]) => unknown)(statement, ...rest))) as typeof client.exec;
    return { count: () => n, stop: () => ((client.query = query), (client.exec = exec)) };
  }
  const original = pg.Client.prototype.query;
  pg.Client.prototype.query = function (this: pg.Client, ...args: unknown[]) {
    note(args[0]);
    return (original as (...a: unknown[]) => unknown).apply(this, args);
  } as typeof original;
  return { count: () => n, stop: () => (pg.Client.prototype.query = original) };
}

const profile = (app: FastifyInstance, key: string) => pub(app, 'GET', 'account/profile', { key });
/** A write call with an empty body: refused at the door without read_write (403), else by validation (422); nothing is written. */
const write = (app: FastifyInstance, key: string) => pub(app, 'POST', 'addresses/billing', { key, body: {} });
/**
 * A change written straight into the database (as an operator or another process would), then the
 * few milliseconds its notification takes to reach this process's listeners (the window is 5 s).
 */
async function changed(db: AppDb, statement: ReturnType<typeof sql>): Promise<void> {
  await db.execute(statement);
  await delay(50);
}
const setKey = (db: AppDb, shop: Shop, change: ReturnType<typeof sql>) => changed(db, sql`update api_keys set ${change} where customer_id = ${shop.customerId}`);

/** Remembering starts once the app listens to the database's notifications. */
async function listening(app: FastifyInstance): Promise<void> {
  app.apiKeys.warm();
  await eventually(async () => app.apiKeys.listening());
}

describe.each(testDatabases())('API keys remembered by each process on $name', (backend) => {
  let h: AuthHarness;
  beforeAll(async () => {
    h = await authHarness(backend);
    await listening(h.app);
  }, 180_000);
  afterAll(async () => h?.close());

  it('reads a verified key once: its next requests within the window send no key query, and the one after the window does', async () => {
    const shop = await newShop(h.app);
    const queries = keyQueries(h.db);
    try {
      expect((await profile(h.app, shop.key)).statusCode).toBe(200);
      const first = queries.count();
      expect(first, 'the first request reads its key').toBeGreaterThanOrEqual(1);
      for (let i = 0; i < 20; i++) expect((await profile(h.app, shop.key)).statusCode).toBe(200);
      expect(queries.count() - first).toBe(0);
      // A wrong key with the same lookup is still read and refused: only the whole key is remembered.
      const forged = `${shop.key.slice(0, -4)}${shop.key.endsWith('AAAA') ? 'BBBB' : 'AAAA'}`;
      expect((await profile(h.app, forged)).statusCode).toBe(401);
      expect(queries.count() - first).toBe(1);
      await delay(KEY_MEMORY_MS + 200);
      const before = queries.count();
      expect((await profile(h.app, shop.key)).statusCode).toBe(200);
      expect(queries.count() - before, 'read again once the window is over').toBeGreaterThanOrEqual(1);
    } finally {
      queries.stop();
    }
  }, 30_000);

  it('applies a change of scope, mode or account made in the database on the next request', async () => {
    const shop = await newShop(h.app, { scope: 'read_write' });
    expect((await write(h.app, shop.key)).statusCode).toBe(422);
    expect((await write(h.app, shop.key)).statusCode).toBe(422);
    await setKey(h.db, shop, sql`scope = 'read'`);
    const narrowed = await write(h.app, shop.key);
    expect([narrowed.statusCode, narrowed.json().error]).toEqual([403, 'insufficient_scope']);
    expect((await profile(h.app, shop.key)).statusCode).toBe(200);
    await setKey(h.db, shop, sql`mode = 'live'`);
    const live = await profile(h.app, shop.key);
    expect([live.statusCode, live.json().error]).toEqual([403, 'live_mode_unavailable']);
    await setKey(h.db, shop, sql`mode = 'test'`);
    expect((await profile(h.app, shop.key)).statusCode).toBe(200);
    await changed(h.db, sql`update customers set status = 'inactive' where id = ${shop.customerId}`);
    expect((await profile(h.app, shop.key)).statusCode).toBe(401);
  });

  it('refuses a key revoked through the dashboard on its next request', async () => {
    const shop = await newShop(h.app);
    expect((await profile(h.app, shop.key)).statusCode).toBe(200);
    const [key] = (await h.app.inject({ method: 'GET', url: '/api/private/api-keys', headers: { authorization: `Bearer ${shop.token}` } })).json().data;
    const revoked = await h.app.inject({ method: 'DELETE', url: `/api/private/api-keys/${key.id}`, headers: { authorization: `Bearer ${shop.token}` } });
    expect(revoked.statusCode).toBe(200);
    expect((await profile(h.app, shop.key)).statusCode).toBe(401);
  });

  if (backend.name !== 'postgres') return;

  describe('two processes over one PostgreSQL database', () => {
    let other: Database;
    let b: FastifyInstance;
    beforeAll(async () => {
      other = await openDatabase({ dataDir: '', databaseUrl: h.test.url });
      b = await testApp(authEnv(h.dataDir), { database: other });
      await listening(b);
    });
    afterAll(async () => {
      await b?.close();
      await other?.close();
    });

    it('answers a remembered key with the api_keys table locked against every read', async () => {
      const shop = await newShop(h.app);
      expect((await profile(b, shop.key)).statusCode).toBe(200);
      const locker = new pg.Client({ connectionString: h.test.url! });
      await locker.connect();
      try {
        await locker.query('begin');
        await locker.query('lock table api_keys in access exclusive mode');
        const waiting = async () => Number((await locker.query(`select count(*) as n from pg_locks where relation = 'api_keys'::regclass and not granted`)).rows[0].n);
        // Each request either answers from memory, or its key query waits for the lock (seen in pg_locks).
        const answers = Promise.all(Array.from({ length: 10 }, () => profile(b, shop.key)));
        const outcome = await Promise.race([
          answers.then((all) => all.map((r) => r.statusCode)),
          (async () => {
            while ((await waiting()) === 0) await delay(20);
            return 'a key query waited for the lock';
          })(),
        ]);
        expect(outcome).toEqual(Array.from({ length: 10 }, () => 200));
      } finally {
        await locker.query('rollback').catch(() => {});
        await locker.end();
      }
    });

    it('refuses a key revoked in one process on the other process\'s next request', async () => {
      const shop = await newShop(h.app);
      const queries = keyQueries(other.db);
      try {
        // Both processes know the key; the other one no longer reads it.
        expect((await profile(h.app, shop.key)).statusCode).toBe(200);
        expect((await profile(b, shop.key)).statusCode).toBe(200);
        const read = queries.count();
        expect((await profile(b, shop.key)).statusCode).toBe(200);
        expect(queries.count(), 'the other process remembers the key').toBe(read);
      } finally {
        queries.stop();
      }
      const [key] = (await h.app.inject({ method: 'GET', url: '/api/private/api-keys', headers: { authorization: `Bearer ${shop.token}` } })).json().data;
      const revoked = await h.app.inject({ method: 'DELETE', url: `/api/private/api-keys/${key.id}`, headers: { authorization: `Bearer ${shop.token}` } });
      expect(revoked.statusCode).toBe(200);
      const refused = await profile(b, shop.key);
      expect([refused.statusCode, refused.json().error]).toEqual([401, 'unauthorized']);
      expect((await profile(h.app, shop.key)).statusCode).toBe(401);
    });

    it('applies a scope change made by another process on the next request', async () => {
      const shop = await newShop(h.app, { scope: 'read_write' });
      expect((await write(b, shop.key)).statusCode).toBe(422);
      expect((await write(b, shop.key)).statusCode).toBe(422);
      await setKey(h.db, shop, sql`scope = 'read'`);
      expect((await write(b, shop.key)).statusCode).toBe(403);
    });
  });
});
