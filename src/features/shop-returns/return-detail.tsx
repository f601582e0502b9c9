// One request as the shop sees it: the customer, the order, the items and reasons, the customer's
// photos (private: read with the bearer, shown from blobs), the return shipment (AWB, code or label,
// deadline, tracking), the withdrawal statement, the history, the moves its status allows and, for a
// cash-on-delivery order, its refund from the shop's ramburs. A move's result is announced (a live region that is always there) and
// the request is read again; focus goes to the heading when the request opens.
import { useCallback, useEffect, useState } from 'react';
import { Link } from 'react-router-dom';
import { Button } from '../../components/button.tsx';
import { Notice } from '../../components/notice.tsx';
import { ReturnStatusBadge } from '../../components/return-status-badge.tsx';
import { Skeleton } from '../../components/skeleton.tsx';
import { fill } from '../../i18n/fill.ts';
import { roShopReturns } from '../../i18n/ro-shop-returns.ts';
import { formatDate, formatDateTime, formatRon } from '../../lib/format.ts';
import { useFocusWhenPainted } from '../../lib/use-focus-when-painted.ts';
import { CodRefundPanel } from './cod-refund-panel.tsx';
import { ReturnActions } from './return-actions.tsx';
import { getReturn, photoBlob, type ReturnDetail as Detail } from './shop-returns-api.ts';

const t = roShopReturns;

/** The return shipment (an order of the shop's, or of its customer while they pay): AWB, code or label, deadline, tracking. */
function ShipmentFacts({ shipment }: { shipment: NonNullable<Detail['shipment']> }) {
  return (
    <div>
      <dt>{t.shipment}</dt>
      <dd>
        {t.shipmentOrder} {shipment.order_number} · {t.shipmentPrice} {formatRon(shipment.price_bani / 100)}
        {shipment.customer_due_bani > 0 ? ` · ${t.shipmentAwaiting} (${t.shipmentDue} ${formatRon(shipment.customer_due_bani / 100)})` : ''}
        {shipment.booking_failure ? (
          <>
            <br />
            {t.shipmentFailed}: {shipment.booking_failure}
          </>
        ) : null}
        {shipment.awb ? (
          <>
            <br />
            {t.shipmentAwb} <span className="returns-facts__code">{shipment.awb}</span> · {shipment.carrier_name}
            {shipment.demo ? ` (${t.shipmentDemo})` : ''}
            <br />
            {shipment.code ? (
              <>
                {t.shipmentCode}: <span className="returns-facts__code">{shipment.code.value}</span>
              </>
            ) : (
              t.shipmentLabel
            )}
            {shipment.drop_off_deadline ? (
              <>
                <br />
                {t.shipmentDeadline}: {formatDateTime(shipment.drop_off_deadline)}
              </>
            ) : null}
            {shipment.track_url ? (
              <>
                <br />
                <Link to={shipment.track_url}>{t.shipmentTrack}</Link>
              </>
            ) : null}
          </>
        ) : null}
      </dd>
    </div>
  );
}

function Photo({ url, n }: { url: string; n: number }) {
  const [src, setSrc] = useState<string | null>(null);
  const [failed, setFailed] = useState(false);
  useEffect(() => {
    const controller = new AbortController();
    let made: string | null = null;
    photoBlob(url, controller.signal).then(
      (blob) => setSrc((made = URL.createObjectURL(blob))),
      (error: unknown) => (error as Error)?.name !== 'AbortError' && setFailed(true),
    );
    return () => {
      controller.abort();
      if (made) URL.revokeObjectURL(made);
    };
  }, [url]);
  if (failed) return <p className="returns__muted">{t.photoFailed}</p>;
  return src ? (
    <a href={src} target="_blank" rel="noopener">
      <img className="returns-photo" src={src} alt={fill(t.photoAlt, { n })} />
    </a>
  ) : (
    <Skeleton lines={1} height="6rem" />
  );
}

export interface ReturnDetailProps {
  id: number;
  backHref: string;
  /** A move was made: the list's counts change. */
  onMoved(): void;
}

export function ReturnDetailView({ id, backHref, onMoved }: ReturnDetailProps) {
  const [detail, setDetail] = useState<{ status: 'loading' } | { status: 'failed'; text: string } | { status: 'ready'; request: Detail }>({ status: 'loading' });
  const [result, setResult] = useState<{ tone: 'success' | 'error'; text: string } | null>(null);
  const [reload, setReload] = useState(0);
  const focusWhenPainted = useFocusWhenPainted();

  useEffect(() => {
    const controller = new AbortController();
    getReturn(id, controller.signal).then(
      (request) => setDetail({ status: 'ready', request }),
      (error: unknown) => {
        if ((error as Error)?.name !== 'AbortError') setDetail({ status: 'failed', text: (error as Error)?.message || t.detailFailed });
      },
    );
    return () => controller.abort();
  }, [id, reload]);
  useEffect(() => focusWhenPainted('retur-detaliu-titlu'), [id, focusWhenPainted]);

  const onDone = useCallback(
    (outcome: { tone: 'success' | 'error'; text: string }) => {
      setResult({ tone: outcome.tone, text: outcome.text });
      setReload((n) => n + 1);
      onMoved();
      // The button pressed may be gone with the status: focus goes back to the request's heading.
      focusWhenPainted('retur-detaliu-titlu');
    },
    [onMoved, focusWhenPainted],
  );

  const request = detail.status === 'ready' ? detail.request : null;
  return (
    <article className="returns-detail" aria-labelledby="retur-detaliu-titlu">
      <Link to={backHref}>{t.backToInbox}</Link>
      <h2 id="retur-detaliu-titlu" className="returns__subtitle" tabIndex={-1}>
        {fill(t.detailTitle, { id })}
        {request ? <ReturnStatusBadge status={request.status}>{request.status_name}</ReturnStatusBadge> : null}
      </h2>
      <div role="status">{result?.tone === 'success' ? <Notice tone="success" live={false}><p>{result.text}</p></Notice> : null}</div>
      <div role="alert">{result?.tone === 'error' ? <Notice tone="error" live={false}><p>{result.text}</p></Notice> : null}</div>
      {detail.status === 'loading' ? <Skeleton lines={6} height="2rem" /> : null}
      {detail.status === 'failed' ? (
        <Notice tone="error" action={<Button variant="secondary" onClick={() => setReload((n) => n + 1)}>{t.retryLoad}</Button>}>
          <p>{detail.text}</p>
        </Notice>
      ) : null}
      {request ? (
        <>
          <ReturnActions request={request} onDone={onDone} />
          <CodRefundPanel key={request.id} request={request} onDone={onDone} />
          <dl className="returns-facts">
            <div>
              <dt>{t.customer}</dt>
              <dd>
                {request.contact.name}
                <br />
                <a href={`mailto:${request.contact.email}`}>{request.contact.email}</a> · <a href={`tel:${request.contact.phone.replace(/\s/g, '')}`}>{request.contact.phone}</a>
                <br />
                {[request.contact.street, request.contact.locality_name, request.contact.county_name, request.contact.postal_code].filter(Boolean).join(', ')}
              </dd>
            </div>
            <div>
              <dt>{t.order}</dt>
              <dd>
                {request.order_reference}
                {request.order_awb ? ` · ${t.awb} ${request.order_awb}` : ''}
                <br />
                {t.delivered}: {request.order_delivered_at ? formatDate(request.order_delivered_at) : t.notDelivered}
                {request.cash_on_delivery ? ` · ${t.cod}` : ''}
              </dd>
            </div>
            {request.refund_iban ? (
              <div>
                <dt>{t.refundIban}</dt>
                <dd className="returns-facts__code">{request.refund_iban}</dd>
              </div>
            ) : null}
            <div>
              <dt>{t.dropOff}</dt>
              <dd>
                {request.drop_off_name}
                {request.carrier_name ? ` · ${t.carrier}: ${request.carrier_name}` : ''}
              </dd>
            </div>
            {request.refusal_reason ? (
              <div>
                <dt>{t.refusal}</dt>
                <dd>{request.refusal_reason}</dd>
              </div>
            ) : null}
            {request.shipment ? <ShipmentFacts shipment={request.shipment} /> : null}
          </dl>
          <h3>{t.items}</h3>
          <ul className="returns-items">
            {request.items.map((item, i) => (
              <li key={i}>
                <strong>{fill(t.quantity, { n: item.quantity })} {item.name}</strong> – {item.reason}
              </li>
            ))}
          </ul>
          <h3>{t.photos}</h3>
          <p className="returns__muted">{request.photos.length ? t.photosPrivate : t.noPhotos}</p>
          {request.photos.length ? (
            <ul className="returns-photos">
              {request.photos.map((p, i) => (
                <li key={p.id}>
                  <Photo url={p.url} n={i + 1} />
                </li>
              ))}
            </ul>
          ) : null}
          <h3>{t.history}</h3>
          <ol className="returns-history">
            {request.history.map((h, i) => (
              <li key={i}>
                <time dateTime={h.at}>{formatDateTime(h.at)}</time> – {h.status_name}
                {h.note ? `: ${h.note}` : ''}
              </li>
            ))}
          </ol>
          <details className="returns-statement">
            <summary>{t.statement}</summary>
            <p className="returns__muted">{fill(t.statedAt, { at: formatDateTime(request.stated_at), confirmed: formatDateTime(request.confirmed_at) })}</p>
            <p className="returns-statement__text">{request.statement.text}</p>
          </details>
        </>
      ) : null}
    </article>
  );
}
