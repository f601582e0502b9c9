// The errors of one step of the return: per field (the browser's checks or the server's 422), a
// general message, and the attempt number that makes the summary announce the same errors again.
// After a failed submit the summary takes focus; each entry links to its field (return-form-state's
// fieldId).
import { useState } from 'react';
import type { ErrorSummaryItem } from '../../components/error-summary.tsx';
import { HttpError, type FieldErrors } from '../../lib/http.ts';
import { useFocusWhenPainted } from '../../lib/use-focus-when-painted.ts';
import { roReturnPortal } from '../../i18n/ro-return-portal.ts';
import { fieldId } from './return-form-state.ts';

export interface StepForm {
  errors: FieldErrors;
  busy: boolean;
  error: (key: string) => string | null;
  summary: { id: string; items: ErrorSummaryItem[]; message: string | null; attempt: number };
  clear: (key: string) => void;
  /** Runs `work` unless `checked` holds errors; shows its failure (field errors or message). */
  run: (checked: FieldErrors, work: () => Promise<void>) => Promise<void>;
}

export function useStepForm(summaryId: string, labelOf: (key: string) => string, fieldOf: (key: string) => string = fieldId): StepForm {
  const [errors, setErrors] = useState<FieldErrors>({});
  const [message, setMessage] = useState<string | null>(null);
  const [attempt, setAttempt] = useState(0);
  const [busy, setBusy] = useState(false);
  const focus = useFocusWhenPainted();

  const fail = (fields: FieldErrors, text: string | null) => {
    setErrors(fields);
    setMessage(text);
    setAttempt((n) => n + 1);
    focus(summaryId);
  };

  const run = async (checked: FieldErrors, work: () => Promise<void>) => {
    if (busy) return;
    if (Object.keys(checked).length) return fail(checked, null);
    setBusy(true);
    try {
      await work();
      setErrors({});
      setMessage(null);
    } catch (error) {
      // An error of the whole form (sent too fast, the trap filled) is the summary's message, not a field's.
      if (error instanceof HttpError && Object.keys(error.errors).length) {
        const { form: whole, ...fields } = error.errors;
        fail(fields, whole?.[0] ?? null);
      }
      else fail({}, error instanceof HttpError ? error.message : roReturnPortal.errors.generic);
    } finally {
      setBusy(false);
    }
  };

  const items = Object.entries(errors).map(([key, list]) => ({ id: fieldOf(key), label: labelOf(key), message: list[0] ?? '' }));
  return {
    errors,
    busy,
    error: (key) => errors[key]?.[0] ?? null,
    summary: { id: summaryId, items, message, attempt },
    clear: (key) => setErrors((e) => (key in e ? Object.fromEntries(Object.entries(e).filter(([k]) => k !== key)) : e)),
    run,
  };
}
