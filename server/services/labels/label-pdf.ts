// Shipping labels as a PDF (pdfkit): A6 (a label printer's 105 x 148 mm), one label per page, or A4
// with four A6 labels per sheet and dashed cut lines, as on 4-up label paper. The text font is DejaVu
// Sans Condensed, embedded and subset (pdf-document.ts), so names and addresses keep ă â î ș ț. Our layout is the one for simulated bookings and the fallback when a
// carrier's own label is not available.
import { openPdf } from '../pdf-document.ts';
import { awbBars, trackingQr } from './barcodes.ts';
import { SHEET_FORMATS, type LabelFormat, type LabelPrint } from './label-data.ts';
import { A6, drawLabel, FONT } from './label-layout.ts';

const A4 = { width: 595.28, height: 841.89 };

/** The PDF formats: A6, or four A6 a sheet (A4, A4_4xA6). */
export type PdfLabelFormat = Exclude<LabelFormat, 'ZPL'>;

function newDocument(format: PdfLabelFormat, title: string) {
  return openPdf({ size: SHEET_FORMATS.includes(format) ? 'A4' : 'A6', margin: 0, info: { Title: title, Author: 'Curiero' } }, FONT);
}

/** The dashed lines between the quarters of an A4 sheet holding `count` labels (1 to 4). */
function cutLines(doc: PDFKit.PDFDocument, count: number): void {
  doc.save().lineWidth(0.5).dash(4, { space: 4 }).strokeColor('#000000');
  doc.moveTo(A6.width, 0).lineTo(A6.width, Math.ceil(count / 2) * A6.height).stroke();
  doc.moveTo(0, A6.height).lineTo(count > 1 ? A4.width : A6.width, A6.height).stroke();
  doc.restore();
}

/** Several labels in one PDF (the public API's POST /orders/labels): A6 one per page, A4 (A4_4xA6) four per sheet. */
export async function renderLabels(labels: readonly LabelPrint[], format: PdfLabelFormat): Promise<Buffer> {
  const title = labels.length === 1 ? `Etichetă AWB ${labels[0]!.data.awb}` : `Etichete (${labels.length})`;
  const { doc, done } = newDocument(format, title);
  const sheets = SHEET_FORMATS.includes(format);
  const perPage = sheets ? 4 : 1;
  labels.forEach((label, i) => {
    const n = i % perPage;
    if (i > 0 && n === 0) doc.addPage();
    doc.save().translate((n % 2) * A6.width, Math.floor(n / 2) * A6.height);
    drawLabel(doc, label, { barcode: awbBars(label.data.awb), qr: trackingQr(label.trackingUrl) });
    doc.restore();
    if (sheets && (n === perPage - 1 || i === labels.length - 1)) cutLines(doc, n + 1);
  });
  doc.end();
  return done;
}

export function renderLabel(label: LabelPrint, format: PdfLabelFormat): Promise<Buffer> {
  return renderLabels([label], format);
}
