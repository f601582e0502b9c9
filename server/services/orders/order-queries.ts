// Reading orders with what belongs to them (payment, shipment, tracking events) in a fixed number of
// queries whatever the page's size: one order by its id (then its payment, shipment and events by id
// lists), and a page of a list in two (its rows, their events: listOrderRows; its total and versions:
// order-list-cache.ts).
import { and, asc, desc, eq, getTableColumns, inArray } from 'drizzle-orm';
import type { AppDb } from '../../db/client.ts';
import { orders, payments, shipmentEvents, shipments } from '../../db/schema.ts';
import type { EventRow, OrderBundle, OrderRow } from './order-view.ts';

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
  const events = await eventsOf(db, shipmentRows.map((s) => s.awb));
  const paymentOf = new Map(paymentRows.map((p) => [p.orderId, p]));
  const shipmentOf = new Map(shipmentRows.map((s) => [s.orderId, s]));
  return rows.map((order) => {
    const shipment = shipmentOf.get(order.id) ?? null;
    return { order, payment: paymentOf.get(order.id) ?? null, shipment, events: (shipment && events.get(shipment.awb)) || [] };
  });
}

/** The tracking events of these AWBs, oldest first, by AWB (one query; none without AWBs). */
async function eventsOf(db: AppDb, awbs: string[]): Promise<Map<string, EventRow[]>> {
  const byAwb = new Map<string, EventRow[]>();
  if (!awbs.length) return byAwb;
  const rows = await db.select().from(shipmentEvents).where(inArray(shipmentEvents.awb, awbs)).orderBy(asc(shipmentEvents.occurredAt), asc(shipmentEvents.sequence));
  for (const row of rows) {
    const list = byAwb.get(row.awb);
    if (list) list.push(row);
    else byAwb.set(row.awb, [row]);
  }
  return byAwb;
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

/**
 * A page of the customer's orders, newest first, as listed (without the stored answer, the price
 * request and the labels), in two queries whatever the page's size or the account's: the page's ids
 * from the index alone (orders_customer_idx, or orders_customer_mode_idx for a key's mode; a deep
 * page skips index entries, never rows) joined to their orders, payments and shipments, then their
 * tracking events. The total and the answer's reuse: order-list-cache.ts (order_counts).
 */
export async function listOrderRows(db: AppDb, customerId: number, page: number, perPage: number, testMode?: boolean): Promise<OrderBundle[]> {
  const ids = db
    .select({ id: orders.id })
    .from(orders)
    .where(ownedBy(customerId, testMode))
    .orderBy(desc(orders.id))
    .limit(perPage)
    .offset((page - 1) * perPage)
    .as('page');
  const rows = await db
    .select({ order: LISTED_ORDER, payment: getTableColumns(payments), shipment: LISTED_SHIPMENT })
    .from(ids)
    .innerJoin(orders, eq(orders.id, ids.id))
    .leftJoin(payments, eq(payments.orderId, orders.id))
    .leftJoin(shipments, eq(shipments.orderId, orders.id))
    .orderBy(desc(orders.id));
  const events = await eventsOf(db, rows.flatMap((r) => (r.shipment ? [r.shipment.awb] : [])));
  return rows.map(({ order, payment, shipment }) => ({
    order: listed(order),
    payment,
    shipment: shipment ? { ...shipment, label: {} } : null,
    events: (shipment && events.get(shipment.awb)) || [],
  }));
}

export function paginationMeta(total: number, page: number, perPage: number) {
  const lastPage = Math.max(1, Math.ceil(total / perPage));
  const from = total === 0 ? null : (page - 1) * perPage + 1;
  const to = total === 0 ? null : Math.min(total, page * perPage);
  return { total, per_page: perPage, current_page: page, last_page: lastPage, from: from !== null && from <= total ? from : null, to: from !== null && from <= total ? to : null };
}
