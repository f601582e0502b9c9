// A group of radios or checkboxes under one legend (the feedback rating, the business
// destinations, a return's drop-off method): the hint and the group's error are tied to the group and to every option
// (aria-describedby), an error marks every option aria-invalid, and the first option carries the
// id the error summary links to.
import type { ReactNode } from 'react';
import './field.css';
import './choice-group.css';

export interface ChoiceOption {
  value: string;
  label: ReactNode;
}

export interface ChoiceGroupProps {
  /** The id of the first option; the others get `${id}-${value}`. */
  id: string;
  type: 'radio' | 'checkbox';
  name: string;
  legend: string;
  options: readonly ChoiceOption[];
  /** The chosen values. */
  selected: readonly string[];
  onToggle: (value: string, checked: boolean) => void;
  required?: boolean;
  hint?: string;
  error?: string | null;
  /** 'scale': options side by side from 360 px up (the 1-5 rating). */
  layout?: 'list' | 'scale';
}

export function ChoiceGroup({ id, type, name, legend, options, selected, onToggle, required, hint, error, layout = 'list' }: ChoiceGroupProps) {
  const hintId = hint ? `${id}-hint` : undefined;
  const errorId = error ? `${id}-error` : undefined;
  const describedBy = [hintId, errorId].filter(Boolean).join(' ') || undefined;
  return (
    <fieldset
      className={['field', 'forms-choice', error ? 'field--invalid' : ''].filter(Boolean).join(' ')}
      aria-describedby={describedBy}
    >
      {/* aria-required is not allowed on a group (axe: aria-allowed-attr): the legend says it. */}
      <legend className="field__label forms-choice__legend">
        {legend}
        {required ? (
          <>
            <span aria-hidden="true"> *</span>
            {type === 'checkbox' ? <span className="visually-hidden"> (obligatoriu)</span> : null}
          </>
        ) : null}
      </legend>
      {hint ? (
        <p className="field__hint" id={hintId}>
          {hint}
        </p>
      ) : null}
      <div className={layout === 'scale' ? 'forms-choice__options forms-choice__options--scale' : 'forms-choice__options'}>
        {options.map((option, index) => {
          const optionId = index === 0 ? id : `${id}-${option.value}`;
          return (
            <div className="forms-choice__option" key={option.value}>
              <input
                type={type}
                id={optionId}
                name={name}
                value={option.value}
                className="field__checkbox"
                checked={selected.includes(option.value)}
                required={type === 'radio' ? required : undefined}
                aria-invalid={error ? true : undefined}
                aria-describedby={describedBy}
                onChange={(event) => onToggle(option.value, event.currentTarget.checked)}
              />
              <label className="field__check-label" htmlFor={optionId}>
                {option.label}
              </label>
            </div>
          );
        })}
      </div>
      {error ? (
        <p className="field__error" id={errorId}>
          {error}
        </p>
      ) : null}
    </fieldset>
  );
}
