// /checkout (public): summary, billing and payment of the drafted order. Composes the shipping
// feature's checkout with the session: a guest order that created an account signs in with the
// tokens it answered; the confirmation page follows (login required), or, for a guest whose
// e-mail already had an account, the confirmation is shown here.
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { useSnapshot } from 'valtio';
import { Notice } from '../components/notice.tsx';
import { PageHeader } from '../components/page-header.tsx';
import { authState, isSignedIn, startSession } from '../features/auth/auth-store.ts';
import type { PlacedOrder } from '../features/shipping/checkout-api.ts';
import { CheckoutView } from '../features/shipping/checkout-view.tsx';
import { capitalize } from '../lib/title.ts';
import { useHydrated } from '../lib/use-hydrated.ts';
import { useRouteInfo } from './route-info.ts';

export function Component() {
  const info = useRouteInfo();
  const navigate = useNavigate();
  const hydrated = useHydrated();
  const { status } = useSnapshot(authState);
  const [guestOrder, setGuestOrder] = useState<PlacedOrder | null>(null);
  const signedIn = isSignedIn(status);

  const placed = (order: PlacedOrder) => {
    if (order.session) startSession({ ...order.session }, 'register');
    if (order.session || signedIn) navigate(`/confirmare/${order.order_id}`, { replace: true });
    else setGuestOrder(order);
  };

  return (
    <div className="container">
      <PageHeader title={capitalize(info?.name ?? '')} />
      {guestOrder ? (
        <Notice tone="success" title={`Comanda ${guestOrder.order_number ?? guestOrder.order_id} a fost plasată`}>
          <p>
            {guestOrder.awb_number ? `AWB: ${guestOrder.awb_number}. ` : ''}
            Ți-am trimis pe email confirmarea și linkul către comanda ta. Intră în cont ca să descarci eticheta.
          </p>
        </Notice>
      ) : hydrated ? (
        <CheckoutView signedIn={signedIn} onPlaced={placed} />
      ) : null}
    </div>
  );
}
