// Changing the account's e-mail from the profile (issue #30). The request needs the current
// password (argon2id verify; the attempts count against the same per-customer limit as a password
// change, counted before the check and taken back when it is right, so the limit cannot be used to
// tell a right password from a wrong one). The new address must be valid, differ from the current
// one and belong to no other account (said only to whoever knows the password, and no more than
// registration and check-email already say). Nothing changes then: a confirmation link goes to
// the new address (email-change-links.ts) and a notice to the current one. Opening the link
// changes the address (now confirmed), ends every other session and tells the old address.
import { and, eq, isNull, ne, sql } from 'drizzle-orm';
import { authSessions, customers } from '../../db/schema.ts';
import { Failure, validationFailure, type FieldErrors } from '../failure.ts';
import { queueAccountMail } from './account-mail-queue.ts';
import { consume, LIMITS, rateLimitKey } from '../rate-limit.ts';
import type { AuthContext } from './context.ts';
import { checkCurrentPassword } from './change-password.ts';
import { EMAIL_TAKEN, findCustomerByEmail, findCustomerById, normalizeEmail, type CustomerRow } from './customers.ts';
import { confirmedStamp, emailChangeValid, parseEmailChangeToken } from './email-change-links.ts';
import { linkCustomerId } from './links.ts';

export interface ChangeEmailInput {
  email: string;
  current_password: string;
}

export const EMAIL_CHANGE_SENT_MESSAGE =
  'Ți-am trimis un link de confirmare la adresa nouă. Adresa contului se schimbă abia după ce deschizi link-ul (valabil 24 de ore).';
export const EMAIL_CHANGED_MESSAGE = 'Adresa de e-mail a contului a fost schimbată și confirmată. Celelalte sesiuni ale contului au fost închise.';
export const EMAIL_SAME = 'Aceasta este deja adresa contului. Scrie adresa nouă.';
export const EMAIL_CHANGE_LINK_INVALID = 'Link-ul de schimbare a adresei de e-mail este invalid, a expirat sau a fost deja folosit.';
export const EMAIL_CHANGE_TAKEN = 'Adresa nouă este folosită acum de alt cont, așa că adresa contului nu a fost schimbată.';

/** Mails the confirmation link to the new address and a notice to the current one; changes nothing yet. */
export async function requestEmailChange(ctx: AuthContext, customer: CustomerRow, sessionId: string, input: ChangeEmailInput): Promise<void> {
  const email = normalizeEmail(input.email);
  const errors: FieldErrors = {};
  const wrongPassword = await checkCurrentPassword(ctx, customer, input.current_password);
  if (wrongPassword) errors.current_password = [wrongPassword];
  if (email === customer.email) errors.email = [EMAIL_SAME];
  if (Object.keys(errors).length) throw validationFailure(errors);
  // Only someone who knows the password learns whether another account has the address.
  if (await findCustomerByEmail(ctx.db, email)) throw validationFailure({ email: [EMAIL_TAKEN] });
  // As many confirmation mails as verification ones (3 an hour): no mail bombing of a stranger.
  await consume(ctx.db, LIMITS.verificationMailPerCustomer, rateLimitKey(LIMITS.verificationMailPerCustomer, customer.id, 'email-change'));
  await ctx.db.transaction(async (tx) => {
    await queueAccountMail(tx, { template: 'email_change_confirm', customerId: customer.id, from: customer.email, to: email, sessionId });
    await queueAccountMail(tx, { template: 'email_change_requested', customerId: customer.id, from: customer.email, to: email });
  });
  ctx.log.info({ customerId: customer.id }, 'e-mail change asked; confirmation link mailed to the new address');
}

const linkInvalid = (status: 400 | 404) => new Failure(status, 'verify_link_invalid', EMAIL_CHANGE_LINK_INVALID);
const emailTaken = () => new Failure(409, 'email_taken', EMAIL_CHANGE_TAKEN);

const isUniqueViolation = (error: unknown): boolean => {
  const { code, cause } = (error ?? {}) as { code?: unknown; cause?: unknown };
  return code === '23505' || (cause !== undefined && cause !== error && isUniqueViolation(cause));
};

/** The link from the mail to the new address (`email`, from its query): the address changes, confirmed; the other sessions end. */
export async function confirmEmailChange(ctx: AuthContext, idParam: string, token: string, email: string): Promise<void> {
  const id = linkCustomerId(idParam);
  const customer = id === null ? undefined : await findCustomerById(ctx.db, id);
  if (!customer || customer.status !== 'active') throw linkInvalid(404);
  const parsed = parseEmailChangeToken(token);
  const change = { customerId: customer.id, from: customer.email, to: normalizeEmail(email), stamp: confirmedStamp(customer) };
  if (!parsed || !(await emailChangeValid(ctx.signingKey, parsed, change))) throw linkInvalid(400);
  const other = await findCustomerByEmail(ctx.db, change.to);
  if (other && other.id !== customer.id) throw emailTaken();
  let ended: number;
  try {
    ended = await ctx.db.transaction(async (tx) => {
      // Only from the address the link was made for: of two clicks at once, one changes it.
      const changed = await tx
        .update(customers)
        .set({ email: change.to, emailVerifiedAt: sql`now()`, updatedAt: sql`now()` })
        .where(and(eq(customers.id, customer.id), eq(customers.email, customer.email)))
        .returning({ id: customers.id });
      if (changed.length !== 1) throw linkInvalid(400);
      await queueAccountMail(tx, { template: 'email_changed', customerId: customer.id, from: customer.email, to: change.to });
      const rows = await tx
        .update(authSessions)
        .set({ revokedAt: sql`now()`, revokedReason: 'email_change' })
        .where(and(eq(authSessions.customerId, customer.id), ne(authSessions.id, parsed.sessionId), isNull(authSessions.revokedAt)))
        .returning({ id: authSessions.id });
      return rows.length;
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw emailTaken();
    throw error;
  }
  ctx.log.info({ customerId: customer.id, sessionsEnded: ended }, 'e-mail address changed from a confirmation link');
}
