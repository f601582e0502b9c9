// The answers of the payment calls the app reads (schemas: answers-common.ts says what they are for):
// a payment as every answer shows it (services/payments/payments.ts paymentView), and GET
// /payments/{id}, the payment and its order once the customer is back from the processor's page.
import { dataOf, int, nullableStr, orNull, str } from '../answers-common.ts';

export const paymentViewSchema = {
  title: 'PaymentView',
  type: 'object',
  required: ['id', 'status', 'redirect_url', 'failure_reason'],
  properties: {
    id: str,
    method: { type: 'string', enum: ['card', 'wallet'] },
    // pending | requires_action | succeeded | failed | refunded
    status: str,
    redirect_url: nullableStr,
    failure_reason: nullableStr,
    card: orNull({ type: 'object', required: ['brand', 'last4'], properties: { brand: str, last4: str } }),
  },
} as const;

/** The order of a payment, as the checkout shows it once back from the processor. */
export const paidOrderViewSchema = {
  title: 'PaidOrderView',
  type: 'object',
  required: ['id', 'number', 'order_status', 'awb', 'track_url'],
  properties: {
    id: int,
    number: str,
    order_status: str,
    awb: nullableStr,
    track_url: nullableStr,
    // Guests only: the label link (valid a day), and once paid the key that reopens the confirmation.
    label_url: str,
    guest_key: str,
  },
} as const;

export const paymentStatusAnswerSchema = dataOf('PaymentStatusAnswer', {
  type: 'object',
  required: ['payment', 'order'],
  properties: { payment: paymentViewSchema, order: orNull(paidOrderViewSchema) },
});
