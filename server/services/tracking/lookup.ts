// Reading what we know about parcels for the tracking calls: our own tables only (the poller keeps
// them fresh; a request never waits for a carrier), in at most two queries whatever the number of
// AWBs or orders, each by `= any($list)` (one plan whatever the count): the shipments with their
// order, then the events of those whose answer is not cached at the row's version (answer-cache.ts).
// The events are read after the rows, never beside them: they are then at least as new as the
// version they are cached under. The large JSON columns (label, the order's request) are never read.
import { and, asc, eq, sql } from 'drizzle-orm';
import type { AppDb } from '../../db/client.ts';
import { orders, shipmentEvents, shipments } from '../../db/schema.ts';
import type { ShipmentStatus } from '../carriers/index.ts';

export interface TrackedRow {
  orderId: number;
  /** The order's owner (null: a guest order not linked to an account). */
  customerId: number | null;
  /** The order's number (CUR-2026-000123). */
  reference: string;
  orderStatus: (typeof orders.$inferSelect)['status'];
  /** Placed with a test API key. */
  testMode: boolean;
  /** The offer's estimate (YYYY-MM-DD). */
  estimatedDelivery: string | null;
  /** Null for an order without a shipment yet (by order only). */
  awb: string | null;
  carrierId: number;
  /** The network that booked it ('simulated': a demo); null without a shipment. */
  network: string | null;
  status: ShipmentStatus | null;
  /** The shipment row's version: updated_at to the microsecond, and the status. */
  version: string | null;
}

export interface TrackedEvent {
  awb: string;
  status: ShipmentStatus;
  carrierStatusCode: string;
  description: string;
  location: string | null;
  occurredAt: Date;
}

const textList = (values: readonly string[]) => sql`${sql.param(values)}::text[]`;
const idList = (values: readonly number[]) => sql`${sql.param(values)}::bigint[]`;

const rowFields = {
  orderId: orders.id,
  customerId: orders.customerId,
  reference: orders.number,
  orderStatus: orders.status,
  testMode: orders.testMode,
  estimatedDelivery: sql<string | null>`${orders.offer}->>'estimated_delivery_date'`,
  awb: shipments.awb,
  carrierId: sql<number>`coalesce(${shipments.carrierId}, ${orders.carrierId})`.mapWith(Number),
  network: shipments.network,
  status: shipments.status,
  version: sql<string | null>`extract(epoch from ${shipments.updatedAt})::text || ' ' || ${shipments.status}`,
};

/** The shipments of `awbs` (normalised), only `carrierId`'s when given. */
export async function shipmentsByAwb(db: AppDb, awbs: readonly string[], carrierId: number | null): Promise<TrackedRow[]> {
  if (!awbs.length) return [];
  const rows = await db
    .select(rowFields)
    .from(shipments)
    .innerJoin(orders, eq(orders.id, shipments.orderId))
    .where(and(sql`${shipments.awb} = any(${textList(awbs)})`, carrierId === null ? undefined : eq(shipments.carrierId, carrierId)));
  return rows as TrackedRow[];
}

/** The orders `orderIds` of `customerId` (others' are simply absent), with their shipments if any. */
export async function ordersOf(db: AppDb, customerId: number, orderIds: readonly number[], testMode?: boolean): Promise<TrackedRow[]> {
  if (!orderIds.length) return [];
  const rows = await db
    .select(rowFields)
    .from(orders)
    .leftJoin(shipments, eq(shipments.orderId, orders.id))
    .where(
      and(sql`${orders.id} = any(${idList(orderIds)})`, eq(orders.customerId, customerId), testMode === undefined ? undefined : eq(orders.testMode, testMode)),
    );
  return rows as TrackedRow[];
}

/** The events of `awbs`, by AWB, oldest first. */
export async function eventsOf(db: AppDb, awbs: readonly string[]): Promise<Map<string, TrackedEvent[]>> {
  const byAwb = new Map<string, TrackedEvent[]>();
  if (!awbs.length) return byAwb;
  const events = await db
    .select({
      awb: shipmentEvents.awb,
      status: shipmentEvents.status,
      carrierStatusCode: shipmentEvents.carrierStatusCode,
      description: shipmentEvents.description,
      location: shipmentEvents.location,
      occurredAt: shipmentEvents.occurredAt,
    })
    .from(shipmentEvents)
    .where(sql`${shipmentEvents.awb} = any(${textList(awbs)})`)
    .orderBy(asc(shipmentEvents.awb), asc(shipmentEvents.occurredAt), asc(shipmentEvents.sequence));
  for (const event of events) {
    const list = byAwb.get(event.awb);
    if (list) list.push(event);
    else byAwb.set(event.awb, [event]);
  }
  return byAwb;
}
