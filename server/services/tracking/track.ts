// The two tracking answers: by AWB (anyone; the owner also sees the order) and by order (the
// caller's own orders only), one item per distinct AWB or order id, in request order. Our own
// parcels are read from our tables (at most two queries, lookup.ts; the poller keeps them fresh);
// an AWB we did not book is asked of its carrier (external.ts), when the carrier is connected. An
// AWB asked of one carrier that is our shipment with another is answered "not found" with that
// carrier named (other_carrier_id), never "not among Curiero's shipments".
import type { AppDb } from '../../db/client.ts';
import type { CarrierNetwork } from '../carriers/index.ts';
import type { Logger } from '../logger.ts';
import { trackExternal } from './external.ts';
import { carrierOfAwb } from '../carriers/index.ts';
import type { ShipmentStatus } from '../carriers/index.ts';
import type { AnswerCache, CachedAnswer, OwnerFields } from './answer-cache.ts';
import { eventsOf, ordersOf, shipmentsByAwb, type TrackedRow } from './lookup.ts';
import { foundItem, notFoundItem, otherCarrierItem, TRACKING_MESSAGES, type TrackingItem } from './view.ts';

type ShippedRow = TrackedRow & { awb: string; status: ShipmentStatus; version: string };

const shipped = (row: TrackedRow | undefined): row is ShippedRow => row !== undefined && row.awb !== null && row.status !== null && row.version !== null;

export interface TrackingContext {
  db: AppDb;
  cache: AnswerCache;
  publicUrl: string;
  /** To ask the carriers about AWBs we did not book (absent: only our own parcels are found). */
  carriers?: CarrierNetwork;
  log?: Logger;
}

const ownerOf = (row: TrackedRow): OwnerFields => ({ orderId: row.orderId, customerId: row.customerId, reference: row.reference, testMode: row.testMode });

/** The answers of `rows` (built from their events unless cached at the row's version), by AWB. */
async function answersOf({ db, cache, publicUrl }: TrackingContext, rows: ShippedRow[], now: number): Promise<Map<string, CachedAnswer>> {
  const answers = new Map<string, CachedAnswer>();
  const missing: ShippedRow[] = [];
  for (const row of rows) {
    const cached = cache.get(row.awb, row.version, now);
    if (cached) answers.set(row.awb, cached);
    else missing.push(row);
  }
  if (!missing.length) return answers;
  const events = await eventsOf(db, missing.map((r) => r.awb));
  for (const row of missing) {
    const entry: CachedAnswer = { version: row.version, item: foundItem(row, events.get(row.awb) ?? [], publicUrl), owner: ownerOf(row), checkedAt: now };
    cache.set(row.awb, entry);
    answers.set(row.awb, entry);
  }
  return answers;
}

const ownedBy = (item: TrackingItem, owner: OwnerFields): TrackingItem => ({ ...item, order_id: owner.orderId, reference: owner.reference });

export interface AwbQuery {
  /** Normalised and valid (awb.ts), distinct. */
  awbs: readonly string[];
  /** Null: any carrier (the one of our shipment, else guessed from the AWB's format). */
  carrierId: number | null;
  /** The signed-in caller, if any: their own orders show `order_id` and `reference`. */
  viewerId: number | null;
  /**
   * An API key's mode: only parcels of orders of that mode are found (a test key: test orders only,
   * and no carrier is asked about the rest; a live key: never a test order). Undefined: any (the app).
   */
  testMode?: boolean;
}

export async function trackByAwb(ctx: TrackingContext, query: AwbQuery, now = Date.now()): Promise<TrackingItem[]> {
  // Answers checked a moment ago are served as they are; only the others are asked of the database.
  const answers = new Map<string, CachedAnswer>();
  const ask: string[] = [];
  for (const awb of query.awbs) {
    const fresh = ctx.cache.fresh(awb, now);
    if (fresh && (query.carrierId === null || fresh.item.carrier_id === query.carrierId)) answers.set(awb, fresh);
    else ask.push(awb);
  }
  // Our shipments of any carrier: one of another carrier than the one asked is said to be so (below).
  const elsewhere = new Map<string, number>();
  if (ask.length) {
    // An API key sees only its own mode's parcels (below).
    const rows = (await shipmentsByAwb(ctx.db, ask, null)).filter(shipped).filter((r) => query.testMode === undefined || r.testMode === query.testMode);
    const asked = rows.filter((r) => query.carrierId === null || r.carrierId === query.carrierId);
    for (const row of rows) if (!asked.includes(row)) elsewhere.set(row.awb, row.carrierId);
    for (const [awb, answer] of await answersOf(ctx, asked, now)) answers.set(awb, answer);
  }
  // Another mode's parcel is not there for this key: not found (a live key may still ask the carrier
  // about the AWB as about any other it did not book; a test key asks no carrier).
  if (query.testMode !== undefined) for (const [awb, answer] of answers) if (answer.owner.testMode !== query.testMode) answers.delete(awb);
  const unknown = query.awbs.filter((awb) => !answers.has(awb) && !elsewhere.has(awb));
  const external = unknown.length && ctx.carriers && query.testMode !== true ? await trackExternal({ db: ctx.db, carriers: ctx.carriers, publicUrl: ctx.publicUrl, log: ctx.log }, unknown, query.carrierId, now) : new Map<string, TrackingItem>();
  return query.awbs.map((awb) => {
    const answer = answers.get(awb);
    if (answer) return query.viewerId !== null && answer.owner.customerId === query.viewerId ? ownedBy(answer.item, answer.owner) : answer.item;
    const other = elsewhere.get(awb);
    if (other !== undefined && query.carrierId !== null) return otherCarrierItem({ awb, carrierId: query.carrierId, otherCarrierId: other, publicUrl: ctx.publicUrl });
    const asked = external.get(awb);
    if (asked) return asked;
    const carrierId = query.carrierId ?? carrierOfAwb(awb);
    return notFoundItem({ awb, carrierId, message: TRACKING_MESSAGES.awbNotFound(awb, carrierId), publicUrl: ctx.publicUrl });
  });
}

export interface OrderQuery {
  customerId: number;
  /** An API key's mode: only the orders of that mode (undefined: all of them, the app). */
  testMode?: boolean;
  /** Distinct. */
  orderIds: readonly number[];
}

export async function trackByOrder(ctx: TrackingContext, query: OrderQuery): Promise<TrackingItem[]> {
  const rows = await ordersOf(ctx.db, query.customerId, query.orderIds, query.testMode);
  const byId = new Map(rows.map((r) => [r.orderId, r]));
  const answers = await answersOf(ctx, rows.filter(shipped), Date.now());
  return query.orderIds.map((id) => {
    const row = byId.get(id);
    if (!row) return notFoundItem({ awb: null, carrierId: null, message: TRACKING_MESSAGES.orderNotFound(id), publicUrl: ctx.publicUrl, orderId: id });
    const answer = row.awb ? answers.get(row.awb) : undefined;
    if (answer) return ownedBy(answer.item, ownerOf(row));
    const message = row.orderStatus === 'cancelled' ? TRACKING_MESSAGES.orderCancelledUnbooked(row.reference) : TRACKING_MESSAGES.orderWithoutAwb(row.reference);
    return notFoundItem({ awb: null, carrierId: row.carrierId, message, publicUrl: ctx.publicUrl, orderId: row.orderId, reference: row.reference });
  });
}
