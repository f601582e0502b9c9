// POST /api/private/forms/{kind} and what its answer means for the screen: sent (201), refused
// with errors to show in place (422), too many (429), no network (the submission is queued) or
// another failure (the values stay, the user may try again).
import { GENERIC_ERROR_MESSAGE, HttpError, http } from '../../lib/http.ts';
import { FORM_API_PATH, FORM_MESSAGES, type FormErrors, type FormKind } from '../../shared/forms.ts';
import { roForms } from '../../i18n/ro-forms.ts';
import type { FormReceipt, FormReceiptAnswer } from '../../shared/api/private-answers.ts';
import { fieldNames, requestBody, type Submission } from './form-values.ts';

/** The receipt as the screen keeps it: the server's, its id '' when an answer came without one. */
export type SentAnswer = Omit<FormReceipt, 'id'> & { id: FormReceipt['id'] | '' };

export type SendResult =
  | { type: 'sent'; answer: SentAnswer }
  /** Field errors (known fields) and a general message (the form, or a field not on screen). */
  | { type: 'invalid'; errors: FormErrors; message: string | null }
  | { type: 'too-many'; message: string }
  | { type: 'network' }
  | { type: 'failed'; message: string; status: number };

export type FormSender = (submission: Submission) => Promise<SendResult>;

/** Splits a 422's errors into the form's own fields and one general message. */
export function splitServerErrors(kind: FormKind, errors: Record<string, readonly string[]>, fallback: string): { errors: FormErrors; message: string | null } {
  const known = new Set(fieldNames(kind));
  const fields: FormErrors = {};
  const general: string[] = [];
  for (const [field, messages] of Object.entries(errors)) {
    const text = messages.find(Boolean);
    if (!text) continue;
    if (known.has(field)) fields[field] = text;
    else if (!general.includes(text)) general.push(text);
  }
  const message = general.length ? general.join(' ') : Object.keys(fields).length ? null : fallback;
  return { errors: fields, message };
}

export async function sendForm(submission: Submission): Promise<SendResult> {
  try {
    const answer = await http.post<FormReceiptAnswer>(FORM_API_PATH[submission.kind], requestBody(submission));
    const data = answer?.data;
    return {
      type: 'sent',
      answer: {
        id: data?.id ?? '',
        reference: typeof data?.reference === 'string' ? data.reference : '',
        message: typeof data?.message === 'string' && data.message ? data.message : FORM_MESSAGES.sent[submission.kind],
      },
    };
  } catch (error) {
    if (!(error instanceof HttpError)) return { type: 'failed', message: GENERIC_ERROR_MESSAGE, status: -1 };
    if (error.isNetworkError) return { type: 'network' };
    if (error.status === 422) {
      const fallback = error.message && error.message !== GENERIC_ERROR_MESSAGE ? error.message : FORM_MESSAGES.invalid;
      return { type: 'invalid', ...splitServerErrors(submission.kind, error.errors, fallback) };
    }
    if (error.status === 429) return { type: 'too-many', message: FORM_MESSAGES.tooMany };
    if (error.status >= 500) return { type: 'failed', message: roForms.serverError, status: error.status };
    return { type: 'failed', message: error.message || GENERIC_ERROR_MESSAGE, status: error.status };
  }
}
