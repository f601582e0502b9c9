// Section navigation of the dashboard: a labelled <nav>, the current entry marked with
// aria-current="page". A vertical list beside the content on wide screens, a horizontally
// scrolling row on phones: the current entry is scrolled into view, and an edge with more entries
// behind it fades out and carries an arrow that scrolls on (pointer only: the keyboard reaches
// every entry by Tab, which scrolls it into view).
import { useEffect, useRef, useState } from 'react';
import { Link } from 'react-router-dom';
import { roAccount } from '../../i18n/ro-account.ts';
import type { DashboardSectionSlug } from '../../shared/dashboard-sections.ts';
import { DASHBOARD_NAV } from './dashboard-sections.ts';

interface Overflow {
  /** Entries hidden before the visible part of the row. */
  before: boolean;
  /** Entries hidden after it. */
  after: boolean;
}

/** Under this many pixels of hidden row, an edge counts as reached (rounding, sub-pixel widths). */
const EDGE_SLACK = 2;

function overflowOf(list: HTMLElement): Overflow {
  const hidden = list.scrollWidth - list.clientWidth;
  if (hidden <= EDGE_SLACK) return { before: false, after: false };
  return { before: list.scrollLeft > EDGE_SLACK, after: list.scrollLeft < hidden - EDGE_SLACK };
}

function smooth(): ScrollBehavior {
  return window.matchMedia('(prefers-reduced-motion: reduce)').matches ? 'auto' : 'smooth';
}

export function DashboardNav({ current }: { current: DashboardSectionSlug | null }) {
  const listRef = useRef<HTMLUListElement>(null);
  const [overflow, setOverflow] = useState<Overflow>({ before: false, after: false });

  useEffect(() => {
    const list = listRef.current;
    const active = list?.querySelector<HTMLElement>('[aria-current="page"]');
    // Only the row scrolls (never the page): keeps the current section visible on a phone.
    if (active && list && list.scrollWidth > list.clientWidth) {
      const listBox = list.getBoundingClientRect();
      const activeBox = active.getBoundingClientRect();
      const activeCentre = activeBox.left - listBox.left + list.scrollLeft + activeBox.width / 2;
      list.scrollLeft = activeCentre - list.clientWidth / 2;
    }
    if (list) setOverflow(overflowOf(list));
  }, [current]);

  useEffect(() => {
    const list = listRef.current;
    if (!list) return;
    let frame = 0;
    const update = () => {
      cancelAnimationFrame(frame);
      frame = requestAnimationFrame(() => {
        setOverflow((previous) => {
          const next = overflowOf(list);
          return next.before === previous.before && next.after === previous.after ? previous : next;
        });
      });
    };
    list.addEventListener('scroll', update, { passive: true });
    const resize = typeof ResizeObserver === 'function' ? new ResizeObserver(update) : null;
    resize?.observe(list);
    return () => {
      cancelAnimationFrame(frame);
      list.removeEventListener('scroll', update);
      resize?.disconnect();
    };
  }, []);

  const scrollBy = (direction: 1 | -1) => {
    const list = listRef.current;
    if (list) list.scrollBy({ left: direction * list.clientWidth * 0.7, behavior: smooth() });
  };

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
      {overflow.before ? (
        <button type="button" className="dashboard-nav__more dashboard-nav__more--before" tabIndex={-1} aria-hidden="true" onClick={() => scrollBy(-1)}>
          <span className="dashboard-nav__chevron" />
        </button>
      ) : null}
      {overflow.after ? (
        <button type="button" className="dashboard-nav__more dashboard-nav__more--after" tabIndex={-1} aria-hidden="true" onClick={() => scrollBy(1)}>
          <span className="dashboard-nav__chevron" />
        </button>
      ) : null}
    </nav>
  );
}
