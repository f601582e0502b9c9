// Changing the password from the profile (issue #30): the current password (argon2id verify), the
// new one under the same rules as registration, stored as argon2id; every other session of the
// customer is revoked (the one that asked stays signed in) and a "password changed" e-mail goes to
// the owner, in the same transaction. Every check of the current password (here, the e-mail change,
// closing the account) counts against one per-customer limit, and a right one is given back: once the
// limit is reached even the right password is refused, so a stolen session cannot keep guessing.
import { and, eq, isNull, ne, sql } from 'drizzle-orm';
import { authSessions, customers } from '../../db/schema.ts';
import { validationFailure, VALIDATION_MESSAGE, type FieldErrors } from '../failure.ts';
import { queueAccountMail } from './account-mail-queue.ts';
import { consume, LIMITS, rateLimitKey, refund } from '../rate-limit.ts';
import type { AuthContext } from './context.ts';
import { newPasswordErrors, type CustomerRow } from './customers.ts';
import { hashPassword, verifyPassword, WEAK_PASSWORD } from './passwords.ts';

export interface ChangePasswordInput {
  current_password: string;
  password: string;
  password_confirmation: string;
}

export const PASSWORD_CHANGED_MESSAGE = 'Parola a fost schimbată. Celelalte sesiuni ale contului au fost închise.';
export const CURRENT_PASSWORD_WRONG = 'Parola actuală nu este corectă.';
export const CURRENT_PASSWORD_NONE = 'Contul nu are încă o parolă: setează una din „Ai uitat parola?” de pe pagina de autentificare.';

/** Null when `password` is the customer's own; else the field's message. 429 past the limit, right or wrong. */
export async function checkCurrentPassword(ctx: AuthContext, customer: CustomerRow, password: string): Promise<string | null> {
  if (!customer.passwordHash) return CURRENT_PASSWORD_NONE;
  const limit = LIMITS.passwordChangesPerCustomer;
  const key = rateLimitKey(limit, customer.id);
  await consume(ctx.db, limit, key);
  if (!(await verifyPassword(customer.passwordHash, password))) return CURRENT_PASSWORD_WRONG;
  await refund(ctx.db, key);
  return null;
}

export async function changePassword(ctx: AuthContext, customer: CustomerRow, sessionId: string, input: ChangePasswordInput): Promise<void> {
  const errors: FieldErrors = newPasswordErrors(input.password, input.password_confirmation, customer.email);
  const wrong = await checkCurrentPassword(ctx, customer, input.current_password);
  if (wrong) errors.current_password = [wrong];
  if (Object.keys(errors).length) throw validationFailure(errors, 'validation_failed', errors.password ? WEAK_PASSWORD : VALIDATION_MESSAGE);
  const passwordHash = await hashPassword(input.password);
  const ended = await ctx.db.transaction(async (tx) => {
    await tx.update(customers).set({ passwordHash, updatedAt: sql`now()` }).where(eq(customers.id, customer.id));
    await queueAccountMail(tx, { template: 'password_changed', customerId: customer.id });
    const rows = await tx
      .update(authSessions)
      .set({ revokedAt: sql`now()`, revokedReason: 'password_change' })
      .where(and(eq(authSessions.customerId, customer.id), ne(authSessions.id, sessionId), isNull(authSessions.revokedAt)))
      .returning({ id: authSessions.id });
    return rows.length;
  });
  ctx.log.info({ customerId: customer.id, sessionsEnded: ended }, 'password changed from the profile');
}
