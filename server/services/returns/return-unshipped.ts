// An approved return that is never shipped (issue #33, "shop pays up to an amount"): the customer did
// not pay their part of the transport by the drop-off deadline (the job 'return.deadline', queued with
// a shipment the customer pays part of: return-shipment.ts), or the shop closed the request while it
// was still approved. The request is closed (moveReturn, guarded: 'deadline.passed' or 'shop.closed'
// from approved) and the shop's share of the transport, debited from its wallet at the approval
// (ledger reference RET-<id>), goes back to its wallet (or its test balance) in the same transaction:
// once, whatever the number of processes (the guarded move, and one ledger movement per reference).
// A request whose shipment is paid (booked, or about to be) is not closed: its parcel is on its way.
import { and, eq } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { orders, returnRequests, testBalanceLedger, walletLedger } from '../../db/schema.ts';
import type { Publisher } from '../events/index.ts';
import { queueShareCreditNote } from '../invoices/index.ts';
import { creditRefund, creditTestRefund, formatRon } from '../payments/index.ts';
import type { ReturnRow } from './inbox.ts';
import { moveReturn } from './return-states.ts';

/** The shop's share of request `returnId`'s transport, its ledger reference. */
export const shopShareReference = (returnId: number) => `RET-${returnId}`;

/** Order statuses in which the customer's part was never paid: nothing is on its way. */
const UNPAID = new Set(['awaiting_payment', 'payment_failed', 'cancelled', 'booking_failed']);

/** The shop's share taken for request `row` (bani, 0 when none), from its wallet or its test balance. */
async function shareTaken(tx: Tx, row: Pick<ReturnRow, 'id' | 'testMode'>): Promise<number> {
  const ledger = row.testMode ? testBalanceLedger : walletLedger;
  const [debit] = await tx.select({ amount: ledger.amountBani }).from(ledger).where(and(eq(ledger.kind, 'order'), eq(ledger.reference, shopShareReference(row.id))));
  return debit ? -debit.amount : 0;
}

/**
 * Closes approved request `returnId` by `event` when its shipment was never paid, giving the shop's
 * share back (in `tx`); undefined when it is not approved, another shop's, or its shipment is paid.
 */
export async function closeUnshipped(tx: Tx, bus: Publisher, returnId: number, event: 'shop.closed' | 'deadline.passed', customerId?: number): Promise<ReturnRow | undefined> {
  const [locked] = await tx.select().from(returnRequests).where(eq(returnRequests.id, returnId)).for('update');
  if (locked?.status !== 'approved' || (customerId !== undefined && locked.customerId !== customerId)) return undefined;
  if (locked.returnOrderId !== null) {
    const [order] = await tx.select({ status: orders.status }).from(orders).where(eq(orders.id, locked.returnOrderId));
    if (order && !UNPAID.has(order.status)) return undefined;
  }
  const share = await shareTaken(tx, locked);
  const note = event === 'deadline.passed' ? 'Termenul de predare a trecut: transportul returului nu a fost plătit.' : undefined;
  const closed = await moveReturn(tx, bus, returnId, event, { ...(customerId === undefined ? {} : { customerId }), ...(share > 0 ? { note: `${note ? `${note} ` : ''}Partea magazinului din transport (${formatRon(share)}) a revenit în portofel.` } : note ? { note } : {}) });
  if (!closed || share === 0) return closed;
  const reference = shopShareReference(returnId);
  const description = `Partea ta din transportul returului #${returnId}, neexpediat: returnată`;
  if (closed.testMode) await creditTestRefund(tx, closed.customerId, share, reference, description);
  // Back in the wallet as an advance: the share's invoice gets its credit note.
  else await queueShareCreditNote(tx, (await creditRefund(tx, closed.customerId, share, reference, description)).id, closed.returnOrderId ?? 0);
  return closed;
}
