// GET /batches/{id}/labels: one file with every label of a batch, in the batch's order (the file's
// rows), A6 pages, four A6 a sheet (A4_4xA6) or ZPL, through the labels module (the carrier's own
// label where its adapter fetches one, ours otherwise; drawn and merged on a render thread). Orders
// without an AWB (not booked yet, refused by the carrier) or cancelled have no label and are left
// out; the file is named after the batch.
import { asc, eq, inArray } from 'drizzle-orm';
import { batchOrders, orders, shipments } from '../../db/schema.ts';
import { Failure } from '../failure.ts';
import { labelFileName, shipmentLabels, type LabelRequest, type LabelsContext } from '../labels/index.ts';
import type { CommerceContext } from '../orders/index.ts';
import type { BatchRecord } from './views.ts';

export const noBatchLabels = () => new Failure(409, 'label_unavailable', 'Etichetele vor fi disponibile după ce comenzile lotului sunt înregistrate la curier.');

export async function batchLabels(ctx: Pick<CommerceContext, 'db'>, labels: LabelsContext, batch: BatchRecord, request: LabelRequest): Promise<{ file: Buffer; fileName: string }> {
  const rows = await ctx.db
    .select({ shipment: shipments, status: orders.status })
    .from(batchOrders)
    .innerJoin(orders, eq(orders.id, batchOrders.orderId))
    .innerJoin(shipments, eq(shipments.orderId, orders.id))
    .where(eq(batchOrders.batchId, batch.id))
    .orderBy(asc(batchOrders.position));
  const printable = rows.filter((r) => r.status !== 'cancelled' && r.status !== 'booking_failed').map((r) => r.shipment);
  if (!printable.length) throw noBatchLabels();
  const file = await shipmentLabels(labels, printable, request);
  return { file, fileName: labelFileName(`etichete-${batch.number}`, request) };
}

/** The AWBs of a batch's orders, in the batch's order (for tests and the bench). */
export async function batchAwbs(ctx: Pick<CommerceContext, 'db'>, batchId: number): Promise<(string | null)[]> {
  const rows = await ctx.db.select({ orderId: batchOrders.orderId }).from(batchOrders).where(eq(batchOrders.batchId, batchId)).orderBy(asc(batchOrders.position));
  const awbs = rows.length ? await ctx.db.select({ id: orders.id, awb: orders.awb }).from(orders).where(inArray(orders.id, rows.map((r) => r.orderId))) : [];
  const byId = new Map(awbs.map((a) => [a.id, a.awb]));
  return rows.map((r) => byId.get(r.orderId) ?? null);
}
