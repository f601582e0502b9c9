// Sessions and the tokens that carry them. A session has an absolute end (SESSION_TTL_DAYS, or
// SESSION_REMEMBER_TTL_DAYS with "remember me", or IMPERSONATION_TTL_SECONDS) and may be revoked
// (logout, a password reset or set, refresh-token reuse, a social login taking an unverified account). Access tokens live ACCESS_TOKEN_TTL_SECONDS but
// never past their session, and every request checks the session in the database, so a revocation
// takes effect at once. Refresh tokens rotate: each is spent by one refresh, and a spent one
// presented again means it was copied, so the whole session ends.
import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import type { AppDb } from '../../db/client.ts';
import { authSessions, customers, refreshTokens } from '../../db/schema.ts';
import { Failure } from '../failure.ts';
import type { AuthContext } from './context.ts';
import { customerView, type CustomerRow, type CustomerView } from './customers.ts';
import { opaqueToken, sha256, signAccessToken, verifyAccessToken } from './tokens.ts';

export type SessionRow = typeof authSessions.$inferSelect;

export interface TokenAnswer {
  access_token: string;
  refresh_token: string;
  token_type: 'Bearer';
  expires_in: number;
  customer: CustomerView;
}

export const SESSION_EXPIRED = 'Sesiunea a expirat. Autentifică-te din nou.';

export const unauthenticated = () => new Failure(401, 'unauthenticated', SESSION_EXPIRED);
const refreshInvalid = () => new Failure(401, 'refresh_invalid', SESSION_EXPIRED);
const refreshReused = () =>
  new Failure(401, 'refresh_reused', 'Sesiunea a fost închisă din motive de securitate. Autentifică-te din nou.');

export type RevokeReason = 'logout' | 'password_reset' | 'password_set' | 'refresh_reused' | 'social_link';

export interface SessionOptions {
  remember?: boolean;
  userAgent?: string | null;
  impersonatorAdminId?: number | null;
  /** Overrides the lifetime from `remember` (impersonation). */
  ttlSeconds?: number;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export async function openSession(ctx: AuthContext, customer: CustomerRow, options: SessionOptions = {}): Promise<TokenAnswer> {
  const { auth } = ctx.config;
  const remember = options.remember === true;
  const ttlSeconds = options.ttlSeconds ?? (remember ? auth.sessionRememberTtlDays : auth.sessionTtlDays) * 86_400;
  const [session] = await ctx.db
    .insert(authSessions)
    .values({
      customerId: customer.id,
      remember,
      expiresAt: new Date(Date.now() + ttlSeconds * 1000),
      impersonatorAdminId: options.impersonatorAdminId ?? null,
      userAgent: options.userAgent?.slice(0, 500) ?? null,
    })
    .returning();
  if (!session) throw new Error('insert into auth_sessions returned no row');
  return issueTokens(ctx, session, customer);
}

async function issueTokens(ctx: AuthContext, session: SessionRow, customer: CustomerRow): Promise<TokenAnswer> {
  const refresh = opaqueToken();
  await ctx.db.insert(refreshTokens).values({ sessionId: session.id, tokenHash: sha256(refresh) });
  const now = Math.floor(Date.now() / 1000);
  const expiresAt = Math.min(now + ctx.config.auth.accessTokenTtlSeconds, Math.floor(session.expiresAt.getTime() / 1000));
  const access = await signAccessToken(
    await ctx.signingKey(),
    'customer',
    { sub: String(customer.id), sid: session.id, ...(session.impersonatorAdminId ? { imp: true } : {}) },
    expiresAt,
  );
  return {
    access_token: access.token,
    refresh_token: refresh,
    token_type: 'Bearer',
    expires_in: Math.max(0, expiresAt - now),
    customer: customerView(customer),
  };
}

/** The session if it is neither revoked nor past its end, with its (active) customer. */
async function liveSession(db: AppDb, sessionId: string): Promise<{ session: SessionRow; customer: CustomerRow } | undefined> {
  if (!UUID.test(sessionId)) return undefined;
  const [row] = await db
    .select({ session: authSessions, customer: customers })
    .from(authSessions)
    .innerJoin(customers, eq(customers.id, authSessions.customerId))
    .where(
      and(
        eq(authSessions.id, sessionId),
        isNull(authSessions.revokedAt),
        gt(authSessions.expiresAt, sql`now()`),
        eq(customers.status, 'active'),
      ),
    );
  return row;
}

export async function refreshSession(ctx: AuthContext, refreshToken: string): Promise<TokenAnswer> {
  const hash = sha256(refreshToken);
  // Spending the token is one atomic statement: of two concurrent refreshes only one wins.
  const [claimed] = await ctx.db
    .update(refreshTokens)
    .set({ usedAt: sql`now()` })
    .where(and(eq(refreshTokens.tokenHash, hash), isNull(refreshTokens.usedAt)))
    .returning({ sessionId: refreshTokens.sessionId });
  if (!claimed) {
    const [spent] = await ctx.db.select({ sessionId: refreshTokens.sessionId }).from(refreshTokens).where(eq(refreshTokens.tokenHash, hash));
    if (!spent) throw refreshInvalid();
    // The same token sent twice at once (two tabs, a retried request): the other request is still
    // rotating it and has issued no successor yet. That is not theft; revoking now would log out
    // the request that won as well. Only a token presented after its successor exists is reuse.
    const [successor] = await ctx.db
      .select({ id: refreshTokens.id })
      .from(refreshTokens)
      .where(and(eq(refreshTokens.sessionId, spent.sessionId), isNull(refreshTokens.usedAt)))
      .limit(1);
    if (!successor) throw refreshInvalid();
    if (await revokeSession(ctx.db, spent.sessionId, 'refresh_reused')) {
      ctx.log.warn({ sessionId: spent.sessionId }, 'a spent refresh token was presented again: session revoked');
    }
    throw refreshReused();
  }
  const live = await liveSession(ctx.db, claimed.sessionId);
  if (!live) throw refreshInvalid();
  await ctx.db.update(authSessions).set({ lastUsedAt: sql`now()` }).where(eq(authSessions.id, live.session.id));
  return issueTokens(ctx, live.session, live.customer);
}

export interface Authenticated {
  customer: CustomerRow;
  session: SessionRow;
}

/** The customer and session of a bearer access token, or null for any token that must be refused. */
export async function authenticateAccessToken(ctx: AuthContext, token: string): Promise<Authenticated | null> {
  const claims = await verifyAccessToken(await ctx.signingKey(), 'customer', token);
  if (!claims?.sid) return null;
  const live = await liveSession(ctx.db, claims.sid);
  if (!live || String(live.customer.id) !== claims.sub) return null;
  return live;
}

/** Ends one session (its refresh tokens stop working with it); false if it had already ended. */
export async function revokeSession(db: AppDb, sessionId: string, reason: RevokeReason): Promise<boolean> {
  const rows = await db
    .update(authSessions)
    .set({ revokedAt: sql`now()`, revokedReason: reason })
    .where(and(eq(authSessions.id, sessionId), isNull(authSessions.revokedAt)))
    .returning({ id: authSessions.id });
  return rows.length > 0;
}

export async function revokeAllSessions(db: AppDb, customerId: number, reason: RevokeReason): Promise<number> {
  const rows = await db
    .update(authSessions)
    .set({ revokedAt: sql`now()`, revokedReason: reason })
    .where(and(eq(authSessions.customerId, customerId), isNull(authSessions.revokedAt)))
    .returning({ id: authSessions.id });
  return rows.length;
}

/**
 * Ends the session of the access token or, when there is no valid one (it may have expired), of the
 * refresh token: the /auth/ calls of the app carry no bearer by default.
 */
export async function logout(ctx: AuthContext, tokens: { accessToken: string | null; refreshToken: string | null }): Promise<void> {
  let sessionId = tokens.accessToken ? (await authenticateAccessToken(ctx, tokens.accessToken))?.session.id : undefined;
  if (!sessionId && tokens.refreshToken) {
    const [row] = await ctx.db
      .select({ sessionId: refreshTokens.sessionId })
      .from(refreshTokens)
      .where(eq(refreshTokens.tokenHash, sha256(tokens.refreshToken)));
    if (row && (await liveSession(ctx.db, row.sessionId))) sessionId = row.sessionId;
  }
  if (!sessionId) throw unauthenticated();
  await revokeSession(ctx.db, sessionId, 'logout');
}
