// Password login and registration (both open a session). Rate limits before any password check: all attempts per IP, and attempts that
// fail per account+IP and per account (a correct password takes its attempt back). The answer
// never tells an unknown e-mail from a wrong password, in words or in time (see passwords.ts);
// "inactive" is told only to someone who knows the password.
import { Failure } from '../failure.ts';
import { consume, LIMITS, rateLimitKey, refund } from '../rate-limit.ts';
import type { AuthContext } from './context.ts';
import { findCustomerByEmail, normalizeEmail, registerCustomer, type RegisterInput } from './customers.ts';
import { verifyPassword } from './passwords.ts';
import { openSession, type TokenAnswer } from './sessions.ts';

export const LOGIN_INVALID = 'Credențiale invalide sau adresa de email nu există';
export const ACCOUNT_INACTIVE = 'Contul nu este conectat, te rugăm să contactezi serviciul clienți';

export const invalidCredentials = () => new Failure(401, 'login_invalid_credentials', LOGIN_INVALID);
export const accountInactive = () => new Failure(403, 'login_account_inactive', ACCOUNT_INACTIVE);

export interface Client {
  ip: string;
  userAgent?: string | null;
}

export interface LoginInput {
  email: string;
  password: string;
  remember?: boolean;
}

export async function login(ctx: AuthContext, input: LoginInput, client: Client): Promise<TokenAnswer> {
  const email = normalizeEmail(input.email);
  await consume(ctx.db, LIMITS.loginPerIp, rateLimitKey(LIMITS.loginPerIp, client.ip));
  const accountAndIp = rateLimitKey(LIMITS.loginFailuresPerAccountAndIp, email, client.ip);
  const account = rateLimitKey(LIMITS.loginFailuresPerAccount, email);
  await consume(ctx.db, LIMITS.loginFailuresPerAccountAndIp, accountAndIp);
  await consume(ctx.db, LIMITS.loginFailuresPerAccount, account);

  const customer = await findCustomerByEmail(ctx.db, email);
  const valid = await verifyPassword(customer?.passwordHash, input.password);
  if (!customer || !valid) {
    ctx.log.info({ customerId: customer?.id ?? null }, 'login failed');
    throw invalidCredentials();
  }
  await Promise.all([refund(ctx.db, accountAndIp), refund(ctx.db, account)]);
  if (customer.status !== 'active') throw accountInactive();
  return openSession(ctx, customer, { remember: input.remember, userAgent: client.userAgent });
}

/** A new account (see registerCustomer) signed in at once; at most LIMITS.registerPerIp an hour per IP. */
export async function register(ctx: AuthContext, input: RegisterInput, client: Client): Promise<TokenAnswer> {
  await consume(ctx.db, LIMITS.registerPerIp, rateLimitKey(LIMITS.registerPerIp, client.ip));
  const customer = await registerCustomer(ctx, input);
  return openSession(ctx, customer, { userAgent: client.userAgent });
}
