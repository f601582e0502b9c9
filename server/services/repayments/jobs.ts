// The repayments module's job handlers (their kinds, payloads and policies: job-kinds.ts): the
// scheduled batch of collected repayments into payouts, one payout sent to the bank, and a return's
// refund from collected cash on delivery sent to the buyer.
import type { AppDb } from '../../db/client.ts';
import { defineJobs } from '../jobs/define.ts';
import { sendCodRefund } from './cod-refunds.ts';
import { batchPayouts, sendPayout, type PayoutContext } from './payouts.ts';

export interface RepaymentJobDeps {
  db: AppDb;
  /** The payout provider's context, built when first read (only a payout being sent needs it). */
  payouts: () => PayoutContext;
}

export const repaymentJobs = defineJobs<RepaymentJobDeps>()({
  'payout.batch': async (deps) => {
    await batchPayouts(deps.db);
  },
  'payout.send': (deps, payload, job) => sendPayout(deps.payouts(), payload, job),
  'return-refund.send': (deps, payload, job) => sendCodRefund(deps.payouts(), payload, job),
});
