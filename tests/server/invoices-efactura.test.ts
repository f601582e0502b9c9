// RO e-Factura on the real app (services/invoices/efactura.ts, jobs 'efactura.upload' and
// 'efactura.status'), with INVOICE_SELLER_* set and EFACTURA_TOKEN / EFACTURA_BASE_URL pointed at a
// local stand-in of ANAF's SPV API (tests/support/anaf-spv-stand-in.ts): an issued invoice is uploaded
// (standard UBL, the seller's CIF, the bearer token, the XML valid against UBL 2.1), then ANAF is asked
// until it has decided: accepted; 'in prelucrare' asks again later (RetryLater); 'nok' and an upload
// ANAF refuses (with its message) are rejected, not retried; ANAF unreachable, slow past the timeout or
// refusing the token fails the job, which is retried with a message that says what to do; a credit
// note goes up with standard=CN.
import { randomUUID } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import { eq } from 'drizzle-orm';
import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { validateXML } from 'xmllint-wasm';
import type { Env } from '../../server/config/index.ts';
import { invoices } from '../../server/db/schema.ts';
import { commerce } from '../../server/app/commerce.ts';
import { AnafSpvClient, checkInvoiceUpload, uploadInvoice, type EFacturaDeps } from '../../server/services/invoices/efactura.ts';
import type { Invoice } from '../../server/services/invoices/invoice-model.ts';
import type { InvoiceRow } from '../../server/services/invoices/issue.ts';
import { invoiceXml } from '../../server/services/invoices/ubl-xml.ts';
import { RetryLater } from '../../server/services/jobs/runner.ts';
import { refundPayment } from '../../server/services/payments/refunds.ts';
import { findPayment, type PaymentView } from '../../server/services/payments/payments.ts';
import { TEST_CARDS } from '../../server/services/payments/providers/test/gateway.ts';
import { startAnafSpvStandIn, type AnafSpvStandIn } from '../support/anaf-spv-stand-in.ts';
import { authHarness, registerCustomer, type AuthHarness, type TokenAnswer } from './helpers/auth.ts';
import { testDatabases } from './helpers/databases.ts';
import { jobOf, makeDue } from './helpers/jobs.ts';
import { ensureBilling } from './helpers/orders.ts';

const SELLER: Env = {
  INVOICE_SELLER_NAME: 'Curiero Logistică S.R.L.',
  INVOICE_SELLER_CUI: 'RO12345674',
  INVOICE_SELLER_REG_COM: 'J12/3456/2024',
  INVOICE_SELLER_ADDRESS: 'Str. Memorandumului nr. 28',
  INVOICE_SELLER_CITY: 'Cluj-Napoca',
  INVOICE_SELLER_COUNTY: 'Cluj',
  INVOICE_SELLER_POSTAL_CODE: '400114',
  INVOICE_SELLER_IBAN: 'RO49AAAA1B31007593840000',
};
const CLUJ = 54984;
const IASI = 95079;
const COMPANY_BILLING = { type: 'company', name: 'Magazinul Verde SRL', cui: 'RO 18547290', reg_com: 'J22/1234/2020', address: 'Bulevardul Independenței 5', locality_id: 95079 };
const REFUSED = 'E: validari globale  eroare: [BR-RO-100] Daca Codul tarii vanzatorului este RO si Subdiviziunea este RO-B, Orasul trebuie sa fie SECTOR1..SECTOR6';

// ---------------------------------------------------------------- the XML, and paying as a browser does

const XSD = new URL('../fixtures/ubl-2.1/', import.meta.url);
const schemaFile = (path: string) => ({ fileName: path, contents: readFileSync(new URL(path, XSD), 'utf8') });
const COMMON = readdirSync(new URL('common/', XSD)).map((name) => schemaFile(`common/${name}`));

async function xsdErrors(xml: string): Promise<string[]> {
  const root = xml.includes('<CreditNote ') ? 'UBL-CreditNote-2.1.xsd' : 'UBL-Invoice-2.1.xsd';
  const result = await validateXML({ xml: [{ fileName: 'document.xml', contents: xml }], schema: [schemaFile(`maindoc/${root}`)], preload: COMMON, maxMemoryPages: 4096 });
  return result.valid ? [] : result.errors.map((e) => e.message);
}

function api(app: FastifyInstance, method: InjectOptions['method'], path: string, options: { body?: unknown; token?: string; key?: string } = {}): Promise<LightMyRequestResponse> {
  const headers: Record<string, string> = {};
  if (options.token) headers.authorization = `Bearer ${options.token}`;
  if (options.key) headers['idempotency-key'] = options.key;
  return app.inject({ method, url: `/api/private/${path}`, headers, ...(options.body !== undefined ? { payload: options.body as InjectOptions['payload'] } : {}) });
}

const unescapeHtml = (text: string) => text.replace(/&quot;/g, '"').replace(/&#39;/g, "'").replace(/&lt;/g, '<').replace(/&gt;/g, '>').replace(/&amp;/g, '&');

/** The processor's card form posted with the approved test card, then the app asks about the payment (its invoice is queued). */
async function payOnPage(app: FastifyInstance, payment: PaymentView, token: string): Promise<string> {
  const path = new URL(payment.redirect_url!).pathname;
  const page = await app.inject({ method: 'GET', url: path });
  expect(page.statusCode, page.body.slice(0, 300)).toBe(200);
  const form = /<form method="post" action="([^"]*\/card)"[^>]*>\s*<input type="hidden" name="token" value="([^"]+)"/.exec(page.body);
  if (!form) throw new Error(`no card form on the processor's page: ${page.body.slice(0, 300)}`);
  const expiry = `12/${String((new Date().getUTCFullYear() + 3) % 100).padStart(2, '0')}`;
  const fields = { number: TEST_CARDS.approved, expiry, cvc: '123', holder: 'ANA POPESCU', token: unescapeHtml(form[2]!) };
  const posted = await app.inject({ method: 'POST', url: unescapeHtml(form[1]!), headers: { 'content-type': 'application/x-www-form-urlencoded' }, payload: new URLSearchParams(fields).toString() });
  expect(posted.statusCode, posted.body.slice(0, 300)).toBe(303);
  const back = await api(app, 'GET', `payments/${payment.id}`, { token });
  expect(back.json<{ data: { payment: PaymentView } }>().data.payment.status).toBe('succeeded');
  return payment.id;
}

async function paidTopUp(app: FastifyInstance, who: TokenAnswer, amountBani: number): Promise<string> {
  await ensureBilling(app, who.access_token);
  const answer = await api(app, 'POST', 'wallet/top-up', { token: who.access_token, key: randomUUID(), body: { amount_bani: amountBani } });
  expect(answer.statusCode, answer.body).toBe(202);
  return payOnPage(app, answer.json<{ data: { payment: PaymentView } }>().data.payment, who.access_token);
}

async function paidCardOrder(app: FastifyInstance, who: TokenAnswer): Promise<{ paymentId: string; orderNumber: string }> {
  const body = {
    carrier_id: 6,
    service_id: 1,
    address_from: { locality_id: CLUJ, contact: 'Ana Popescu', phone: '0722 123 456', email: 'ana.expeditor@exemplu.ro', street_name: 'Strada Memorandumului', street_number: '28' },
    address_to: { locality_id: IASI, contact: 'Ion Țăranu', phone: '+40 744 987 654', street_name: 'Bulevardul Ștefan cel Mare și Sfânt', street_number: '10' },
    content: { parcels: [{ size: { weight: 1, length: 20, width: 15, height: 10 } }] },
    extra: { parcel_content: 'Cărți și jucării' },
    billing: COMPANY_BILLING,
    payment: { method: 'card' },
  };
  const placed = await api(app, 'POST', 'orders', { token: who.access_token, key: randomUUID(), body });
  expect(placed.statusCode, placed.body).toBe(202);
  const data = placed.json<{ data: { order: { number: string }; payment: PaymentView } }>().data;
  return { paymentId: await payOnPage(app, data.payment, who.access_token), orderNumber: data.order.number };
}

// ---------------------------------------------------------------- the tests

describe.each(testDatabases())('e-Factura on $name', (backend) => {
  let anaf: AnafSpvStandIn;
  let h: AuthHarness;
  let who: TokenAnswer;
  beforeAll(async () => {
    anaf = await startAnafSpvStandIn();
    h = await authHarness(backend, { ...SELLER, EFACTURA_TOKEN: anaf.token, EFACTURA_BASE_URL: `${anaf.baseUrl}/` });
    who = await registerCustomer(h.app);
  });
  afterAll(async () => {
    await h?.close();
    await anaf?.close();
  });

  const drained = (app: FastifyInstance = h.app) => app.jobs.drain();
  const invoiceOf = async (paymentId: string, kind: 'invoice' | 'credit_note' = 'invoice'): Promise<InvoiceRow> => {
    const rows = (await h.db.select().from(invoices).where(eq(invoices.paymentId, paymentId))).filter((r) => r.kind === kind);
    expect(rows).toHaveLength(1);
    return rows[0]!;
  };
  const current = async (row: InvoiceRow) => (await h.db.select().from(invoices).where(eq(invoices.id, row.id)))[0]!;
  const uploadJob = (row: InvoiceRow) => jobOf(h.db, 'efactura.upload', `efactura:${row.id}`);
  const statusJob = (row: InvoiceRow) => jobOf(h.db, 'efactura.status', `efactura-status:${row.id}`);
  /** Time passes for this invoice's status question, and the queue runs. */
  const askAgain = async (row: InvoiceRow, app: FastifyInstance = h.app) => {
    expect(await makeDue(h.db, 'efactura.status', `efactura-status:${row.id}`)).toBe(1);
    await drained(app);
  };
  const deps = (client: AnafSpvClient): EFacturaDeps => ({ db: h.db, config: h.app.appConfig.invoices, client, log: h.app.log });
  const uploadsOf = (row: InvoiceRow) => anaf.requests.filter((r) => r.path.endsWith('/upload') && r.rawBody.includes(`<cbc:ID>${row.code}</cbc:ID>`));

  it('uploads an issued invoice (UBL, the seller\'s CIF, the token, a schema-valid XML) and asks until ANAF accepts it', async () => {
    expect(h.app.appConfig.invoices.efactura).toEqual({ token: anaf.token, baseUrl: anaf.baseUrl });
    const { paymentId } = await paidCardOrder(h.app, who);
    await drained();
    const row = await current(await invoiceOf(paymentId));
    const [upload] = uploadsOf(row);
    expect(upload).toBeDefined();
    expect(upload!.method).toBe('POST');
    expect(upload!.path).toBe('/test/FCTEL/rest/upload');
    expect(Object.fromEntries(upload!.query)).toEqual({ standard: 'UBL', cif: '12345674' });
    expect(upload!.headers.authorization).toBe(`Bearer ${anaf.token}`);
    expect(upload!.headers['content-type']).toMatch(/^text\/plain/);
    const taken = anaf.uploads.find((u) => u.xml === upload!.rawBody)!;
    expect(taken.xml).toBe(invoiceXml(row.document as unknown as Invoice));
    expect(await xsdErrors(taken.xml)).toEqual([]);
    expect(taken.xml).toContain('<cbc:CompanyID>RO12345674</cbc:CompanyID>');
    expect(row).toMatchObject({ efacturaStatus: 'uploaded', efacturaUploadId: taken.index, efacturaMessage: null });
    expect(await uploadJob(row)).toMatchObject({ state: 'done', attempts: 1 });
    // ANAF is asked a minute later, not at once.
    const asking = await statusJob(row);
    expect(asking).toMatchObject({ state: 'queued', payload: { invoiceId: row.id } });
    expect(asking!.runInSeconds).toBeGreaterThan(45);
    expect(anaf.requests.filter((r) => r.path.endsWith('/stareMesaj'))).toEqual([]);

    await askAgain(row);
    expect(await current(row)).toMatchObject({ efacturaStatus: 'accepted', efacturaUploadId: taken.index, efacturaMessage: null });
    const asked = anaf.requests.filter((r) => r.path.endsWith('/stareMesaj'));
    expect(asked.map((r) => [r.method, r.query.get('id_incarcare'), r.headers.authorization])).toEqual([['GET', taken.index, `Bearer ${anaf.token}`]]);
    expect(await statusJob(row)).toMatchObject({ state: 'done' });
    // Run again, nothing more is sent: the invoice is uploaded once.
    await uploadInvoice(deps(new AnafSpvClient({ baseUrl: anaf.baseUrl, token: anaf.token })), { invoiceId: row.id });
    expect(uploadsOf(row)).toHaveLength(1);
  });

  it('asks again later while ANAF is still processing (RetryLater), until its verdict', async () => {
    anaf.processFor(2);
    try {
      const paymentId = await paidTopUp(h.app, who, 5000);
      await drained();
      const row = await current(await invoiceOf(paymentId));
      expect(row.efacturaStatus).toBe('uploaded');
      await askAgain(row);
      const waiting = await statusJob(row);
      expect(waiting).toMatchObject({ state: 'queued', attempts: 1 });
      expect(waiting!.lastError).toContain('ANAF is still processing the invoice');
      expect(waiting!.runInSeconds).toBeGreaterThan(100); // at least the 2 minutes asked for
      expect((await current(row)).efacturaStatus).toBe('uploaded');
      // The handler itself says "later", not "failed".
      const answer = await checkInvoiceUpload(deps(new AnafSpvClient({ baseUrl: anaf.baseUrl, token: anaf.token })), { invoiceId: row.id }).catch((error: unknown) => error);
      expect(answer).toBeInstanceOf(RetryLater);
      expect((answer as RetryLater).delayMs).toBe(120_000);
      expect((await current(row)).efacturaStatus).toBe('uploaded');
      // Third question: decided.
      await askAgain(row);
      expect(await current(row)).toMatchObject({ efacturaStatus: 'accepted', efacturaMessage: null });
      expect(await statusJob(row)).toMatchObject({ state: 'done', attempts: 2 });
      expect(anaf.upload(row.efacturaUploadId!)!.asks).toBe(3);
    } finally {
      anaf.processFor(0);
    }
  });

  it('marks an upload ANAF refuses as rejected, with ANAF\'s message, and does not send it again', async () => {
    anaf.refuseNext(REFUSED);
    const paymentId = await paidTopUp(h.app, who, 2000);
    await drained();
    const row = await current(await invoiceOf(paymentId));
    expect(row).toMatchObject({ efacturaStatus: 'rejected', efacturaMessage: REFUSED, efacturaUploadId: null });
    expect(anaf.refused.at(-1)).toMatchObject({ standard: 'UBL', message: REFUSED });
    expect(await uploadJob(row)).toMatchObject({ state: 'done', attempts: 1 });
    expect(await statusJob(row)).toBeUndefined();
    await uploadInvoice(deps(new AnafSpvClient({ baseUrl: anaf.baseUrl, token: anaf.token })), { invoiceId: row.id });
    expect(uploadsOf(row)).toHaveLength(1);
    expect((await current(row)).efacturaStatus).toBe('rejected');
  });

  it('marks an invoice ANAF judged nok as rejected', async () => {
    anaf.rejectNext();
    const paymentId = await paidTopUp(h.app, who, 2500);
    await drained();
    const row = await current(await invoiceOf(paymentId));
    expect(row.efacturaStatus).toBe('uploaded');
    await askAgain(row);
    expect(await current(row)).toMatchObject({ efacturaStatus: 'rejected', efacturaMessage: 'ANAF a respins factura (detaliile sunt în mesajul de erori din SPV).' });
    expect(await statusJob(row)).toMatchObject({ state: 'done', attempts: 1 });
  });

  it('retries the upload while ANAF cannot be reached (5xx, no answer in time, nobody listening)', async () => {
    anaf.misbehave({ kind: 'error', status: 503 }, 1, '/upload');
    const paymentId = await paidTopUp(h.app, who, 3000);
    await drained();
    const row = await current(await invoiceOf(paymentId));
    const failed = await uploadJob(row);
    expect(failed).toMatchObject({ state: 'queued', attempts: 1 });
    expect(failed!.lastError).toContain('ANAF answered HTTP 503');
    expect(failed!.runInSeconds).toBeGreaterThan(30);
    expect(row).toMatchObject({ efacturaStatus: 'pending', efacturaUploadId: null });

    // The handler throws (the queue retries it) when ANAF does not answer in time, or is not there at all.
    anaf.misbehave({ kind: 'hang' }, 1, '/upload');
    await expect(uploadInvoice(deps(new AnafSpvClient({ baseUrl: anaf.baseUrl, token: anaf.token, timeoutMs: 300 })), { invoiceId: row.id })).rejects.toThrow(/timeout|aborted/i);
    const gone = await startAnafSpvStandIn();
    await gone.close();
    await expect(uploadInvoice(deps(new AnafSpvClient({ baseUrl: gone.baseUrl, token: anaf.token })), { invoiceId: row.id })).rejects.toThrow();
    expect((await current(row)).efacturaStatus).toBe('pending');

    // ANAF is back: the next run uploads it, once.
    await makeDue(h.db, 'efactura.upload', `efactura:${row.id}`);
    await drained();
    expect(await uploadJob(row)).toMatchObject({ state: 'done', attempts: 2 });
    expect((await current(row)).efacturaStatus).toBe('uploaded');
    expect(anaf.uploads.filter((u) => u.xml.includes(`<cbc:ID>${row.code}</cbc:ID>`))).toHaveLength(1);
  });

  it('says to renew EFACTURA_TOKEN when ANAF refuses the token, and keeps the invoice to upload', async () => {
    const stale = await h.newApp({ EFACTURA_TOKEN: 'expired-access-token' });
    const paymentId = await paidTopUp(h.app, who, 1500);
    await drained(stale); // the invoice issued and its upload tried by the app with the stale token
    const row = await current(await invoiceOf(paymentId));
    const [tried] = uploadsOf(row);
    expect(tried!.headers.authorization).toBe('Bearer expired-access-token');
    const failed = await uploadJob(row);
    expect(failed).toMatchObject({ state: 'queued', attempts: 1 });
    expect(failed!.lastError).toContain('ANAF refused the token (HTTP 401): renew EFACTURA_TOKEN');
    expect(row).toMatchObject({ efacturaStatus: 'pending', efacturaUploadId: null });
    await expect(new AnafSpvClient({ baseUrl: anaf.baseUrl, token: 'expired-access-token' }).verdict('1')).rejects.toThrow('ANAF refused the token (HTTP 401): renew EFACTURA_TOKEN');

    // With the token renewed: uploaded.
    await makeDue(h.db, 'efactura.upload', `efactura:${row.id}`);
    await drained();
    expect((await current(row)).efacturaStatus).toBe('uploaded');
  });

  it('uploads a credit note with standard=CN', async () => {
    const paid = await paidCardOrder(h.app, who);
    await drained();
    const invoice = await invoiceOf(paid.paymentId);
    const payment = (await findPayment(h.db, paid.paymentId))!;
    expect(await refundPayment(commerce(h.app).ctx, payment, { number: paid.orderNumber, customerId: who.customer.id }, 'card', { amountBani: 1500 })).toMatchObject({ status: 'succeeded' });
    await drained();
    const note = await current(await invoiceOf(paid.paymentId, 'credit_note'));
    expect(note.correctsId).toBe(invoice.id);
    const [upload] = uploadsOf(note);
    expect(Object.fromEntries(upload!.query)).toEqual({ standard: 'CN', cif: '12345674' });
    expect(upload!.rawBody).toContain('<CreditNote xmlns="urn:oasis:names:specification:ubl:schema:xsd:CreditNote-2"');
    expect(upload!.rawBody).toContain(`<cbc:ID>${invoice.code}</cbc:ID>`); // the invoice it corrects
    expect(await xsdErrors(upload!.rawBody)).toEqual([]);
    expect(note.efacturaStatus).toBe('uploaded');
    await askAgain(note);
    expect((await current(note)).efacturaStatus).toBe('accepted');
    // The stand-in, like ANAF, refuses a credit note sent as an invoice: the standard matters.
    const wrong = await new AnafSpvClient({ baseUrl: anaf.baseUrl, token: anaf.token }).upload(upload!.rawBody, 'UBL', '12345674').catch((error: unknown) => error);
    expect(wrong).toMatchObject({ name: 'EFacturaRefused', message: expect.stringContaining("Cannot find the declaration of element 'CreditNote'") });
  });

  it('every XML ANAF took is valid against the UBL 2.1 schema', async () => {
    expect(anaf.uploads.length).toBeGreaterThanOrEqual(6);
    for (const upload of anaf.uploads) expect(await xsdErrors(upload.xml), upload.index).toEqual([]);
  });
  // Each test pays through the processor's page and runs the queue: slow on a busy machine.
}, 120_000);
