// A batch's one payment (services/batches/) is invoiced by the single order's rule
// (services/invoices/invoice-batch.ts): a card-paid batch gets ONE invoice with a line per order (the
// batch's number as BT-13), issued by the 'invoice.issue' job queued with the payment, valid against
// the UBL 2.1 schema and the CIUS-RO checks, mailed and listed with the batch; each order's VAT was
// rounded on its own when priced, the invoice's once on the sum: the difference is its rounding
// amount, a few bani per order at most. A wallet-paid batch's invoice reverses the advance (total 0)
// and names the top-up's advance invoice. A row its carrier refuses is refunded to the wallet with ONE
// credit note against the batch's invoice, even when the job runs again. Another account sees none of it.
import { readdirSync, readFileSync } from 'node:fs';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { validateXML } from 'xmllint-wasm';
import { commerce } from '../../server/app/commerce.ts';
import { invoices } from '../../server/db/schema.ts';
import { CarrierError, type CarrierAdapter, type CarrierNetwork } from '../../server/services/carriers/index.ts';
import { checkInvoice } from '../../server/services/invoices/ciusro-checks.ts';
import { computeTotals, type Invoice } from '../../server/services/invoices/invoice-model.ts';
import { issueCreditNote, issueInvoice, type InvoiceDeps } from '../../server/services/invoices/issue.ts';
import { invoiceXml } from '../../server/services/invoices/ubl-xml.ts';
import { creditShare } from '../../server/services/invoices/vat-included.ts';
import { authHarness, outbox, query, type AuthHarness } from './helpers/auth.ts';
import { createBatch, createBody, row, rows, shop, type Shop } from './helpers/batches.ts';
import { testDatabases } from './helpers/databases.ts';
import { api, drained, payOnHostedPage, paymentStatus } from './helpers/orders.ts';
import { SELLER } from './helpers/invoice-seller.ts';

/** Sameday home -> home, 1 kg: net 20,67 lei, VAT 4,34 lei (4,3407 rounded down), 25,01 lei. */
const ROW_NET = 2067;
const ROW_TOTAL = 2501;

const XSD = new URL('../fixtures/ubl-2.1/', import.meta.url);
const schemaFile = (path: string) => ({ fileName: path, contents: readFileSync(new URL(path, XSD), 'utf8') });
const COMMON = readdirSync(new URL('common/', XSD)).map((name) => schemaFile(`common/${name}`));

async function xsdErrors(xml: string, kind: 'Invoice' | 'CreditNote'): Promise<string[]> {
  const result = await validateXML({ xml: [{ fileName: 'document.xml', contents: xml }], schema: [schemaFile(`maindoc/UBL-${kind}-2.1.xsd`)], preload: COMMON, maxMemoryPages: 4096 });
  return result.valid ? [] : result.errors.map((e) => e.message);
}

describe('a batch invoice\'s rounding', () => {
  const base: Invoice = {
    kind: 'invoice', series: 'CUR', number: 1, id: 'CUR-000001', issueDate: '2026-03-02', currency: 'RON',
    seller: { name: 'Curiero Logistică S.R.L.', cui: 'RO12345674', isCompany: true, vatPayer: true, address: { street: 'Str. Memorandumului nr. 28', city: 'Cluj-Napoca', county: 'Cluj', countyCode: 'RO-CJ', country: 'RO' } },
    buyer: { name: 'Ana Popescu', isCompany: false, vatPayer: false, address: { street: 'Str. Lungă 1', city: 'Iași', county: 'Iași', countyCode: 'RO-IS', country: 'RO' } },
    lines: Array.from({ length: 50 }, (_, i) => ({ name: `Servicii de curierat (comanda ${i})`, quantity: 1, unitCode: 'C62', unitPriceBani: ROW_NET, vatRatePercent: 21 as const, vatCategory: 'S' as const })),
    paymentMeans: 'card', paid: 50 * ROW_TOTAL, roundingBani: -4, references: [],
  };
  const codes = (invoice: Invoice) => checkInvoice(invoice, invoiceXml(invoice)).map((v) => v.code);

  it('is allowed a few bani per order the document adds up, and no more', () => {
    // 50 orders priced one at a time: 50 x 4,34 lei of VAT; the document's 21% of the sum is 4 bani more.
    expect(computeTotals(base).tax).toBe(50 * 434 + 4);
    expect(codes(base)).toContain('CUR-ROTUNJIRE-01');
    expect(codes({ ...base, orderCount: 50 })).toEqual([]);
    expect(codes({ ...base, orderCount: 1, roundingBani: -4 })).toContain('CUR-ROTUNJIRE-01');
  });

  it('is carried by the credit notes of its orders until the last one', () => {
    const remaining = { net: 50 * ROW_NET, vat: 50 * 434 + 4, rounding: -4 };
    expect(() => creditShare(remaining, ROW_TOTAL, 21)).toThrow();
    const share = creditShare(remaining, ROW_TOTAL, 21, 150);
    expect(share.net + share.vat + share.rounding).toBe(ROW_TOTAL);
    expect(Math.abs(share.rounding)).toBeLessThanOrEqual(3);
  });
});

describe.each(testDatabases())('a batch\'s invoice on $name', (backend) => {
  let h: AuthHarness;
  beforeAll(async () => {
    h = await authHarness(backend, SELLER);
  });
  afterAll(async () => h?.close());

  const deps = (): InvoiceDeps => ({ db: h.db, config: h.app.appConfig.invoices, log: h.app.log, now: () => new Date() });
  const documentsOf = (paymentId: string) => h.db.select().from(invoices).where(eq(invoices.paymentId, paymentId)).orderBy(invoices.id);
  const docOf = (row: { document: unknown }) => row.document as Invoice;
  const batchOf = async (s: Shop, id: number) => (await api(h.app, 'GET', `batches/${id}`, { token: s.token })).json().data;
  const listed = async (s: Shop) => (await api(h.app, 'GET', 'invoices', { token: s.token })).json();
  const mailsAbout = (code: string) => outbox(h.dataDir).filter((m) => new RegExp(`^Subject: Factura (storno )?${code} de la Curiero$`, 'm').test(m.raw));

  /** Runs `body` with the carriers refusing the rows addressed to 'Destinatar Refuzat'. */
  async function refusingOne<T>(body: () => Promise<T>): Promise<T> {
    const ctx = commerce(h.app).ctx as { carriers: CarrierNetwork };
    const real = ctx.carriers;
    const refusing = (adapter: CarrierAdapter): CarrierAdapter =>
      Object.assign(Object.create(adapter) as CarrierAdapter, {
        book: (request: Parameters<CarrierAdapter['book']>[0]) =>
          request.recipient.name === 'Destinatar Refuzat' ? Promise.reject(new CarrierError('refused', 'Adresa destinatarului nu există în nomenclatorul curierului.', 'Sameday')) : adapter.book(request),
      });
    ctx.carriers = { ...real, adapter: (carrierId, testMode) => refusing(real.adapter(carrierId, testMode)) };
    try {
      return await body();
    } finally {
      ctx.carriers = real;
    }
  }

  it('invoices a card-paid batch once, a line per order, rounded per order; credits its refused row once; another account sees none of it', async () => {
    const s = await shop(h.app);
    const count = 50;
    const batchRows = [...rows(count - 1), row(count, { recipient_name: 'Destinatar Refuzat' })];
    const { data } = await refusingOne(async () => {
      const made = await createBatch(h.app, s, createBody(s, batchRows, { payment: { method: 'card' } }));
      expect(made.statusCode, made.body).toBe(202);
      const answer = made.json();
      // Nothing is invoiced before the money is received.
      await drained(h.app);
      expect(await documentsOf(answer.data.payment.id)).toEqual([]);
      await payOnHostedPage(h.app, answer.data.payment.redirect_url, { threeDs: 'approve' });
      await paymentStatus(h.app, answer.data.payment.id, s.token);
      await drained(h.app);
      return answer;
    });
    const paymentId = data.payment.id as string;
    const after = await batchOf(s, data.batch.id);
    expect(after.batch).toMatchObject({ booked_count: count - 1, refused_count: 1 });
    expect(after.payment).toMatchObject({ status: 'succeeded', refunded_bani: ROW_TOTAL });
    // The issue job was queued with the payment, under the payment's key.
    const jobs = await query<{ n: number }>(h.db, sql`select count(*)::int as n from jobs where kind = 'invoice.issue' and key = ${`invoice:${paymentId}`}`);
    expect(jobs[0]?.n).toBe(1);

    const [invoice, note, ...more] = await documentsOf(paymentId);
    expect(more).toEqual([]);
    expect([invoice!.kind, note!.kind]).toEqual(['invoice', 'credit_note']);
    const doc = docOf(invoice!);
    expect(doc.lines).toHaveLength(count);
    const numbers = after.rows.map((r: { number: string }) => r.number);
    doc.lines.forEach((line, i) => expect(line.name).toMatch(new RegExp(`^Servicii de curierat Sameday, .+ \\(comanda ${numbers[i]}\\)$`)));
    expect(doc.lines.every((l) => l.unitPriceBani === ROW_NET && l.quantity === 1 && l.vatRatePercent === 21)).toBe(true);
    expect(doc).toMatchObject({ orderReference: data.batch.number, orderCount: count, paymentMeans: 'card', paid: count * ROW_TOTAL, buyer: { name: 'Ana Popescu' } });
    // VAT once on the sum: 4 bani more than the orders' own; the rounding amount gives back exactly what was paid.
    const totals = computeTotals(doc);
    expect([totals.taxExclusive, totals.tax, totals.rounding, totals.payable]).toEqual([count * ROW_NET, count * 434 + 4, -4, 0]);
    expect([invoice!.netBani, invoice!.vatBani, invoice!.totalBani, invoice!.orderId]).toEqual([count * ROW_NET, count * 434 + 4, count * ROW_TOTAL, null]);
    const xml = invoiceXml(doc);
    expect(await xsdErrors(xml, 'Invoice')).toEqual([]);
    expect(checkInvoice(doc, xml)).toEqual([]);
    expect(xml).toMatch(new RegExp(`<cac:OrderReference>\\s*<cbc:ID>${data.batch.number}</cbc:ID>`));
    expect(mailsAbout(invoice!.code)).toHaveLength(1);

    // The refused row: given back to the wallet, and its credit note against the batch's invoice, total 0 (an advance kept).
    const credit = docOf(note!);
    expect(note!.correctsId).toBe(invoice!.id);
    expect(credit.references).toEqual([{ id: invoice!.code, issueDate: invoice!.issueDate }]);
    expect(credit.paymentMeans).toBe('wallet');
    expect(credit.credited!.net + credit.credited!.vat + credit.credited!.rounding).toBe(ROW_TOTAL);
    expect(credit.lines[0]!.name).toContain(`Rambursare pentru comanda ${numbers[count - 1]} din lotul plătit împreună`);
    expect(note!.totalBani).toBe(0);
    const noteXml = invoiceXml(credit);
    expect(await xsdErrors(noteXml, 'CreditNote')).toEqual([]);
    expect(checkInvoice(credit, noteXml)).toEqual([]);
    expect(mailsAbout(note!.code)).toHaveLength(1);
    // The jobs run again: still one invoice, one credit note.
    const [refund] = await query<{ id: string }>(h.db, sql`select id from payment_refunds where payment_id = ${paymentId}`);
    expect((await issueInvoice(deps(), { paymentId }))?.id).toBe(invoice!.id);
    expect((await issueCreditNote(deps(), { refundId: refund!.id }))?.id).toBe(note!.id);
    expect(await documentsOf(paymentId)).toHaveLength(2);

    // Listed with the batch, searchable by its number; nothing pending.
    const page = await listed(s);
    expect(page.pending).toEqual([]);
    expect(page.data.map((d: { code: string; batch: unknown; order_id: unknown }) => [d.code, d.batch, d.order_id])).toEqual([
      [note!.code, { id: data.batch.id, number: data.batch.number }, null],
      [invoice!.code, { id: data.batch.id, number: data.batch.number }, null],
    ]);
    const found = (await api(h.app, 'GET', `invoices?q=${data.batch.number}`, { token: s.token })).json();
    expect(found.data).toHaveLength(2);
    // Another account: not in its list, its files not found.
    const other = await shop(h.app);
    expect((await listed(other)).data).toEqual([]);
    expect((await api(h.app, 'GET', `invoices/${invoice!.id}/pdf`, { token: other.token })).statusCode).toBe(404);
    expect((await api(h.app, 'GET', `invoices/${invoice!.id}/pdf`, { token: s.token })).statusCode).toBe(200);

    // The refused row's 25,01 lei, kept in the wallet, pay a one-row batch: its invoice reverses the advance of that credit note.
    const next = await createBatch(h.app, s, createBody(s, rows(1, 100)));
    expect(next.statusCode, next.body).toBe(201);
    await drained(h.app);
    const [nextInvoice] = await documentsOf(next.json().data.payment.id);
    expect(docOf(nextInvoice!).references).toEqual([{ id: note!.code, issueDate: note!.issueDate }]);
  }, 120_000); // 50 rows booked (4 bani of rounding need 50 orders at 4,3407 lei of VAT)

  it('invoices a wallet-paid batch with the advance reversed (total 0), naming the top-up\'s advance invoice', async () => {
    const s = await shop(h.app, 20_000);
    const made = await createBatch(h.app, s, createBody(s, rows(3)));
    expect(made.statusCode, made.body).toBe(201);
    const { data } = made.json();
    await drained(h.app);
    const [invoice, ...more] = await documentsOf(data.payment.id);
    expect(more).toEqual([]);
    const doc = docOf(invoice!);
    expect(doc.lines.map((l) => [l.quantity, l.unitPriceBani])).toEqual([[1, ROW_NET], [1, ROW_NET], [1, ROW_NET], [-1, 3 * ROW_NET]]);
    expect(doc).toMatchObject({ paymentMeans: 'wallet', paid: 0, orderReference: data.batch.number, orderCount: 3 });
    expect(invoice!.totalBani).toBe(0);
    const [topUp] = await query<{ code: string; issue_date: string }>(
      h.db,
      sql`select i.code, i.issue_date from invoices i join payments p on p.id = i.payment_id where p.customer_id = ${s.who.customer.id} and p.purpose = 'top_up'`,
    );
    expect(doc.references).toEqual([{ id: topUp!.code, issueDate: topUp!.issue_date }]);
    const xml = invoiceXml(doc);
    expect(await xsdErrors(xml, 'Invoice')).toEqual([]);
    expect(checkInvoice(doc, xml)).toEqual([]);
    const shown = (await listed(s)).data.find((d: { code: string }) => d.code === invoice!.code);
    expect(shown).toMatchObject({ paid_from_wallet: true, total_bani: 0, batch: { id: data.batch.id, number: data.batch.number }, reverses: [{ code: topUp!.code }] });
  });
});
