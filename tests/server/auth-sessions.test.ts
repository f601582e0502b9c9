// Sessions: refresh-token rotation and reuse detection (concurrent refreshes: auth-refresh-race.test.ts),
// logout, absolute expiry, and the checks on bearer access tokens (algorithm, audience, expiry,
// revocation) against a real database.
import { sql } from 'drizzle-orm';
import { SignJWT } from 'jose';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { sweepExpired } from '../../server/services/auth/maintenance.ts';
import {
  AUTH_SECRET,
  authHarness,
  call,
  clearRateLimits,
  jwtPayload,
  query,
  registerCustomer,
  type AuthHarness,
} from './helpers/auth.ts';
import { testDatabases } from './helpers/databases.ts';

const UNAUTHENTICATED = { reason: 'unauthenticated', message: 'Sesiunea a expirat. Autentifică-te din nou.' };
const key = new TextEncoder().encode(AUTH_SECRET);

describe.each(testDatabases())('sessions on $name', (backend) => {
  let h: AuthHarness;
  beforeAll(async () => {
    h = await authHarness(backend);
  });
  afterAll(async () => {
    await h?.close();
  });
  beforeEach(async () => {
    await clearRateLimits(h.db);
  });

  const profile = (token: string) => call(h.app, 'GET', 'customer/profile', { token });
  const refresh = (refresh_token: string) => call(h.app, 'POST', 'auth/refresh', { body: { refresh_token } });

  describe('the access token', () => {
    it('is HS256 for the app audience, names the session, ends with min(now + TTL, session end)', async () => {
      const answer = await registerCustomer(h.app);
      const [header] = answer.access_token.split('.');
      expect(JSON.parse(Buffer.from(header!, 'base64url').toString())).toEqual({ alg: 'HS256', typ: 'JWT' });
      const claims = jwtPayload(answer.access_token);
      expect(claims).toMatchObject({ iss: 'curiero', aud: 'curiero-app', sub: String(answer.customer.id), sid: expect.any(String) });
      expect(claims.imp).toBeUndefined();
      expect(claims.exp).toBe((claims.iat as number) + 900);
      expect((await profile(answer.access_token)).statusCode).toBe(200);

      // A session ending in 100 s gives tokens that end with it.
      await h.db.execute(sql`update auth_sessions set expires_at = now() + interval '100 seconds' where id = ${claims.sid}`);
      const renewed = (await refresh(answer.refresh_token)).json();
      expect(renewed.expires_in).toBeGreaterThan(95);
      expect(renewed.expires_in).toBeLessThanOrEqual(100);
    });

    it('is refused when missing, malformed, unsigned, signed with another key or algorithm, or for another audience', async () => {
      const answer = await registerCustomer(h.app);
      const claims = jwtPayload(answer.access_token);
      const b64 = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');
      const [, payload, signature] = answer.access_token.split('.');
      const sign = (audience: string, secret = key) =>
        new SignJWT({ sid: claims.sid })
          .setProtectedHeader({ alg: 'HS256' })
          .setIssuer('curiero')
          .setAudience(audience)
          .setSubject(String(claims.sub))
          .setExpirationTime('5m')
          .sign(secret);
      const tokens = [
        'not-a-jwt',
        `${b64({ alg: 'none', typ: 'JWT' })}.${payload}.`,
        `${b64({ alg: 'HS512', typ: 'JWT' })}.${payload}.${signature}`,
        `${answer.access_token.slice(0, -2)}xx`,
        await sign('curiero-admin'),
        await sign('curiero-app', new TextEncoder().encode('another-secret-of-at-least-32-chars!!')),
        await new SignJWT({ sid: claims.sid })
          .setProtectedHeader({ alg: 'HS256' })
          .setIssuer('someone-else')
          .setAudience('curiero-app')
          .setSubject(String(claims.sub))
          .setExpirationTime('5m')
          .sign(key),
      ];
      for (const token of tokens) {
        const res = await profile(token);
        expect([res.statusCode, res.json()], token).toEqual([401, UNAUTHENTICATED]);
      }
      expect((await call(h.app, 'GET', 'customer/profile')).statusCode).toBe(401);
      expect((await call(h.app, 'GET', 'customer/profile', { headers: { authorization: `Basic ${answer.access_token}` } })).statusCode).toBe(401);
      // The same claims properly signed do pass: the refusals above are about the token, not the session.
      expect((await profile(await sign('curiero-app'))).statusCode).toBe(200);
    });

    it('is refused once expired', async () => {
      const answer = await registerCustomer(h.app);
      const claims = jwtPayload(answer.access_token);
      const expired = await new SignJWT({ sid: claims.sid })
        .setProtectedHeader({ alg: 'HS256' })
        .setIssuer('curiero')
        .setAudience('curiero-app')
        .setSubject(String(claims.sub))
        .setIssuedAt(Math.floor(Date.now() / 1000) - 1000)
        .setExpirationTime(Math.floor(Date.now() / 1000) - 1)
        .sign(key);
      expect((await profile(expired)).statusCode).toBe(401);
    });

    it('stops working when its session is revoked, expired or its customer made inactive', async () => {
      for (const change of [
        (sid: unknown) => sql`update auth_sessions set revoked_at = now() where id = ${sid}`,
        (sid: unknown) => sql`update auth_sessions set expires_at = now() - interval '1 second' where id = ${sid}`,
        (sid: unknown) => sql`update customers set status = 'inactive' where id = (select customer_id from auth_sessions where id = ${sid})`,
      ]) {
        const answer = await registerCustomer(h.app);
        expect((await profile(answer.access_token)).statusCode).toBe(200);
        await h.db.execute(change(jwtPayload(answer.access_token).sid));
        expect((await profile(answer.access_token)).json()).toEqual(UNAUTHENTICATED);
        expect((await refresh(answer.refresh_token)).json().reason).toBe('refresh_invalid');
      }
    });
  });

  describe('POST auth/refresh', () => {
    it('rotates: a new refresh token each time, the old one spent', async () => {
      const first = await registerCustomer(h.app);
      const res = await refresh(first.refresh_token);
      expect(res.statusCode).toBe(200);
      const second = res.json();
      expect(second).toMatchObject({ token_type: 'Bearer', expires_in: 900, customer: { id: first.customer.id } });
      expect(second.refresh_token).not.toBe(first.refresh_token);
      expect(jwtPayload(second.access_token).sid).toBe(jwtPayload(first.access_token).sid);
      expect((await profile(second.access_token)).statusCode).toBe(200);
      const third = await refresh(second.refresh_token);
      expect(third.statusCode).toBe(200);
      // Tokens are stored hashed only.
      const stored = await query<{ token_hash: string }>(h.db, sql`select token_hash from refresh_tokens`);
      expect(stored.map((r) => r.token_hash)).not.toContain(first.refresh_token);
    });

    it('treats a spent token presented again (over 10 s after its rotation) as theft: 401 refresh_reused and the whole session ends', async () => {
      const first = await registerCustomer(h.app);
      const second = (await refresh(first.refresh_token)).json();
      // Within 10 s it would be a second copy of the same request (auth-refresh-race.test.ts).
      await h.db.execute(sql`update refresh_tokens set used_at = used_at - interval '11 seconds' where used_at is not null`);
      const reused = await refresh(first.refresh_token);
      expect(reused.statusCode).toBe(401);
      expect(reused.json()).toEqual({
        reason: 'refresh_reused',
        message: 'Sesiunea a fost închisă din motive de securitate. Autentifică-te din nou.',
      });
      // The newest token of the family and its access token are dead too.
      expect((await refresh(second.refresh_token)).json().reason).toBe('refresh_invalid');
      expect((await profile(second.access_token)).statusCode).toBe(401);
      const [session] = await query<{ revoked_reason: string }>(
        h.db,
        sql`select revoked_reason from auth_sessions where id = ${jwtPayload(first.access_token).sid}`,
      );
      expect(session!.revoked_reason).toBe('refresh_reused');
    });

    it('gives two concurrent refreshes with the same token the same new pair: one rotation, both signed in', async () => {
      const first = await registerCustomer(h.app);
      const results = await Promise.all([refresh(first.refresh_token), refresh(first.refresh_token)]);
      expect(results.map((r) => r.statusCode)).toEqual([200, 200]);
      expect(results[0]!.json().refresh_token).toBe(results[1]!.json().refresh_token);
      const sid = jwtPayload(first.access_token).sid;
      const live = await query<{ n: number }>(h.db, sql`select count(*)::int as n from refresh_tokens where session_id = ${sid} and used_at is null`);
      expect(live).toEqual([{ n: 1 }]);
    });

    it('answers 401 refresh_invalid for an unknown token and 422 without one', async () => {
      const unknown = await refresh('A'.repeat(43));
      expect([unknown.statusCode, unknown.json()]).toEqual([401, { reason: 'refresh_invalid', message: 'Sesiunea a expirat. Autentifică-te din nou.' }]);
      const missing = await call(h.app, 'POST', 'auth/refresh', { body: {} });
      expect(missing.statusCode).toBe(422);
      expect(missing.json().errors).toEqual({ refresh_token: ['Câmpul este obligatoriu.'] });
    });

    it('never extends the absolute end of the session', async () => {
      const first = await registerCustomer(h.app);
      const sid = jwtPayload(first.access_token).sid;
      const before = await query<{ expires_at: string }>(h.db, sql`select expires_at::text from auth_sessions where id = ${sid}`);
      await refresh(first.refresh_token);
      const after = await query<{ expires_at: string }>(h.db, sql`select expires_at::text from auth_sessions where id = ${sid}`);
      expect(after).toEqual(before);
    });
  });

  describe('POST auth/logout', () => {
    it('revokes the session: its access and refresh tokens answer 401 afterwards', async () => {
      const answer = await registerCustomer(h.app);
      const other = (await call(h.app, 'POST', 'auth/login', { body: { email: answer.customer.email, password: 'Cartof-Albastru-Zboara-42' } })).json();
      const res = await call(h.app, 'POST', 'auth/logout', { token: answer.access_token });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ data: { success: true }, message: 'Deconectare reușită' });
      expect((await profile(answer.access_token)).json()).toEqual(UNAUTHENTICATED);
      expect((await refresh(answer.refresh_token)).statusCode).toBe(401);
      expect((await call(h.app, 'POST', 'auth/logout', { token: answer.access_token })).statusCode).toBe(401);
      // Another session of the same customer is not touched.
      expect((await profile(other.access_token)).statusCode).toBe(200);
    });

    it('accepts the refresh token instead, for an access token that has expired', async () => {
      const answer = await registerCustomer(h.app);
      const res = await call(h.app, 'POST', 'auth/logout', { body: { refresh_token: answer.refresh_token } });
      expect(res.statusCode).toBe(200);
      expect((await profile(answer.access_token)).statusCode).toBe(401);
    });

    it('answers 401 with nothing that identifies a live session', async () => {
      for (const options of [{}, { token: 'nonsense' }, { body: { refresh_token: 'B'.repeat(43) } }]) {
        const res = await call(h.app, 'POST', 'auth/logout', options);
        expect([res.statusCode, res.json()]).toEqual([401, UNAUTHENTICATED]);
      }
    });
  });

  describe('the signing key without AUTH_SECRET', () => {
    it('is generated once, kept in server_secrets, and shared by every process', async () => {
      const first = await h.newApp({ AUTH_SECRET: '' });
      const second = await h.newApp({ AUTH_SECRET: '' });
      const answer = await registerCustomer(first);
      expect((await call(second, 'GET', 'customer/profile', { token: answer.access_token })).statusCode).toBe(200);
      const rows = await query<{ name: string; value: string }>(h.db, sql`select name, value from server_secrets`);
      expect(rows).toHaveLength(1);
      expect(rows[0]!.value.length).toBeGreaterThanOrEqual(64);
      // Tokens of the configured secret are not valid under the generated one.
      const configured = await registerCustomer(h.app);
      expect((await call(second, 'GET', 'customer/profile', { token: configured.access_token })).statusCode).toBe(401);
    });
  });

  describe('housekeeping', () => {
    it('deletes sessions over for a month with their refresh tokens, and ended rate-limit windows', async () => {
      const old = await registerCustomer(h.app);
      const recent = await registerCustomer(h.app);
      await h.db.execute(sql`update auth_sessions set expires_at = now() - interval '31 days' where id = ${jwtPayload(old.access_token).sid}`);
      await h.db.execute(sql`insert into rate_limits values ('stale', now() - interval '2 days', 3), ('fresh', now(), 1)`);
      await sweepExpired(h.db);
      const sessions = await query<{ id: string }>(h.db, sql`select id from auth_sessions where customer_id in (${old.customer.id}, ${recent.customer.id})`);
      expect(sessions.map((s) => s.id)).toEqual([jwtPayload(recent.access_token).sid]);
      expect((await refresh(old.refresh_token)).json().reason).toBe('refresh_invalid');
      const windows = await query<{ key: string }>(h.db, sql`select key from rate_limits where key in ('stale', 'fresh')`);
      expect(windows).toEqual([{ key: 'fresh' }]);
    });
  });
});
