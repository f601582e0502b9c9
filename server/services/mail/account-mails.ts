// Account e-mails as jobs of the queue (kind 'mail'): the request writes the job with its change
// (same transaction), and the handler builds the message when it runs, from the rows as they are
// then (a fresh single-use link is made at that moment, so no link token ever sits in the queue).
// A handler run twice (its lease ran out) may send a second mail with a second valid link; the
// message id names the job, so a mail system can tell the two apart.
import { createLink, linkUrl } from '../auth/links.ts';
import { findCustomerByEmail, findCustomerById } from '../auth/customers.ts';
import type { AuthContext } from '../auth/context.ts';
import { enqueue } from '../jobs/queue.ts';
import type { AppDb, Tx } from '../../db/client.ts';
import type { MailMessage } from './mailer.ts';
import { passwordChangedMail, resetPasswordMail, setPasswordMail, verifyEmailMail } from './templates.ts';
import { emailChangedMail, emailChangeMail, emailChangeRequestedMail } from './email-change-templates.ts';
import { confirmedStamp, EMAIL_CHANGE_TTL_SECONDS, emailChangeToken } from '../auth/email-change-links.ts';

export type AccountMail =
  | { template: 'verify_email'; customerId: number }
  | { template: 'set_password'; customerId: number }
  | { template: 'password_changed'; customerId: number }
  /** By address: the forgot-password request answers the same whether an account exists or not. */
  | { template: 'reset_password'; email: string }
  /** To the new address (`to`): the confirmation link, made when sent, only while the address is still `from`. */
  | { template: 'email_change_confirm'; customerId: number; from: string; to: string; sessionId: string }
  /** To the current address: a change to `to` was asked. */
  | { template: 'email_change_requested'; customerId: number; from: string; to: string }
  /** To the old address (`from`): the address is now `to`. */
  | { template: 'email_changed'; customerId: number; from: string; to: string };

export const ACCOUNT_TEMPLATES = [
  'verify_email',
  'set_password',
  'password_changed',
  'reset_password',
  'email_change_confirm',
  'email_change_requested',
  'email_changed',
] as const;

/** Queues an account e-mail in the caller's transaction; `key` makes it once-only. */
export function queueAccountMail(db: AppDb | Tx, mail: AccountMail, key?: string): Promise<number | null> {
  return enqueue(db, { kind: 'mail', payload: mail, key: key ?? null });
}

/** The message of an account e-mail job as things stand now; null: nothing to send any more. */
export async function buildAccountMail(ctx: AuthContext, mail: AccountMail): Promise<MailMessage | null> {
  if (mail.template === 'reset_password') {
    const customer = await findCustomerByEmail(ctx.db, mail.email);
    if (!customer || customer.status !== 'active') return null;
    const token = await createLink(ctx.db, customer.id, 'reset_password');
    return resetPasswordMail(customer.email, customer.name, linkUrl(ctx.config, 'reset_password', customer, token));
  }
  const customer = await findCustomerById(ctx.db, mail.customerId);
  if (!customer || customer.status !== 'active') return null;
  switch (mail.template) {
    case 'verify_email': {
      if (customer.emailVerifiedAt) return null;
      const token = await createLink(ctx.db, customer.id, 'verify_email');
      return verifyEmailMail(customer.email, customer.name, linkUrl(ctx.config, 'verify_email', customer, token));
    }
    case 'set_password': {
      if (customer.passwordHash) return null;
      const token = await createLink(ctx.db, customer.id, 'set_password');
      return setPasswordMail(customer.email, customer.name, linkUrl(ctx.config, 'set_password', customer, token));
    }
    case 'password_changed':
      return passwordChangedMail(customer.email, customer.name, `${ctx.config.publicUrl}/contact`);
    case 'email_change_confirm': {
      if (customer.email !== mail.from) return null;
      const expires = Math.floor(Date.now() / 1000) + EMAIL_CHANGE_TTL_SECONDS;
      const claims = { customerId: customer.id, from: mail.from, to: mail.to, sessionId: mail.sessionId, stamp: confirmedStamp(customer), expires };
      const token = await emailChangeToken(ctx.signingKey, claims);
      const link = `${ctx.config.publicUrl}/verify-email/${customer.id}/${token}?${new URLSearchParams({ email: mail.to })}`;
      return emailChangeMail(mail.to, customer.name, link);
    }
    case 'email_change_requested':
      if (customer.email !== mail.from) return null;
      return emailChangeRequestedMail(mail.from, customer.name, mail.to, `${ctx.config.publicUrl}/contact`);
    case 'email_changed':
      return emailChangedMail(mail.from, customer.name, mail.to, `${ctx.config.publicUrl}/contact`);
  }
}
