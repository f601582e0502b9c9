// Orders made by another module inside its own transaction (a return's shipment, returns/
// return-shipment.ts), through the pipeline's own steps (place-order.ts) but without its
// Idempotency-Key: the other module's row, locked and moved in the same transaction, is what makes
// the order once. Before the transaction (the engine may ask a carrier for its price): the order's
// checks (order-validation.ts) and price (order-pricing.ts), then its row's values (order-persist.ts).
// In the caller's transaction: the row, paid from an account's wallet there (payFromWallet publishes
// 'order.paid', whose subscriber queues the booking job) or left awaiting its payment, which is made
// later by card on the processor's page (order-payment.ts startCardPayment) or from the wallet
// (payAwaitingFromWallet).
import { eq, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { orders } from '../../db/schema.ts';
import { lockCustomer } from '../payments/index.ts';
import type { LabelFreeReturn, OrderRow } from './booking.ts';
import type { CommerceContext } from './context.ts';
import type { OrderRequest } from './order-input.ts';
import { orderValues, payFromWallet, type Values } from './order-persist.ts';
import { priceOrder } from './order-pricing.ts';
import { moveOrder } from './order-states.ts';
import { checkOrder } from './order-validation.ts';

/** What the steps before persisting read of a door's request (no key, no door's answer). */
export type EmbeddedOrderRequest = Pick<OrderRequest, 'body' | 'owner' | 'origin' | 'apiKeyId' | 'testMode'>;
export type PreparedOrder = Values;

/** Checks and prices the order and makes its row's values (a 422 names every problem, as the pipeline's). */
export async function prepareOrder(ctx: CommerceContext, embedded: EmbeddedOrderRequest): Promise<PreparedOrder> {
  // The steps read only the fields above; the key and the answer belong to a door.
  const request = embedded as OrderRequest;
  const priced = await priceOrder(ctx, checkOrder(request, ctx.now()));
  return orderValues(ctx, priced);
}

/** The prepared order as a return the customer drops off label-free (booking.ts reads it: the carrier's code instead of a label). */
export function withLabelFreeReturn(values: PreparedOrder, labelFree: LabelFreeReturn): PreparedOrder {
  return { ...values, priceRequest: { ...values.priceRequest, label_free_return: labelFree } };
}

/**
 * Inserts the prepared order in `tx`: paid at once from the wallet of `payer.walletOf` (`amountBani`,
 * its total unless given), or awaiting its payment. A wallet that is short throws
 * 422 insufficient_funds, rolling the caller's transaction back.
 */
export async function insertPreparedOrder(tx: Tx, ctx: Pick<CommerceContext, 'events'>, values: PreparedOrder, payer: { walletOf: number; amountBani?: number } | 'awaiting'): Promise<OrderRow> {
  if (payer !== 'awaiting') await lockCustomer(tx, payer.walletOf);
  const [order] = await tx
    .insert(orders)
    .values(payer === 'awaiting' ? values : { ...values, status: 'paid', paidAt: sql`now()` })
    .returning();
  if (!order) throw new Error('the order insert returned nothing');
  if (payer !== 'awaiting') await payFromWallet(tx, ctx, order, payer.walletOf, payer.amountBani ?? order.totalBani);
  return order;
}

/** Pays an order awaiting its payment from `customerId`'s wallet (`amountBani`); undefined when it no longer awaits one. */
export async function payAwaitingFromWallet(tx: Tx, ctx: Pick<CommerceContext, 'events'>, orderId: number, customerId: number, amountBani?: number): Promise<OrderRow | undefined> {
  await lockCustomer(tx, customerId);
  const order = await moveOrder(tx, orderId, 'payment.succeeded', { set: { paidAt: sql`now()` }, where: eq(orders.customerId, customerId) });
  if (!order) return undefined;
  await payFromWallet(tx, ctx, order, customerId, amountBani ?? order.totalBani);
  return order;
}
