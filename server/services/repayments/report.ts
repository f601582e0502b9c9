// A payout's report, to download: its lines (AWB, order, recipient, delivery date, amount), the
// refunds of returns deducted from it (cod-refunds.ts: a negative line each) and its total,
// as CSV (csv-stringify) and as an A4 PDF (pdfkit). The PDF embeds DejaVu Sans (the dejavu-fonts-ttf
// package), which has ș and ț: the standard PDF fonts have no comma-below letters, and names on a
// bank report must be spelt right (the shipping labels, labels/label-pdf.ts, embed it too).
import { createRequire } from 'node:module';
import PDFDocument from 'pdfkit';
import { formatRon } from '../money-format.ts';
import type { PayoutRefundLine, PayoutWithLines } from './queries.ts';
import { isSimulatedPayout, maskedIban, type PayoutRow } from './views.ts';
import { spreadsheetCsv } from '../spreadsheet-csv.ts';

const require = createRequire(import.meta.url);
const FONTS = {
  regular: require.resolve('dejavu-fonts-ttf/ttf/DejaVuSans.ttf'),
  bold: require.resolve('dejavu-fonts-ttf/ttf/DejaVuSans-Bold.ttf'),
};

export const PAYOUT_STATUS_NAMES: Record<PayoutRow['status'], string> = {
  pending: 'În așteptare',
  processing: 'În curs de plată',
  paid: 'Plătit',
  failed: 'Eșuat',
  cancelled: 'Anulat',
};

export const SIMULATED_NOTE = 'Plată simulată: furnizorul de plăți local nu a făcut niciun transfer bancar real.';

const day = new Intl.DateTimeFormat('ro-RO', { timeZone: 'Europe/Bucharest', day: '2-digit', month: '2-digit', year: 'numeric' });
const dateOf = (value: Date | null) => (value ? day.format(value) : '');
/** 123450 -> '1.234,50 lei' */
export const formatLei = (bani: number) => formatRon(bani).replace(/ RON$/, ' lei');
/** 123450 -> '1234,50', -5 -> '-0,05' (a spreadsheet in Romanian reads it as a number). */
const plainAmount = (bani: number) => `${bani < 0 ? '-' : ''}${Math.trunc(Math.abs(bani) / 100)},${String(Math.abs(bani) % 100).padStart(2, '0')}`;
/** An IBAN masked to its country and last four ('RO…4321'), short enough for the report's one-line cell. */
/** A return's refund deducted from the payout, as a report's line (AWB column: the return; the buyer's IBAN masked first, a long name cut after it). */
const refundCells = (refund: PayoutRefundLine, amount: string) => [`Retur #${refund.returnId}`, refund.orderReference, `Rambursare ${maskedIban(refund.buyerIban)}, ${refund.buyerName}`, dateOf(refund.createdAt), amount];
/** What the payout pays: its repayments less the refunds deducted from it. */
const netOf = ({ lines, refunds = [] }: PayoutWithLines) => lines.reduce((sum, line) => sum + line.amountBani, 0) - refunds.reduce((sum, refund) => sum + refund.amountBani, 0);
/** "1 colet", or "3 colete, 1 rambursare de retur scăzută" when refunds were deducted. */
const countText = ({ lines, refunds = [] }: PayoutWithLines) =>
  parcelsText(lines.length) + (refunds.length ? `, ${refunds.length === 1 ? '1 rambursare de retur scăzută' : `${refunds.length} rambursări de retur scăzute`}` : '');
/** 1 colet, 3 colete, 20 de colete (Romanian plural). */
export const parcelsText = (n: number) => (n === 1 ? '1 colet' : (n > 0 && n % 100 === 0) || n % 100 >= 20 ? `${n} de colete` : `${n} colete`);
/** RO49AAAA1B31… in groups of four, as banks print it. */
export const groupIban = (iban: string) => iban.replace(/(.{4})(?=.)/g, '$1 ');

export function reportFileName(payoutId: number, extension: 'csv' | 'pdf'): string {
  return `decont-rambursuri-${payoutId}.${extension}`;
}

/**
 * The CSV: one line per repayment and a total line. Semicolons and decimal commas, with a UTF-8 BOM:
 * what a spreadsheet set to Romanian opens as columns and numbers, diacritics intact.
 */
export function payoutCsv(found: PayoutWithLines): string {
  const { payout, lines, refunds = [] } = found;
  const rows = [
    ['AWB', 'Comandă', 'Destinatar', 'Data livrării', 'Sumă (lei)'],
    ...lines.map((line) => [line.awb, line.orderNumber, line.recipientName, dateOf(line.deliveredAt), plainAmount(line.amountBani)]),
    ...refunds.map((refund) => refundCells(refund, plainAmount(-refund.amountBani))),
    [`Total decont ${payout.id}`, countText(found), '', '', plainAmount(netOf(found))],
  ];
  return spreadsheetCsv(rows);
}

const PAGE = { margin: 40, width: 595.28, height: 841.89 };
const COLUMNS = [
  { title: 'AWB', width: 110, align: 'left' },
  { title: 'Comandă', width: 95, align: 'left' },
  { title: 'Destinatar', width: 160, align: 'left' },
  { title: 'Livrat la', width: 70, align: 'left' },
  { title: 'Sumă', width: 80, align: 'right' },
] as const;
const ROW = 18;

/** The PDF report (A4, DejaVu Sans), in memory. */
export function payoutPdf(found: PayoutWithLines, options: { providerSimulated: boolean; now?: Date }): Promise<Buffer> {
  const doc = new PDFDocument({
    size: 'A4',
    margin: PAGE.margin,
    info: { Title: `Decont rambursuri ${found.payout.id}`, Author: 'Curiero', Subject: 'Rambursuri încasate la livrare' },
  });
  const { payout, lines, refunds = [] } = found;
  const chunks: Buffer[] = [];
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  doc.registerFont('regular', FONTS.regular);
  doc.registerFont('bold', FONTS.bold);
  const left = PAGE.margin;
  const width = PAGE.width - 2 * PAGE.margin;

  doc.font('regular').fontSize(9).fillColor('#555555').text('Curiero · rambursuri încasate la livrare', left, PAGE.margin);
  doc.font('bold').fontSize(18).fillColor('#000000').text(`Decont rambursuri nr. ${payout.id}`, left, PAGE.margin + 16);
  let y = PAGE.margin + 48;
  const facts: [string, string][] = [
    ['Titular cont', payout.bankHolder || '—'],
    ['IBAN', groupIban(payout.bankIban)],
    ['Stare', PAYOUT_STATUS_NAMES[payout.status]],
    ['Creat la', dateOf(payout.createdAt)],
    ['Plătit la', payout.paidAt ? dateOf(payout.paidAt) : '—'],
    ['Referință transfer', payout.transferReference ?? '—'],
  ];
  if (payout.status === 'failed' && payout.failureReason) facts.push(['Motiv', payout.failureReason]);
  for (const [name, value] of facts) {
    doc.font('bold').fontSize(10).text(`${name}:`, left, y, { width: 120, lineBreak: false });
    doc.font('regular').text(value, left + 120, y, { width: width - 120 });
    y = Math.max(y + 15, doc.y + 2);
  }
  if (isSimulatedPayout(payout, options.providerSimulated)) {
    y += 4;
    doc.rect(left, y, width, 22).fillAndStroke('#fff4d6', '#c99a00');
    doc.fillColor('#000000').font('bold').fontSize(9).text(SIMULATED_NOTE, left + 8, y + 7, { width: width - 16, lineBreak: false });
    y += 30;
  }

  y += 10;
  const header = () => {
    doc.rect(left, y, width, ROW).fill('#eeeeee');
    doc.fillColor('#000000').font('bold').fontSize(9);
    let x = left;
    for (const column of COLUMNS) {
      doc.text(column.title, x + 4, y + 5, { width: column.width - 8, align: column.align, lineBreak: false });
      x += column.width;
    }
    y += ROW;
  };
  header();
  doc.font('regular').fontSize(9);
  const rows = [
    ...lines.map((line) => [line.awb, line.orderNumber, line.recipientName, dateOf(line.deliveredAt), formatLei(line.amountBani)]),
    ...refunds.map((refund) => refundCells(refund, `−${formatLei(refund.amountBani)}`)),
  ];
  for (const cells of rows) {
    if (y + ROW > PAGE.height - PAGE.margin - ROW) {
      doc.addPage();
      y = PAGE.margin;
      header();
      doc.font('regular').fontSize(9);
    }
    let x = left;
    cells.forEach((cell, i) => {
      const column = COLUMNS[i]!;
      // One line per cell: a long name is cut with an ellipsis (height: one line).
      doc.text(cell, x + 4, y + 5, { width: column.width - 8, height: 11, align: column.align, ellipsis: true });
      x += column.width;
    });
    doc.moveTo(left, y + ROW).lineTo(left + width, y + ROW).lineWidth(0.3).strokeColor('#cccccc').stroke();
    y += ROW;
  }
  doc.font('bold').fontSize(10).fillColor('#000000');
  doc.text(`Total: ${countText(found)}`, left + 4, y + 6, { width: 340, lineBreak: false });
  doc.text(formatLei(netOf(found)), left + width - 160, y + 6, { width: 156, align: 'right', lineBreak: false });
  doc
    .font('regular')
    .fontSize(8)
    .fillColor('#555555')
    .text(`Generat la ${dateOf(options.now ?? new Date())}.`, left, y + 30, { width, lineBreak: false });
  doc.end();
  return done;
}
