// A checkbox with its label beside it (the whole row is the click target, at least 44 px high),
// an optional hint and an error tied through aria-describedby / aria-invalid.
import { useId } from 'react';
import type { InputHTMLAttributes, ReactNode } from 'react';
import './field.css';

export interface CheckboxFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'id' | 'type'> {
  label: ReactNode;
  hint?: string;
  error?: string | null;
  id?: string;
}

export function CheckboxField({ label, hint, error, id, className, ...input }: CheckboxFieldProps) {
  const autoId = useId();
  const inputId = id ?? `checkbox-${autoId}`;
  const hintId = hint ? `${inputId}-hint` : undefined;
  const errorId = error ? `${inputId}-error` : undefined;
  const describedBy = [hintId, errorId].filter(Boolean).join(' ') || undefined;
  return (
    <div className={['field field--checkbox', error ? 'field--invalid' : '', className ?? ''].filter(Boolean).join(' ')}>
      <div className="field__check-row">
        <input
          {...input}
          type="checkbox"
          id={inputId}
          className="field__checkbox"
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy}
        />
        <label className="field__check-label" htmlFor={inputId}>
          {label}
        </label>
      </div>
      {hint ? (
        <p className="field__hint field__hint--check" id={hintId}>
          {hint}
        </p>
      ) : null}
      {error ? (
        <p className="field__error" id={errorId}>
          {error}
        </p>
      ) : null}
    </div>
  );
}
