// The bulk tracking's answer: one row per AWB, in the order pasted: carrier, status (Romanian), the
// last event and its date, and for the account's own parcels the cash on delivery (its state and
// amount) and a link to the order. An AWB without data says why and links to the public tracking
// page, which asks the carrier. On a phone each row is a card whose values carry their column's name.
import { Link } from 'react-router-dom';
import { LabelledCell } from '../../components/card-table.tsx';
import { DemoTag } from '../../components/demo-note.tsx';
import { formatDateTime, formatRon } from '../../lib/format.ts';
import { fill } from '../../i18n/fill.ts';
import { awbCountText, roBulk } from '../../i18n/ro-bulk.ts';
import { roDemo } from '../../i18n/ro-demo.ts';
import { trackingPath } from '../../shared/tracking.ts';
import type { BulkTrackingItem } from './bulk-tracking-api.ts';

const t = roBulk.tracking;
const C = t.columns;

function Cod({ item }: { item: BulkTrackingItem }) {
  if (!item.cod) return <span className="bulk-table__muted">{t.noCodShown}</span>;
  if (item.cod.state === 'none') return <>{item.cod.state_label}</>;
  return (
    <>
      <span className="no-wrap">{formatRon(item.cod.amount_bani / 100)}</span>
      <br />
      <small>{item.cod.state_label}</small>
    </>
  );
}

export function BulkTrackingResults({ items }: { items: readonly BulkTrackingItem[] }) {
  const found = items.filter((i) => i.found).length;
  return (
    <section className="bulk-results" aria-labelledby="rezultate-lot">
      <h2 id="rezultate-lot" className="bulk-results__title">
        {t.resultsTitle}
      </h2>
      <p role="status">{fill(t.summary, { count: awbCountText(items.length), found, missing: items.length - found })}</p>
      <table className="bulk-table card-table">
        <thead>
          <tr>
            {Object.values(C).map((label) => (
              <th key={label} scope="col">
                {label}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {items.map((item) => (
            <tr key={item.awb} className={item.found ? undefined : 'bulk-table__missing'}>
              <LabelledCell label={C.awb}>
                <Link className="no-wrap" to={trackingPath(item.awb)}>
                  {item.awb}
                </Link>
                {item.demo ? <DemoTag>{roDemo.awb}</DemoTag> : null}
              </LabelledCell>
              <LabelledCell label={C.carrier}>{item.carrier ?? '—'}</LabelledCell>
              {item.found ? (
                <>
                  <LabelledCell label={C.status}>
                    <strong>{item.status}</strong>
                  </LabelledCell>
                  <LabelledCell label={C.lastEvent}>
                    {item.last_event ?? '—'}
                    {item.last_event_location ? <small className="bulk-table__muted"> ({item.last_event_location})</small> : null}
                  </LabelledCell>
                  <LabelledCell label={C.date}>{item.last_event_at ? <time dateTime={item.last_event_at}>{formatDateTime(item.last_event_at)}</time> : '—'}</LabelledCell>
                  <LabelledCell label={C.cod}>
                    <Cod item={item} />
                  </LabelledCell>
                  <LabelledCell label={C.order}>
                    {item.own && item.order_id !== null ? (
                      <Link className="no-wrap" to={`/dashboard/comenzi?comanda=${item.order_id}`}>
                        {item.reference}
                      </Link>
                    ) : (
                      <span className="bulk-table__muted">{t.notOwn}</span>
                    )}
                  </LabelledCell>
                </>
              ) : (
                // Nothing stored: the reason across the row, and where to ask the carrier.
                <LabelledCell label={C.status} colSpan={5}>
                  {item.message} <Link to={trackingPath(item.awb)}>{t.openTracking}</Link>
                </LabelledCell>
              )}
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
}
