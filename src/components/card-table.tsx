// A dashboard table whose rows become cards on a phone (.card-table on the <table>): the header row
// is hidden there, and each cell shows its column's name beside the value (real text, so screen
// readers read it there too); on wider screens the name is hidden and the header row labels the
// columns. The orders, the wallet's movements and the bulk tracking's results use it.
import type { ReactNode } from 'react';
import './card-table.css';

export function LabelledCell({ label, className, colSpan, children }: { label: string; className?: string; colSpan?: number; children: ReactNode }) {
  return (
    <td className={className} colSpan={colSpan}>
      <span className="card-table__label">{label}</span>
      <span className="card-table__value">{children}</span>
    </td>
  );
}
