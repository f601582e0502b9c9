// A return shipment that does not go ahead (issue #33): its order was cancelled by the usual order
// rules (its owner before pickup, cancel-order.ts; its carrier on its own, orders/subscribers.ts:
// 'order.cancelled'), or no carrier would book it (unbookable.ts: 'order.unbookable'). The returns
// module's subscriber (subscribers.ts), in that change's transaction: a request that had its label or
// code (label_issued, or in_transit) moves back to approved ('shipment.cancelled'); one still approved
// (unpaid, or paid and never booked) stays approved. Its link to the ended order stays (the history of
// what was made), and an ended order is what lets a new shipment replace it: the shop approves again
// (return-shipment.ts reissueShipment), or the customer who pays for the transport pays again
// (return-payment.ts). The customer is told by the return's own mail ('return_shipment_cancelled': the
// code or AWB is no longer valid, what happens next, and whether their money goes back).
// Whoever paid is refunded by the order's own path (cancel-order.ts, carrier-cancellation.ts,
// unbookable.ts); the shop's share of a `shop_up_to` return (RET-<id>) stays taken for the new
// shipment, and goes back only if the request ends unshipped (return-unshipped.ts).
// The order pipeline's own mails for a return's shipment (the confirmation, the unbookable notice) are
// not sent: isReturnShipment() is what the composition root asks (app/mail-renderers.ts).
import { eq } from 'drizzle-orm';
import type { AppDb, Tx } from '../../db/client.ts';
import { orders, returnRequests } from '../../db/schema.ts';
import type { Publisher } from '../events/index.ts';
import { enqueue } from '../jobs/index.ts';
import { moveReturn } from './return-states.ts';

export type ShipmentEnd = 'cancelled' | 'unbookable';

export const shipmentCancelledMailKey = (returnId: number, orderId: number) => `return-shipment-cancelled:${returnId}:${orderId}`;

/** Whether order `orderId` is a return's shipment (its request links it). */
export async function isReturnShipment(db: AppDb, orderId: number): Promise<boolean> {
  const [linked] = await db.select({ id: returnRequests.id }).from(returnRequests).where(eq(returnRequests.returnOrderId, orderId));
  return Boolean(linked);
}

/** Moves the request whose shipment order `orderId` ended, if any, and queues the customer's mail (in `tx`). */
export async function shipmentEnded(tx: Tx, bus: Publisher, orderId: number, end: ShipmentEnd): Promise<void> {
  const [request] = await tx.select().from(returnRequests).where(eq(returnRequests.returnOrderId, orderId)).for('update');
  // Received, refunded, closed: the parcel's story is over; the order's end changes nothing.
  if (!request || !['approved', 'label_issued', 'in_transit'].includes(request.status)) return;
  const [order] = await tx.select({ number: orders.number }).from(orders).where(eq(orders.id, orderId));
  const what = `Transportul returului (comanda ${order?.number ?? orderId})`;
  const note = end === 'unbookable' ? `${what} nu a putut fi înregistrat la curier.` : `${what} a fost anulat.`;
  if (request.status !== 'approved') await moveReturn(tx, bus, request.id, 'shipment.cancelled', { note });
  await enqueue(tx, { kind: 'mail', key: shipmentCancelledMailKey(request.id, orderId), payload: { template: 'return_shipment_cancelled', returnId: request.id, orderId, end } });
}
