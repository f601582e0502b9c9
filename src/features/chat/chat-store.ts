// State of the built-in chat panel: what the visitor typed (kept across failures and closing),
// field errors, and one status field written only by the actions below.
import { proxy } from 'valtio';
import { HttpError, http } from '../../lib/http.ts';
import { ro } from '../../i18n/ro.ts';
import { isChatField, validateChat, type ChatField, type ChatFieldErrors, type ChatValues } from './chat-validation.ts';

export type ChatStatus = 'editing' | 'sending' | 'sent';

interface ChatState {
  status: ChatStatus;
  values: ChatValues;
  fieldErrors: ChatFieldErrors;
  /** An error that belongs to no field (offline, server error). */
  formError: string | null;
}

export const chatState = proxy<ChatState>({
  status: 'editing',
  values: { name: '', email: '', message: '' },
  fieldErrors: {},
  formError: null,
});

export function setChatField(field: ChatField, value: string): void {
  chatState.values[field] = value;
  if (chatState.fieldErrors[field]) delete chatState.fieldErrors[field];
}

/** Sends the message; resolves true on success. Never throws. */
export async function submitChat(page: string): Promise<boolean> {
  if (chatState.status === 'sending') return false;
  const errors = validateChat(chatState.values);
  chatState.fieldErrors = errors;
  chatState.formError = null;
  if (Object.keys(errors).length > 0) return false;

  const { name, email, message } = chatState.values;
  chatState.status = 'sending';
  try {
    await http.post('private/chat/messages', {
      ...(name.trim() ? { name: name.trim() } : {}),
      email: email.trim(),
      message: message.trim(),
      page,
    });
    chatState.values = { name: chatState.values.name, email: chatState.values.email, message: '' };
    chatState.status = 'sent';
    return true;
  } catch (error) {
    chatState.status = 'editing';
    if (error instanceof HttpError && error.isNetworkError) {
      chatState.formError = ro.chat.offline;
    } else if (error instanceof HttpError && error.status === 422) {
      const mapped: ChatFieldErrors = {};
      const other: string[] = [];
      for (const [field, messages] of Object.entries(error.errors)) {
        if (isChatField(field) && messages[0]) mapped[field] = messages[0];
        else other.push(...messages);
      }
      chatState.fieldErrors = mapped;
      chatState.formError = other.length > 0 || Object.keys(mapped).length === 0 ? (other[0] ?? error.message) : null;
    } else {
      chatState.formError = error instanceof HttpError ? error.message : ro.chat.failed;
    }
    return false;
  }
}

/** After a success, lets the visitor write another message (name and email kept). */
export function startNewChatMessage(): void {
  chatState.status = 'editing';
  chatState.fieldErrors = {};
  chatState.formError = null;
}
