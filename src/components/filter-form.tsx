// The filters above a dashboard list (invoices, repayments): a titled form whose fields are edited
// locally and applied on submit (one request, not one per key stroke), and a button that clears them
// while any is set. The applied filters come from the caller (often the query string): when they
// change under the form (Back, a link), the form follows them.
import { useState, type FormEvent, type ReactNode } from 'react';
import { Button } from './button.tsx';
import './filter-form.css';

export interface FilterFormProps<F> {
  /** The heading's id (the form is named by it) and its text. */
  id: string;
  title: string;
  applied: F;
  /** No filter at all (what clearing applies), and whether a filter sets anything. */
  empty: F;
  isSet(filter: F): boolean;
  /** The filter as applied (e.g. trimmed), from the one edited. */
  normalise?(filter: F): F;
  applyLabel: string;
  resetLabel: string;
  onApply(filter: F): void;
  /** The fields, given the filter being edited and a way to change part of it. */
  children(draft: F, set: (next: Partial<F>) => void): ReactNode;
}

const sameFilter = <F,>(a: F, b: F) => JSON.stringify(a) === JSON.stringify(b);

export function FilterForm<F extends object>({ id, title, applied, empty, isSet, normalise, applyLabel, resetLabel, onApply, children }: FilterFormProps<F>) {
  const [draft, setDraft] = useState<F>(applied);
  const [shown, setShown] = useState<F>(applied);
  // The applied filters changed under the form: it follows them (state adjusted while rendering).
  if (!sameFilter(shown, applied)) {
    setShown(applied);
    setDraft(applied);
  }
  const set = (next: Partial<F>) => setDraft((d) => ({ ...d, ...next }));
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onApply(normalise ? normalise(draft) : draft);
  };
  return (
    <form className="filter-form" noValidate onSubmit={submit} aria-labelledby={id}>
      <h2 id={id} className="filter-form__title">
        {title}
      </h2>
      <div className="filter-form__fields">{children(draft, set)}</div>
      <div className="filter-form__actions">
        <Button type="submit">{applyLabel}</Button>
        {isSet(applied) || isSet(draft) ? (
          <Button
            variant="ghost"
            onClick={() => {
              setDraft(empty);
              onApply(empty);
            }}
          >
            {resetLabel}
          </Button>
        ) : null}
      </div>
    </form>
  );
}
