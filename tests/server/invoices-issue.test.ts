// Issuing the fiscal documents on the real app (services/invoices/issue.ts, jobs 'invoice.issue' and
// 'invoice.credit-note'): a card order paid on the processor's page gets one invoice with the next
// number of the series, its buyer from the order's billing (a VAT-paying company with CUI and Reg.
// Com., a company that pays no VAT, a person), lines adding up to the total charged at VAT 21%, and is
// mailed with its PDF and its e-Factura XML; a wallet top-up is an advance invoice; an order paid from
// the wallet is invoiced with the advance's reversal (total 0); refunds, whole or in parts, get credit
// notes referencing the invoice. The job run again, or by two apps over one database at once, issues
// one invoice, and the numbers stay gapless and unique (20 payments, two apps: 1..20). An invoice that
// breaks a CIUS-RO rule is not issued and gives its number back. Every issued XML is valid against the
// OASIS UBL 2.1 schema and passes the CIUS-RO checks. Without a seller, the documents are DEMO ones
// and nothing is ever queued for ANAF.
import { randomUUID } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import { eq, sql } from 'drizzle-orm';
import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import { extractText } from 'unpdf';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { validateXML } from 'xmllint-wasm';
import type { Env } from '../../server/config/index.ts';
import { openDatabase, type Database } from '../../server/db/client.ts';
import { invoices, invoiceSeries } from '../../server/db/schema.ts';
import { commerce } from '../../server/app/commerce.ts';
import { checkInvoice } from '../../server/services/invoices/ciusro-checks.ts';
import { DEMO_NOTE } from '../../server/services/invoices/invoice-build.ts';
import { computeTotals, vatOf, type Invoice } from '../../server/services/invoices/invoice-model.ts';
import { issueInvoice, type InvoiceDeps, type InvoiceRow } from '../../server/services/invoices/issue.ts';
import { invoiceXml } from '../../server/services/invoices/ubl-xml.ts';
import { refundPayment } from '../../server/services/payments/refunds.ts';
import { findPayment, type PaymentView } from '../../server/services/payments/payments.ts';
import { TEST_CARDS } from '../../server/services/payments/providers/test/gateway.ts';
import { testApp } from './helpers/app.ts';
import { authEnv, authHarness, outbox, query, registerCustomer, type AuthHarness, type TokenAnswer } from './helpers/auth.ts';
import { testDatabases } from './helpers/databases.ts';
import { jobsOf, makeDue } from './helpers/jobs.ts';
import { BILLING_PERSON, ensureBilling } from './helpers/orders.ts';
import { SELLER as INVOICE_SELLER } from './helpers/invoice-seller.ts';

const SELLER: Env = INVOICE_SELLER;
/** The same variables, blank: a demo deployment. */
const NO_SELLER: Env = Object.fromEntries(Object.keys(SELLER).filter((k) => k.startsWith('INVOICE_SELLER_')).map((k) => [k, '']));

const CLUJ = 54984;
const IASI = 95079;
/** Sameday home -> home, 1 kg, Cluj-Napoca -> Iași (orders-create). */
const ORDER_TOTAL = 2501;
// The company's seat is in Iași; the parcels leave from Cluj-Napoca: the invoice is addressed to Iași.
const COMPANY_BILLING = { type: 'company', name: 'Magazinul Verde SRL', cui: 'RO 18547290', reg_com: 'J22/1234/2020', address: 'Bulevardul Independenței 5', locality_id: IASI };

function orderBody(overrides: Record<string, unknown> = {}): Record<string, unknown> {
  return {
    carrier_id: 6,
    service_id: 1,
    address_from: { locality_id: CLUJ, contact: 'Ana Popescu', phone: '0722 123 456', email: 'ana.expeditor@exemplu.ro', street_name: 'Strada Memorandumului', street_number: '28' },
    address_to: { locality_id: IASI, contact: 'Ion Țăranu', phone: '+40 744 987 654', street_name: 'Bulevardul Ștefan cel Mare și Sfânt', street_number: '10' },
    content: { parcels: [{ size: { weight: 1, length: 20, width: 15, height: 10 } }] },
    extra: { parcel_content: 'Cărți și jucării' },
    billing: { type: 'person', name: 'Ana Popescu' },
    payment: { method: 'card' },
    ...overrides,
  };
}

// ---------------------------------------------------------------- the documents, read back

const XSD = new URL('../fixtures/ubl-2.1/', import.meta.url);
const schemaFile = (path: string) => ({ fileName: path, contents: readFileSync(new URL(path, XSD), 'utf8') });
const COMMON = readdirSync(new URL('common/', XSD)).map((name) => schemaFile(`common/${name}`));

async function xsdErrors(xml: string): Promise<string[]> {
  const root = xml.includes('<CreditNote ') ? 'UBL-CreditNote-2.1.xsd' : 'UBL-Invoice-2.1.xsd';
  const result = await validateXML({ xml: [{ fileName: 'document.xml', contents: xml }], schema: [schemaFile(`maindoc/${root}`)], preload: COMMON, maxMemoryPages: 4096 });
  return result.valid ? [] : result.errors.map((e) => e.message);
}

/** The XML as ANAF would get it: valid against the UBL 2.1 schema, no CIUS-RO rule broken. */
async function expectValidDocument(row: InvoiceRow): Promise<string> {
  const document = row.document as unknown as Invoice;
  const xml = invoiceXml(document);
  expect(await xsdErrors(xml)).toEqual([]);
  expect(checkInvoice(document, xml)).toEqual([]);
  return xml;
}

interface MimePart {
  filename: string | null;
  contentType: string;
  content: Buffer;
}

const decodeQp = (body: string) =>
  Buffer.from(body.replace(/=\r?\n/g, '').replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16))), 'latin1');

/** The leaf parts of a MIME message (nodemailer's output: multipart, base64 or quoted-printable parts), decoded. */
function mimeParts(raw: string): MimePart[] {
  const boundaries = [...raw.matchAll(/boundary="?([^";\r\n]+)"?/g)].map((m) => m[1]!);
  const found: MimePart[] = [];
  for (const boundary of boundaries) {
    for (const part of raw.split(`--${boundary}`)) {
      const split = part.search(/\r?\n\r?\n/);
      if (split < 0) continue;
      const headers = part.slice(0, split).replace(/\r?\n[ \t]+/g, ' ');
      const contentType = /Content-Type:\s*([^;\s]+)/i.exec(headers)?.[1] ?? '';
      if (contentType === '' || contentType.startsWith('multipart/')) continue;
      const body = part.slice(split).trim();
      const encoding = /Content-Transfer-Encoding:\s*([\w-]+)/i.exec(headers)?.[1]?.toLowerCase();
      const content = encoding === 'base64' ? Buffer.from(body.replace(/\s/g, ''), 'base64') : encoding === 'quoted-printable' ? decodeQp(body) : Buffer.from(body, 'utf8');
      const attachment = /Content-Disposition:\s*attachment/i.test(headers);
      found.push({ filename: attachment ? (/filename="?([^";]+)"?/i.exec(headers)?.[1] ?? '') : null, contentType, content });
    }
  }
  return found;
}

const pdfText = async (pdf: Buffer) => (await extractText(new Uint8Array(pdf), { mergePages: true })).text;

// ---------------------------------------------------------------- paying, as a browser does

function api(app: FastifyInstance, method: InjectOptions['method'], path: string, options: { body?: unknown; token?: string; key?: string } = {}): Promise<LightMyRequestResponse> {
  const headers: Record<string, string> = {};
  if (options.token) headers.authorization = `Bearer ${options.token}`;
  if (options.key) headers['idempotency-key'] = options.key;
  return app.inject({ method, url: `/api/private/${path}`, headers, ...(options.body !== undefined ? { payload: options.body as InjectOptions['payload'] } : {}) });
}

const unescapeHtml = (text: string) => text.replace(/&quot;/g, '"').replace(/&#39;/g, "'").replace(/&lt;/g, '<').replace(/&gt;/g, '>').replace(/&amp;/g, '&');

/** The processor's page as the browser gets it, its card form posted with the approved test card; then the app asks about the payment. */
async function payOnPage(app: FastifyInstance, payment: PaymentView, token?: string): Promise<PaymentView> {
  const path = new URL(payment.redirect_url!).pathname;
  const page = await app.inject({ method: 'GET', url: path });
  expect(page.statusCode, page.body.slice(0, 300)).toBe(200);
  const form = /<form method="post" action="([^"]*\/card)"[^>]*>\s*<input type="hidden" name="token" value="([^"]+)"/.exec(page.body);
  if (!form) throw new Error(`no card form on the processor's page: ${page.body.slice(0, 300)}`);
  const expiry = `12/${String((new Date().getUTCFullYear() + 3) % 100).padStart(2, '0')}`;
  const fields = { number: TEST_CARDS.approved, expiry, cvc: '123', holder: 'ANA POPESCU', token: unescapeHtml(form[2]!) };
  const posted = await app.inject({ method: 'POST', url: unescapeHtml(form[1]!), headers: { 'content-type': 'application/x-www-form-urlencoded' }, payload: new URLSearchParams(fields).toString() });
  expect(posted.statusCode, posted.body.slice(0, 300)).toBe(303);
  // Back in the app: it asks the processor (the payment succeeds, and its invoice is queued with it).
  const back = await api(app, 'GET', `payments/${payment.id}`, { token });
  expect(back.statusCode, back.body).toBe(200);
  const settled = back.json<{ data: { payment: PaymentView } }>().data.payment;
  expect(settled.status).toBe('succeeded');
  return settled;
}

interface Paid {
  paymentId: string;
  orderId: number;
  orderNumber: string;
  totalBani: number;
}

async function paidCardOrder(app: FastifyInstance, who: TokenAnswer, overrides: Record<string, unknown> = {}): Promise<Paid> {
  const placed = await api(app, 'POST', 'orders', { token: who.access_token, key: randomUUID(), body: orderBody(overrides) });
  expect(placed.statusCode, placed.body).toBe(202);
  const data = placed.json<{ data: { order_id: number; order: { number: string; total_bani?: number }; payment: PaymentView } }>().data;
  const payment = await payOnPage(app, data.payment, who.access_token);
  return { paymentId: payment.id, orderId: data.order_id, orderNumber: data.order.number, totalBani: payment.amount_bani };
}

async function paidTopUp(app: FastifyInstance, who: TokenAnswer, amountBani: number): Promise<string> {
  await ensureBilling(app, who.access_token);
  const answer = await api(app, 'POST', 'wallet/top-up', { token: who.access_token, key: randomUUID(), body: { amount_bani: amountBani } });
  expect(answer.statusCode, answer.body).toBe(202);
  return (await payOnPage(app, answer.json<{ data: { payment: PaymentView } }>().data.payment, who.access_token)).id;
}

async function walletOrder(app: FastifyInstance, who: TokenAnswer, overrides: Record<string, unknown> = {}): Promise<Paid> {
  const placed = await api(app, 'POST', 'orders', { token: who.access_token, key: randomUUID(), body: orderBody({ payment: { method: 'wallet' }, ...overrides }) });
  expect(placed.statusCode, placed.body).toBe(201);
  const data = placed.json<{ data: { order_id: number; order: { number: string }; payment: PaymentView } }>().data;
  return { paymentId: data.payment.id, orderId: data.order_id, orderNumber: data.order.number, totalBani: data.payment.amount_bani };
}

// ---------------------------------------------------------------- the tests

describe.each(testDatabases())('issuing invoices on $name', (backend) => {
  let h: AuthHarness;
  let who: TokenAnswer;
  beforeAll(async () => {
    h = await authHarness(backend, SELLER);
    who = await registerCustomer(h.app, { name: 'Maria Georgescu' });
  });
  afterAll(async () => h?.close());

  const drained = (app: FastifyInstance = h.app) => app.jobs.drain();
  const deps = (app: FastifyInstance): InvoiceDeps => ({ db: app.db, config: app.appConfig.invoices, log: app.log, now: () => new Date() });
  const documentsOf = (paymentId: string) => h.db.select().from(invoices).where(eq(invoices.paymentId, paymentId)).orderBy(invoices.id);
  const invoiceOf = async (paymentId: string) => {
    const rows = (await documentsOf(paymentId)).filter((r) => r.kind === 'invoice');
    // When it is missing, the job's last error says why.
    expect(rows, JSON.stringify(await jobsOf(h.db, 'invoice.issue', `invoice:${paymentId}`))).toHaveLength(1);
    return rows[0]!;
  };
  const nextNumber = async (series: string) => (await h.db.select().from(invoiceSeries).where(eq(invoiceSeries.series, series)))[0]?.nextNumber ?? 1;
  const docOf = (row: InvoiceRow) => row.document as unknown as Invoice;
  /** The one mail in the outbox about document `code`, with its attachments. */
  const mailAbout = (code: string) => {
    const mails = outbox(h.dataDir).filter((m) => new RegExp(`^Subject: Factura (storno )?${code} de la Curiero$`, 'm').test(m.raw));
    expect(mails, `mails about ${code}`).toHaveLength(1);
    const parts = mimeParts(mails[0]!.raw);
    const text = parts.find((p) => p.filename === null && p.contentType === 'text/plain')?.content.toString('utf8') ?? '';
    return { raw: mails[0]!.raw, text, attachments: parts.filter((p) => p.filename !== null) };
  };
  const refund = async (paid: Paid, amountBani?: number) => {
    const payment = (await findPayment(h.db, paid.paymentId))!;
    const customerId = who.customer.id;
    return refundPayment(commerce(h.app).ctx, payment, { number: paid.orderNumber, customerId }, 'card', amountBani === undefined ? {} : { amountBani, reason: 'Despăgubire pentru întârziere' });
  };

  it('invoices a card order once it is paid: the next number, the company from billing, lines adding up to the total at 21%, mailed with the PDF and the XML', async () => {
    const first = await nextNumber('CUR');
    const paid = await paidCardOrder(h.app, who, { billing: COMPANY_BILLING });
    expect(paid.totalBani).toBe(ORDER_TOTAL);
    expect(await documentsOf(paid.paymentId)).toEqual([]); // queued with the payment, issued by the job
    expect(await jobsOf(h.db, 'invoice.issue', `invoice:${paid.paymentId}`)).toMatchObject([{ state: 'queued', payload: { paymentId: paid.paymentId } }]);
    await drained();

    const row = await invoiceOf(paid.paymentId);
    expect(row).toMatchObject({ kind: 'invoice', series: 'CUR', number: first, code: `CUR-${String(first).padStart(6, '0')}`, orderId: paid.orderId, customerId: who.customer.id, buyerEmail: who.customer.email, buyerName: 'Magazinul Verde SRL', efacturaStatus: 'not_configured', totalBani: ORDER_TOTAL });
    expect(await nextNumber('CUR')).toBe(first + 1);
    const doc = docOf(row);
    expect(doc.buyer).toMatchObject({ name: 'Magazinul Verde SRL', cui: 'RO18547290', regCom: 'J22/1234/2020', isCompany: true, vatPayer: true, address: { street: 'Bulevardul Independenței 5', city: 'Iași', county: 'Iași', countyCode: 'RO-IS', country: 'RO' } });
    expect(doc.seller).toMatchObject({ name: 'Curiero Logistică S.R.L.', cui: '12345674', regCom: 'J12/3456/2024', vatPayer: true, iban: 'RO49AAAA1B31007593840000' });
    expect(doc).toMatchObject({ orderReference: paid.orderNumber, paymentMeans: 'card', paid: ORDER_TOTAL, references: [] });
    expect(doc.note).toBeUndefined();
    // The lines: the offer's, at 21%, the VAT on their sum, exactly what was charged.
    expect(doc.lines.length).toBeGreaterThan(0);
    expect(doc.lines.every((l) => l.vatRatePercent === 21 && l.vatCategory === 'S' && l.quantity > 0)).toBe(true);
    expect(doc.lines[0]!.description).toContain(`(comanda ${paid.orderNumber})`);
    const totals = computeTotals(doc);
    expect(totals.vat).toEqual([{ category: 'S', ratePercent: 21, taxableBani: totals.taxExclusive, vatBani: vatOf(totals.taxExclusive, 21) }]);
    expect([totals.taxInclusive, totals.payable]).toEqual([ORDER_TOTAL, 0]);
    expect([row.netBani, row.vatBani, row.totalBani]).toEqual([totals.taxExclusive, totals.tax, ORDER_TOTAL]);
    const [order] = await query<{ offer: { breakdown: { net_bani: number; vat_bani: number; total_bani: number } } }>(h.db, sql`select offer from orders where id = ${paid.orderId}`);
    expect([order!.offer.breakdown.net_bani, order!.offer.breakdown.vat_bani]).toEqual([row.netBani, row.vatBani]);

    const xml = await expectValidDocument(row);
    // The buyer pays VAT: its VAT id RO… and its CUI as the legal id; the seller's Reg. Com.
    expect(xml).toMatch(/<cac:AccountingCustomerParty>[\s\S]*<cbc:CompanyID>RO18547290<\/cbc:CompanyID>\s*<cac:TaxScheme>[\s\S]*<cbc:RegistrationName>Magazinul Verde SRL<\/cbc:RegistrationName>\s*<cbc:CompanyID>18547290<\/cbc:CompanyID>/);
    expect(xml).toContain('<cbc:CompanyLegalForm>J12/3456/2024</cbc:CompanyLegalForm>');
    expect(xml).toContain(`<cbc:ID>${row.code}</cbc:ID>`);
    expect(xml).toContain(`<cbc:TaxInclusiveAmount currencyID="RON">25.01</cbc:TaxInclusiveAmount>`);

    // Mailed to the buyer, the PDF and the XML attached.
    const mail = mailAbout(row.code);
    expect(mail.raw).toMatch(new RegExp(`^To: ${who.customer.email.replace(/\./g, '\\.')}$`, 'm'));
    expect(mail.text).toContain(`Îți trimitem factura ${row.code} pentru comanda ${paid.orderNumber}.`);
    expect(mail.text).toContain("Total: 25,01 lei");
    expect(mail.attachments.map((a) => [a.filename, a.contentType])).toEqual([
      [`${row.code}.pdf`, 'application/pdf'],
      [`${row.code}.xml`, 'application/xml'],
    ]);
    expect(mail.attachments[1]!.content.toString('utf8')).toBe(xml);
    const pdf = mail.attachments[0]!.content;
    expect(pdf.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    const text = await pdfText(pdf);
    expect(text).toContain('FACTURĂ');
    expect(text).toContain(`Seria CUR nr. ${String(first).padStart(6, '0')}`);
    expect(text).toContain('Magazinul Verde SRL');
    expect(text).toContain('25,01 lei');
    // No e-Factura configured: nothing to upload.
    expect(await jobsOf(h.db, 'efactura.upload', `efactura:${row.id}`)).toEqual([]);
  });

  it('takes the buyer from billing: a company that pays no VAT, and a person; consecutive numbers', async () => {
    const company = await paidCardOrder(h.app, who, { billing: { ...COMPANY_BILLING, cui: '18547290', name: 'Atelierul Mic SRL' } });
    const person = await paidCardOrder(h.app, who, { billing: { type: 'person', name: 'Ștefan Țăranu' } });
    await drained();
    const [a, b] = [await invoiceOf(company.paymentId), await invoiceOf(person.paymentId)];
    // Issued by jobs that may run at once: two consecutive numbers, in either order.
    expect([a.number, b.number].sort((x, y) => x - y)).toEqual([Math.min(a.number, b.number), Math.min(a.number, b.number) + 1]);
    expect(docOf(a).buyer).toMatchObject({ name: 'Atelierul Mic SRL', cui: '18547290', regCom: 'J22/1234/2020', isCompany: true, vatPayer: false });
    expect(docOf(b).buyer).toMatchObject({ name: 'Ștefan Țăranu', isCompany: false, vatPayer: false, address: { city: 'Cluj-Napoca', countyCode: 'RO-CJ' } });
    expect(docOf(b).buyer.cui).toBeUndefined();
    const companyXml = await expectValidDocument(a);
    expect(companyXml.match(/<cac:PartyTaxScheme>/g)).toHaveLength(1); // the seller's only
    expect(companyXml).toMatch(/<cbc:RegistrationName>Atelierul Mic SRL<\/cbc:RegistrationName>\s*<cbc:CompanyID>18547290<\/cbc:CompanyID>/);
    const personXml = await expectValidDocument(b);
    expect(personXml).toMatch(/<cbc:RegistrationName>Ștefan Țăranu<\/cbc:RegistrationName>\s*<cbc:CompanyID>0000000000000<\/cbc:CompanyID>/);
    for (const row of [a, b]) expect(row.totalBani).toBe(ORDER_TOTAL);
  });

  it('invoices a wallet top-up as an advance, to the account\'s billing company, whatever the amount', async () => {
    const buyer = await registerCustomer(h.app, { name: 'Radu Ionescu' });
    const address = await api(h.app, 'POST', 'addresses', {
      token: buyer.access_token,
      body: { kind: 'billing', address_type: 'business', contact: 'Radu Ionescu', company: 'Ionescu Comerț SRL', vat_no: 'RO 18547290', reg_com: 'J22/77/2021', vat_payer: true, locality_id: IASI, street_name: 'Bulevardul Independenței', street_no: '5' },
    });
    expect(address.statusCode, address.body).toBe(201);
    // Amount paid -> [net, VAT]: net = 100/121 of the amount, VAT exactly net x 21%, and the ban the
    // amount may miss by the rounding amount (BT-114): 10,00 lei = 8,26 + 1,73 + 0,01.
    const expected: [number, number, number][] = [[5000, 4132, 868], [1000, 826, 173], [1234, 1020, 214], [1700, 1405, 295]];
    const amounts = expected.map(([amount]) => amount);
    const paymentIds: string[] = [];
    for (const amount of amounts) paymentIds.push(await paidTopUp(h.app, buyer, amount));
    await drained();
    for (const [i, paymentId] of paymentIds.entries()) {
      const row = await invoiceOf(paymentId);
      const doc = docOf(row);
      const totals = computeTotals(doc);
      expect(doc.lines).toMatchObject([{ name: 'Avans pentru servicii de curierat (alimentare portofel Curiero)', quantity: 1, vatRatePercent: 21, vatCategory: 'S' }]);
      expect(doc).toMatchObject({ kind: 'invoice', paymentMeans: 'card', buyer: { name: 'Ionescu Comerț SRL', cui: 'RO18547290', vatPayer: true, isCompany: true, address: { city: 'Iași', countyCode: 'RO-IS' } } });
      expect(doc.orderReference).toBeUndefined();
      expect(row).toMatchObject({ orderId: null, customerId: buyer.customer.id, buyerEmail: buyer.customer.email });
      const [amount, net, vat] = expected[i]!;
      expect(totals.vat[0]!.vatBani).toBe(vatOf(totals.taxExclusive, 21));
      expect([row.netBani, row.vatBani, row.totalBani, doc.paid, totals.payable], `top-up of ${amount} bani`).toEqual([net, vat, amount, amount, 0]);
      expect(totals.rounding).toBe(amount - net - vat);
      await expectValidDocument(row);
    }
    expect(mailAbout((await invoiceOf(paymentIds[0]!)).code).attachments).toHaveLength(2);
  });

  it('never invents a buyer: a top-up whose billing address is gone is not invoiced, its job fails and is retried until there is one', async () => {
    const buyer = await registerCustomer(h.app, { name: 'Elena Ștefănescu' });
    const paymentId = await paidTopUp(h.app, buyer, 2000);
    // The billing address deleted before the invoice was made (the job runs after the answer).
    await h.db.execute(sql`delete from addresses where customer_id = ${buyer.customer.id}`);
    await drained();
    expect((await documentsOf(paymentId)).filter((r) => r.kind === 'invoice')).toEqual([]);
    const [job] = await jobsOf(h.db, 'invoice.issue', `invoice:${paymentId}`);
    expect(job).toMatchObject({ state: 'queued' });
    expect(String(job!.lastError)).toContain('BuyerUnknown');
    // Given a billing address again, the retry issues it, to that address (no placeholder anywhere).
    expect((await api(h.app, 'POST', 'addresses', { token: buyer.access_token, body: { ...BILLING_PERSON, contact: 'Elena Ștefănescu' } })).statusCode).toBe(201);
    await makeDue(h.db, 'invoice.issue');
    await drained();
    const doc = docOf(await invoiceOf(paymentId));
    expect(doc.buyer).toMatchObject({ name: 'Elena Ștefănescu', isCompany: false, address: { street: 'Strada Lăpușneanu 12', city: 'Iași', countyCode: 'RO-IS' } });
    expect(JSON.stringify(doc)).not.toContain('nedeclarat');
  });

  it('invoices an order paid from the wallet with its services and the advance\'s reversal: total 0', async () => {
    const buyer = await registerCustomer(h.app);
    await paidTopUp(h.app, buyer, 5000);
    const paid = await walletOrder(h.app, buyer, { billing: COMPANY_BILLING });
    await drained();
    const row = await invoiceOf(paid.paymentId);
    const doc = docOf(row);
    const reversal = doc.lines.at(-1)!;
    expect(reversal).toMatchObject({ name: 'Stornare avans încasat prin portofelul Curiero', quantity: -1, vatRatePercent: 21, vatCategory: 'S' });
    const services = doc.lines.slice(0, -1);
    expect(services.length).toBeGreaterThan(0);
    expect(services.every((l) => l.quantity > 0)).toBe(true);
    const servicesNet = computeTotals({ ...doc, lines: services, paid: 0 }).taxExclusive;
    expect(servicesNet + vatOf(servicesNet, 21)).toBe(paid.totalBani); // the services at their full price
    expect(reversal.unitPriceBani).toBe(servicesNet); // reversed in full
    expect(doc).toMatchObject({ paymentMeans: 'wallet', paid: 0, orderReference: paid.orderNumber });
    expect([row.netBani, row.vatBani, row.totalBani]).toEqual([0, 0, 0]);
    const xml = await expectValidDocument(row);
    expect(xml).toMatch(/<cbc:PaymentMeansCode name="Portofel Curiero">ZZZ<\/cbc:PaymentMeansCode>/);
    expect(xml).toMatch(/<cbc:InvoicedQuantity unitCode="C62">-1<\/cbc:InvoicedQuantity>/);
    expect(xml).toContain('<cbc:PayableAmount currencyID="RON">0.00</cbc:PayableAmount>');
    expect(mailAbout(row.code).attachments.map((a) => a.filename)).toEqual([`${row.code}.pdf`, `${row.code}.xml`]);
  });

  it('issues a credit note for a whole refund, reversing the invoice exactly and referencing it', async () => {
    const paid = await paidCardOrder(h.app, who, { billing: COMPANY_BILLING });
    await drained();
    const invoice = await invoiceOf(paid.paymentId);
    expect(await refund(paid)).toMatchObject({ status: 'succeeded', amountBani: ORDER_TOTAL });
    expect(await jobsOf(h.db, 'invoice.credit-note')).toEqual(expect.arrayContaining([expect.objectContaining({ state: 'queued' })]));
    await drained();
    const notes = (await documentsOf(paid.paymentId)).filter((r) => r.kind === 'credit_note');
    expect(notes).toHaveLength(1);
    const note = notes[0]!;
    expect(note).toMatchObject({ series: 'CUR', number: invoice.number + 1, correctsId: invoice.id, orderId: paid.orderId, buyerName: 'Magazinul Verde SRL', netBani: invoice.netBani, vatBani: invoice.vatBani, totalBani: ORDER_TOTAL });
    expect(note.refundId).not.toBeNull();
    const doc = docOf(note);
    expect(doc).toMatchObject({ kind: 'credit_note', references: [{ id: invoice.code, issueDate: invoice.issueDate }], paid: ORDER_TOTAL, buyer: docOf(invoice).buyer });
    expect(doc.lines.every((l) => l.quantity > 0 && l.unitPriceBani > 0)).toBe(true);
    expect(computeTotals(doc).payable).toBe(0);
    const xml = await expectValidDocument(note);
    expect(xml).toContain('<cbc:CreditNoteTypeCode>381</cbc:CreditNoteTypeCode>');
    expect(xml).toMatch(new RegExp(`<cac:BillingReference>\\s*<cac:InvoiceDocumentReference>\\s*<cbc:ID>${invoice.code}</cbc:ID>\\s*<cbc:IssueDate>${invoice.issueDate}</cbc:IssueDate>`));
    const mail = mailAbout(note.code);
    expect(mail.text).toContain(`corectează factura ${invoice.code}`);
    expect(await pdfText(mail.attachments[0]!.content)).toContain('FACTURĂ STORNO');
  });

  it('a refund into the wallet keeps the money as an advance: its credit note reverses the services and charges the advance, total 0', async () => {
    // A card order refunded into the wallet, and an order paid from the wallet (refunded there too).
    const buyer = await registerCustomer(h.app, { name: 'Radu Portofel' });
    const card = await paidCardOrder(h.app, buyer);
    await paidTopUp(h.app, buyer, 5000);
    const fromWallet = await walletOrder(h.app, buyer);
    await drained();
    for (const paid of [card, fromWallet]) {
      const invoice = await invoiceOf(paid.paymentId);
      const payment = (await findPayment(h.db, paid.paymentId))!;
      expect(await refundPayment(commerce(h.app).ctx, payment, { number: paid.orderNumber, customerId: buyer.customer.id }, 'wallet')).toMatchObject({ status: 'succeeded', channel: 'wallet', amountBani: paid.totalBani });
      await drained();
      const [note] = (await documentsOf(paid.paymentId)).filter((r) => r.kind === 'credit_note');
      expect(note, JSON.stringify(await jobsOf(h.db, 'invoice.credit-note'))).toBeDefined();
      expect(note).toMatchObject({ correctsId: invoice.id, netBani: 0, vatBani: 0, totalBani: 0 });
      const doc = docOf(note!);
      const servicesNet = computeTotals({ ...docOf(invoice), lines: docOf(invoice).lines.filter((l) => l.quantity > 0), paid: 0 }).taxExclusive;
      expect(doc.lines).toEqual([
        expect.objectContaining({ quantity: 1, unitPriceBani: servicesNet, vatRatePercent: 21, vatCategory: 'S' }),
        expect.objectContaining({ name: 'Avans păstrat în portofelul Curiero (suma returnată în portofel)', quantity: -1, unitPriceBani: servicesNet, vatRatePercent: 21, vatCategory: 'S' }),
      ]);
      expect(doc.lines[0]!.name).toContain(`comanda ${paid.orderNumber}`);
      expect(doc).toMatchObject({ paymentMeans: 'wallet', paid: 0, references: [{ id: invoice.code, issueDate: invoice.issueDate }] });
      const xml = await expectValidDocument(note!);
      expect(xml).toMatch(/<cbc:CreditedQuantity unitCode="C62">-1<\/cbc:CreditedQuantity>/);
      expect(xml).toContain('<cbc:PayableAmount currencyID="RON">0.00</cbc:PayableAmount>');
    }
  });

  it('issues one credit note per partial refund, each of its amount, referencing the invoice', async () => {
    const paid = await paidCardOrder(h.app, who);
    await drained();
    const invoice = await invoiceOf(paid.paymentId);
    // 15,00 lei, then 10,00 lei: each credit note is of exactly the amount refunded, its VAT exactly its
    // net x 21%, a ban of rounding (BT-114) where the amount needs it.
    // Each refund's note is issued before the next refund: the split of a note depends on what the notes
    // before it took (a note issued first takes the exact split, a later one what is left).
    expect(await refund(paid, 1500)).toMatchObject({ status: 'succeeded', amountBani: 1500 });
    await drained();
    expect(await refund(paid, 1000)).toMatchObject({ status: 'succeeded', amountBani: 1000 });
    await drained();
    const refunds = await query<{ id: string }>(h.db, sql`select id from payment_refunds where payment_id = ${paid.paymentId} order by created_at, id`);
    const all = (await documentsOf(paid.paymentId)).filter((r) => r.kind === 'credit_note');
    expect(all).toHaveLength(2);
    const notes = refunds.map((refund) => all.find((n) => n.refundId === refund.id)!);
    // 25,01 lei = 20,67 + 4,34: the 10,00 lei take 8,27 + 1,74 - 0,01, so that what is left (0,01 lei) is
    // still reversible with its VAT exact: the credit notes never go past the invoice's net and VAT.
    expect(notes.map((n) => [n.netBani, n.vatBani, n.totalBani])).toEqual([[1240, 260, 1500], [827, 174, 1000]]);
    expect(new Set(notes.map((n) => n.refundId)).size).toBe(2);
    for (const note of notes) {
      const doc = docOf(note);
      expect(note.correctsId).toBe(invoice.id);
      expect(doc.references).toEqual([{ id: invoice.code, issueDate: invoice.issueDate }]);
      expect(doc.lines).toHaveLength(1);
      expect(doc.lines[0]).toMatchObject({ vatRatePercent: 21, vatCategory: 'S', quantity: 1 });
      expect(doc.lines[0]!.name).toContain(`comanda ${paid.orderNumber}`);
      expect(note.vatBani).toBe(vatOf(note.netBani, 21));
      expect(doc.paid).toBe(note.totalBani);
      await expectValidDocument(note);
    }
    expect(all.map((n) => n.number).sort((x, y) => x - y)).toEqual([invoice.number + 1, invoice.number + 2]);
    // Nothing more than was refunded: the rest of the payment is still invoiced, not credited.
    expect(notes.reduce((sum, n) => sum + n.totalBani, 0)).toBe(2500);
    const refunded = await query<{ refunded_bani: number; status: string }>(h.db, sql`select refunded_bani, status from payments where id = ${paid.paymentId}`);
    expect(refunded).toEqual([{ refunded_bani: 2500, status: 'succeeded' }]);
  });

  it('issues one invoice whether the job runs twice or two apps run it at once; 20 payments from two apps are numbered 1..20', async () => {
    // Another series over the same database: its numbers start at 1.
    const appA = await h.newApp({ INVOICE_SERIES: 'PAR' });
    // On PostgreSQL, B has a pool of its own (another process would); PGlite is one connection.
    const second: Database | null = h.test.url ? await openDatabase({ dataDir: '', databaseUrl: h.test.url }) : null;
    const appB = second ? await testApp(authEnv(h.dataDir, { ...SELLER, INVOICE_SERIES: 'PAR' }), { database: second }) : await h.newApp({ INVOICE_SERIES: 'PAR' });
    try {
      const payers = await Promise.all(Array.from({ length: 4 }, () => registerCustomer(h.app)));
      const paymentIds: string[] = [];
      for (let i = 0; i < 20; i++) paymentIds.push(await paidTopUp(h.app, payers[i % 4]!, 1000 + 100 * i));
      const mainBefore = await nextNumber('CUR');

      // Each payment issued by A and by B at the same moment, all 20 at once.
      const issued = await Promise.all(paymentIds.flatMap((paymentId) => [issueInvoice(deps(appA), { paymentId }), issueInvoice(deps(appB), { paymentId })]));
      expect(issued.every((row) => row !== null && row.series === 'PAR')).toBe(true);
      // New accounts: the billing address each gave before its top-up.
      expect(docOf(issued[0]!).buyer).toMatchObject({ isCompany: false, address: { street: 'Strada Lăpușneanu 12', city: 'Iași', countyCode: 'RO-IS' } });
      await expectValidDocument(issued[0]!);
      const rows = await query<{ payment_id: string; number: number; code: string }>(h.db, sql`select payment_id, number, code from invoices where series = 'PAR' order by number`);
      expect(rows.map((r) => r.number)).toEqual(Array.from({ length: 20 }, (_, i) => i + 1));
      expect(new Set(rows.map((r) => r.payment_id))).toEqual(new Set(paymentIds));
      expect(new Set(rows.map((r) => r.code)).size).toBe(20);
      // Both calls for a payment answered with the one invoice.
      for (let i = 0; i < 20; i++) expect(issued[2 * i]!.id).toBe(issued[2 * i + 1]!.id);
      expect(await nextNumber('PAR')).toBe(21);

      // The queued jobs run later, twice over (both apps draining at once): nothing more is issued.
      await Promise.all([appA.jobs.drain(), appB.jobs.drain()]);
      const again = await issueInvoice(deps(h.app), { paymentId: paymentIds[0]! });
      expect(again!.code).toBe(rows.find((r) => r.payment_id === paymentIds[0])!.code);
      expect(await query(h.db, sql`select id from invoices where payment_id in ${sql.raw(`(${paymentIds.map((id) => `'${id}'`).join(',')})`)}`)).toHaveLength(20);
      expect(await nextNumber('PAR')).toBe(21);
      expect(await nextNumber('CUR')).toBe(mainBefore);
      for (const paymentId of paymentIds) expect(await jobsOf(h.db, 'invoice.issue', `invoice:${paymentId}`)).toMatchObject([{ state: 'done', attempts: 1 }]);
    } finally {
      if (second) {
        await appB.close();
        await second.close();
      }
    }
  }, 180_000);

  it('does not issue an invoice that breaks a CIUS-RO rule, nor spend a number on it', async () => {
    // A Bucharest seller configured without its sector: BR-RO-100 (CityName must be SECTOR1..6).
    const broken = await h.newApp({ INVOICE_SELLER_ADDRESS: 'Bulevardul Unirii 5', INVOICE_SELLER_CITY: 'București', INVOICE_SELLER_COUNTY: 'București', INVOICE_SELLER_POSTAL_CODE: '030823' });
    const before = await nextNumber('CUR');
    const invoiceMails = async () => (await jobsOf(h.db, 'mail', 'invoice-mail:%')).length;
    const mailsBefore = await invoiceMails();
    const paymentId = await paidTopUp(h.app, who, 2000);
    await broken.jobs.drain();
    const [job] = await jobsOf(h.db, 'invoice.issue', `invoice:${paymentId}`);
    expect(job).toMatchObject({ state: 'queued', attempts: 1 });
    expect(job!.lastError).toContain('BR-RO-100');
    expect(job!.runInSeconds).toBeGreaterThan(10);
    expect(await documentsOf(paymentId)).toEqual([]);
    expect(await nextNumber('CUR')).toBe(before);
    await expect(issueInvoice(deps(broken), { paymentId })).rejects.toMatchObject({ name: 'InvoiceRulesBroken', message: expect.stringContaining('BR-RO-100') });
    expect(await nextNumber('CUR')).toBe(before);
    expect(await invoiceMails()).toBe(mailsBefore);

    // Configured properly, the job's next run issues it with the number nobody took.
    await makeDue(h.db, 'invoice.issue', `invoice:${paymentId}`);
    await drained();
    const row = await invoiceOf(paymentId);
    expect(row.number).toBe(before);
    expect(await nextNumber('CUR')).toBe(before + 1);
    expect(await jobsOf(h.db, 'invoice.issue', `invoice:${paymentId}`)).toMatchObject([{ state: 'done', attempts: 2 }]);
  });

  it('in a demo deployment (no INVOICE_SELLER_*) issues DEMO documents that say so, and never queues an upload', async () => {
    const demo = await h.newApp(NO_SELLER);
    expect(demo.appConfig.invoices).toMatchObject({ series: 'DEMO', demo: true, efactura: null });
    const buyer = await registerCustomer(demo);
    const topUp = await paidTopUp(demo, buyer, 3000);
    const order = await paidCardOrder(demo, buyer);
    await drained(demo);
    const rows = [await invoiceOf(topUp), await invoiceOf(order.paymentId)];
    // Issued by jobs that may run at once: the first two numbers of the series, in either order.
    expect(rows.map((r) => [r.series, r.code, r.efacturaStatus]).sort()).toEqual([
      ['DEMO', 'DEMO-000001', 'not_configured'],
      ['DEMO', 'DEMO-000002', 'not_configured'],
    ]);
    for (const row of rows) {
      expect(docOf(row).note).toBe(DEMO_NOTE);
      const xml = await expectValidDocument(row);
      expect(xml).toContain(`<cbc:Note>${DEMO_NOTE}</cbc:Note>`);
      const mail = mailAbout(row.code);
      expect(mail.text).toContain('Nu este o factură fiscală');
      const pdf = await pdfText(mail.attachments[0]!.content);
      expect(pdf).toContain('Nu este o factură fiscală');
      // Marked DEMO like a demo label, no CUI that could pass for a real seller's, no claim of a valid invoice.
      expect(pdf).toContain('DEMO: document demonstrativ, fără valoare fiscală.');
      expect(pdf.match(/DEMO(?![-:])/g)?.length).toBeGreaterThanOrEqual(1);
      expect(pdf).toContain('CUI: — (emitent neconfigurat, document demonstrativ)');
      expect(pdf).not.toMatch(/valabilă fără semnătură|18547290/);
    }
    expect(await jobsOf(h.db, 'efactura.upload')).toEqual([]);
  });
  // Each test pays through the processor's page and runs the queue: slow on a busy machine.
}, 120_000);
