// The invoices module's job kinds: the payload each carries (JobPayloads, by declaration merging)
// and how it is retried, read by the queue when a job is written (services/jobs/kinds.ts). The
// handlers are in jobs.ts (the invoice e-mail is a 'mail' job: services/mail/).
import { declareJobKinds, HOUR, jobPolicy, MINUTE, SECOND } from '../jobs/define.ts';

declare module '../jobs/define.ts' {
  interface JobPayloads {
    'invoice.issue': { paymentId: string };
    'invoice.credit-note': { refundId: string };
    'invoice.wallet-share': { ledgerId: number; orderId: number };
    'invoice.wallet-share-credit': { ledgerId: number; orderId: number };
    'efactura.upload': { invoiceId: number };
    'efactura.status': { invoiceId: number };
  }
}

export const INVOICE_JOB_KINDS = declareJobKinds({
  /** A payment succeeded: its fiscal invoice (issue.ts). */
  'invoice.issue': jobPolicy(10, 60, 30 * SECOND, 2 * HOUR, 'money'),
  /** A refund went through: its credit note (storno). */
  'invoice.credit-note': jobPolicy(10, 60, 30 * SECOND, 2 * HOUR, 'money'),
  /** Wallet money that paid part of an order on its own (a shop's share of a return's transport): its invoice (wallet-share.ts). */
  'invoice.wallet-share': jobPolicy(10, 60, 30 * SECOND, 2 * HOUR, 'money'),
  /** That share given back to the wallet: its credit note. */
  'invoice.wallet-share-credit': jobPolicy(10, 60, 30 * SECOND, 2 * HOUR, 'money'),
  /** An invoice's e-Factura XML to ANAF's SPV (efactura.ts). */
  'efactura.upload': jobPolicy(12, 60, 1 * MINUTE, 4 * HOUR, 'money'),
  /** ANAF's verdict on an uploaded invoice, asked until it is given. */
  'efactura.status': jobPolicy(20, 60, 2 * MINUTE, 4 * HOUR, 'money'),
});
