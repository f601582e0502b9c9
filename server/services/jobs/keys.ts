// The idempotency keys of jobs queued from more than one place: one booking per order, one refund,
// expiry and reconciliation per payment, one confirmation e-mail per order.
export const JOB_KEYS = {
  booking: (orderId: number) => `order:${orderId}`,
  refund: (paymentId: string) => `refund:${paymentId}`,
  expire: (paymentId: string) => `expire:${paymentId}`,
  reconcile: (paymentId: string) => `reconcile:${paymentId}`,
  orderConfirmation: (orderId: number) => `order-confirmation:${orderId}`,
} as const;
