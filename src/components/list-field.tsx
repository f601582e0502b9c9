// A text area for a pasted list (AWBs: one a line, or separated by commas, semicolons or spaces):
// it grows with the lines between two heights, says how many items it holds under it, and shows
// its error in a region that is always mounted, so filling it is announced. A list that cannot be
// sent is refused at the field (focused, the text kept) and, from then on, the message follows the
// corrections as they are typed. The tracking page and the dashboard's bulk tracking both use it.
import { useId, useRef, useState, type RefObject } from 'react';
import './field.css';

export interface ListFieldState {
  field: RefObject<HTMLTextAreaElement | null>;
  /** The field's own message (after a refused submit), else the one given from outside. */
  shown: string | null;
  change: (value: string) => void;
  /** On submit: true when the text may be sent; otherwise the message is shown and the field focused. */
  accept: () => boolean;
}

/**
 * The refuse-at-the-field logic of a list field: `problem` says what is wrong with a text (null: it
 * may be sent); `error` is a message from outside the field (the server's 422, the address's list).
 */
export function useListField(text: string, onTextChange: (text: string) => void, problem: (text: string) => string | null, error: string | null): ListFieldState {
  const field = useRef<HTMLTextAreaElement>(null);
  const [ownError, setOwnError] = useState<string | null>(null);
  const [submitted, setSubmitted] = useState(false);

  const change = (value: string) => {
    onTextChange(value);
    if (submitted) setOwnError(problem(value));
  };

  const accept = () => {
    setSubmitted(true);
    const found = problem(text);
    setOwnError(found);
    if (found) field.current?.focus();
    return found === null;
  };

  return { field, shown: ownError ?? error, change, accept };
}

export interface ListFieldProps {
  /** useListField's field, shown and change. */
  fieldRef: ListFieldState['field'];
  shown: string | null;
  onChange: (value: string) => void;
  /** The start of the text area's id (`awb`, `awb-lot`): a unique suffix is added. */
  idPrefix: string;
  /** The text area's name (`awb`). */
  name: string;
  label: string;
  hint: string;
  placeholder?: string | undefined;
  value: string;
  /** The heights, in lines, between which the text area grows. */
  rows: { min: number; max: number };
  /** The form's own class for the text area (its height, its letters). */
  className: string;
  /** What the line under the field says ("3 AWB-uri."). */
  count: string;
  /** The list holds more than may be sent: the count is shown as an error. */
  over: boolean;
}

export function ListField({ fieldRef, shown, onChange, idPrefix, name, label, hint, placeholder, value, rows, className, count, over }: ListFieldProps) {
  const id = useId();
  const fieldId = `${idPrefix}-${id}`;
  const hintId = `${fieldId}-hint`;
  const countId = `${fieldId}-count`;
  const errorId = `${fieldId}-error`;
  return (
    <div className={shown ? 'field field--invalid' : 'field'}>
      <label className="field__label" htmlFor={fieldId}>
        {label}
      </label>
      <p className="field__hint" id={hintId}>
        {hint}
      </p>
      <textarea
        ref={fieldRef}
        id={fieldId}
        name={name}
        className={`field__input field__input--list ${className}`}
        rows={Math.min(rows.max, Math.max(rows.min, value.split('\n').length + 1))}
        value={value}
        placeholder={placeholder}
        autoCapitalize="characters"
        autoComplete="off"
        spellCheck={false}
        aria-invalid={shown ? true : undefined}
        aria-describedby={[hintId, countId, shown ? errorId : null].filter(Boolean).join(' ')}
        onChange={(e) => onChange(e.target.value)}
      />
      <p id={countId} className={over ? 'field__count field__count--over' : 'field__count'}>
        {count}
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
  );
}
