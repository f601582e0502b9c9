// The repayments' filters: state, delivery dates (the browser's own date picker) and AWB. Edited
// locally, applied on submit (one request, not one per key stroke); "all" clears them.
import { FilterForm } from '../../components/filter-form.tsx';
import { Field } from '../../components/field.tsx';
import { SelectField } from '../../components/select-field.tsx';
import { roRepayments } from '../../i18n/ro-repayments.ts';
import { hasFilter, NO_FILTER, type RepaymentFilter } from './repayments-api.ts';

const t = roRepayments;

const STATUS_OPTIONS = [
  { value: '', label: t.statusAll },
  { value: 'pending', label: t.repaymentStatus.pending },
  { value: 'paid', label: t.repaymentStatus.paid },
  { value: 'cancelled', label: t.repaymentStatus.cancelled },
] as const;

export interface RepaymentFiltersProps {
  applied: RepaymentFilter;
  errors: Partial<Record<keyof RepaymentFilter, string>>;
  onApply(filter: RepaymentFilter): void;
}

export function RepaymentFilters({ applied, errors, onApply }: RepaymentFiltersProps) {
  return (
    <FilterForm
      id="rambursuri-filtre"
      title={t.filtersTitle}
      applied={applied}
      empty={NO_FILTER}
      isSet={hasFilter}
      normalise={(f) => ({ ...f, awb: f.awb.trim() })}
      applyLabel={t.apply}
      resetLabel={t.reset}
      onApply={onApply}
    >
      {(draft, set) => (
        <>
          <SelectField
            id="rambursuri-stare"
            label={t.status}
            options={STATUS_OPTIONS}
            value={draft.status}
            error={errors.status}
            onChange={(e) => set({ status: e.target.value as RepaymentFilter['status'] })}
          />
          <Field id="rambursuri-de-la" type="date" label={t.from} value={draft.from} error={errors.from} onChange={(e) => set({ from: e.target.value })} />
          <Field id="rambursuri-pana-la" type="date" label={t.to} value={draft.to} error={errors.to} onChange={(e) => set({ to: e.target.value })} />
          <Field
            id="rambursuri-awb"
            label={t.awb}
            value={draft.awb}
            error={errors.awb}
            inputMode="text"
            autoComplete="off"
            maxLength={20}
            onChange={(e) => set({ awb: e.target.value })}
          />
        </>
      )}
    </FilterForm>
  );
}
