// /retur/cerere/{id}?cheie=… (public, not indexed): the guest's return request, reached by the
// signed link of the acknowledgement e-mail (server/services/returns/access.ts builds it). A wrong
// or missing key reads the same as an unknown request. Without a key, a signed-in customer opens a
// request they filed (the dashboard's "Retururile mele" links here) with their bearer instead.
// While the return parcel moves (the answer's `awb`), the tracking page's push button follows it.
import { useEffect, useState } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { useSnapshot } from 'valtio';
import { Button } from '../components/button.tsx';
import { Notice } from '../components/notice.tsx';
import { PageHeader } from '../components/page-header.tsx';
import { Skeleton } from '../components/skeleton.tsx';
import { authState } from '../features/auth/auth-store.ts';
import { getMyReturn } from '../features/customer-returns/customer-returns-api.ts';
import { AwbNotify } from '../features/push/parcel-notify.tsx';
import { GUEST_RETURN_KEY } from '../features/return-portal/guest-link.ts';
import { GuestReturnView } from '../features/return-portal/guest-return-view.tsx';
import { getGuestReturn, type GuestReturn } from '../features/return-portal/return-portal-api.ts';
import { roCustomerReturns } from '../i18n/ro-customer-returns.ts';
import { roReturnPortal } from '../i18n/ro-return-portal.ts';
import { HttpError } from '../lib/http.ts';
import '../features/return-portal/return-portal.css';
import { useRouteInfo } from './route-info.ts';

type Loaded = { state: 'loading' } | { state: 'missing' } | { state: 'failed' } | { state: 'ready'; request: GuestReturn };
const t = roReturnPortal.request;
/** Statuses after which the return parcel's tracking changes no more. */
const SETTLED = new Set<GuestReturn['status']>(['refused', 'received', 'refunded', 'closed']);
/** The return parcel, once the guest view names it (its AWB, and the carrier when known). */
type WithParcel = GuestReturn & { awb?: string | null; carrier_id?: number | null };

export function Component() {
  const id = useRouteInfo()?.params.id ?? '';
  const [params] = useSearchParams();
  const key = params.get(GUEST_RETURN_KEY) ?? '';
  const signedIn = useSnapshot(authState).user !== null;
  // With the signed link, the guest's call; without it, the signed-in customer's own request.
  const own = !key && signedIn;
  // Back from the card processor's page: the server asks it how the return's payment went.
  const paymentId = params.get('payment_id');
  const [attempt, setAttempt] = useState(0);
  // The answer for the address and attempt it was asked for: another one is still loading.
  const asked = `${id}:${key}:${own}:${attempt}`;
  const [answer, setAnswer] = useState<{ asked: string; loaded: Loaded } | null>(null);
  const loaded: Loaded = answer?.asked === asked ? answer.loaded : { state: 'loading' };

  useEffect(() => {
    const controller = new AbortController();
    (own ? getMyReturn(id, controller.signal) : getGuestReturn(id, key, controller.signal, paymentId)).then(
      (request) => setAnswer({ asked, loaded: { state: 'ready', request } }),
      (error: unknown) => {
        if ((error as Error)?.name === 'AbortError') return;
        setAnswer({ asked, loaded: { state: error instanceof HttpError && error.status === 404 ? 'missing' : 'failed' } });
      },
    );
    return () => controller.abort();
  }, [id, key, own, attempt, asked, paymentId]);

  if (loaded.state === 'ready') {
    const request: WithParcel = loaded.request;
    return (
      <div className="container return-portal">
        {own ? <Link to="/dashboard/retururi">{roCustomerReturns.backToMine}</Link> : null}
        <PageHeader title={t.title(request.id)} lead={t.lead(request.shop_name, request.order_reference)} />
        {request.awb && !SETTLED.has(request.status) ? <AwbNotify awb={request.awb} carrierId={request.carrier_id ?? null} /> : null}
        <GuestReturnView
          request={request}
          accessKey={key}
          onChange={(next) => setAnswer({ asked, loaded: { state: 'ready', request: next } })}
          onRefresh={() => setAttempt((n) => n + 1)}
        />
      </div>
    );
  }
  return (
    <div className="container return-portal">
      <PageHeader title={loaded.state === 'missing' ? t.missingTitle : t.loading} />
      {loaded.state === 'missing' ? (
        <Notice tone="warning" live={false}>
          <p>{t.missing}</p>
        </Notice>
      ) : loaded.state === 'failed' ? (
        <Notice tone="error" title={roReturnPortal.shop.failed} action={<Button variant="secondary" onClick={() => setAttempt((n) => n + 1)}>{roReturnPortal.directory.retry}</Button>} />
      ) : (
        <Skeleton lines={4} height="2.5rem" />
      )}
    </div>
  );
}
