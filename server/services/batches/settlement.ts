// What a batch's card payment does to the batch, in the transaction that records it (the payments
// module publishes the move and knows nothing of batches; assembled at app/events.ts):
//   'payment.succeeded' (a batch's card payment): the batch moves awaiting_payment -> booking once
//       (a guarded update: the processor's notification, the customer's return and the
//       reconciliation job may all report it), and each of its orders becomes paid, with its
//       booking job queued and 'order.paid' published, as a single card order's.
//       Paid after the batch was cancelled (expired here, then paid on the processor's page after
//       all): 'payment.refund' gives it all back to the card (orders/payment-updates.ts).
//   'payment.failed' (refused, or expired on the processor's page): the batch is cancelled and its
//       orders become payment_failed; the file may be imported again.
import { and, eq, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { batchOrders, batches } from '../../db/schema.ts';
import { inTransaction, type Publisher, type Subscriber } from '../events/index.ts';
import { enqueue, JOB_KEYS } from '../jobs/index.ts';
import { moveOrder } from '../orders/index.ts';

async function ordersOf(tx: Tx, batchId: number): Promise<number[]> {
  const rows = await tx.select({ orderId: batchOrders.orderId }).from(batchOrders).where(eq(batchOrders.batchId, batchId)).orderBy(batchOrders.position);
  return rows.map((r) => r.orderId);
}

/** The batch paid by card: its orders paid and queued for booking, once. */
export async function markBatchPaid(tx: Tx, paymentId: string, bus: Publisher): Promise<number | null> {
  const [batch] = await tx
    .update(batches)
    .set({ status: 'booking', updatedAt: sql`now()` })
    .where(and(eq(batches.paymentId, paymentId), eq(batches.status, 'awaiting_payment')))
    .returning();
  if (!batch) {
    // Paid on the processor's page after the batch was cancelled (its payment had expired here): the money goes back.
    const [cancelled] = await tx.select({ id: batches.id }).from(batches).where(and(eq(batches.paymentId, paymentId), eq(batches.status, 'cancelled')));
    if (cancelled) await enqueue(tx, { kind: 'payment.refund', key: JOB_KEYS.refund(paymentId), payload: { paymentId } });
    return null;
  }
  for (const orderId of await ordersOf(tx, batch.id)) {
    const order = await moveOrder(tx, orderId, 'payment.succeeded', { set: { paidAt: sql`now()` } });
    if (!order) continue;
    await enqueue(tx, { kind: 'order.book', key: JOB_KEYS.booking(orderId), payload: { orderId } });
    await bus.publish(tx, 'order.paid', { orderId });
  }
  return batch.id;
}

async function cancelUnpaidBatch(tx: Tx, paymentId: string): Promise<void> {
  const [batch] = await tx
    .update(batches)
    .set({ status: 'cancelled', updatedAt: sql`now()` })
    .where(and(eq(batches.paymentId, paymentId), eq(batches.status, 'awaiting_payment')))
    .returning();
  if (!batch) return;
  for (const orderId of await ordersOf(tx, batch.id)) await moveOrder(tx, orderId, 'payment.failed');
}

export const batchSubscribers: readonly Subscriber[] = [
  inTransaction('payment.succeeded', 'batches.mark-paid', async (tx, payment, bus) => {
    if (payment.purpose === 'batch' && payment.method === 'card') await markBatchPaid(tx, payment.paymentId, bus);
  }),
  inTransaction('payment.failed', 'batches.payment-failed', async (tx, { paymentId, orderId }) => {
    if (orderId === null) await cancelUnpaidBatch(tx, paymentId);
  }),
];
