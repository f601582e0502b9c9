// The lookup form: a text area for one or many AWBs (pasted lists welcome; the count is shown as
// you type) and the carrier ("Orice curier" by default, preset on a carrier's page). A list that
// cannot be sent (malformed AWB, more than 200) is refused at the field, announced, and kept, and
// the results of the list before it leave the screen.
import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { Button } from '../../components/button.tsx';
import { SelectField } from '../../components/select-field.tsx';
import { roTracking } from '../../i18n/ro-tracking.ts';
import { CARRIERS } from '../../shared/carriers.ts';
import { MAX_AWBS, awbCountText, awbListError, parseAwbList } from './awb-list.ts';

const t = roTracking;

const CARRIER_OPTIONS = [{ value: '', label: t.anyCarrier }, ...CARRIERS.map((c) => ({ value: String(c.id), label: c.name }))];

export interface TrackingFormProps {
  text: string;
  onTextChange: (text: string) => void;
  /** Carrier id as a string, '' for any carrier. */
  carrier: string;
  onCarrierChange: (carrier: string) => void;
  onSubmit: (awbs: string[], carrierId: number | null) => void;
  /** A submit refused at the field: what is shown answers an earlier list, not this one. */
  onRefused: () => void;
  busy: boolean;
  /** An error found outside the form (the address's ?awb=, the server's 422). */
  error: string | null;
}

export function TrackingForm({ text, onTextChange, carrier, onCarrierChange, onSubmit, onRefused, busy, error }: TrackingFormProps) {
  const id = useId();
  const fieldId = `awb-${id}`;
  const hintId = `${fieldId}-hint`;
  const countId = `${fieldId}-count`;
  const errorId = `${fieldId}-error`;
  const field = useRef<HTMLTextAreaElement>(null);
  const [ownError, setOwnError] = useState<string | null>(null);
  const [submitted, setSubmitted] = useState(false);
  const parsed = parseAwbList(text);
  const shown = ownError ?? error;
  const over = parsed.awbs.length + parsed.invalid.length > MAX_AWBS;

  // AWBs typed into the prerendered page before the app took it over: kept, not wiped by the first render.
  const typedBeforeTakeover = useRef(true);
  useEffect(() => {
    if (!typedBeforeTakeover.current) return;
    typedBeforeTakeover.current = false;
    const typed = field.current?.value ?? '';
    if (typed && !text) onTextChange(typed);
  }, [text, onTextChange]);

  const change = (value: string) => {
    onTextChange(value);
    // After a refused submit the message follows the corrections as they are typed.
    if (submitted) setOwnError(awbListError(parseAwbList(value)));
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setSubmitted(true);
    const problem = awbListError(parsed);
    setOwnError(problem);
    if (problem) {
      onRefused();
      field.current?.focus();
      return;
    }
    onSubmit(parsed.awbs, carrier ? Number(carrier) : null);
  };

  return (
    <form className="track-form" onSubmit={submit} noValidate aria-label={t.formTitle}>
      <div className={shown ? 'field field--invalid' : 'field'}>
        <label className="field__label" htmlFor={fieldId}>
          {t.awbLabel}
        </label>
        <p className="field__hint" id={hintId}>
          {t.awbHint}
        </p>
        <textarea
          ref={field}
          id={fieldId}
          name="awb"
          className="field__input track-form__awbs"
          rows={Math.min(8, Math.max(3, text.split('\n').length + 1))}
          value={text}
          placeholder={t.awbPlaceholder}
          autoCapitalize="characters"
          autoComplete="off"
          spellCheck={false}
          aria-invalid={shown ? true : undefined}
          aria-describedby={[hintId, countId, shown ? errorId : null].filter(Boolean).join(' ')}
          onChange={(e) => change(e.target.value)}
        />
        <p id={countId} className={over ? 'track-form__count track-form__count--over' : 'track-form__count'}>
          {awbCountText(parsed)}
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
      <div className="track-form__row">
        <SelectField
          className="track-form__carrier"
          label={t.carrierLabel}
          options={CARRIER_OPTIONS}
          value={carrier}
          onChange={(e) => onCarrierChange(e.target.value)}
        />
        <Button type="submit" size="lg" busy={busy} className="track-form__submit">
          {busy ? t.submitting : t.submit}
        </Button>
      </div>
    </form>
  );
}
