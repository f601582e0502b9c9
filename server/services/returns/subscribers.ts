// How the returns module reacts to domain events (assembled at the composition root, app/events.ts):
//   'shipment.status_changed' (in the transaction): a return shipment's parcel moves its request
//       (picked up -> in_transit, delivered -> received) and the shop is mailed when it arrives
//       (return-tracking.ts).
//   'return.status_changed' to 'received' (in the transaction): the shop's setting cod_refund_auto
//       refunds a cash-on-delivery request from its collected ramburs at once (cod-refund.ts).
//   'order.cancelled', 'order.unbookable' (in the transaction): a return shipment that does not go
//       ahead moves its request back to approved and the customer is told (return-shipment-cancel.ts).
import { inTransaction, type Subscriber } from '../events/index.ts';
import { autoRefundOnArrival } from './cod-refund.ts';
import { shipmentEnded } from './return-shipment-cancel.ts';
import { followReturnParcel } from './return-tracking.ts';

export const returnSubscribers: readonly Subscriber[] = [
  inTransaction('shipment.status_changed', 'returns.follow-return-parcel', (tx, change, bus) => followReturnParcel(tx, bus, change)),
  inTransaction('return.status_changed', 'returns.auto-refund-on-arrival', async (tx, change, bus) => {
    if (change.to === 'received') await autoRefundOnArrival(tx, bus, change.request.id);
  }),
  inTransaction('order.cancelled', 'returns.shipment-cancelled', (tx, { orderId }, bus) => shipmentEnded(tx, bus, orderId, 'cancelled')),
  inTransaction('order.unbookable', 'returns.shipment-unbookable', (tx, { orderId }, bus) => shipmentEnded(tx, bus, orderId, 'unbookable')),
];
