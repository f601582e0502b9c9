// The form mail templates (declared in notify.ts): the forms module delivers them itself, because
// the submission records how their sending went (sent, skipped, failed); the mail module sends
// nothing more (null), so these mails carry no Message-ID of the job.
import { defineMailRenderers, type MailRenderer } from '../mail/index.ts';
import type { FormContext } from './context.ts';
import { deliverFormMail } from './notify.ts';

const deliver: MailRenderer<'form_team' | 'form_ack', FormContext> = async (ctx, mail, job) => {
  await deliverFormMail(ctx, mail, job);
  return null;
};

export const formMailRenderers = defineMailRenderers<FormContext>()({
  form_team: deliver,
  form_ack: deliver,
});
