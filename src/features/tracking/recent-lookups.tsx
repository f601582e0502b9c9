// The AWBs looked up on this device (newest first, at most 20): each with its last known status
// and how long ago it was checked; it opens again with one click (at once from the saved copy,
// then refreshed) and can be removed, one by one or all together.
import { Button } from '../../components/button.tsx';
import { EmptyState } from '../../components/empty-state.tsx';
import { Skeleton } from '../../components/skeleton.tsx';
import type { RecentLookup } from '../../lib/db.ts';
import { fillTracking, roTracking } from '../../i18n/ro-tracking.ts';
import { CARRIERS } from '../../shared/carriers.ts';
import { formatAge } from './tracking-format.ts';

const t = roTracking;

export interface RecentLookupsProps {
  recent: readonly RecentLookup[];
  loaded: boolean;
  now: number;
  onOpen: (lookup: RecentLookup) => void;
  onRemove: (awb: string) => void;
  onClear: () => void;
}

export function RecentLookups({ recent, loaded, now, onOpen, onRemove, onClear }: RecentLookupsProps) {
  if (!loaded) {
    return (
      <section className="track-recent" aria-labelledby="cautari-recente" aria-busy="true">
        <h2 id="cautari-recente">{t.recentTitle}</h2>
        <Skeleton lines={2} height="3rem" />
      </section>
    );
  }
  if (recent.length === 0) {
    return (
      <section className="track-recent" aria-label={t.recentTitle}>
        <EmptyState title={t.recentEmptyTitle}>
          <p>{t.recentEmptyText}</p>
        </EmptyState>
      </section>
    );
  }
  return (
    <section className="track-recent" aria-labelledby="cautari-recente">
      <div className="track-recent__head">
        <h2 id="cautari-recente">{t.recentTitle}</h2>
        <Button variant="ghost" className="track-recent__clear" onClick={onClear} aria-label={t.recentClearLabel}>
          {t.recentClear}
        </Button>
      </div>
      <ul className="track-recent__list">
        {recent.map((lookup) => {
          const carrier = CARRIERS.find((c) => c.slug === lookup.carrier)?.name;
          return (
            <li key={lookup.awb} className="track-recent__item">
              <button type="button" className="track-recent__open" onClick={() => onOpen(lookup)}>
                <span className="track-recent__awb">{lookup.awb}</span>
                <span className="track-recent__meta">
                  {[carrier, lookup.lastStatus ?? t.recentNoStatus].filter(Boolean).join(' · ')}
                </span>
                <span className="track-recent__age">{fillTracking(t.recentChecked, { age: formatAge(lookup.lookedUpAt, now) })}</span>
              </button>
              <Button variant="ghost" className="track-recent__remove" onClick={() => onRemove(lookup.awb)} aria-label={fillTracking(t.recentRemoveLabel, { awb: lookup.awb })}>
                {t.recentRemove}
              </Button>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
