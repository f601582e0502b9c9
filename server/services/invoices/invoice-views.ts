// An invoice or credit note as the private API shows it in a list: snake_case, money in bani, the
// issue day as YYYY-MM-DD, and where its PDF and e-Factura XML are (bearer, or a signed link from
// invoice-links.ts for a plain browser download).
import type { PendingInvoice } from './invoice-pending.ts';
import type { ListedInvoice } from './invoice-queries.ts';

export function invoiceFileUrl(publicUrl: string, id: number, format: 'pdf' | 'xml'): string {
  return `${publicUrl}/api/private/invoices/${id}/${format}`;
}

export function privateInvoice(row: ListedInvoice, publicUrl: string) {
  return {
    id: row.id,
    kind: row.kind,
    code: row.code,
    issue_date: row.issueDate,
    order_id: row.orderId,
    order_number: row.orderNumber,
    /** A batch's invoice (its orders on its lines) or one of its credit notes: the batch. */
    batch: row.batchId !== null && row.batchNumber !== null ? { id: row.batchId, number: row.batchNumber } : null,
    net_bani: row.netBani,
    vat_bani: row.vatBani,
    total_bani: row.totalBani,
    corrects_code: row.correctsCode,
    /** An order paid from the wallet (total 0): the advance invoice(s) of the top-ups it reverses. */
    paid_from_wallet: row.paymentMeans === 'wallet' && row.kind === 'invoice',
    reverses: row.kind === 'invoice' ? (row.references ?? []).map((ref) => ({ code: ref.id, issue_date: ref.issueDate })) : [],
    efactura_status: row.efacturaStatus,
    /** ANAF's answer when it rejected the XML (or why the upload failed). */
    efactura_message: row.efacturaMessage,
    pdf_url: invoiceFileUrl(publicUrl, row.id, 'pdf'),
    xml_url: invoiceFileUrl(publicUrl, row.id, 'xml'),
  };
}

export type PrivateInvoice = ReturnType<typeof privateInvoice>;

/** A paid payment whose invoice is not issued yet, as the customer's list shows it (no job error: that is for the team). */
export function pendingInvoice(row: PendingInvoice) {
  return {
    payment_id: row.paymentId,
    purpose: row.purpose,
    order_id: row.orderId,
    order_number: row.orderNumber,
    batch: row.batchId !== null && row.batchNumber !== null ? { id: row.batchId, number: row.batchNumber } : null,
    amount_bani: row.amountBani,
    paid_at: row.paidAt.toISOString(),
    state: row.state,
  };
}

