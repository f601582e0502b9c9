// The accounts module's job handlers (their kinds, payloads and policies: job-kinds.ts): a closed
// account's balance paid back through the payout provider the app gives.
import { defineJobs } from '../jobs/define.ts';
import type { PayoutProvider } from '../repayments/index.ts';
import { sendAccountPayout } from './close-account.ts';

export interface AccountJobDeps {
  payoutProvider: PayoutProvider;
}

export const accountJobs = defineJobs<AccountJobDeps>()({
  'account.payout': (deps, payload) => sendAccountPayout(deps.payoutProvider, payload),
});
