// What a render thread is asked to make (render-worker.ts), as plain data read on the main thread:
// the labels' PDF (or ZPL) from its parts, an invoice's or credit note's PDF, a month's invoice export as ZIP,
// a payout's report as PDF, the statuses of many orders as CSV or XLSX. runRenderTask makes the bytes with the same functions, so a document is
// the one the main thread would have drawn (each PDF's creation date and the file ID derived from
// it aside).
// The modules' documents.ts entries: a thread loads the drawing code, not the modules (their
// database, payment processors and carriers).
import { statusFile, type ExportFormat, type StatusRow } from '../exports/documents.ts';
import { invoicesZip, invoicePdf, type ExportLine, type Invoice } from '../invoices/documents.ts';
import { composeLabels, type LabelFormat, type LabelPart, type ZplDpi } from '../labels/documents.ts';
import { payoutPdf, type PayoutWithLines } from '../repayments/documents.ts';

export type RenderTask =
  /** Nothing to draw: answered once the thread has loaded its code (RenderPool.warm()). */
  | { kind: 'warm' }
  | { kind: 'labels'; parts: LabelPart[]; format: LabelFormat; dpi?: ZplDpi }
  | { kind: 'invoice'; invoice: Invoice }
  | { kind: 'invoices-zip'; month: string; lines: ExportLine[] }
  | { kind: 'payout-report'; payout: PayoutWithLines; providerSimulated: boolean }
  | { kind: 'status-export'; rows: StatusRow[]; format: ExportFormat };

export function runRenderTask(task: RenderTask): Promise<Uint8Array> {
  switch (task.kind) {
    case 'warm':
      return Promise.resolve(new Uint8Array(0));
    case 'labels':
      return composeLabels(task.parts, task.format, task.dpi);
    case 'invoice':
      return invoicePdf(task.invoice);
    case 'invoices-zip':
      return invoicesZip(task.month, task.lines);
    case 'payout-report':
      return payoutPdf(task.payout, { providerSimulated: task.providerSimulated });
    case 'status-export':
      return statusFile(task.rows, task.format);
  }
}
