// The invoices module's second entry: the documents it draws (an invoice's or credit note's PDF, a
// month's export as ZIP), for the render threads, which load these and what they need, not the module.
export { invoicesZip } from './invoice-export.ts';
export type { ExportLine } from './invoice-export.ts';
export type { Invoice } from './invoice-model.ts';
export { invoicePdf } from './invoice-pdf.ts';
