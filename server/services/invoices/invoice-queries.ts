// Reading an account's fiscal documents (invoices and credit notes): the list (newest first, paged,
// filtered by kind, issue days and a number that is the invoice's or its order's), one document,
// and a month's documents for the export (oldest first, as a ledger reads). Every query is scoped by
// the account: someone else's invoice, or a guest's, does not exist here (404).
import { and, asc, count, desc, eq, getTableColumns, gte, ilike, lt, lte, or, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { AppDb } from '../../db/client.ts';
import { batches, invoices, orders, type INVOICE_KINDS } from '../../db/schema.ts';
import type { InvoiceReference } from './invoice-model.ts';
import type { InvoiceRow } from './issue.ts';

export type InvoiceKindName = (typeof INVOICE_KINDS)[number];

export interface InvoiceFilter {
  kind?: InvoiceKindName;
  /** Issue days (YYYY-MM-DD, Bucharest calendar), both included. */
  from?: string;
  to?: string;
  /** Part of the invoice's code, of its order's number or of its batch's (LOT-…), any case. */
  q?: string;
}

/** A document as the month's export reads it: its row with its order's number and the code it corrects. */
export type InvoiceLine = Omit<InvoiceRow, 'document'> & { orderNumber: string | null; correctsCode: string | null; paymentMeans: string | null; references: InvoiceReference[] | null };
/** What the list shows of a document (invoice-views.ts privateInvoice). */
export type ListedInvoice = Pick<
  InvoiceLine,
  'id' | 'kind' | 'code' | 'issueDate' | 'orderId' | 'orderNumber' | 'netBani' | 'vatBani' | 'totalBani' | 'correctsCode' | 'paymentMeans' | 'references' | 'efacturaStatus' | 'efacturaMessage'
> & { batchId: number | null; batchNumber: string | null };

const corrected = alias(invoices, 'corrected');

// From the document: how it was paid, and the documents it refers to (a wallet order's advance invoices).
const fromDocument = {
  paymentMeans: sql<string | null>`${invoices.document}->>'paymentMeans'`,
  references: sql<InvoiceReference[] | null>`${invoices.document}->'references'`,
};
// Every column but the document (a ledger's export never needs it whole), the order's number and the corrected code.
const { document: _document, ...columns } = getTableColumns(invoices);
const exported = { ...columns, orderNumber: orders.number, correctsCode: corrected.code, ...fromDocument };
const shown = {
  id: invoices.id,
  kind: invoices.kind,
  code: invoices.code,
  issueDate: invoices.issueDate,
  orderId: invoices.orderId,
  orderNumber: orders.number,
  batchId: batches.id,
  batchNumber: batches.number,
  netBani: invoices.netBani,
  vatBani: invoices.vatBani,
  totalBani: invoices.totalBani,
  correctsCode: corrected.code,
  ...fromDocument,
  efacturaStatus: invoices.efacturaStatus,
  efacturaMessage: invoices.efacturaMessage,
};

/** `%` and `_` typed in a search are letters, not wildcards. */
const contains = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

function conditions(customerId: number, filter: InvoiceFilter): SQL | undefined {
  return and(
    eq(invoices.customerId, customerId),
    filter.kind ? eq(invoices.kind, filter.kind) : undefined,
    filter.from ? gte(invoices.issueDate, filter.from) : undefined,
    filter.to ? lte(invoices.issueDate, filter.to) : undefined,
    filter.q
      ? or(
          ilike(invoices.code, contains(filter.q)),
          sql`exists (select 1 from ${orders} where ${orders.id} = ${invoices.orderId} and ${orders.number} ilike ${contains(filter.q)})`,
          sql`exists (select 1 from ${batches} where ${batches.paymentId} = ${invoices.paymentId} and ${batches.number} ilike ${contains(filter.q)})`,
        )
      : undefined,
  );
}

/**
 * Latest issue date first, in two queries whatever the page's size or depth: the exact total and the
 * page's ids. Without a search both come from invoices_customer_idx alone (an index-only count: it
 * holds the kind and the issue date the filters read, and the order; a deep page skips index entries,
 * never rows), the page's ids then joined to their invoices, orders and corrected invoices. A search
 * (`q`, in the code or the order's number) reads the account's documents to match them.
 */
export async function listInvoices(db: AppDb, customerId: number, filter: InvoiceFilter, page: number, perPage: number): Promise<{ rows: ListedInvoice[]; total: number }> {
  const where = conditions(customerId, filter);
  const ids = db
    .select({ id: invoices.id, issueDate: invoices.issueDate })
    .from(invoices)
    .where(where)
    .orderBy(desc(invoices.issueDate), desc(invoices.id))
    .limit(perPage)
    .offset((page - 1) * perPage)
    .as('page');
  const [rows, [counted]] = await Promise.all([
    db
      .select(shown)
      .from(ids)
      .innerJoin(invoices, eq(invoices.id, ids.id))
      .leftJoin(orders, eq(orders.id, invoices.orderId))
      .leftJoin(batches, eq(batches.paymentId, invoices.paymentId))
      .leftJoin(corrected, eq(corrected.id, invoices.correctsId))
      .orderBy(desc(ids.issueDate), desc(ids.id)),
    db.select({ n: count() }).from(invoices).where(where),
  ]);
  return { rows, total: Number(counted?.n ?? 0) };
}

/** The account's invoice `id` (with its document), or null. */
export async function findOwnInvoice(db: AppDb, customerId: number, id: number): Promise<InvoiceRow | null> {
  const [row] = await db
    .select()
    .from(invoices)
    .where(and(eq(invoices.id, id), eq(invoices.customerId, customerId)));
  return row ?? null;
}

/** The account an invoice belongs to (a signed link names the invoice only), or null. */
export async function invoiceOwner(db: AppDb, id: number): Promise<number | null> {
  const [row] = await db.select({ customerId: invoices.customerId }).from(invoices).where(eq(invoices.id, id));
  return row?.customerId ?? null;
}

/** The first day of the month after `month` (YYYY-MM). */
export function nextMonthStart(month: string): string {
  const [year, m] = month.split('-').map(Number) as [number, number];
  return m === 12 ? `${year + 1}-01-01` : `${year}-${String(m + 1).padStart(2, '0')}-01`;
}

/** The account's documents issued in `month` (YYYY-MM), oldest first, each with its document. */
export async function monthInvoices(db: AppDb, customerId: number, month: string): Promise<(InvoiceLine & { document: InvoiceRow['document'] })[]> {
  return db
    .select({ ...exported, document: invoices.document })
    .from(invoices)
    .leftJoin(orders, eq(orders.id, invoices.orderId))
    .leftJoin(corrected, eq(corrected.id, invoices.correctsId))
    .where(and(eq(invoices.customerId, customerId), gte(invoices.issueDate, `${month}-01`), lt(invoices.issueDate, nextMonthStart(month))))
    .orderBy(asc(invoices.issueDate), asc(invoices.id));
}

/** An invoice id from a path (`12`), or null (then: not found). */
export function invoiceIdOf(raw: string): number | null {
  return /^\d{1,15}$/.test(raw) && Number(raw) > 0 ? Number(raw) : null;
}
