// The state of one public form and its pure transitions (use-public-form.ts holds it): the first
// state (with what was typed into the prerendered form before the app took it over), and the state
// after a draft was read or a refused submission came back into the form.
import type { FormErrors, FormKind, FormValues } from '../../shared/forms.ts';
import type { SentAnswer } from './form-api.ts';
import type { StoredDraft } from './form-storage.ts';
import { emptyValues } from './form-values.ts';
import { fieldId } from './field-ids.ts';

export type FormMode = 'form' | 'queued' | 'sent';

export interface SentInfo {
  answer: SentAnswer;
  /** Whether an e-mail address was given (the confirmation went there). */
  withEmail: boolean;
}

export interface PublicFormState<K extends FormKind> {
  /** The device's draft has been read (before: the empty, prerendered form). */
  loaded: boolean;
  values: FormValues[K];
  /** ms epoch when this form was first shown (0 until the draft is read). */
  startedAt: number;
  clientId: string;
  /** The user changed something (a draft read later must not replace it). */
  touched: boolean;
  errors: FormErrors;
  /** A general message above the field errors (server, network, too many). */
  message: string | null;
  /** Grows with each failed submit, so the same errors are announced again. */
  attempt: number;
  mode: FormMode;
  busy: boolean;
  /** When the restored draft was last saved (null: nothing restored). */
  restoredAt: number | null;
  sent: SentInfo | null;
  /** Submissions of this form still waiting for the connection. */
  waiting: number;
}

export function initialState<K extends FormKind>(kind: K): PublicFormState<K> {
  return {
    loaded: false,
    values: emptyValues(kind),
    startedAt: 0,
    clientId: '',
    touched: false,
    errors: {},
    message: null,
    attempt: 0,
    mode: 'form',
    busy: false,
    restoredAt: null,
    sent: null,
    waiting: 0,
  };
}

export function withEmail(values: unknown): boolean {
  const email = (values as { email?: unknown }).email;
  return typeof email === 'string' && email.trim() !== '';
}

/** The state after a draft was read (or a refused submission came back into the form). */
export function restore<K extends FormKind>(state: PublicFormState<K>, draft: StoredDraft<K>, restoredAt: number | null): PublicFormState<K> {
  const failed = Object.keys(draft.errors).length > 0 || draft.message !== null;
  return {
    ...state,
    loaded: true,
    values: draft.values,
    startedAt: draft.startedAt,
    clientId: draft.clientId,
    errors: draft.errors,
    message: draft.message,
    attempt: failed ? state.attempt + 1 : state.attempt,
    mode: 'form',
    restoredAt,
  };
}

/**
 * What a visitor typed into the prerendered form before the app took it over (text fields and
 * selects; read while hydrating, so the first render already holds it and nothing is wiped).
 */
function typedBeforeTakeover<K extends FormKind>(kind: K, values: FormValues[K]): Partial<FormValues[K]> {
  if (typeof document === 'undefined') return {};
  const typed: Record<string, string> = {};
  for (const [field, value] of Object.entries(values)) {
    if (typeof value !== 'string') continue;
    const element = document.getElementById(fieldId(kind, field));
    const control = element instanceof HTMLInputElement || element instanceof HTMLTextAreaElement || element instanceof HTMLSelectElement;
    if (control && element.value) typed[field] = element.value;
  }
  return typed as Partial<FormValues[K]>;
}

export function firstState<K extends FormKind>(kind: K): PublicFormState<K> {
  const state = initialState(kind);
  const typed = typedBeforeTakeover(kind, state.values);
  return Object.keys(typed).length > 0 ? { ...state, values: { ...state.values, ...typed }, touched: true } : state;
}
