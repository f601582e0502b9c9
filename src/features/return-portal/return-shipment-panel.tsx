// The return shipment on the guest's page (and on the acknowledgement, when approved at once): while
// the customer owes the transport, "Plătește returul" with the price (by card on the processor's page,
// or from the wallet when signed in); once booked, the AWB, the carrier's label-free code with its QR
// code (or the label's download), the instructions, the deadline and the tracking link. A demo
// carrier's code says it is a demo. Once the parcel is handed over (in transit, received, refunded,
// closed) only the AWB, the carrier and the tracking link remain: nothing asks to drop it off again.
// Payment errors are announced (role=alert).
import { useState } from 'react';
import { Link } from 'react-router-dom';
import { Button } from '../../components/button.tsx';
import { Card } from '../../components/card.tsx';
import { Notice } from '../../components/notice.tsx';
import { roReturnPortal } from '../../i18n/ro-return-portal.ts';
import { formatRomanianMoment, formatRon } from '../../lib/format.ts';
import { GENERIC_ERROR_MESSAGE, HttpError } from '../../lib/http.ts';
import { readStorage, STORAGE_KEYS } from '../../lib/storage-keys.ts';
import { useHydrated } from '../../lib/use-hydrated.ts';
import { payReturn, type GuestReturn, type ReturnShipment } from './return-portal-api.ts';

const t = roReturnPortal.shipment;
/** The drop-off window after the approval (server: returns/return-shipment.ts RETURN_DROP_OFF_DAYS). */
const DROP_OFF_DAYS = 14;
/** Statuses in which the parcel has been handed over: the drop-off code and instructions are done with. */
const HANDED_OVER: readonly GuestReturn['status'][] = ['in_transit', 'received', 'refunded', 'closed'];

function PayReturn({ request, shipment, accessKey, onPaid }: { request: GuestReturn; shipment: ReturnShipment; accessKey: string; onPaid: (request: GuestReturn) => void }) {
  const hydrated = useHydrated();
  const signedIn = hydrated && readStorage(STORAGE_KEYS.accessToken) !== null;
  const [busy, setBusy] = useState<'card' | 'wallet' | null>(null);
  const [error, setError] = useState<string | null>(null);
  const pay = async (method: 'card' | 'wallet') => {
    setBusy(method);
    setError(null);
    try {
      const answer = await payReturn(request.id, accessKey, method);
      if (answer.redirect_url) {
        window.location.assign(answer.redirect_url);
        return;
      }
      if (answer.return) onPaid(answer.return);
    } catch (e) {
      setError(e instanceof HttpError ? e.message : GENERIC_ERROR_MESSAGE);
    }
    setBusy(null);
  };
  const due = formatRon(shipment.customer_due_bani / 100);
  return (
    <Card as="section" aria-labelledby="retur-plata">
      <h2 id="retur-plata" className="return-portal__subtitle">
        {t.payTitle}
      </h2>
      <p>{t.payLead(due)}</p>
      {shipment.customer_due_bani < shipment.price_bani ? <p>{t.payShared(due, formatRon(shipment.price_bani / 100))}</p> : null}
      {shipment.payment_failed ? (
        <Notice tone="warning" live={false}>
          <p>{t.payFailed}</p>
        </Notice>
      ) : null}
      {error ? (
        <Notice tone="error">
          <p>{error}</p>
        </Notice>
      ) : null}
      <div className="return-shipment__actions">
        <Button busy={busy === 'card'} disabled={busy !== null} onClick={() => void pay('card')}>
          {busy === 'card' ? t.paying : t.payCard}
        </Button>
        {signedIn ? (
          <Button variant="secondary" busy={busy === 'wallet'} disabled={busy !== null} onClick={() => void pay('wallet')}>
            {t.payWallet}
          </Button>
        ) : null}
      </div>
    </Card>
  );
}

function IssuedShipment({ request, shipment, onRefresh }: { request: GuestReturn; shipment: ReturnShipment; onRefresh?: () => void }) {
  const handedOver = HANDED_OVER.includes(request.status);
  const code = handedOver ? null : shipment.code;
  if (!shipment.awb) {
    return (
      <Card as="section" aria-labelledby="retur-transport">
        <h2 id="retur-transport" className="return-portal__subtitle">
          {t.title}
        </h2>
        {shipment.booking_failure ? (
          <Notice tone="error">
            <p>{t.bookingFailed(shipment.booking_failure)}</p>
          </Notice>
        ) : (
          <p role="status">{t.booking}</p>
        )}
        {onRefresh && !shipment.booking_failure ? (
          <Button variant="secondary" onClick={onRefresh}>
            {t.refresh}
          </Button>
        ) : null}
      </Card>
    );
  }
  return (
    <Card as="section" aria-labelledby="retur-transport">
      <h2 id="retur-transport" className="return-portal__subtitle">
        {t.title}
      </h2>
      {shipment.demo ? (
        <Notice tone="info" live={false}>
          <p>{code?.demo_note ?? t.demo}</p>
        </Notice>
      ) : null}
      {code ? (
        <div className="return-code">
          <h3 className="return-portal__legend">{t.codeTitle[code.kind]}</h3>
          <p className="return-code__value" aria-label={`${t.codeTitle[code.kind]}: ${code.value.split('').join(' ')}`}>
            {code.value}
          </p>
          <img className="return-code__qr" src={`data:image/svg+xml;charset=utf-8,${encodeURIComponent(code.qr_svg)}`} alt={t.qrAlt(code.value)} width={180} height={180} />
          <p className="return-code__hint">{t.codeHint}</p>
        </div>
      ) : null}
      <dl className="return-facts">
        <dt>{t.awb}</dt>
        <dd>{shipment.awb}</dd>
        <dt>{t.carrier}</dt>
        <dd>{shipment.carrier_name}</dd>
        {shipment.drop_off_deadline && !handedOver ? (
          <>
            <dt>{t.deadline}</dt>
            <dd>{formatRomanianMoment(shipment.drop_off_deadline)}</dd>
          </>
        ) : null}
      </dl>
      {handedOver ? null : (
        <>
          <p className="return-code__hint">{t.deadlineRule(DROP_OFF_DAYS)}</p>
          {request.label_url ? (
            <p>
              <a className="btn btn--primary" href={request.label_url} download>
                {t.label}
              </a>{' '}
              <span className="return-code__hint">{t.labelHint}</span>
            </p>
          ) : null}
          <h3 className="return-portal__legend">{t.instructions}</h3>
          <ol className="return-shipment__steps">
            {shipment.instructions.map((line) => (
              <li key={line}>{line}</li>
            ))}
          </ol>
        </>
      )}
      {shipment.track_url ? (
        <p>
          <Link to={shipment.track_url}>{t.track}</Link>
        </p>
      ) : null}
    </Card>
  );
}

/** The shipment of `request`, or nothing before the approval made one. */
export function ReturnShipmentPanel({ request, accessKey, onChange, onRefresh }: { request: GuestReturn; accessKey: string; onChange: (request: GuestReturn) => void; onRefresh?: () => void }) {
  const { shipment } = request;
  if (!shipment || request.status === 'refused') return null;
  if (shipment.customer_due_bani > 0 && !shipment.awb) {
    // The signed-in customer's own view has no signed link: the payment is made on the link's page.
    if (!accessKey) {
      return (
        <Notice tone="info" live={false} title={t.payTitle}>
          <p>{t.payLead(formatRon(shipment.customer_due_bani / 100))}</p>
          <p>{t.payByLink}</p>
        </Notice>
      );
    }
    return <PayReturn request={request} shipment={shipment} accessKey={accessKey} onPaid={onChange} />;
  }
  return <IssuedShipment request={request} shipment={shipment} onRefresh={onRefresh} />;
}
