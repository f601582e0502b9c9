// An order's payment row, written by the payments module that owns the table (orders ask for it):
// the wallet's (or the test balance's) payment, settled when the order is placed; the card's, opened
// while the order waits for the processor (one per order); and a guest order's payment following the
// order into the account that claims it.
import { and, eq, isNull } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { payments } from '../../db/schema.ts';
import type { PaymentRow } from './payments.ts';

export interface SettledOrderPayment {
  orderId: number;
  customerId: number;
  amountBani: number;
  /** 'wallet', or the test balance's gateway for a test order. */
  gateway: string;
  /** `<gateway>:<ledger movement id>`. */
  gatewayReference: string;
}

/** The payment of an order paid from the wallet (or the test balance) in the order's own transaction. */
export async function recordSettledOrderPayment(tx: Tx, payment: SettledOrderPayment): Promise<PaymentRow> {
  const [row] = await tx
    .insert(payments)
    .values({ purpose: 'order', method: 'wallet', status: 'succeeded', ...payment })
    .returning();
  if (!row) throw new Error('the payment insert returned nothing');
  return row;
}

export interface CardOrderPayment {
  orderId: number;
  customerId: number | null;
  amountBani: number;
  gateway: string;
  returnPath: string;
}

/** Opens the card payment of an order; its id, or null when the order has one already. */
export async function openCardOrderPayment(tx: Tx, payment: CardOrderPayment): Promise<string | null> {
  const [created] = await tx
    .insert(payments)
    .values({ purpose: 'order', method: 'card', ...payment })
    .onConflictDoNothing({ target: payments.orderId })
    .returning({ id: payments.id });
  return created?.id ?? null;
}

/** A guest order claimed by an account: its payment belongs to that account too. */
export async function claimOrderPayment(tx: Tx, orderId: number, customerId: number): Promise<void> {
  await tx.update(payments).set({ customerId }).where(and(eq(payments.orderId, orderId), isNull(payments.customerId)));
}
