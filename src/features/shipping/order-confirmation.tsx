// /confirmare/{orderId}: the placed order (loaded from the server), with the label, tracking and
// what happens next. A missing or foreign order says so instead of failing.
import { useCallback, useEffect, useState } from 'react';
import { ButtonLink } from '../../components/button.tsx';
import { Notice } from '../../components/notice.tsx';
import { Skeleton } from '../../components/skeleton.tsx';
import { HttpError } from '../../lib/http.ts';
import { roOrder } from '../../i18n/ro-order.ts';
import { roDemo } from '../../i18n/ro-demo.ts';
import { OrderDetail } from './order-detail.tsx';
import { getOrder, type OrderDto } from './orders-api.ts';

const t = roOrder;
type Loaded = { status: 'loading' } | { status: 'ready'; order: OrderDto } | { status: 'failed'; message: string };

/** Paid, but the carrier has not issued the AWB yet (it was busy: the server books it again), or the payment is being confirmed. */
export function isSettling(order: OrderDto): boolean {
  return (order.order_status === 'paid' && !order.awb) || order.order_status === 'awaiting_payment';
}

/** While an order is settling, it is asked for again this often, for at most REFRESH_FOR_MS. */
export const REFRESH_MS = 5_000;
export const REFRESH_FOR_MS = 5 * 60_000;

export function useOrder(orderId: string) {
  const [state, setState] = useState<Loaded>({ status: 'loading' });
  const load = useCallback(() => {
    getOrder(orderId).then(
      (order) => setState({ status: 'ready', order }),
      (error: unknown) => {
        const missing = error instanceof HttpError && error.status === 404;
        // A refresh that fails (a lost connection) keeps the order on screen.
        setState((previous) =>
          previous.status === 'ready' && !missing ? previous : { status: 'failed', message: missing ? t.orderMissing : error instanceof HttpError ? error.message : t.failed },
        );
      },
    );
  }, [orderId]);
  useEffect(load, [load]);
  // The AWB appears by itself once the carrier issues it, without a reload.
  const settling = state.status === 'ready' && isSettling(state.order);
  useRefreshWhileSettling(settling, load);
  return { state, reload: load };
}

/** Asks for a settling order again every REFRESH_MS, for at most REFRESH_FOR_MS (the AWB appears by itself). */
export function useRefreshWhileSettling(settling: boolean, load: () => void): void {
  useEffect(() => {
    if (!settling) return;
    const until = Date.now() + REFRESH_FOR_MS;
    const timer = setInterval(() => (Date.now() > until ? clearInterval(timer) : load()), REFRESH_MS);
    return () => clearInterval(timer);
  }, [settling, load]);
}

/** What happens next; for a demo order, that no courier comes. */
export function NextSteps({ demo }: { demo: boolean }) {
  return (
    <>
      <h2>{t.nextTitle}</h2>
      <ol className="confirmation__steps">
        <li>{t.nextPrint}</li>
        <li>{demo ? roDemo.nextPickup : t.nextPickup}</li>
        <li>{t.nextTrack}</li>
      </ol>
    </>
  );
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
  const { order } = state;
  const refused = order.order_status === 'booking_failed';
  return (
    <div className="order confirmation">
      <Notice tone={refused ? 'warning' : 'success'} live={false}>
        <p>{refused ? t.bookingFailedLead : order.test_mode ? roDemo.orderLead : t.confirmationLead}</p>
      </Notice>
      <OrderDetail order={order} onChanged={reload} />
      {refused ? null : <NextSteps demo={Boolean(order.test_mode)} />}
    </div>
  );
}
