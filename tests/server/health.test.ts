// The load balancer's probes: /api/health (alive, no database) and /api/ready (database answers,
// every migration applied), on each backend.
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterEach, describe, expect, it } from 'vitest';
import { rowsOf } from '../../server/db/client.ts';
import { DEFAULT_MIGRATIONS_DIR, readMigrations } from '../../server/db/migrate.ts';
import { enqueue } from '../../server/services/jobs/queue.ts';
import { testApp } from './helpers/app.ts';
import { testDatabases, type TestDatabase } from './helpers/databases.ts';

describe.each(testDatabases())('health and readiness ($name)', (backend) => {
  let test: TestDatabase | undefined;
  let app: FastifyInstance | undefined;
  afterEach(async () => {
    await app?.close();
    await test?.dispose();
    app = test = undefined;
  });

  const start = async () => {
    test = await backend.createPrepared();
    app = await testApp({}, { database: test.database });
    return { app, db: test.database.db };
  };

  it('answers alive and ready on a migrated database, uncached', async () => {
    const { app } = await start();
    const health = await app.inject('/api/health');
    expect(health.statusCode).toBe(200);
    expect(health.json()).toEqual({ status: 'ok' });
    const ready = await app.inject('/api/ready');
    expect(ready.statusCode).toBe(200);
    expect(ready.json()).toEqual({
      status: 'ready',
      database: 'ok',
      migrations: 'applied',
      jobs: {},
      jobs_oldest_due_seconds: 0,
      jobs_oldest_due_seconds_by_lane: { money: 0, carriers: 0, deliveries: 0, push: 0, maintenance: 0 },
    });
    expect(ready.headers['cache-control']).toBe('no-store');
  });

  it('shows the job queue by kind and state, and how late the oldest due job is', async () => {
    const { app, db } = await start();
    await enqueue(db, { kind: 'mail', payload: { template: 'reset_password', email: 'ana@example.ro' } });
    const parked = (await enqueue(db, { kind: 'order.book', key: 'order:1', payload: { orderId: 1 } }))!;
    await db.execute(sql`update jobs set state = 'failed', last_error = 'carrier down' where id = ${parked}`);
    await db.execute(sql`update jobs set run_at = now() - interval '90 seconds' where kind = 'mail'`);
    const ready = await app.inject('/api/ready');
    expect(ready.statusCode).toBe(200);
    expect(ready.json()).toMatchObject({ status: 'ready', jobs: { mail: { queued: 1 }, 'order.book': { failed: 1 } } });
    expect(ready.json().jobs_oldest_due_seconds).toBeGreaterThanOrEqual(89);
  });

  it('shows how late each lane is: a late lane does not make the others late', async () => {
    const { app, db } = await start();
    await enqueue(db, { kind: 'webhook.deliver', key: 'delivery:1', payload: { deliveryId: 1 } });
    await enqueue(db, { kind: 'order.book', key: 'order:2', payload: { orderId: 2 } });
    await enqueue(db, { kind: 'invoice.issue', key: 'invoice:x', delayMs: 60_000, payload: { paymentId: 'x' } });
    await db.execute(sql`update jobs set run_at = now() - interval '120 seconds' where kind = 'webhook.deliver'`);
    await db.execute(sql`update jobs set run_at = now() - interval '30 seconds' where kind = 'order.book'`);
    const ready = (await app.inject('/api/ready')).json();
    expect(ready.jobs_oldest_due_seconds).toBeGreaterThanOrEqual(119);
    expect(ready.jobs_oldest_due_seconds_by_lane).toEqual({ money: 0, carriers: expect.any(Number), deliveries: expect.any(Number), push: 0, maintenance: 0 });
    expect(ready.jobs_oldest_due_seconds_by_lane.deliveries).toBeGreaterThanOrEqual(119);
    expect(ready.jobs_oldest_due_seconds_by_lane.carriers).toBeGreaterThanOrEqual(29);
    expect(ready.jobs_oldest_due_seconds_by_lane.carriers).toBeLessThan(60);
  });

  it('is not ready while a migration file is not applied, and ready again once it is', async () => {
    const { app, db } = await start();
    const last = (await readMigrations(DEFAULT_MIGRATIONS_DIR)).at(-1)!;
    const [row] = rowsOf<{ tag: string; hash: string }>(await db.execute(sql`delete from schema_migrations where tag = ${last.tag} returning tag, hash`));
    expect(row?.tag).toBe(last.tag);

    const notReady = await app.inject('/api/ready');
    expect(notReady.statusCode).toBe(503);
    expect(notReady.json()).toMatchObject({ status: 'not_ready', reason: 'migrations_pending', database: 'ok', migrations: 'pending', pending: 1 });
    // Alive all the same: a restart would not help.
    expect((await app.inject('/api/health')).statusCode).toBe(200);

    await db.execute(sql`insert into schema_migrations (tag, hash) values (${row!.tag}, ${row!.hash})`);
    expect((await app.inject('/api/ready')).statusCode).toBe(200);
  });

  it('is not ready when schema_migrations is missing', async () => {
    const { app, db } = await start();
    await db.execute(sql`alter table schema_migrations rename to schema_migrations_away`);
    try {
      const res = await app.inject('/api/ready');
      expect(res.statusCode).toBe(503);
      expect(res.json()).toMatchObject({ status: 'not_ready', reason: 'migrations_unknown', database: 'ok', migrations: 'unknown' });
    } finally {
      await db.execute(sql`alter table schema_migrations_away rename to schema_migrations`);
    }
  });
});

describe('readiness without a database', () => {
  it('answers 503 database_unavailable, while /api/health still answers', async () => {
    const [backend] = testDatabases();
    const test = await backend!.createPrepared();
    const app = await testApp({}, { database: test.database });
    try {
      await test.database.close();
      const res = await app.inject('/api/ready');
      expect(res.statusCode).toBe(503);
      expect(res.json()).toEqual({ status: 'not_ready', reason: 'database_unavailable', database: 'unavailable', migrations: 'unknown' });
      expect((await app.inject('/api/health')).statusCode).toBe(200);
    } finally {
      await app.close().catch(() => {});
    }
  });
});
