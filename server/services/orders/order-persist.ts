// Step 3 of the order pipeline: the order row, recorded as its Idempotency-Key's resource in the same
// transaction (services/idempotency/: of two holders of the key, after a lease ran out, one order is
// made, and the other goes on with it). Both ends are resolved to what the label needs and kept with
// the order. A wallet order is recorded, debited and marked paid in one transaction (no money, no
// order; the customer row is locked first, so concurrent orders never spend more than the balance),
// which publishes 'order.paid' and 'payment.succeeded' (its booking and its invoice are queued with it
// by their subscribers, app/events.ts); a test order (test API key) is paid from the test balance
// instead: test money, no invoice (test-balance.ts).
import { eq, sql } from 'drizzle-orm';
import { SERVICES } from '../../../src/shared/shipping.ts';
import { rowsOf, type Tx } from '../../db/client.ts';
import { orders } from '../../db/schema.ts';
import { recordResource, type IdempotencyHandle } from '../idempotency/index.ts';
import { normalizeCui } from '../../../src/shared/identity-rules.ts';
import { recordSettledOrderPayment } from '../payments/index.ts';
import { paymentSucceeded } from '../payments/index.ts';
import { debitTestOrder, TEST_BALANCE_GATEWAY } from '../payments/index.ts';
import { debitForOrder, lockCustomer } from '../payments/index.ts';
import { ronToBani } from '../pricing/index.ts';
import type { OrderRow } from './booking.ts';
import { orderNumber, type CommerceContext } from './context.ts';
import { priceRequestOf, type OrderBody, type OrderRequest } from './order-input.ts';
import type { Priced } from './order-pricing.ts';
import { resolveParty } from './parties.ts';

export interface Persisted {
  request: OrderRequest;
  order: OrderRow;
  /** The request's Idempotency-Key (order-payment.ts releases it when the processor is down). */
  handle: IdempotencyHandle;
}

export async function orderOf(ctx: Pick<CommerceContext, 'db'>, id: number): Promise<OrderRow | undefined> {
  const [order] = await ctx.db.select().from(orders).where(eq(orders.id, id));
  return order;
}

/** The order another holder of the key made first (recorded in this transaction), or undefined. */
async function madeFirst(tx: Tx, handle: IdempotencyHandle, id: number): Promise<OrderRow | undefined> {
  if (handle.keyId === null) return undefined;
  const recorded = Number(await recordResource(tx, handle.keyId, String(id)));
  if (recorded === id) return undefined;
  const [order] = await tx.select().from(orders).where(eq(orders.id, recorded));
  if (!order) throw new Error(`order ${recorded} of an Idempotency-Key vanished`);
  return order;
}

/** The billing as stored: with its locality's names, for the invoice (invoice-build.ts). */
async function billingOf(ctx: CommerceContext, body: OrderBody): Promise<Record<string, unknown>> {
  const b = body.billing;
  const locality = b.locality_id === undefined ? null : await ctx.resolver.findLocality({ locality_id: b.locality_id });
  const place = locality ? { locality_id: locality.id, locality_name: locality.name, county_name: locality.county_name } : {};
  if (b.type === 'person') return { type: 'person', name: b.name.trim(), ...(b.address?.trim() ? { address: b.address.trim() } : {}), ...place };
  // normalizeCui drops the RO a VAT payer's CUI is written with: kept, since the invoice's buyer pays VAT by it (invoice-build.ts).
  return { type: 'company', name: b.name.trim(), cui: `${/^\s*RO/i.test(b.cui) ? 'RO' : ''}${normalizeCui(b.cui)}`, ...(b.reg_com?.trim() ? { reg_com: b.reg_com.trim() } : {}), address: b.address.trim(), ...place };
}

/** The row of a priced order (both ends resolved, its id and number taken): what persistOrder inserts, and a batch (services/batches/) too. */
export async function orderValues(ctx: CommerceContext, { request, offer, now }: Priced, takenId?: number) {
  const { body, owner } = request;
  const service = SERVICES.find((s) => s.id === body.service_id);
  const [sender, recipient] = await Promise.all([
    resolveParty(ctx.resolver, body.address_from, service?.from === 'locker'),
    resolveParty(ctx.resolver, body.address_to, service?.to === 'locker'),
  ]);
  // The id is taken first so that the public number can be made from it in the same insert.
  // A batch takes its orders' ids in one query (services/batches/): `takenId`.
  const [next] = takenId === undefined ? rowsOf<{ id: string | number }>(await ctx.db.execute(sql`select nextval(pg_get_serial_sequence('orders', 'id')) as id`)) : [{ id: takenId }];
  const id = Number(next?.id);
  return {
    id,
    number: orderNumber(id, now),
    customerId: owner.customerId,
    guestEmail: owner.guestEmail,
    origin: request.origin,
    apiKeyId: request.apiKeyId,
    testMode: request.testMode,
    carrierId: body.carrier_id,
    serviceId: body.service_id,
    priceRequest: priceRequestOf(body) as unknown as Record<string, unknown>,
    offer: offer as unknown as Record<string, unknown>,
    totalBani: offer.breakdown.total_bani,
    codBani: ronToBani(body.extra?.bank_repayment_amount ?? 0),
    sender: sender as unknown as Record<string, unknown>,
    recipient: recipient as unknown as Record<string, unknown>,
    parcelContent: (body.extra?.parcel_content ?? '').trim(),
    billing: await billingOf(ctx, body),
  };
}

export type OrderValues = Awaited<ReturnType<typeof orderValues>>;
export type Values = OrderValues;

async function insertWalletOrder(ctx: CommerceContext, values: Values, customerId: number, handle: IdempotencyHandle): Promise<OrderRow> {
  return ctx.db.transaction(async (tx) => {
    await lockCustomer(tx, customerId);
    const first = await madeFirst(tx, handle, values.id);
    if (first) return first;
    const [order] = await tx
      .insert(orders)
      .values({ ...values, status: 'paid', paidAt: sql`now()` })
      .returning();
    if (!order) throw new Error('the order insert returned nothing');
    await payFromWallet(tx, ctx, order, customerId);
    return order;
  });
}

/**
 * Pays `order` (inserted paid, or just moved paid, in `tx`) from the wallet of `customerId` (its caller locked the
 * account first) `amountBani` (its total unless another paid a part), or from the test balance for a test order: the ledger movement, the settled
 * payment, 'order.paid' (its booking) and 'payment.succeeded' (its invoice).
 */
export async function payFromWallet(tx: Tx, ctx: Pick<CommerceContext, 'events'>, order: OrderRow, customerId: number, amountBani = order.totalBani): Promise<void> {
  // A test order (test API key) is paid from the test balance: no real money, no invoice.
  const movement = order.testMode
    ? await debitTestOrder(tx, customerId, amountBani, order.number)
    : await debitForOrder(tx, customerId, amountBani, order.number);
  const gateway = order.testMode ? TEST_BALANCE_GATEWAY : 'wallet';
  const payment = await recordSettledOrderPayment(tx, {
    orderId: order.id,
    customerId,
    amountBani,
    gateway,
    gatewayReference: `${gateway}:${movement.id}`,
  });
  await ctx.events.publish(tx, 'order.paid', { orderId: order.id });
  await ctx.events.publish(tx, 'payment.succeeded', paymentSucceeded(payment));
}

async function insertCardOrder(ctx: CommerceContext, values: Values, handle: IdempotencyHandle): Promise<OrderRow> {
  return ctx.db.transaction(async (tx) => {
    const first = await madeFirst(tx, handle, values.id);
    if (first) return first;
    const [order] = await tx.insert(orders).values(values).returning();
    if (!order) throw new Error('the order insert returned nothing');
    return order;
  });
}

export async function persistOrder(ctx: CommerceContext, priced: Priced, handle: IdempotencyHandle): Promise<Persisted> {
  const { request } = priced;
  const values = await orderValues(ctx, priced);
  const { customerId } = request.owner;
  const order =
    request.body.payment.method === 'wallet' && customerId !== null
      ? await insertWalletOrder(ctx, values, customerId, handle)
      : await insertCardOrder(ctx, values, handle);
  return { request, order, handle };
}
