// The statuses of an account's orders as the exports write them (and the bulk tracking's cash on
// delivery reads them): one row per order, its AWB and carrier, its status in Romanian (the parcel's
// when it has one, else the order's), its latest tracking event and when it happened, and its cash on
// delivery (amount, collected, paid out). One query whatever the number of orders: the orders with
// their shipment, repayment and payout, the latest event of each shipment read by the index on
// (awb, occurred_at), oldest first. Selected by a list of the account's order ids, by the day they were placed
// (a range of Bucharest dates, both ends included), or by the batch that made them (services/batches/:
// its rows' orders, in the batch's order). The large JSON columns are never read.
import { and, asc, eq, gte, lt, sql } from 'drizzle-orm';
import { CARRIERS } from '../../../src/shared/carriers.ts';
import type { AppDb } from '../../db/client.ts';
import { batchOrders, orders, payouts, repayments, shipments } from '../../db/schema.ts';
import { STATUS_CATALOGUE, type ShipmentStatus } from '../carriers/index.ts';
import { ORDER_STATUS_LABELS, shownStatus } from '../orders/index.ts';
import { codStateOf, type CodState } from './cod-state.ts';

/** At most this many orders in one export (a longer period is refused with a message). */
export const MAX_EXPORT_ROWS = 5000;
/** At most this many days in one export's period. */
export const MAX_EXPORT_DAYS = 366;
/** At most this many order ids in one export of a selection. */
export const MAX_EXPORT_IDS = 500;

export interface StatusRow {
  orderId: number;
  reference: string;
  createdAt: Date;
  awb: string | null;
  carrierId: number;
  carrier: string;
  /** In Romanian: the parcel's status from the catalogue, else the order's. */
  status: string;
  /** The catalogue's id of the parcel's status (null: no parcel yet). */
  statusId: number | null;
  /** The latest tracking event's own words, where and when. */
  lastEvent: string | null;
  lastEventLocation: string | null;
  lastEventAt: Date | null;
  cod: CodState;
}

export type StatusSelection = { orderIds: readonly number[] } | { from: string; to: string } | { batchId: number };

const idList = (values: readonly number[]) => sql`${sql.param(values)}::bigint[]`;

/** 00:00 of `isoDate` (YYYY-MM-DD) in Bucharest, as an instant. */
export function bucharestMidnight(isoDate: string): Date {
  const [year, month, day] = isoDate.split('-').map(Number) as [number, number, number];
  const utc = Date.UTC(year, month - 1, day);
  // Bucharest is 2 or 3 hours ahead of UTC: try both, keep the one that reads 00:00 there.
  for (const hours of [2, 3]) {
    const at = new Date(utc - hours * 3600_000);
    const hour = new Intl.DateTimeFormat('en-GB', { timeZone: 'Europe/Bucharest', hour: '2-digit', hourCycle: 'h23' }).format(at);
    if (Number(hour) === 0) return at;
  }
  return new Date(utc - 2 * 3600_000);
}

/** The day after `isoDate`. */
export function nextDay(isoDate: string): string {
  const [year, month, day] = isoDate.split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(year, month - 1, day + 1)).toISOString().slice(0, 10);
}

const lastEventField = (column: string) =>
  sql.raw(`(select e.${column} from shipment_events e where e.awb = "shipments"."awb" order by e.occurred_at desc, e.sequence desc limit 1)`);

const carrierName = (id: number) => CARRIERS.find((c) => c.id === id)?.name ?? String(id);

/** The rows of the selected orders of `customerId` (others' never), oldest first; at most `limit`. */
export async function statusRows(db: AppDb, customerId: number, selection: StatusSelection, limit = MAX_EXPORT_ROWS): Promise<StatusRow[]> {
  const chosen =
    'orderIds' in selection
      ? sql`${orders.id} = any(${idList(selection.orderIds)})`
      : 'batchId' in selection
        ? sql`${orders.id} in (select ${batchOrders.orderId} from ${batchOrders} where ${batchOrders.batchId} = ${selection.batchId})`
        : and(gte(orders.createdAt, bucharestMidnight(selection.from)), lt(orders.createdAt, bucharestMidnight(nextDay(selection.to))));
  const rows = await db
    .select({
      orderId: orders.id,
      reference: orders.number,
      createdAt: orders.createdAt,
      orderStatus: orders.status,
      orderAwb: orders.awb,
      orderCarrierId: orders.carrierId,
      codBani: orders.codBani,
      awb: shipments.awb,
      shipmentCarrierId: shipments.carrierId,
      shipmentStatus: shipments.status,
      lastEvent: sql<string | null>`${lastEventField('description')}`,
      lastEventLocation: sql<string | null>`${lastEventField('location')}`,
      lastEventAt: sql<string | null>`${lastEventField('occurred_at')}`,
      repaymentStatus: repayments.status,
      deliveredAt: repayments.deliveredAt,
      payoutStatus: payouts.status,
      payoutPaidAt: payouts.paidAt,
    })
    .from(orders)
    .leftJoin(shipments, eq(shipments.orderId, orders.id))
    .leftJoin(repayments, eq(repayments.orderId, orders.id))
    .leftJoin(payouts, eq(payouts.id, repayments.payoutId))
    .where(and(eq(orders.customerId, customerId), chosen))
    .orderBy(asc(orders.createdAt), asc(orders.id))
    .limit(limit);
  return rows.map((row) => {
    const shipped = row.shipmentStatus as ShipmentStatus | null;
    const catalogue = shipped ? STATUS_CATALOGUE[shipped] : null;
    const carrierId = row.shipmentCarrierId ?? row.orderCarrierId;
    return {
      orderId: Number(row.orderId),
      reference: row.reference,
      createdAt: row.createdAt,
      awb: row.awb ?? row.orderAwb,
      carrierId,
      carrier: carrierName(carrierId),
      status: catalogue?.name ?? ORDER_STATUS_LABELS[shownStatus({ status: row.orderStatus, awb: row.orderAwb })],
      statusId: catalogue?.id ?? null,
      lastEvent: row.lastEvent,
      lastEventLocation: row.lastEventLocation,
      lastEventAt: row.lastEventAt === null ? null : new Date(row.lastEventAt),
      cod: codStateOf({
        codBani: row.codBani,
        orderStatus: row.orderStatus,
        repaymentStatus: row.repaymentStatus,
        deliveredAt: row.deliveredAt,
        payoutPaidAt: row.payoutStatus === 'paid' ? row.payoutPaidAt : null,
      }),
    };
  });
}

/** How many orders `customerId` placed in the period (to refuse one over MAX_EXPORT_ROWS before reading it). */
export async function countInPeriod(db: AppDb, customerId: number, from: string, to: string): Promise<number> {
  const [row] = await db
    .select({ count: sql<number>`count(*)`.mapWith(Number) })
    .from(orders)
    .where(and(eq(orders.customerId, customerId), gte(orders.createdAt, bucharestMidnight(from)), lt(orders.createdAt, bucharestMidnight(nextDay(to)))));
  return row?.count ?? 0;
}
