// State of one account form: the typed values (kept on any failure), field errors, a general
// error, and a busy flag that also blocks a second submit while one is in flight. After a failed
// submit focus goes to the first invalid field, or to the error summary when only a general
// message is shown; the `attempt` counter makes the summary announce the same errors again.
import { useEffect, useRef, useState } from 'react';
import type { FormEvent } from 'react';
import { AuthError } from '../auth-actions.ts';

export type FormValues = Record<string, string | boolean>;
export type FormErrors<V extends FormValues> = Partial<Record<keyof V & string, string>>;

export interface AuthFormOptions<V extends FormValues> {
  /** Prefix of the field ids: `${id}-${field}`. */
  id: string;
  initial: V;
  /** The checked fields in screen order (first invalid one gets focus), with their summary labels. */
  labels: Partial<Record<keyof V & string, string>>;
  validate: (values: V) => FormErrors<V>;
  /** Shown when a failure carries no message of its own (not an AuthError). */
  fallbackError: string;
}

/** Sentences of one field, in order: "A" + "B." reads "A. B." (no doubled full stops). */
function joinMessages(messages: readonly string[]): string {
  return messages
    .map((m) => m.trim())
    .filter(Boolean)
    .map((m, i, all) => (i < all.length - 1 && !/[.!?]$/.test(m) ? `${m}.` : m))
    .join(' ');
}

/** Message and per-field errors of a failed call, in the form's terms. */
export function describeFailure<V extends FormValues>(
  error: unknown,
  fields: readonly (keyof V & string)[],
  fallback: string,
): { message: string; errors: FormErrors<V> } {
  if (!(error instanceof AuthError)) return { message: fallback, errors: {} };
  const errors: FormErrors<V> = {};
  const extra: string[] = [];
  for (const [field, messages] of Object.entries(error.fieldErrors ?? {})) {
    // Every message of the field: the server gives the rule, then what broke it.
    const text = joinMessages(messages ?? []);
    if (!text) continue;
    if ((fields as readonly string[]).includes(field)) errors[field as keyof V & string] = text;
    else extra.push(text); // e.g. a token error: not a field of this form
  }
  const message = [error.message || fallback, ...extra].join(' ');
  return { message, errors };
}

export function useAuthForm<V extends FormValues>(options: AuthFormOptions<V>) {
  const { id, labels, validate, fallbackError } = options;
  const fields = Object.keys(labels) as (keyof V & string)[];
  const [values, setValues] = useState<V>(options.initial);
  const [errors, setErrors] = useState<FormErrors<V>>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [attempt, setAttempt] = useState(0);
  const sending = useRef(false);

  const fieldId = (field: keyof V & string) => `${id}-${field}`;
  const summaryId = `${id}-erori`;

  // After a failed submit has rendered its errors: focus the first invalid field or the summary.
  useEffect(() => {
    if (attempt === 0) return;
    const first = fields.find((f) => errors[f]);
    const target = document.getElementById(first ? fieldId(first) : summaryId);
    target?.focus();
    // Only a new attempt moves focus; typing afterwards must not.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [attempt]);

  const fail = (nextErrors: FormErrors<V>, message: string | null) => {
    setErrors(nextErrors);
    setFormError(message);
    setAttempt((n) => n + 1);
  };

  const setValue = <K extends keyof V & string>(field: K, value: V[K]) => {
    setValues((prev) => ({ ...prev, [field]: value }));
  };

  /** The submit handler: client checks, then `action`; errors are shown, values are kept. */
  const onSubmit = (action: (values: V) => Promise<void>) => async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (sending.current) return;
    const clientErrors = validate(values);
    if (Object.keys(clientErrors).length > 0) {
      fail(clientErrors, null);
      return;
    }
    sending.current = true;
    setBusy(true);
    setErrors({});
    setFormError(null);
    try {
      await action(values);
    } catch (error) {
      const failure = describeFailure<V>(error, fields, fallbackError);
      fail(failure.errors, failure.message);
    } finally {
      sending.current = false;
      setBusy(false);
    }
  };

  const summaryItems = fields
    .filter((f) => errors[f])
    .map((f) => ({ id: fieldId(f), label: labels[f] ?? f, message: errors[f] as string }));

  const summary = { id: summaryId, items: summaryItems, message: formError, attempt };

  return { values, setValue, errors, formError, busy, fieldId, onSubmit, summary };
}
