// The carriers module's job kinds: the payload each carries (JobPayloads, by declaration merging)
// and how it is retried, read by the queue when a job is written (services/jobs/kinds.ts). The
// handlers are in jobs.ts.
import { declareJobKinds, HOUR, jobPolicy, MINUTE } from '../jobs/define.ts';

declare module '../jobs/define.ts' {
  interface JobPayloads {
    'lockers.sync': NoPayload;
  }
}

export const CARRIER_JOB_KINDS = declareJobKinds({
  /** Schedule: the connected carriers' lockers and pickup points (locker-sync.ts). */
  'lockers.sync': jobPolicy(4, 900, 5 * MINUTE, 2 * HOUR, 'carriers'),
});
