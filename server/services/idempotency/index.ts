// One idempotency layer for every create, with Stripe's rules (https://docs.stripe.com/api/idempotent_requests):
// the key is claimed per scope (owner and door) with the request it was first used for (method, path,
// hash of the canonical JSON body). The same key and the same request get the first answer again; the
// same key with another request is refused (the door's refusal, 409 by default) and nothing is done;
// while the first request is still running a retry waits a little (waitMs), then 409
// request_in_progress. A first request that died half-way (its lease untouched for leaseMs) is taken
// over by its retry, which resumes from the row it created (`resourceId`, recorded with the row in
// one transaction; the create's own steps are idempotent past it). A request that failed before it
// created anything forgets its claim: the key is free for the corrected request. Keys are forgotten
// 24 hours after their first use (on their next use, and by the hourly retention sweep).
// Used by the app's and the public API's order create (orders/place-order.ts) and the wallet top-up
// (payments/top-up.ts); a new create wraps its work in withIdempotency and records its row.
import type { AppDb } from '../../db/client.ts';
import type { Failure } from '../failure.ts';
import { IDEMPOTENCY, keyReused, requestHash, requestInProgress, type StoredAnswer } from './request-key.ts';
import { claimKey, dropUnused, readKey, storeAnswer, takeOver, type KeyClaim, type KeyRow } from './store.ts';

export { appKeyReused, IDEMPOTENCY, idempotencyKeyOf, keyReused, requestHash, requestInProgress, type StoredAnswer } from './request-key.ts';
export { pruneExpiredKeys, recordResource, releaseKey } from './store.ts';

export interface IdempotentRequest {
  /** The owner and the door: `customer:<id>`, `guest:<e-mail>` (the app), `api:<customer id>` (the public API). */
  scope: string;
  /** The Idempotency-Key; null: a request without one (the public API's is optional), never replayed. */
  key: string | null;
  method: string;
  path: string;
  /** What is hashed: the body as the client sent it (less what is refused and never stored). */
  body: unknown;
  /** The door's refusal of a key reused for another request (default keyReused, 409). */
  reused?: () => Failure;
}

export interface IdempotencyHandle {
  /** The key's row (for recordResource, releaseKey); null for a request without a key. */
  keyId: number | null;
  /** The row the first request created, when this request took it over; null otherwise. */
  resourceId: string | null;
  /** This request resumes one that died half-way. */
  takenOver: boolean;
}

export type IdempotentWork = (handle: IdempotencyHandle) => Promise<StoredAnswer>;

const sameRequest = (row: KeyRow, claim: KeyClaim) => row.requestHash === claim.requestHash && row.method === claim.method && row.path === claim.path;

async function execute(db: AppDb, row: KeyRow, takenOver: boolean, work: IdempotentWork): Promise<StoredAnswer> {
  let answer: StoredAnswer;
  try {
    answer = await work({ keyId: row.id, resourceId: row.resourceId, takenOver });
  } catch (error) {
    await dropUnused(db, row.id);
    throw error;
  }
  return storeAnswer(db, row.id, answer);
}

/** Runs `work` once per key (see above); its answer is stored and replayed to the key's retries. */
export async function withIdempotency(db: AppDb, request: IdempotentRequest, work: IdempotentWork, options = IDEMPOTENCY): Promise<StoredAnswer> {
  if (request.key === null) return work({ keyId: null, resourceId: null, takenOver: false });
  const claim: KeyClaim = { scope: request.scope, key: request.key, method: request.method, path: request.path, requestHash: requestHash(request.body) };
  const deadline = Date.now() + options.waitMs;
  let found = await claimKey(db, claim);
  for (;;) {
    if (!found) {
      // The first request failed before creating anything and let the key go: claim it again.
      found = await claimKey(db, claim);
      continue;
    }
    const { row, claimed } = found;
    if (claimed) return execute(db, row, false, work);
    if (!sameRequest(row, claim)) throw (request.reused ?? keyReused)();
    if (row.state === 'done' && row.responseStatus !== null && row.responseBody) return { status: row.responseStatus, body: row.responseBody };
    const won = await takeOver(db, row.id);
    if (won) return execute(db, won, true, work);
    if (Date.now() >= deadline) throw requestInProgress();
    await new Promise((resolve) => setTimeout(resolve, options.pollMs));
    const again = await readKey(db, row.id);
    found = again && { row: again, claimed: false };
  }
}
