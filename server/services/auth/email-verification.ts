// E-mail verification: the link mailed at registration (or on request, at most 3 an hour) marks
// the address verified. Opening a link again after it worked still answers success.
import { eq, sql } from 'drizzle-orm';
import { customers } from '../../db/schema.ts';
import { Failure } from '../failure.ts';
import { consume, LIMITS, rateLimitKey } from '../rate-limit.ts';
import type { AuthContext } from './context.ts';
import { findCustomerById, sendVerificationMail, type CustomerRow } from './customers.ts';
import { consumeLink, findLiveLink, findSpentLink, linkCustomerId } from './links.ts';

const verifyLinkInvalid = (status: 400 | 404) =>
  new Failure(status, 'verify_link_invalid', 'Link-ul de confirmare este invalid sau a expirat.');

export async function verifyEmail(ctx: AuthContext, idParam: string, token: string): Promise<void> {
  const id = linkCustomerId(idParam);
  const customer = id === null ? undefined : await findCustomerById(ctx.db, id);
  if (!customer) throw verifyLinkInvalid(404);
  const link = await findLiveLink(ctx.db, 'verify_email', token, customer.id);
  if (link && (await consumeLink(ctx.db, link.id))) {
    await ctx.db
      .update(customers)
      .set({ emailVerifiedAt: sql`coalesce(${customers.emailVerifiedAt}, now())`, updatedAt: sql`now()` })
      .where(eq(customers.id, customer.id));
    return;
  }
  // A second click on the link that did verify the address (or a double submit) is not an error.
  if (customer.emailVerifiedAt && (await findSpentLink(ctx.db, 'verify_email', token, customer.id))) return;
  throw verifyLinkInvalid(400);
}

/** Mails a new verification link; false when the address is already verified (nothing sent). */
export async function resendVerification(ctx: AuthContext, customer: CustomerRow): Promise<boolean> {
  if (customer.emailVerifiedAt) return false;
  const limit = LIMITS.verificationMailPerCustomer;
  await consume(ctx.db, limit, rateLimitKey(limit, customer.id));
  await sendVerificationMail(ctx, customer);
  return true;
}
