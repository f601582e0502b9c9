// The webhooks module's job handler (its kind, payload and policy: job-kinds.ts): one delivery to a
// shop's endpoint (deliver.ts).
import { defineJobs } from '../jobs/define.ts';
import { deliverWebhookJob, type DeliveryContext } from './deliver.ts';

export const webhookJobs = defineJobs<DeliveryContext>()({
  'webhook.deliver': (deps, payload, job) => deliverWebhookJob(deps, payload, job),
});
