// The queue's lanes (server/services/jobs/lanes.ts): each kind runs in its policy's lane with that
// lane's own slots, so deliveries that hang fill only the deliveries' slots while a money job runs at
// once; a lane's caps per tenant and per target hold across several runners over one database (the
// capped jobs wait queued, holding no slot, and run as soon as a place frees); a postponed job goes
// back to the queue without spending an attempt; and every kind has its lane.
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { rowsOf, type AppDb } from '../../server/db/client.ts';
import { migrate } from '../../server/db/migrate.ts';
import { JOB_KINDS, laneOf, type JobKind } from '../../server/services/jobs/kinds.ts';
import { JOB_LANES } from '../../server/services/jobs/lanes.ts';
import { enqueue } from '../../server/services/jobs/queue.ts';
import { createJobRunner, Postpone, type JobRunner, type RunnerOptions } from '../../server/services/jobs/runner.ts';
import type { Logger } from '../../server/services/logger.ts';
import { testDatabases, type TestDatabase } from './helpers/databases.ts';

const quiet: Logger = { info() {}, warn() {}, error() {} };
const MAIL = { template: 'reset_password', email: 'ana@example.ro' } as const;

/** Resolves once `check` holds (checked every 10 ms), or fails after `ms`. */
async function until(check: () => boolean | Promise<boolean>, ms = 5000): Promise<void> {
  const deadline = Date.now() + ms;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error('the condition did not hold in time');
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}

describe('lanes of the job kinds', () => {
  it('puts every kind in a lane: payments, invoices and mails in money, bookings and tracking in carriers, webhooks in deliveries', () => {
    for (const kind of Object.keys(JOB_KINDS) as JobKind[]) expect(JOB_LANES, kind).toContain(laneOf(kind));
    for (const kind of ['invoice.issue', 'invoice.credit-note', 'efactura.upload', 'payment.refund', 'payment.reconcile', 'payout.send', 'account.payout', 'mail'] as const) expect(laneOf(kind), kind).toBe('money');
    for (const kind of ['order.book', 'order.cancel', 'tracking.poll', 'lockers.sync'] as const) expect(laneOf(kind), kind).toBe('carriers');
    expect(laneOf('webhook.deliver')).toBe('deliveries');
    expect(laneOf('webhook.test')).toBe('deliveries');
    expect(laneOf('push.deliver')).toBe('push');
    expect(laneOf('maintenance.sweep')).toBe('maintenance');
  });
});

describe.each(testDatabases())('job lanes on $name', (backend) => {
  let test: TestDatabase;
  const db = (): AppDb => test.database.db;
  const runners: JobRunner[] = [];
  /** Releases every hanging handler (they also end on the stop signal). */
  let releaseAll: () => void = () => undefined;
  let released: Promise<void>;

  const runner = (options: Partial<RunnerOptions> = {}) => {
    const r = createJobRunner({ db, log: quiet, pollIntervalMs: 20, ...options });
    runners.push(r);
    return r;
  };
  /** A handler that hangs until released or stopped; `running` counts the ones hanging now, by key. */
  const hanging = (running: Map<string, number>) => async (_payload: unknown, job: { key: string | null; signal: AbortSignal }) => {
    const key = job.key ?? '';
    running.set(key, (running.get(key) ?? 0) + 1);
    try {
      await Promise.race([released, new Promise((resolve) => job.signal.addEventListener('abort', resolve))]);
    } finally {
      running.set(key, running.get(key)! - 1);
    }
  };
  const total = (running: Map<string, number>) => [...running.values()].reduce((a, b) => a + b, 0);

  beforeAll(async () => {
    test = await backend.create();
    await migrate(test.database.db);
  });
  afterAll(async () => {
    releaseAll();
    await Promise.all(runners.map((r) => r.stop(0)));
    await test?.dispose();
  });
  beforeEach(async () => {
    releaseAll();
    await Promise.all(runners.splice(0).map((r) => r.stop(0)));
    released = new Promise((resolve) => (releaseAll = resolve));
    await db().execute(sql`delete from jobs`);
  });

  it('runs a money job at once while every deliveries slot hangs', async () => {
    const running = new Map<string, number>();
    let mailed = 0;
    const r = runner({ concurrency: 2 });
    r.register('webhook.deliver', hanging(running));
    r.register('mail', async () => void (mailed += 1));
    for (let n = 0; n < 6; n++) await enqueue(db(), { kind: 'webhook.deliver', key: `d${n}`, payload: { deliveryId: n } });
    r.start();
    await until(() => total(running) === 2);
    const queuedAt = Date.now();
    await enqueue(db(), { kind: 'mail', payload: MAIL });
    await until(() => mailed === 1, 3000);
    expect(Date.now() - queuedAt).toBeLessThan(3000);
    // The deliveries' two slots are still held, the other four wait.
    expect(total(running)).toBe(2);
    const [waiting] = rowsOf<{ n: number }>(await db().execute(sql`select count(*)::int as n from jobs where kind = 'webhook.deliver' and state = 'queued'`));
    expect(waiting!.n).toBe(4);
  });

  it('caps the running jobs per target and per tenant across two runners; the others wait queued and run once a place frees', async () => {
    const running = new Map<string, number>();
    const lanes = { deliveries: { slots: 4, perTenant: 3, perTarget: 1 } };
    const [a, b] = [runner({ lanes }), runner({ lanes })];
    for (const r of [a, b]) r.register('webhook.deliver', hanging(running));
    // Shop 1: four endpoints with three deliveries each; shop 2: one endpoint with two.
    for (const [tenant, target, n] of [['account:1', 'e1', 3], ['account:1', 'e2', 3], ['account:1', 'e3', 3], ['account:1', 'e4', 3], ['account:2', 'e9', 2]] as const) {
      for (let i = 0; i < n; i++) await enqueue(db(), { kind: 'webhook.deliver', key: `${target}:${i}`, tenant, target, payload: { deliveryId: i } });
    }
    a.start();
    b.start();
    // Shop 1: 3 at once (its cap), on 3 different endpoints; shop 2: its one endpoint's first.
    await until(() => total(running) === 4);
    const byTarget = async () =>
      rowsOf<{ target: string; n: number }>(await db().execute(sql`select target, count(*)::int as n from jobs where state = 'running' group by target order by target`));
    const byTenant = async () =>
      rowsOf<{ tenant: string; n: number }>(await db().execute(sql`select tenant, count(*)::int as n from jobs where state = 'running' group by tenant order by tenant`));
    // A moment more: nothing beyond the caps is claimed, though both runners have free slots.
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(total(running)).toBe(4);
    expect((await byTarget()).every((row) => row.n === 1)).toBe(true);
    expect(await byTenant()).toEqual([
      { tenant: 'account:1', n: 3 },
      { tenant: 'account:2', n: 1 },
    ]);
    const [queued] = rowsOf<{ n: number }>(await db().execute(sql`select count(*)::int as n from jobs where state = 'queued'`));
    expect(queued!.n).toBe(14 - 4);
    // Released: every job runs, never more than the caps at once.
    let most = 0;
    const watch = setInterval(() => void byTarget().then((rows) => (most = Math.max(most, ...rows.map((row) => row.n)))), 5);
    releaseAll();
    await until(async () => rowsOf<{ n: number }>(await db().execute(sql`select count(*)::int as n from jobs where state <> 'done'`))[0]!.n === 0, 10_000);
    clearInterval(watch);
    expect(most).toBeLessThanOrEqual(1);
  });

  it('puts a postponed job back in the queue without spending an attempt', async () => {
    const id = (await enqueue(db(), { kind: 'webhook.deliver', key: 'paused', payload: { deliveryId: 1 } }))!;
    const r = runner({ pollIntervalMs: 0 });
    r.register('webhook.deliver', async () => {
      throw new Postpone(60_000, 'endpoint paused');
    });
    await r.drain();
    await r.drain();
    const [row] = rowsOf<{ state: string; attempts: number; last_error: string; run_in_s: number }>(
      await db().execute(sql`select state, attempts, last_error, extract(epoch from (run_at - now()))::float8 as run_in_s from jobs where id = ${id}`),
    );
    expect(row).toMatchObject({ state: 'queued', attempts: 0, last_error: expect.stringContaining('endpoint paused') });
    expect(row!.run_in_s).toBeGreaterThan(55);
  });
});
