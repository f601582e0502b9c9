// The labels' file put together from its parts, in the order asked (on a render thread,
// services/render/): a carrier's own label as it sent it, and runs of consecutive labels of our layout.
// - A6: each part's pages one after the other (pdf-lib), a run of ours drawn as one document.
// - A4 / A4_4xA6: four labels a sheet in the order asked. Ours alone are drawn four-up directly
//   (label-pdf.ts); with carriers' labels among them, every label page (a carrier's A6 or 10 x 14 cm
//   label, scaled to fit the quarter, or one of ours) takes the next quarter of the sheet, with the
//   same dashed cut lines; a carrier's page as large as a sheet (a carrier that prints only A4) is a
//   sheet of its own, in its place.
// - ZPL: the programs one after the other, a carrier's as it sent them, ours from label-zpl.ts.
import { PDFDocument, rgb, type PDFEmbeddedPage, type PDFPage } from 'pdf-lib';
import { SHEET_FORMATS, type LabelFormat, type LabelPrint, type ZplDpi } from './label-data.ts';
import { A6 } from './label-layout.ts';
import { renderLabels } from './label-pdf.ts';
import { renderZpl } from './label-zpl.ts';

/** A carrier's own label (its PDF, or its ZPL when ZPL was asked for), or labels we draw. */
export type LabelPart = { pdf: Uint8Array } | { zpl: Uint8Array } | { ours: LabelPrint[] };

const A4 = { width: 595.28, height: 841.89 };
/** A page this much larger than an A6 quarter is a carrier's full sheet. */
const SHEET_SIZED = 1.2;

async function merge(parts: Uint8Array[]): Promise<Uint8Array> {
  const out = await PDFDocument.create();
  for (const part of parts) {
    const doc = await PDFDocument.load(part);
    const pages = await out.copyPages(doc, doc.getPageIndices());
    for (const page of pages) out.addPage(page);
  }
  return out.save();
}

/** The dashed lines between the quarters of a sheet holding `count` labels (as label-pdf.ts draws them). */
function cutLines(page: PDFPage, count: number): void {
  const line = { thickness: 0.5, dashArray: [4, 4], color: rgb(0, 0, 0) };
  page.drawLine({ ...line, start: { x: A6.width, y: A4.height }, end: { x: A6.width, y: A4.height - Math.ceil(count / 2) * A6.height } });
  page.drawLine({ ...line, start: { x: 0, y: A4.height - A6.height }, end: { x: count > 1 ? A4.width : A6.width, y: A4.height - A6.height } });
}

/**
 * Every label page of the parts, four a sheet, in order. Ours are drawn as one A6 document, embedded
 * once (one font subset for them all), and taken page by page in their places.
 */
async function impose(parts: readonly LabelPart[]): Promise<Uint8Array> {
  const out = await PDFDocument.create();
  const ours = parts.flatMap((part) => ('ours' in part ? part.ours : []));
  const oursDoc = ours.length ? await PDFDocument.load(await renderLabels(ours, 'A6')) : null;
  const oursPages = oursDoc ? await out.embedPages(oursDoc.getPages()) : [];
  let nextOurs = 0;
  let sheet: PDFPage | null = null;
  let filled = 0;
  const close = () => {
    if (sheet) cutLines(sheet, filled);
    [sheet, filled] = [null, 0];
  };
  const place = (page: PDFEmbeddedPage) => {
    sheet ??= out.addPage([A4.width, A4.height]);
    const scale = Math.min(A6.width / page.width, A6.height / page.height);
    const [col, row] = [filled % 2, Math.floor(filled / 2)];
    sheet.drawPage(page, {
      x: col * A6.width + (A6.width - page.width * scale) / 2,
      y: A4.height - (row + 1) * A6.height + (A6.height - page.height * scale) / 2,
      width: page.width * scale,
      height: page.height * scale,
    });
    if (++filled === 4) close();
  };
  for (const part of parts) {
    if ('ours' in part) {
      for (const page of oursPages.slice(nextOurs, (nextOurs += part.ours.length))) place(page);
      continue;
    }
    const doc = await PDFDocument.load((part as { pdf: Uint8Array }).pdf);
    const embedded = await out.embedPages(doc.getPages());
    for (const [i, page] of embedded.entries()) {
      if (page.width > A6.width * SHEET_SIZED || page.height > A6.height * SHEET_SIZED) {
        close();
        const [copy] = await out.copyPages(doc, [i]);
        out.addPage(copy);
      } else place(page);
    }
  }
  close();
  return out.save();
}

function concat(chunks: Uint8Array[]): Uint8Array {
  const out = new Uint8Array(chunks.reduce((sum, c) => sum + c.length, 0));
  let at = 0;
  for (const chunk of chunks) {
    out.set(chunk, at);
    at += chunk.length;
  }
  return out;
}

/** ZPL programs, one after the other, each ending its line. */
function zplOf(parts: readonly LabelPart[], dpi: ZplDpi): Uint8Array {
  const encoder = new TextEncoder();
  return concat(
    parts.map((part) => {
      if ('pdf' in part) throw new Error('A PDF label cannot go into a ZPL file.');
      if ('ours' in part) return encoder.encode(renderZpl(part.ours, dpi));
      const text = new TextDecoder().decode(part.zpl);
      return text.endsWith('\n') ? part.zpl : concat([part.zpl, encoder.encode('\n')]);
    }),
  );
}

/** The file of the parts, in order: a PDF in the format asked, or ZPL at `dpi`. */
export async function composeLabels(parts: readonly LabelPart[], format: LabelFormat, dpi: ZplDpi = 203): Promise<Uint8Array> {
  if (format === 'ZPL') return zplOf(parts, dpi);
  const sheets = SHEET_FORMATS.includes(format);
  if (parts.some((part) => 'zpl' in part)) throw new Error('A ZPL label cannot go into a PDF.');
  const ours = parts.flatMap((part) => ('ours' in part ? part.ours : []));
  if (ours.length && parts.every((part) => 'ours' in part)) return renderLabels(ours, sheets ? 'A4' : 'A6');
  if (sheets) return impose(parts);
  const pdfs: Uint8Array[] = [];
  for (const part of parts) pdfs.push('pdf' in part ? part.pdf : await renderLabels((part as { ours: LabelPrint[] }).ours, 'A6'));
  return pdfs.length === 1 ? pdfs[0]! : merge(pdfs);
}
