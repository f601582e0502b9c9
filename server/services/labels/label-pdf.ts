// Shipping labels as a PDF (pdfkit): A6 (a label printer's 105 x 148 mm), one label per page, or A4
// with four A6 labels per sheet and dashed cut lines, as on 4-up label paper. The text font is DejaVu
// Sans Condensed (the dejavu-fonts-ttf package), embedded and subset by pdfkit, so names and
// addresses keep ă â î ș ț. Our layout is the one for simulated bookings and the fallback when a
// carrier's own label is not available.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import PDFDocument from 'pdfkit';
import { awbBarcode, trackingQr } from './barcodes.ts';
import type { LabelFormat, LabelPrint } from './label-data.ts';
import { A6, drawLabel, FONT, type LabelImages } from './label-layout.ts';

const require = createRequire(import.meta.url);
let fonts: { regular: Buffer; bold: Buffer } | undefined;
/** Read once per process: each document parses them again, but not from disk. */
export function fontFiles() {
  fonts ??= {
    regular: readFileSync(require.resolve('dejavu-fonts-ttf/ttf/DejaVuSansCondensed.ttf')),
    bold: readFileSync(require.resolve('dejavu-fonts-ttf/ttf/DejaVuSansCondensed-Bold.ttf')),
  };
  return fonts;
}

const A4 = { width: 595.28, height: 841.89 };

function newDocument(format: LabelFormat, title: string) {
  const doc = new PDFDocument({ size: format, margin: 0, info: { Title: title, Author: 'Curiero' } });
  const chunks: Buffer[] = [];
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  const { regular, bold } = fontFiles();
  doc.registerFont(FONT.regular, regular);
  doc.registerFont(FONT.bold, bold);
  return { doc, done };
}

/** The dashed lines between the quarters of an A4 sheet holding `count` labels (1 to 4). */
function cutLines(doc: PDFKit.PDFDocument, count: number): void {
  doc.save().lineWidth(0.5).dash(4, { space: 4 }).strokeColor('#000000');
  doc.moveTo(A6.width, 0).lineTo(A6.width, Math.ceil(count / 2) * A6.height).stroke();
  doc.moveTo(0, A6.height).lineTo(count > 1 ? A4.width : A6.width, A6.height).stroke();
  doc.restore();
}

/** Several labels in one PDF (the public API's POST /orders/labels): A6 one per page, A4 four per sheet. */
export async function renderLabels(labels: readonly LabelPrint[], format: LabelFormat): Promise<Buffer> {
  const images: LabelImages[] = await Promise.all(
    labels.map(async (label) => ({ barcode: await awbBarcode(label.data.awb), qr: await trackingQr(label.trackingUrl) })),
  );
  const title = labels.length === 1 ? `Etichetă AWB ${labels[0]!.data.awb}` : `Etichete (${labels.length})`;
  const { doc, done } = newDocument(format, title);
  const perPage = format === 'A6' ? 1 : 4;
  labels.forEach((label, i) => {
    const n = i % perPage;
    if (i > 0 && n === 0) doc.addPage();
    doc.save().translate((n % 2) * A6.width, Math.floor(n / 2) * A6.height);
    drawLabel(doc, label, images[i]!);
    doc.restore();
    if (format === 'A4' && (n === perPage - 1 || i === labels.length - 1)) cutLines(doc, n + 1);
  });
  doc.end();
  return done;
}

export function renderLabel(label: LabelPrint, format: LabelFormat): Promise<Buffer> {
  return renderLabels([label], format);
}
