// Sessions and the tokens that carry them. A session has an absolute end (SESSION_TTL_DAYS, or
// SESSION_REMEMBER_TTL_DAYS with "remember me", or IMPERSONATION_TTL_SECONDS) and may be revoked
// (logout, a password reset or set, refresh-token reuse, a social login taking an unverified account). Access tokens live ACCESS_TOKEN_TTL_SECONDS but
// never past their session, and every request checks the session in the database, so a revocation
// takes effect at once. Refresh tokens rotate: each is spent by one refresh, and a spent one
// presented again more than REFRESH_GRACE_SECONDS after its rotation means it was copied, so the
// whole session ends. Within those seconds it is the same client twice (two tabs, a retried request
// whose answer was lost): it gets the pair the rotation made, so both copies carry on as one.
import { createHmac } from 'node:crypto';
import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import { rowsOf, type AppDb } from '../../db/client.ts';
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

export type RevokeReason = 'logout' | 'password_reset' | 'password_set' | 'refresh_reused' | 'social_link' | 'password_change' | 'account_closed';

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
  return tokenAnswer(ctx, session, customer, refresh);
}

/** The answer with `refresh` (already stored) and a new access token. */
async function tokenAnswer(ctx: AuthContext, session: SessionRow, customer: CustomerRow, refresh: string): Promise<TokenAnswer> {
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

/** How long after its rotation a spent refresh token still gets the pair that rotation made. */
export const REFRESH_GRACE_SECONDS = 10;
/** Rotations one late request may follow to the newest pair (each within the grace). */
const MAX_GRACE_STEPS = 5;

/**
 * The token that replaces `token` when it is spent: an HMAC of it under a key derived from the
 * access-token key. Only the server can compute it, and every request (every process) rotating the
 * same token gets the same one, so a late copy of a request can be answered without keeping tokens.
 */
async function successorOf(ctx: AuthContext, token: string): Promise<string> {
  const key = createHmac('sha256', await ctx.signingKey()).update('curiero refresh successor v1').digest();
  return createHmac('sha256', key).update(token).digest('base64url');
}

export async function refreshSession(ctx: AuthContext, refreshToken: string): Promise<TokenAnswer> {
  const hash = sha256(refreshToken);
  const successor = await successorOf(ctx, refreshToken);
  // Spending the token and storing its successor are one statement: nobody ever sees it spent
  // without its successor, and of two concurrent refreshes one spends it, the other finds it spent
  // (PostgreSQL makes the second wait for the first's row lock, then re-checks used_at).
  const [claimed] = rowsOf<{ session_id: string }>(
    await ctx.db.execute(sql`
      with spent as (
        update refresh_tokens set used_at = now() where token_hash = ${hash} and used_at is null returning session_id
      )
      insert into refresh_tokens (session_id, token_hash) select session_id, ${sha256(successor)} from spent
      returning session_id`),
  );
  if (claimed) {
    const live = await liveSession(ctx.db, claimed.session_id);
    if (!live) throw refreshInvalid();
    await ctx.db.update(authSessions).set({ lastUsedAt: sql`now()` }).where(eq(authSessions.id, live.session.id));
    return tokenAnswer(ctx, live.session, live.customer, successor);
  }
  const spent = await spentToken(ctx.db, hash);
  if (!spent) throw refreshInvalid();
  if (spent.inGrace) return lateRefresh(ctx, spent.sessionId, successor);
  // Presented again well after its rotation: a copy of it is in someone else's hands.
  if (await revokeSession(ctx.db, spent.sessionId, 'refresh_reused')) {
    ctx.log.warn({ sessionId: spent.sessionId }, 'a spent refresh token was presented again: session revoked');
  }
  throw refreshReused();
}

async function spentToken(db: AppDb, hash: string): Promise<{ sessionId: string; used: boolean; inGrace: boolean } | undefined> {
  const [row] = await db
    .select({
      sessionId: refreshTokens.sessionId,
      used: sql<boolean>`${refreshTokens.usedAt} is not null`,
      inGrace: sql<boolean>`${refreshTokens.usedAt} > now() - make_interval(secs => ${REFRESH_GRACE_SECONDS})`,
    })
    .from(refreshTokens)
    .where(eq(refreshTokens.tokenHash, hash));
  return row;
}

/**
 * A token spent moments ago, presented again: the pair its rotation made (or, when that was rotated
 * too within the grace, the newest one), with a fresh access token. The session must still be live.
 */
async function lateRefresh(ctx: AuthContext, sessionId: string, successor: string): Promise<TokenAnswer> {
  let token = successor;
  for (let step = 0; step < MAX_GRACE_STEPS; step += 1) {
    const next = await spentToken(ctx.db, sha256(token));
    // None: a token spent before successors were derived (nothing to hand out), or another session.
    if (!next || next.sessionId !== sessionId) break;
    if (!next.used) {
      const live = await liveSession(ctx.db, sessionId);
      if (!live) break;
      return tokenAnswer(ctx, live.session, live.customer, token);
    }
    if (!next.inGrace) break;
    token = await successorOf(ctx, token);
  }
  throw refreshInvalid();
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
