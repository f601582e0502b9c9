// /retur/cerere/{id}?cheie=… (public, not indexed): the guest's return request, reached by the
// signed link of the acknowledgement e-mail (server/services/returns/access.ts builds it). A wrong
// or missing key reads the same as an unknown request.
import { useEffect, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { Button } from '../components/button.tsx';
import { Notice } from '../components/notice.tsx';
import { PageHeader } from '../components/page-header.tsx';
import { Skeleton } from '../components/skeleton.tsx';
import { GUEST_RETURN_KEY } from '../features/return-portal/guest-link.ts';
import { GuestReturnView } from '../features/return-portal/guest-return-view.tsx';
import { getGuestReturn, type GuestReturn } from '../features/return-portal/return-portal-api.ts';
import { roReturnPortal } from '../i18n/ro-return-portal.ts';
import { HttpError } from '../lib/http.ts';
import '../features/return-portal/return-portal.css';
import { useRouteInfo } from './route-info.ts';

type Loaded = { state: 'loading' } | { state: 'missing' } | { state: 'failed' } | { state: 'ready'; request: GuestReturn };
const t = roReturnPortal.request;

export function Component() {
  const id = useRouteInfo()?.params.id ?? '';
  const [params] = useSearchParams();
  const key = params.get(GUEST_RETURN_KEY) ?? '';
  // Back from the card processor's page: the server asks it how the return's payment went.
  const paymentId = params.get('payment_id');
  const [attempt, setAttempt] = useState(0);
  // The answer for the address and attempt it was asked for: another one is still loading.
  const asked = `${id}:${key}:${attempt}`;
  const [answer, setAnswer] = useState<{ asked: string; loaded: Loaded } | null>(null);
  const loaded: Loaded = answer?.asked === asked ? answer.loaded : { state: 'loading' };

  useEffect(() => {
    const controller = new AbortController();
    getGuestReturn(id, key, controller.signal, paymentId).then(
      (request) => setAnswer({ asked, loaded: { state: 'ready', request } }),
      (error: unknown) => {
        if ((error as Error)?.name === 'AbortError') return;
        setAnswer({ asked, loaded: { state: error instanceof HttpError && error.status === 404 ? 'missing' : 'failed' } });
      },
    );
    return () => controller.abort();
  }, [id, key, attempt, asked, paymentId]);

  if (loaded.state === 'ready') {
    const { request } = loaded;
    return (
      <div className="container return-portal">
        <PageHeader title={t.title(request.id)} lead={t.lead(request.shop_name, request.order_reference)} />
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
