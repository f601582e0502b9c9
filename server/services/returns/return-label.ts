// The returns module's subscribers (listed in app/events.ts): when a return shipment's order is
// booked ('order.booked', in the booking's transaction), its request moves to label_issued
// (event 'label.issued', the AWB in its history) and the customer's mail with the AWB, the label link
// or the carrier's label-free code with its QR code, the instructions and the deadline is queued in
// that same transaction (return-mails.ts 'return_label'). An order that is no return's does nothing.
import { eq } from 'drizzle-orm';
import { returnRequests } from '../../db/schema.ts';
import { inTransaction, type Subscriber } from '../events/index.ts';
import { enqueue } from '../jobs/index.ts';
import { moveReturn } from './return-states.ts';

export const returnShipmentSubscribers: readonly Subscriber[] = [
  inTransaction('order.booked', 'returns.label-issued', async (tx, { order, awb }, bus) => {
    const [request] = await tx.select({ id: returnRequests.id }).from(returnRequests).where(eq(returnRequests.returnOrderId, order.id));
    if (!request) return;
    const moved = await moveReturn(tx, bus, request.id, 'label.issued', { note: `AWB ${awb}` });
    // Keyed by the shipment too: a new shipment after a cancelled one mails its own code.
    if (moved) await enqueue(tx, { kind: 'mail', key: `return-label:${moved.id}:${order.id}`, payload: { template: 'return_label', returnId: moved.id } });
  }),
];
