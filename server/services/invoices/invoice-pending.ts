// Payments that went through and have no invoice yet: an invoice is never a silent gap. Derived, not
// stored: a payment that succeeded (or was refunded since) without its 'invoice' row, with the state of
// its 'invoice.issue' job (jobs table: queued or running = being issued, retried; failed = its retries
// are spent, the team has it in the back office with the job's last error).
import { and, asc, eq, inArray, isNull, sql, type SQL } from 'drizzle-orm';
import type { AppDb } from '../../db/client.ts';
import { batches, invoices, jobs, orders, payments } from '../../db/schema.ts';
import { TEST_BALANCE_GATEWAY } from '../payments/index.ts';

export interface PendingInvoice {
  paymentId: string;
  purpose: 'order' | 'top_up' | 'batch';
  customerId: number | null;
  orderId: number | null;
  orderNumber: string | null;
  /** A batch's one payment: the batch (its invoice lists its orders: invoice-batch.ts). */
  batchId: number | null;
  batchNumber: string | null;
  amountBani: number;
  paidAt: Date;
  /** issuing: the job is queued or running (retried); failed: it gave up (or there is no job: never queued). */
  state: 'issuing' | 'failed';
  attempts: number;
  lastError: string | null;
}

async function pending(db: AppDb, where: SQL | undefined, limit: number): Promise<PendingInvoice[]> {
  const rows = await db
    .select({
      paymentId: payments.id,
      purpose: payments.purpose,
      customerId: payments.customerId,
      orderId: payments.orderId,
      orderNumber: orders.number,
      batchId: batches.id,
      batchNumber: batches.number,
      amountBani: payments.amountBani,
      paidAt: payments.updatedAt,
      jobState: jobs.state,
      attempts: jobs.attempts,
      lastError: jobs.lastError,
    })
    .from(payments)
    .leftJoin(invoices, and(eq(invoices.paymentId, payments.id), eq(invoices.kind, 'invoice')))
    .leftJoin(orders, eq(orders.id, payments.orderId))
    .leftJoin(batches, eq(batches.paymentId, payments.id))
    .leftJoin(jobs, and(eq(jobs.kind, 'invoice.issue'), eq(jobs.key, sql`'invoice:' || ${payments.id}::text`)))
    // A test order's payment (test balance) is never invoiced: it is no gap.
    .where(and(inArray(payments.status, ['succeeded', 'refunded']), isNull(invoices.id), sql`${payments.gateway} is distinct from ${TEST_BALANCE_GATEWAY}`, where))
    .orderBy(asc(payments.updatedAt))
    .limit(limit);
  return rows.map(({ jobState, attempts, ...row }) => ({
    ...row,
    state: jobState === 'queued' || jobState === 'running' ? 'issuing' : 'failed',
    attempts: attempts ?? 0,
  }));
}

/** The account's paid payments whose invoice is not issued yet, oldest first. */
export function pendingInvoicesOf(db: AppDb, customerId: number): Promise<PendingInvoice[]> {
  return pending(db, eq(payments.customerId, customerId), 50);
}

/** Every paid payment without its invoice, for the back office (oldest first). */
export function paymentsWithoutInvoice(db: AppDb, limit = 200): Promise<PendingInvoice[]> {
  return pending(db, undefined, limit);
}
