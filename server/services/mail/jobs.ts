// The mail module's job handler (its kind, payload and policy: job-kinds.ts): one e-mail, rendered
// when the job runs by the renderer of its template (each module's, given by the app:
// template-registry.ts) and sent with the job's id as its Message-ID.
import { defineJobs } from '../jobs/define.ts';
import type { Mailer } from './mailer.ts';
import type { BoundMailRenderer, MailRendererTable, MailTemplate } from './template-registry.ts';

export interface MailJobDeps {
  /** Every template's renderer, bound to its module's dependencies (app/mail-renderers.ts). */
  renderers: MailRendererTable;
  /** Sends every rendered message. */
  mailer: Mailer;
}

export const mailJobs = defineJobs<MailJobDeps>()({
  mail: async ({ renderers, mailer }, mail, job) => {
    // A job written before its template was removed, or by hand: nothing renders it.
    if (!Object.hasOwn(renderers, mail.template)) throw new Error(`unknown mail template ${mail.template}`);
    // The table pairs each template with its own renderer; TypeScript cannot follow that through a union.
    const render = renderers[mail.template] as BoundMailRenderer<MailTemplate>;
    const message = await render(mail, job);
    if (message) await mailer.send({ ...message, messageId: `<job-${job.id}@curiero>` });
  },
});
