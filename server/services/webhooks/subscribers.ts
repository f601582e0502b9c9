// How the shops' webhooks react to domain events (assembled at the composition root, app/events.ts).
// In the transaction: each writes one delivery per endpoint that wants the event, with its
// 'webhook.deliver' job (events.ts, the outbox), so a rolled back change sends nothing.
//   'shipment.status_changed' -> `order.status_changed` (order-events.ts: only a change of status)
//   'order.booked'            -> `order.created` (with the AWB and its tracking link)
//   'return.created', 'return.status_changed' -> the same names (return-events.ts)
import { inTransaction, type Subscriber } from '../events/index.ts';
import { queueOrderCreated, queueOrderStatusChanged } from './order-events.ts';
import { queueReturnCreated, queueReturnStatusChanged } from './return-events.ts';

export function webhookSubscribers(settings: { publicUrl: string }): Subscriber[] {
  return [
    inTransaction('shipment.status_changed', 'webhooks.order-status-changed', (tx, change) => queueOrderStatusChanged(tx, change)),
    inTransaction('order.booked', 'webhooks.order-created', (tx, { order, awb }) => queueOrderCreated(tx, order, awb, settings.publicUrl)),
    inTransaction('return.created', 'webhooks.return-created', (tx, created) => queueReturnCreated(tx, created)),
    inTransaction('return.status_changed', 'webhooks.return-status-changed', (tx, change) => queueReturnStatusChanged(tx, change)),
  ];
}
