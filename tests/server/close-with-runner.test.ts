// Closing an app whose job runner, key memory and render threads are started takes well under a
// second, also while a job is drawing a document (an invoice's e-mail with its PDF): the job in flight
// finishes before the close ends (its mail sent, its PDF whole), nothing due later is waited for.
// The render threads start when the app is ready with the runner started: a thread loads its code in
// a second or more, which a job drawing the first document of a cold pool made the close wait for.
import { isNotNull } from 'drizzle-orm';
import { PDFDocument } from 'pdf-lib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { invoices } from '../../server/db/schema.ts';
import { enqueue } from '../../server/services/jobs/queue.ts';
import { authHarness, outbox, registerCustomer, type AuthHarness } from './helpers/auth.ts';
import { testDatabases } from './helpers/databases.ts';
import { jobsOf } from './helpers/jobs.ts';
import { drained, orderBody, paidTopUp, placeOrder } from './helpers/orders.ts';

const CLOSE_BOUND_MS = 1000;
/** Invoice e-mails queued just before the close (one in flight). */
const MAILS = 1;

/** The base64 body of a message's `application/pdf` part (nodemailer's output), decoded; null without one. */
function pdfAttachment(raw: string): Buffer | null {
  const part = /Content-Type: application\/pdf[^]*?\r?\n\r?\n([A-Za-z0-9+/=\r\n]+)/.exec(raw);
  return part ? Buffer.from(part[1]!.replace(/\s/g, ''), 'base64') : null;
}

describe.each(testDatabases())('closing an app with the job runner started on $name', (backend) => {
  let h: AuthHarness;
  let invoiceId: number;

  beforeAll(async () => {
    h = await authHarness(backend);
    // A wallet order, invoiced by its job (as the top-up): invoices with the buyer's e-mail.
    const { access_token: token } = await registerCustomer(h.app, { name: 'Ana Popescu' });
    await paidTopUp(h.app, token, 20_000);
    const placed = await placeOrder(h.app, orderBody({ payment: { method: 'wallet' } }), { token });
    expect(placed.statusCode, placed.body).toBe(201);
    await drained(h.app);
    const [invoice] = await h.db.select({ id: invoices.id }).from(invoices).where(isNotNull(invoices.buyerEmail)).limit(1);
    invoiceId = invoice!.id;
  }, 120_000);
  afterAll(async () => h?.close());

  it(`takes under ${CLOSE_BOUND_MS} ms with an invoice e-mail being drawn, which it finishes`, async () => {
    const app = await h.newApp({ JOBS_POLL_INTERVAL_MS: '50' });
    let closed = false;
    try {
      // The runner's app started its first render thread when it was ready (nobody drew anything yet).
      expect(app.render.running()).toBe(1);
      expect(app.render.completed()).toBe(0);
      app.apiKeys.warm();
      await expect.poll(() => app.apiKeys.listening(), { timeout: 10_000 }).toBe(true);
      await app.render.warm();

      const sentBefore = new Set(outbox(h.dataDir).map((m) => m.file));
      await h.db.transaction(async (tx) => {
        for (let n = 0; n < MAILS; n++) await enqueue(tx, { kind: 'mail', key: `close-bound:${backend.name}:${n}`, payload: { template: 'invoice_issued', invoiceId } });
      });
      // One of them in flight (the runner claimed it, its PDF is being drawn): close now.
      await expect.poll(async () => (await jobsOf(h.db, 'mail', `close-bound:${backend.name}:%`)).some((j) => j.state === 'running'), { timeout: 10_000, interval: 5 }).toBe(true);
      const started = performance.now();
      await app.close();
      closed = true;
      const took = performance.now() - started;
      expect(Math.round(took)).toBeLessThan(CLOSE_BOUND_MS);

      // What was in flight finished: no job left running, each mail sent has its whole PDF.
      const jobs = await jobsOf(h.db, 'mail', `close-bound:${backend.name}:%`);
      expect(jobs.filter((j) => j.state === 'running')).toEqual([]);
      const done = jobs.filter((j) => j.state === 'done');
      expect(done.length).toBeGreaterThanOrEqual(1);
      const mails = outbox(h.dataDir).filter((m) => !sentBefore.has(m.file));
      expect(mails).toHaveLength(done.length);
      for (const mail of mails) {
        const pdf = pdfAttachment(mail.raw);
        expect(pdf, `the PDF attached to ${mail.file}`).not.toBeNull();
        expect((await PDFDocument.load(pdf!)).getPageCount()).toBeGreaterThanOrEqual(1);
      }
      // The rest wait in the queue for another process (none was half-run).
      expect(jobs.filter((j) => j.state !== 'done').every((j) => j.state === 'queued' && j.attempts === 0)).toBe(true);
    } finally {
      if (!closed) await app.close();
    }
  }, 60_000);
});
