// The invoice mail template (declared in invoice-mail.ts) and its renderer: the invoice or credit
// note brought to its buyer, with the PDF and the e-Factura XML attached.
import { defineMailRenderers } from '../mail/index.ts';
import { buildInvoiceMail, type InvoiceMailDeps } from './invoice-mail.ts';

export type { InvoiceMailDeps };

export const invoiceMailRenderers = defineMailRenderers<InvoiceMailDeps>()({
  invoice_issued: (deps, mail) => buildInvoiceMail(deps, mail),
});
