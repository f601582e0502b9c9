/**
 * What this device registered (idb-keyval, not localStorage: it outlives logouts and is no one's
 * personal data): the token, the push subscription's endpoint it belongs to, and when it was
 * obtained. Spec §4 and §9: the token is renewed when the subscription differs from the registered
 * one and refreshed after 7 days.
 */
import { del, get, set } from 'idb-keyval';

export const TOKEN_REFRESH_MS = 7 * 24 * 60 * 60 * 1000;
const KEY = 'push-token';

export interface TokenRecord {
  token: string;
  /** The PushSubscription endpoint the token was issued for; null if it could not be read. */
  endpoint: string | null;
  /** Epoch ms. */
  obtainedAt: number;
}

export type RefreshReason = 'none' | 'missing' | 'subscription_changed' | 'expired';

/** Why the registered token must be renewed now, or 'none'. Pure. */
export function refreshReason(record: TokenRecord | undefined, currentEndpoint: string | null, now: number): RefreshReason {
  if (!record) return 'missing';
  if (currentEndpoint === null || record.endpoint !== currentEndpoint) return 'subscription_changed';
  if (now - record.obtainedAt >= TOKEN_REFRESH_MS) return 'expired';
  return 'none';
}

export function isTokenRecord(value: unknown): value is TokenRecord {
  const v = value as TokenRecord | null;
  return !!v && typeof v.token === 'string' && v.token !== '' && typeof v.obtainedAt === 'number' && (v.endpoint === null || typeof v.endpoint === 'string');
}

export async function readTokenRecord(): Promise<TokenRecord | undefined> {
  const value: unknown = await get(KEY);
  return isTokenRecord(value) ? value : undefined;
}

export function writeTokenRecord(record: TokenRecord): Promise<void> {
  return set(KEY, record);
}

export function clearTokenRecord(): Promise<void> {
  return del(KEY);
}
