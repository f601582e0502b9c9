// The return shipment of an approved request: an order of the one order pipeline (orders/
// embedded-orders.ts: the same checks, price, row, payment and booking job as any order) from the
// customer (the request's contact and address) to the shop's return address, with the parcel of the
// original order (or a default one), on the carrier the customer chose. It is made in the transaction
// that approves the request (moveReturn, 'shop.approved' or 'auto.approved') and linked there by
// return_order_id, so an approval never stands without its shipment and two approvals at once make
// one (the loser's move finds the request approved and does nothing).
// Who pays (return_settings.payer):
//   shop        the shop's order, paid from its wallet in that transaction ('order.paid' queues the
//               booking); a wallet that is short refuses the approval, nothing written;
//   customer    the customer's order (the signed-in customer's, or the guest's by e-mail), awaiting its
//               payment: by card on the processor's page or from the wallet (return-payment.ts); it is
//               booked once paid;
//   shop_up_to  the shop pays up to payer_limit_bani: the whole price when it is within the limit (as
//               `shop`), else its part from its wallet (ledger reference RET-<id>, once per request) and
//               the customer the rest, as `customer`. Each is invoiced for its part: the customer's
//               payment as any (invoices/invoice-build.ts, a partial payment), the shop's share by
//               the job 'invoice.wallet-share' queued here with its debit.
// The price is asked before the transaction (the engine may ask the carrier), as the pipeline does.
import { and, eq, isNotNull, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { addresses, fixedLocations, orders, returnRequests } from '../../db/schema.ts';
import { labelFreeBookingOf } from '../carriers/index.ts';
import { Failure } from '../failure.ts';
import { queueShareInvoice } from '../invoices/index.ts';
import { enqueue } from '../jobs/index.ts';
import { addressFromBook, billingFromBook, insertPreparedOrder, prepareOrder, runBooking, withLabelFreeReturn, type BillingInput, type EmbeddedOrderRequest, type LabelFreeReturn, type OrderRow, type PreparedOrder } from '../orders/index.ts';
import { debitForOrder, debitTestOrder, formatRon, lockCustomer } from '../payments/index.ts';
import type { ReturnsContext } from './context.ts';
import type { ReturnRow } from './inbox.ts';
import { moveReturn, type ReturnEvent } from './return-states.ts';
import { shopShareReference } from './return-unshipped.ts';
import type { SettingsRow } from './settings.ts';

/** The customer hands the parcel over within this many days of the approval (README "Return methods per carrier"). */
export const RETURN_DROP_OFF_DAYS = 14;
/** A typed-in order's parcel: a small box. */
export const DEFAULT_RETURN_PARCEL = { weight: 1, length: 30, width: 20, height: 10 } as const;
/**
 * Every return is booked home -> home; a label-free drop-off the carrier's adapter reaches is asked
 * for on that booking (labelFreeOf: the order's label_free_return, orders/booking.ts).
 */
const RETURN_SERVICE_ID = 1;

export const SHIPMENT_MESSAGES = {
  noAddress: 'Magazinul nu are o adresă de retur: alege-o în setările retururilor.',
  unpriced: (details: string) => `Transportul returului nu poate fi creat: ${details}`,
  shortWallet: (total: string) => `Portofelul nu are destui bani pentru transportul returului (${total}). Alimentează portofelul și aprobă din nou.`,
} as const;

/** What the shipment is made from: the request (before or after it is stored). */
export type ReturnBasis = Pick<ReturnRow, 'customerId' | 'orderId' | 'orderReference' | 'contact' | 'carrierId' | 'testMode' | 'filedByCustomerId' | 'dropOffMethod'>;

export interface ShipmentPlan {
  values: PreparedOrder;
  /** Who pays what, in bani: the shop's part (from its wallet at approval) and the customer's (later). */
  shopBani: number;
  customerBani: number;
}

const dropOffDeadline = (approvedAt: Date) => new Date(approvedAt.getTime() + RETURN_DROP_OFF_DAYS * 86_400_000);
export { dropOffDeadline };

async function parcelsOf(ctx: ReturnsContext, basis: ReturnBasis) {
  if (basis.orderId !== null) {
    const [original] = await ctx.db.select({ priceRequest: orders.priceRequest }).from(orders).where(eq(orders.id, basis.orderId));
    const parcels = (original?.priceRequest as { content?: { parcels?: { size: typeof DEFAULT_RETURN_PARCEL }[] } } | undefined)?.content?.parcels;
    if (parcels?.length) return parcels.map((p) => ({ size: { ...p.size } }));
  }
  return [{ size: { ...DEFAULT_RETURN_PARCEL } }];
}

async function shopBilling(ctx: ReturnsContext, shopId: number, fallback: BillingInput): Promise<BillingInput> {
  const [row] = await ctx.db.select().from(addresses).where(and(eq(addresses.customerId, shopId), eq(addresses.kind, 'billing'))).orderBy(sql`${addresses.isDefault} desc`, addresses.id).limit(1);
  return row ? billingFromBook(row) : fallback;
}

/** The order's request: from the customer to the shop's return address, owned by whoever pays for it. */
async function orderRequest(ctx: ReturnsContext, basis: ReturnBasis, shop: SettingsRow, owner: 'shop' | 'customer'): Promise<EmbeddedOrderRequest> {
  const [address] = shop.returnAddressId === null ? [] : await ctx.db.select().from(addresses).where(and(eq(addresses.id, shop.returnAddressId), eq(addresses.customerId, shop.customerId)));
  if (!address) throw new Failure(409, 'return_address_missing', SHIPMENT_MESSAGES.noAddress);
  const c = basis.contact;
  const sender = {
    country_code: 'RO',
    ...(c.locality_id ? { locality_id: c.locality_id } : { locality_name: c.locality_name, county_name: c.county_name }),
    ...(c.postal_code ? { postal_code: c.postal_code } : {}),
    street_name: c.street,
    contact: c.name,
    phone: c.phone,
    email: c.email,
  };
  const recipient = addressFromBook(address);
  const customerBilling: BillingInput = { type: 'person', name: c.name, ...(c.locality_id ? { locality_id: c.locality_id } : {}) };
  const billing = owner === 'shop' ? await shopBilling(ctx, shop.customerId, { type: 'person', name: address.contact || shop.publicName, locality_id: address.localityId }) : customerBilling;
  const customerOwner = basis.filedByCustomerId !== null ? ({ customerId: basis.filedByCustomerId, guestEmail: null } as const) : ({ customerId: null, guestEmail: c.email } as const);
  return {
    body: {
      carrier_id: basis.carrierId ?? shop.carrierIds[0] ?? 0,
      service_id: RETURN_SERVICE_ID,
      address_from: sender,
      address_to: { ...recipient, email: recipient.email },
      content: { parcels: await parcelsOf(ctx, basis) },
      extra: { parcel_content: `Retur ${basis.orderReference}`.slice(0, 100) },
      billing,
      payment: { method: owner === 'shop' ? 'wallet' : 'card' },
      ...(owner === 'customer' && customerOwner.customerId === null ? { email: c.email } : {}),
    },
    owner: owner === 'shop' ? { customerId: shop.customerId, guestEmail: null } : customerOwner,
    origin: 'app',
    apiKeyId: null,
    testMode: basis.testMode,
  };
}

/**
 * The label-free drop-off the carrier's adapter is asked for (carriers/return-methods.ts), with the
 * carrier's synced locker in the customer's locality where its API names one; none there: the return
 * goes on its label.
 */
async function labelFreeOf(ctx: ReturnsContext, basis: ReturnBasis, carrierId: number): Promise<LabelFreeReturn | null> {
  const wanted = labelFreeBookingOf(carrierId, basis.dropOffMethod);
  if (!wanted) return null;
  if (!wanted.namesLocker) return { method: wanted.method, fixed_location_id: null };
  const localityId = basis.contact.locality_id;
  if (localityId === null) return null;
  const [locker] = await ctx.db
    .select({ id: fixedLocations.id })
    .from(fixedLocations)
    .where(and(eq(fixedLocations.siruta, localityId), eq(fixedLocations.carrierId, carrierId), eq(fixedLocations.fixedLocationType, 'locker'), eq(fixedLocations.isActive, true), isNotNull(fixedLocations.pointId)))
    .orderBy(fixedLocations.id)
    .limit(1);
  return locker ? { method: wanted.method, fixed_location_id: locker.id } : null;
}

async function prepared(ctx: ReturnsContext, basis: ReturnBasis, shop: SettingsRow, owner: 'shop' | 'customer'): Promise<PreparedOrder> {
  try {
    const values = await prepareOrder(ctx.commerce, await orderRequest(ctx, basis, shop, owner));
    const labelFree = await labelFreeOf(ctx, basis, values.carrierId);
    return labelFree ? withLabelFreeReturn(values, labelFree) : values;
  } catch (error) {
    if (error instanceof Failure && error.status === 422) {
      const details = Object.values(error.details.errors ?? {}).flat();
      throw new Failure(422, 'return_shipment_unavailable', SHIPMENT_MESSAGES.unpriced(details.length ? details.join(' ') : error.message));
    }
    throw error;
  }
}

/** The shipment's order, priced, and who pays what (before the approving transaction). */
export async function planShipment(ctx: ReturnsContext, basis: ReturnBasis, shop: SettingsRow): Promise<ShipmentPlan> {
  if (shop.payer === 'customer') {
    const values = await prepared(ctx, basis, shop, 'customer');
    return { values, shopBani: 0, customerBani: values.totalBani };
  }
  const values = await prepared(ctx, basis, shop, 'shop');
  const limit = shop.payer === 'shop_up_to' ? (shop.payerLimitBani ?? 0) : Infinity;
  if (values.totalBani <= limit) return { values, shopBani: values.totalBani, customerBani: 0 };
  // Beyond the shop's limit: the customer's order, the shop paying its part of it.
  const theirs = await prepared(ctx, basis, shop, 'customer');
  const shopBani = Math.min(limit, theirs.totalBani);
  return { values: theirs, shopBani, customerBani: theirs.totalBani - shopBani };
}

function shortWallet(error: unknown, totalBani: number): unknown {
  return error instanceof Failure && error.reason === 'insufficient_funds' ? new Failure(422, 'insufficient_funds', SHIPMENT_MESSAGES.shortWallet(formatRon(totalBani)), { data: error.details.data }) : error;
}

/** In `tx`: the shipment's order as the plan says, paid by the shop where it pays, linked to request `returnId`. */
export async function insertShipment(tx: Tx, ctx: ReturnsContext, returnId: number, shopId: number, plan: ShipmentPlan): Promise<OrderRow> {
  try {
    let order: OrderRow;
    if (plan.customerBani === 0) {
      order = await insertPreparedOrder(tx, ctx, plan.values, { walletOf: shopId });
    } else {
      let shareLedgerId: number | null = null;
      if (plan.shopBani > 0) {
        // The shop's part, once per request whatever the number of orders its customer's payments need.
        await lockCustomer(tx, shopId);
        const reference = shopShareReference(returnId);
        if (plan.values.testMode) await debitTestOrder(tx, shopId, plan.shopBani, reference);
        else shareLedgerId = (await debitForOrder(tx, shopId, plan.shopBani, reference)).id;
      }
      order = await insertPreparedOrder(tx, ctx, plan.values, 'awaiting');
      // The share's invoice (its part of the services, the advance reversed), once per movement: a later shipment finds it queued.
      if (shareLedgerId !== null) await queueShareInvoice(tx, shareLedgerId, order.id);
      // Unpaid by the drop-off deadline: the request is closed and the shop's share goes back (return-unshipped.ts).
      await enqueue(tx, { kind: 'return.deadline', key: `return-deadline:${returnId}:${order.id}`, payload: { returnId }, delayMs: RETURN_DROP_OFF_DAYS * 86_400_000 });
    }
    await tx.update(returnRequests).set({ returnOrderId: order.id, updatedAt: sql`now()` }).where(eq(returnRequests.id, returnId));
    return order;
  } catch (error) {
    throw shortWallet(error, plan.shopBani || plan.values.totalBani);
  }
}

/**
 * Approves request `row` by `event` with its shipment, in one transaction; books the shipment at once
 * when it is paid (its answer then holds the AWB, and the label or code). Undefined when the request
 * was no longer awaiting approval (another approval won).
 */
export async function approveWithShipment(ctx: ReturnsContext, row: ReturnRow, shop: SettingsRow, event: Extract<ReturnEvent, 'shop.approved' | 'auto.approved'>, customerId?: number): Promise<ReturnRow | undefined> {
  const plan = await planShipment(ctx, row, shop);
  const moved = await ctx.events.transaction(ctx.db, async (tx) => {
    const approved = await moveReturn(tx, ctx.events, row.id, event, customerId === undefined ? {} : { customerId });
    if (!approved) return undefined;
    const order = await insertShipment(tx, ctx, approved.id, shop.customerId, plan);
    return { ...approved, returnOrderId: order.id, paid: order.status === 'paid' };
  });
  if (!moved) return undefined;
  const { paid, ...request } = moved;
  if (paid) await bookNow(ctx, request.returnOrderId!);
  return (await ctx.db.select().from(returnRequests).where(eq(returnRequests.id, request.id)))[0] ?? request;
}

/** The statuses of a shipment's order that ended it: a new shipment may replace it. */
export const ENDED_SHIPMENT = ['cancelled', 'booking_failed'] as const;

/**
 * A new shipment for approved request `row` whose shipment was cancelled or never booked
 * (return-shipment-cancel.ts): made and linked instead in one transaction that locks the request (two
 * presses make one), paid by the shop where it pays (its share of a `shop_up_to` return, RET-<id>, is
 * kept from the first shipment, not taken again), booked at once when paid. Undefined when the
 * request's shipment is alive, was replaced meanwhile, or the request moved on.
 */
export async function reissueShipment(ctx: ReturnsContext, row: ReturnRow, shop: SettingsRow): Promise<ReturnRow | undefined> {
  if (row.returnOrderId === null) return undefined;
  const [current] = await ctx.db.select({ status: orders.status }).from(orders).where(eq(orders.id, row.returnOrderId));
  if (!current || !(ENDED_SHIPMENT as readonly string[]).includes(current.status)) return undefined;
  const plan = await planShipment(ctx, row, shop);
  const made = await ctx.events.transaction(ctx.db, async (tx) => {
    const [locked] = await tx.select().from(returnRequests).where(eq(returnRequests.id, row.id)).for('update');
    if (locked?.status !== 'approved' || locked.returnOrderId !== row.returnOrderId) return undefined;
    const order = await insertShipment(tx, ctx, row.id, shop.customerId, plan);
    return { orderId: order.id, paid: order.status === 'paid' };
  });
  if (!made) return undefined;
  if (made.paid) await bookNow(ctx, made.orderId);
  return (await ctx.db.select().from(returnRequests).where(eq(returnRequests.id, row.id)))[0];
}

/** The paid shipment booked here and now (the booking job, run at once, as the pipeline does); a failure is left to the job's retries. */
export async function bookNow(ctx: ReturnsContext, orderId: number): Promise<void> {
  try {
    await runBooking(ctx.commerce, orderId);
  } catch (error) {
    ctx.commerce.auth.log.warn({ err: error, orderId }, 'the return shipment was not booked at once: its job retries');
  }
}
