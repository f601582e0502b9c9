// A password Field with a show/hide toggle inside its right edge. The toggle keeps the caret and
// the value; its name says what it does ("Arată parola"), aria-pressed says whether it is on.
import { useState } from 'react';
import { Field } from './field.tsx';
import type { FieldProps } from './field.tsx';

export interface PasswordFieldProps extends Omit<FieldProps, 'type' | 'after'> {
  showLabel: string;
  hideLabel: string;
}

export function PasswordField({ showLabel, hideLabel, ...field }: PasswordFieldProps) {
  const [visible, setVisible] = useState(false);
  return (
    <Field
      {...field}
      type={visible ? 'text' : 'password'}
      autoCapitalize="off"
      autoCorrect="off"
      spellCheck={false}
      after={
        <button
          type="button"
          className="field__after field__toggle"
          aria-pressed={visible}
          aria-controls={field.id}
          onClick={() => setVisible((v) => !v)}
        >
          {visible ? hideLabel : showLabel}
        </button>
      }
    />
  );
}
