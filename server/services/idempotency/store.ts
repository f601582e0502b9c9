// The idempotency_keys rows (schema-idempotency.ts): the one writer of the table.
import { and, eq, isNull, lt, sql } from 'drizzle-orm';
import type { AppDb, Tx } from '../../db/client.ts';
import { idempotencyKeys } from '../../db/schema.ts';
import { IDEMPOTENCY, type StoredAnswer } from './request-key.ts';

export type KeyRow = typeof idempotencyKeys.$inferSelect;

export interface KeyClaim {
  scope: string;
  key: string;
  method: string;
  path: string;
  requestHash: string;
}

const expired = () => lt(idempotencyKeys.createdAt, sql`now() - make_interval(hours => ${IDEMPOTENCY.windowHours})`);
const leaseOver = () => lt(idempotencyKeys.lockedAt, sql`now() - make_interval(secs => ${IDEMPOTENCY.leaseMs / 1000})`);

/** The key as first used, or a new claim (in progress) when it is free: `claimed` says which. */
export async function claimKey(db: AppDb, claim: KeyClaim): Promise<{ row: KeyRow; claimed: boolean } | undefined> {
  // A key older than the window is forgotten first, so that it may be used again.
  await db.delete(idempotencyKeys).where(and(eq(idempotencyKeys.scope, claim.scope), eq(idempotencyKeys.key, claim.key), expired()));
  const [row] = await db.insert(idempotencyKeys).values(claim).onConflictDoNothing({ target: [idempotencyKeys.scope, idempotencyKeys.key] }).returning();
  if (row) return { row, claimed: true };
  const [first] = await db.select().from(idempotencyKeys).where(and(eq(idempotencyKeys.scope, claim.scope), eq(idempotencyKeys.key, claim.key)));
  return first && { row: first, claimed: false };
}

/** The key's row again (a retry waiting for the first request), or undefined once it is gone. */
export async function readKey(db: AppDb, id: number): Promise<KeyRow | undefined> {
  const [row] = await db.select().from(idempotencyKeys).where(eq(idempotencyKeys.id, id));
  return row;
}

/** Wins an abandoned request (in progress, its lease over) for this one; null when it is not. */
export async function takeOver(db: AppDb, id: number): Promise<KeyRow | null> {
  const [row] = await db
    .update(idempotencyKeys)
    .set({ lockedAt: sql`now()` })
    .where(and(eq(idempotencyKeys.id, id), eq(idempotencyKeys.state, 'in_progress'), leaseOver()))
    .returning();
  return row ?? null;
}

/**
 * The row the key's request creates, recorded in the transaction that creates it: the id given, or
 * the one a concurrent holder of the key recorded first (then that one is the request's resource).
 */
export async function recordResource(tx: Tx | AppDb, id: number, resourceId: string): Promise<string> {
  const [row] = await tx
    .update(idempotencyKeys)
    .set({ resourceId: sql`coalesce(${idempotencyKeys.resourceId}, ${resourceId})`, lockedAt: sql`now()` })
    .where(eq(idempotencyKeys.id, id))
    .returning({ resourceId: idempotencyKeys.resourceId });
  return row?.resourceId ?? resourceId;
}

/** Ends the lease at once (the request failed in a way its retry should take over now). */
export async function releaseKey(db: AppDb, id: number): Promise<void> {
  await db
    .update(idempotencyKeys)
    .set({ lockedAt: sql`now() - make_interval(secs => ${IDEMPOTENCY.leaseMs / 1000 + 1})` })
    .where(and(eq(idempotencyKeys.id, id), eq(idempotencyKeys.state, 'in_progress')));
}

/** Forgets a claim whose request failed before it created anything: the key is free again. */
export async function dropUnused(db: AppDb, id: number): Promise<void> {
  await db.delete(idempotencyKeys).where(and(eq(idempotencyKeys.id, id), eq(idempotencyKeys.state, 'in_progress'), isNull(idempotencyKeys.resourceId)));
}

/** Stores the first answer; when another request stored one first (after a take-over), that one. */
export async function storeAnswer(db: AppDb, id: number, answer: StoredAnswer): Promise<StoredAnswer> {
  const [stored] = await db
    .update(idempotencyKeys)
    .set({ state: 'done', responseStatus: answer.status, responseBody: answer.body })
    .where(and(eq(idempotencyKeys.id, id), eq(idempotencyKeys.state, 'in_progress')))
    .returning({ id: idempotencyKeys.id });
  if (stored) return answer;
  const first = await readKey(db, id);
  return first?.responseStatus && first.responseBody ? { status: first.responseStatus, body: first.responseBody } : answer;
}

/** Retention: keys older than the window (hourly, with the other sweeps). */
export async function pruneExpiredKeys(db: AppDb): Promise<number> {
  const gone = await db.delete(idempotencyKeys).where(expired()).returning({ id: idempotencyKeys.id });
  return gone.length;
}
