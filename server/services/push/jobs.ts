// The push module's job handlers (their kinds, payloads and policies: job-kinds.ts), over the push
// context the app gives them (deliver.ts).
import { defineJobs } from '../jobs/define.ts';
import { deliverPush, queuePushDeliveries, type PushContext } from './deliver.ts';

export const pushJobs = defineJobs<PushContext>()({
  'push.change': (deps, payload) => queuePushDeliveries(deps, payload),
  'push.deliver': (deps, payload, job) => deliverPush(deps, payload, job),
});
