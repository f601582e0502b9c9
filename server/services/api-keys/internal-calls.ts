// Calls of the public API made by the server itself for a signed-in user ("Încearcă" in the docs,
// routes/private/api-keys/try.ts), as one of that user's keys. Only the SHA-256 of a key is stored,
// so its secret cannot be replayed: the route puts a one-time, process-local token in `pending`
// right before its in-process `app.inject` and drops it right after, and the public API's door
// (routes/public/public-api.ts) accepts that token, in the `x-curiero-internal-key` header, instead
// of `X-API-Key`. A token is taken (deleted) by its first use and expires with its request; any other
// value is refused like a wrong key. Such a call is always read-only: the caller gets the `read`
// scope, whatever the key's, so a `read_write` route refuses it at the door.
import { randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { rowsOf, type AppDb } from '../../db/client.ts';
import type { ApiKeyMode, ApiKeyScope } from '../../db/schema.ts';
import type { ApiCaller } from './api-keys.ts';

export const INTERNAL_KEY_HEADER = 'x-curiero-internal-key';
/** Longer than any in-process call waits; the route drops its token as soon as the call returns. */
const TOKEN_TTL_MS = 30_000;
/** As verifyApiKey: last_used_at is written at most once a minute per key. */
const LAST_USED_RESOLUTION_SECONDS = 60;

const pending = new Map<string, { keyId: number; until: number }>();

/** A new one-time token standing for the key `keyId` (drop it with dropInternalToken once the call is done). */
export function issueInternalToken(keyId: number): string {
  const now = Date.now();
  for (const [token, entry] of pending) if (entry.until <= now) pending.delete(token);
  const token = randomBytes(32).toString('base64url');
  pending.set(token, { keyId, until: now + TOKEN_TTL_MS });
  return token;
}

export function dropInternalToken(token: string): void {
  pending.delete(token);
}

/** How many tokens are waiting (tests: none is left behind). */
export function pendingInternalTokens(): number {
  return pending.size;
}

/**
 * The caller behind the header's token, or null (unknown, already used, expired, the key revoked or
 * its account inactive). The token is spent either way. Notes the key's use like verifyApiKey.
 */
export async function takeInternalCaller(db: AppDb, header: string | string[] | undefined): Promise<ApiCaller | null> {
  const value = (Array.isArray(header) ? header[0] : header)?.trim();
  if (!value) return null;
  const entry = pending.get(value);
  if (!entry) return null;
  pending.delete(value);
  if (entry.until <= Date.now()) return null;
  const result = await db.execute(sql`
    select k.id, k.customer_id, k.scope, k.mode, k.revoked_at,
      (k.last_used_at is null or k.last_used_at < now() - make_interval(secs => ${LAST_USED_RESOLUTION_SECONDS})) as stale
    from api_keys k join customers c on c.id = k.customer_id
    where k.id = ${entry.keyId} and c.status = 'active'`);
  const row = rowsOf<{ id: number | string; customer_id: number | string; scope: ApiKeyScope; mode: ApiKeyMode; revoked_at: unknown; stale: boolean }>(result)[0];
  if (!row || row.revoked_at !== null) return null;
  if (row.stale) await db.execute(sql`update api_keys set last_used_at = now() where id = ${Number(row.id)}`);
  return { keyId: Number(row.id), customerId: Number(row.customer_id), scope: 'read', mode: row.mode };
}
