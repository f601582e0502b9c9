// The invoice as an A4 PDF for the customer (pdfkit): 'FACTURĂ' or 'FACTURĂ STORNO', series and
// number, the dates, the seller's and the buyer's details (CUI / CIF, Reg. Com., address, IBAN), the
// lines, the VAT breakdown and the totals in lei (invoice-pdf-table.ts), the invoice a credit note
// corrects, how it was paid, and a footer on every page. The text is DejaVu Sans Condensed, the font
// files the shipping labels use (dejavu-fonts-ttf), embedded and subset by pdfkit, so ă â î ș ț and
// Ă Â Î Ș Ț print as written. The legally binding document is the e-Factura XML (ubl-xml.ts); this
// is the same invoice, to read.
import { openPdf } from '../pdf-document.ts';
import { computeTotals, numberPart, vatIdentifier, type Invoice, type Party } from './invoice-model.ts';
import { drawLines, drawTotals, FONT, FOOTER_SPACE, formatLei, PAGE } from './invoice-pdf-table.ts';
import { addressText } from './ro-address.ts';
import { payeeIban } from './ubl-xml.ts';

const LEFT = PAGE.margin;
const WIDTH = PAGE.width - 2 * PAGE.margin;

/** '2026-03-15' -> '15.03.2026' (the dates are already Bucharest calendar days). */
export const formatDate = (iso: string) => iso.replace(/^(\d{4})-(\d{2})-(\d{2})$/, '$3.$2.$1');
/** RO49AAAA1B31… in groups of four, as banks print it. */
const groupIban = (iban: string) => iban.replace(/\s/g, '').replace(/(.{4})(?=.)/g, '$1 ');

export function documentTitle(invoice: Pick<Invoice, 'kind'>): string {
  return invoice.kind === 'credit_note' ? 'FACTURĂ STORNO' : 'FACTURĂ';
}

/** How it was paid (or refunded), as a sentence for the customer. */
export function paymentText(invoice: Invoice): string | null {
  const credit = invoice.kind === 'credit_note';
  switch (invoice.paymentMeans) {
    case 'card':
      return credit ? 'Restituit pe cardul folosit la plată' : 'Achitat cu cardul';
    case 'wallet':
      return credit ? 'Restituit în portofelul Curiero' : 'Achitat din portofel';
    case 'transfer': {
      const iban = payeeIban(invoice);
      return `${credit ? 'Restituire' : 'Plată'} prin transfer bancar${iban ? ` în contul ${groupIban(iban)}` : ''}`;
    }
    default:
      return null;
  }
}

function partyLines(party: Party, buyer: boolean, demo: boolean): string[] {
  const vatId = vatIdentifier(party);
  const id = vatId ?? party.cui?.trim();
  const label = party.isCompany || !buyer || !/^\d{13}$/.test(id ?? '') ? 'CUI' : 'CNP';
  // A demonstration seller has no CUI: none is printed that could pass for a real one.
  const idLine = !buyer && demo ? 'CUI: — (emitent neconfigurat, document demonstrativ)' : id ? `${label}: ${id}${vatId ? ' (plătitor de TVA)' : ''}` : '';
  return [
    idLine,
    party.regCom ? `Reg. Com.: ${party.regCom}` : '',
    `Adresa: ${addressText(party.address)}`,
    party.iban ? `IBAN: ${groupIban(party.iban)}` : '',
    party.bank ? `Banca: ${party.bank}` : '',
    !buyer && party.email ? `Email: ${party.email}` : '',
    !buyer && party.phone ? `Telefon: ${party.phone}` : '',
  ].filter(Boolean);
}

function drawParty(doc: PDFKit.PDFDocument, title: string, party: Party, buyer: boolean, demo: boolean, x: number, y: number, width: number): number {
  doc.font(FONT.bold).fontSize(8).fillColor('#555555').text(title.toUpperCase(), x, y, { width });
  doc.font(FONT.bold).fontSize(11).fillColor('#000000').text(party.name, x, y + 12, { width });
  doc.font(FONT.regular).fontSize(8.5);
  for (const line of partyLines(party, buyer, demo)) doc.text(line, x, doc.y + 1, { width });
  return doc.y;
}

function drawHeader(doc: PDFKit.PDFDocument, invoice: Invoice): number {
  const right = LEFT + WIDTH / 2;
  doc.font(FONT.bold).fontSize(20).fillColor('#000000').text(documentTitle(invoice), right, LEFT, { width: WIDTH / 2, align: 'right' });
  doc.font(FONT.regular).fontSize(10);
  const facts = [
    `Seria ${invoice.series} nr. ${numberPart(invoice)}`,
    `Data emiterii: ${formatDate(invoice.issueDate)}`,
    invoice.dueDate ? `Data scadenței: ${formatDate(invoice.dueDate)}` : '',
    invoice.orderReference ? `Comanda: ${invoice.orderReference}` : '',
  ].filter(Boolean);
  for (const fact of facts) doc.text(fact, right, doc.y + 1, { width: WIDTH / 2, align: 'right' });
  let y = doc.y;
  if (invoice.references.length > 0) {
    doc.font(FONT.bold).fontSize(9);
    // A credit note reverses the invoice it corrects; a wallet order's invoice, the advance invoiced at the top-up(s).
    const what = invoice.kind === 'credit_note' ? 'Stornează factura' : 'Stornează avansul din factura';
    for (const ref of invoice.references) {
      doc.text(`${what} ${ref.id} din ${formatDate(ref.issueDate)}`, right, doc.y + 2, { width: WIDTH / 2, align: 'right' });
    }
    y = doc.y;
  }
  doc.font(FONT.bold).fontSize(14).text('Curiero', LEFT, LEFT + 4, { width: WIDTH / 2 - 10 });
  doc.font(FONT.regular).fontSize(8.5).fillColor('#555555').text('Servicii de curierat', LEFT, doc.y, { width: WIDTH / 2 - 10 }).fillColor('#000000');
  return Math.max(y, doc.y) + 16;
}

export const DEMO_FOOTER = 'DEMO: document demonstrativ, fără valoare fiscală.';

/** The demonstration mark, as on a demo label (labels/label-layout.ts): a large grey DEMO across the page, under nothing that matters. */
function demoWatermark(doc: PDFKit.PDFDocument): void {
  doc.save();
  doc.rotate(-35, { origin: [PAGE.width / 2, PAGE.height / 2] });
  doc.font(FONT.bold).fontSize(150).fillColor('#000000').fillOpacity(0.08);
  doc.text('DEMO', 0, PAGE.height / 2 - 90, { width: PAGE.width, align: 'center', lineBreak: false });
  doc.restore();
  doc.fillOpacity(1);
}

function drawFooters(doc: PDFKit.PDFDocument, invoice: Invoice): void {
  const range = doc.bufferedPageRange();
  for (let i = 0; i < range.count; i++) {
    doc.switchToPage(range.start + i);
    const bottom = doc.page.margins.bottom;
    doc.page.margins.bottom = 0; // writing below the bottom margin must not open a new page
    const y = PAGE.height - PAGE.margin - FOOTER_SPACE / 2;
    doc.moveTo(LEFT, y - 4).lineTo(LEFT + WIDTH, y - 4).lineWidth(0.4).strokeColor('#c8c8c8').stroke();
    if (invoice.demo) demoWatermark(doc);
    doc.font(FONT.regular).fontSize(7).fillColor('#555555');
    const validity = invoice.demo ? DEMO_FOOTER : 'Factura este valabilă fără semnătură și ștampilă.';
    doc.text(`${invoice.seller.name} · ${invoice.id} · ${validity}`, LEFT, y, { width: WIDTH - 80, lineBreak: false });
    doc.text(`Pagina ${i + 1} din ${range.count}`, LEFT + WIDTH - 80, y, { width: 80, align: 'right', lineBreak: false });
    doc.page.margins.bottom = bottom;
  }
}

/** The PDF of an invoice or credit note (A4), in memory. */
export function invoicePdf(invoice: Invoice): Promise<Buffer> {
  const totals = computeTotals(invoice);
  const title = `${invoice.kind === 'credit_note' ? 'Factură storno' : 'Factură'} ${invoice.id}`;
  const { doc, done } = openPdf({ size: 'A4', margin: PAGE.margin, bufferPages: true, info: { Title: title, Author: 'Curiero' } }, FONT);
  const demo = invoice.demo === true;

  let y = drawHeader(doc, invoice);
  const column = (WIDTH - 20) / 2;
  y = Math.max(
    drawParty(doc, 'Furnizor', invoice.seller, false, demo, LEFT, y, column),
    drawParty(doc, 'Cumpărător', invoice.buyer, true, demo, LEFT + column + 20, y, column),
  ) + 16;
  y = drawLines(doc, invoice, totals, y);
  y = drawTotals(doc, invoice, totals, y);

  const payment = paymentText(invoice);
  const paid = invoice.paid > 0 ? `${invoice.kind === 'credit_note' ? 'Suma restituită' : 'Suma achitată'}: ${formatLei(invoice.paid)}` : '';
  const notes = [payment ? `${payment}.` : '', paid, invoice.paymentTerms ?? '', invoice.note ? `Mențiuni: ${invoice.note}` : ''].filter(Boolean);
  doc.font(FONT.regular).fontSize(9).fillColor('#000000');
  for (const line of notes) {
    if (y + doc.heightOfString(line, { width: WIDTH }) > PAGE.height - PAGE.margin - FOOTER_SPACE) {
      doc.addPage();
      y = PAGE.margin;
    }
    doc.text(line, LEFT, y, { width: WIDTH });
    y = doc.y + 3;
  }
  drawFooters(doc, invoice);
  doc.end();
  return done;
}
