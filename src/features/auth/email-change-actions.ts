/**
 * The profile's "Schimbă adresa de e-mail" (issue #30): POST customer/email with the new address and
 * the current password. Nothing changes yet: the server mails a confirmation link to the new address
 * (opened at /verify-email/{id}/{token}?email=…, see auth-actions verifyEmail).
 */
import { roAccountSecurity } from '../../i18n/ro-account-security.ts';
import { http } from '../../lib/http.ts';
import { serverMessageOr, toAuthError } from './auth-errors.ts';

export interface ChangeEmailInput {
  email: string;
  current_password: string;
}

/** Resolves with the server's message (the link was sent); a refusal is an AuthError with field errors. */
export async function requestEmailChange(input: ChangeEmailInput): Promise<string> {
  try {
    const answer = await http.post<{ message?: string }>('private/customer/email', { ...input, email: input.email.trim() });
    return answer?.message || roAccountSecurity.email.sent;
  } catch (error) {
    throw toAuthError(error, serverMessageOr(roAccountSecurity.email.failed));
  }
}
