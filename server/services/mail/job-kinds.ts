// The mail module's job kind: every e-mail is a 'mail' job, its payload naming the template and the
// row it is about (the templates and their payloads are the modules': template-registry.ts); how it
// is retried is read by the queue when a job is written (services/jobs/kinds.ts). The handler is in
// jobs.ts.
import { declareJobKinds, HOUR, jobPolicy, SECOND } from '../jobs/define.ts';
import type { MailJob } from './template-registry.ts';

declare module '../jobs/define.ts' {
  interface JobPayloads {
    mail: MailJob;
  }
}

export const MAIL_JOB_KINDS = declareJobKinds({
  /** An account, order, form or invoice e-mail (jobs.ts): 10 tries over about 9 hours. */
  mail: jobPolicy(10, 60, 30 * SECOND, 2 * HOUR, 'money'),
});
