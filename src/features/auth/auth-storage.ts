/**
 * What a session keeps, and where (lib/storage-keys.ts): access token, refresh token, expiry
 * timestamp in ms and the serialized customer in localStorage, the source of truth shared by the
 * tabs (other tabs follow through the `storage` event, on WATCHED_KEYS), plus the admin-login flag
 * and its timestamp of an impersonation. The end of a session removes the keys at once and then the
 * person's data (lib/personal-data.ts). Only the auth store and its refresh write here.
 */
import type { LoginMethod } from '../../lib/events.ts';
import { clearPersonalData } from '../../lib/personal-data.ts';
import { STORAGE_KEYS, readStorage, writeStorage } from '../../lib/storage-keys.ts';
import { GUEST } from './auth-machine.ts';
import type { AuthState, Customer, TokenAnswer } from './auth-machine.ts';

/** Spec §4/§9: an admin (impersonation) session lasts 10 minutes from its flag's timestamp. */
const ADMIN_SESSION_SECONDS = 600;

/** The keys whose change in another tab this tab follows. */
export const WATCHED_KEYS: readonly (string | null)[] = [
  STORAGE_KEYS.accessToken,
  STORAGE_KEYS.refreshToken,
  STORAGE_KEYS.tokenExpiresAt,
  STORAGE_KEYS.customer,
  null, // localStorage.clear() in another tab
];

/**
 * The admin-login timestamp: now, or earlier by what the server's impersonation session is shorter
 * than 10 minutes (shortened by configuration in tests), so the banner ends when the server does.
 */
function adminLoginStamp(answer: TokenAnswer, now: number): number {
  const serverSeconds = answer.impersonation?.expires_in;
  if (typeof serverSeconds !== 'number' || !(serverSeconds > 0) || serverSeconds >= ADMIN_SESSION_SECONDS) return now;
  return now - (ADMIN_SESSION_SECONDS - serverSeconds) * 1000;
}

export function readAccessToken(): string | null {
  return readStorage(STORAGE_KEYS.accessToken);
}

export function readRefreshToken(): string | null {
  return readStorage(STORAGE_KEYS.refreshToken);
}

/** The stored expiry in ms, as a number (0 when none is stored, NaN when it is not a number). */
export function readExpiresAt(): number {
  return Number(readStorage(STORAGE_KEYS.tokenExpiresAt));
}

export function readCustomer(): Customer | null {
  const raw = readStorage(STORAGE_KEYS.customer);
  if (!raw) return null;
  try {
    const value: unknown = JSON.parse(raw);
    return value && typeof value === 'object' ? (value as Customer) : null;
  } catch {
    return null; // a corrupt value must not break the app; the session is judged by the token
  }
}

/** The session storage holds, as a state of the machine. */
export function readSession(): AuthState {
  const access = readAccessToken();
  if (!access) return { ...GUEST };
  const refresh = readRefreshToken() ?? '';
  return { status: 'authenticated', user: readCustomer(), tokens: { access_token: access, refresh_token: refresh } };
}

/** Writes the tokens of an answer received at `now`, with their expiry (and its customer, if any). */
export function persistTokens(answer: TokenAnswer, now: number): void {
  const expiresIn = Number(answer.expires_in);
  writeStorage(STORAGE_KEYS.accessToken, answer.access_token);
  writeStorage(STORAGE_KEYS.refreshToken, answer.refresh_token || null);
  writeStorage(STORAGE_KEYS.tokenExpiresAt, expiresIn > 0 ? String(now + expiresIn * 1000) : null);
  if (answer.customer) writeStorage(STORAGE_KEYS.customer, JSON.stringify(answer.customer));
}

/**
 * Before a login is stored: a different customer than the stored one has the previous person's
 * data removed; only an impersonation sets the admin-login flag and its timestamp.
 */
export function persistLogin(answer: TokenAnswer, method: LoginMethod): void {
  const previous = readCustomer();
  if (previous && answer.customer && previous.email !== answer.customer.email) void clearPersonalData();
  if (method === 'impersonation') {
    writeStorage(STORAGE_KEYS.adminLogin, 'true');
    writeStorage(STORAGE_KEYS.adminLoginAt, String(adminLoginStamp(answer, Date.now())));
  } else {
    writeStorage(STORAGE_KEYS.adminLogin, null);
    writeStorage(STORAGE_KEYS.adminLoginAt, null);
  }
}

export function persistCustomer(customer: Customer): void {
  writeStorage(STORAGE_KEYS.customer, JSON.stringify(customer));
}

/** The end of a session: the storage keys go synchronously, then Dexie rows and personal caches (the promise). */
export function clearStoredSession(): Promise<void> {
  return clearPersonalData();
}
