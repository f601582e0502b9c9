/**
 * The account actions the auth screens and the dashboard call: login, register, logout, password
 * reset, social login (social-login.ts), set-password, e-mail verification, the admin impersonation
 * exchange and the profile and account (account-actions.ts). Each maps a failure to the spec §8
 * message (AuthError, auth-errors.ts); sessions are written only through the auth store
 * (startSession / clearSession). Kept out of the first load: only the auth screens import this
 * module (the header imports it on demand, to log out).
 */
import { roSession } from '../../i18n/ro-session.ts';
import { http } from '../../lib/http.ts';
import { STORAGE_KEYS, readStorage } from '../../lib/storage-keys.ts';
import { notify } from '../../lib/toast.ts';
import { HOME_PATH } from '../../shared/routes-data.ts';
import { ACCOUNT_DEFAULTS, call, seg, signIn } from './auth-call.ts';
import type { MessageAnswer } from './auth-call.ts';
import { loginMessage, registerMessage, serverMessageOr, setPasswordMessage } from './auth-errors.ts';
import { authState, clearSession, storeCustomer } from './auth-store.ts';
import type { Customer, TokenAnswer } from './auth-store.ts';

export { AuthError } from './auth-errors.ts';
export { SOCIAL_STATE_KEY_PREFIX, completeSocialLogin, startSocialLogin } from './social-login.ts';
export type { SocialProvider } from './social-login.ts';
export { changePassword, closeAccount, fetchProfile, resendVerificationEmail, updateProfile } from './account-actions.ts';
export type { ChangePasswordInput, CloseAccountInput, ProfileInput } from './account-actions.ts';

export async function login(input: { email: string; password: string; remember: boolean }): Promise<Customer> {
  const answer = await call(loginMessage, () =>
    http.post<TokenAnswer>('private/auth/login', { email: input.email, password: input.password, remember: input.remember }),
  );
  return signIn(answer, 'password');
}

export async function register(input: {
  name: string;
  email: string;
  password: string;
  password_confirmation: string;
}): Promise<Customer> {
  const answer = await call(registerMessage, () =>
    http.post<TokenAnswer>('private/auth/register', {
      name: input.name,
      email: input.email,
      password: input.password,
      password_confirmation: input.password_confirmation,
      dark_mode: 'system',
      ...ACCOUNT_DEFAULTS,
    }),
  );
  return signIn(answer, 'register');
}

/**
 * Revokes the session on the server (bearer, plus the refresh token for when the access token has
 * already expired), then clears it here whatever the answer, with the matching toast. The caller
 * navigates.
 */
export async function logout(): Promise<void> {
  const accessToken = readStorage(STORAGE_KEYS.accessToken);
  const refreshToken = readStorage(STORAGE_KEYS.refreshToken);
  let revoked = !accessToken && !refreshToken; // nothing to revoke (another tab already logged out)
  if (!revoked) {
    try {
      await http.post(
      'private/auth/logout',
        refreshToken ? { refresh_token: refreshToken } : undefined,
        { headers: accessToken ? { Authorization: `Bearer ${accessToken}` } : {} },
      );
      revoked = true;
    } catch {
      revoked = false; // offline or refused: the local session ends anyway
    }
  }
  const cleared = clearSession('user');
  notify((toast) => (revoked ? toast.success(roSession.session.logoutSuccess) : toast.error(roSession.session.logoutFailure)));
  await cleared;
}

export async function requestPasswordReset(email: string): Promise<string> {
  const answer = await call(serverMessageOr(roSession.forgotPassword.failed), () =>
    http.post<MessageAnswer>('private/auth/forgot-password', { email }),
  );
  return answer?.message || roSession.forgotPassword.sent;
}

export async function resetPassword(input: {
  token: string;
  email: string;
  password: string;
  password_confirmation: string;
}): Promise<string> {
  const answer = await call(serverMessageOr(roSession.resetPassword.failed), () =>
    http.post<MessageAnswer>('private/auth/reset-password', {
      token: input.token,
      email: input.email,
      password: input.password,
      password_confirmation: input.password_confirmation,
    }),
  );
  return answer?.message || roSession.resetPassword.done;
}

export async function setPassword(
  id: string,
  token: string,
  input: { password: string; password_confirmation: string },
): Promise<Customer> {
  const answer = await call(setPasswordMessage, () =>
    http.post<TokenAnswer>(`private/auth/set-password/${seg(id)}/${seg(token)}`, {
      password: input.password,
      password_confirmation: input.password_confirmation,
    }),
  );
  return signIn(answer, 'set_password');
}

/** `email`: the new address of an e-mail change link (its query), sent back with the token. */
export async function verifyEmail(id: string, token: string, email?: string): Promise<string> {
  const answer = await call(
    serverMessageOr(({ status }) => (status === 400 || status === 404 ? roSession.verifyEmail.linkInvalid : roSession.verifyEmail.failed)),
    () => http.post<MessageAnswer>(`private/auth/verify-email/${seg(id)}/${seg(token)}`, email === undefined ? undefined : { email }),
  );
  // A signed-in customer's stored copy learns the news too (the dashboard reads it).
  const user = authState.user;
  if (user && email !== undefined && String(user.id) === id) storeCustomer({ ...user, email: email.trim().toLowerCase(), email_verified: true });
  else if (user && email === undefined) storeCustomer({ ...user, email_verified: true });
  return answer?.message || roSession.verifyEmail.done;
}

/** An admin's one-time code becomes a customer session marked as an admin session (10 minutes). */
export async function completeImpersonation(code: string): Promise<Customer> {
  const answer = await call(serverMessageOr(roSession.impersonation.codeInvalid), () =>
    http.post<TokenAnswer>('private/auth/impersonation/exchange', { code }),
  );
  return signIn(answer, 'impersonation');
}

/**
 * The `redirect` query of `search` when it is a path on this site (one leading '/', same origin
 * once resolved), else the home page. Never an open redirect.
 */
export function safeRedirectTarget(search: string): string {
  const target = new URLSearchParams(search).get('redirect');
  if (!target || !target.startsWith('/') || target.startsWith('//') || target.startsWith('/\\')) return HOME_PATH;
  try {
    // The prerender has no window: any origin does to compare a path with itself.
    const origin = typeof window === 'undefined' ? 'http://localhost' : window.location.origin;
    const url = new URL(target, origin);
    if (url.origin !== origin) return HOME_PATH;
    return url.pathname + url.search + url.hash;
  } catch {
    return HOME_PATH;
  }
}
