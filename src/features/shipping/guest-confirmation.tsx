// What a guest sees once the order is placed: the order number and AWB, what happens next, where
// the order lives now (the account of their e-mail, or a new one with a set-password e-mail), the
// label (a link valid 24 hours) and tracking.
import { ButtonLink } from '../../components/button.tsx';
import { Notice } from '../../components/notice.tsx';
import { fillOrder, roOrder } from '../../i18n/ro-order.ts';
import type { PlacedOrder } from './checkout-api.ts';
import { trackingPath } from '../../shared/tracking.ts';

const t = roOrder;

export function GuestConfirmation({ order }: { order: PlacedOrder }) {
  const number = order.order?.number ?? String(order.order_id);
  return (
    <div className="order confirmation" tabIndex={-1} ref={(node) => node?.focus()}>
      <Notice tone="success" title={fillOrder(t.placedTitle, { number })}>
        {order.message ? <p>{order.message}</p> : null}
        {order.awb_number ? <p>{fillOrder(t.awbLine, { awb: order.awb_number })}</p> : null}
      </Notice>
      {order.account ? <p>{order.account.message ?? (order.account.status === 'created' ? t.accountCreated : t.accountLinked)}</p> : null}
      <h2>{t.nextTitle}</h2>
      <ol className="confirmation__steps">
        <li>{t.nextPrint}</li>
        <li>{t.nextPickup}</li>
        <li>{t.nextTrack}</li>
      </ol>
      <p className="order__actions">
        {order.label_url ? (
          <a className="btn btn--primary" href={order.label_url} download>
            {t.downloadLabel}
          </a>
        ) : null}
        {order.awb_number ? (
          <ButtonLink to={trackingPath(order.awb_number)} variant="secondary">
            {t.trackParcel}
          </ButtonLink>
        ) : null}
      </p>
    </div>
  );
}
