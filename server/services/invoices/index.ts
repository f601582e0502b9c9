// The invoices module's entry: what the rest of the server may use of it (eslint.config.js).
export { efacturaClientOf } from './efactura.ts';
export type { EFacturaClient } from './efactura.ts';
export { readInvoices } from './invoice-config.ts';
export type { InvoicesConfig } from './invoice-config.ts';
export { EXPORT_FORMATS, exportFileName, invoicesCsv, invoicesZip } from './invoice-export.ts';
export type { ExportFormat, ExportLine } from './invoice-export.ts';
export { invoiceLink, invoiceLinkValid } from './invoice-links.ts';
export type { LinkSigner, LinkedFile } from './invoice-links.ts';
export type { Invoice } from './invoice-model.ts';
export { invoicePdf } from './invoice-pdf.ts';
export { paymentsWithoutInvoice, pendingInvoicesOf } from './invoice-pending.ts';
export { findOwnInvoice, invoiceIdOf, invoiceOwner, listInvoices, monthInvoices } from './invoice-queries.ts';
export type { InvoiceFilter } from './invoice-queries.ts';
export { pendingInvoice, privateInvoice } from './invoice-views.ts';
export { efacturaJobs, invoiceJobs } from './jobs.ts';
export { invoiceMailRenderers } from './mail-renderers.ts';
export { invoiceSubscribers } from './subscribers.ts';
export { invoiceXml } from './ubl-xml.ts';
