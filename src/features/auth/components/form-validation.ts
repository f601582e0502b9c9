// Client-side checks run before an account form is sent, with Romanian messages. They mirror the
// server's rules loosely (the server stays the judge): required, e-mail shape, 8+ characters for
// a new password, confirmation equal to the password.
import { roAccount } from '../../../i18n/ro-account.ts';
import { TEXT_LIMITS } from '../../../shared/field-limits.ts';

export const PASSWORD_MIN = 8;
export const NAME_MAX = TEXT_LIMITS.name.max;
export const EMAIL_MAX = TEXT_LIMITS.email.max;

// One "@", a dot in the domain, no spaces: what the server's e-mail format accepts, roughly.
const EMAIL_PATTERN = /^[^\s@]+@[^\s@.]+(?:\.[^\s@.]+)+$/;

const t = roAccount.form;

export function checkEmail(value: string): string | undefined {
  const email = value.trim();
  if (!email) return t.emailRequired;
  if (email.length > EMAIL_MAX || !EMAIL_PATTERN.test(email)) return t.emailInvalid;
  return undefined;
}

export function checkName(value: string): string | undefined {
  const name = value.trim();
  if (!name) return t.nameRequired;
  if (name.length > NAME_MAX) return t.nameTooLong;
  return undefined;
}

/** The password of an existing account: only required (old accounts may predate the rules). */
export function checkCurrentPassword(value: string): string | undefined {
  return value ? undefined : t.passwordRequired;
}

export function checkNewPassword(value: string): string | undefined {
  if (!value) return t.passwordRequired;
  if (value.length < PASSWORD_MIN) return t.passwordTooShort;
  return undefined;
}

export function checkConfirmation(password: string, confirmation: string): string | undefined {
  if (!confirmation) return t.confirmationRequired;
  if (confirmation !== password) return t.confirmationMismatch;
  return undefined;
}

/** Drops the undefined entries, so "no errors" is an empty object. */
export function compactErrors<F extends string>(errors: Partial<Record<F, string | undefined>>): Partial<Record<F, string>> {
  const out: Partial<Record<F, string>> = {};
  for (const [field, message] of Object.entries(errors) as [F, string | undefined][]) if (message) out[field] = message;
  return out;
}
