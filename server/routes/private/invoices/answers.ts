// The answers of the invoice calls the app reads (schemas: answers-common.ts says what they are for):
// an invoice or credit note in the list (services/invoices/invoice-views.ts privateInvoice), a paid
// payment whose invoice is not issued yet (pendingInvoice), the page of both, and the signed link of
// a document or of a month's export.
import { EFACTURA_STATUSES, INVOICE_KINDS } from '../../../db/schema.ts';
import { dataOf, downloadLinkSchema, int, nullableInt, nullableStr, pageMetaSchema, str } from '../answers-common.ts';

/** A batch's invoice, one of its credit notes or its pending payment: the batch (services/invoices/invoice-batch.ts). */
const batchRef = {
  type: ['object', 'null'],
  description: "A batch's one payment: the batch whose orders the invoice lists (null otherwise).",
  required: ['id', 'number'],
  properties: { id: int, number: str },
} as const;

export const invoiceSchema = {
  title: 'InvoiceDto',
  type: 'object',
  required: [
    'id',
    'kind',
    'code',
    'issue_date',
    'order_id',
    'order_number',
    'batch',
    'net_bani',
    'vat_bani',
    'total_bani',
    'corrects_code',
    'paid_from_wallet',
    'reverses',
    'efactura_status',
    'efactura_message',
    'pdf_url',
    'xml_url',
  ],
  properties: {
    id: int,
    kind: { type: 'string', enum: INVOICE_KINDS },
    code: str,
    issue_date: { type: 'string', description: 'YYYY-MM-DD' },
    order_id: nullableInt,
    order_number: nullableStr,
    batch: batchRef,
    net_bani: int,
    vat_bani: int,
    total_bani: int,
    corrects_code: nullableStr,
    paid_from_wallet: {
      type: 'boolean',
      description: 'An order paid from the wallet (0,00 RON): the advance was invoiced at the top-up(s) it reverses.',
    },
    reverses: { type: 'array', items: { type: 'object', required: ['code', 'issue_date'], properties: { code: str, issue_date: str } } },
    efactura_status: { type: 'string', enum: EFACTURA_STATUSES },
    efactura_message: nullableStr,
    pdf_url: str,
    xml_url: str,
  },
} as const;

/** A paid payment whose invoice is not issued yet: being issued (retried), or failed for good. */
export const pendingInvoiceSchema = {
  title: 'PendingInvoiceDto',
  description: 'A paid payment whose invoice is not issued yet: being issued (retried), or failed for good.',
  type: 'object',
  required: ['payment_id', 'purpose', 'order_id', 'order_number', 'batch', 'amount_bani', 'paid_at', 'state'],
  properties: {
    payment_id: str,
    purpose: { type: 'string', enum: ['order', 'top_up', 'batch'] },
    order_id: nullableInt,
    order_number: nullableStr,
    batch: batchRef,
    amount_bani: int,
    paid_at: str,
    state: { type: 'string', enum: ['issuing', 'failed'] },
  },
} as const;

/** The list, newest first; `pending` on every page (the app shows it on the first). */
export const invoicePageSchema = {
  title: 'InvoicePage',
  type: 'object',
  required: ['data', 'meta'],
  properties: { data: { type: 'array', items: invoiceSchema }, meta: pageMetaSchema, pending: { type: 'array', items: pendingInvoiceSchema } },
} as const;

/** GET /invoices/{id}/download-link and /invoices/export/download-link. */
export const downloadLinkAnswerSchema = dataOf('DownloadLinkAnswer', downloadLinkSchema);

