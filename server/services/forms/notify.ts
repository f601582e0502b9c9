// The two e-mails of a stored form message, as jobs of the queue (kind 'mail'), written in the same
// transaction as the message: the team's notification to FORMS_TEAM_EMAIL, and the acknowledgement
// to the sender when there is an address. The handler checks the row before it sends (a mail already
// sent is not sent again when a job runs twice) and writes the outcome to it (team_mail_status,
// ack_mail_status: sent, or failed once the job's attempts are spent; skipped when that address got
// too many acknowledgements). A failure is logged with the reference, never with the content.
import { eq } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { formSubmissions, type FormMailStatus } from '../../db/schema.ts';
import { enqueue } from '../jobs/index.ts';
import type { JobContext } from '../jobs/index.ts';
import { formAcknowledgementMail, formTeamMail } from '../mail/index.ts';
import type { MailOf } from '../mail/index.ts';
import type { FormContext } from './context.ts';
import { mayAcknowledge } from './spam.ts';

declare module '../mail/template-registry.ts' {
  interface MailTemplatePayloads {
    form_team: { submissionId: number };
    form_ack: { submissionId: number };
  }
}

export type FormMail = MailOf<'form_team' | 'form_ack'>;

/** Queues the mails of a message being stored (in its transaction). */
export async function queueFormMails(tx: Tx, submissionId: number, hasSender: boolean): Promise<void> {
  await enqueue(tx, { kind: 'mail', key: `form-team:${submissionId}`, payload: { template: 'form_team', submissionId } });
  if (hasSender) await enqueue(tx, { kind: 'mail', key: `form-ack:${submissionId}`, payload: { template: 'form_ack', submissionId } });
}

async function mark(ctx: FormContext, mail: FormMail, status: FormMailStatus): Promise<void> {
  const set = mail.template === 'form_team' ? { teamMailStatus: status } : { ackMailStatus: status };
  await ctx.db.update(formSubmissions).set(set).where(eq(formSubmissions.id, mail.submissionId));
}

/** The handler of a form mail job. */
export async function deliverFormMail(ctx: FormContext, mail: FormMail, job: Pick<JobContext, 'attempt' | 'lastAttempt'>): Promise<void> {
  const [row] = await ctx.db.select().from(formSubmissions).where(eq(formSubmissions.id, mail.submissionId));
  if (!row) return; // deleted meanwhile (retention)
  const team = mail.template === 'form_team';
  const status = team ? row.teamMailStatus : row.ackMailStatus;
  if (status !== 'pending' && status !== 'failed') return;
  const form = { id: row.id, kind: row.kind, reference: row.reference, fields: row.fields, customerId: row.customerId, createdAt: row.createdAt };
  // One acknowledgement counts once against its address's allowance (on its first attempt), not once per retry.
  if (!team && !(row.email && (job.attempt > 1 || (await mayAcknowledge(ctx.db, row.email))))) return mark(ctx, mail, 'skipped');
  try {
    await ctx.mailer.send({ ...(team ? formTeamMail(ctx.config.forms.teamEmail, form) : formAcknowledgementMail(form)) });
  } catch (error) {
    ctx.log.error({ err: error, reference: row.reference, purpose: mail.template }, 'form e-mail failed');
    if (job.lastAttempt) await mark(ctx, mail, 'failed');
    throw error;
  }
  await mark(ctx, mail, 'sent');
}
