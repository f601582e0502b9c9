// The orders module's job kinds: the payload each carries (JobPayloads, by declaration merging) and
// how it is retried, read by the queue when a job is written (services/jobs/kinds.ts). The handlers
// are in jobs.ts. The 'payment.*' kinds here are a card payment's follow-ups that do order work (its
// reconciliation and expiry, queued by the payments module, and the refund of a late payment).
import { declareJobKinds, HOUR, jobPolicy, MINUTE, SECOND } from '../jobs/define.ts';
import type { RefundChannel } from '../payments/index.ts';
import type { ReweighPayload } from './reweighs.ts';

declare module '../jobs/define.ts' {
  interface JobPayloads {
    'order.book': { orderId: number };
    'order.cancel': { orderId: number; channel: RefundChannel };
    'order.refund': { orderId: number };
    'order.reweigh': ReweighPayload;
    'payment.reconcile': { paymentId: string };
    'payment.refund': { paymentId: string };
    'payment.expire': { paymentId: string };
  }
}

export const ORDER_JOB_KINDS = declareJobKinds({
  /** Booking a paid order with its carrier; after the last try the customer is refunded. */
  'order.book': jobPolicy(8, 30, 10 * SECOND, 30 * MINUTE, 'carriers'),
  /** A cancellation the carrier could not be told of: ask it again (cancel-order.ts). */
  'order.cancel': jobPolicy(8, 60, 1 * MINUTE, 1 * HOUR, 'carriers'),
  /** An order its carrier cancelled on its own: the money back (carrier-cancellation.ts). */
  'order.refund': jobPolicy(10, 60, 1 * MINUTE, 2 * HOUR, 'money'),
  /** A re-weighing reported by the carrier: the price difference charged to the customer (reweighs.ts). */
  'order.reweigh': jobPolicy(10, 60, 1 * MINUTE, 2 * HOUR, 'money'),
  /** A card payment still open at the gateway: ask the gateway what became of it. */
  'payment.reconcile': jobPolicy(12, 30, 1 * MINUTE, 2 * HOUR, 'money'),
  /** Money paid for an order that had stopped waiting (cancelled, expired): back to the card. */
  'payment.refund': jobPolicy(10, 60, 1 * MINUTE, 2 * HOUR, 'money'),
  /** A card payment left unfinished on the processor's page: close and expire it (its order may be ordered again). */
  'payment.expire': jobPolicy(10, 30, 1 * MINUTE, 1 * HOUR, 'money'),
});
