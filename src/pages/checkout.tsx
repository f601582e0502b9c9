// /checkout (public): summary, billing and payment of the drafted order. Composes the shipping
// feature's checkout with the session: a signed-in customer goes on to the confirmation page; a
// guest's paid order moves to /checkout?comanda={id}&cheie={key}, the guest's confirmation (the same
// address the confirmation e-mail links to), so a reload or the e-mail reopens it. The page's own
// HTML never holds the order (prerendered without a query; the order comes from the API, which the
// service worker never caches).
import { useLocation, useNavigate } from 'react-router-dom';
import { useSnapshot } from 'valtio';
import { PageHeader } from '../components/page-header.tsx';
import { useDefaultAddresses } from '../features/addresses/use-default-addresses.ts';
import { authState, isSignedIn } from '../features/auth/auth-store.ts';
import type { PlacedOrder } from '../features/shipping/checkout-api.ts';
import { CheckoutView } from '../features/shipping/checkout-view.tsx';
import { GuestConfirmation } from '../features/shipping/guest-confirmation.tsx';
import { capitalize } from '../lib/title.ts';
import { useHydrated } from '../lib/use-hydrated.ts';
import { guestOrderOf, guestOrderPath } from '../shared/guest-order.ts';
import { useRouteInfo } from './route-info.ts';

export function Component() {
  const info = useRouteInfo();
  const navigate = useNavigate();
  const { pathname, search } = useLocation();
  const hydrated = useHydrated();
  const { status } = useSnapshot(authState);
  const signedIn = isSignedIn(status);
  // A signed-in customer's default billing address fills the billing details while nothing is typed there.
  const defaults = useDefaultAddresses(signedIn);
  const guestOrder = guestOrderOf(search);
  const returnedPaymentId = new URLSearchParams(search).get('payment_id');

  const placed = (order: PlacedOrder) => {
    if (signedIn || !order.guest) navigate(`/confirmare/${order.order_id}`, { replace: true });
    else navigate(guestOrderPath(order.order_id, order.guest.key), { replace: true });
  };

  return (
    <div className="container">
      <PageHeader title={capitalize(info?.name ?? '')} />
      {!hydrated ? null : guestOrder ? (
        <GuestConfirmation
          key={`${guestOrder.orderId}/${guestOrder.key}`}
          orderId={guestOrder.orderId}
          orderKey={guestOrder.key}
          backTo={pathname + search}
          onClaimed={(id) => navigate(`/confirmare/${id}`, { replace: true })}
        />
      ) : (
        <CheckoutView signedIn={signedIn} returnedPaymentId={returnedPaymentId} onPlaced={placed} billingDefault={defaults === undefined ? undefined : (defaults?.billing ?? null)} />
      )}
    </div>
  );
}
