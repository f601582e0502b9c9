// The customer wallet: a ledger of signed movements in bani (top-ups and refunds credit, orders
// debit) whose sum is the balance. Every movement is written by postMovement inside a transaction
// that first locks the customer's row (SELECT … FOR UPDATE), so two debits racing in two server
// processes are serialised and the second sees the first: the balance never goes below zero (the
// table's check on balance_after_bani is the backstop). One movement per (kind, reference): a
// refund or a top-up credited twice is impossible, and a repeated call returns the first movement.
import { and, count, desc, eq, getTableColumns, sql } from 'drizzle-orm';
import { rowsOf, type AppDb } from '../../db/client.ts';
import { walletLedger, type testBalanceLedger } from '../../db/schema.ts';
import { Failure } from '../failure.ts';
import { formatRon } from '../money-format.ts';

export type LedgerKind = (typeof walletLedger.$inferSelect)['kind'];
export type LedgerRow = typeof walletLedger.$inferSelect;

/** A transaction of AppDb (it has every method the wallet uses). */
export type Tx = Parameters<Parameters<AppDb['transaction']>[0]>[0];

export function insufficientFunds(balanceBani: number, neededBani: number): Failure {
  const message = `Soldul portofelului (${formatRon(balanceBani)}) nu acoperă totalul comenzii (${formatRon(neededBani)}). Alimentează portofelul sau plătește cu cardul.`;
  return new Failure(422, 'insufficient_funds', message, { errors: { 'payment.method': [message] }, data: { balance_bani: balanceBani, needed_bani: neededBani } });
}

export async function walletBalance(db: AppDb | Tx, customerId: number): Promise<number> {
  const [row] = rowsOf<{ balance: string | number }>(
    await db.execute(sql`select coalesce(sum(amount_bani), 0) as balance from wallet_ledger where customer_id = ${customerId}`),
  );
  return Number(row?.balance ?? 0);
}

export interface Movement {
  customerId: number;
  /** Positive credits, negative debits. */
  amountBani: number;
  kind: LedgerKind;
  reference: string;
  description: string;
}

/**
 * Locks the customer's row until `tx` ends: every wallet writer takes this lock FIRST (before any
 * insert that references the customer, whose foreign-key share lock would otherwise deadlock).
 */
export async function lockCustomer(tx: Tx, customerId: number): Promise<void> {
  await tx.execute(sql`select id from customers where id = ${customerId} for update`);
}

/**
 * Writes one movement inside `tx` (the caller's transaction, which keeps the customer locked until
 * it commits). Throws insufficientFunds when a debit exceeds the balance.
 */
export async function postMovement(tx: Tx, movement: Movement): Promise<LedgerRow> {
  await lockCustomer(tx, movement.customerId);
  const [earlier] = await tx
    .select()
    .from(walletLedger)
    .where(and(eq(walletLedger.kind, movement.kind), eq(walletLedger.reference, movement.reference)));
  if (earlier) return earlier;
  const balance = await walletBalance(tx, movement.customerId);
  // Money the processor gave back is taken back whatever is left: the balance may go below zero (owed).
  if (balance + movement.amountBani < 0 && movement.kind !== 'top_up_refund') throw insufficientFunds(balance, -movement.amountBani);
  const [row] = await tx
    .insert(walletLedger)
    .values({ ...movement, balanceAfterBani: balance + movement.amountBani })
    .returning();
  if (!row) throw new Error('insert into wallet_ledger returned no row');
  return row;
}

export function debitForOrder(tx: Tx, customerId: number, amountBani: number, orderNumber: string): Promise<LedgerRow> {
  return postMovement(tx, { customerId, amountBani: -amountBani, kind: 'order', reference: orderNumber, description: `Plata comenzii ${orderNumber}` });
}

/** `description`: the refund's reason (a partial refund is not a cancellation); default the cancelled order. */
export function creditRefund(tx: Tx, customerId: number, amountBani: number, orderNumber: string, description?: string): Promise<LedgerRow> {
  return postMovement(tx, { customerId, amountBani, kind: 'refund', reference: orderNumber, description: description ?? `Rambursare pentru comanda anulată ${orderNumber}` });
}

export function creditTopUp(tx: Tx, customerId: number, amountBani: number, paymentId: string): Promise<LedgerRow> {
  return postMovement(tx, { customerId, amountBani, kind: 'top_up', reference: paymentId, description: 'Alimentare portofel cu cardul' });
}

/** A top-up refunded at the processor (from its dashboard, a chargeback): the wallet gives that money back too, even below zero. */
export function debitTopUpRefund(tx: Tx, customerId: number, amountBani: number, refundId: string): Promise<LedgerRow> {
  const description = `Alimentare rambursată pe card de procesatorul de plăți: ${formatRon(amountBani)} scăzuți din portofel`;
  return postMovement(tx, { customerId, amountBani: -amountBani, kind: 'top_up_refund', reference: refundId, description });
}

export function movementView(row: ListedMovement) {
  return {
    id: row.id,
    kind: row.kind,
    amount_bani: row.amountBani,
    balance_after_bani: row.balanceAfterBani,
    reference: row.reference,
    description: row.description,
    created_at: row.createdAt.toISOString(),
  };
}

type ListedMovement = Omit<LedgerRow, 'customerId'>;

/**
 * A ledger's movements (the wallet's or the test balance's: the same columns), newest first, one page
 * of them, in two queries whatever the page's size or depth: the exact total counted from its
 * (customer_id, id) index alone (an index-only count), and the page's ids from that index (a deep
 * page skips index entries, never rows) joined to their movements, all but their owner.
 */
export async function ledgerPage(db: AppDb, ledger: typeof walletLedger | typeof testBalanceLedger, customerId: number, page: number, perPage: number) {
  const table = ledger as typeof walletLedger;
  const { customerId: _owner, ...listed } = getTableColumns(table);
  const where = eq(table.customerId, customerId);
  const ids = db.select({ id: table.id }).from(table).where(where).orderBy(desc(table.id)).limit(perPage).offset((page - 1) * perPage).as('page');
  const [[total], rows] = await Promise.all([
    db.select({ n: count() }).from(table).where(where),
    db.select(listed).from(ids).innerJoin(table, eq(table.id, ids.id)).orderBy(desc(ids.id)),
  ]);
  return { items: rows.map(movementView), total: Number(total?.n ?? 0) };
}

/** The wallet's movements, newest first, one page of them. */
export function walletMovements(db: AppDb, customerId: number, page: number, perPage: number) {
  return ledgerPage(db, walletLedger, customerId, page, perPage);
}
