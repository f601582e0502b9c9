// A pdfkit document written to memory with our text font registered: DejaVu Sans Condensed (the
// dejavu-fonts-ttf package), embedded and subset by pdfkit, so ă â î ș ț print as written. Shared by
// the shipping labels (labels/label-pdf.ts) and the invoices (invoices/invoice-pdf.ts).
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import PDFDocument from 'pdfkit';

const require = createRequire(import.meta.url);
let fonts: { regular: Buffer; bold: Buffer } | undefined;
/** Read once per process: each document parses them again, but not from disk. */
function fontFiles() {
  fonts ??= {
    regular: readFileSync(require.resolve('dejavu-fonts-ttf/ttf/DejaVuSansCondensed.ttf')),
    bold: readFileSync(require.resolve('dejavu-fonts-ttf/ttf/DejaVuSansCondensed-Bold.ttf')),
  };
  return fonts;
}

/** A new document with the font registered under the given names; `done` resolves with its bytes once it is ended. */
export function openPdf(options: PDFKit.PDFDocumentOptions, fontNames: { regular: string; bold: string }) {
  const doc = new PDFDocument(options);
  const chunks: Buffer[] = [];
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  const { regular, bold } = fontFiles();
  doc.registerFont(fontNames.regular, regular);
  doc.registerFont(fontNames.bold, bold);
  return { doc, done };
}
