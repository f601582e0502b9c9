// The pager under a list split into pages (orders, addresses, invoices, repayments, payouts): the
// previous and next page, and where the reader is. Nothing when everything fits on one page.
import { fill } from '../i18n/fill.ts';
import { ro } from '../i18n/ro.ts';
import { Button } from './button.tsx';
import './pager.css';

export interface PagerProps {
  /** The page shown (from 1) and how many there are. */
  page: number;
  pages: number;
  /** What the pages are of (the navigation's accessible name), e.g. 'Paginile facturilor'. */
  label: string;
  onPage(page: number): void;
}

export function Pager({ page, pages, label, onPage }: PagerProps) {
  if (pages <= 1) return null;
  return (
    <nav className="pager" aria-label={label}>
      <Button variant="secondary" disabled={page <= 1} onClick={() => onPage(page - 1)}>
        {ro.pager.previous}
      </Button>
      <span>{fill(ro.pager.pageOf, { page, pages })}</span>
      <Button variant="secondary" disabled={page >= pages} onClick={() => onPage(page + 1)}>
        {ro.pager.next}
      </Button>
    </nav>
  );
}
