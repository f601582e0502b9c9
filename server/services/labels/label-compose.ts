// The labels' PDF put together from its parts, in the order asked (on a render thread,
// services/render/): a carrier's own label as it sent it, and a run of consecutive labels of our
// layout drawn as one document (label-pdf.ts, sharing A4 sheets); several parts merged page by page
// (pdf-lib).
import { PDFDocument } from 'pdf-lib';
import type { LabelFormat, LabelPrint } from './label-data.ts';
import { renderLabels } from './label-pdf.ts';

/** A carrier's own label (its PDF), or labels we draw. */
export type LabelPart = { pdf: Uint8Array } | { ours: LabelPrint[] };

async function merge(parts: Uint8Array[]): Promise<Uint8Array> {
  const out = await PDFDocument.create();
  for (const part of parts) {
    const doc = await PDFDocument.load(part);
    const pages = await out.copyPages(doc, doc.getPageIndices());
    for (const page of pages) out.addPage(page);
  }
  return out.save();
}

/** One PDF of the parts, in order. */
export async function composeLabels(parts: readonly LabelPart[], format: LabelFormat): Promise<Uint8Array> {
  const pdfs: Uint8Array[] = [];
  for (const part of parts) pdfs.push('pdf' in part ? part.pdf : await renderLabels(part.ours, format));
  return pdfs.length === 1 ? pdfs[0]! : merge(pdfs);
}
