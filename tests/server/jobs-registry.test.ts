// The job registry filled by the modules (services/<module>/job-kinds.ts and jobs.ts, collected in
// services/jobs/kinds.ts, registered in app/job-handlers.ts): every kind has one policy and the
// app's runner exactly one handler for it; a kind no module declares is refused when queued and when
// registered; a mail job naming a template nobody renders fails when it runs; and (checked by tsc,
// this file is in tsconfig.node.json) a payload that does not fit its kind (a mail's, its template)
// does not compile, while a handler (a mail's renderer) receives its payload typed, and the mail
// renderers' table does not compile without a renderer for every declared template.
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rowsOf, type AppDb } from '../../server/db/client.ts';
import type { AuthContext } from '../../server/services/auth/context.ts';
import { accountMailRenderers } from '../../server/services/auth/mail-renderers.ts';
import { defineJobs } from '../../server/services/jobs/define.ts';
import { isJobKind, JOB_KINDS, type JobKind } from '../../server/services/jobs/kinds.ts';
import { enqueue } from '../../server/services/jobs/queue.ts';
import { createJobRunner } from '../../server/services/jobs/runner.ts';
import type { Logger } from '../../server/services/logger.ts';
import type { MailMessage } from '../../server/services/mail/mailer.ts';
import { bindMailRenderers, collectMailRenderers, defineMailRenderers, type MailRendererTable } from '../../server/services/mail/template-registry.ts';
import { orderMailRenderers } from '../../server/services/orders/mail-renderers.ts';
import type { CommerceContext } from '../../server/services/orders/context.ts';
import { testApp } from './helpers/app.ts';
import { testDatabases, type TestDatabase } from './helpers/databases.ts';

const quiet: Logger = { info() {}, warn() {}, error() {} };

describe.each(testDatabases())('job registry on $name', (backend) => {
  let test: TestDatabase;
  let app: FastifyInstance;
  const db = (): AppDb => test.database.db;
  const sent: MailMessage[] = [];

  beforeAll(async () => {
    test = await backend.createPrepared();
    app = await testApp({}, { database: test.database, mailer: { send: async (message) => void sent.push(message) } });
  });
  afterAll(async () => {
    await app?.close();
    await test?.dispose();
  });

  it('has one policy for every kind and exactly one handler for it on the app\'s runner', () => {
    const kinds = Object.keys(JOB_KINDS).sort();
    expect(kinds.length).toBeGreaterThanOrEqual(23);
    // The app booted: no kind was registered twice (the runner throws), and none is left without a handler.
    expect(app.jobs.kinds().sort()).toEqual(kinds);
    for (const kind of kinds) {
      const { maxAttempts, leaseSeconds, backoff } = JOB_KINDS[kind as JobKind];
      expect(Number.isInteger(maxAttempts) && maxAttempts >= 1, kind).toBe(true);
      expect(Number.isInteger(leaseSeconds) && leaseSeconds >= 1, kind).toBe(true);
      expect(backoff.baseMs > 0 && backoff.maxMs >= backoff.baseMs && backoff.jitter >= 0 && backoff.jitter < 1, kind).toBe(true);
    }
  });

  it('refuses a second handler for a kind, and a handler for a kind no module declares', () => {
    const runner = createJobRunner({ db, log: quiet, pollIntervalMs: 0 });
    runner.register('order.book', async () => {});
    expect(() => runner.register('order.book', async () => {})).toThrow(/order\.book has a handler already/);
    // @ts-expect-error no module declares this kind
    expect(() => runner.register('order.teleport', async () => {})).toThrow(/unknown job kind order\.teleport/);
    expect(runner.kinds()).toEqual(['order.book']);
  });

  it('refuses to queue a kind no module declares, and writes nothing', async () => {
    expect(isJobKind('order.teleport')).toBe(false);
    // @ts-expect-error no module declares this kind
    await expect(enqueue(db(), { kind: 'order.teleport', key: 'k', payload: {} })).rejects.toThrow(/unknown job kind order\.teleport/);
    expect(rowsOf(await db().execute(sql`select id from jobs where kind = 'order.teleport'`))).toEqual([]);
    // A declared kind is written with its own policy.
    const id = (await enqueue(db(), { kind: 'payout.send', key: 'registry-test', payload: { payoutId: 1 } }))!;
    const [row] = rowsOf<{ max_attempts: number; lease_seconds: number }>(await db().execute(sql`select max_attempts, lease_seconds from jobs where id = ${id}`));
    expect(row).toEqual({ max_attempts: JOB_KINDS['payout.send'].maxAttempts, lease_seconds: JOB_KINDS['payout.send'].leaseSeconds });
    await db().execute(sql`delete from jobs where id = ${id}`);
  });

  it('fails a mail job whose template nobody renders, and sends nothing', async () => {
    // @ts-expect-error a mail names one of the templates (a job written before its template was removed)
    const id = (await enqueue(db(), { kind: 'mail', key: 'registry-unknown-template', payload: { template: 'no_such_template', orderId: 1 } }))!;
    expect(await app.jobs.runNow('mail', 'registry-unknown-template')).toBe('retrying');
    const [row] = rowsOf<{ last_error: string }>(await db().execute(sql`select last_error from jobs where id = ${id}`));
    expect(row?.last_error).toMatch(/unknown mail template no_such_template/);
    expect(sent).toEqual([]);
    await db().execute(sql`delete from jobs where id = ${id}`);
  });
});

/** Never called: what tsc accepts and refuses (each @ts-expect-error fails the typecheck if the line compiles). */
export async function payloadTypes(db: AppDb): Promise<void> {
  await enqueue(db, { kind: 'order.book', key: 'order:1', payload: { orderId: 1 } });
  // A kind without a payload (a schedule's) may leave it out.
  await enqueue(db, { kind: 'tracking.poll', key: 'poll' });
  // @ts-expect-error a booking names its order by number
  await enqueue(db, { kind: 'order.book', payload: { orderId: '1' } });
  // @ts-expect-error a booking's payload is not another kind's
  await enqueue(db, { kind: 'order.book', payload: { paymentId: 'pay_1' } });
  // @ts-expect-error a kind with a payload needs it
  await enqueue(db, { kind: 'payout.send', key: 'payout:1' });
  // @ts-expect-error a mail names one of the templates
  await enqueue(db, { kind: 'mail', payload: { template: 'no_such_template', orderId: 1 } });
  await enqueue(db, { kind: 'mail', key: 'order-mail:1', payload: { template: 'order_confirmation', orderId: 1 } });
  // @ts-expect-error an order's mail names its order by number
  await enqueue(db, { kind: 'mail', payload: { template: 'order_confirmation', orderId: '1' } });
  // @ts-expect-error a template's payload is its own, not another template's
  await enqueue(db, { kind: 'mail', payload: { template: 'order_confirmation', invoiceId: 1 } });
  // @ts-expect-error a schedule's kind carries nothing
  await enqueue(db, { kind: 'maintenance.sweep', payload: { orderId: 1 } });

  defineJobs<{ now: () => Date }>()({
    'order.book': async (_deps, payload) => {
      const orderId: number = payload.orderId;
      void orderId;
      // @ts-expect-error the handler sees its kind's payload, nothing else
      void payload.paymentId;
    },
    // A status change's dates come back from the jobs table as ISO strings.
    'push.change': async (_deps, change) => {
      const recordedAt: string = change.recordedAt;
      void recordedAt;
    },
    // @ts-expect-error no module declares this kind
    'order.teleport': async () => {},
  });
}

/** Never called: the mail templates' renderers as tsc sees them (services/mail/template-registry.ts). */
export function mailRendererTypes(auth: AuthContext, orders: CommerceContext): MailRendererTable {
  defineMailRenderers<{ now: () => Date }>()({
    invoice_issued: async (_deps, mail) => {
      const invoiceId: number = mail.invoiceId;
      void invoiceId;
      // @ts-expect-error a renderer sees its template's payload, nothing else
      void mail.orderId;
      return null;
    },
    // @ts-expect-error no module declares this template
    no_such_template: async () => null,
  });
  // @ts-expect-error every declared template needs a renderer: here the invoices' and the forms' have none
  const partial: MailRendererTable = collectMailRenderers(bindMailRenderers(accountMailRenderers, () => auth), bindMailRenderers(orderMailRenderers, () => orders));
  return partial;
}
