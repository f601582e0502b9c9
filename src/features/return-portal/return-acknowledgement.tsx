// Step 4 of a return: the acknowledgement on screen once the withdrawal is confirmed (the same
// facts the e-mail gives): date and time, shop, order, what is returned, where the request stands
// (approved at once when the shop approves automatically: then the return's code or label, or its
// payment, return-shipment-panel.tsx), what happens next, and the request's
// own page (the signed link of the e-mail). The photos chosen are sent now, with that link.
import { useState } from 'react';
import { Link } from 'react-router-dom';
import { Notice } from '../../components/notice.tsx';
import { roReturnPortal } from '../../i18n/ro-return-portal.ts';
import { formatRomanianMoment } from '../../lib/format.ts';
import { guestReturnPath } from './guest-link.ts';
import type { FiledReturn } from './return-portal-api.ts';
import { ReturnShipmentPanel } from './return-shipment-panel.tsx';

const t = roReturnPortal.done;

export interface PhotoOutcome {
  sent: number;
  failed: string[];
}

export function ReturnAcknowledgement({ filed, email, photos }: { filed: FiledReturn; email: string; photos: PhotoOutcome | null }) {
  // The request as paying for its transport left it (the panel answers it again).
  const [request, setRequest] = useState(filed.return);
  const approved = request.status !== 'requested';
  return (
    <section className="return-step" aria-labelledby="retur-pas-gata">
      <h2 id="retur-pas-gata" className="return-portal__subtitle" tabIndex={-1}>
        {t.title}
      </h2>
      <Notice tone="success" live={false} title={t.when(formatRomanianMoment(request.confirmed_at))}>
        <p>{t.mail(email)}</p>
      </Notice>
      <dl className="return-facts">
        <dt>{roReturnPortal.confirm.shop}</dt>
        <dd>{request.shop_name}</dd>
        <dt>{roReturnPortal.confirm.order}</dt>
        <dd>{request.order_reference}</dd>
        <dt>{roReturnPortal.confirm.items}</dt>
        <dd>
          <ul className="return-facts__items">
            {request.items.map((item, i) => (
              <li key={i}>{`${item.quantity} × ${item.name} (${item.reason})`}</li>
            ))}
          </ul>
        </dd>
        <dt>{roReturnPortal.confirm.dropOff}</dt>
        <dd>{[request.drop_off_name, request.carrier_name].filter(Boolean).join(', ')}</dd>
        <dt>{t.status}</dt>
        <dd>
          <span className={`return-status return-status--${request.status}`}>{request.status_name}</span>
        </dd>
      </dl>
      <h3 className="return-portal__legend">{t.next}</h3>
      <p>{approved ? t.nextApproved : t.nextRequested}</p>
      <ReturnShipmentPanel request={request} accessKey={filed.access_token} onChange={setRequest} />
      {photos && photos.sent > 0 ? <p role="status">{t.photosSent(photos.sent)}</p> : null}
      {photos && photos.failed.length > 0 ? (
        <Notice tone="warning" title={t.photosFailed}>
          <ul>
            {photos.failed.map((f) => (
              <li key={f}>{f}</li>
            ))}
          </ul>
        </Notice>
      ) : null}
      <p>
        <Link to={guestReturnPath(request.id, filed.access_token)}>{t.link}</Link>
      </p>
      <p className="return-portal__muted">{t.linkHint}</p>
    </section>
  );
}
