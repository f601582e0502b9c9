// A labelled multi-line field wired like components/field.tsx (hint and error through
// aria-describedby, aria-invalid), with a quiet character count against the contract's limit.
import { useId } from 'react';
import type { TextareaHTMLAttributes } from 'react';
import { fillForms, roForms } from '../../i18n/ro-forms.ts';
import '../../components/field.css';

export interface TextareaFieldProps extends Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, 'id' | 'value'> {
  label: string;
  value: string;
  hint?: string;
  error?: string | null;
  id?: string;
  /** The most characters allowed (shown as a count; the server is the judge). */
  max: number;
}

export function TextareaField({ label, hint, error, id, required, value, max, className, ...textarea }: TextareaFieldProps) {
  const autoId = useId();
  const inputId = id ?? `textarea-${autoId}`;
  const hintId = hint ? `${inputId}-hint` : undefined;
  const errorId = error ? `${inputId}-error` : undefined;
  const countId = `${inputId}-count`;
  const describedBy = [hintId, errorId, countId].filter(Boolean).join(' ');
  const count = [...value.trim()].length;
  return (
    <div className={['field', error ? 'field--invalid' : '', className ?? ''].filter(Boolean).join(' ')}>
      <label className="field__label" htmlFor={inputId}>
        {label}
        {required ? <span aria-hidden="true"> *</span> : null}
      </label>
      {hint ? (
        <p className="field__hint" id={hintId}>
          {hint}
        </p>
      ) : null}
      <textarea
        {...textarea}
        id={inputId}
        value={value}
        required={required}
        className="field__input forms-textarea"
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy}
      />
      <p className={count > max ? 'forms-count forms-count--over' : 'forms-count'} id={countId}>
        {fillForms(roForms.charCount, { count: count.toLocaleString('ro-RO'), max: max.toLocaleString('ro-RO') })}
      </p>
      {error ? (
        <p className="field__error" id={errorId}>
          {error}
        </p>
      ) : null}
    </div>
  );
}
