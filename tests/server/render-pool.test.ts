// The render threads (services/render/render-pool.ts) make the documents the main thread would have
// made: the same bytes, each PDF's creation and modification dates and the file ID derived from
// them aside, for an invoice, a month's ZIP (the same files) and a payout report; for labels (our
// layout alone, and merged with a carrier's PDF) the same objects, as pdfkit numbers and writes the
// barcodes' images in an order that varies from one drawing to the next on any thread (zlib decodes
// their PNGs asynchronously). Up to `threads` threads draw at once; a document that cannot be made
// is an error, as before.
import { inflateSync } from 'node:zlib';
import { unzipSync } from 'fflate';
import { afterAll, describe, expect, it } from 'vitest';
import { invoicesZip, type ExportLine } from '../../server/services/invoices/invoice-export.ts';
import type { Invoice } from '../../server/services/invoices/invoice-model.ts';
import { invoicePdf } from '../../server/services/invoices/invoice-pdf.ts';
import { composeLabels, type LabelPart } from '../../server/services/labels/label-compose.ts';
import type { LabelData, LabelPrint } from '../../server/services/labels/label-data.ts';
import { renderLabels } from '../../server/services/labels/label-pdf.ts';
import { createRenderPool } from '../../server/services/render/render-pool.ts';
import type { PayoutWithLines } from '../../server/services/repayments/queries.ts';
import { payoutPdf } from '../../server/services/repayments/report.ts';

/** Text with the PDF dates and the file ID blanked (they differ from one second to the next). */
const undatedText = (text: string) => text.replace(/\(D:\d{14}[^)]*\)/g, '(D:)').replace(/\/ID \[<[0-9a-f]+> <[0-9a-f]+>\]/gi, '/ID []');
const undated = (bytes: Uint8Array) => undatedText(Buffer.from(bytes).toString('latin1'));

function expectSameDocument(made: Uint8Array, expected: Uint8Array) {
  expect(made.byteLength).toBe(expected.byteLength);
  expect(undated(made)).toBe(undated(expected));
}

/**
 * The PDF's objects, dates blanked, and its trailer, with neither the order of the objects nor their
 * numbers (pdfkit numbers some of the barcodes' image objects when zlib has decoded their PNGs, in
 * whichever order that ends): each object's content, references to others blanked, sorted. The
 * objects of an object stream (pdf-lib's, which holds its dates) are read inflated, one by one; its
 * cross-reference stream, offsets only, is left out as pdfkit's table is.
 */
function objectsOf(pdf: Uint8Array) {
  const text = Buffer.from(pdf).toString('latin1');
  const unnumbered = (body: string) => undatedText(body).replace(/\d+ 0 R\b/g, 'R');
  const objects: string[] = [];
  for (const [, body] of text.matchAll(/(?:^|\n)\d+ 0 obj\n([\s\S]*?)\nendobj/g)) {
    // pdf-lib's cross-reference stream: the objects' offsets in the file.
    if (/^<<[^]*?\/Type \/XRef/.test(body!)) continue;
    const packed = /^<<([^]*?\/Type \/ObjStm[^]*?)>>\nstream\n([^]*)\nendstream$/.exec(body!);
    if (!packed) {
      objects.push(unnumbered(body!));
      continue;
    }
    // An object stream: 'number offset' pairs, then the objects from /First on, each read on its own.
    const inflated = inflateSync(Buffer.from(packed[2]!, 'latin1')).toString('latin1');
    const first = Number(/\/First (\d+)/.exec(packed[1]!)![1]);
    const offsets = inflated.slice(0, first).trim().split(/\s+/).filter((_, i) => i % 2 === 1).map(Number);
    offsets.forEach((offset, i) => objects.push(unnumbered(inflated.slice(first + offset, i + 1 < offsets.length ? first + offsets[i + 1]! : undefined).trim())));
  }
  return { objects: objects.sort(), trailer: unnumbered(text.slice(text.lastIndexOf('trailer')).replace(/startxref\n\d+/, '')) };
}

function expectSameObjects(made: Uint8Array, expected: Uint8Array) {
  const [a, b] = [objectsOf(made), objectsOf(expected)];
  expect(a.objects.length).toBeGreaterThan(3);
  expect(a.objects.length).toBe(b.objects.length);
  a.objects.forEach((body, i) => expect(body, `object ${i} of ${a.objects.length}`).toBe(b.objects[i]));
  expect(a.trailer).toBe(b.trailer);
}

const party = (name: string, locality: string) => ({
  name, phone: '0722123456', email: null, company: null, addressLines: ['Str. Ștefan cel Mare și Sfânt nr. 10'], locality, county: 'Iași', postalCode: '700028', lockerId: null,
});
const label = (awb: string, demo: boolean): LabelPrint => {
  const data: LabelData = {
    awb, carrierId: 6, carrierName: 'Sameday', serviceId: 1, serviceName: 'Domiciliu - domiciliu', orderNumber: `CUR-2026-${awb.slice(-6)}`,
    sender: party('Ioana Țăranu', 'Cluj-Napoca'), recipient: party('Ștefan Bârlădeanu', 'Iași'),
    parcels: 1, envelopes: 0, weightKg: 2.5, codBani: 12_350, content: 'Cărți', options: ['Deschidere colet'], bookedAt: '2026-03-10T08:00:00Z',
  };
  return { data, demo, trackingUrl: `https://curiero.ro/tracking?awb=${awb}` };
};
const LABELS = [label('1234567890001', true), label('1234567890002', true), label('1234567890003', false)];

const address = { street: 'Str. Memorandumului nr. 28', city: 'Cluj-Napoca', county: 'Cluj', countyCode: 'RO-CJ', postalCode: '400114', country: 'RO' as const };
const INVOICE: Invoice = {
  kind: 'invoice', series: 'CUR', number: 7, id: 'CUR-000007', issueDate: '2026-03-15', dueDate: '2026-03-15', currency: 'RON',
  seller: { name: 'Curiero Logistică S.R.L.', cui: 'RO12345674', regCom: 'J12/3456/2024', isCompany: true, vatPayer: true, address, iban: 'RO49AAAA1B31007593840000' },
  buyer: { name: 'Ștefan Țăranu-Îndrăgitu', isCompany: false, vatPayer: false, address },
  lines: [{ name: 'Transport colet Sameday, Cluj-Napoca → Iași', quantity: 2, unitCode: 'C62', unitPriceBani: 1999, vatRatePercent: 21, vatCategory: 'S' }],
  paymentMeans: 'card', paid: 4838, references: [],
};
const exportLine = (code: string, invoice: Invoice): ExportLine => ({
  id: invoice.number, kind: 'invoice', series: invoice.series, number: invoice.number, code, customerId: 1, buyerEmail: null, buyerName: invoice.buyer.name,
  orderId: null, paymentId: null, refundId: null, ledgerId: null, correctsId: null, issueDate: invoice.issueDate, netBani: 3998, vatBani: 840, totalBani: 4838,
  efacturaStatus: 'not_configured', efacturaUploadId: null, efacturaMessage: null, createdAt: new Date('2026-03-15T09:00:00Z'), updatedAt: new Date('2026-03-15T09:00:00Z'),
  orderNumber: 'CUR-2026-000007', correctsCode: null, paymentMeans: 'card', references: [], document: { ...invoice, id: code },
});
const at = (iso: string) => new Date(iso);
const PAYOUT: PayoutWithLines = {
  payout: {
    id: 12, customerId: 1, bankIban: 'RO49AAAA1B31007593840000', bankHolder: 'Magazinul Brădet S.R.L.', amountBani: 123_450, currency: 'RON', status: 'paid',
    transferReference: 'SIM-12', failureReason: null, attempts: 1, createdAt: at('2026-03-01T00:00:00Z'), updatedAt: at('2026-03-01T00:05:00Z'), paidAt: at('2026-03-01T00:05:00Z'),
    testMode: false,
  },
  lines: [
    {
      id: 3, orderId: 40, customerId: 1, awb: '1234567890001', carrierId: 6, amountBani: 123_450, currency: 'RON', status: 'paid', payoutId: 12, bankIban: 'RO49AAAA1B31007593840000',
      bankHolder: 'Magazinul Brădet S.R.L.', recipientName: 'Ștefan Țăranu', deliveredAt: at('2026-02-27T12:00:00Z'), createdAt: at('2026-02-27T12:00:00Z'),
      updatedAt: at('2026-03-01T00:05:00Z'), orderNumber: 'CUR-2026-000040', testMode: false,
    },
  ],
};

describe('the render threads', () => {
  const pool = createRenderPool({ threads: 2 });
  afterAll(async () => pool.close());

  it('draw the labels as the main thread does: our layout alone, and merged between carriers\' PDFs', async () => {
    expectSameObjects(await pool.labels([{ ours: LABELS }], 'A4'), await renderLabels(LABELS, 'A4'));
    // A carrier's PDF (here: one of ours, as a carrier would send it), then ours, then the carrier's again.
    const carrier = new Uint8Array(await renderLabels([LABELS[2]!], 'A6'));
    const parts: LabelPart[] = [{ pdf: carrier }, { ours: LABELS.slice(0, 2) }, { pdf: carrier }];
    expectSameObjects(await pool.labels(parts, 'A6'), await composeLabels(parts, 'A6'));
  }, 120_000);

  it("draw an invoice, a month's ZIP and a payout report as the main thread does", async () => {
    expectSameDocument(await pool.invoice(INVOICE), await invoicePdf(INVOICE));
    const lines = [exportLine('CUR-000007', INVOICE), exportLine('CUR-000008', { ...INVOICE, number: 8, buyer: { ...INVOICE.buyer, name: 'Ana Popescu' } })];
    const [made, expected] = [unzipSync(await pool.invoicesZip('2026-03', lines)), unzipSync(await invoicesZip('2026-03', lines))];
    expect(Object.keys(made)).toEqual(['curiero-facturi-2026-03.csv', 'CUR-000007.pdf', 'CUR-000008.pdf']);
    expect(Object.keys(made)).toEqual(Object.keys(expected));
    for (const name of Object.keys(made)) expectSameDocument(made[name]!, expected[name]!);
    expectSameDocument(await pool.payoutReport(PAYOUT, { providerSimulated: true }), await payoutPdf(PAYOUT, { providerSimulated: true }));
  });

  it('start a second thread while documents wait, and no more than `threads`', async () => {
    const made = await Promise.all([INVOICE, INVOICE, INVOICE, INVOICE].map((invoice) => pool.invoice(invoice)));
    expect(made.map((pdf) => pdf.subarray(0, 5).toString())).toEqual(['%PDF-', '%PDF-', '%PDF-', '%PDF-']);
    expect(pool.running()).toBe(2);
  });

  it('fail a document that cannot be made, with the reason, and go on drawing', async () => {
    await expect(pool.labels([{ pdf: new TextEncoder().encode('not a PDF') }, { ours: LABELS }], 'A6')).rejects.toThrow(/PDF/i);
    expect(Buffer.from(await pool.invoice(INVOICE)).subarray(0, 5).toString()).toBe('%PDF-');
  });
});
