// Client-side checks that mirror the server's schema (POST private/chat/messages), in Romanian.
import { ro } from '../../i18n/ro.ts';

export type ChatField = 'name' | 'email' | 'message';
export type ChatValues = Record<ChatField, string>;
export type ChatFieldErrors = Partial<Record<ChatField, string>>;

export const CHAT_FIELDS: readonly ChatField[] = ['name', 'email', 'message'];
export const MESSAGE_MIN = 2;
export const MESSAGE_MAX = 2000;
export const NAME_MAX = 100;
export const EMAIL_MAX = 254;

// One "@", a dot in the domain, no spaces: close to what the server's email format accepts.
const EMAIL_PATTERN = /^[^\s@]+@[^\s@.]+(?:\.[^\s@.]+)+$/;

export function validateChat(values: ChatValues): ChatFieldErrors {
  const t = ro.chat;
  const errors: ChatFieldErrors = {};
  const email = values.email.trim();
  const message = values.message.trim();
  if (values.name.trim().length > NAME_MAX) errors.name = t.nameTooLong;
  if (!email) errors.email = t.emailRequired;
  else if (email.length > EMAIL_MAX || !EMAIL_PATTERN.test(email)) errors.email = t.emailInvalid;
  if (message.length < MESSAGE_MIN) errors.message = t.messageTooShort;
  else if (message.length > MESSAGE_MAX) errors.message = t.messageTooLong;
  return errors;
}

export function isChatField(field: string): field is ChatField {
  return (CHAT_FIELDS as readonly string[]).includes(field);
}
