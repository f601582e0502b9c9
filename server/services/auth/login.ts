// Password login and registration (both open a session). Rate limits before any password check (every
// attempt per IP, then the failures: attempt-limits.ts), and a correct password takes its attempt back
// from the failure counters. The answer never tells an unknown e-mail from a wrong password, in words or in time (see
// passwords.ts); "inactive" is told only to someone who knows the password.
import { Failure } from '../failure.ts';
import { consume, LIMITS, rateLimitKey, refund } from '../rate-limit.ts';
import { countLoginAttempt } from './attempt-limits.ts';
import type { AuthContext } from './context.ts';
import type { Client } from './client.ts';
import { findCustomerByEmail, normalizeEmail, registerCustomer, type RegisterInput } from './customers.ts';
import { verifyPassword } from './passwords.ts';
import { openSession, type TokenAnswer } from './sessions.ts';

export const LOGIN_INVALID = 'Credențiale invalide sau adresa de email nu există';
export const ACCOUNT_INACTIVE = 'Contul nu este conectat, te rugăm să contactezi serviciul clienți';

export const invalidCredentials = () => new Failure(401, 'login_invalid_credentials', LOGIN_INVALID);
export const accountInactive = () => new Failure(403, 'login_account_inactive', ACCOUNT_INACTIVE);

export type { Client };

export interface LoginInput {
  email: string;
  password: string;
  remember?: boolean;
}

export async function login(ctx: AuthContext, input: LoginInput, client: Client): Promise<TokenAnswer> {
  const email = normalizeEmail(input.email);
  const perIp = { ...LIMITS.loginPerIp, max: ctx.config.auth.loginsPerIpPer10Minutes };
  await consume(ctx.db, perIp, rateLimitKey(perIp, client.ip));
  const failureKeys = await countLoginAttempt(ctx, email, client);

  const customer = await findCustomerByEmail(ctx.db, email);
  const valid = await verifyPassword(customer?.passwordHash, input.password);
  if (!customer || !valid) {
    ctx.log.info({ customerId: customer?.id ?? null }, 'login failed');
    throw invalidCredentials();
  }
  await Promise.all(failureKeys.map((key) => refund(ctx.db, key)));
  if (customer.status !== 'active') throw accountInactive();
  return openSession(ctx, customer, { remember: input.remember, userAgent: client.userAgent });
}

/** A new account (see registerCustomer) signed in at once; at most LIMITS.registerPerIp (REGISTRATIONS_PER_IP_PER_HOUR) an hour per IP. */
export async function register(ctx: AuthContext, input: RegisterInput, client: Client): Promise<TokenAnswer> {
  const limit = { ...LIMITS.registerPerIp, max: ctx.config.auth.registrationsPerIpPerHour };
  await consume(ctx.db, limit, rateLimitKey(limit, client.ip));
  const customer = await registerCustomer(ctx, input);
  return openSession(ctx, customer, { userAgent: client.userAgent });
}
