/**
 * The signed-in customer's account actions: the profile (fetched, saved), the verification e-mail
 * sent again, the password changed and the account closed. Re-exported by auth-actions.ts, where
 * the screens import them from.
 */
import { roAccountSecurity } from '../../i18n/ro-account-security.ts';
import { roSession } from '../../i18n/ro-session.ts';
import { http } from '../../lib/http.ts';
import { call, dataOf } from './auth-call.ts';
import type { DataAnswer, MessageAnswer } from './auth-call.ts';
import { serverMessageOr } from './auth-errors.ts';
import { clearSession, storeCustomer } from './auth-store.ts';
import type { Customer } from './auth-store.ts';

export async function fetchProfile(): Promise<Customer> {
  const customer = await call(serverMessageOr(roSession.profile.loadFailed), async () =>
    dataOf(await http.get<DataAnswer<Customer>>('private/customer/profile')),
  );
  storeCustomer(customer);
  return customer;
}

/** What the profile changes (the interface is Romanian and prices are in lei: nothing to choose there). */
export interface ProfileInput {
  name: string;
  dark_mode: string;
  billing_country: string;
}

export async function updateProfile(input: ProfileInput): Promise<Customer> {
  const customer = await call(
    serverMessageOr(({ status }) => (status === 422 ? roSession.profile.validation : roSession.profile.saveFailed)),
    async () =>
      dataOf(
        await http.put<DataAnswer<Customer>>('private/customer/profile', {
          name: input.name,
          dark_mode: input.dark_mode,
          billing_country: input.billing_country,
        }),
      ),
  );
  storeCustomer(customer);
  return customer;
}

export async function resendVerificationEmail(): Promise<string> {
  const answer = await call(serverMessageOr(roSession.resendVerification.failed), () =>
    http.post<MessageAnswer>('private/customer/email/verification-notification'),
  );
  return answer?.message || roSession.resendVerification.sent;
}

export interface ChangePasswordInput {
  current_password: string;
  password: string;
  password_confirmation: string;
}

/** POST customer/password: resolves with the server's message; this session stays signed in. */
export async function changePassword(input: ChangePasswordInput): Promise<string> {
  const answer = await call(serverMessageOr(roAccountSecurity.password.failed), () => http.post<MessageAnswer>('private/customer/password', input));
  return answer?.message || roAccountSecurity.password.done;
}

export interface CloseAccountInput {
  password: string;
  iban: string;
  holder: string;
}

/** POST customer/close; on success this tab's session ends too. Resolves with the server's message. */
export async function closeAccount(input: CloseAccountInput): Promise<string> {
  const body = { password: input.password, ...(input.iban.trim() ? { iban: input.iban.trim(), holder: input.holder.trim() } : {}) };
  const answer = await call(serverMessageOr(roAccountSecurity.close.failed), () => http.post<MessageAnswer>('private/customer/close', body));
  await clearSession('user');
  return answer?.message || roAccountSecurity.close.title;
}
