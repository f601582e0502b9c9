// The returns module's job kinds: the payload each carries (JobPayloads, by declaration merging) and
// how it is retried, read by the queue when a job is written (services/jobs/kinds.ts). The handlers
// are in jobs.ts.
import { declareJobKinds, HOUR, jobPolicy, MINUTE } from '../jobs/define.ts';

declare module '../jobs/define.ts' {
  interface JobPayloads {
    'return.deadline': { returnId: number };
  }
}

export const RETURN_JOB_KINDS = declareJobKinds({
  /** An approved return whose transport the customer has not paid by its drop-off deadline: closed, the shop's share back (return-unshipped.ts). */
  'return.deadline': jobPolicy(8, 60, 1 * MINUTE, 1 * HOUR, 'money'),
});
