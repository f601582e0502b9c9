// A labelled input with optional hint and error; both are tied to the input through
// aria-describedby, and an error sets aria-invalid so screen readers announce it.
import { useId } from 'react';
import type { InputHTMLAttributes, ReactNode } from 'react';
import './field.css';

export interface FieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'id'> {
  label: string;
  hint?: string;
  error?: string | null;
  id?: string;
  /** A control shown inside the input's right edge (e.g. the show-password toggle). */
  after?: ReactNode;
}

export function Field({ label, hint, error, id, className, required, after, ...input }: FieldProps) {
  const autoId = useId();
  const inputId = id ?? `field-${autoId}`;
  const hintId = hint ? `${inputId}-hint` : undefined;
  const errorId = error ? `${inputId}-error` : undefined;
  const describedBy = [hintId, errorId].filter(Boolean).join(' ') || undefined;
  const control = (
    <input
      {...input}
      id={inputId}
      required={required}
      className={after ? 'field__input field__input--with-after' : 'field__input'}
      aria-invalid={error ? true : undefined}
      aria-describedby={describedBy}
    />
  );
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
      {after ? (
        <div className="field__control">
          {control}
          {after}
        </div>
      ) : (
        control
      )}
      {error ? (
        <p className="field__error" id={errorId}>
          {error}
        </p>
      ) : null}
    </div>
  );
}
