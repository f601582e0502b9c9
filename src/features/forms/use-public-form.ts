// The state of one public form on screen: its values (restored from the device's draft and saved
// there after a short pause while typing, at once when the page is hidden or closed), validation
// before sending, the server's answer, the offline queue (form-queue.ts) and where focus goes: the
// error summary after a failed submit, the result (sent or kept offline) after a good one.
import { useCallback, useEffect, useRef, useState } from 'react';
import { isOnline } from '../../lib/online.ts';
import { useFocusWhenPainted } from '../../lib/use-focus-when-painted.ts';
import { validateForm, type FormErrors, type FormKind, type FormValues } from '../../shared/forms.ts';
import { sendForm, type FormSender, type SentAnswer } from './form-api.ts';
import { onQueueEvent, retryQueuedFormsLater, sendQueuedForms } from './form-queue.ts';
import { adoptRejected, countQueued, deleteFormDraft, queueSubmission, readFormDraft, writeFormDraft, type StoredDraft } from './form-storage.ts';
import { emptyValues, hasContent, newClientId, type Submission } from './form-values.ts';
import { fieldId, firstFieldId, resultId, summaryId } from './field-ids.ts';

export const AUTOSAVE_DELAY_MS = 400;

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

function initialState<K extends FormKind>(kind: K): PublicFormState<K> {
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

function withEmail(values: unknown): boolean {
  const email = (values as { email?: unknown }).email;
  return typeof email === 'string' && email.trim() !== '';
}

/** The state after a draft was read (or a refused submission came back into the form). */
function restore<K extends FormKind>(state: PublicFormState<K>, draft: StoredDraft<K>, restoredAt: number | null): PublicFormState<K> {
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

function firstState<K extends FormKind>(kind: K): PublicFormState<K> {
  const state = initialState(kind);
  const typed = typedBeforeTakeover(kind, state.values);
  return Object.keys(typed).length > 0 ? { ...state, values: { ...state.values, ...typed }, touched: true } : state;
}

export function usePublicForm<K extends FormKind>(kind: K, send: FormSender = sendForm) {
  const [state, setState] = useState<PublicFormState<K>>(() => firstState(kind));
  const latest = useRef(state);
  const pending = useRef<Submission<K> | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const focusWhenPainted = useFocusWhenPainted();

  useEffect(() => {
    latest.current = state;
  }, [state]);

  const flush = useCallback(() => {
    clearTimeout(timer.current);
    const draft = pending.current;
    pending.current = null;
    if (draft) return writeFormDraft(draft).catch(() => undefined);
    return Promise.resolve();
  }, []);

  const cancelAutosave = useCallback(() => {
    clearTimeout(timer.current);
    pending.current = null;
  }, []);

  // Read the draft once; a submission the server refused while the user was away comes back here.
  useEffect(() => {
    let active = true;
    const load = async () => {
      const [draft, waiting] = await Promise.all([readFormDraft(kind), countQueued(kind)]);
      const typed = draft && hasContent(kind, draft.values) ? draft : null;
      const adopted = typed || latest.current.touched ? null : await adoptRejected(kind, true);
      if (!active) return;
      setState((s) => {
        const fresh = { ...s, loaded: true, waiting, startedAt: s.startedAt || draft?.startedAt || Date.now(), clientId: s.clientId || draft?.clientId || newClientId() };
        if (s.touched) return fresh;
        if (adopted) return restore(fresh, adopted, null);
        if (typed) return restore(fresh, typed, typed.updatedAt);
        return waiting > 0 ? { ...fresh, mode: 'queued' } : fresh;
      });
      if (adopted || (typed && (Object.keys(typed.errors).length > 0 || typed.message))) focusWhenPainted(summaryId(kind));
    };
    load()
      .catch(() => {
        if (active) setState((s) => ({ ...s, loaded: true, startedAt: s.startedAt || Date.now(), clientId: s.clientId || newClientId() }));
      })
      .finally(() => void sendQueuedForms(send));
    return () => {
      active = false;
    };
  }, [kind, send, focusWhenPainted]);

  // Save at once when the page is hidden, closed or left.
  useEffect(() => {
    const onHide = () => {
      if (document.visibilityState === 'hidden') void flush();
    };
    document.addEventListener('visibilitychange', onHide);
    window.addEventListener('pagehide', flush);
    return () => {
      document.removeEventListener('visibilitychange', onHide);
      window.removeEventListener('pagehide', flush);
      void flush();
    };
  }, [flush]);

  // What happens to this form's queued submissions while the page is open.
  useEffect(
    () =>
      onQueueEvent((event) => {
        if (event.kind !== kind) return;
        const current = latest.current;
        if (event.type === 'sent') {
          const show = current.mode === 'queued';
          setState((s) => ({
            ...s,
            waiting: Math.max(0, s.waiting - 1),
            ...(s.mode === 'queued' ? { mode: 'sent' as const, sent: { answer: event.answer, withEmail: event.withEmail } } : {}),
          }));
          if (show) focusWhenPainted(resultId(kind));
          return show;
        }
        setState((s) => ({ ...s, waiting: Math.max(0, s.waiting - 1) }));
        const empty = current.mode !== 'form' || !hasContent(kind, current.values);
        if (!empty) return false; // kept until this form is empty again (startAnother, next visit)
        void adoptRejected(kind, true).then((draft) => {
          if (!draft) return;
          setState((s) => ({ ...restore(s, draft, null), touched: false }));
          focusWhenPainted(summaryId(kind));
        });
        return true;
      }),
    [kind, focusWhenPainted],
  );

  const update = useCallback(
    (patch: Partial<FormValues[K]>) => {
      setState((s) => {
        const values = { ...s.values, ...patch };
        const startedAt = s.startedAt || Date.now();
        const clientId = s.clientId || newClientId();
        pending.current = { kind, values, startedAt, clientId };
        clearTimeout(timer.current);
        timer.current = setTimeout(() => void flush(), AUTOSAVE_DELAY_MS);
        return { ...s, values, startedAt, clientId, touched: true };
      });
    },
    [kind, flush],
  );

  const fail = useCallback(
    (errors: FormErrors, message: string | null) => {
      setState((s) => ({ ...s, busy: false, errors, message, attempt: s.attempt + 1 }));
      focusWhenPainted(summaryId(kind));
    },
    [kind, focusWhenPainted],
  );

  const submit = useCallback(async (honeypot = '') => {
    const s = latest.current;
    if (s.busy) return;
    const errors = validateForm(kind, s.values as unknown as Record<string, unknown>);
    if (Object.keys(errors).length > 0) {
      fail(errors, null);
      return;
    }
    const submission: Submission<K> = { kind, values: s.values, startedAt: s.startedAt || Date.now(), clientId: s.clientId || newClientId(), ...(honeypot ? { honeypot } : {}) };
    latest.current = { ...s, busy: true };
    setState((current) => ({ ...current, busy: true, errors: {}, message: null }));
    // Kept on the device first: a tab closed during the request loses nothing.
    pending.current = submission;
    await flush();

    const keepForLater = async () => {
      await queueSubmission(submission);
      cancelAutosave();
      await deleteFormDraft(kind);
      setState((current) => ({
        ...initialState(kind),
        loaded: true,
        mode: 'queued',
        waiting: current.waiting + 1,
        attempt: current.attempt,
      }));
      focusWhenPainted(resultId(kind));
    };

    if (!isOnline()) {
      await keepForLater();
      return;
    }
    const result = await send(submission);
    if (result.type === 'sent') {
      cancelAutosave();
      await deleteFormDraft(kind);
      setState((current) => ({
        ...initialState(kind),
        loaded: true,
        mode: 'sent',
        sent: { answer: result.answer, withEmail: withEmail(submission.values) },
        waiting: current.waiting,
        attempt: current.attempt,
      }));
      focusWhenPainted(resultId(kind));
    } else if (result.type === 'network') {
      await keepForLater();
      retryQueuedFormsLater(send);
    } else if (result.type === 'invalid') {
      fail(result.errors, result.message);
    } else {
      fail({}, result.message);
    }
  }, [kind, send, fail, flush, cancelAutosave, focusWhenPainted]);

  /** A new, empty form after a sent or queued submission. */
  const startAnother = useCallback(() => {
    setState((s) => ({ ...initialState(kind), loaded: true, startedAt: Date.now(), clientId: newClientId(), waiting: s.waiting, attempt: s.attempt }));
    focusWhenPainted(firstFieldId(kind));
    // A submission refused while this form was busy with another comes back now that it is empty.
    void adoptRejected(kind, true).then((draft) => {
      if (!draft) return;
      setState((s) => ({ ...restore(s, draft, null), touched: false }));
      focusWhenPainted(summaryId(kind));
    });
  }, [kind, focusWhenPainted]);

  /** Drops the restored draft and empties the form. */
  const startOver = useCallback(async () => {
    cancelAutosave();
    await deleteFormDraft(kind);
    setState((s) => ({ ...initialState(kind), loaded: true, startedAt: s.startedAt || Date.now(), clientId: newClientId(), waiting: s.waiting, attempt: s.attempt }));
  }, [kind, cancelAutosave]);

  return { state, update, submit, startAnother, startOver };
}
