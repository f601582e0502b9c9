// The repayments module's job handlers (their kinds, payloads and policies: job-kinds.ts): the
// scheduled batch of collected repayments into payouts, and one payout sent to the bank.
import type { AppDb } from '../../db/client.ts';
import { defineJobs } from '../jobs/define.ts';
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
});
