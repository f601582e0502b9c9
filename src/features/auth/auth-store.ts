/**
 * Minimal session state for the shell: who is signed in, read from localStorage (access token and
 * the serialized customer) and kept in step with other tabs through the `storage` event.
 * Why here: route guards and the header need one reactive answer to "is there a session?".
 *
 * The accounts issue extends this module: login/register/logout actions, token writes, the proactive
 * refresh at 75% of expires_in and the shared refresh for lib/http (configureHttpAuth). Until then
 * this store only reads; it never writes tokens.
 */
import { proxy } from 'valtio';
import { STORAGE_KEYS, readStorage } from '../../lib/storage-keys.ts';

export interface Customer {
  email: string;
  name: string;
  dark_mode?: string;
  has_unpaid_reweights?: boolean;
  currency_code?: string;
  preferred_language?: string;
  billing_country?: string;
}

export interface AuthState {
  status: 'guest' | 'authenticated';
  user: Customer | null;
}

function readCustomer(): Customer | null {
  const raw = readStorage(STORAGE_KEYS.customer);
  if (!raw) return null;
  try {
    const value: unknown = JSON.parse(raw);
    return value && typeof value === 'object' ? (value as Customer) : null;
  } catch {
    return null; // a corrupt value must not break the app; the session is judged by the token
  }
}

function readSession(): AuthState {
  const token = readStorage(STORAGE_KEYS.accessToken);
  return token ? { status: 'authenticated', user: readCustomer() } : { status: 'guest', user: null };
}

export const authState = proxy<AuthState>(readSession());

/** Re-reads the session from storage (other tab changed it, or a token was refreshed). */
export function reloadAuthFromStorage(): void {
  const next = readSession();
  authState.status = next.status;
  authState.user = next.user;
}

const WATCHED_KEYS: readonly (string | null)[] = [STORAGE_KEYS.accessToken, STORAGE_KEYS.customer, null];

if (typeof window !== 'undefined') {
  // key null means localStorage.clear() in another tab
  window.addEventListener('storage', (event) => {
    if (WATCHED_KEYS.includes(event.key)) reloadAuthFromStorage();
  });
}
