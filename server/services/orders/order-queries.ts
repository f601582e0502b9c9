// Reading orders with what belongs to them (payment, shipment, tracking events) in four queries per
// page, whatever its size: the orders, then their payments, shipments and events by id lists.
import { and, asc, count, desc, eq, getTableColumns, inArray } from 'drizzle-orm';
import type { AppDb } from '../../db/client.ts';
import { orders, payments, shipmentEvents, shipments } from '../../db/schema.ts';
import type { OrderBundle, OrderRow } from './order-view.ts';

/**
 * A page of a list is shown, never answered again nor printed: its rows leave out the largest JSON
 * columns (the price request, the label), which PGlite and node-postgres
 * would otherwise parse for every row (for 50 orders, most of the call's time).
 */
const { priceRequest: _request, ...LISTED_ORDER } = getTableColumns(orders);
const { label: _label, ...LISTED_SHIPMENT } = getTableColumns(shipments);
const listed = <T>(row: T) => ({ ...row, priceRequest: {} }) as unknown as OrderRow;

export async function bundlesOf(db: AppDb, rows: OrderRow[], options: { labels?: boolean } = {}): Promise<OrderBundle[]> {
  if (!rows.length) return [];
  const ids = rows.map((r) => r.id);
  const [paymentRows, shipmentRows] = await Promise.all([
    db.select().from(payments).where(inArray(payments.orderId, ids)),
    options.labels === false
      ? db
          .select(LISTED_SHIPMENT)
          .from(shipments)
          .where(inArray(shipments.orderId, ids))
          .then((found) => found.map((s) => ({ ...s, label: {} })))
      : db.select().from(shipments).where(inArray(shipments.orderId, ids)),
  ]);
  const awbs = shipmentRows.map((s) => s.awb);
  const eventRows = awbs.length
    ? await db.select().from(shipmentEvents).where(inArray(shipmentEvents.awb, awbs)).orderBy(asc(shipmentEvents.occurredAt), asc(shipmentEvents.sequence))
    : [];
  return rows.map((order) => {
    const shipment = shipmentRows.find((s) => s.orderId === order.id) ?? null;
    return {
      order,
      payment: paymentRows.find((p) => p.orderId === order.id) ?? null,
      shipment,
      events: shipment ? eventRows.filter((e) => e.awb === shipment.awb) : [],
    };
  });
}

export async function loadBundle(db: AppDb, orderId: number): Promise<OrderBundle | undefined> {
  const [row] = await db.select().from(orders).where(eq(orders.id, orderId));
  return row ? (await bundlesOf(db, [row]))[0] : undefined;
}

/**
 * Which of a customer's orders a caller sees: the app sees them all; an API key only those of its
 * mode (a test key its test orders, a live key the others).
 */
const ownedBy = (customerId: number, testMode?: boolean) =>
  testMode === undefined ? eq(orders.customerId, customerId) : and(eq(orders.customerId, customerId), eq(orders.testMode, testMode));

/** The customer's order `orderId` (undefined for someone else's: the caller answers 404). */
export async function findOwnOrder(db: AppDb, customerId: number, orderId: number, testMode?: boolean): Promise<OrderBundle | undefined> {
  if (!Number.isSafeInteger(orderId) || orderId < 1) return undefined;
  const [row] = await db.select().from(orders).where(and(eq(orders.id, orderId), ownedBy(customerId, testMode)));
  return row ? (await bundlesOf(db, [row]))[0] : undefined;
}

/** Newest first, as listed (without the stored answer, the price request and the labels). */
export async function listOrders(db: AppDb, customerId: number, page: number, perPage: number, testMode?: boolean): Promise<{ items: OrderBundle[]; total: number }> {
  const [total] = await db.select({ n: count() }).from(orders).where(ownedBy(customerId, testMode));
  const rows = await db
    .select(LISTED_ORDER)
    .from(orders)
    .where(ownedBy(customerId, testMode))
    .orderBy(desc(orders.id))
    .limit(perPage)
    .offset((page - 1) * perPage);
  return { items: await bundlesOf(db, rows.map(listed), { labels: false }), total: Number(total?.n ?? 0) };
}

export function paginationMeta(total: number, page: number, perPage: number) {
  const lastPage = Math.max(1, Math.ceil(total / perPage));
  const from = total === 0 ? null : (page - 1) * perPage + 1;
  const to = total === 0 ? null : Math.min(total, page * perPage);
  return { total, per_page: perPage, current_page: page, last_page: lastPage, from: from !== null && from <= total ? from : null, to: from !== null && from <= total ? to : null };
}
