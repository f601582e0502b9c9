/**
 * The device's anonymous id (spec §3 `anon_id`): random, created once, kept in localStorage across
 * logouts (it is not user data), sent with every device registration so a guest device is known.
 */
import { STORAGE_KEYS, readStorage, writeStorage } from '../../lib/storage-keys.ts';

const VALID = /^[A-Za-z0-9_-]{8,64}$/;

function randomId(): string {
  if (typeof crypto !== 'undefined' && typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  const bytes = new Uint8Array(16);
  crypto.getRandomValues(bytes);
  return Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
}

export function getAnonId(): string {
  const stored = readStorage(STORAGE_KEYS.anonId);
  if (stored && VALID.test(stored)) return stored;
  const created = randomId();
  writeStorage(STORAGE_KEYS.anonId, created);
  return created;
}
