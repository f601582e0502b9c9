// The invoices' filters: kind, issue days (the browser's own date picker) and a search by invoice or
// order number. Edited locally and applied on submit (one request, not one per key stroke); the
// applied ones come from the query string, so Back or a shared link fills the form again.
import { useState, type FormEvent } from 'react';
import { Button } from '../../components/button.tsx';
import { Field } from '../../components/field.tsx';
import { SelectField } from '../../components/select-field.tsx';
import { roInvoices } from '../../i18n/ro-invoices.ts';
import { hasFilter, NO_FILTER, type InvoiceFilter } from './invoices-api.ts';

const t = roInvoices;

const KIND_OPTIONS = [
  { value: '', label: t.kindOptions.all },
  { value: 'invoice', label: t.kindOptions.invoice },
  { value: 'credit_note', label: t.kindOptions.credit_note },
] as const;

export type FilterErrors = Partial<Record<keyof InvoiceFilter, string>>;

export interface InvoiceFiltersProps {
  applied: InvoiceFilter;
  errors: FilterErrors;
  onApply(filter: InvoiceFilter): void;
}

const same = (a: InvoiceFilter, b: InvoiceFilter) => a.kind === b.kind && a.from === b.from && a.to === b.to && a.q === b.q;

export function InvoiceFilters({ applied, errors, onApply }: InvoiceFiltersProps) {
  const [draft, setDraft] = useState<InvoiceFilter>(applied);
  const [shown, setShown] = useState<InvoiceFilter>(applied);
  // The URL changed under the form (Back, a link): the form follows it (state adjusted while rendering).
  if (!same(shown, applied)) {
    setShown(applied);
    setDraft(applied);
  }
  const set = (next: Partial<InvoiceFilter>) => setDraft((d) => ({ ...d, ...next }));
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onApply({ ...draft, q: draft.q.trim() });
  };
  return (
    <form className="invoice-filters" noValidate onSubmit={submit} aria-labelledby="facturi-filtre">
      <h2 id="facturi-filtre" className="invoices__subtitle">
        {t.filtersTitle}
      </h2>
      <div className="invoice-filters__fields">
        <SelectField
          id="facturi-tip"
          label={t.kind}
          options={KIND_OPTIONS}
          value={draft.kind}
          error={errors.kind}
          onChange={(e) => set({ kind: e.target.value as InvoiceFilter['kind'] })}
        />
        <Field id="facturi-de-la" type="date" label={t.from} value={draft.from} error={errors.from} onChange={(e) => set({ from: e.target.value })} />
        <Field id="facturi-pana-la" type="date" label={t.to} value={draft.to} error={errors.to} onChange={(e) => set({ to: e.target.value })} />
        <Field
          id="facturi-cauta"
          type="search"
          label={t.search}
          placeholder={t.searchPlaceholder}
          value={draft.q}
          error={errors.q}
          autoComplete="off"
          spellCheck={false}
          maxLength={40}
          onChange={(e) => set({ q: e.target.value })}
        />
      </div>
      <div className="invoice-filters__actions">
        <Button type="submit">{t.apply}</Button>
        {hasFilter(applied) || hasFilter(draft) ? (
          <Button
            variant="ghost"
            onClick={() => {
              setDraft(NO_FILTER);
              onApply(NO_FILTER);
            }}
          >
            {t.reset}
          </Button>
        ) : null}
      </div>
    </form>
  );
}
