// Back-office accounts and impersonation. Admins sign in with a password (accounts come from
// `npm run admin:create`) and get a short access token for the 'curiero-admin' audience, without
// refresh. An admin may act as a customer: a single-use code (2 minutes) that the app exchanges
// for a customer session marked as impersonated, which ends after IMPERSONATION_TTL_SECONDS.
import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import type { AppDb } from '../../db/client.ts';
import { admins, impersonationCodes } from '../../db/schema.ts';
import { Failure } from '../failure.ts';
import { consume, LIMITS, rateLimitKey } from '../rate-limit.ts';
import type { AuthContext } from './context.ts';
import { findCustomerByEmail, findCustomerById, normalizeEmail, type CustomerRow } from './customers.ts';
import { accountInactive, invalidCredentials, type Client } from './login.ts';
import { hashPassword, verifyPassword } from './passwords.ts';
import { openSession, type TokenAnswer } from './sessions.ts';
import { opaqueToken, sha256, signAccessToken, verifyAccessToken } from './tokens.ts';

export type AdminRow = typeof admins.$inferSelect;

export const IMPERSONATION_CODE_TTL_SECONDS = 120;

export function adminView(admin: AdminRow) {
  return { id: admin.id, email: admin.email, name: admin.name };
}

/** Creates the admin, or gives an existing one (same e-mail) this name and password. */
export async function saveAdmin(db: AppDb, input: { email: string; name: string; password: string }): Promise<AdminRow> {
  const passwordHash = await hashPassword(input.password);
  const [row] = await db
    .insert(admins)
    .values({ email: normalizeEmail(input.email), name: input.name.trim(), passwordHash })
    .onConflictDoUpdate({
      target: admins.email,
      set: { name: input.name.trim(), passwordHash, updatedAt: sql`now()` },
    })
    .returning();
  if (!row) throw new Error('saving the admin returned no row');
  return row;
}

export async function adminLogin(ctx: AuthContext, input: { email: string; password: string }, client: Client) {
  await consume(ctx.db, LIMITS.adminLoginPerIp, rateLimitKey(LIMITS.adminLoginPerIp, client.ip));
  const [admin] = await ctx.db.select().from(admins).where(eq(admins.email, normalizeEmail(input.email)));
  const valid = await verifyPassword(admin?.passwordHash, input.password);
  if (!admin || !valid) throw invalidCredentials();
  const now = Math.floor(Date.now() / 1000);
  const ttl = ctx.config.auth.accessTokenTtlSeconds;
  const access = await signAccessToken(await ctx.signingKey(), 'admin', { sub: String(admin.id) }, now + ttl);
  ctx.log.info({ adminId: admin.id }, 'admin signed in');
  return { access_token: access.token, token_type: 'Bearer' as const, expires_in: ttl, admin: adminView(admin) };
}

/** The admin of a bearer token for the admin audience, or null. */
export async function authenticateAdmin(ctx: AuthContext, token: string): Promise<AdminRow | null> {
  const claims = await verifyAccessToken(await ctx.signingKey(), 'admin', token);
  if (!claims || !/^\d{1,15}$/.test(claims.sub)) return null;
  const [admin] = await ctx.db.select().from(admins).where(eq(admins.id, Number(claims.sub)));
  return admin ?? null;
}

const customerNotFound = () => new Failure(404, 'customer_not_found', 'Nu există niciun client cu aceste date.');
const codeInvalid = () =>
  new Failure(400, 'impersonation_code_invalid', 'Codul de autentificare este invalid sau a expirat.');

export async function createImpersonationCode(
  ctx: AuthContext,
  admin: AdminRow,
  target: { customer_email?: string; customer_id?: number },
) {
  let customer: CustomerRow | undefined;
  if (target.customer_id !== undefined) customer = await findCustomerById(ctx.db, target.customer_id);
  else if (target.customer_email !== undefined) customer = await findCustomerByEmail(ctx.db, target.customer_email);
  if (!customer) throw customerNotFound();
  const code = opaqueToken();
  await ctx.db.insert(impersonationCodes).values({
    codeHash: sha256(code),
    adminId: admin.id,
    customerId: customer.id,
    expiresAt: new Date(Date.now() + IMPERSONATION_CODE_TTL_SECONDS * 1000),
  });
  ctx.log.info({ adminId: admin.id, customerId: customer.id }, 'impersonation code issued');
  return {
    code,
    expires_in: IMPERSONATION_CODE_TTL_SECONDS,
    url: `/autentificare/login-callback?${new URLSearchParams({ code })}`,
  };
}

export interface ImpersonationAnswer extends TokenAnswer {
  impersonation: { admin_name: string; expires_in: number };
}

export async function exchangeImpersonationCode(ctx: AuthContext, code: string, client: Client): Promise<ImpersonationAnswer> {
  const [claimed] = await ctx.db
    .update(impersonationCodes)
    .set({ usedAt: sql`now()` })
    .where(
      and(
        eq(impersonationCodes.codeHash, sha256(code)),
        isNull(impersonationCodes.usedAt),
        gt(impersonationCodes.expiresAt, sql`now()`),
      ),
    )
    .returning({ adminId: impersonationCodes.adminId, customerId: impersonationCodes.customerId });
  if (!claimed) throw codeInvalid();
  const [admin] = await ctx.db.select().from(admins).where(eq(admins.id, claimed.adminId));
  const customer = await findCustomerById(ctx.db, claimed.customerId);
  if (!admin || !customer) throw codeInvalid();
  if (customer.status !== 'active') throw accountInactive();
  const ttlSeconds = ctx.config.auth.impersonationTtlSeconds;
  const answer = await openSession(ctx, customer, { impersonatorAdminId: admin.id, ttlSeconds, userAgent: client.userAgent });
  ctx.log.info({ adminId: admin.id, customerId: customer.id }, 'impersonation session opened');
  return { ...answer, impersonation: { admin_name: admin.name, expires_in: ttlSeconds } };
}
