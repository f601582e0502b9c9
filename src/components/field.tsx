// A labelled input with optional hint and error; both are tied to the input through
// aria-describedby, and an error sets aria-invalid so screen readers announce it.
// FieldFrame is the same label / hint / error frame around any other control (a textarea...).
// A field given a `limit` (shared/field-limits.ts) takes no more characters (maxLength) and says
// so under its label from the start: how many it takes, how many are left near the end, and, at
// the limit, that nothing more fits (announced, so a paste cut at the limit is never silent). The
// count is the one maxLength keeps (UTF-16 code units: an emoji counts 2). A `formatted` field (a
// postal code, CNP, CUI, IBAN, phone) keeps its maxLength but says no count: its valid value may
// fill it exactly, which is no warning, and its own hint says what it holds.
import { useId } from 'react';
import type { InputHTMLAttributes, ReactNode } from 'react';
import { limitStatus, LIMIT_TEXT, usedLength } from '../shared/field-limits.ts';
import './field.css';

export interface FieldIds {
  inputId: string;
  hintId: string | undefined;
  errorId: string | undefined;
  limitId: string | undefined;
  /** The hint, the limit and the error, for aria-describedby. */
  describedBy: string | undefined;
}

/** The ids of a control and of its hint and error. */
export function useFieldIds(id: string | undefined, hint: string | undefined, error: string | null | undefined, limited = false): FieldIds {
  const autoId = useId();
  const inputId = id ?? `field-${autoId}`;
  const hintId = hint ? `${inputId}-hint` : undefined;
  const errorId = error ? `${inputId}-error` : undefined;
  const limitId = limited ? `${inputId}-limit` : undefined;
  const describedBy = [hintId, limitId, errorId].filter(Boolean).join(' ') || undefined;
  return { inputId, hintId, errorId, limitId, describedBy };
}

/** The limit said under a field's label, and the live note once the value fills it. */
export function FieldLimit({ id, value, max }: { id: string; value: string; max: number }) {
  const reached = usedLength(value) >= max;
  return (
    <>
      <p className="field__hint field__limit" id={id}>
        {limitStatus(value, max)}
      </p>
      <span className="visually-hidden" aria-live="polite">
        {reached ? LIMIT_TEXT.reached(max) : ''}
      </span>
    </>
  );
}

export interface FieldFrameProps {
  ids: FieldIds;
  label: string;
  hint?: string | undefined;
  error?: string | null | undefined;
  required?: boolean | undefined;
  className?: string | undefined;
  /** The most characters the control takes, with its value (said under the hint). */
  limit?: { max: number; value: string } | undefined;
  children: ReactNode;
}

export function FieldFrame({ ids, label, hint, error, required, className, limit, children }: FieldFrameProps) {
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
      {limit && ids.limitId ? <FieldLimit id={ids.limitId} value={limit.value} max={limit.max} /> : null}
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
  /** The field's limit from shared/field-limits.ts: its maxLength, said under the label. */
  limit?: number | undefined;
  /** A value with a format of its own (postal code, CNP, CUI, IBAN, phone): the limit is kept, not said. */
  formatted?: boolean | undefined;
}

export function Field({ label, hint, error, id, className, required, after, limit, formatted = false, ...input }: FieldProps) {
  const said = limit !== undefined && !formatted;
  const ids = useFieldIds(id, hint, error, said);
  const control = (
    <input
      {...input}
      maxLength={limit ?? input.maxLength}
      id={ids.inputId}
      required={required}
      className={after ? 'field__input field__input--with-after' : 'field__input'}
      aria-invalid={error ? true : undefined}
      aria-describedby={ids.describedBy}
    />
  );
  return (
    <FieldFrame
      ids={ids}
      label={label}
      hint={hint}
      error={error}
      required={required}
      className={className}
      limit={said ? { max: limit, value: String(input.value ?? '') } : undefined}
    >
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
