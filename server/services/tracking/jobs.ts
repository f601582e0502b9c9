// The tracking module's job handler (its kind, payload and policy: job-kinds.ts): the scheduled poll
// of the carriers about the shipments due (poller.ts).
import { defineJobs } from '../jobs/define.ts';
import type { CommerceContext } from '../orders/context.ts';
import { pollerContextOf, pollTracking } from './poller.ts';

export interface TrackingJobDeps {
  orders: CommerceContext;
  /** Shipments asked about per poll (TRACKING_POLL_BATCH). */
  pollBatch: number;
}

export const trackingJobs = defineJobs<TrackingJobDeps>()({
  'tracking.poll': async (deps, _payload, job) => {
    await pollTracking(pollerContextOf(deps.orders), { batch: deps.pollBatch }, job.signal);
  },
});
