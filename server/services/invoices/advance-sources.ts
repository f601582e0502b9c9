// Where the wallet money an order was paid with came from, for its zero-total invoice's BT-25: the
// advance invoices it reverses. The ledger is read in its own order and spent first in, first out:
// each credit (a top-up, or a refund kept in the wallet) is a pot of money, each debit (an order, a
// re-weighing difference, the balance paid out at closing) takes from the oldest pots; a top-up
// refunded at the processor takes from its own top-up first (that money never was spent). The
// order's debit, read that way, names the pots it took from: a top-up's advance invoice, or the
// credit note that kept a refund in the wallet as an advance (issue.ts), or a shop's share of a
// return's transport given back (wallet-share.ts).
import { and, asc, desc, eq, inArray, lte, sql } from 'drizzle-orm';
import type { AppDb } from '../../db/client.ts';
import { invoices, orders, paymentRefunds, walletLedger } from '../../db/schema.ts';
import type { InvoiceReference, Party } from './invoice-model.ts';

/**
 * A pot of advance money: a top-up (its payment) or a refund into the wallet (its ledger credit, whose
 * reference is the order's number: `CUR-…`, or `CUR-…/<refund>` for a share of a payment, e.g. a batch's row).
 */
export type AdvanceSource = { kind: 'top_up'; paymentId: string; bani: number } | { kind: 'refund'; orderNumber: string; movementId?: number; bani: number };

type Pot = AdvanceSource & { left: number };

/** Takes `bani` from the pots, oldest first (a preferred pot first when given); what it took, per pot. */
function take(pots: Pot[], bani: number, first?: Pot): AdvanceSource[] {
  const taken: AdvanceSource[] = [];
  let due = bani;
  for (const pot of first ? [first, ...pots.filter((p) => p !== first)] : pots) {
    if (due <= 0) break;
    const share = Math.min(pot.left, due);
    if (share <= 0) continue;
    pot.left -= share;
    due -= share;
    taken.push(pot.kind === 'top_up' ? { kind: 'top_up', paymentId: pot.paymentId, bani: share } : { kind: 'refund', orderNumber: pot.orderNumber, ...(pot.movementId ? { movementId: pot.movementId } : {}), bani: share });
  }
  return taken;
}

/** The pots the customer's debit for order `orderNumber` took its money from (FIFO over the ledger up to it); [] when there is no such debit. */
export async function advanceSourcesOfOrder(db: AppDb, customerId: number, orderNumber: string): Promise<AdvanceSource[]> {
  const [debit] = await db
    .select({ id: walletLedger.id })
    .from(walletLedger)
    .where(and(eq(walletLedger.customerId, customerId), eq(walletLedger.kind, 'order'), eq(walletLedger.reference, orderNumber)));
  if (!debit) return [];
  const movements = await db
    .select({ id: walletLedger.id, kind: walletLedger.kind, amountBani: walletLedger.amountBani, reference: walletLedger.reference, refundOf: paymentRefunds.paymentId })
    .from(walletLedger)
    .leftJoin(paymentRefunds, and(eq(walletLedger.kind, 'top_up_refund'), sql`${paymentRefunds.id}::text = ${walletLedger.reference}`))
    .where(and(eq(walletLedger.customerId, customerId), lte(walletLedger.id, debit.id)))
    .orderBy(asc(walletLedger.id));
  const pots: Pot[] = [];
  for (const m of movements) {
    if (m.amountBani > 0) {
      if (m.kind === 'top_up') pots.push({ kind: 'top_up', paymentId: m.reference, bani: m.amountBani, left: m.amountBani });
      else pots.push({ kind: 'refund', orderNumber: m.reference, movementId: m.id, bani: m.amountBani, left: m.amountBani });
      continue;
    }
    const own = m.kind === 'top_up_refund' ? pots.find((p) => p.kind === 'top_up' && p.paymentId === m.refundOf) : undefined;
    const taken = take(pots, -m.amountBani, own);
    if (m.id === debit.id) return taken;
  }
  return [];
}

/** An advance document: what BT-25 / BT-26 name, and its buyer. */
export interface AdvanceInvoice {
  reference: InvoiceReference;
  buyer: Party;
  sourceKey: string;
}

export const sourceKey = (source: AdvanceSource) => (source.kind === 'top_up' ? `top_up:${source.paymentId}` : `refund:${source.movementId ?? source.orderNumber}`);

/**
 * The documents of the pots: a top-up's advance invoice; a refund's credit note into the wallet (the
 * one of that order's payment, the newest when there are several). A pot whose document is not issued
 * yet is missing from the answer (the caller decides).
 */
export async function advanceDocuments(db: AppDb, sources: AdvanceSource[], customerId?: number): Promise<Map<string, AdvanceInvoice>> {
  const found = new Map<string, AdvanceInvoice>();
  const topUps = sources.flatMap((s) => (s.kind === 'top_up' ? [s.paymentId] : []));
  if (topUps.length > 0) {
    const rows = await db
      .select({ code: invoices.code, issueDate: invoices.issueDate, document: invoices.document, paymentId: invoices.paymentId })
      .from(invoices)
      .where(and(eq(invoices.kind, 'invoice'), inArray(invoices.paymentId, topUps)));
    for (const row of rows) {
      found.set(`top_up:${row.paymentId}`, { reference: { id: row.code, issueDate: row.issueDate }, buyer: (row.document as unknown as { buyer: Party }).buyer, sourceKey: `top_up:${row.paymentId}` });
    }
  }
  for (const source of sources) {
    if (source.kind !== 'refund') continue;
    // The credit note of the very refund that made the ledger credit (its reference: `wallet:<ledger id>`);
    // else, as before, the newest wallet credit note of the order of that number.
    const [exact] = source.movementId && customerId !== undefined
      ? await db
          .select({ code: invoices.code, issueDate: invoices.issueDate, document: invoices.document })
          .from(invoices)
          .innerJoin(paymentRefunds, eq(paymentRefunds.id, invoices.refundId))
          // The account's documents first (invoices_customer_idx), then their refunds by key.
          .where(and(eq(invoices.customerId, customerId), eq(invoices.kind, 'credit_note'), eq(paymentRefunds.reference, `wallet:${source.movementId}`)))
          .limit(1)
      : [];
    const [note] = exact ? [exact] : await db
      .select({ code: invoices.code, issueDate: invoices.issueDate, document: invoices.document })
      .from(invoices)
      .innerJoin(paymentRefunds, eq(paymentRefunds.id, invoices.refundId))
      .innerJoin(orders, eq(orders.id, invoices.orderId))
      .where(and(eq(invoices.kind, 'credit_note'), eq(paymentRefunds.channel, 'wallet'), eq(orders.number, source.orderNumber)))
      .orderBy(desc(invoices.id))
      .limit(1);
    // Else a wallet share given back (ledger 'refund' RET-<id>, wallet-share.ts): the credit note of that movement.
    const [shareNote] = note
      ? [note]
      : await db
          .select({ code: invoices.code, issueDate: invoices.issueDate, document: invoices.document })
          .from(invoices)
          .innerJoin(walletLedger, eq(walletLedger.id, invoices.ledgerId))
          .where(and(eq(invoices.kind, 'credit_note'), eq(walletLedger.kind, 'refund'), eq(walletLedger.reference, source.orderNumber)))
          .limit(1);
    if (shareNote) found.set(sourceKey(source), { reference: { id: shareNote.code, issueDate: shareNote.issueDate }, buyer: (shareNote.document as unknown as { buyer: Party }).buyer, sourceKey: sourceKey(source) });
  }
  return found;
}
