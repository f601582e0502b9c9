// /checkout (public): summary, billing and payment of the drafted order. Composes the shipping
// feature's checkout with the session: a signed-in customer goes on to the confirmation page; a
// guest sees the confirmation here (their order went to the account of their e-mail, or to a new
// one whose set-password e-mail is on its way), with the label link the answer carries.
import { useState } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { useSnapshot } from 'valtio';
import { PageHeader } from '../components/page-header.tsx';
import { authState, isSignedIn } from '../features/auth/auth-store.ts';
import type { PlacedOrder } from '../features/shipping/checkout-api.ts';
import { CheckoutView } from '../features/shipping/checkout-view.tsx';
import { GuestConfirmation } from '../features/shipping/guest-confirmation.tsx';
import { capitalize } from '../lib/title.ts';
import { useHydrated } from '../lib/use-hydrated.ts';
import { useRouteInfo } from './route-info.ts';

export function Component() {
  const info = useRouteInfo();
  const navigate = useNavigate();
  const { search } = useLocation();
  const hydrated = useHydrated();
  const { status } = useSnapshot(authState);
  const [guestOrder, setGuestOrder] = useState<PlacedOrder | null>(null);
  const signedIn = isSignedIn(status);
  const returnedPaymentId = new URLSearchParams(search).get('payment_id');

  const placed = (order: PlacedOrder) => {
    if (signedIn) navigate(`/confirmare/${order.order_id}`, { replace: true });
    else setGuestOrder(order);
  };

  return (
    <div className="container">
      <PageHeader title={capitalize(info?.name ?? '')} />
      {guestOrder ? (
        <GuestConfirmation order={guestOrder} />
      ) : hydrated ? (
        <CheckoutView signedIn={signedIn} returnedPaymentId={returnedPaymentId} onPlaced={placed} />
      ) : null}
    </div>
  );
}
