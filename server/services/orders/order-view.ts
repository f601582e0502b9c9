// An order as the API shows it: the Order of api-shapes.md (order_status, carrier and service,
// subtotal / tax / total in decimal RON, repayment, AWB, the current tracking status from our
// catalogue, track_url, history) plus what the app needs beyond it: the itemised breakdown in bani,
// the estimated dates, both ends, billing, the payment (brand and last 4 of a card only) and
// whether it can still be cancelled.
import type { CarrierNetwork } from '../carriers/index.ts';
import { SIMULATED_NETWORK } from '../carriers/index.ts';
import { CARRIERS } from '../../../src/shared/carriers.ts';
import { SERVICES, type Offer } from '../../../src/shared/shipping.ts';
import type { orders, shipmentEvents, shipments } from '../../db/schema.ts';
import { baniToRon } from '../payments/index.ts';
import { paymentView, type PaymentRow } from '../payments/index.ts';
import { currentStatusOf, historyOf } from '../tracking/index.ts';
import { trackUrl } from '../tracking/index.ts';

export type OrderRow = typeof orders.$inferSelect;
export type ShipmentRow = typeof shipments.$inferSelect;
export type EventRow = typeof shipmentEvents.$inferSelect;

export interface OrderBundle {
  order: OrderRow;
  payment: PaymentRow | null;
  shipment: ShipmentRow | null;
  events: EventRow[];
}

export const ORDER_STATUS_LABELS: Record<OrderRow['status'], string> = {
  awaiting_payment: 'Așteaptă plata',
  payment_failed: 'Plata a eșuat',
  paid: 'Plătită',
  booked: 'Înregistrată la curier',
  booking_failed: 'Refuzată de curier',
  picked_up: 'Preluată de curier',
  delivered: 'Livrată',
  returned: 'Returnată expeditorului',
  cancelled: 'Anulată',
};

const CANCELLABLE: readonly OrderRow['status'][] = ['awaiting_payment', 'payment_failed', 'paid', 'booked'];

/** Before pickup, as far as we know (the carrier has the last word when cancelling). */
export function isCancellable(bundle: Pick<OrderBundle, 'order' | 'shipment'>): boolean {
  return CANCELLABLE.includes(bundle.order.status) && (!bundle.shipment || bundle.shipment.status === 'registered');
}

// Also here for the callers that show an order (payments.ts); the tracking view owns it.
export { trackUrl };

/** Whether the order's AWB is (or will be) invented by the simulated network: its shipment's network, or before booking whether its carrier is connected. */
export function isSimulatedOrder(bundle: Pick<OrderBundle, 'order' | 'shipment'>, carriers: Pick<CarrierNetwork, 'isReal'>): boolean {
  if (bundle.order.testMode) return true;
  return bundle.shipment ? bundle.shipment.network === SIMULATED_NETWORK : !carriers.isReal(bundle.order.carrierId);
}

/**
 * The status shown: `booked` without an AWB is a booking in progress (the claim of the booking job,
 * booking.ts), which the API documents as `paid` ("no AWB yet"); the app keeps asking for the AWB
 * while an order is paid without one.
 */
export function shownStatus(order: Pick<OrderRow, 'status' | 'awb'>): OrderRow['status'] {
  return order.status === 'booked' && !order.awb ? 'paid' : order.status;
}

/** The cash on delivery's account as the order's request gave it. */
const codExtra = (order: OrderBundle['order']) => ((order.priceRequest as { extra?: { bank_iban?: string; bank_holder?: string } }).extra ?? {});

export function orderView(bundle: OrderBundle, publicUrl: string, carriers: Pick<CarrierNetwork, 'isReal'>) {
  const { order, payment, shipment, events } = bundle;
  const simulated = isSimulatedOrder(bundle, carriers);
  const offer = order.offer as unknown as Offer;
  // The same status and history as the tracking calls (services/tracking/view.ts).
  const current = shipment ? currentStatusOf(shipment.status, events) : null;
  const status = shownStatus(order);
  return {
    id: order.id,
    number: order.number,
    order_status: status,
    order_status_label: ORDER_STATUS_LABELS[status],
    /** Why the carrier refused it (booking_failed). */
    booking_failure: order.bookingFailure,
    /** A cancellation sent again until the carrier answers. */
    cancel_pending: order.cancelRequestedAt !== null,
    /** Why the carrier refused the last cancellation. */
    cancel_refusal: order.cancelRefusal,
    carrier_id: order.carrierId,
    carrier_name: CARRIERS.find((c) => c.id === order.carrierId)?.name ?? String(order.carrierId),
    service_id: order.serviceId,
    service_name: SERVICES.find((s) => s.id === order.serviceId)?.name ?? String(order.serviceId),
    subtotal: baniToRon(offer.breakdown.net_bani),
    tax_amount: baniToRon(offer.breakdown.vat_bani),
    discount_amount: 0,
    total_amount: baniToRon(order.totalBani),
    currency: order.currency,
    repayment_currency: 'RON',
    repayment_amount: baniToRon(order.codBani),
    /** Where the cash on delivery is paid out (as the order asked), null without one. */
    repayment_iban: order.codBani > 0 ? (codExtra(order).bank_iban ?? null) : null,
    repayment_holder: order.codBani > 0 ? (codExtra(order).bank_holder ?? null) : null,
    awb: order.awb,
    current_status_id: current?.current_status_id ?? null,
    current_status: current?.current_status ?? null,
    current_status_description: current?.current_status_description ?? null,
    is_current_status_final: current?.is_current_status_final ?? false,
    track_url: order.awb ? trackUrl(publicUrl, order.awb) : null,
    history: historyOf(events),
    created_at: order.createdAt.toISOString(),
    updated_at: order.updatedAt.toISOString(),
    total_bani: order.totalBani,
    breakdown: offer.breakdown,
    estimated_pickup_date: offer.estimated_pickup_date,
    estimated_delivery_date: offer.estimated_delivery_date,
    billed_weight_kg: offer.billed_weight_kg,
    sender: order.sender,
    recipient: order.recipient,
    parcel_content: order.parcelContent,
    billing: order.billing,
    payment: payment ? paymentView(payment) : null,
    cancellable: isCancellable(bundle),
    /** The door it came through: the app, or the public API (a shop's integration). */
    origin: order.origin,
    /** Placed with a test API key, or booked on the simulated network (demo): no real AWB. */
    test_mode: simulated,
  };
}

export type OrderView = ReturnType<typeof orderView>;
