// /confirmare/{orderId} (login required): the order just placed. Named protected-* so the
// service worker never precaches it.
import { PageHeader } from '../components/page-header.tsx';
import { OrderConfirmation } from '../features/shipping/order-confirmation.tsx';
import { capitalize } from '../lib/title.ts';
import { useRouteInfo } from './route-info.ts';

export function Component() {
  const info = useRouteInfo();
  const orderId = info?.params.orderId;
  return (
    <div className="container">
      <PageHeader title={capitalize(info?.name ?? '')} />
      {orderId ? <OrderConfirmation orderId={orderId} /> : null}
    </div>
  );
}
