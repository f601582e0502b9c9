// The answers of the order calls the app reads (schemas: answers-common.ts says what they are for):
// an order (services/orders/order-view.ts), the list, the detail, the answer of POST /orders (201
// paid, 202 to pay on the processor's page, 402 refused), the live tracking of the customer's orders
// (POST /orders/track-by-order) and a guest's order reopened with its key.
import { GUEST_CLAIM_STATUSES } from '../../../../src/shared/guest-order.ts';
import { bool, dataOf, int, nullableInt, nullableStr, num, orNull, pageOf, str } from '../answers-common.ts';
import { paymentViewSchema } from '../payments/answers.ts';
import { trackingHistoryItemSchema } from './tracking-answers.ts';

/** One end of the order as stored (services/orders/parties.ts StoredParty): what was typed and what it resolved to. */
export const orderPartySchema = {
  title: 'OrderParty',
  type: 'object',
  properties: {
    name: str,
    phone: str,
    email: nullableStr,
    company: nullableStr,
    street_name: nullableStr,
    street_number: nullableStr,
    street_details: nullableStr,
    locality_id: int,
    locality_name: str,
    county_name: str,
    county_code: str,
    postal_code: str,
    fixed_location_id: nullableInt,
    fixed_location_name: nullableStr,
    fixed_location_address: nullableStr,
  },
} as const;

const priceLine = { type: 'object', required: ['code', 'label', 'amount'], properties: { code: str, label: str, amount: int } } as const;

export const orderSchema = {
  title: 'OrderDto',
  type: 'object',
  required: [
    'id', 'number', 'order_status', 'order_status_label', 'carrier_id', 'carrier_name', 'service_id', 'service_name', 'total_bani', 'awb',
    'current_status_id', 'current_status', 'current_status_description', 'is_current_status_final', 'history', 'created_at', 'breakdown',
    'estimated_pickup_date', 'estimated_delivery_date', 'sender', 'recipient', 'parcel_content', 'payment', 'cancellable',
  ],
  properties: {
    id: int,
    number: str,
    order_status: str,
    order_status_label: str,
    // Why the carrier refused the order (order_status 'booking_failed'; the money went back), else null.
    booking_failure: nullableStr,
    carrier_id: int,
    carrier_name: str,
    service_id: int,
    service_name: str,
    total_bani: int,
    awb: nullableStr,
    current_status_id: nullableInt,
    current_status: nullableStr,
    current_status_description: nullableStr,
    is_current_status_final: bool,
    // Tracking events, oldest first.
    history: { type: 'array', items: trackingHistoryItemSchema },
    created_at: str,
    breakdown: {
      type: 'object',
      required: ['lines', 'net_bani', 'vat_bani', 'total_bani', 'vat_rate'],
      properties: { lines: { type: 'array', items: priceLine }, net_bani: int, vat_bani: int, total_bani: int, vat_rate: num },
    },
    estimated_pickup_date: str,
    estimated_delivery_date: str,
    // The cash on delivery (lei; 0 without one), and the account it is paid into.
    repayment_amount: num,
    repayment_iban: nullableStr,
    repayment_holder: nullableStr,
    sender: orderPartySchema,
    recipient: orderPartySchema,
    parcel_content: str,
    payment: orNull(paymentViewSchema),
    cancellable: bool,
    origin: { type: 'string', enum: ['app', 'api'] },
    // Booked (or to be booked) on the simulated network, or placed with a test key: its AWB is not real.
    test_mode: bool,
  },
} as const;

export const orderAnswerSchema = dataOf('OrderAnswer', orderSchema);
export const orderPageSchema = pageOf('OrderPage', orderSchema);

/** POST /orders: the order placed, its payment, and for a guest the key of the confirmation and a label link. */
export const placedOrderSchema = {
  title: 'PlacedOrder',
  type: 'object',
  required: ['order_id', 'awb_number', 'track_url', 'payment'],
  properties: {
    order_id: int,
    awb_number: nullableStr,
    track_url: nullableStr,
    label_url: nullableStr,
    order: orNull({ type: 'object', properties: { number: str, order_status: str } }),
    payment: orNull(paymentViewSchema),
    // Guests, once paid: the key that reopens the confirmation (/checkout?comanda=&cheie=), which says where the e-mail went.
    guest: orNull({ type: 'object', required: ['key'], properties: { key: str } }),
  },
} as const;

export const placedOrderAnswerSchema = dataOf('PlacedOrderAnswer', placedOrderSchema);

/** The live part of an order (POST /orders/track-by-order, one item per order). */
/** GET /orders/guest/{id}?key=: a guest's order, its e-mail, fresh label links and whether it can be claimed. */
export const guestOrderViewSchema = {
  title: 'GuestOrderView',
  type: 'object',
  required: ['order', 'email', 'label_url', 'label_url_a4', 'claim'],
  properties: {
    order: orderSchema,
    // The order's e-mail (a guest's order has one).
    email: nullableStr,
    // Signed label links, valid a day, made fresh by every load; null before the AWB.
    label_url: nullableStr,
    label_url_a4: nullableStr,
    claim: { type: 'string', enum: GUEST_CLAIM_STATUSES },
  },
} as const;

export const guestOrderAnswerSchema = dataOf('GuestOrderAnswer', guestOrderViewSchema);
export const guestClaimAnswerSchema = dataOf('GuestClaimAnswer', { type: 'object', required: ['order'], properties: { order: orderSchema } });
