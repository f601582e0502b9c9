// The tracking module's job handler (its kind, payload and policy: job-kinds.ts): the scheduled poll
// of the carriers about the shipments due (poller.ts).
import { defineJobs } from '../jobs/define.ts';
import { pollerContextOf, pollTracking, type PollerSource } from './poller.ts';

export interface TrackingJobDeps {
  /** The order flow's context (app/job-handlers.ts): what polling reads of it. */
  orders: PollerSource;
  /** Shipments asked about per poll (TRACKING_POLL_BATCH). */
  pollBatch: number;
}

export const trackingJobs = defineJobs<TrackingJobDeps>()({
  'tracking.poll': async (deps, _payload, job) => {
    await pollTracking(pollerContextOf(deps.orders), { batch: deps.pollBatch }, job.signal);
  },
});
