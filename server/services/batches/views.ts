// What the batch calls answer: a batch (its file, total, payment and how far its bookings are), its
// rows in the file's order (each row's order: number, reference, AWB, status, the carrier's refusal,
// price), and the account's batches a page at a time. A batch whose every order is booked or
// refused is done (written when it is first seen so).
import { and, asc, count, desc, eq, inArray, sql } from 'drizzle-orm';
import type { BatchAnswer, BatchRowView, BatchView } from '../../../src/shared/batch-import.ts';
import type { Offer } from '../../../src/shared/shipping.ts';
import type { AppDb } from '../../db/client.ts';
import { batchOrders, batches, orders, payments } from '../../db/schema.ts';
import { paginationMeta, shownStatus, type CommerceContext } from '../orders/index.ts';
import { paymentView } from '../payments/index.ts';

export type BatchRecord = typeof batches.$inferSelect;

export async function batchOf(db: AppDb, id: number, customerId?: number): Promise<BatchRecord | undefined> {
  if (!Number.isSafeInteger(id) || id < 1) return undefined;
  const [row] = await db
    .select()
    .from(batches)
    .where(and(eq(batches.id, id), ...(customerId === undefined ? [] : [eq(batches.customerId, customerId)])));
  return row;
}

/** The orders of a batch in its file's order. */
export async function batchOrderRows(db: AppDb, batchId: number) {
  return db
    .select({ position: batchOrders.position, order: orders })
    .from(batchOrders)
    .innerJoin(orders, eq(orders.id, batchOrders.orderId))
    .where(eq(batchOrders.batchId, batchId))
    .orderBy(asc(batchOrders.position));
}

const FINISHED = new Set(['booking_failed', 'cancelled', 'picked_up', 'delivered', 'returned', 'payment_failed']);

function rowView(position: number, order: typeof orders.$inferSelect): BatchRowView {
  const extra = (order.priceRequest as { extra?: { internal_identifier?: string } }).extra ?? {};
  const recipient = order.recipient as { name?: string; locality_name?: string };
  const offer = order.offer as unknown as Offer;
  return {
    index: position,
    order_id: order.id,
    number: order.number,
    reference: extra.internal_identifier ?? null,
    recipient_name: recipient.name ?? '',
    locality: recipient.locality_name ?? '',
    carrier_id: order.carrierId,
    service_id: order.serviceId,
    awb: order.awb,
    status: shownStatus(order),
    refused_reason: order.bookingFailure,
    total_bani: order.totalBani,
    price: { net: offer.breakdown.net_bani, vat: offer.breakdown.vat_bani, total: offer.breakdown.total_bani, items: offer.breakdown.lines.map((l) => ({ label: l.label, amount: l.amount })) },
  };
}

export function batchView(batch: BatchRecord, counts: { booked: number; refused: number }): BatchView {
  return {
    id: batch.id,
    number: batch.number,
    file_name: batch.fileName,
    status: batch.status,
    payment_method: batch.paymentMethod,
    row_count: batch.rowCount,
    total_bani: batch.totalBani,
    booked_count: counts.booked,
    refused_count: counts.refused,
    created_at: batch.createdAt.toISOString(),
  };
}

/** A batch with its rows and payment (and its status moved to done when every order is through). */
export async function batchAnswer(ctx: Pick<CommerceContext, 'db'>, id: number): Promise<BatchAnswer> {
  let batch = await batchOf(ctx.db, id);
  if (!batch) throw new Error(`batch ${id} vanished`);
  const rows = await batchOrderRows(ctx.db, id);
  const through = rows.every(({ order }) => order.awb !== null || FINISHED.has(order.status));
  if (batch.status === 'booking' && through) {
    const [done] = await ctx.db.update(batches).set({ status: 'done', updatedAt: sql`now()` }).where(and(eq(batches.id, id), eq(batches.status, 'booking'))).returning();
    batch = done ?? batch;
  }
  const [payment] = batch.paymentId ? await ctx.db.select().from(payments).where(eq(payments.id, batch.paymentId)) : [];
  const booked = rows.filter(({ order }) => order.awb !== null).length;
  const refused = rows.filter(({ order }) => order.status === 'booking_failed').length;
  return {
    batch: batchView(batch, { booked, refused }),
    payment: payment ? paymentView(payment) : null,
    rows: rows.map(({ position, order }) => rowView(position, order)),
  };
}

/** The account's batches, newest first, a page at a time. */
export async function batchPage(db: AppDb, customerId: number, page: number, perPage: number) {
  const where = eq(batches.customerId, customerId);
  const [[total], rows] = await Promise.all([
    db.select({ n: count() }).from(batches).where(where),
    db.select().from(batches).where(where).orderBy(desc(batches.id)).limit(perPage).offset((page - 1) * perPage),
  ]);
  const ids = rows.map((b) => b.id);
  const tallies = ids.length
    ? await db
        .select({
          batchId: batchOrders.batchId,
          booked: sql<number>`count(*) filter (where ${orders.awb} is not null)::int`,
          refused: sql<number>`count(*) filter (where ${orders.status} = 'booking_failed')::int`,
        })
        .from(batchOrders)
        .innerJoin(orders, eq(orders.id, batchOrders.orderId))
        .where(inArray(batchOrders.batchId, ids))
        .groupBy(batchOrders.batchId)
    : [];
  const byBatch = new Map(tallies.map((t) => [Number(t.batchId), { booked: Number(t.booked), refused: Number(t.refused) }]));
  const n = Number(total?.n ?? 0);
  return { data: rows.map((b) => batchView(b, byBatch.get(b.id) ?? { booked: 0, refused: 0 })), meta: paginationMeta(n, page, perPage) };
}
