// The order webhook events, queued by the webhooks' subscribers (subscribers.ts) of the domain events
// in the transaction that publishes them. `order.status_changed`: a shipment's status change
// ('shipment.status_changed', published by tracking/record.ts), for an order that has an account (a
// guest order has no webhooks). Only a change of status makes an event (a new step within the same status does not);
// its key names the event that made the change, so a status reached twice (a second failed delivery)
// is two events, and recording the same answer again is none.
import { CARRIERS } from '../../../src/shared/carriers.ts';
import { SERVICES } from '../../../src/shared/shipping.ts';
import type { AppDb, Tx } from '../../db/client.ts';
import { STATUS_CATALOGUE } from '../carriers/index.ts';
import type { StatusChange } from '../tracking/index.ts';
import { trackUrl } from '../tracking/index.ts';
import { queueWebhookEvent } from './events.ts';

/**
 * The event's data:
 * {order_id, order_number, awb, carrier_id, status_id, status, status_key, description, is_final,
 *  previous_status_id, previous_status, carrier_status_code, occurred_at}
 */
export function statusChangedData(change: StatusChange): Record<string, unknown> {
  const info = STATUS_CATALOGUE[change.to];
  const previous = STATUS_CATALOGUE[change.from];
  const event = change.events.findLast((e) => e.status === change.to);
  return {
    order_id: change.orderId,
    order_number: change.orderNumber,
    awb: change.awb,
    carrier_id: change.carrierId,
    status_id: info.id,
    status: info.name,
    status_key: change.to,
    description: event?.description || info.description,
    is_final: info.final,
    previous_status_id: previous.id,
    previous_status: previous.name,
    carrier_status_code: change.carrierStatusCode,
    occurred_at: (event?.occurredAt ?? change.recordedAt).toISOString(),
  };
}

/** Queues `order.status_changed` for the change (in the recording's transaction), if it is one. */
export async function queueOrderStatusChanged(tx: AppDb | Tx, change: StatusChange): Promise<void> {
  if (change.customerId === null || change.from === change.to) return;
  const cause = change.events.findLast((e) => e.status === change.to) ?? change.events.at(-1);
  await queueWebhookEvent(tx, {
    customerId: change.customerId,
    type: 'order.status_changed',
    testMode: change.testMode ?? false,
    data: statusChangedData(change),
    key: `order.status_changed:${change.orderId}:${change.to}:${cause?.id ?? change.recordedAt.getTime()}`,
  });
}

/**
 * `order.created`: queued in the booking's transaction ('order.booked', orders/booking.ts), when the
 * order has its AWB (what a shop needs to print the label). Data: {order_id, order_number, awb,
 * carrier_id, carrier, service_id, service_name, status, total_amount, currency, repayment_amount,
 * origin, test_mode, track_url, created_at}.
 */
export async function queueOrderCreated(
  tx: AppDb | Tx,
  order: { id: number; number: string; customerId: number | null; carrierId: number; serviceId: number; totalBani: number; codBani: number; origin: string; testMode: boolean; createdAt: Date },
  awb: string,
  publicUrl: string,
): Promise<void> {
  if (order.customerId === null) return;
  await queueWebhookEvent(tx, {
    customerId: order.customerId,
    type: 'order.created',
    testMode: order.testMode,
    key: `order.created:${order.id}`,
    data: {
      order_id: order.id,
      order_number: order.number,
      awb,
      carrier_id: order.carrierId,
      carrier: CARRIERS.find((c) => c.id === order.carrierId)?.name ?? String(order.carrierId),
      service_id: order.serviceId,
      service_name: SERVICES.find((s) => s.id === order.serviceId)?.name ?? String(order.serviceId),
      status: 'booked',
      total_amount: order.totalBani / 100,
      currency: 'RON',
      repayment_amount: order.codBani / 100,
      origin: order.origin,
      test_mode: order.testMode,
      track_url: trackUrl(publicUrl, awb),
      created_at: order.createdAt.toISOString(),
    },
  });
}
