// The money part of the invoice PDF (invoice-pdf.ts draws the rest): the table of lines (denumire,
// U.M., cantitate, preț unitar fără TVA, valoare, cota TVA, TVA), continued on a new page with its
// header repeated when it runs out of room, then the VAT breakdown and the totals in lei, written the
// Romanian way ('1.234,56 lei'). The amounts are computeTotals()'s: the breakdown's VAT is what the
// invoice owes; a line's VAT column is that line's share, for reading.
import { formatRon } from '../money-format.ts';
import { vatOf, type Invoice, type InvoiceLine, type InvoiceTotals, type VatBreakdown } from './invoice-model.ts';

export const FONT = { regular: 'invoice-regular', bold: 'invoice-bold' } as const;
export const PAGE = { width: 595.28, height: 841.89, margin: 40 };
/** Room kept at the bottom of each page for the footer. */
export const FOOTER_SPACE = 40;
const LEFT = PAGE.margin;
const WIDTH = PAGE.width - 2 * PAGE.margin;

/** 123450 -> '1.234,50 lei' (formatRon's Romanian digits, with 'lei' as an invoice writes it). */
export const formatLei = (bani: number) => formatRon(bani).replace(/ RON$/, ' lei');
const plainAmount = (bani: number) => formatRon(bani).replace(/ RON$/, '');
/** 1.5 -> '1,5' */
const formatQuantity = (q: number) => String(Math.round(q * 1000) / 1000).replace('.', ',');

const UNIT_NAMES: Readonly<Record<string, string>> = { C62: 'buc.', H87: 'buc.', E48: 'serv.', KGM: 'kg', MTR: 'm', HUR: 'oră', DAY: 'zi', MON: 'lună' };
export const unitName = (code: string) => UNIT_NAMES[code] ?? code;

/** What the VAT column says for a line or a breakdown group. */
export function rateText(item: Pick<InvoiceLine, 'vatCategory'> & { rate: number }): string {
  switch (item.vatCategory) {
    case 'E':
      return 'scutit';
    case 'AE':
      return 'taxare inversă';
    case 'O':
      return 'neimpozabil';
    default:
      return `${item.rate}%`;
  }
}

const COLUMNS = [
  { title: 'Nr.', width: 22, align: 'center' },
  { title: 'Denumire', width: 158, align: 'left' },
  { title: 'U.M.', width: 32, align: 'center' },
  { title: 'Cantitate', width: 45, align: 'right' },
  { title: 'Preț unitar fără TVA', width: 68, align: 'right' },
  { title: 'Valoare', width: 70, align: 'right' },
  { title: 'Cota TVA', width: 50, align: 'center' },
  { title: 'TVA', width: 70, align: 'right' },
] as const;

function tableHeader(doc: PDFKit.PDFDocument, y: number): number {
  doc.font(FONT.bold).fontSize(8);
  const height = Math.max(...COLUMNS.map((c) => doc.heightOfString(c.title, { width: c.width - 6 }))) + 8;
  doc.rect(LEFT, y, WIDTH, height).fill('#e8eef5');
  doc.fillColor('#000000');
  let x = LEFT;
  for (const column of COLUMNS) {
    doc.text(column.title, x + 3, y + 4, { width: column.width - 6, align: column.align });
    x += column.width;
  }
  return y + height;
}

/** A line's VAT as printed: its net x rate, or on a one-line document the breakdown's (the VAT taken out of a gross amount). */
function lineVat(invoice: Invoice, totals: InvoiceTotals, i: number): number {
  const line = invoice.lines[i]!;
  if (line.vatCategory !== 'S') return 0;
  return invoice.lines.length === 1 ? totals.vat[0]!.vatBani : vatOf(totals.lineNets[i]!, line.vatRatePercent);
}

/** The lines, from `y` down; returns where the table ends. */
export function drawLines(doc: PDFKit.PDFDocument, invoice: Invoice, totals: InvoiceTotals, top: number): number {
  let y = tableHeader(doc, top);
  invoice.lines.forEach((line, i) => {
    const net = totals.lineNets[i]!;
    const cells = [
      String(i + 1),
      line.description ? `${line.name}\n${line.description}` : line.name,
      unitName(line.unitCode),
      formatQuantity(line.quantity),
      plainAmount(line.unitPriceBani),
      plainAmount(net),
      rateText({ vatCategory: line.vatCategory, rate: line.vatRatePercent }),
      plainAmount(lineVat(invoice, totals, i)),
    ];
    doc.font(FONT.regular).fontSize(8);
    const height = Math.max(...cells.map((cell, c) => doc.heightOfString(cell, { width: COLUMNS[c]!.width - 6 }))) + 8;
    if (y + height > PAGE.height - PAGE.margin - FOOTER_SPACE) {
      doc.addPage();
      y = tableHeader(doc, PAGE.margin);
      doc.font(FONT.regular).fontSize(8);
    }
    let x = LEFT;
    cells.forEach((cell, c) => {
      const column = COLUMNS[c]!;
      doc.text(cell, x + 3, y + 4, { width: column.width - 6, align: column.align });
      x += column.width;
    });
    y += height;
    doc.moveTo(LEFT, y).lineTo(LEFT + WIDTH, y).lineWidth(0.4).strokeColor('#c8c8c8').stroke();
  });
  return y;
}

function breakdownRow(group: VatBreakdown): string[] {
  return [rateText({ vatCategory: group.category, rate: group.ratePercent }), formatLei(group.taxableBani), formatLei(group.vatBani)];
}

/** The VAT breakdown (left) and the totals (right), from `y` down; returns where they end. */
export function drawTotals(doc: PDFKit.PDFDocument, invoice: Invoice, totals: InvoiceTotals, top: number): number {
  const credit = invoice.kind === 'credit_note';
  const rows: [string, string, boolean][] = [
    ['Total fără TVA', formatLei(totals.taxExclusive), false],
    ['TVA', formatLei(totals.tax), false],
    [credit ? 'Total storno (cu TVA)' : 'Total factură (cu TVA)', formatLei(totals.taxInclusive), true],
  ];
  if (totals.rounding !== 0) rows.push(['Rotunjire', formatLei(totals.rounding), false]);
  if (totals.prepaid !== 0) {
    rows.push([credit ? 'Restituit' : 'Achitat', formatLei(totals.prepaid), false]);
    rows.push([credit ? 'Rest de restituit' : 'Rest de plată', formatLei(totals.payable), true]);
  }
  const needed = Math.max(rows.length * 16, 18 + totals.vat.length * 14) + 24;
  let y = top + 12;
  if (y + needed > PAGE.height - PAGE.margin - FOOTER_SPACE) {
    doc.addPage();
    y = PAGE.margin;
  }
  // VAT breakdown: cota, baza de impozitare, TVA.
  const widths = [70, 95, 85];
  doc.font(FONT.bold).fontSize(8).fillColor('#000000').text('Detalierea TVA', LEFT, y);
  let by = y + 13;
  ['Cota TVA', 'Baza de impozitare', 'Valoare TVA'].forEach((title, c) => {
    doc.text(title, LEFT + widths.slice(0, c).reduce((a, b) => a + b, 0), by, { width: widths[c]! - 4, align: c === 0 ? 'left' : 'right' });
  });
  by += 12;
  doc.font(FONT.regular);
  for (const group of totals.vat) {
    breakdownRow(group).forEach((cell, c) => {
      doc.text(cell, LEFT + widths.slice(0, c).reduce((a, b) => a + b, 0), by, { width: widths[c]! - 4, align: c === 0 ? 'left' : 'right' });
    });
    by += 12;
    if (group.exemptionReason) {
      doc.fontSize(7).fillColor('#555555').text(`Motiv: ${group.exemptionReason}`, LEFT, by, { width: 250 }).fillColor('#000000').fontSize(8);
      by = doc.y + 2;
    }
  }
  // Totals, right-aligned in a box.
  const boxX = LEFT + WIDTH - 230;
  let ty = y;
  for (const [label, value, strong] of rows) {
    doc.font(strong ? FONT.bold : FONT.regular).fontSize(strong ? 10 : 9);
    doc.text(label, boxX, ty, { width: 120 });
    doc.text(value, boxX + 120, ty, { width: 110, align: 'right' });
    ty += 16;
  }
  doc.moveTo(boxX, y - 4).lineTo(boxX + 230, y - 4).lineWidth(0.8).strokeColor('#333333').stroke();
  return Math.max(by, ty) + 8;
}
