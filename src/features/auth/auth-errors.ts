/**
 * The spec §8 error catalogue: which Romanian message a failed account call shows, by the server's
 * reason and then by HTTP status. AuthError carries that message plus the server's status, reason
 * and per-field errors for the forms. Loaded only with the auth actions (not in the first load).
 */
import { roSession } from '../../i18n/ro-session.ts';
import { HttpError, NETWORK_ERROR_MESSAGE } from '../../lib/http.ts';
import type { FieldErrors } from '../../lib/http.ts';

export class AuthError extends Error {
  status: number;
  reason?: string;
  fieldErrors: Record<string, string[]>;

  constructor(status: number, message: string, reason?: string, fieldErrors: Record<string, string[]> = {}) {
    super(message);
    this.name = 'AuthError';
    this.status = status;
    this.reason = reason;
    this.fieldErrors = fieldErrors;
  }
}

/** What the catalogue looks at. `serverMessage` is the body's own message, when it had one. */
export interface Failure {
  status: number;
  reason?: string;
  serverMessage?: string;
}

export type Catalogue = (failure: Failure) => string;

const TOO_MANY_REQUESTS = 429;

function serverMessageOf(error: HttpError): string | undefined {
  const body = error.body as { message?: unknown } | null | undefined;
  return body && typeof body === 'object' && typeof body.message === 'string' && body.message ? body.message : undefined;
}

const LOGIN_REASONS: Record<string, string> = {
  login_invalid_credentials: roSession.login.invalidCredentials,
  login_account_inactive: roSession.login.accountInactive,
  login_validation_failed: roSession.login.validationFailed,
};

export const loginMessage: Catalogue = ({ status, reason, serverMessage }) => {
  const byReason = reason ? LOGIN_REASONS[reason] : undefined;
  if (byReason) return byReason;
  if (status === 401) return roSession.login.invalidCredentials;
  if (status === 403) return roSession.login.accountInactive;
  if (status === 422) return roSession.login.validation;
  if (status === TOO_MANY_REQUESTS && serverMessage) return serverMessage;
  return roSession.login.failed;
};

export const registerMessage: Catalogue = ({ status, serverMessage }) => {
  if (status === 422) return roSession.register.validation;
  if (status === TOO_MANY_REQUESTS && serverMessage) return serverMessage;
  return roSession.register.failed;
};

export function socialMessage(providerLabel: string): Catalogue {
  return ({ status, serverMessage }) => {
    if (status === 401) return roSession.social.failed;
    if (status === 403) return roSession.login.accountInactive;
    if (status === 422) return serverMessage ?? roSession.social.validation;
    if (status === TOO_MANY_REQUESTS && serverMessage) return serverMessage;
    return roSession.social.providerFailed.replace('{provider}', providerLabel);
  };
}

export const setPasswordMessage: Catalogue = ({ status, serverMessage }) => {
  if (status === 400 || status === 404) return roSession.setPassword.linkInvalid;
  if (status === 422) return roSession.setPassword.weakPassword;
  if (status === TOO_MANY_REQUESTS && serverMessage) return serverMessage;
  return roSession.setPassword.failed;
};

/** Calls the spec leaves open: the server's Romanian message, else `fallback`. */
export function serverMessageOr(fallback: string | ((failure: Failure) => string)): Catalogue {
  return (failure) => failure.serverMessage ?? (typeof fallback === 'function' ? fallback(failure) : fallback);
}

/** Any failure of an account call as an AuthError with the catalogue's message. */
export function toAuthError(error: unknown, catalogue: Catalogue): AuthError {
  if (error instanceof AuthError) return error;
  if (error instanceof HttpError) {
    const fieldErrors: FieldErrors = error.errors;
    if (error.isNetworkError) return new AuthError(0, NETWORK_ERROR_MESSAGE, error.reason, fieldErrors);
    const failure: Failure = { status: error.status, reason: error.reason, serverMessage: serverMessageOf(error) };
    return new AuthError(error.status, catalogue(failure), error.reason, fieldErrors);
  }
  // Not an HTTP answer (an unexpected body, a bug): the call's generic message.
  return new AuthError(0, catalogue({ status: 0 }));
}
