// Passwords set from an e-mailed link: "forgot password" (the request, then the reset) and the
// set-password invitation. The forgot-password request answers the same, in the same time, for
// every e-mail: the lookup and the mail happen after the answer. A successful reset or set-password
// spends the link, marks the e-mail verified (the link came through it) and ends every session.
import { eq, sql } from 'drizzle-orm';
import { customers } from '../../db/schema.ts';
import { Failure, validationFailure, VALIDATION_MESSAGE, type FieldErrors } from '../failure.ts';
import { queueAccountMail } from './account-mail-queue.ts';
import type { AppDb } from '../../db/client.ts';
import type { AuthContext } from './context.ts';
import { findCustomerByEmail, findCustomerById, newPasswordErrors, normalizeEmail, type CustomerRow } from './customers.ts';
import { consumeLink, findLiveLink, linkCustomerId } from './links.ts';
import { countResetRequest } from './attempt-limits.ts';
import { accountInactive, type Client } from './login.ts';
import { hashPassword, WEAK_PASSWORD } from './passwords.ts';
import { openSession, revokeAllSessions, type RevokeReason, type TokenAnswer } from './sessions.ts';

export const FORGOT_PASSWORD_MESSAGE =
  'Dacă există un cont cu această adresă de e-mail, vei primi în câteva minute un mesaj cu instrucțiunile de resetare a parolei.';
export const RESET_DONE_MESSAGE = 'Parola a fost schimbată. Te poți autentifica acum cu parola nouă.';

const resetLinkInvalid = () => new Failure(400, 'reset_link_invalid', 'Link-ul de resetare este invalid sau a expirat.');
const setPasswordLinkInvalid = (status: 400 | 404) =>
  new Failure(status, 'set_password_link_invalid', 'Link-ul pentru setarea parolei este invalid sau a expirat');

export async function requestPasswordReset(ctx: AuthContext, email: string, client: Client): Promise<void> {
  const normalized = normalizeEmail(email);
  await countResetRequest(ctx, normalized, client);
  // The lookup happens in the mail job, so the answer is the same (and as fast) for every address.
  await queueAccountMail(ctx.db, { template: 'reset_password', email: normalized });
}

function passwordFailure(errors: FieldErrors): Failure {
  return validationFailure(errors, 'validation_failed', errors.password ? WEAK_PASSWORD : VALIDATION_MESSAGE);
}

async function storeNewPassword(ctx: AuthContext, customer: CustomerRow, password: string, reason: RevokeReason) {
  const passwordHash = await hashPassword(password);
  const { updated, ended } = await ctx.db.transaction(async (tx) => {
    const [row] = await tx
      .update(customers)
      .set({ passwordHash, emailVerifiedAt: sql`coalesce(${customers.emailVerifiedAt}, now())`, updatedAt: sql`now()` })
      .where(eq(customers.id, customer.id))
      .returning();
    if (!row) throw new Error(`customer ${customer.id} vanished while changing the password`);
    // The owner hears of a reset by e-mail (a set-password from an invitation is their own first step).
    if (reason === 'password_reset') await queueAccountMail(tx, { template: 'password_changed', customerId: customer.id });
    return { updated: row, ended: await revokeAllSessions(tx as unknown as AppDb, customer.id, reason) };
  });
  ctx.log.info({ customerId: customer.id, sessionsEnded: ended, reason }, 'password changed');
  return updated;
}

export interface ResetInput {
  token: string;
  email: string;
  password: string;
  password_confirmation: string;
}

export async function resetPassword(ctx: AuthContext, input: ResetInput): Promise<void> {
  const customer = await findCustomerByEmail(ctx.db, input.email);
  const link = customer && (await findLiveLink(ctx.db, 'reset_password', input.token, customer.id));
  if (!customer || !link) throw resetLinkInvalid();
  const errors = newPasswordErrors(input.password, input.password_confirmation, customer.email);
  if (Object.keys(errors).length) throw passwordFailure(errors);
  if (!(await consumeLink(ctx.db, link.id))) throw resetLinkInvalid();
  await storeNewPassword(ctx, customer, input.password, 'password_reset');
}

export interface SetPasswordInput {
  password: string;
  password_confirmation: string;
}

export async function setPasswordFromLink(
  ctx: AuthContext,
  idParam: string,
  token: string,
  input: SetPasswordInput,
  client: Client,
): Promise<TokenAnswer> {
  const id = linkCustomerId(idParam);
  const customer = id === null ? undefined : await findCustomerById(ctx.db, id);
  if (!customer) throw setPasswordLinkInvalid(404);
  const link = await findLiveLink(ctx.db, 'set_password', token, customer.id);
  if (!link) throw setPasswordLinkInvalid(400);
  const errors = newPasswordErrors(input.password, input.password_confirmation, customer.email);
  if (Object.keys(errors).length) throw passwordFailure(errors);
  if (!(await consumeLink(ctx.db, link.id))) throw setPasswordLinkInvalid(400);
  const updated = await storeNewPassword(ctx, customer, input.password, 'password_set');
  if (updated.status !== 'active') throw accountInactive();
  return openSession(ctx, updated, { userAgent: client.userAgent });
}
