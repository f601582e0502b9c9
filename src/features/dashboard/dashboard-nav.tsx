// Section navigation of the dashboard: a labelled <nav>, the current entry marked with
// aria-current="page". A vertical list beside the content on wide screens, a horizontally
// scrolling row on phones (the current entry is scrolled into view).
import { useEffect, useRef } from 'react';
import { Link } from 'react-router-dom';
import { roAccount } from '../../i18n/ro-account.ts';
import type { DashboardSectionSlug } from '../../shared/dashboard-sections.ts';
import { DASHBOARD_NAV } from './dashboard-sections.ts';

export function DashboardNav({ current }: { current: DashboardSectionSlug | null }) {
  const listRef = useRef<HTMLUListElement>(null);

  useEffect(() => {
    const active = listRef.current?.querySelector<HTMLElement>('[aria-current="page"]');
    const list = listRef.current;
    // Only the row scrolls (never the page): keeps the current section visible on a phone.
    if (active && list && list.scrollWidth > list.clientWidth) {
      list.scrollLeft = active.offsetLeft - list.clientWidth / 2 + active.offsetWidth / 2;
    }
  }, [current]);

  return (
    <nav className="dashboard-nav" aria-label={roAccount.dashboard.sectionsNav}>
      <ul className="dashboard-nav__list" ref={listRef}>
        {DASHBOARD_NAV.map((entry) => (
          <li key={entry.to}>
            <Link className="dashboard-nav__link" to={entry.to} aria-current={entry.slug === current ? 'page' : undefined}>
              {entry.label}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
