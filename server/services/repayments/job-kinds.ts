// The repayments module's job kinds (cash-on-delivery payouts): the payload each carries
// (JobPayloads, by declaration merging) and how it is retried, read by the queue when a job is
// written (services/jobs/kinds.ts). The handlers are in jobs.ts.
import { declareJobKinds, HOUR, jobPolicy, MINUTE } from '../jobs/define.ts';

declare module '../jobs/define.ts' {
  interface JobPayloads {
    'payout.send': { payoutId: number };
    'payout.batch': NoPayload;
    'return-refund.send': { refundId: number };
  }
}

export const REPAYMENT_JOB_KINDS = declareJobKinds({
  /**
   * One cash-on-delivery payout to the bank (payouts.ts): 1 min doubling up to 2 h, 8 attempts over
   * about 2 hours; then it stays failed, retried from the dashboard or `npm run jobs`.
   */
  'payout.send': jobPolicy(8, 120, 1 * MINUTE, 2 * HOUR, 'money'),
  /** Schedule: group the collected repayments into payouts (one per account and IBAN). */
  'payout.batch': jobPolicy(3, 300, MINUTE, 10 * MINUTE, 'money'),
  /** A return's refund from collected cash on delivery, to the buyer's IBAN (cod-refunds.ts): as a payout. */
  'return-refund.send': jobPolicy(8, 120, 1 * MINUTE, 2 * HOUR, 'money'),
});
