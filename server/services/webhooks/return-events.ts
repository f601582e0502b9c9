// The return webhook events, queued by the webhooks' subscribers (subscribers.ts) in the transaction
// that publishes the domain events of the returns module (returns/return-states.ts):
//   `return.created`         a customer confirmed a withdrawal; key `return.created:<id>`
//   `return.status_changed`  a request moved; key `return.status_changed:<id>:<history id>` (each
//                            move is one event, the same move queued twice is one delivery)
// Data: {return_id, order_id, order_reference, status, drop_off_method, carrier_id, items
// [{name, quantity, reason}], created_at} and, for a change, previous_status, event, note, occurred_at.
import type { AppDb, Tx } from '../../db/client.ts';
import type { ReturnCreated, ReturnStatusChanged, ReturnSummary } from '../returns/index.ts';
import { queueWebhookEvent } from './events.ts';

function returnData(request: ReturnSummary): Record<string, unknown> {
  return {
    return_id: request.id,
    order_id: request.orderId,
    order_reference: request.orderReference,
    status: request.status,
    drop_off_method: request.dropOffMethod,
    carrier_id: request.carrierId,
    items: request.items.map((item) => ({ name: item.name, quantity: item.quantity, reason: item.reason })),
    created_at: request.createdAt,
  };
}

export async function queueReturnCreated(tx: AppDb | Tx, { request }: ReturnCreated): Promise<void> {
  await queueWebhookEvent(tx, { customerId: request.customerId, type: 'return.created', testMode: request.testMode, key: `return.created:${request.id}`, data: returnData(request) });
}

export async function queueReturnStatusChanged(tx: AppDb | Tx, change: ReturnStatusChanged): Promise<void> {
  const { request } = change;
  await queueWebhookEvent(tx, {
    customerId: request.customerId,
    type: 'return.status_changed',
    testMode: request.testMode,
    key: `return.status_changed:${request.id}:${change.historyId}`,
    data: { ...returnData(request), previous_status: change.from, event: change.event, note: change.note, occurred_at: change.occurredAt },
  });
}
