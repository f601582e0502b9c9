// The payments module's job kinds: the payload each carries (JobPayloads, by declaration merging)
// and how it is retried, read by the queue when a job is written (services/jobs/kinds.ts). The
// handlers are in jobs.ts. (A card payment's reconciliation, expiry and late refund are queued here
// but do order work: the orders module declares and handles them, orders/job-kinds.ts.)
import { declareJobKinds, HOUR, jobPolicy, MINUTE, SECOND } from '../jobs/define.ts';
import type { WebhookJob } from './providers/test/delivery.ts';

declare module '../jobs/define.ts' {
  interface JobPayloads {
    'payment.refund-retry': { refundId: string };
    'test-gateway.webhook': WebhookJob;
  }
}

export const PAYMENT_JOB_KINDS = declareJobKinds({
  /** A card refund the processor could not be asked about: ask again with the same key (refunds.ts). */
  'payment.refund-retry': jobPolicy(12, 60, 1 * MINUTE, 2 * HOUR, 'money'),
  /** The local test gateway's signed notification to our webhook, retried like a real gateway's. */
  'test-gateway.webhook': jobPolicy(6, 30, 1 * SECOND, 5 * MINUTE, 'money'),
});
