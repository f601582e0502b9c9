// Cash on delivery collected: called by the repayments' subscriber of 'shipment.status_changed'
// (subscribers.ts) inside the transaction that moves a shipment to its final status. Delivered: the order's ramburs (cod_bani > 0, an order of an account)
// becomes a `pending` repayment (collected, awaiting its payout), exactly once per order (unique
// order_id); the bank account is the order's (extra.bank_iban / bank_holder of its price request),
// else the account's default billing address (IBAN, company or contact), else none: the repayment
// then waits for an IBAN (filled in by the next payout batch, payouts.ts). Returned: the parcel came
// back, nothing was collected; a pending repayment (there can be none, a final status never changes)
// would become cancelled.
import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { addresses, orders, repayments, shipments } from '../../db/schema.ts';
import { normalizeIban } from '../pricing/index.ts';

export interface BankAccount {
  iban: string;
  holder: string;
}

const text = (value: unknown): string => (typeof value === 'string' ? value.trim() : '');

/** The order's own bank account for its ramburs (what the price request said), or null. */
export function orderBankAccount(priceRequest: Record<string, unknown>): BankAccount | null {
  const extra = (priceRequest.extra ?? {}) as Record<string, unknown>;
  const iban = normalizeIban(text(extra.bank_iban));
  return iban ? { iban, holder: text(extra.bank_holder) } : null;
}

/** The account's default billing address's bank account (holder: the company, else the contact), or null. */
export async function defaultBankAccount(tx: Tx, customerId: number): Promise<BankAccount | null> {
  const [row] = await tx
    .select({ iban: addresses.bankIban, company: addresses.company, contact: addresses.contact })
    .from(addresses)
    .where(and(eq(addresses.customerId, customerId), eq(addresses.kind, 'billing'), eq(addresses.isDefault, true)));
  const iban = row ? normalizeIban(row.iban) : '';
  return row && iban ? { iban, holder: row.company.trim() || row.contact.trim() } : null;
}

/** Records (delivered) or cancels (returned) the order's repayment; other statuses change nothing. */
export async function settleCashOnDelivery(tx: Tx, orderId: number, status: string): Promise<void> {
  if (status === 'returned') {
    await tx
      .update(repayments)
      .set({ status: 'cancelled', updatedAt: sql`now()` })
      .where(and(eq(repayments.orderId, orderId), eq(repayments.status, 'pending'), isNull(repayments.payoutId)));
    return;
  }
  if (status !== 'delivered') return;
  const [order] = await tx
    .select({ customerId: orders.customerId, testMode: orders.testMode, codBani: orders.codBani, currency: orders.currency, priceRequest: orders.priceRequest, recipient: orders.recipient })
    .from(orders)
    .where(eq(orders.id, orderId));
  if (!order || order.customerId === null || order.codBani <= 0) return;
  const [shipment] = await tx
    .select({ awb: shipments.awb, carrierId: shipments.carrierId, deliveredAt: shipments.deliveredAt })
    .from(shipments)
    .where(eq(shipments.orderId, orderId));
  if (!shipment) return;
  const account = orderBankAccount(order.priceRequest) ?? (await defaultBankAccount(tx, order.customerId));
  await tx
    .insert(repayments)
    .values({
      orderId,
      customerId: order.customerId,
      awb: shipment.awb,
      carrierId: shipment.carrierId,
      amountBani: order.codBani,
      currency: order.currency,
      bankIban: account?.iban ?? '',
      bankHolder: account?.holder ?? '',
      recipientName: text(order.recipient.name),
      deliveredAt: shipment.deliveredAt ?? sql`now()`,
      testMode: order.testMode,
    })
    .onConflictDoNothing({ target: repayments.orderId });
}
