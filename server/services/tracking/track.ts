// The two tracking answers: by AWB (anyone; the owner also sees the order) and by order (the
// caller's own orders only), one item per distinct AWB or order id, in request order. Read-only:
// at most two queries per call (lookup.ts), no carrier call, no write.
import type { AppDb } from '../../db/client.ts';
import { carrierOfAwb } from '../carriers/awb-formats.ts';
import type { ShipmentStatus } from '../carriers/statuses.ts';
import type { AnswerCache } from './answer-cache.ts';
import { eventsOf, ordersOf, shipmentsByAwb, type TrackedRow } from './lookup.ts';
import { foundItem, notFoundItem, TRACKING_MESSAGES, type TrackingItem } from './view.ts';

type ShippedRow = TrackedRow & { awb: string; status: ShipmentStatus; version: string };

const shipped = (row: TrackedRow | undefined): row is ShippedRow => row !== undefined && row.awb !== null && row.status !== null && row.version !== null;

export interface TrackingContext {
  db: AppDb;
  cache: AnswerCache;
  publicUrl: string;
}

/** The answers of `rows` as anyone may see them (no order id or number), by AWB: cached, or built from their events. */
async function answersOf({ db, cache, publicUrl }: TrackingContext, rows: ShippedRow[]): Promise<Map<string, TrackingItem>> {
  const answers = new Map<string, TrackingItem>();
  const missing: ShippedRow[] = [];
  for (const row of rows) {
    const cached = cache.get(row.awb, row.version);
    if (cached) answers.set(row.awb, cached);
    else missing.push(row);
  }
  if (!missing.length) return answers;
  const events = await eventsOf(db, missing.map((r) => r.awb));
  for (const row of missing) {
    const item = foundItem(row, events.get(row.awb) ?? [], publicUrl);
    cache.set(row.awb, row.version, item);
    answers.set(row.awb, item);
  }
  return answers;
}

const ownedBy = (item: TrackingItem, row: TrackedRow): TrackingItem => ({ ...item, order_id: row.orderId, reference: row.reference });

export interface AwbQuery {
  /** Normalised and valid (awb.ts), distinct. */
  awbs: readonly string[];
  /** Null: any carrier (the one of our shipment, else guessed from the AWB's format). */
  carrierId: number | null;
  /** The signed-in caller, if any: their own orders show `order_id` and `reference`. */
  viewerId: number | null;
}

export async function trackByAwb(ctx: TrackingContext, query: AwbQuery): Promise<TrackingItem[]> {
  const rows = (await shipmentsByAwb(ctx.db, query.awbs, query.carrierId)).filter(shipped);
  const byAwb = new Map(rows.map((r) => [r.awb, r]));
  const answers = await answersOf(ctx, rows);
  return query.awbs.map((awb) => {
    const row = byAwb.get(awb);
    const answer = answers.get(awb);
    if (row && answer) return query.viewerId !== null && row.customerId === query.viewerId ? ownedBy(answer, row) : answer;
    const carrierId = query.carrierId ?? carrierOfAwb(awb);
    return notFoundItem({ awb, carrierId, message: TRACKING_MESSAGES.awbNotFound(awb, carrierId), publicUrl: ctx.publicUrl });
  });
}

export interface OrderQuery {
  customerId: number;
  /** Distinct. */
  orderIds: readonly number[];
}

export async function trackByOrder(ctx: TrackingContext, query: OrderQuery): Promise<TrackingItem[]> {
  const rows = await ordersOf(ctx.db, query.customerId, query.orderIds);
  const byId = new Map(rows.map((r) => [r.orderId, r]));
  const answers = await answersOf(ctx, rows.filter(shipped));
  return query.orderIds.map((id) => {
    const row = byId.get(id);
    if (!row) return notFoundItem({ awb: null, carrierId: null, message: TRACKING_MESSAGES.orderNotFound(id), publicUrl: ctx.publicUrl, orderId: id });
    const answer = row.awb ? answers.get(row.awb) : undefined;
    if (answer) return ownedBy(answer, row);
    const message = row.orderStatus === 'cancelled' ? TRACKING_MESSAGES.orderCancelledUnbooked(row.reference) : TRACKING_MESSAGES.orderWithoutAwb(row.reference);
    return notFoundItem({ awb: null, carrierId: row.carrierId, message, publicUrl: ctx.publicUrl, orderId: row.orderId, reference: row.reference });
  });
}
