// /confirmare/{orderId}: the placed order (loaded from the server), with the label, tracking and
// what happens next. A missing or foreign order says so instead of failing.
import { useCallback, useEffect, useState } from 'react';
import { ButtonLink } from '../../components/button.tsx';
import { Notice } from '../../components/notice.tsx';
import { Skeleton } from '../../components/skeleton.tsx';
import { HttpError } from '../../lib/http.ts';
import { roOrder } from '../../i18n/ro-order.ts';
import { OrderDetail } from './order-detail.tsx';
import { getOrder, type OrderDto } from './orders-api.ts';

const t = roOrder;
type Loaded = { status: 'loading' } | { status: 'ready'; order: OrderDto } | { status: 'failed'; message: string };

export function useOrder(orderId: string) {
  const [state, setState] = useState<Loaded>({ status: 'loading' });
  const load = useCallback(() => {
    getOrder(orderId).then(
      (order) => setState({ status: 'ready', order }),
      (error: unknown) =>
        setState({ status: 'failed', message: error instanceof HttpError && error.status === 404 ? t.orderMissing : error instanceof HttpError ? error.message : t.failed }),
    );
  }, [orderId]);
  useEffect(load, [load]);
  return { state, reload: load };
}

export function OrderConfirmation({ orderId }: { orderId: string }) {
  const { state, reload } = useOrder(orderId);
  if (state.status === 'loading') return <Skeleton lines={6} height="2.75rem" />;
  if (state.status === 'failed') {
    return (
      <Notice tone="error" action={<ButtonLink to="/dashboard/comenzi">{t.backToOrders}</ButtonLink>}>
        <p>{state.message}</p>
      </Notice>
    );
  }
  return (
    <div className="order confirmation">
      <Notice tone="success" live={false}>
        <p>{t.confirmationLead}</p>
      </Notice>
      <OrderDetail order={state.order} onChanged={reload} />
      <h2>{t.nextTitle}</h2>
      <ol className="confirmation__steps">
        <li>{t.nextPrint}</li>
        <li>{t.nextPickup}</li>
        <li>{t.nextTrack}</li>
      </ol>
    </div>
  );
}
