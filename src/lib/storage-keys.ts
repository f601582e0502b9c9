/**
 * Every localStorage key the app uses, in one place (spec §3 "Local browser storage").
 * Why one module: logout must be able to wipe exactly the user's keys, and other tabs listen
 * for changes of these keys through the storage event.
 */
export const STORAGE_KEYS = {
  accessToken: 'access_token',
  refreshToken: 'refresh_token',
  /** Token expiry as a timestamp in milliseconds. */
  tokenExpiresAt: 'token_expires_at',
  /** The serialized customer object. */
  customer: 'customer',
  /** 'dark' | 'light'; absent means follow the system. */
  darkMode: 'dark_mode',
  pushTokenRegistered: 'push_token_registered',
  adminLogin: 'admin_login',
  adminLoginAt: 'admin_login_at',
  /** Anonymous random id of this device (kept across logouts). */
  anonId: 'anon_id',
  /** The visitor's consent choices (JSON). */
  consent: 'consent',
  /** The VAT tools' last inputs (JSON, one entry per tool); kept across reloads, not personal. */
  vatTools: 'vat_tools',
} as const;

export type StorageKey = (typeof STORAGE_KEYS)[keyof typeof STORAGE_KEYS];

/** Keys that belong to the signed-in user and are removed on logout. */
export const USER_STORAGE_KEYS: readonly StorageKey[] = [
  STORAGE_KEYS.accessToken,
  STORAGE_KEYS.refreshToken,
  STORAGE_KEYS.tokenExpiresAt,
  STORAGE_KEYS.customer,
  STORAGE_KEYS.pushTokenRegistered,
  STORAGE_KEYS.adminLogin,
  STORAGE_KEYS.adminLoginAt,
];

export function readStorage(key: StorageKey): string | null {
  try {
    return localStorage.getItem(key);
  } catch {
    return null; // storage disabled (private mode, policy): behave as empty
  }
}

export function writeStorage(key: StorageKey, value: string | null): void {
  try {
    if (value === null) localStorage.removeItem(key);
    else localStorage.setItem(key, value);
  } catch {
    // quota or policy: the app keeps working with in-memory state
  }
}
