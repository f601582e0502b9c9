// Idempotent charges (orders, wallet top-ups), after the IETF Idempotency-Key draft: the key is
// required (400), it is unique per customer or guest e-mail in the table that records the charge (a
// unique constraint, so concurrent duplicates cannot both insert), and the first answer is stored
// with it. A retry with the same key and the same request gets that answer again; with another
// request, 422; while the first is still being processed, it waits a little, then 409. A first
// request that died half-way (its row untouched for LEASE_MS) is taken over by the next retry,
// which is safe because the gateway call is idempotent too (keyed by our payment id).
import { createHash } from 'node:crypto';
import { Failure } from '../failure.ts';

export const IDEMPOTENCY = { leaseMs: 30_000, waitMs: 10_000, pollMs: 50 };

const KEY = /^[A-Za-z0-9._:-]{8,255}$/;

export function idempotencyKeyOf(header: string | string[] | undefined): string {
  const value = Array.isArray(header) ? header[0] : header;
  if (!value?.trim()) {
    throw new Failure(400, 'idempotency_key_required', 'Lipsește antetul Idempotency-Key: trimite o cheie unică pentru fiecare comandă sau plată.');
  }
  if (!KEY.test(value.trim())) {
    throw new Failure(400, 'idempotency_key_invalid', 'Antetul Idempotency-Key trebuie să aibă între 8 și 255 de caractere: litere, cifre, punct, -, _ sau :.');
  }
  return value.trim();
}

export const keyReused = () =>
  new Failure(422, 'idempotency_key_reused', 'Cheia Idempotency-Key a fost folosită pentru o altă cerere. Folosește o cheie nouă pentru o cerere nouă.');
export const requestInProgress = () =>
  new Failure(409, 'request_in_progress', 'O cerere cu aceeași cheie este în curs de procesare. Încearcă din nou în câteva secunde.');

function canonical(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(canonical);
  if (value && typeof value === 'object') {
    return Object.fromEntries(Object.keys(value).sort().map((k) => [k, canonical((value as Record<string, unknown>)[k])]));
  }
  return value;
}

/** SHA-256 of the request with its keys sorted: the same request in any key order hashes the same. */
export function requestHash(value: unknown): string {
  return createHash('sha256').update(JSON.stringify(canonical(value))).digest('base64url');
}

export interface StoredAnswer {
  status: number;
  body: Record<string, unknown>;
}

export interface ClaimState {
  requestHash: string;
  responseStatus: number | null;
  responseBody: Record<string, unknown> | null;
}

/**
 * For a request whose key is already taken: the stored answer, or 'take-over' when the first request
 * was abandoned and `takeOver` won its row for this one. Throws keyReused / requestInProgress.
 */
export async function replayOrTakeOver(
  read: () => Promise<ClaimState | undefined>,
  takeOver: () => Promise<boolean>,
  hash: string,
  options: typeof IDEMPOTENCY = IDEMPOTENCY,
): Promise<StoredAnswer | 'take-over'> {
  const deadline = Date.now() + options.waitMs;
  for (;;) {
    const row = await read();
    if (!row) throw new Error('the row holding the idempotency key vanished');
    if (row.requestHash !== hash) throw keyReused();
    if (row.responseStatus !== null && row.responseBody) return { status: row.responseStatus, body: row.responseBody };
    if (await takeOver()) return 'take-over';
    if (Date.now() >= deadline) throw requestInProgress();
    await new Promise((resolve) => setTimeout(resolve, options.pollMs));
  }
}
