// How push notifications react to domain events (assembled at the composition root, app/events.ts):
//   'shipment.status_changed' (job): 'push.change', keyed by the change's latest event
//       (`push-change:<eventId>`), tells the devices following the parcel (deliver.ts,
//       queuePushDeliveries); its payload is the change as recordTracking returns it.
//   'order.booked' (in the transaction): the customer's registered devices follow the new parcel
//       without being asked (subscriptions.ts, followOwnParcel).
import { inTransaction, onJob, type Subscriber } from '../events/index.ts';
import { followOwnParcel } from './subscriptions.ts';

export const pushSubscribers: readonly Subscriber[] = [
  inTransaction('order.booked', 'push.follow-own-parcel', async (tx, { order, awb }) => {
    if (order.customerId !== null) await followOwnParcel(tx, order.customerId, awb);
  }),
  onJob('shipment.status_changed', 'push.notify-followers', ({ cancelledByUs: _ours, ...change }) => ({
    kind: 'push.change',
    key: `push-change:${change.events.at(-1)?.id}`,
    payload: { ...change, recordedAt: change.recordedAt.toISOString(), events: change.events.map((e) => ({ ...e, occurredAt: e.occurredAt.toISOString() })) },
  })),
];
