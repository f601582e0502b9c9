// Account e-mails as jobs of the queue (kind 'mail', queued by account-mail-queue.ts): the request
// writes the job with its change (same transaction), and the handler builds the message when it
// runs, from the rows as they are then (a fresh single-use link is made at that moment, so no link
// token ever sits in the queue).
// A handler run twice (its lease ran out) may send a second mail with a second valid link; the
// message id names the job, so a mail system can tell the two apart.
import { createLink, linkUrl } from './links.ts';
import { findCustomerByEmail, findCustomerById } from './customers.ts';
import type { AuthContext } from './context.ts';
import type { AccountMail } from './account-mail-queue.ts';
import type { MailMessage } from '../mail/index.ts';
import { passwordChangedMail, resetPasswordMail, setPasswordMail, verifyEmailMail } from '../mail/index.ts';
import { emailChangedMail, emailChangeMail, emailChangeRequestedMail } from '../mail/index.ts';
import { confirmedStamp, EMAIL_CHANGE_TTL_SECONDS, emailChangeToken } from './email-change-links.ts';

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
