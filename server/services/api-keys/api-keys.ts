// API keys of the public API (routes/public/): created in the dashboard or with
// `npm run api-key:create`, shown once, stored as the SHA-256 of the whole key. A key reads
// `cur_<mode>_<lookup><secret>`: `lookup` (12 characters) finds the row by a unique index, the hash
// of the whole key is compared in constant time. A 256-bit random secret needs no slow hash: one
// SHA-256 and one comparison per request (bench/ reports the cost). A verified key is remembered by
// each process for a few seconds (key-memory.ts), so most requests do not read it at all.
import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';
import { and, count, desc, eq, getTableColumns, isNull, sql } from 'drizzle-orm';
import { rowsOf, type AppDb } from '../../db/client.ts';
import type { ApiKey } from '../../../src/shared/api-keys.ts';
import { apiKeys, type ApiKeyMode, type ApiKeyScope } from '../../db/schema.ts';
import { Failure, validationFailure } from '../failure.ts';
import type { KeyMemory } from './key-memory.ts';

export const MAX_ACTIVE_KEYS = 10;
const LOOKUP_LENGTH = 12;
const SECRET_LENGTH = 43;
const ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';
const KEY_PATTERN = new RegExp(`^cur_(test|live)_([A-Za-z0-9]{${LOOKUP_LENGTH}})[A-Za-z0-9]{${SECRET_LENGTH}}$`);
/** last_used_at is written at most this often per key (one write a minute, not one per request). */
const LAST_USED_RESOLUTION_SECONDS = 60;

export const API_KEY_MESSAGES = {
  name: 'Numele cheii trebuie să aibă între 2 și 60 de caractere.',
  scope: 'Alege accesul: doar citire (read) sau citire și scriere (read_write).',
  mode: 'Alege modul: test sau live.',
  tooMany: `Poți avea cel mult ${MAX_ACTIVE_KEYS} chei active. Revocă o cheie pe care nu o mai folosești.`,
  notFound: 'Cheia API nu există.',
  created: 'Cheia a fost creată. Copiaz-o acum: nu o mai afișăm niciodată.',
  revoked: 'Cheia a fost revocată. Cererile făcute cu ea primesc de acum 401.',
  liveUnavailable:
    'Cheile live nu pot fi folosite încă: serverul nu are configurat niciun curier real. Folosește o cheie de test (cur_test_…) până atunci.',
} as const;

/**
 * A live key while no carrier books on a real API: the public API would refuse every call made with
 * it (403 live_mode_unavailable), so it is not made at all (422 on the mode, the same message).
 */
export function liveKeyUnavailable(): Failure {
  return validationFailure({ mode: [API_KEY_MESSAGES.liveUnavailable] }, 'live_mode_unavailable', API_KEY_MESSAGES.liveUnavailable);
}

export type ApiKeyView = ApiKey;

/** The caller behind a valid key, as the public routes see it. */
export interface ApiCaller {
  keyId: number;
  customerId: number;
  scope: ApiKeyScope;
  mode: ApiKeyMode;
}

type Row = typeof apiKeys.$inferSelect;

function randomText(length: number): string {
  // Rejection sampling keeps every character equally likely (256 is not a multiple of 62).
  let out = '';
  while (out.length < length) {
    for (const byte of randomBytes(length * 2)) {
      if (byte < 248 && out.length < length) out += ALPHABET[byte % 62];
    }
  }
  return out;
}

export function hashKey(key: string): Buffer {
  return createHash('sha256').update(key).digest();
}

export function viewOf(row: Row): ApiKeyView {
  return {
    id: row.id,
    name: row.name,
    prefix: row.prefix,
    scope: row.scope,
    mode: row.mode,
    created_at: row.createdAt.toISOString(),
    last_used_at: row.lastUsedAt?.toISOString() ?? null,
    revoked_at: row.revokedAt?.toISOString() ?? null,
  };
}

export interface NewKey {
  name: string;
  scope: ApiKeyScope;
  mode: ApiKeyMode;
}

/** Checks a new key's fields; every problem at once, in Romanian, by field. */
export function checkNewKey(input: { name?: unknown; scope?: unknown; mode?: unknown }): NewKey {
  const errors: Record<string, string[]> = {};
  const name = typeof input.name === 'string' ? input.name.trim() : '';
  if ([...name].length < 2 || [...name].length > 60) errors.name = [API_KEY_MESSAGES.name];
  if (input.scope !== 'read' && input.scope !== 'read_write') errors.scope = [API_KEY_MESSAGES.scope];
  if (input.mode !== 'test' && input.mode !== 'live') errors.mode = [API_KEY_MESSAGES.mode];
  if (Object.keys(errors).length > 0) throw validationFailure(errors);
  return { name, scope: input.scope as ApiKeyScope, mode: input.mode as ApiKeyMode };
}

/**
 * Creates a key for the customer and answers its secret (the only time it exists in clear); a live
 * key only when `carriers` has a real carrier.
 * The count of active keys is checked under a lock of the customer's keys, so two concurrent
 * creations never make an eleventh.
 */
export async function createApiKey(db: AppDb, customerId: number, input: NewKey, carriers: { hasRealCarrier: boolean }): Promise<{ key: string; view: ApiKeyView }> {
  if (input.mode === 'live' && !carriers.hasRealCarrier) throw liveKeyUnavailable();
  const lookup = randomText(LOOKUP_LENGTH);
  const key = `cur_${input.mode}_${lookup}${randomText(SECRET_LENGTH)}`;
  const row = await db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(72616017, ${customerId}::int)`);
    const [active] = await tx
      .select({ n: count() })
      .from(apiKeys)
      .where(and(eq(apiKeys.customerId, customerId), isNull(apiKeys.revokedAt)));
    if ((active?.n ?? 0) >= MAX_ACTIVE_KEYS) throw new Failure(409, 'too_many_api_keys', API_KEY_MESSAGES.tooMany);
    const [created] = await tx
      .insert(apiKeys)
      .values({
        customerId,
        name: input.name,
        scope: input.scope,
        mode: input.mode,
        lookup,
        prefix: `cur_${input.mode}_${lookup.slice(0, 8)}`,
        secretHash: hashKey(key).toString('hex'),
      })
      .returning();
    return created!;
  });
  return { key, view: viewOf(row) };
}

/** The customer's keys, newest first, revoked ones included (so the dashboard can show them). */
export async function listApiKeys(db: AppDb, customerId: number): Promise<ApiKeyView[]> {
  const rows = await db.select().from(apiKeys).where(eq(apiKeys.customerId, customerId)).orderBy(desc(apiKeys.id));
  return rows.map(viewOf);
}

/**
 * Revokes one of the customer's keys (again: the same answer); another account's key is not found.
 * Every process forgets the key at once (the database notifies it, key-memory.ts); this one waits
 * until it has heard that notification itself, so the others have too by the time the answer leaves.
 */
export async function revokeApiKey(db: AppDb, customerId: number, id: number, memory?: KeyMemory): Promise<ApiKeyView> {
  const echo = memory?.heard(id);
  const [row] = await db
    .update(apiKeys)
    .set({ revokedAt: sql`coalesce(${apiKeys.revokedAt}, now())` })
    .where(and(eq(apiKeys.id, id), eq(apiKeys.customerId, customerId)))
    .returning({ ...getTableColumns(apiKeys), revokedNow: sql<boolean>`${apiKeys.revokedAt} = now()` });
  memory?.forget(id);
  if (row?.revokedNow) await echo?.wait();
  else echo?.cancel();
  if (!row) throw new Failure(404, 'not_found', API_KEY_MESSAGES.notFound);
  return viewOf(row);
}

/** The lookup part of a well-formed key, or null: no database read for a key that cannot exist. */
export function parseKey(key: string): { mode: ApiKeyMode; lookup: string } | null {
  const match = KEY_PATTERN.exec(key);
  return match ? { mode: match[1] as ApiKeyMode, lookup: match[2]! } : null;
}

/** Whether `key` is the one a row stores, in constant time. */
export function keyMatches(key: string, secretHash: string): boolean {
  const stored = Buffer.from(secretHash, 'hex');
  const given = hashKey(key);
  return stored.length === given.length && timingSafeEqual(stored, given);
}

/**
 * The caller behind `key`, or null (malformed, unknown, revoked, or the account is inactive). With
 * the app's memory (key-memory.ts), a key verified in the last few seconds is not read again.
 * Notes the use at most once a minute per key (on a read, never on a remembered key).
 */
export async function verifyApiKey(db: AppDb, key: string, memory?: KeyMemory): Promise<ApiCaller | null> {
  const parsed = parseKey(key);
  if (!parsed) return null;
  const hash = hashKey(key).toString('hex');
  const known = memory?.recall(hash);
  if (known) return known;
  const stamp = memory?.stamp() ?? 0;
  const caller = await readKey(db, key, parsed.lookup);
  if (caller) memory?.remember(hash, caller, stamp);
  return caller;
}

async function readKey(db: AppDb, key: string, lookup: string): Promise<ApiCaller | null> {
  const result = await db.execute(sql`
    select k.id, k.customer_id, k.scope, k.mode, k.secret_hash, k.revoked_at,
      (k.last_used_at is null or k.last_used_at < now() - make_interval(secs => ${LAST_USED_RESOLUTION_SECONDS})) as stale
    from api_keys k join customers c on c.id = k.customer_id
    where k.lookup = ${lookup} and c.status = 'active'`);
  const rows = rowsOf<{
    id: number | string;
    customer_id: number | string;
    scope: ApiKeyScope;
    mode: ApiKeyMode;
    secret_hash: string;
    revoked_at: unknown;
    stale: boolean;
  }>(result);
  const row = rows[0];
  if (!row || row.revoked_at !== null || !keyMatches(key, row.secret_hash)) return null;
  if (row.stale) await db.execute(sql`update api_keys set last_used_at = now() where id = ${Number(row.id)}`);
  return { keyId: Number(row.id), customerId: Number(row.customer_id), scope: row.scope, mode: row.mode };
}
