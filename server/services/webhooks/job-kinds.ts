// The webhooks module's job kinds: the payload each carries (JobPayloads, by declaration merging)
// and how it is retried, read by the queue when a job is written (services/jobs/kinds.ts). The
// handlers are in jobs.ts. Both run in the `deliveries` lane, at most a few at once per account and
// per endpoint (the job's tenant and target: events.ts), so one shop's slow endpoints never hold up
// another's deliveries, nor any other lane's work.
import { declareJobKinds, HOUR, jobPolicy, SECOND } from '../jobs/define.ts';

declare module '../jobs/define.ts' {
  interface JobPayloads {
    /** payloadVersion: the shape of the body the delivery sends (kept internal: the body itself is the public contract). */
    'webhook.deliver': { deliveryId: number; payloadVersion?: number };
    /** A test event the owner asked for (deliveries.ts). */
    'webhook.test': { deliveryId: number; payloadVersion?: number };
  }
}

export const WEBHOOK_JOB_KINDS = declareJobKinds({
  /**
   * One webhook delivery to a shop's endpoint (deliver.ts): 5 s doubling up to 4 h, 30 attempts
   * spread over about 73 hours (the Standard Webhooks' "about 3 days").
   */
  'webhook.deliver': jobPolicy(30, 60, 5 * SECOND, 4 * HOUR, 'deliveries'),
  /** A test event: sent once, never retried (its one attempt is its answer). */
  'webhook.test': jobPolicy(1, 60, 5 * SECOND, 5 * SECOND, 'deliveries'),
});
