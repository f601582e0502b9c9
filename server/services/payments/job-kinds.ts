// The payments module's job kinds: the payload each carries (JobPayloads, by declaration merging)
// and how it is retried, read by the queue when a job is written (services/jobs/kinds.ts). The
// handlers are in jobs.ts.
import { declareJobKinds, HOUR, jobPolicy, MINUTE, SECOND } from '../jobs/define.ts';
import type { WebhookJob } from './providers/test/delivery.ts';

declare module '../jobs/define.ts' {
  interface JobPayloads {
    'payment.reconcile': { paymentId: string };
    'payment.refund': { paymentId: string };
    'payment.refund-retry': { refundId: string };
    'payment.expire': { paymentId: string };
    'test-gateway.webhook': WebhookJob;
  }
}

export const PAYMENT_JOB_KINDS = declareJobKinds({
  /** A card payment still open at the gateway: ask the gateway what became of it. */
  'payment.reconcile': jobPolicy(12, 30, 1 * MINUTE, 2 * HOUR),
  /** Money paid for an order that had stopped waiting (cancelled, expired): back to the card. */
  'payment.refund': jobPolicy(10, 60, 1 * MINUTE, 2 * HOUR),
  /** A card refund the processor could not be asked about: ask again with the same key (refunds.ts). */
  'payment.refund-retry': jobPolicy(12, 60, 1 * MINUTE, 2 * HOUR),
  /** A card payment left unfinished on the processor's page: close and expire it (its order may be ordered again). */
  'payment.expire': jobPolicy(10, 30, 1 * MINUTE, 1 * HOUR),
  /** The local test gateway's signed notification to our webhook, retried like a real gateway's. */
  'test-gateway.webhook': jobPolicy(6, 30, 1 * SECOND, 5 * MINUTE),
});
