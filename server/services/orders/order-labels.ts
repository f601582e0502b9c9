// One file with the labels of several of a customer's orders, in the order of their ids: the public
// API's POST /orders/labels and the orders list's GET /api/private/orders/labels (a selection). The
// orders and their shipments come in one query (the embedded database's queries never yield the
// event loop: a query per order held every other request for the whole selection); every order must
// be the caller's (404 naming the ids), be booked at a carrier (409 label_unavailable, worded by the
// door) and not be cancelled (409 order_cancelled naming the orders).
import { and, eq, inArray } from 'drizzle-orm';
import type { AppDb } from '../../db/client.ts';
import { orders, shipments } from '../../db/schema.ts';
import { Failure } from '../failure.ts';
import { shipmentLabels, type LabelRequest, type LabelsContext } from '../labels/index.ts';
import { labelAvailable, labelOfCancelledOrder } from './label-links.ts';

/** What a label is drawn from (services/labels/shipment-labels.ts). */
const LABEL_SHIPMENT = { awb: shipments.awb, carrierId: shipments.carrierId, network: shipments.network, label: shipments.label, carrierRefs: shipments.carrierRefs };

export interface OrdersLabelsCall {
  customerId: number;
  /** The API key's mode (the public door): only the orders of that mode are the caller's. */
  testMode?: boolean;
  /** The 409's message for the orders not yet booked at a carrier. */
  unbooked: (orders: readonly { id: number; number: string }[]) => string;
}

/** The labels of the orders `ids` (distinct), drawn as `asked`, in one file. */
export async function ordersLabels(db: AppDb, labels: LabelsContext, call: OrdersLabelsCall, ids: readonly number[], asked: LabelRequest): Promise<Buffer> {
  const mode = call.testMode === undefined ? [] : [eq(orders.testMode, call.testMode)];
  const rows = await db
    .select({ id: orders.id, number: orders.number, status: orders.status, shipment: LABEL_SHIPMENT })
    .from(orders)
    .leftJoin(shipments, eq(shipments.orderId, orders.id))
    .where(and(inArray(orders.id, [...ids]), eq(orders.customerId, call.customerId), ...mode));
  const found = new Map(rows.map((row) => [Number(row.id), row]));
  const missing = ids.filter((id) => !found.has(id));
  if (missing.length) throw new Failure(404, 'not_found', `Comenzile ${missing.join(', ')} nu există printre comenzile tale.`);
  const chosen = ids.map((id) => found.get(id)!);
  const unbooked = chosen.filter((row) => !row.shipment);
  if (unbooked.length) throw new Failure(409, 'label_unavailable', call.unbooked(unbooked.map((row) => ({ id: Number(row.id), number: row.number }))));
  const cancelled = chosen.filter((row) => !labelAvailable(row));
  if (cancelled.length) throw labelOfCancelledOrder(cancelled.map((row) => row.number));
  return shipmentLabels(labels, chosen.map((row) => row.shipment!), asked);
}
