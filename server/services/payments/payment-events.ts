// The events the payments publish, declared in the domain event catalog (events/catalog.ts):
//   'payment.succeeded'  a charge went through: a card payment (payments.ts settle) or a wallet /
//                        test-balance order's payment (orders/order-persist.ts)
//   'payment.failed'     a card payment was refused or expired (settle)
//   'payment.refunded'   a refund went through, in part or whole (payments/refunds.ts, or one made at
//                        the processor itself: settle)
// Each is published in the transaction that records the move; who reacts (the order, the invoices)
// is assembled at the composition root (app/events.ts), and the payments import none of them: a
// card payment's order is marked paid (or its money sent back) by the orders' subscriber of
// 'payment.succeeded' (orders/payment-settlement.ts), its order's payment_failed by that of
// 'payment.failed'.
import { declareEvents } from '../events/index.ts';

export interface PaymentSucceeded {
  paymentId: string;
  /** 'batch': one payment for a batch's orders (services/batches/). */
  purpose: 'order' | 'top_up' | 'batch';
  /**
   * 'card': settled by the processor's answer (payments.ts settle()), its order still to be marked
   * paid; 'wallet': a wallet (or test-balance) order's payment, recorded with its order already paid
   * (orders/order-persist.ts, which publishes the order's 'order.paid' itself).
   */
  method: 'card' | 'wallet';
  orderId: number | null;
  customerId: number | null;
  amountBani: number;
  /** Test money (a test order's test balance): no real money moved. */
  testMoney: boolean;
}

export interface PaymentFailed {
  paymentId: string;
  orderId: number | null;
}

export interface PaymentRefunded {
  paymentId: string;
  refundId: string;
  amountBani: number;
  /** Test money given back to the test balance: no real money moved. */
  testMoney: boolean;
}

declare module '../events/catalog.ts' {
  interface DomainEvents {
    'payment.succeeded': PaymentSucceeded;
    'payment.failed': PaymentFailed;
    'payment.refunded': PaymentRefunded;
  }
}

export const PAYMENT_EVENTS = declareEvents(['payment.succeeded', 'payment.failed', 'payment.refunded']);
