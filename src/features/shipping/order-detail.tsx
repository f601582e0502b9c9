// One order as its owner sees it (confirmation page, dashboard): number, status, carrier and
// service, AWB with the label (A6 or A4, through a signed link) and tracking, the two parties, the
// itemised price, the live tracking status (with the time of the last event; refreshed by the
// caller) and the history newest first, and cancel with a refund to the wallet or the card while
// the carrier has not picked the parcel up. A guest's reopened order (no account, so no bearer for
// the label-link or cancel calls) comes with its signed label links and without cancelling.
// An order of the simulated network says so (a note, and DEMO by its AWB); one the carrier refused
// gives the carrier's reason. A cancelled order offers no label (its AWB is void); cancelling asks
// first, in a dialog; a label is downloaded, so the installed app's window stays on the order.
import { useState } from 'react';
import { Button, ButtonLink } from '../../components/button.tsx';
import { ConfirmDialog } from '../../components/confirm-dialog.tsx';
import { DemoNote, DemoTag } from '../../components/demo-note.tsx';
import { Notice } from '../../components/notice.tsx';
import { Unbroken } from '../../components/unbroken.tsx';
import { formatDateTime, formatIsoDay } from '../../lib/format.ts';
import { HttpError } from '../../lib/http.ts';
import { downloadUrl } from '../../lib/save-file.ts';
import { fillOrder, roOrder } from '../../i18n/ro-order.ts';
import { roDemo } from '../../i18n/ro-demo.ts';
import { fillTracking, roTracking } from '../../i18n/ro-tracking.ts';
import { cancelOrder, labelLink, type LabelChoice, type OrderDto, type OrderParty } from './orders-api.ts';
import { formatBani, PriceBreakdown } from './price-breakdown.tsx';
import { trackingPath } from '../../shared/tracking.ts';
import './order.css';

const t = roOrder;

/** The carrier's reason for refusing the order, when it did; else null. */
export function bookingFailureText(order: Pick<OrderDto, 'order_status' | 'booking_failure'>): string | null {
  return order.order_status === 'booking_failed' && order.booking_failure ? fillOrder(t.bookingFailure, { reason: order.booking_failure }) : null;
}

function awbText(order: OrderDto): string {
  if (order.awb) return order.awb;
  if (order.order_status === 'paid') return t.awbComing;
  return order.order_status === 'booking_failed' ? '—' : t.awbPending;
}

function Party({ title, party }: { title: string; party: OrderParty }) {
  const place = [party.street_name, party.street_number].filter(Boolean).join(' ');
  // A locker end: the locker's name (the server's fixed_location_name; the app read a locker_name no answer has).
  const locker = party.fixed_location_name ?? null;
  return (
    <div>
      <h3 className="order-detail__party-title">{title}</h3>
      <p>
        {party.name ?? ''}
        <br />
        {locker ?? place}
        {locker || place ? <br /> : null}
        {[party.locality_name, party.county_name].filter(Boolean).join(', ')}
      </p>
    </div>
  );
}

export interface OrderDetailProps {
  order: OrderDto;
  onChanged: () => void;
  /** A guest's order: the signed label links of its answer (plain links), and no cancelling. */
  guestLabels?: { A6: string | null; A4: string | null };
}

function GuestLabelLinks({ labels }: { labels: NonNullable<OrderDetailProps['guestLabels']> }) {
  return (
    <>
      {labels.A6 ? (
        <a className="btn btn--primary" href={labels.A6} download>
          {t.downloadLabel}
        </a>
      ) : null}
      {labels.A4 ? (
        <a className="btn btn--secondary" href={labels.A4} download>
          {t.downloadLabelA4}
        </a>
      ) : null}
    </>
  );
}

export function OrderDetail({ order, onChanged, guestLabels }: OrderDetailProps) {
  const [notice, setNotice] = useState<{ tone: 'success' | 'error'; text: string } | null>(null);
  const [busy, setBusy] = useState(false);
  const [confirming, setConfirming] = useState<'wallet' | 'card' | null>(null);
  const lastEvent = order.history.at(-1);
  const events = [...order.history].reverse();
  const cancelled = order.order_status === 'cancelled';

  const [dpi, setDpi] = useState<203 | 300>(203);
  const openLabel = async (choice: LabelChoice) => {
    const zpl = choice.format === 'ZPL';
    try {
      const name = zpl ? `eticheta-${order.awb ?? order.id}-ZPL-${choice.dpi}dpi.zpl` : `eticheta-${order.awb ?? order.id}-${choice.format}.pdf`;
      downloadUrl(await labelLink(order.awb ?? '', choice), name);
      setNotice({ tone: 'success', text: zpl ? fillOrder(t.zplSaved, { dpi: String(choice.dpi) }) : fillOrder(t.labelSaved, { format: choice.format }) });
    } catch (error) {
      setNotice({ tone: 'error', text: error instanceof HttpError ? error.message : t.failed });
    }
  };

  const cancel = async (channel: 'wallet' | 'card') => {
    if (busy) return;
    setBusy(true);
    try {
      setNotice({ tone: 'success', text: (await cancelOrder(order.id, channel)) || t.cancelled });
      onChanged();
    } catch (error) {
      setNotice({ tone: 'error', text: error instanceof HttpError ? error.message : t.failed });
    } finally {
      setBusy(false);
      setConfirming(null);
    }
  };

  return (
    <article className="order-detail" aria-labelledby={`comanda-${order.id}`}>
      <header className="order-detail__head">
        <h2 id={`comanda-${order.id}`}>
          <Unbroken text={fillOrder(t.orderTitle, { number: order.number })} />
        </h2>
        <p className="order-detail__status">{order.current_status ?? order.order_status_label}</p>
      </header>
      {bookingFailureText(order) ? <p className="order-detail__failure">{bookingFailureText(order)}</p> : null}
      {order.test_mode ? <DemoNote>{roDemo.order}</DemoNote> : null}
      {order.current_status && (order.current_status_description || lastEvent) ? (
        <p className="order-detail__live">
          {order.current_status_description}
          {lastEvent ? (
            <>
              {order.current_status_description ? <br /> : null}
              <small>
                {fillTracking(roTracking.liveLastEvent, { when: formatDateTime(lastEvent.timestamp) })}
                {lastEvent.location ? ` · ${lastEvent.location}` : ''}
              </small>
            </>
          ) : null}
        </p>
      ) : null}
      {notice ? <Notice tone={notice.tone}>{<p>{notice.text}</p>}</Notice> : null}
      <dl className="offer-summary__facts">
        <div>
          <dt>{t.carrierLabel}</dt>
          <dd>
            {order.carrier_name} · {order.service_name}
          </dd>
        </div>
        <div>
          <dt>AWB</dt>
          <dd>
            {awbText(order)}
            {order.test_mode && order.awb ? <DemoTag>{roDemo.awb}</DemoTag> : null}
          </dd>
        </div>
        <div>
          <dt>{t.pickupDate}</dt>
          <dd>{formatIsoDay(order.estimated_pickup_date)}</dd>
        </div>
        <div>
          <dt>{t.deliveryDate}</dt>
          <dd>{formatIsoDay(order.estimated_delivery_date)}</dd>
        </div>
        <div>
          <dt>{t.total}</dt>
          <dd className="offer-summary__total">{formatBani(order.total_bani)}</dd>
        </div>
        {order.repayment_amount ? (
          <div>
            <dt>{t.codLabel}</dt>
            <dd>
              {formatBani(Math.round(order.repayment_amount * 100))}
              {order.repayment_iban ? (
                <>
                  <br />
                  <span className="order-detail__iban">
                    {fillOrder(order.repayment_holder ? t.codPaidTo : t.codPaidToNoHolder, { iban: order.repayment_iban, holder: order.repayment_holder ?? '' })}
                  </span>
                </>
              ) : null}
            </dd>
          </div>
        ) : null}
      </dl>
      {order.awb && cancelled ? <p className="order-detail__label-void">{t.labelCancelled}</p> : null}
      {order.awb && !cancelled ? (
        <p className="order__actions">
          {guestLabels ? (
            <GuestLabelLinks labels={guestLabels} />
          ) : (
            <>
              <Button onClick={() => void openLabel({ format: 'A6' })}>{t.downloadLabel}</Button>
              <Button variant="secondary" onClick={() => void openLabel({ format: 'A4' })}>
                {t.downloadLabelA4}
              </Button>
              <span className="order-detail__zpl">
                <label htmlFor={`zpl-dpi-${order.id}`}>{t.zplDpi}</label>{' '}
                <select id={`zpl-dpi-${order.id}`} value={dpi} onChange={(event) => setDpi(Number(event.target.value) === 300 ? 300 : 203)}>
                  {([203, 300] as const).map((value) => (
                    <option key={value} value={value}>
                      {fillOrder(t.zplDpiOption, { dpi: String(value) })}
                    </option>
                  ))}
                </select>{' '}
                <Button variant="secondary" onClick={() => void openLabel({ format: 'ZPL', dpi })}>
                  {t.downloadZpl}
                </Button>
              </span>
            </>
          )}
          <ButtonLink to={trackingPath(order.awb)} variant="ghost">
            {t.trackParcel}
          </ButtonLink>
        </p>
      ) : null}
      <div className="order-contact__grid">
        <Party title={t.sender} party={order.sender} />
        <Party title={t.recipient} party={order.recipient} />
      </div>
      <p>
        {t.content}: {order.parcel_content}
      </p>
      <PriceBreakdown breakdown={order.breakdown} />
      {order.history.length > 0 ? (
        <>
          <h3>{t.history}</h3>
          <ol className="order-detail__history">
            {events.map((h) => (
              <li key={`${h.timestamp}-${h.status}`}>
                <strong>{h.status}</strong> · {formatDateTime(h.timestamp)}
                {h.location ? ` · ${h.location}` : ''}
                <br />
                {h.status_description}
              </li>
            ))}
          </ol>
        </>
      ) : null}
      {order.cancellable && !guestLabels ? (
        <section className="order-detail__cancel" aria-label={t.cancelTitle}>
          <h3>{t.cancelTitle}</h3>
          <p>{t.cancelText}</p>
          <p className="order__actions">
            <Button variant="secondary" busy={busy} onClick={() => setConfirming('wallet')}>
              {t.cancelToWallet}
            </Button>
            {order.payment?.method === 'card' ? (
              <Button variant="ghost" busy={busy} onClick={() => setConfirming('card')}>
                {t.cancelToCard}
              </Button>
            ) : null}
          </p>
          {confirming ? (
            <ConfirmDialog
              title={fillOrder(t.cancelConfirmTitle, { number: order.number })}
              text={fillOrder(confirming === 'card' ? t.cancelConfirmCard : t.cancelConfirmWallet, { total: formatBani(order.total_bani) })}
              confirm={t.cancelConfirm}
              cancel={t.cancelKeep}
              busy={busy}
              onConfirm={() => void cancel(confirming)}
              onClose={() => setConfirming(null)}
            />
          ) : null}
        </section>
      ) : null}
    </article>
  );
}
