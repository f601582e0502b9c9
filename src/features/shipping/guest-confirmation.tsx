// A guest's confirmation, at /checkout?comanda={id}&cheie={key}: where the app goes once a guest has
// paid, and where the confirmation e-mail's link leads, so a reload or another day finds the same
// page. Loaded from the server each time (a fresh label link; the AWB appears by itself once the
// carrier issues it): the order, the label, tracking, what happens next, and what the reader can do
// with their account (guest-claim.tsx). Nothing of it is stored in the browser.
import { useCallback, useEffect, useState } from 'react';
import { ButtonLink } from '../../components/button.tsx';
import { DemoTag } from '../../components/demo-note.tsx';
import { Notice } from '../../components/notice.tsx';
import { Unbroken } from '../../components/unbroken.tsx';
import { Skeleton } from '../../components/skeleton.tsx';
import { HttpError } from '../../lib/http.ts';
import { fillOrder, roOrder } from '../../i18n/ro-order.ts';
import { roDemo } from '../../i18n/ro-demo.ts';
import { GuestClaim } from './guest-claim.tsx';
import { openGuestOrder, type GuestOrderView } from './guest-order-api.ts';
import { isSettling, NextSteps, useRefreshWhileSettling } from './order-confirmation.tsx';
import { OrderDetail } from './order-detail.tsx';

const t = roOrder;
type Loaded = { status: 'loading' } | { status: 'ready'; view: GuestOrderView } | { status: 'failed'; message: string };

function useGuestOrder(orderId: string, orderKey: string) {
  const [state, setState] = useState<Loaded>({ status: 'loading' });
  const load = useCallback(() => {
    openGuestOrder(orderId, orderKey).then(
      (view) => setState({ status: 'ready', view }),
      (error: unknown) => {
        const missing = error instanceof HttpError && (error.status === 404 || error.status === 422);
        // A refresh that fails (a lost connection) keeps the order on screen.
        setState((previous) =>
          previous.status === 'ready' && !missing ? previous : { status: 'failed', message: missing ? t.guestMissing : error instanceof HttpError ? error.message : t.failed },
        );
      },
    );
  }, [orderId, orderKey]);
  useEffect(load, [load]);
  const settling = state.status === 'ready' && isSettling(state.view.order);
  useRefreshWhileSettling(settling, load);
  return { state, reload: load };
}

export interface GuestConfirmationProps {
  orderId: string;
  orderKey: string;
  /** This page's own address (path and query): where signing in or registering comes back to. */
  backTo: string;
  /** The order is now in the signed-in account. */
  onClaimed: (orderId: number) => void;
}

export function GuestConfirmation({ orderId, orderKey, backTo, onClaimed }: GuestConfirmationProps) {
  const { state, reload } = useGuestOrder(orderId, orderKey);
  // Focus on its heading once, when the confirmation first shows (not at each refresh of a settling
  // order), also after the bank's 3-D Secure page, where nothing else on the page has focus yet.
  const focusOnce = useCallback((node: HTMLHeadingElement | null) => node?.focus(), []);
  if (state.status === 'loading') return <Skeleton lines={8} height="2.75rem" />;
  if (state.status === 'failed') {
    return (
      <Notice tone="error" action={<ButtonLink to="/contact">{t.backToContact}</ButtonLink>}>
        <p>{state.message}</p>
      </Notice>
    );
  }
  const { view } = state;
  const { order } = view;
  const refused = order.order_status === 'booking_failed';
  return (
    <div className="order confirmation">
      <Notice tone={refused ? 'warning' : 'success'} live={false}>
        <h2 className="notice__title confirmation__title" tabIndex={-1} ref={focusOnce}>
          <Unbroken text={fillOrder(t.placedTitle, { number: order.number })} />
        </h2>
        <p>{refused ? t.bookingFailedLead : order.awb ? fillOrder(order.test_mode ? roDemo.guestLead : t.guestPaid, { carrier: order.carrier_name }) : t.guestPaidNoAwb}</p>
        {order.awb ? (
          <p>
            {fillOrder(t.awbLine, { awb: order.awb })}
            {order.test_mode ? <DemoTag>{roDemo.awb}</DemoTag> : null}
          </p>
        ) : null}
      </Notice>
      <GuestClaim view={view} orderKey={orderKey} backTo={backTo} onClaimed={onClaimed} />
      <OrderDetail order={order} onChanged={reload} guestLabels={{ A6: view.label_url, A4: view.label_url_a4 }} />
      {refused ? null : <NextSteps demo={Boolean(order.test_mode)} />}
    </div>
  );
}
