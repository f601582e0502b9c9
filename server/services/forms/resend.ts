// Form mails that did not go out are tried again: the mail server failed ('failed'), or the process
// stopped between storing the message and sending ('pending'). A message is retried from 5 minutes
// after it arrived (its first attempt has finished by then) until 2 days after; only the mail that
// is missing is sent again. One process runs this (the embedded database's); with PostgreSQL and
// several processes, each would retry the same rows.
import { and, gt, inArray, lt, or, sql } from 'drizzle-orm';
import { formSubmissions } from '../../db/schema.ts';
import type { FormContext } from './context.ts';
import { deliverFormMails } from './notify.ts';

export const RESEND_INTERVAL_MS = 10 * 60 * 1000;
const UNSENT = ['pending', 'failed'] as const;
const BATCH = 50;

/** Retries the unsent mails of up to 50 messages, oldest first; returns how many messages it tried. */
export async function resendFormMails(ctx: FormContext): Promise<number> {
  const rows = await ctx.db
    .select()
    .from(formSubmissions)
    .where(
      and(
        or(inArray(formSubmissions.teamMailStatus, UNSENT), inArray(formSubmissions.ackMailStatus, UNSENT)),
        lt(formSubmissions.createdAt, sql`now() - interval '5 minutes'`),
        gt(formSubmissions.createdAt, sql`now() - interval '2 days'`),
      ),
    )
    .orderBy(formSubmissions.createdAt)
    .limit(BATCH);
  for (const row of rows) {
    const form = { id: row.id, kind: row.kind, reference: row.reference, fields: row.fields, customerId: row.customerId, createdAt: row.createdAt };
    const unsent = (status: string) => (UNSENT as readonly string[]).includes(status);
    await deliverFormMails(ctx, form, { team: unsent(row.teamMailStatus), ack: unsent(row.ackMailStatus) });
  }
  return rows.length;
}
