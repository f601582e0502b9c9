// Concurrent refreshes (issue 16): two requests refreshing one token at once (two tabs, a retried
// request) must both leave the user signed in, over real HTTP, to one app or to two apps on one
// database. A spent token presented again within 10 seconds of its rotation gets the pair that
// rotation made; later it is theft and ends the whole session.
import type { AddressInfo } from 'node:net';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { sha256 } from '../../server/services/auth/tokens.ts';
import {
  authHarness,
  call,
  clearRateLimits,
  jwtPayload,
  loginCustomer,
  query,
  registerCustomer,
  type AuthHarness,
  type TokenAnswer,
} from './helpers/auth.ts';
import { testDatabases } from './helpers/databases.ts';

const REUSED = { reason: 'refresh_reused', message: 'Sesiunea a fost închisă din motive de securitate. Autentifică-te din nou.' };

describe.each(testDatabases())('concurrent refreshes on $name', (backend) => {
  let h: AuthHarness;
  let second: FastifyInstance;
  const bases: string[] = [];
  beforeAll(async () => {
    h = await authHarness(backend);
    second = await h.newApp();
    for (const app of [h.app, second]) {
      await app.listen({ port: 0, host: '127.0.0.1' });
      bases.push(`http://127.0.0.1:${(app.server.address() as AddressInfo).port}/api/private/`);
    }
  });
  afterAll(async () => {
    await h?.close();
  });
  beforeEach(async () => {
    await clearRateLimits(h.db);
  });

  async function post(base: string, path: string, body: unknown): Promise<{ status: number; json: Record<string, unknown> }> {
    const res = await fetch(base + path, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
    return { status: res.status, json: (await res.json()) as Record<string, unknown> };
  }
  async function profileStatus(base: string, token: string): Promise<number> {
    return (await fetch(`${base}customer/profile`, { headers: { authorization: `Bearer ${token}` } })).status;
  }
  const refresh = (refresh_token: string) => call(h.app, 'POST', 'auth/refresh', { body: { refresh_token } });
  const profile = (token: string) => call(h.app, 'GET', 'customer/profile', { token });

  it.each([
    ['one app', [0, 0]],
    ['two apps on one database', [0, 1]],
  ])('leaves both of two concurrent HTTP refreshes signed in, 8 times of 8 (%s)', async (_name, targets) => {
    const { customer } = await registerCustomer(h.app);
    const outcomes: string[] = [];
    for (let i = 0; i < 8; i += 1) {
      const session = (await loginCustomer(h.app, customer.email)).json() as TokenAnswer;
      const answers = await Promise.all(targets.map((t) => post(bases[t]!, 'auth/refresh', { refresh_token: session.refresh_token })));
      outcomes.push(answers.map((a) => `${a.status} ${String(a.json.reason ?? '')}`.trim()).join(' + '));
      if (answers.some((a) => a.status !== 200)) continue;
      const [winner, late] = answers.map((a) => a.json as unknown as TokenAnswer) as [TokenAnswer, TokenAnswer];
      // Both access tokens work, on either app, and the session goes on with the pair they share.
      for (const token of [winner.access_token, late.access_token]) {
        for (const base of bases) expect(await profileStatus(base, token)).toBe(200);
      }
      expect(late.refresh_token).toBe(winner.refresh_token);
      const next = await post(bases[0]!, 'auth/refresh', { refresh_token: winner.refresh_token });
      expect(next.status).toBe(200);
      expect(await profileStatus(bases[1]!, winner.access_token)).toBe(200);
      expect(await profileStatus(bases[1]!, next.json.access_token as string)).toBe(200);
    }
    expect(outcomes).toEqual(Array(8).fill('200 + 200'));
  });

  it('answers a spent token presented again within 10 seconds with the pair its rotation made', async () => {
    const first = await registerCustomer(h.app);
    const rotated = (await refresh(first.refresh_token)).json() as TokenAnswer;
    await h.db.execute(sql`update refresh_tokens set used_at = used_at - interval '9 seconds' where token_hash = ${sha256(first.refresh_token)}`);
    const again = await refresh(first.refresh_token);
    expect(again.statusCode).toBe(200);
    expect(again.json()).toMatchObject({ refresh_token: rotated.refresh_token, token_type: 'Bearer', customer: { id: first.customer.id } });
    expect(jwtPayload(again.json().access_token).sid).toBe(jwtPayload(first.access_token).sid);
    expect((await profile(rotated.access_token)).statusCode).toBe(200);
    // The chain goes on once, from whichever copy: the pair is single-use as before.
    const third = (await refresh(rotated.refresh_token)).json() as TokenAnswer;
    expect((await profile(third.access_token)).statusCode).toBe(200);
    // Within the grace of the first rotation but after the second: the newest pair.
    const late = await refresh(first.refresh_token);
    expect(late.statusCode).toBe(200);
    expect(late.json().refresh_token).toBe(third.refresh_token);
  });

  it('treats a spent token presented more than 10 seconds after its rotation as theft: the whole session ends', async () => {
    const first = await registerCustomer(h.app);
    const rotated = (await refresh(first.refresh_token)).json() as TokenAnswer;
    await h.db.execute(sql`update refresh_tokens set used_at = used_at - interval '11 seconds' where token_hash = ${sha256(first.refresh_token)}`);
    const reused = await refresh(first.refresh_token);
    expect([reused.statusCode, reused.json()]).toEqual([401, REUSED]);
    expect((await profile(rotated.access_token)).statusCode).toBe(401);
    expect((await refresh(rotated.refresh_token)).json().reason).toBe('refresh_invalid');
    const [session] = await query<{ revoked_reason: string }>(
      h.db,
      sql`select revoked_reason from auth_sessions where id = ${jwtPayload(first.access_token).sid}`,
    );
    expect(session!.revoked_reason).toBe('refresh_reused');
  });

  it('never answers a spent token of a session that has ended since', async () => {
    const first = await registerCustomer(h.app);
    const rotated = (await refresh(first.refresh_token)).json() as TokenAnswer;
    expect((await call(h.app, 'POST', 'auth/logout', { token: rotated.access_token })).statusCode).toBe(200);
    expect((await refresh(first.refresh_token)).json().reason).toBe('refresh_invalid');
    expect((await refresh(rotated.refresh_token)).json().reason).toBe('refresh_invalid');
  });
});
