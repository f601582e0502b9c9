// The inbox's filters: the status with its count (links, the current one marked), then the reason
// (the page's own reasons), the dates received and a text search (customer, e-mail, phone, AWB,
// order), edited locally and applied on submit. The server's field messages go under their fields.
import { Link } from 'react-router-dom';
import { Field } from '../../components/field.tsx';
import { FilterForm } from '../../components/filter-form.tsx';
import { SelectField } from '../../components/select-field.tsx';
import { fill } from '../../i18n/fill.ts';
import { roShopReturns } from '../../i18n/ro-shop-returns.ts';
import { hasFilter, NO_FILTER, RETURN_STATUSES, type ReturnFilter, type ReturnPage, type ReturnStatus } from './shop-returns-api.ts';

const t = roShopReturns;

export type FilterErrors = Partial<Record<keyof ReturnFilter, string>>;

/** The statuses' names as the server writes them (services/returns/views.ts). */
export const STATUS_NAMES: Record<ReturnStatus, string> = {
  requested: 'Cerere nouă',
  approved: 'Aprobată',
  refused: 'Refuzată',
  label_issued: 'Etichetă emisă',
  in_transit: 'În tranzit',
  received: 'Primită de magazin',
  refunded: 'Rambursată',
  closed: 'Închisă',
};

export interface StatusLinksProps {
  counts: ReturnPage['counts'];
  current: ReturnFilter['status'];
  /** The query string of the inbox with status `status` (page 1). */
  hrefOf(status: ReturnFilter['status']): string;
}

export function StatusLinks({ counts, current, hrefOf }: StatusLinksProps) {
  const total = RETURN_STATUSES.reduce((sum, s) => sum + counts[s], 0);
  const entries: { status: ReturnFilter['status']; name: string; count: number }[] = [
    { status: '', name: t.statusAll, count: total },
    ...RETURN_STATUSES.map((s) => ({ status: s, name: STATUS_NAMES[s], count: counts[s] })),
  ];
  return (
    <nav className="returns-statuses" aria-label={t.statusNav}>
      <ul>
        {entries.map((e) => (
          <li key={e.status || 'toate'}>
            <Link className="returns-statuses__link" to={hrefOf(e.status)} aria-current={e.status === current ? 'true' : undefined}>
              {fill(t.statusCount, { name: e.name, count: e.count })}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}

export interface ReturnFiltersProps {
  applied: ReturnFilter;
  reasons: readonly string[];
  errors: FilterErrors;
  onApply(filter: ReturnFilter): void;
}

export function ReturnFilters({ applied, reasons, errors, onApply }: ReturnFiltersProps) {
  const statusOptions = [{ value: '', label: t.statusAll }, ...RETURN_STATUSES.map((s) => ({ value: s, label: STATUS_NAMES[s] }))];
  const known = applied.reason && !reasons.includes(applied.reason) ? [...reasons, applied.reason] : reasons;
  const reasonOptions = [{ value: '', label: t.reasonAll }, ...known.map((r) => ({ value: r, label: r }))];
  return (
    <FilterForm
      id="retururi-filtre"
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
          <SelectField id="retururi-stare" label={t.status} options={statusOptions} value={draft.status} error={errors.status} onChange={(e) => set({ status: e.target.value as ReturnFilter['status'] })} />
          <SelectField id="retururi-motiv" label={t.reason} options={reasonOptions} value={draft.reason} error={errors.reason} onChange={(e) => set({ reason: e.target.value })} />
          <Field id="retururi-de-la" type="date" label={t.from} value={draft.from} error={errors.from} onChange={(e) => set({ from: e.target.value })} />
          <Field id="retururi-pana-la" type="date" label={t.to} value={draft.to} error={errors.to} onChange={(e) => set({ to: e.target.value })} />
          <Field id="retururi-cauta" type="search" label={t.q} hint={t.qHint} value={draft.q} error={errors.q} maxLength={200} autoComplete="off" onChange={(e) => set({ q: e.target.value })} />
        </>
      )}
    </FilterForm>
  );
}
