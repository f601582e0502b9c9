// The webhooks module's job kinds: the payload each carries (JobPayloads, by declaration merging)
// and how it is retried, read by the queue when a job is written (services/jobs/kinds.ts). The
// handlers are in jobs.ts.
import { declareJobKinds, HOUR, jobPolicy, SECOND } from '../jobs/define.ts';

declare module '../jobs/define.ts' {
  interface JobPayloads {
    /** payloadVersion: the shape of the body the delivery sends (kept internal: the body itself is the public contract). */
    'webhook.deliver': { deliveryId: number; payloadVersion?: number };
  }
}

export const WEBHOOK_JOB_KINDS = declareJobKinds({
  /**
   * One webhook delivery to a shop's endpoint (deliver.ts): 5 s doubling up to 4 h, 30 attempts
   * spread over about 73 hours (the Standard Webhooks' "about 3 days").
   */
  'webhook.deliver': jobPolicy(30, 60, 5 * SECOND, 4 * HOUR),
});
