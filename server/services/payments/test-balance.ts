// The test balance (test mode, as Stripe's): orders placed with a test API key are paid from it,
// never from the wallet. It is topped up freely from the dashboard (no card, no processor, no
// invoice) and has its own ledger (test_balance_ledger), shaped as the wallet's: signed movements
// whose sum is the balance, each written inside a transaction that first locks the customer row
// (the wallet's lock: every writer of either ledger takes it first), so two test orders racing in
// two processes never spend more than the balance. One movement per (kind, reference).
import { randomUUID } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import { rowsOf, type AppDb } from '../../db/client.ts';
import { testBalanceLedger } from '../../db/schema.ts';
import { Failure, validationFailure } from '../failure.ts';
import { formatRon } from '../money-format.ts';
import { ledgerPage, lockCustomer, movementView, type Tx } from './wallet.ts';

/** The `payments.gateway` of a test order's payment: it moved no money, so it has no invoice. */
export const TEST_BALANCE_GATEWAY = 'test_balance';

export const TEST_TOP_UP_LIMITS = { minBani: 100, maxBani: 1_000_000, maxBalanceBani: 10_000_000 } as const;

export const TEST_BALANCE_MESSAGES = {
  amount: `Suma de test trebuie să fie între ${formatRon(TEST_TOP_UP_LIMITS.minBani)} și ${formatRon(TEST_TOP_UP_LIMITS.maxBani)}.`,
  tooMuch: `Soldul de test poate avea cel mult ${formatRon(TEST_TOP_UP_LIMITS.maxBalanceBani)}.`,
  toppedUp: (amount: number) => `Soldul de test a fost alimentat cu ${formatRon(amount)} (bani de test: nu s-a plătit nimic și nu se emite factură).`,
} as const;

type Row = typeof testBalanceLedger.$inferSelect;
type Kind = Row['kind'];

/** A test order the test balance does not cover (the public API answers it as a 402). */
export function insufficientTestFunds(balanceBani: number, neededBani: number): Failure {
  const message = `Soldul de test (${formatRon(balanceBani)}) nu acoperă totalul comenzii de test (${formatRon(neededBani)}). Alimentează soldul de test din contul Curiero (gratuit).`;
  return new Failure(422, 'insufficient_funds', message, { errors: { 'payment.method': [message] }, data: { balance_bani: balanceBani, needed_bani: neededBani, test_mode: true } });
}

export async function testBalance(db: AppDb | Tx, customerId: number): Promise<number> {
  const [row] = rowsOf<{ balance: string | number }>(
    await db.execute(sql`select coalesce(sum(amount_bani), 0) as balance from test_balance_ledger where customer_id = ${customerId}`),
  );
  return Number(row?.balance ?? 0);
}

async function post(tx: Tx, movement: { customerId: number; amountBani: number; kind: Kind; reference: string; description: string }): Promise<Row> {
  await lockCustomer(tx, movement.customerId);
  const [earlier] = await tx
    .select()
    .from(testBalanceLedger)
    .where(and(eq(testBalanceLedger.kind, movement.kind), eq(testBalanceLedger.reference, movement.reference)));
  if (earlier) return earlier;
  const balance = await testBalance(tx, movement.customerId);
  if (balance + movement.amountBani < 0) throw insufficientTestFunds(balance, -movement.amountBani);
  const [row] = await tx
    .insert(testBalanceLedger)
    .values({ ...movement, balanceAfterBani: balance + movement.amountBani })
    .returning();
  if (!row) throw new Error('insert into test_balance_ledger returned no row');
  return row;
}

export function debitTestOrder(tx: Tx, customerId: number, amountBani: number, orderNumber: string): Promise<Row> {
  return post(tx, { customerId, amountBani: -amountBani, kind: 'order', reference: orderNumber, description: `Comanda de test ${orderNumber}` });
}

export function creditTestRefund(tx: Tx, customerId: number, amountBani: number, reference: string, description: string): Promise<Row> {
  return post(tx, { customerId, amountBani, kind: 'refund', reference, description });
}

/** Free test money: checked (amount, the balance's ceiling), credited at once. */
export async function topUpTestBalance(db: AppDb, customerId: number, amountBani: unknown): Promise<Row> {
  if (typeof amountBani !== 'number' || !Number.isInteger(amountBani) || amountBani < TEST_TOP_UP_LIMITS.minBani || amountBani > TEST_TOP_UP_LIMITS.maxBani) {
    throw validationFailure({ amount_bani: [TEST_BALANCE_MESSAGES.amount] });
  }
  return db.transaction(async (tx) => {
    await lockCustomer(tx, customerId);
    if ((await testBalance(tx, customerId)) + amountBani > TEST_TOP_UP_LIMITS.maxBalanceBani) throw validationFailure({ amount_bani: [TEST_BALANCE_MESSAGES.tooMuch] });
    return post(tx, { customerId, amountBani, kind: 'top_up', reference: `test-top-up:${randomUUID()}`, description: 'Alimentare sold de test (bani de test)' });
  });
}

/** A movement as the wallet's are shown (same columns). */
export const testMovementView = (row: Row) => movementView(row);

/** The movements, newest first, one page of them (as the wallet's: ids from the index, then their rows). */
export function testMovements(db: AppDb, customerId: number, page: number, perPage: number) {
  return ledgerPage(db, testBalanceLedger, customerId, page, perPage);
}
