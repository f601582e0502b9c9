// The bulk tracking's field: a text area for up to 200 AWBs (one per line, or separated by commas,
// semicolons or spaces), the count as you type, and a list that cannot be sent (a malformed AWB, more
// than 200) refused at the field with a message that names the AWBs, announced, the text kept.
import { useId, useRef, useState, type FormEvent } from 'react';
import { Button } from '../../components/button.tsx';
import { awbCountText, roBulk } from '../../i18n/ro-bulk.ts';
import { MAX_BULK_AWBS, parseBulkAwbs, splitAwbText } from '../../shared/bulk-tracking.ts';

const t = roBulk.tracking;

export interface BulkTrackingFormProps {
  text: string;
  onTextChange: (text: string) => void;
  onSubmit: (awbs: string[]) => void;
  busy: boolean;
  /** An error from outside the field (the server's 422, the link's list). */
  error: string | null;
}

/** The list's problem, or null when it may be sent. */
export function listProblem(text: string): string | null {
  const parsed = parseBulkAwbs(splitAwbText(text));
  return parsed.ok ? null : parsed.message;
}

export function BulkTrackingForm({ text, onTextChange, onSubmit, busy, error }: BulkTrackingFormProps) {
  const id = useId();
  const fieldId = `awb-lot-${id}`;
  const hintId = `${fieldId}-hint`;
  const countId = `${fieldId}-count`;
  const errorId = `${fieldId}-error`;
  const field = useRef<HTMLTextAreaElement>(null);
  const [ownError, setOwnError] = useState<string | null>(null);
  const [submitted, setSubmitted] = useState(false);
  const pieces = splitAwbText(text);
  const distinct = new Set(pieces.map((p) => p.toUpperCase())).size;
  const shown = ownError ?? error;

  const change = (value: string) => {
    onTextChange(value);
    if (submitted) setOwnError(listProblem(value));
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setSubmitted(true);
    const parsed = parseBulkAwbs(splitAwbText(text));
    setOwnError(parsed.ok ? null : parsed.message);
    if (!parsed.ok) {
      field.current?.focus();
      return;
    }
    onSubmit(parsed.awbs);
  };

  return (
    <form className="bulk-form" onSubmit={submit} noValidate aria-label={t.formTitle}>
      <div className={shown ? 'field field--invalid' : 'field'}>
        <label className="field__label" htmlFor={fieldId}>
          {t.label}
        </label>
        <p className="field__hint" id={hintId}>
          {t.hint}
        </p>
        <textarea
          ref={field}
          id={fieldId}
          name="awb"
          className="field__input bulk-form__awbs"
          rows={Math.min(10, Math.max(4, text.split('\n').length + 1))}
          value={text}
          autoCapitalize="characters"
          autoComplete="off"
          spellCheck={false}
          aria-invalid={shown ? true : undefined}
          aria-describedby={[hintId, countId, shown ? errorId : null].filter(Boolean).join(' ')}
          onChange={(e) => change(e.target.value)}
        />
        <p id={countId} className={distinct > MAX_BULK_AWBS ? 'bulk-form__count bulk-form__count--over' : 'bulk-form__count'}>
          {awbCountText(distinct)} / {MAX_BULK_AWBS}
        </p>
        {/* Always mounted: filling it is announced. */}
        <div aria-live="assertive" aria-atomic="true">
          {shown ? (
            <p className="field__error" id={errorId}>
              {shown}
            </p>
          ) : null}
        </div>
      </div>
      <Button type="submit" size="lg" busy={busy}>
        {busy ? t.submitting : t.submit}
      </Button>
    </form>
  );
}
