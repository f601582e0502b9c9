// POST /api/private/orders: one order per Idempotency-Key (per customer, or per guest e-mail).
// Order of work: a key already used is answered from what it stored (before anything is priced
// again, so a retry gets the first answer even if prices moved); then the order's checks and the
// engine's, merged into one 422; the price again (priceOffer, the charged total is exactly its
// total; a different expected_total_bani answers 409 price_changed with the new offer); then the
// claim: the insert that only one of any number of concurrent duplicates wins (unique constraint).
// A guest's order stays a guest order (guest-orders.ts): no account is looked up, made or linked, so
// the answer is the same whether the e-mail has an account or not. Wallet orders are claimed,
// debited and marked paid in one transaction (no money, no order).
import { sql } from 'drizzle-orm';
import { SERVICES, type Offer } from '../../../src/shared/shipping.ts';
import { rowsOf } from '../../db/client.ts';
import { orders, payments } from '../../db/schema.ts';
import type { FieldErrors } from '../../http/validation.ts';
import { normalizeEmail, type CustomerRow } from '../auth/customers.ts';
import { Failure, validationFailure } from '../failure.ts';
import { formatRon } from '../payments/format.ts';
import { idempotencyKeyOf, requestHash, type StoredAnswer } from '../payments/idempotency.ts';
import { debitForOrder, lockCustomer } from '../payments/wallet.ts';
import { queueBooking } from '../payments/payments.ts';
import { ronToBani } from '../pricing/money.ts';
import type { OrderRow } from './booking.ts';
import { orderNumber, type CommerceContext } from './context.ts';
import { normalizeCui } from '../../../src/shared/identity-rules.ts';
import { hashableBody, priceRequestOf, type OrderBody } from './order-input.ts';
import { processOrder } from './order-processing.ts';
import { validateOrder } from './order-validation.ts';
import { replayExisting, replayIfKnown, type Claim } from './order-replay.ts';
import { resolveParty } from './parties.ts';

function merge(into: FieldErrors, more: FieldErrors): void {
  for (const [field, messages] of Object.entries(more)) {
    const list = (into[field] ??= []);
    for (const m of messages) if (!list.includes(m)) list.push(m);
  }
}

async function price(ctx: CommerceContext, body: OrderBody, now: Date, errors: FieldErrors): Promise<Offer> {
  let offer: Offer | null = null;
  try {
    offer = await ctx.pricing.priceOffer(priceRequestOf(body), body.carrier_id, body.service_id, now);
  } catch (error) {
    if (!(error instanceof Failure) || error.status !== 422) throw error;
    if (error.reason !== 'validation_failed' && !Object.keys(errors).length) throw error;
    merge(errors, error.details.errors ?? {});
  }
  if (!offer || Object.keys(errors).length) throw validationFailure(errors);
  return offer;
}

function priceChanged(offer: Offer): StoredAnswer {
  const message = `Prețul s-a schimbat între timp: noul total este ${formatRon(offer.breakdown.total_bani)}. Verifică oferta și trimite din nou comanda.`;
  return { status: 409, body: { reason: 'price_changed', message, data: { offer } } };
}

function billingOf(body: OrderBody): Record<string, unknown> {
  const b = body.billing;
  if (b.type === 'person') return { type: 'person', name: b.name.trim(), ...(b.address?.trim() ? { address: b.address.trim() } : {}) };
  return { type: 'company', name: b.name.trim(), cui: normalizeCui(b.cui), ...(b.reg_com?.trim() ? { reg_com: b.reg_com.trim() } : {}), address: b.address.trim() };
}

async function orderValues(ctx: CommerceContext, body: OrderBody, offer: Offer, claim: Claim, now: Date) {
  const service = SERVICES.find((s) => s.id === body.service_id);
  const [sender, recipient] = await Promise.all([
    resolveParty(ctx.resolver, body.address_from, service?.from === 'locker'),
    resolveParty(ctx.resolver, body.address_to, service?.to === 'locker'),
  ]);
  const [next] = rowsOf<{ id: string | number }>(await ctx.db.execute(sql`select nextval(pg_get_serial_sequence('orders', 'id')) as id`));
  const id = Number(next?.id);
  return {
    id,
    number: orderNumber(id, now),
    idempotencyScope: claim.scope,
    idempotencyKey: claim.key,
    requestHash: claim.hash,
    carrierId: body.carrier_id,
    serviceId: body.service_id,
    priceRequest: priceRequestOf(body) as unknown as Record<string, unknown>,
    offer: offer as unknown as Record<string, unknown>,
    totalBani: offer.breakdown.total_bani,
    codBani: ronToBani(body.extra?.bank_repayment_amount ?? 0),
    sender: sender as unknown as Record<string, unknown>,
    recipient: recipient as unknown as Record<string, unknown>,
    parcelContent: (body.extra?.parcel_content ?? '').trim(),
    billing: billingOf(body),
  };
}

type Values = Awaited<ReturnType<typeof orderValues>>;

/** Claims, debits and marks paid in one transaction; undefined when the key was claimed first. */
async function insertWalletOrder(ctx: CommerceContext, values: Values, customerId: number): Promise<OrderRow | undefined> {
  return ctx.db.transaction(async (tx) => {
    await lockCustomer(tx, customerId);
    const [order] = await tx
      .insert(orders)
      .values({ ...values, customerId, status: 'paid', paidAt: sql`now()` })
      .onConflictDoNothing({ target: [orders.idempotencyScope, orders.idempotencyKey] })
      .returning();
    if (!order) return undefined;
    const movement = await debitForOrder(tx, customerId, order.totalBani, order.number);
    await tx.insert(payments).values({
      purpose: 'order',
      orderId: order.id,
      customerId,
      method: 'wallet',
      status: 'succeeded',
      amountBani: order.totalBani,
      gateway: 'wallet',
      gatewayReference: `wallet:${movement.id}`,
    });
    await queueBooking(tx, order.id);
    return order;
  });
}

export async function createOrder(ctx: CommerceContext, customer: CustomerRow | null, keyHeader: string | string[] | undefined, body: OrderBody): Promise<StoredAnswer> {
  const key = idempotencyKeyOf(keyHeader);
  const email = customer ? customer.email : normalizeEmail(typeof body.email === 'string' ? body.email : '');
  const claim: Claim = { scope: customer ? `customer:${customer.id}` : `guest:${email}`, key, hash: requestHash(hashableBody(body)) };
  const replay = await replayIfKnown(ctx, claim, body);
  if (replay) return replay;

  const now = ctx.now();
  const errors = validateOrder(body, { guest: !customer, now });
  const offer = await price(ctx, body, now, errors);
  if (body.expected_total_bani !== undefined && body.expected_total_bani !== offer.breakdown.total_bani) return priceChanged(offer);
  const values = await orderValues(ctx, body, offer, claim, now);

  if (customer && body.payment.method === 'wallet') {
    const order = await insertWalletOrder(ctx, values, customer.id);
    return order ? processOrder(ctx, order, body) : replayExisting(ctx, claim, body);
  }
  const [claimed] = await ctx.db
    .insert(orders)
    .values({ ...values, customerId: customer?.id ?? null, guestEmail: customer ? null : email })
    .onConflictDoNothing({ target: [orders.idempotencyScope, orders.idempotencyKey] })
    .returning();
  if (!claimed) return replayExisting(ctx, claim, body);
  return processOrder(ctx, claimed, body);
}
