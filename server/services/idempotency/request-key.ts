// The Idempotency-Key header and the request it names: the key's syntax (400 when missing or
// malformed), the hash of the canonical JSON body (keys sorted: the same body in any key order hashes
// the same), the answer stored for retries, and the refusals every door shares.
import { createHash } from 'node:crypto';
import { Failure } from '../failure.ts';

/**
 * leaseMs: a first request untouched this long is taken over by its retry; waitMs/pollMs: how long a
 * retry waits for a first request still running before 409; windowHours: a key is forgotten after it.
 */
export const IDEMPOTENCY = { leaseMs: 30_000, waitMs: 10_000, pollMs: 50, windowHours: 24 };

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

/** The same key with another request (another body, or another method or path): nothing is done. */
export const keyReused = () =>
  new Failure(409, 'idempotency_key_reused', 'Cheia Idempotency-Key a fost folosită în ultimele 24 de ore pentru o altă cerere. Folosește o cheie nouă pentru o cerere nouă.');
/** The app's doors (orders, top-ups) answered a reused key 422 before this layer, and still do. */
export const appKeyReused = () =>
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
