// The two e-mails of a stored form message, sent after the answer (BackgroundTasks: never delaying
// or failing the request, awaited at shutdown): the team's notification to FORMS_TEAM_EMAIL, then
// the acknowledgement to the sender when there is an address. Each outcome is written to the row
// (team_mail_status, ack_mail_status: sent, failed, skipped...); a failure is logged with the
// reference, never with the message's content.
import { eq } from 'drizzle-orm';
import { formSubmissions, type FormMailStatus } from '../../db/schema.ts';
import { formAcknowledgementMail, formTeamMail, type FormMailInput } from '../mail/form-templates.ts';
import type { MailMessage } from '../mail/mailer.ts';
import { mayAcknowledge } from './spam.ts';
import type { FormContext } from './context.ts';

export type StoredForm = FormMailInput & { id: number };

async function attempt(ctx: FormContext, form: StoredForm, message: MailMessage): Promise<FormMailStatus> {
  try {
    await ctx.mailer.send(message);
    return 'sent';
  } catch (error) {
    ctx.log.error({ err: error, reference: form.reference, purpose: message.purpose }, 'form e-mail failed');
    return 'failed';
  }
}

/** Sends the form's mails (or those `which` names, when a retry needs only one of them). */
export async function deliverFormMails(ctx: FormContext, form: StoredForm, which = { team: true, ack: true }): Promise<void> {
  if (which.team) {
    const team = await attempt(ctx, form, formTeamMail(ctx.config.forms.teamEmail, form));
    await ctx.db.update(formSubmissions).set({ teamMailStatus: team }).where(eq(formSubmissions.id, form.id));
  }
  if (!which.ack || !form.fields.email) return; // stored as 'none'
  const ack = (await mayAcknowledge(ctx.db, form.fields.email)) ? await attempt(ctx, form, formAcknowledgementMail(form)) : 'skipped';
  await ctx.db.update(formSubmissions).set({ ackMailStatus: ack }).where(eq(formSubmissions.id, form.id));
}

/** Queues the mails of a committed row; returns at once. */
export function sendFormMails(ctx: FormContext, form: StoredForm): void {
  ctx.tasks.run('form-mail', () => deliverFormMails(ctx, form));
}
