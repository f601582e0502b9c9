// A pdfkit document written to memory with our text font registered: DejaVu Sans Condensed (the
// dejavu-fonts-ttf package), embedded and subset by pdfkit, so ă â î ș ț print as written. Shared by
// the shipping labels (labels/label-pdf.ts) and the invoices (invoices/invoice-pdf.ts).
import { create, type Font } from 'fontkit';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import PDFDocument from 'pdfkit';

const require = createRequire(import.meta.url);
let fonts: { regular: Font; bold: Font } | undefined;
/**
 * Read and parsed once per thread, then given to every document as parsed (pdfkit takes a fontkit
 * font as it is): the glyphs a document subsets are parsed once, not again for each document.
 */
function parsedFonts() {
  const parse = (file: string) => create(readFileSync(require.resolve(`dejavu-fonts-ttf/ttf/${file}`)));
  fonts ??= { regular: parse('DejaVuSansCondensed.ttf'), bold: parse('DejaVuSansCondensed-Bold.ttf') };
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
  const { regular, bold } = parsedFonts();
  // @types/pdfkit lists a path or bytes; pdfkit's font factory takes a parsed font too (fonts/factory.js).
  doc.registerFont(fontNames.regular, regular as unknown as Buffer);
  doc.registerFont(fontNames.bold, bold as unknown as Buffer);
  return { doc, done };
}
