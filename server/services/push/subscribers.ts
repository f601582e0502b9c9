// How push notifications react to domain events (assembled at the composition root, app/events.ts):
//   'shipment.status_changed' (job): 'push.change', keyed by the change's latest event
//       (`push-change:<eventId>`), tells the devices following the parcel (deliver.ts,
//       queuePushDeliveries); its payload is the change as recordTracking returns it.
import { onJob, type Subscriber } from '../events/bus.ts';

export const pushSubscribers: readonly Subscriber[] = [
  onJob('shipment.status_changed', 'push.notify-followers', ({ cancelledByUs: _ours, ...change }) => ({
    kind: 'push.change',
    key: `push-change:${change.events.at(-1)?.id}`,
    payload: { ...change, recordedAt: change.recordedAt.toISOString(), events: change.events.map((e) => ({ ...e, occurredAt: e.occurredAt.toISOString() })) },
  })),
];
