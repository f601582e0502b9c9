// The invoices module's job handlers (their kinds, payloads and policies: job-kinds.ts): issuing
// invoices and credit notes (over InvoiceDeps), and their e-Factura upload and verdict (over
// EFacturaDeps, with the ANAF client): two sets, each given its own dependencies by the app.
import { defineJobs } from '../jobs/define.ts';
import { checkInvoiceUpload, uploadInvoice, type EFacturaDeps } from './efactura.ts';
import { issueCreditNote, issueInvoice, type InvoiceDeps } from './issue.ts';
import { issueShareCreditNote, issueShareInvoice } from './wallet-share.ts';

export const invoiceJobs = defineJobs<InvoiceDeps>()({
  'invoice.issue': async (deps, payload) => {
    await issueInvoice(deps, payload);
  },
  'invoice.credit-note': async (deps, payload) => {
    await issueCreditNote(deps, payload);
  },
  'invoice.wallet-share': async (deps, payload) => {
    await issueShareInvoice(deps, payload);
  },
  'invoice.wallet-share-credit': async (deps, payload) => {
    await issueShareCreditNote(deps, payload);
  },
});

export const efacturaJobs = defineJobs<EFacturaDeps>()({
  'efactura.upload': (deps, payload) => uploadInvoice(deps, payload),
  'efactura.status': (deps, payload) => checkInvoiceUpload(deps, payload),
});
