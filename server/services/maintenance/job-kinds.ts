// The hourly housekeeping's job kind: its (empty) payload (JobPayloads, by declaration merging) and
// how it is retried, read by the queue when a job is written (services/jobs/kinds.ts). The handler
// is in jobs.ts.
import { declareJobKinds, jobPolicy, MINUTE } from '../jobs/define.ts';

declare module '../jobs/define.ts' {
  interface JobPayloads {
    'maintenance.sweep': NoPayload;
  }
}

export const MAINTENANCE_JOB_KINDS = declareJobKinds({
  /** Schedule: expired rows, retention, finished jobs. */
  'maintenance.sweep': jobPolicy(3, 600, MINUTE, 10 * MINUTE, 'maintenance'),
});
