// Selecting orders in the dashboard's list: a checkbox per order and one above the list for the whole
// page (checked, unchecked or mixed), native checkboxes so Tab and Space work as everywhere, each
// labelled with its order's number. The selection holds the page's orders only: a new page starts
// with none selected.
import { useEffect, useRef, useState } from 'react';
import { fill } from '../../i18n/fill.ts';
import { roBulk } from '../../i18n/ro-bulk.ts';
import type { OrderDto } from './orders-api.ts';

const t = roBulk.selection;

export interface OrderSelection {
  /** The selected orders, in the page's order. */
  selected: OrderDto[];
  isSelected: (id: number) => boolean;
  toggle: (id: number) => void;
  /** Selects the whole page, or none when it is all selected already. */
  togglePage: () => void;
  clear: () => void;
  pageState: 'none' | 'some' | 'all';
}

export function useOrderSelection(orders: readonly OrderDto[]): OrderSelection {
  const pageKey = orders.map((o) => o.id).join(',');
  // Kept with the page it was made on: another page (or the list read again) starts with none.
  const [state, setState] = useState<{ key: string; ids: ReadonlySet<number> }>({ key: pageKey, ids: new Set() });
  const ids = state.key === pageKey ? state.ids : new Set<number>();
  const setIds = (next: (current: ReadonlySet<number>) => ReadonlySet<number>) => setState({ key: pageKey, ids: next(ids) });
  const selected = orders.filter((o) => ids.has(o.id));
  const pageState = selected.length === 0 ? 'none' : selected.length === orders.length ? 'all' : 'some';
  return {
    selected,
    isSelected: (id) => ids.has(id),
    toggle: (id) =>
      setIds((current) => {
        const next = new Set(current);
        if (next.has(id)) next.delete(id);
        else next.add(id);
        return next;
      }),
    togglePage: () => setIds(() => (pageState === 'all' ? new Set() : new Set(orders.map((o) => o.id)))),
    clear: () => setIds(() => new Set()),
    pageState,
  };
}

/** The page's checkbox (checked, unchecked or mixed), above the list: on a phone too, where the header row is hidden. */
export function SelectPageToggle({ selection }: { selection: OrderSelection }) {
  const box = useRef<HTMLInputElement>(null);
  useEffect(() => {
    if (box.current) box.current.indeterminate = selection.pageState === 'some';
  }, [selection.pageState]);
  return (
    <label className="orders-select__label orders-select__page">
      <input ref={box} type="checkbox" className="orders-select__box" checked={selection.pageState === 'all'} onChange={selection.togglePage} />
      <span>{t.selectPage}</span>
    </label>
  );
}

/** The header cell of the checkbox column. */
export function SelectColumnHeader() {
  return (
    <th scope="col" className="orders-table__select">
      <span className="visually-hidden">{t.selectColumn}</span>
    </th>
  );
}

/** An order's checkbox, in its row (on a phone, at the top of its card, with its column's name). */
export function SelectOrderCell({ selection, order }: { selection: OrderSelection; order: OrderDto }) {
  return (
    <td className="orders-table__select">
      <label className="orders-select__label">
        <input type="checkbox" className="orders-select__box" checked={selection.isSelected(order.id)} onChange={() => selection.toggle(order.id)} />
        <span className="visually-hidden">{fill(t.selectOne, { number: order.number })}</span>
        <span className="orders-select__phone" aria-hidden="true">
          {t.selectColumn}
        </span>
      </label>
    </td>
  );
}
