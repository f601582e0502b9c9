// The tracking module's job kinds: the payload each carries (JobPayloads, by declaration merging)
// and how it is retried, read by the queue when a job is written (services/jobs/kinds.ts). The
// handlers are in jobs.ts.
import { declareJobKinds, jobPolicy, MINUTE } from '../jobs/define.ts';

declare module '../jobs/define.ts' {
  interface JobPayloads {
    'tracking.poll': NoPayload;
  }
}

export const TRACKING_JOB_KINDS = declareJobKinds({
  /** Schedule: ask the carriers about the shipments due for a poll (poller.ts). */
  'tracking.poll': jobPolicy(1, 300, MINUTE, MINUTE, 'carriers'),
});
