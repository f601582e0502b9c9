// The invoices' tables (drizzle pg-core), re-exported by schema.ts: the series with their next
// number, and every fiscal document issued (invoices and credit notes). Numbering is gapless with any
// number of server processes: a number is taken by updating the series row inside the transaction
// that inserts the invoice, so it is used exactly when the invoice exists (a rollback gives it back).
// The document itself (the Invoice value of services/invoices/invoice-model.ts) is kept as issued,
// so its PDF and its e-Factura XML are the same whenever they are made again.
import { sql } from 'drizzle-orm';
import { bigint, check, date, index, integer, jsonb, pgTable, text, timestamp, unique, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { customers } from './schema-accounts.ts';
import { orders, paymentRefunds, payments, walletLedger } from './schema-orders.ts';

const at = (name: string) => timestamp(name, { withTimezone: true });
const ref = (name: string) => bigint(name, { mode: 'number' });
const inList = (values: readonly string[]) => sql.raw(values.map((v) => `'${v}'`).join(', '));

export const INVOICE_KINDS = ['invoice', 'credit_note'] as const;
/**
 * e-Factura (ANAF SPV): not_configured (no token: the XML waits for download), pending (to upload),
 * uploaded (ANAF is processing it), accepted, rejected (ANAF's message kept).
 */
export const EFACTURA_STATUSES = ['not_configured', 'pending', 'uploaded', 'accepted', 'rejected'] as const;

export const invoiceSeries = pgTable('invoice_series', {
  series: text('series').primaryKey(),
  /** The number the next invoice of the series gets. */
  nextNumber: integer('next_number').notNull().default(1),
});

export const invoices = pgTable(
  'invoices',
  {
    id: ref('id').primaryKey().generatedAlwaysAsIdentity(),
    kind: text('kind', { enum: INVOICE_KINDS }).notNull(),
    series: text('series').notNull(),
    number: integer('number').notNull(),
    /** Series and number as printed, e.g. CUR2026-000123. */
    code: text('code').notNull().unique(),
    customerId: ref('customer_id').references(() => customers.id, { onDelete: 'set null' }),
    /** A guest's e-mail (the invoice goes there). */
    buyerEmail: text('buyer_email'),
    buyerName: text('buyer_name').notNull(),
    orderId: ref('order_id').references(() => orders.id, { onDelete: 'set null' }),
    /** The payment it bills (invoice) or whose refund it records (credit note). */
    paymentId: uuid('payment_id').references(() => payments.id, { onDelete: 'set null' }),
    refundId: uuid('refund_id').references(() => paymentRefunds.id, { onDelete: 'set null' }),
    /**
     * Wallet money that moved without a payment of its own: the shop's share of a return's transport
     * (ledger 'order' RET-<id>, invoiced) and that share given back (ledger 'refund', its credit note).
     */
    ledgerId: ref('ledger_id').references(() => walletLedger.id, { onDelete: 'set null' }),
    /** A credit note: the invoice it corrects. */
    correctsId: ref('corrects_id'),
    /** Bucharest date. */
    issueDate: date('issue_date', { mode: 'string' }).notNull(),
    netBani: integer('net_bani').notNull(),
    vatBani: integer('vat_bani').notNull(),
    totalBani: integer('total_bani').notNull(),
    document: jsonb('document').$type<Record<string, unknown>>().notNull(),
    efacturaStatus: text('efactura_status', { enum: EFACTURA_STATUSES }).notNull(),
    /** ANAF's upload index (index_incarcare). */
    efacturaUploadId: text('efactura_upload_id'),
    efacturaMessage: text('efactura_message'),
    createdAt: at('created_at').notNull().defaultNow(),
    updatedAt: at('updated_at').notNull().defaultNow(),
  },
  (t) => [
    unique('invoices_series_number_unique').on(t.series, t.number),
    // One invoice per payment, one credit note per refund, whatever the number of processes.
    uniqueIndex('invoices_payment_invoice_unique').on(t.paymentId).where(sql`${t.kind} = 'invoice'`),
    unique('invoices_refund_unique').on(t.refundId),
    // One document per wallet movement invoiced on its own.
    unique('invoices_ledger_unique').on(t.ledgerId),
    // The list's order (latest issue date first, then id) and its kind filter: a page's ids and the
    // exact total from the index alone, but for a search (services/invoices/invoice-queries.ts).
    index('invoices_customer_idx').on(t.customerId, t.issueDate, t.id, t.kind),
    index('invoices_issue_date_idx').on(t.issueDate),
    check('invoices_kind_check', sql`${t.kind} in (${inList(INVOICE_KINDS)})`),
    check('invoices_efactura_check', sql`${t.efacturaStatus} in (${inList(EFACTURA_STATUSES)})`),
    check('invoices_credit_note_check', sql`${t.kind} = 'invoice' or ((${t.refundId} is not null or ${t.ledgerId} is not null) and ${t.correctsId} is not null)`),
  ],
);
