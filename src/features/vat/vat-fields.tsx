// The form controls of the VAT tools: a money/rate text field whose error line is always there
// (reserved height, so an error appearing while typing moves nothing) and a radio group.
import type { ReactNode, Ref } from 'react';
import '../../components/field.css';

export interface TextFieldProps {
  id: string;
  label: string;
  hint?: string;
  value: string;
  error: string | null;
  onChange: (value: string) => void;
  className?: string;
  /** False when the caller renders the error line itself (`${id}-error`), elsewhere in its layout. */
  errorLine?: boolean;
  ref?: Ref<HTMLInputElement>;
}

export function VatTextField({ id, label, hint, value, error, onChange, className, errorLine = true, ref }: TextFieldProps) {
  const hintId = hint ? `${id}-hint` : '';
  const errorId = `${id}-error`;
  return (
    <div className={['field', 'vat-field', error ? 'field--invalid' : '', className ?? ''].filter(Boolean).join(' ')}>
      <label className="field__label" htmlFor={id}>
        {label}
      </label>
      {hint ? (
        <p className="field__hint" id={hintId}>
          {hint}
        </p>
      ) : null}
      <input
        ref={ref}
        id={id}
        className="field__input vat-field__input"
        type="text"
        inputMode="decimal"
        autoComplete="off"
        autoCorrect="off"
        spellCheck={false}
        value={value}
        onChange={(event) => onChange(event.currentTarget.value)}
        aria-invalid={error ? true : undefined}
        aria-describedby={[hintId, error ? errorId : ''].filter(Boolean).join(' ') || undefined}
      />
      {errorLine ? <VatFieldError id={errorId} error={error} /> : null}
    </div>
  );
}

/** The error line of a field: always rendered, so its height is reserved before any error. */
export function VatFieldError({ id, error, className }: { id: string; error: string | null; className?: string }) {
  return (
    <p className={['field__error', 'vat-field__error', className ?? ''].filter(Boolean).join(' ')} id={id}>
      {error ?? ''}
    </p>
  );
}

export interface RadioOption<T extends string> {
  value: T;
  label: string;
  hint?: string;
}

export interface RadioGroupProps<T extends string> {
  name: string;
  legend: string;
  value: T;
  options: readonly RadioOption<T>[];
  onChange: (value: T) => void;
  className?: string;
  children?: ReactNode;
}

export function RadioGroup<T extends string>({ name, legend, value, options, onChange, className, children }: RadioGroupProps<T>) {
  return (
    <fieldset className={['vat-radios', className ?? ''].filter(Boolean).join(' ')}>
      <legend className="field__label">{legend}</legend>
      {options.map((option) => {
        const id = `${name}-${option.value}`;
        return (
          <div key={option.value} className="vat-radios__option">
            <input
              type="radio"
              id={id}
              name={name}
              value={option.value}
              checked={value === option.value}
              onChange={() => onChange(option.value)}
              aria-describedby={option.hint ? `${id}-hint` : undefined}
            />
            <label htmlFor={id} className="vat-radios__label">
              {option.label}
            </label>
            {option.hint ? (
              <span className="vat-radios__hint" id={`${id}-hint`}>
                {option.hint}
              </span>
            ) : null}
          </div>
        );
      })}
      {children}
    </fieldset>
  );
}
