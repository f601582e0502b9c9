// The webhooks module's job handlers (their kinds, payloads and policies: job-kinds.ts): one
// delivery to a shop's endpoint, or a test event, sent once (deliver.ts).
import { defineJobs } from '../jobs/define.ts';
import { deliverWebhookJob, type DeliveryContext } from './deliver.ts';

export const webhookJobs = defineJobs<DeliveryContext>()({
  'webhook.deliver': (deps, payload, job) => deliverWebhookJob(deps, payload, job),
  'webhook.test': (deps, payload, job) => deliverWebhookJob(deps, payload, job),
});
