// A labelled native <select> with optional hint and error, wired like Field (aria-describedby,
// aria-invalid): the browser's own picker is the most usable one on phones.
import type { SelectHTMLAttributes } from 'react';
import { FieldFrame, useFieldIds } from './field.tsx';

export interface SelectOption {
  value: string;
  label: string;
}

export interface SelectFieldProps extends Omit<SelectHTMLAttributes<HTMLSelectElement>, 'id'> {
  label: string;
  options: readonly SelectOption[];
  hint?: string;
  error?: string | null;
  id?: string;
}

export function SelectField({ label, options, hint, error, id, className, ...select }: SelectFieldProps) {
  const ids = useFieldIds(id, hint, error);
  return (
    <FieldFrame ids={ids} label={label} hint={hint} error={error} className={className}>
      <select
        {...select}
        id={ids.inputId}
        className="field__input field__select"
        aria-invalid={error ? true : undefined}
        aria-describedby={ids.describedBy}
      >
        {options.map((o) => (
          <option key={o.value} value={o.value}>
            {o.label}
          </option>
        ))}
      </select>
    </FieldFrame>
  );
}
