// The invoice mail template (declared in invoice-mail.ts) and its renderer: the invoice or credit
// note brought to its buyer, with the PDF and the e-Factura XML attached.
import type { AppDb } from '../../db/client.ts';
import { defineMailRenderers } from '../mail/index.ts';
import { buildInvoiceMail } from './invoice-mail.ts';

export interface InvoiceMailDeps {
  db: AppDb;
  /** The site's address, for the link to the dashboard's invoices. */
  publicUrl: string;
}

export const invoiceMailRenderers = defineMailRenderers<InvoiceMailDeps>()({
  invoice_issued: ({ db, publicUrl }, mail) => buildInvoiceMail(db, publicUrl, mail),
});
