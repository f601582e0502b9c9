// The dashboard's invoices on the real app. The documents come from the real flow: orders paid from
// the wallet (their 'invoice.issue' job run by drained()) and a cancelled order refunded to the
// wallet (its 'invoice.credit-note'); three of them are issued by those same services on earlier
// days (the job would date them today). Then: the list with each filter and its 422s, someone else's
// invoice (404, nothing listed), the PDF (read back with unpdf) and the e-Factura XML (valid against
// the UBL 2.1 schema) with the bearer or a signed link, and a month's export as CSV (BOM,
// semicolons, decimal commas, e-Factura states) or ZIP (every PDF and the same CSV).
import { randomUUID } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import { eq } from 'drizzle-orm';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { unzipSync } from 'fflate';
import { extractText } from 'unpdf';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { validateXML } from 'xmllint-wasm';
import { invoices, paymentRefunds, payments } from '../../server/db/schema.ts';
import { bucharestDate, issueCreditNote, issueInvoice, type InvoiceDeps } from '../../server/services/invoices/issue.ts';
import { creditTopUp } from '../../server/services/payments/wallet.ts';
import { authHarness, registerCustomer, type AuthHarness, type TokenAnswer } from './helpers/auth.ts';
import { testDatabases } from './helpers/databases.ts';
import { api, drained, orderBody, placeOrder } from './helpers/orders.ts';

const XSD = new URL('../fixtures/ubl-2.1/', import.meta.url);
const schemaFile = (path: string) => ({ fileName: path, contents: readFileSync(new URL(path, XSD), 'utf8') });
const COMMON = readdirSync(new URL('common/', XSD)).map((name) => schemaFile(`common/${name}`));

async function xsdErrors(xml: string): Promise<string[]> {
  const root = xml.includes('<CreditNote ') ? 'UBL-CreditNote-2.1.xsd' : 'UBL-Invoice-2.1.xsd';
  const result = await validateXML({ xml: [{ fileName: 'document.xml', contents: xml }], schema: [schemaFile(`maindoc/${root}`)], preload: COMMON, maxMemoryPages: 4096 });
  return result.valid ? [] : result.errors.map((e) => e.message);
}

const pdfText = async (pdf: Uint8Array) => (await extractText(new Uint8Array(pdf), { mergePages: true })).text;
const BOM = '\uFEFF';
/** The bytes as UTF-8 text, a BOM kept (TextDecoder, and so fflate's strFromU8, drops it). */
const utf8 = (bytes: Uint8Array) => Buffer.from(bytes).toString('utf8');
const HEADER = 'Număr;Tip;Data;Comanda;Valoare fără TVA;TVA;Total;Factura corectată;e-Factura';
const NOT_SENT = 'netrimisă (e-Factura neconfigurată)';

interface Listed {
  id: number;
  kind: 'invoice' | 'credit_note';
  code: string;
  issue_date: string;
  order_id: number | null;
  order_number: string | null;
  net_bani: number;
  vat_bani: number;
  total_bani: number;
  corrects_code: string | null;
  efactura_status: string;
  efactura_message: string | null;
  pdf_url: string;
  xml_url: string;
}

type Name = 'september' | 'storno' | 'october' | 'today';

describe.each(testDatabases())('the invoices routes on $name', (backend) => {
  let h: AuthHarness;
  let app: FastifyInstance;
  let ana: TokenAnswer;
  let ion: TokenAnswer;
  /** Ana's documents: an invoice of 10 Sep 2025, its credit note of 20 Sep, a company's invoice of 3 Oct, one issued today by the job. */
  const doc = {} as Record<Name, Listed>;
  const orderNumbers = {} as Record<Exclude<Name, 'storno'>, string>;
  let ions: Listed;

  const deps = (at: string): InvoiceDeps => ({ db: h.db, config: app.appConfig.invoices, log: app.log, now: () => new Date(at) });
  const get = (path: string, who?: TokenAnswer) => api(app, 'GET', path, who ? { token: who.access_token } : {});
  const listed = async (who: TokenAnswer, query = '') => {
    const res = await get(`invoices${query}`, who);
    expect(res.statusCode, res.body).toBe(200);
    return res.json<{ data: Listed[]; meta: Record<string, number | null> }>();
  };
  const codes = async (who: TokenAnswer, query = '') => (await listed(who, query)).data.map((row) => row.code);
  const errorsOf = (res: LightMyRequestResponse) => [res.statusCode, res.json().errors];
  /** Money in the wallet, credited as the top-up service credits it (no card payment, so no advance invoice). */
  const fund = (who: TokenAnswer, bani: number) => h.db.transaction((tx) => creditTopUp(tx, who.customer.id, bani, randomUUID()));
  /** An order paid from the wallet: its id, number and payment (its invoice is queued with it). */
  const walletOrder = async (who: TokenAnswer, billing?: Record<string, unknown>) => {
    const res = await placeOrder(app, orderBody({ payment: { method: 'wallet' }, ...(billing ? { billing } : {}) }), { token: who.access_token });
    expect(res.statusCode, res.body).toBe(201);
    const { order_id: orderId, order } = res.json().data as { order_id: number; order: { number: string } };
    const [payment] = await h.db.select({ id: payments.id }).from(payments).where(eq(payments.orderId, orderId));
    return { orderId, number: order.number, paymentId: payment!.id };
  };

  beforeAll(async () => {
    h = await authHarness(backend);
    app = h.app;
    ana = await registerCustomer(app, { name: 'Ana Popescu' });
    ion = await registerCustomer(app, { name: 'Ion Țăranu' });
    await fund(ana, 20_000);
    await fund(ion, 5_000);

    const september = await walletOrder(ana);
    await issueInvoice(deps('2025-09-10T09:00:00Z'), { paymentId: september.paymentId });
    const cancelled = await api(app, 'DELETE', `orders/${september.orderId}?refund_channel=wallet`, { token: ana.access_token });
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    const [refund] = await h.db.select({ id: paymentRefunds.id }).from(paymentRefunds).where(eq(paymentRefunds.paymentId, september.paymentId));
    await issueCreditNote(deps('2025-09-20T09:00:00Z'), { refundId: refund!.id });
    const october = await walletOrder(ana, { type: 'company', name: 'Magazinul Verde SRL', cui: 'RO 18547290', reg_com: 'J22/1234/2020', address: 'Bulevardul Independenței 5', locality_id: 95079 });
    await issueInvoice(deps('2025-10-03T09:00:00Z'), { paymentId: october.paymentId });
    const todays = await walletOrder(ana);
    await walletOrder(ion);
    // The queued jobs run: today's invoices are issued; the earlier ones exist already (issued once).
    await drained(app);
    Object.assign(orderNumbers, { september: september.number, october: october.number, today: todays.number });

    const rows = (await listed(ana)).data;
    Object.assign(doc, Object.fromEntries(['today', 'october', 'storno', 'september'].map((name, i) => [name, rows[i]])));
    ions = (await listed(ion)).data[0]!;
  });
  afterAll(async () => h?.close());

  describe('the list', () => {
    it('shows the account\'s documents newest first: order, amounts, the corrected invoice, e-Factura, file links', async () => {
      const all = await listed(ana);
      expect(all.meta).toEqual({ total: 4, per_page: 15, current_page: 1, last_page: 1, from: 1, to: 4 });
      expect(all.data.map((row) => [row.kind, row.issue_date, row.order_number, row.corrects_code])).toEqual([
        ['invoice', bucharestDate(new Date()), orderNumbers.today, null],
        ['invoice', '2025-10-03', orderNumbers.october, null],
        ['credit_note', '2025-09-20', orderNumbers.september, doc.september.code],
        ['invoice', '2025-09-10', orderNumbers.september, null],
      ]);
      for (const row of all.data) {
        expect(row.code).toMatch(/^DEMO-\d{6}$/);
        expect(row.net_bani + row.vat_bani).toBe(row.total_bani);
        expect([row.efactura_status, row.efactura_message]).toEqual(['not_configured', null]);
        expect(row.pdf_url).toBe(`http://curiero.test/api/private/invoices/${row.id}/pdf`);
        expect(row.xml_url).toBe(`http://curiero.test/api/private/invoices/${row.id}/xml`);
      }
      // Paid from the wallet: the services less the advance already invoiced at the top-up (0); refunded into
      // the wallet, its credit note reverses the services and charges the advance back: 0 too.
      expect([doc.september.total_bani, doc.storno.net_bani, doc.storno.vat_bani, doc.storno.total_bani]).toEqual([0, 0, 0, 0]);
      expect(Object.keys(doc.today).sort()).toEqual(
        ['batch', 'code', 'corrects_code', 'efactura_message', 'efactura_status', 'id', 'issue_date', 'kind', 'net_bani', 'order_id', 'order_number', 'paid_from_wallet', 'pdf_url', 'reverses', 'total_bani', 'vat_bani', 'xml_url'].sort(),
      );
    });

    it('filters by kind, issue days, a code or an order number, and pages', async () => {
      const { today, october, storno, september } = doc;
      expect(await codes(ana, '?kind=credit_note')).toEqual([storno.code]);
      expect(await codes(ana, '?kind=invoice')).toEqual([today.code, october.code, september.code]);
      expect(await codes(ana, '?from=2025-09-15&to=2025-10-31')).toEqual([october.code, storno.code]);
      expect(await codes(ana, '?from=2025-10-01')).toEqual([today.code, october.code]);
      expect(await codes(ana, '?to=2025-09-10')).toEqual([september.code]);
      expect(await codes(ana, '?from=2025-09-20&to=2025-09-20&kind=credit_note')).toEqual([storno.code]);
      // q: part of a code or of an order's number, any case; an order's invoice and its credit note share the order.
      expect(await codes(ana, `?q=${storno.code.toLowerCase()}`)).toEqual([storno.code]);
      expect(await codes(ana, `?q=${orderNumbers.september}`)).toEqual([storno.code, september.code]);
      expect(await codes(ana, `?q=${orderNumbers.october.toLowerCase()}`)).toEqual([october.code]);
      expect(await codes(ana, `?q=${ions.code}`)).toEqual([]);
      const second = await listed(ana, '?per_page=15&page=2');
      expect([second.data, second.meta.from, second.meta.last_page]).toEqual([[], null, 1]);
    });

    it('answers 422 with Romanian messages per field for bad filters', async () => {
      expect(errorsOf(await get('invoices?kind=storno&from=2025-02-30&q=DROP%20TABLE%3B', ana))).toEqual([
        422,
        {
          kind: ['Tipul trebuie să fie invoice (factură) sau credit_note (factură storno).'],
          from: ['Data trebuie să fie în forma AAAA-LL-ZZ.'],
          q: ['Caută după numărul facturii sau al comenzii: litere, cifre și cratime (cel mult 40).'],
        },
      ]);
      expect(errorsOf(await get('invoices?from=2025-10-01&to=2025-09-01', ana))).toEqual([422, { to: ['Data de început trebuie să fie înaintea celei de sfârșit.'] }]);
      expect(errorsOf(await get('invoices?per_page=7&page=0', ana))).toEqual([
        422,
        { page: ['Pagina trebuie să fie un număr întreg pozitiv.'], per_page: ['Numărul pe pagină trebuie să fie 15, 50, 100 sau 200.'] },
      ]);
      expect((await get('invoices?q=%25', ana)).statusCode).toBe(422);
      expect((await get('invoices')).statusCode).toBe(401);
    });

    it('shows another account only its own documents', async () => {
      expect((await listed(ion)).data.map((row) => row.code)).toEqual([ions.code]);
      expect(await codes(ion, `?q=${doc.storno.code}`)).toEqual([]);
      expect(Object.values(doc)).not.toContainEqual(expect.objectContaining({ code: ions.code }));
    });
  });

  describe('the documents', () => {
    it('the PDF: an attachment named after the code, with the code and the title in its text', async () => {
      const res = await get(`invoices/${doc.october.id}/pdf`, ana);
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toBe('application/pdf');
      expect(res.headers['content-disposition']).toBe(`attachment; filename="${doc.october.code}.pdf"`);
      expect(res.headers['cache-control']).toBe('private, no-store');
      expect(res.rawPayload.subarray(0, 5).toString('latin1')).toBe('%PDF-');
      const text = await pdfText(res.rawPayload);
      expect(text).toContain(doc.october.code);
      expect(text).toContain('FACTURĂ');
      expect(text).toContain('Magazinul Verde SRL');
      const storno = await pdfText((await get(`invoices/${doc.storno.id}/pdf`, ana)).rawPayload);
      expect(storno).toContain('FACTURĂ STORNO');
      expect(storno).toContain(doc.september.code);
    });

    it('the XML: an attachment named after the code, valid UBL 2.1 with the code as its id', async () => {
      for (const row of [doc.october, doc.storno]) {
        const res = await get(`invoices/${row.id}/xml`, ana);
        expect(res.statusCode).toBe(200);
        expect(res.headers['content-type']).toBe('application/xml; charset=utf-8');
        expect(res.headers['content-disposition']).toBe(`attachment; filename="${row.code}.xml"`);
        expect(await xsdErrors(res.body)).toEqual([]);
        expect(res.body).toMatch(new RegExp(`<cbc:ID>${row.code}</cbc:ID>`));
        expect(res.body).toContain(row.kind === 'credit_note' ? '<CreditNote ' : '<Invoice ');
      }
    });

    it('someone else\'s, an unknown or a malformed invoice is not found; no bearer is 401', async () => {
      for (const path of [`invoices/${doc.october.id}/pdf`, `invoices/${doc.october.id}/xml`, `invoices/${doc.october.id}/download-link?format=pdf`]) {
        const res = await get(path, ion);
        expect([res.statusCode, res.json()]).toEqual([404, { reason: 'not_found', message: 'Factura nu există printre facturile tale.' }]);
      }
      expect((await get('invoices/999999999/pdf', ana)).statusCode).toBe(404);
      expect((await get('invoices/abc/xml', ana)).statusCode).toBe(404);
      expect((await get(`invoices/${doc.october.id}/pdf`)).statusCode).toBe(401);
      expect((await get(`invoices/${ions.id}/pdf`, ion)).statusCode).toBe(200);
    });

    it('a signed link opens the file without the bearer, for 15 minutes, for that file only', async () => {
      const link = await get(`invoices/${doc.october.id}/download-link?format=xml`, ana);
      expect(link.statusCode).toBe(200);
      const { download_url: url, expires_at: expires } = link.json().data as { download_url: string; expires_at: string };
      expect(url).toMatch(new RegExp(`^http://curiero\\.test/api/private/invoices/${doc.october.id}/xml\\?expires=\\d+&signature=`));
      expect(Date.parse(expires) - Date.now()).toBeGreaterThan(14 * 60_000);
      const path = new URL(url);
      const opened = await app.inject({ method: 'GET', url: path.pathname + path.search });
      expect([opened.statusCode, opened.headers['content-disposition']]).toEqual([200, `attachment; filename="${doc.october.code}.xml"`]);
      const refused = (p: string) => app.inject({ method: 'GET', url: p }).then((r) => [r.statusCode, r.json().reason]);
      expect(await refused(path.pathname.replace('/xml', '/pdf') + path.search)).toEqual([403, 'download_link_invalid']);
      expect(await refused(path.pathname.replace(String(doc.october.id), String(doc.today.id)) + path.search)).toEqual([403, 'download_link_invalid']);
      expect(await refused(`${path.pathname}${path.search.replace(/signature=(.)/, (_, first: string) => `signature=${first === 'A' ? 'B' : 'A'}`)}`)).toEqual([403, 'download_link_invalid']);
      expect(await refused(`${path.pathname}?expires=1&signature=${path.searchParams.get('signature')}`)).toEqual([403, 'download_link_invalid']);
      expect(errorsOf(await get(`invoices/${doc.october.id}/download-link?format=doc`, ana))).toEqual([422, { format: ['Formatul trebuie să fie pdf sau xml.'] }]);
    });
  });

  describe('the month\'s export', () => {
    const exported = (who: TokenAnswer, query: string) => get(`invoices/export${query}`, who);

    it('CSV: BOM, Romanian headers, semicolons, decimal commas, oldest first, the e-Factura state', async () => {
      const res = await exported(ana, '?month=2025-09&format=csv');
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
      expect(res.headers['content-disposition']).toBe('attachment; filename="curiero-facturi-2025-09.csv"');
      expect(res.body.startsWith(BOM)).toBe(true);
      expect(res.body.slice(1).split('\r\n')).toEqual([
        HEADER,
        `${doc.september.code};Factură;10.09.2025;${orderNumbers.september};0,00;0,00;0,00;;${NOT_SENT}`,
        `${doc.storno.code};Factură storno;20.09.2025;${orderNumbers.september};0,00;0,00;0,00;${doc.september.code};${NOT_SENT}`,
        '',
      ]);
    });

    it('says ANAF\'s states, with a rejection\'s message quoted when it holds a semicolon', async () => {
      await h.db.update(invoices).set({ efacturaStatus: 'rejected', efacturaMessage: 'E: CUI invalid; verificați' }).where(eq(invoices.id, doc.october.id));
      try {
        const csv = (await exported(ana, '?month=2025-10')).body;
        expect(csv.slice(1).split('\r\n')[1]).toBe(`${doc.october.code};Factură;03.10.2025;${orderNumbers.october};0,00;0,00;0,00;;"respinsă de ANAF: E: CUI invalid; verificați"`);
        const row = (await listed(ana, '?kind=invoice&from=2025-10-01&to=2025-10-31')).data[0]!;
        expect([row.efactura_status, row.efactura_message]).toEqual(['rejected', 'E: CUI invalid; verificați']);
      } finally {
        await h.db.update(invoices).set({ efacturaStatus: 'not_configured', efacturaMessage: null }).where(eq(invoices.id, doc.october.id));
      }
    });

    it('ZIP: every PDF of the month and the same CSV', async () => {
      const res = await exported(ana, '?month=2025-09&format=zip');
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toBe('application/zip');
      expect(res.headers['content-disposition']).toBe('attachment; filename="curiero-facturi-2025-09.zip"');
      const files = unzipSync(new Uint8Array(res.rawPayload));
      expect(Object.keys(files).sort()).toEqual([`${doc.september.code}.pdf`, `${doc.storno.code}.pdf`, 'curiero-facturi-2025-09.csv'].sort());
      expect(utf8(files['curiero-facturi-2025-09.csv']!)).toBe((await exported(ana, '?month=2025-09&format=csv')).body);
      for (const row of [doc.september, doc.storno]) {
        const pdf = files[`${row.code}.pdf`]!;
        expect(utf8(pdf.subarray(0, 5))).toBe('%PDF-');
        expect(await pdfText(pdf)).toContain(row.code);
      }
    });

    it('a month without documents: the header only, a ZIP with the CSV only; another account sees none of Ana\'s', async () => {
      expect((await exported(ana, '?month=2024-02&format=csv')).body).toBe(`${BOM}${HEADER}\r\n`);
      const zip = unzipSync(new Uint8Array((await exported(ana, '?month=2024-02&format=zip')).rawPayload));
      expect(Object.keys(zip)).toEqual(['curiero-facturi-2024-02.csv']);
      expect(utf8(zip['curiero-facturi-2024-02.csv']!)).toBe(`${BOM}${HEADER}\r\n`);
      expect((await exported(ion, '?month=2025-09')).body).toBe(`${BOM}${HEADER}\r\n`);
    });

    it('refuses a bad month or format (422), and answers 401 without the bearer', async () => {
      const monthError = { month: ['Luna trebuie să fie în forma AAAA-LL (de exemplu 2026-03).'] };
      for (const query of ['?month=2025-13', '?month=2025-9', '', '?month=septembrie']) expect(errorsOf(await exported(ana, query))).toEqual([422, monthError]);
      expect(errorsOf(await exported(ana, '?month=2025-09&format=pdf'))).toEqual([422, { format: ['Formatul trebuie să fie csv sau zip.'] }]);
      expect((await get('invoices/export?month=2025-09')).statusCode).toBe(401);
    });

    it('a signed export link opens that month and format of that account only', async () => {
      const link = await get('invoices/export/download-link?month=2025-09&format=csv', ana);
      const url = new URL(link.json().data.download_url as string);
      expect(url.pathname).toBe('/api/private/invoices/export');
      const opened = await app.inject({ method: 'GET', url: url.pathname + url.search });
      expect([opened.statusCode, opened.body.split('\r\n').length]).toEqual([200, 4]);
      for (const [key, value] of [['month', '2025-10'], ['format', 'zip'], ['account', String(ion.customer.id)]] as const) {
        const changed = new URL(url);
        changed.searchParams.set(key, value);
        expect((await app.inject({ method: 'GET', url: changed.pathname + changed.search })).statusCode).toBe(403);
      }
      expect(errorsOf(await get('invoices/export/download-link?month=2025-9', ana))).toEqual([422, { month: ['Luna trebuie să fie în forma AAAA-LL (de exemplu 2026-03).'] }]);
    });
  });
});
