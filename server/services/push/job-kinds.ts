// The push module's job kinds: the payload each carries (JobPayloads, by declaration merging) and
// how it is retried, read by the queue when a job is written (services/jobs/kinds.ts). The handlers
// are in jobs.ts.
import { declareJobKinds, HOUR, jobPolicy, MINUTE, SECOND } from '../jobs/define.ts';
import type { StatusChange } from '../tracking/index.ts';

declare module '../jobs/define.ts' {
  interface JobPayloads {
    /** The change as recorded; its handler reads it back from JSON (dates as ISO strings). */
    'push.change': StatusChange;
    'push.deliver': { deliveryId: number };
  }
}

export const PUSH_JOB_KINDS = declareJobKinds({
  /** A tracking status change: queue one notification per device following the parcel. */
  'push.change': jobPolicy(10, 30, 10 * SECOND, 30 * MINUTE, 'push'),
  /** One notification to one device (FCM). */
  'push.deliver': jobPolicy(8, 30, 30 * SECOND, 1 * HOUR, 'push'),
});
