// The durable job queue (server/services/jobs/): a job is queued once per key, run exactly once even
// by several runners over one database, retried with backoff and then parked with its last error;
// a lease left by a dead runner is taken over; a stopping runner hands its unfinished jobs back;
// a schedule queues one job per interval whatever the number of runners; operators list and retry.
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { rowsOf, type AppDb } from '../../server/db/client.ts';
import { migrate } from '../../server/db/migrate.ts';
import { jobCounts, listJobs, retryJob } from '../../server/services/jobs/admin.ts';
import { backoffMs, JOB_KINDS } from '../../server/services/jobs/kinds.ts';
import { enqueue } from '../../server/services/jobs/queue.ts';
import type { PayloadOut } from '../../server/services/jobs/define.ts';
import { createJobRunner, GiveUp, RetryLater, type JobHandler, type JobRunner } from '../../server/services/jobs/runner.ts';
import type { Logger } from '../../server/services/logger.ts';
import { testDatabases, type TestDatabase } from './helpers/databases.ts';

const quiet: Logger = { info() {}, warn() {}, error() {} };
/** Payloads of the two kinds these tests queue (the queue never looks inside them). */
const MAIL = { template: 'reset_password', email: 'ana@example.ro' } as const;
const BOOKING = { orderId: 1 };

interface JobRow {
  id: string;
  state: string;
  attempts: number;
  last_error: string | null;
  run_at_in_s: number;
}

describe.each(testDatabases())('job queue on $name', (backend) => {
  let test: TestDatabase;
  const db = (): AppDb => test.database.db;
  const rows = async <T>(query: ReturnType<typeof sql>) => rowsOf<T>(await db().execute(query));
  const job = async (id: number) =>
    (
      await rows<JobRow>(sql`
        select id, state, attempts, last_error, extract(epoch from (run_at - now()))::float8 as run_at_in_s from jobs where id = ${id}`)
    )[0]!;
  const runners: JobRunner[] = [];
  const runner = (handlers: { mail?: JobHandler<PayloadOut<'mail'>>; 'order.book'?: JobHandler<PayloadOut<'order.book'>> }, pollIntervalMs = 0) => {
    const r = createJobRunner({ db, log: quiet, pollIntervalMs, concurrency: 4 });
    if (handlers.mail) r.register('mail', handlers.mail);
    if (handlers['order.book']) r.register('order.book', handlers['order.book']);
    runners.push(r);
    return r;
  };

  beforeAll(async () => {
    test = await backend.create();
    await migrate(test.database.db);
  });
  afterAll(async () => {
    await Promise.all(runners.map((r) => r.stop(0)));
    await test?.dispose();
  });
  beforeEach(async () => {
    await Promise.all(runners.splice(0).map((r) => r.stop(0)));
    await db().execute(sql`delete from jobs`);
  });

  it('queues a job once per kind and key, and every keyless enqueue', async () => {
    expect(await enqueue(db(), { kind: 'mail', key: 'k1', payload: MAIL })).toBeTypeOf('number');
    expect(await enqueue(db(), { kind: 'mail', key: 'k1', payload: { template: 'reset_password', email: 'ion@example.ro' } })).toBeNull();
    expect(await enqueue(db(), { kind: 'order.book', key: 'k1', payload: BOOKING })).toBeTypeOf('number');
    await enqueue(db(), { kind: 'mail', payload: MAIL });
    await enqueue(db(), { kind: 'mail', payload: MAIL });
    expect(await rows<{ n: number }>(sql`select count(*)::int as n from jobs`)).toEqual([{ n: 4 }]);
  });

  it('writes the job with the change or not at all (the transaction rolls back)', async () => {
    await db()
      .transaction(async (tx) => {
        await enqueue(tx, { kind: 'mail', key: 'rolled-back', payload: MAIL });
        throw new Error('the change failed');
      })
      .catch(() => undefined);
    expect(await rows(sql`select id from jobs where key = 'rolled-back'`)).toEqual([]);
  });

  it('runs each job exactly once with three runners polling the same database', async () => {
    const seen: number[] = [];
    const handler: JobHandler<PayloadOut<'mail'>> = async (mail) => {
      if (mail.template === 'verify_email') seen.push(mail.customerId);
      await new Promise((resolve) => setTimeout(resolve, 2));
    };
    for (let n = 0; n < 60; n++) await enqueue(db(), { kind: 'mail', payload: { template: 'verify_email', customerId: n } });
    const all = [runner({ mail: handler }, 10), runner({ mail: handler }, 10), runner({ mail: handler }, 10)];
    for (const r of all) r.start();
    for (let i = 0; i < 500; i++) {
      const [left] = await rows<{ n: number }>(sql`select count(*)::int as n from jobs where state <> 'done'`);
      if (left?.n === 0) break;
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    expect(seen.length).toBe(60);
    expect(new Set(seen).size).toBe(60);
  });

  it('retries a throwing handler with growing delays, then parks it with its last error', async () => {
    const id = (await enqueue(db(), { kind: 'order.book', key: 'always-fails', payload: BOOKING }))!;
    let calls = 0;
    const r = runner({
      'order.book': async () => {
        calls += 1;
        throw new Error(`carrier down (${calls})`);
      },
    });
    const waits: number[] = [];
    for (let attempt = 1; attempt <= JOB_KINDS['order.book'].maxAttempts; attempt++) {
      await r.drain();
      const row = await job(id);
      expect(row.attempts).toBe(attempt);
      expect(row.last_error).toContain(`carrier down (${attempt})`);
      if (attempt < JOB_KINDS['order.book'].maxAttempts) {
        expect(row.state).toBe('queued');
        waits.push(row.run_at_in_s);
        await db().execute(sql`update jobs set run_at = now() where id = ${id}`); // time passes
      } else {
        expect(row.state).toBe('failed');
      }
    }
    expect(calls).toBe(JOB_KINDS['order.book'].maxAttempts);
    // Exponential: each wait about twice the one before (±20% jitter), up to the kind's maximum.
    const { baseMs, maxMs } = JOB_KINDS['order.book'].backoff;
    expect(waits[0]).toBeGreaterThanOrEqual((baseMs * 0.8) / 1000 - 1);
    expect(waits[0]).toBeLessThanOrEqual((baseMs * 1.2) / 1000 + 1);
    expect(waits[3]).toBeGreaterThan(waits[0]! * 4);
    expect(Math.max(...waits)).toBeLessThanOrEqual((maxMs * 1.2) / 1000 + 1);
    // Parked: nothing runs it any more, until an operator retries it.
    await r.drain();
    expect(calls).toBe(JOB_KINDS['order.book'].maxAttempts);
    expect((await listJobs(db(), { failed: true })).map((j) => j.id)).toEqual([id]);
    expect(await retryJob(db(), id)).toBe(true);
    expect(await job(id)).toMatchObject({ state: 'queued', attempts: 0 });
  });

  it('spreads retries with jitter and honours a handler\'s Retry-After and GiveUp', async () => {
    expect(backoffMs('mail', 1, () => 0)).toBe(JOB_KINDS.mail.backoff.baseMs * 0.8);
    expect(backoffMs('mail', 1, () => 1)).toBe(JOB_KINDS.mail.backoff.baseMs * 1.2);
    const later = (await enqueue(db(), { kind: 'mail', key: 'retry-after', payload: MAIL }))!;
    const never = (await enqueue(db(), { kind: 'mail', key: 'give-up', payload: MAIL }))!;
    const r = runner({
      mail: async (_payload, job) => {
        if (job.key === 'retry-after') throw new RetryLater(3_600_000, 'slow down');
        throw new GiveUp('the message is refused');
      },
    });
    await r.drain();
    expect((await job(later)).run_at_in_s).toBeGreaterThan(3590);
    expect(await job(never)).toMatchObject({ state: 'failed', attempts: 1 });
  });

  it('takes over a job whose lease ran out (its runner died), and the dead claim cannot write the outcome', async () => {
    const id = (await enqueue(db(), { kind: 'mail', key: 'stuck', payload: MAIL }))!;
    // A runner claimed it and died: running, lease in the past.
    await db().execute(sql`update jobs set state = 'running', attempts = 1, locked_by = 'dead:1', locked_until = now() - interval '1 second' where id = ${id}`);
    let runs = 0;
    const r = runner({ mail: async () => void (runs += 1) });
    await r.drain();
    expect(runs).toBe(1);
    expect(await job(id)).toMatchObject({ state: 'done', attempts: 2 });
    // A live lease is left alone.
    const held = (await enqueue(db(), { kind: 'mail', key: 'held', payload: MAIL }))!;
    await db().execute(sql`update jobs set state = 'running', attempts = 1, locked_by = 'alive:1', locked_until = now() + interval '1 minute' where id = ${held}`);
    await r.drain();
    expect(runs).toBe(1);
    expect((await job(held)).state).toBe('running');
  });

  it('stops claiming on stop, lets a quick job finish and hands a slow one back to the queue', async () => {
    const quick = (await enqueue(db(), { kind: 'mail', key: 'quick', payload: MAIL }))!;
    const slow = (await enqueue(db(), { kind: 'order.book', key: 'slow', payload: BOOKING }))!;
    let release!: () => void;
    const r = runner(
      {
        mail: async () => new Promise((resolve) => setTimeout(resolve, 50)),
        'order.book': async (_p, job) =>
          new Promise<void>((resolve) => {
            release = resolve;
            job.signal.addEventListener('abort', () => resolve());
          }),
      },
      5,
    );
    r.start();
    for (let i = 0; i < 100 && !release; i++) await new Promise((resolve) => setTimeout(resolve, 10));
    await r.stop(200);
    expect((await job(quick)).state).toBe('done');
    expect(await job(slow)).toMatchObject({ state: 'queued', attempts: 0 });
    expect((await job(slow)).run_at_in_s).toBeLessThanOrEqual(0);
  });

  it('runs a schedule once per interval whatever the number of runners', async () => {
    let runs = 0;
    const all = [runner({ mail: async () => void (runs += 1) }), runner({ mail: async () => void (runs += 1) }), runner({ mail: async () => void (runs += 1) })];
    for (const r of all) r.schedule({ name: 'every-hour', kind: 'mail', everyMs: 3_600_000, payload: MAIL });
    for (let round = 0; round < 3; round++) {
      await Promise.all(all.map((r) => r.tickSchedules()));
      await Promise.all(all.map((r) => r.drain()));
    }
    expect(runs).toBe(1);
    expect(await rows<{ n: number }>(sql`select count(*)::int as n from jobs where key like 'every-hour@%'`)).toEqual([{ n: 1 }]);
    // A short interval: a new job per interval.
    const fast = runner({ mail: async () => void (runs += 1) });
    fast.schedule({ name: 'every-200ms', kind: 'mail', everyMs: 200, payload: MAIL });
    await fast.tickSchedules();
    await new Promise((resolve) => setTimeout(resolve, 250));
    await fast.tickSchedules();
    await fast.tickSchedules();
    expect(await rows<{ n: number }>(sql`select count(*)::int as n from jobs where key like 'every-200ms@%'`)).toEqual([{ n: 2 }]);
  });

  it('runs one keyed job now for a request, once, and says when another holds it', async () => {
    await enqueue(db(), { kind: 'order.book', key: 'order:1', delayMs: 60_000, payload: BOOKING });
    let runs = 0;
    const r = runner({ 'order.book': async () => void (runs += 1) });
    expect(await r.runNow('order.book', 'order:1')).toBe('done');
    expect(await r.runNow('order.book', 'order:1')).toBe('done');
    expect(runs).toBe(1);
    await enqueue(db(), { kind: 'order.book', key: 'order:2', payload: BOOKING });
    await db().execute(sql`update jobs set state = 'running', locked_by = 'other:1', locked_until = now() + interval '1 minute' where key = 'order:2'`);
    expect(await r.runNow('order.book', 'order:2')).toBe('busy');
    expect(runs).toBe(1);
  });

  it('counts jobs by kind and state', async () => {
    await enqueue(db(), { kind: 'mail', payload: MAIL });
    await enqueue(db(), { kind: 'mail', payload: MAIL });
    const failed = (await enqueue(db(), { kind: 'order.book', payload: BOOKING }))!;
    await db().execute(sql`update jobs set state = 'failed' where id = ${failed}`);
    expect(await jobCounts(db())).toEqual({ mail: { queued: 2 }, 'order.book': { failed: 1 } });
  });
});
