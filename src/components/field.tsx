// A labelled input with optional hint and error; both are tied to the input through
// aria-describedby, and an error sets aria-invalid so screen readers announce it.
// FieldFrame is the same label / hint / error frame around any other control (a textarea...).
import { useId } from 'react';
import type { InputHTMLAttributes, ReactNode } from 'react';
import './field.css';

export interface FieldIds {
  inputId: string;
  hintId: string | undefined;
  errorId: string | undefined;
  /** The hint and the error, for aria-describedby. */
  describedBy: string | undefined;
}

/** The ids of a control and of its hint and error. */
export function useFieldIds(id: string | undefined, hint: string | undefined, error: string | null | undefined): FieldIds {
  const autoId = useId();
  const inputId = id ?? `field-${autoId}`;
  const hintId = hint ? `${inputId}-hint` : undefined;
  const errorId = error ? `${inputId}-error` : undefined;
  const describedBy = [hintId, errorId].filter(Boolean).join(' ') || undefined;
  return { inputId, hintId, errorId, describedBy };
}

export interface FieldFrameProps {
  ids: FieldIds;
  label: string;
  hint?: string | undefined;
  error?: string | null | undefined;
  required?: boolean | undefined;
  className?: string | undefined;
  children: ReactNode;
}

export function FieldFrame({ ids, label, hint, error, required, className, children }: FieldFrameProps) {
  return (
    <div className={['field', error ? 'field--invalid' : '', className ?? ''].filter(Boolean).join(' ')}>
      <label className="field__label" htmlFor={ids.inputId}>
        {label}
        {required ? <span aria-hidden="true"> *</span> : null}
      </label>
      {hint ? (
        <p className="field__hint" id={ids.hintId}>
          {hint}
        </p>
      ) : null}
      {children}
      {error ? (
        <p className="field__error" id={ids.errorId}>
          {error}
        </p>
      ) : null}
    </div>
  );
}

export interface FieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'id'> {
  label: string;
  hint?: string;
  error?: string | null;
  id?: string;
  /** A control shown inside the input's right edge (e.g. the show-password toggle). */
  after?: ReactNode;
}

export function Field({ label, hint, error, id, className, required, after, ...input }: FieldProps) {
  const ids = useFieldIds(id, hint, error);
  const control = (
    <input
      {...input}
      id={ids.inputId}
      required={required}
      className={after ? 'field__input field__input--with-after' : 'field__input'}
      aria-invalid={error ? true : undefined}
      aria-describedby={ids.describedBy}
    />
  );
  return (
    <FieldFrame ids={ids} label={label} hint={hint} error={error} required={required} className={className}>
      {after ? (
        <div className="field__control">
          {control}
          {after}
        </div>
      ) : (
        control
      )}
    </FieldFrame>
  );
}
