// Step 4 of the order pipeline: the order row, which is also the Idempotency-Key's claim (unique per
// scope and key, so of any number of concurrent duplicates one insert wins). Both ends are resolved
// to what the label needs and kept with the order. A wallet order is claimed, debited, marked paid
// and its booking queued in one transaction (no money, no order; the customer row is locked first,
// so concurrent orders never spend more than the balance); a test order (test API key) from the test
// balance instead, with no invoice (test-balance.ts). Answers null when the claim was taken
// first: the pipeline then answers as the key's first request does.
import { sql } from 'drizzle-orm';
import { SERVICES } from '../../../src/shared/shipping.ts';
import { rowsOf } from '../../db/client.ts';
import { orders, payments } from '../../db/schema.ts';
import { queueInvoice } from '../invoices/issue.ts';
import { normalizeCui } from '../../../src/shared/identity-rules.ts';
import { queueBooking } from '../payments/payments.ts';
import { debitTestOrder, TEST_BALANCE_GATEWAY } from '../payments/test-balance.ts';
import { debitForOrder, lockCustomer } from '../payments/wallet.ts';
import { ronToBani } from '../pricing/money.ts';
import type { OrderRow } from './booking.ts';
import { orderNumber, type CommerceContext } from './context.ts';
import { priceRequestOf, type OrderBody, type OrderRequest } from './order-input.ts';
import type { Priced } from './order-pricing.ts';
import { resolveParty } from './parties.ts';

export interface Persisted {
  request: OrderRequest;
  order: OrderRow;
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

async function orderValues(ctx: CommerceContext, { request, offer, now }: Priced) {
  const { body, claim, owner } = request;
  const service = SERVICES.find((s) => s.id === body.service_id);
  const [sender, recipient] = await Promise.all([
    resolveParty(ctx.resolver, body.address_from, service?.from === 'locker'),
    resolveParty(ctx.resolver, body.address_to, service?.to === 'locker'),
  ]);
  // The id is taken first so that the public number can be made from it in the same insert.
  const [next] = rowsOf<{ id: string | number }>(await ctx.db.execute(sql`select nextval(pg_get_serial_sequence('orders', 'id')) as id`));
  const id = Number(next?.id);
  return {
    id,
    number: orderNumber(id, now),
    customerId: owner.customerId,
    guestEmail: owner.guestEmail,
    idempotencyScope: claim.scope,
    idempotencyKey: claim.key,
    requestHash: claim.hash,
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

type Values = Awaited<ReturnType<typeof orderValues>>;

async function insertWalletOrder(ctx: CommerceContext, values: Values, customerId: number): Promise<OrderRow | undefined> {
  return ctx.db.transaction(async (tx) => {
    await lockCustomer(tx, customerId);
    const [order] = await tx
      .insert(orders)
      .values({ ...values, status: 'paid', paidAt: sql`now()` })
      .onConflictDoNothing({ target: [orders.idempotencyScope, orders.idempotencyKey] })
      .returning();
    if (!order) return undefined;
    // A test order (test API key) is paid from the test balance: no real money, no invoice.
    const movement = order.testMode
      ? await debitTestOrder(tx, customerId, order.totalBani, order.number)
      : await debitForOrder(tx, customerId, order.totalBani, order.number);
    const gateway = order.testMode ? TEST_BALANCE_GATEWAY : 'wallet';
    const [payment] = await tx.insert(payments).values({
      purpose: 'order',
      orderId: order.id,
      customerId,
      method: 'wallet',
      status: 'succeeded',
      amountBani: order.totalBani,
      gateway,
      gatewayReference: `${gateway}:${movement.id}`,
    }).returning({ id: payments.id });
    await queueBooking(tx, order.id);
    if (!order.testMode) await queueInvoice(tx, payment!.id);
    return order;
  });
}

async function insertCardOrder(ctx: CommerceContext, values: Values): Promise<OrderRow | undefined> {
  const [order] = await ctx.db.insert(orders).values(values).onConflictDoNothing({ target: [orders.idempotencyScope, orders.idempotencyKey] }).returning();
  return order;
}

export async function persistOrder(ctx: CommerceContext, priced: Priced): Promise<Persisted | null> {
  const { request } = priced;
  const values = await orderValues(ctx, priced);
  const { customerId } = request.owner;
  const order =
    request.body.payment.method === 'wallet' && customerId !== null ? await insertWalletOrder(ctx, values, customerId) : await insertCardOrder(ctx, values);
  return order ? { request, order } : null;
}
