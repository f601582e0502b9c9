// The guest's return request, as the signed link of the acknowledgement e-mail shows it: where it
// stands, its return shipment (payment, code or label, instructions, deadline: return-shipment-panel.tsx),
// what was returned and how, and its history (newest last, as it happened).
import { Card } from '../../components/card.tsx';
import { roReturnPortal } from '../../i18n/ro-return-portal.ts';
import { formatRomanianMoment } from '../../lib/format.ts';
import type { GuestReturn } from './return-portal-api.ts';
import { ReturnShipmentPanel } from './return-shipment-panel.tsx';

const t = roReturnPortal.request;

export function GuestReturnView({ request, accessKey, onChange, onRefresh }: { request: GuestReturn; accessKey: string; onChange: (request: GuestReturn) => void; onRefresh?: () => void }) {
  return (
    <div className="return-request">
      <ReturnShipmentPanel request={request} accessKey={accessKey} onChange={onChange} onRefresh={onRefresh} />
      <Card as="section" aria-labelledby="retur-cerere-stare">
        <h2 id="retur-cerere-stare" className="return-portal__subtitle">
          {roReturnPortal.done.status}: <span className={`return-status return-status--${request.status}`}>{request.status_name}</span>
        </h2>
        {request.refusal_reason ? (
          <p>
            <strong>{t.refused}:</strong> {request.refusal_reason}
          </p>
        ) : null}
        <dl className="return-facts">
          <dt>{t.stated}</dt>
          <dd>{formatRomanianMoment(request.stated_at)}</dd>
          <dt>{t.confirmed}</dt>
          <dd>{formatRomanianMoment(request.confirmed_at)}</dd>
          <dt>{t.dropOff}</dt>
          <dd>{request.drop_off_name}</dd>
          {request.carrier_name ? (
            <>
              <dt>{t.carrier}</dt>
              <dd>{request.carrier_name}</dd>
            </>
          ) : null}
          {request.refund_iban_last4 ? (
            <>
              <dt>{t.iban}</dt>
              <dd>{t.ibanLast4(request.refund_iban_last4)}</dd>
            </>
          ) : null}
        </dl>
      </Card>
      <Card as="section" aria-labelledby="retur-cerere-produse">
        <h2 id="retur-cerere-produse" className="return-portal__subtitle">
          {t.items}
        </h2>
        <ul className="return-facts__items">
          {request.items.map((item, i) => (
            <li key={i}>{`${item.quantity} × ${item.name} (${item.reason})`}</li>
          ))}
        </ul>
      </Card>
      <Card as="section" aria-labelledby="retur-cerere-istoric">
        <h2 id="retur-cerere-istoric" className="return-portal__subtitle">
          {t.history}
        </h2>
        <ol className="return-history">
          {request.history.map((h, i) => (
            <li key={i} className="return-history__item">
              <span className="return-history__status">{h.status_name}</span>
              <time dateTime={h.at}>{formatRomanianMoment(h.at)}</time>
            </li>
          ))}
        </ol>
      </Card>
    </div>
  );
}
