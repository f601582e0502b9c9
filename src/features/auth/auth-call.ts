/**
 * What every account action shares: the answer shapes, a call whose failure becomes an AuthError
 * with the catalogue's message (auth-errors.ts), signing in with a token answer (through the auth
 * store, the one writer of sessions) and the defaults of a new account.
 */
import { roSession } from '../../i18n/ro-session.ts';
import { AuthError, toAuthError } from './auth-errors.ts';
import type { Catalogue } from './auth-errors.ts';
import { startSession } from './auth-store.ts';
import type { Customer, TokenAnswer } from './auth-store.ts';

/** Spec §9 defaults of a new account. */
export const ACCOUNT_DEFAULTS = { currency_code: 'RON', preferred_language: 'ro', billing_country: 'RO' } as const;

export interface DataAnswer<T> {
  data: T;
  message?: string;
}

/** A success said in a sentence (generated from the server's answer schema: npm run contract). */
export type { MessageAnswer } from '../../shared/api/private-answers.ts';

/** Runs a call; any failure becomes an AuthError with the catalogue's message. */
export async function call<T>(catalogue: Catalogue, run: () => Promise<T>): Promise<T> {
  try {
    return await run();
  } catch (error) {
    throw toAuthError(error, catalogue);
  }
}

/** Stores a token answer as the new session; the customer it holds. */
export function signIn(answer: TokenAnswer, method: Parameters<typeof startSession>[1]): Customer {
  const customer = startSession(answer, method);
  if (!customer) throw new AuthError(0, roSession.login.failed); // a token answer without a customer
  return customer;
}

/** The `data` of a `{data}` answer; an answer without one is a failure of the call. */
export function dataOf<T>(answer: DataAnswer<T> | null | undefined): T {
  if (!answer || answer.data === undefined || answer.data === null) throw new Error('Răspuns fără date');
  return answer.data;
}

/** One path segment, encoded. */
export function seg(value: string): string {
  return encodeURIComponent(value);
}
