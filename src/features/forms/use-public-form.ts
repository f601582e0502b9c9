// The state of one public form on screen: its values (restored from the device's draft and saved
// there after a short pause while typing, at once when the page is hidden or closed), validation
// before sending, the server's answer, the offline queue (form-queue.ts) and where focus goes: the
// error summary after a failed submit, the result (sent or kept offline) after a good one. The state
// and its pure transitions are public-form-state.ts.
import { useCallback, useEffect, useRef, useState } from 'react';
import { isOnline } from '../../lib/online.ts';
import { useDraftAutosave } from '../../lib/use-draft-autosave.ts';
import { useFocusWhenPainted } from '../../lib/use-focus-when-painted.ts';
import { validateForm, type FormErrors, type FormKind, type FormValues } from '../../shared/forms.ts';
import { sendForm, type FormSender } from './form-api.ts';
import { onQueueEvent, retryQueuedFormsLater, sendQueuedForms } from './form-queue.ts';
import { adoptRejected, countQueued, deleteFormDraft, queueSubmission, readFormDraft, writeFormDraft } from './form-storage.ts';
import { hasContent, newClientId, type Submission } from './form-values.ts';
import { firstFieldId, resultId, summaryId } from './field-ids.ts';
import { firstState, initialState, restore, withEmail, type PublicFormState } from './public-form-state.ts';

export type { FormMode, PublicFormState, SentInfo } from './public-form-state.ts';

export const AUTOSAVE_DELAY_MS = 400;

export function usePublicForm<K extends FormKind>(kind: K, send: FormSender = sendForm) {
  const [state, setState] = useState<PublicFormState<K>>(() => firstState(kind));
  const latest = useRef(state);
  const focusWhenPainted = useFocusWhenPainted();
  // Saved a pause after typing, at once when the page is hidden, closed or left.
  const write = useCallback((draft: Submission<K>) => writeFormDraft(draft).catch(() => undefined), []);
  const { later, now, cancel: cancelAutosave } = useDraftAutosave(write, AUTOSAVE_DELAY_MS);

  useEffect(() => {
    latest.current = state;
  }, [state]);

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
        later({ kind, values, startedAt, clientId });
        return { ...s, values, startedAt, clientId, touched: true };
      });
    },
    [kind, later],
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
    await now(submission);

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
  }, [kind, send, fail, now, cancelAutosave, focusWhenPainted]);

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
