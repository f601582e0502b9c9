// One AWB's answer: the current status first (name, description, final marked), the estimated
// delivery, the carrier with a link to its site, and the events newest first. A not-found AWB
// shows the server's message. How fresh the answer is (saved, offline, refreshing, queued) is
// said above it, in words. A parcel of the simulated network (demo) says so first.
import { Link } from 'react-router-dom';
import { DemoNote } from '../../components/demo-note.tsx';
import { Skeleton } from '../../components/skeleton.tsx';
import { Unbroken } from '../../components/unbroken.tsx';
import { roDemo } from '../../i18n/ro-demo.ts';
import { fillTracking, roTracking } from '../../i18n/ro-tracking.ts';
import { CARRIERS } from '../../shared/carriers.ts';
import { STATUS, type TrackingItem } from './tracking-api.ts';
import { formatDateTime, formatWeekdayDay } from '../../lib/format.ts';
import { formatAge } from './tracking-format.ts';
import { ParcelActions } from './parcel-actions.tsx';
import type { ResultEntry } from './tracking-store.ts';

const t = roTracking;

export type StatusTone = 'done' | 'stopped' | 'problem' | 'waiting' | 'moving';

export function statusTone(id: number | null | undefined): StatusTone {
  switch (id) {
    case STATUS.delivered:
      return 'done';
    case STATUS.cancelled:
    case STATUS.returned:
      return 'stopped';
    case STATUS.deliveryFailed:
    case STATUS.returning:
      return 'problem';
    case STATUS.inLocker:
      return 'waiting';
    default:
      return 'moving';
  }
}

/** Booked on the simulated network (an item saved before the field existed has none: not a demo). */
export function isDemo(item: TrackingItem | null | undefined): boolean {
  return item?.demo === true;
}

export function carrierName(item: TrackingItem): string | null {
  return item.carrier ?? CARRIERS.find((c) => c.id === item.carrier_id)?.name ?? null;
}

function carrierSite(item: TrackingItem): string | null {
  return item.carrier_website ?? CARRIERS.find((c) => c.id === item.carrier_id)?.website ?? null;
}

/** A short line on how fresh the answer is; null when it is this moment's answer. */
export function freshnessText(entry: ResultEntry, now: number): string | null {
  if (entry.phase === 'queued') return t.queued;
  if (!entry.item || entry.fetchedAt === null) return null;
  const age = formatAge(entry.fetchedAt, now);
  if (entry.stale === 'offline') return fillTracking(t.offlineSaved, { age });
  if (entry.stale === 'failed') return fillTracking(t.refreshFailed, { age });
  if (entry.refreshing) return `${t.refreshing} ${fillTracking(t.savedAge, { age })}`;
  return null;
}

function Freshness({ entry, now }: { entry: ResultEntry; now: number }) {
  const text = freshnessText(entry, now);
  if (!text) return null;
  const tone = entry.phase === 'queued' || entry.stale ? 'warning' : 'info';
  return (
    <p className={`track-fresh track-fresh--${tone}`}>
      {entry.refreshing ? <span className="track-fresh__spinner" aria-hidden="true" /> : null}
      {text}
    </p>
  );
}

function Timeline({ item }: { item: TrackingItem }) {
  const events = [...item.history].reverse();
  return (
    <div className="track-timeline">
      <h4 className="track-timeline__title">{t.timelineTitle}</h4>
      {events.length === 0 ? (
        <p className="track-muted">{t.timelineEmpty}</p>
      ) : (
        <ol className="track-timeline__list">
          {events.map((event, i) => (
            <li
              key={`${event.timestamp}-${event.status_id}-${i}`}
              className={`track-event track-event--${statusTone(event.status_id)}${i === 0 ? ' track-event--current' : ''}`}
            >
              <p className="track-event__head">
                <strong className="track-event__status">{event.status}</strong>
                <time className="track-event__time" dateTime={event.timestamp}>
                  {formatDateTime(event.timestamp)}
                </time>
              </p>
              {event.status_description || event.location ? (
                <p className="track-event__detail">
                  {event.status_description}
                  {event.location ? <span className="track-event__place">{event.location}</span> : null}
                </p>
              ) : null}
            </li>
          ))}
        </ol>
      )}
    </div>
  );
}

function deliveredAt(item: TrackingItem): string | null {
  const event = [...item.history].reverse().find((e) => e.status_id === STATUS.delivered);
  return event ? formatDateTime(event.timestamp) : null;
}

function FoundBody({ item, now, fetchedAt }: { item: TrackingItem; now: number; fetchedAt: number | null }) {
  const tone = statusTone(item.current_status_id);
  const name = carrierName(item);
  const site = carrierSite(item);
  const delivered = item.current_status_id === STATUS.delivered ? deliveredAt(item) : null;
  return (
    <>
      {isDemo(item) ? <DemoNote>{roDemo.tracking}</DemoNote> : null}
      <div className={`track-status track-status--${tone}`}>
        <p className="track-status__label">{t.currentStatus}</p>
        <p className="track-status__name">
          <span>{item.current_status ?? t.noStatus}</span>
          {item.is_current_status_final ? <span className="track-status__final">{t.finalStatus}</span> : null}
        </p>
        {item.current_status_description ? <p className="track-status__desc">{item.current_status_description}</p> : null}
      </div>
      {delivered ? (
        <p className="track-card__eta">
          {t.deliveredOn} <strong>{delivered}</strong>
        </p>
      ) : item.estimated_delivery_date && !item.is_current_status_final ? (
        <p className="track-card__eta">
          {t.estimatedDelivery} <strong>{formatWeekdayDay(item.estimated_delivery_date, now)}</strong>
        </p>
      ) : null}
      <ParcelActions item={item} />
      <dl className="track-facts">
        {name ? (
          <div>
            <dt>{t.carrier}</dt>
            <dd>
              {name}
              {site ? (
                <>
                  {' · '}
                  <a href={site} target="_blank" rel="noopener noreferrer">
                    {fillTracking(t.carrierSite, { carrier: name })}
                    <span className="visually-hidden"> {t.newTab}</span>
                  </a>
                </>
              ) : null}
            </dd>
          </div>
        ) : null}
        {item.reference ? (
          <div>
            <dt>{item.order_id !== null ? t.yourOrder : t.reference}</dt>
            <dd>
              {item.order_id !== null ? (
                <Link to={`/dashboard/comenzi?comanda=${item.order_id}`}>
                  <Unbroken text={item.reference} />
                </Link>
              ) : (
                <Unbroken text={item.reference} />
              )}
            </dd>
          </div>
        ) : null}
        {item.updated_at ? (
          <div>
            <dt>{t.lastUpdate}</dt>
            <dd>{formatDateTime(item.updated_at)}</dd>
          </div>
        ) : null}
      </dl>
      <Timeline item={item} />
      {fetchedAt !== null ? <p className="track-muted track-card__checked">{fillTracking(t.checkedAt, { age: formatAge(fetchedAt, now) })}</p> : null}
    </>
  );
}

function NotFoundBody({ item }: { item: TrackingItem }) {
  // Our shipment with another carrier than the one asked: the message says whose, the link looks it up there.
  const other = CARRIERS.find((c) => c.id === item.other_carrier_id);
  return (
    <div className="track-status track-status--missing">
      <p className="track-status__name">{t.notFoundTitle}</p>
      <p className="track-status__desc">{item.message || t.notFoundDefault}</p>
      {other ? (
        <p>
          <Link to={`/tracking?${new URLSearchParams({ awb: item.awb, curier: other.slug })}`}>{fillTracking(t.otherCarrierLink, { awb: item.awb, carrier: other.name })}</Link>
        </p>
      ) : item.message ? (
        <p className="track-muted">{t.notFoundHint}</p>
      ) : null}
    </div>
  );
}

export interface ResultCardProps {
  entry: ResultEntry;
  now: number;
  /** false inside the compact list, whose row already names the AWB. */
  showTitle?: boolean;
}

export function ResultCard({ entry, now, showTitle = true }: ResultCardProps) {
  const { item } = entry;
  const titleId = `awb-${entry.awb}`;
  return (
    <article className="track-card" aria-labelledby={showTitle ? titleId : undefined} aria-label={showTitle ? undefined : fillTracking(t.awbTitle, { awb: entry.awb })}>
      {showTitle ? (
        <header className="track-card__head">
          <h3 id={titleId} className="track-card__title">
            {fillTracking(t.awbTitle, { awb: entry.awb })}
          </h3>
          {item && carrierName(item) ? <span className="track-badge">{carrierName(item)}</span> : null}
        </header>
      ) : null}
      <Freshness entry={entry} now={now} />
      {item?.found ? <FoundBody item={item} now={now} fetchedAt={entry.stale || entry.refreshing ? null : entry.fetchedAt} /> : null}
      {item && !item.found ? <NotFoundBody item={item} /> : null}
      {!item && entry.phase === 'loading' ? (
        <div aria-busy="true" aria-label={fillTracking(t.loading, { awb: entry.awb })}>
          <Skeleton lines={4} height="1.4rem" />
        </div>
      ) : null}
      {!item && entry.phase === 'failed' ? <p className="track-status__desc">{t.failed}</p> : null}
    </article>
  );
}
