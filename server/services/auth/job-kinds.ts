// The accounts module's job kinds: the payload each carries (JobPayloads, by declaration merging)
// and how it is retried, read by the queue when a job is written (services/jobs/kinds.ts). The
// handlers are in jobs.ts (the account e-mails are 'mail' jobs: services/mail/).
import { declareJobKinds, HOUR, jobPolicy, MINUTE } from '../jobs/define.ts';
import type { AccountPayout } from './close-account.ts';

declare module '../jobs/define.ts' {
  interface JobPayloads {
    'account.payout': AccountPayout;
  }
}

export const ACCOUNT_JOB_KINDS = declareJobKinds({
  /** The wallet's balance paid back to the IBAN given when the account was closed (close-account.ts). */
  'account.payout': jobPolicy(8, 60, 1 * MINUTE, 2 * HOUR, 'money'),
});
