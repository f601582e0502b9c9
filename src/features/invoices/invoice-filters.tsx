// The invoices' filters: kind, issue days (the browser's own date picker) and a search by invoice or
// order number. Edited locally and applied on submit (one request, not one per key stroke); the
// applied ones come from the query string, so Back or a shared link fills the form again.
import { FilterForm } from '../../components/filter-form.tsx';
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

export function InvoiceFilters({ applied, errors, onApply }: InvoiceFiltersProps) {
  return (
    <FilterForm
      id="facturi-filtre"
      title={t.filtersTitle}
      applied={applied}
      empty={NO_FILTER}
      isSet={hasFilter}
      normalise={(f) => ({ ...f, q: f.q.trim() })}
      applyLabel={t.apply}
      resetLabel={t.reset}
      onApply={onApply}
    >
      {(draft, set) => (
        <>
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
        </>
      )}
    </FilterForm>
  );
}
