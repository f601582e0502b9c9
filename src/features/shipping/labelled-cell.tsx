// A cell of the dashboard's money tables (orders, wallet movements). On a phone, where the rows
// become cards and the header row is hidden, the cell shows its column's name beside the value (real
// text, so screen readers read it there too); on wider screens the name is hidden and the header row
// labels the columns. Styles: .orders-table in order.css.
import type { ReactNode } from 'react';

export function LabelledCell({ label, className, children }: { label: string; className?: string; children: ReactNode }) {
  return (
    <td className={className}>
      <span className="orders-table__label">{label}</span>
      <span className="orders-table__value">{children}</span>
    </td>
  );
}
