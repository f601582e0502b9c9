// A labelled multi-line field wired like components/field.tsx (hint and error through
// aria-describedby, aria-invalid), with a quiet character count against the contract's limit.
import type { TextareaHTMLAttributes } from 'react';
import { FieldFrame, useFieldIds } from '../../components/field.tsx';
import { fillForms, roForms } from '../../i18n/ro-forms.ts';
import { formatCount } from '../../shared/field-limits.ts';

export interface TextareaFieldProps extends Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, 'id' | 'value'> {
  label: string;
  value: string;
  hint?: string;
  error?: string | null;
  id?: string;
  /** The most characters allowed (maxLength, and shown as a count; the server checks it again). */
  max: number;
}

export function TextareaField({ label, hint, error, id, required, value, max, className, ...textarea }: TextareaFieldProps) {
  const ids = useFieldIds(id, hint, error);
  const countId = `${ids.inputId}-count`;
  const count = [...value.trim()].length;
  return (
    <FieldFrame ids={ids} label={label} hint={hint} error={error} required={required} className={className}>
      <textarea
        {...textarea}
        id={ids.inputId}
        value={value}
        maxLength={max}
        required={required}
        className="field__input forms-textarea"
        aria-invalid={error ? true : undefined}
        aria-describedby={[ids.describedBy, countId].filter(Boolean).join(' ')}
      />
      <p className={count > max ? 'forms-count forms-count--over' : 'forms-count'} id={countId}>
        {fillForms(roForms.charCount, { count: formatCount(count), max: formatCount(max) })}
      </p>
    </FieldFrame>
  );
}
