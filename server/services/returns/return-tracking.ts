// The returned parcel moves its request (issue #33, "refunds that follow the parcel"): the returns
// module's subscriber of 'shipment.status_changed' (subscribers.ts) finds the request whose return
// shipment order (return_requests.return_order_id) the change is about and moves it through the state
// machine, in the tracking recording's transaction:
//   picked up, in transit, at a depot, out for delivery...  -> 'parcel.picked_up' (in_transit)
//   delivered (to the shop's return address)               -> 'parcel.picked_up' if it was never
//                                                             seen moving, then 'parcel.delivered' (received)
// and, when the carrier delivered it, the shop is told by a mail job ("Returul #… a ajuns") in the
// same transaction. moveReturn is guarded by the request's status, so the same tracking event
// recorded twice (or by two processes' polls) moves it once and queues one mail (keyed by request).
import { eq } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { returnRequests } from '../../db/schema.ts';
import type { ShipmentStatus } from '../carriers/index.ts';
import type { Publisher } from '../events/index.ts';
import { enqueue } from '../jobs/index.ts';
import { beyondPickup } from '../tracking/index.ts';
import { moveReturn } from './return-states.ts';

/** The change of a shipment, as far as a return needs it. */
export interface ReturnParcelChange {
  orderId: number;
  awb: string;
  to: ShipmentStatus;
}

export const arrivalMailKey = (returnId: number) => `return-arrived:${returnId}`;

/** Moves the request whose return shipment is `change.orderId`'s, if any (in the recording's transaction). */
export async function followReturnParcel(tx: Tx, bus: Publisher, change: ReturnParcelChange): Promise<void> {
  const [request] = await tx.select({ id: returnRequests.id }).from(returnRequests).where(eq(returnRequests.returnOrderId, change.orderId));
  if (!request) return;
  const note = `AWB retur ${change.awb}`;
  if (change.to === 'delivered') {
    // A parcel delivered before any scan of it moving was still picked up: the history says so.
    await moveReturn(tx, bus, request.id, 'parcel.picked_up', { note });
    const received = await moveReturn(tx, bus, request.id, 'parcel.delivered', { note });
    if (received) await enqueue(tx, { kind: 'mail', key: arrivalMailKey(request.id), payload: { template: 'return_arrived', returnId: request.id } });
  } else if (change.to !== 'returned' && beyondPickup(change.to)) {
    await moveReturn(tx, bus, request.id, 'parcel.picked_up', { note });
  }
}
