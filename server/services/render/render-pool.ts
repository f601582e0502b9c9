// The render threads (piscina, through threads/thread-pool.ts): the PDFs (labels and their ZPL, invoices and credit notes, the one attached to an
// invoice's e-mail, payout reports) and the invoice exports' ZIPs are made on worker threads, so that
// a document that takes seconds of CPU (a hundred labels, a month of invoices) does not hold up the
// thread that answers every request.
// The main thread reads the database and hands a thread plain data (render-tasks.ts); the thread
// hands back the bytes, moved rather than copied. Up to `threads` documents are made at once, the
// others wait their turn in the pool's queue. The first thread starts when the app is ready with the
// job runner started or when the server listens (warm(), app/plugins/render.ts), or with the first
// document, the others when documents wait; all end with close() (the app's close): a document asked
// for after that is refused. A thread takes a second or more to load its code (the PDF libraries and
// the modules' code): a job drawing the first document of a cold pool would hold up the app's close.
import { createThreadPool } from '../../threads/thread-pool.ts';
import { threadModule } from '../../threads/thread-module.ts';
import type { ExportFormat, StatusRow } from '../exports/index.ts';
import type { ExportLine } from '../invoices/index.ts';
import type { Invoice } from '../invoices/index.ts';
import type { LabelPart } from '../labels/index.ts';
import type { LabelFormat, ZplDpi } from '../labels/index.ts';
import type { PayoutWithLines } from '../repayments/index.ts';
import type { RenderTask } from './render-tasks.ts';

// The threads run render-worker.ts (compiled, or through tsx: threads/thread-module.ts).
const WORKER = threadModule(import.meta.url, 'render-worker');

/** How long a thread beyond the first waits for work before it ends. */
const IDLE_MS = 60_000;

export interface RenderPool {
  /** The labels' PDF, or their ZPL at `dpi`, from their parts, in order (labels/label-compose.ts). */
  labels(parts: LabelPart[], format: LabelFormat, dpi?: ZplDpi): Promise<Buffer>;
  /** An invoice's or credit note's PDF (invoices/invoice-pdf.ts). */
  invoice(invoice: Invoice): Promise<Buffer>;
  /** A month's export as ZIP: every document's PDF and the CSV (invoices/invoice-export.ts). */
  invoicesZip(month: string, lines: ExportLine[]): Promise<Buffer>;
  /** A payout's report as PDF (repayments/report.ts). */
  payoutReport(payout: PayoutWithLines, options: { providerSimulated: boolean }): Promise<Buffer>;
  /** The statuses of many orders as CSV or XLSX (exports/status-file.ts). */
  statusExport(rows: StatusRow[], format: ExportFormat): Promise<Buffer>;
  /**
   * Starts the first thread now, so that the first document does not wait for it; resolves once it
   * has loaded its code (at once when warm already, or closed).
   */
  warm(): Promise<void>;
  /** The threads started and not ended (0 before warm() or the first document, and after close()). */
  running(): number;
  /** The documents the threads have made since the pool started (0 before the first, and after close()). */
  completed(): number;
  /** Ends the threads; documents still waiting for one are refused. */
  close(): Promise<void>;
}

export function createRenderPool({ threads }: { threads: number }): RenderPool {
  // One thread from the start, up to `threads` while documents wait; each loads the fonts and the PDF
  // libraries (tens of MB), so those beyond the first end after a minute without work.
  const pool = createThreadPool<RenderTask, Uint8Array>({ module: WORKER, threads, idleMs: IDLE_MS, name: 'render' });
  const run = async (task: RenderTask): Promise<Buffer> => {
    const bytes = await pool.run(task);
    return Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  };
  return {
    labels: (parts, format, dpi) => run({ kind: 'labels', parts, format, dpi }),
    invoice: (invoice) => run({ kind: 'invoice', invoice }),
    invoicesZip: (month, lines) => run({ kind: 'invoices-zip', month, lines }),
    payoutReport: (payout, { providerSimulated }) => run({ kind: 'payout-report', payout, providerSimulated }),
    statusExport: (rows, format) => run({ kind: 'status-export', rows, format }),
    // A task with nothing to draw: answered once the thread has loaded its code.
    warm: () => pool.warm({ kind: 'warm' }),
    running: () => pool.running(),
    completed: () => pool.completed(),
    close: () => pool.close(),
  };
}
