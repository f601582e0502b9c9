// Dashboard "Comenzile mele": the customer's orders, newest first, paged; one opens in place
// (?comanda={id}) with its status, price, label and cancel. The parcels' tracking status is live:
// refreshed every minute while the tab is visible and online, as long as one may still change.
// On a phone each order is a card whose values carry their column's name. Orders of the page can be
// selected for their labels in one file, their export and their cancellation (orders-bulk-bar.tsx).
import { useEffect, useRef, useState } from 'react';
import { Link, useLocation } from 'react-router-dom';
import { ButtonLink } from '../../components/button.tsx';
import { Pager } from '../../components/pager.tsx';
import { DemoTag } from '../../components/demo-note.tsx';
import { EmptyState } from '../../components/empty-state.tsx';
import { Notice } from '../../components/notice.tsx';
import { Skeleton } from '../../components/skeleton.tsx';
import { LabelledCell } from '../../components/card-table.tsx';
import { formatDate, formatDateTime } from '../../lib/format.ts';
import { isOnline } from '../../lib/online.ts';
import { roOrder } from '../../i18n/ro-order.ts';
import { roDemo } from '../../i18n/ro-demo.ts';
import { useOrder } from './order-confirmation.tsx';
import { bookingFailureText, OrderDetail } from './order-detail.tsx';
import { isLive, listOrders, trackOrders, withTracking, type OrderDto, type OrderPage, type TrackingItem } from './orders-api.ts';
import { formatBani } from './price-breakdown.tsx';
import { trackingPath } from '../../shared/tracking.ts';
import { bulkTrackingPath } from '../../shared/bulk-tracking.ts';
import { roBulk } from '../../i18n/ro-bulk.ts';
import { OrdersBulkBar } from './orders-bulk-bar.tsx';
import { SelectColumnHeader, SelectOrderCell, SelectPageToggle, useOrderSelection } from './orders-selection.tsx';
import './order.css';

const t = roOrder;

export const LIVE_REFRESH_MS = 60_000;

/** Asks for the tracking status of the live orders every minute, only while visible and online. */
export function useLiveTracking(orders: readonly OrderDto[], apply: (answers: TrackingItem[]) => void): void {
  const ids = orders.filter(isLive).map((o) => o.id).join(',');
  const latest = useRef(apply);
  useEffect(() => {
    latest.current = apply;
  });
  useEffect(() => {
    if (!ids) return;
    const list = ids.split(',').map(Number);
    let last = Date.now();
    const tick = () => {
      if (document.visibilityState !== 'visible' || !isOnline()) return;
      last = Date.now();
      trackOrders(list).then(
        (answers) => latest.current(answers),
        () => undefined, // the shown status stays; the next minute tries again
      );
    };
    const timer = setInterval(tick, LIVE_REFRESH_MS);
    const onVisibility = () => {
      if (document.visibilityState === 'visible' && Date.now() - last >= LIVE_REFRESH_MS) tick();
    };
    document.addEventListener('visibilitychange', onVisibility);
    return () => {
      clearInterval(timer);
      document.removeEventListener('visibilitychange', onVisibility);
    };
  }, [ids]);
}

function byOrder(answers: readonly TrackingItem[]): Map<number, TrackingItem> {
  return new Map(answers.filter((a) => a.order_id !== null).map((a) => [a.order_id as number, a]));
}

const COLUMNS = { number: 'Comanda', date: 'Data', carrier: 'Curier', awb: 'AWB', status: 'Status', total: 'Total' } as const;

function lastEventAt(order: OrderDto): string | null {
  return order.history.at(-1)?.timestamp ?? null;
}

function OneOrder({ id }: { id: string }) {
  const { state, reload } = useOrder(id);
  const [live, setLive] = useState<TrackingItem | undefined>(undefined);
  const shown = state.status === 'ready' ? withTracking(state.order, live) : null;
  useLiveTracking(shown ? [shown] : [], (answers) => setLive(answers[0]));
  return (
    <div className="order">
      <p>
        <Link to="/dashboard/comenzi">{t.backToOrders}</Link>
      </p>
      {state.status === 'loading' ? <Skeleton lines={6} height="2.75rem" /> : null}
      {state.status === 'failed' ? (
        <Notice tone="error">
          <p>{state.message}</p>
        </Notice>
      ) : null}
      {shown ? (
        <OrderDetail
          order={shown}
          onChanged={() => {
            setLive(undefined);
            reload();
          }}
        />
      ) : null}
    </div>
  );
}

export function OrdersSection() {
  const { search } = useLocation();
  const selected = new URLSearchParams(search).get('comanda');
  const [page, setPage] = useState(1);
  const [result, setResult] = useState<OrderPage | 'failed' | null>(null);
  // Bumped to read the page again (after a bulk cancellation).
  const [version, setVersion] = useState(0);
  const selection = useOrderSelection(result && result !== 'failed' && !selected ? result.data : []);
  useLiveTracking(result && result !== 'failed' && !selected ? result.data : [], (answers) => {
    const live = byOrder(answers);
    setResult((current) => (current && current !== 'failed' ? { ...current, data: current.data.map((o) => withTracking(o, live.get(o.id))) } : current));
  });

  useEffect(() => {
    if (selected) return;
    let active = true;
    listOrders(page).then(
      (answer) => active && setResult(answer),
      () => active && setResult('failed'),
    );
    return () => {
      active = false;
    };
  }, [page, selected, version]);

  if (selected) return <OneOrder id={selected} />;
  if (result === null) return <Skeleton lines={5} height="2.75rem" />;
  if (result === 'failed') {
    return (
      <Notice tone="error">
        <p>{t.ordersLoadFailed}</p>
      </Notice>
    );
  }
  if (result.data.length === 0) {
    return <EmptyState title={t.ordersEmpty} action={<ButtonLink to="/comanda">Comandă un curier</ButtonLink>} />;
  }
  const { current_page: current, last_page: last } = result.meta;
  return (
    <div>
      <div className="orders-bulk__toolbar">
        <SelectPageToggle selection={selection} />
        <Link to={bulkTrackingPath()}>{roBulk.selection.bulkTrackingLink}</Link>
      </div>
      <table className="orders-table card-table">
        <thead>
          <tr>
            <SelectColumnHeader />
            {Object.values(COLUMNS).map((label) => (
              <th key={label} scope="col" className={label === COLUMNS.total ? 'orders-table__amount' : undefined}>
                {label}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {result.data.map((order) => (
            <tr key={order.id}>
              <SelectOrderCell selection={selection} order={order} />
              <LabelledCell label={COLUMNS.number}>
                <Link className="no-wrap" to={`/dashboard/comenzi?comanda=${order.id}`}>
                  {order.number}
                </Link>
                {order.origin === 'api' ? (
                  <>
                    <br />
                    <small className="orders-table__origin">{order.test_mode ? t.viaApiTest : t.viaApi}</small>
                  </>
                ) : null}
              </LabelledCell>
              <LabelledCell label={COLUMNS.date}>{formatDate(order.created_at)}</LabelledCell>
              <LabelledCell label={COLUMNS.carrier}>{order.carrier_name}</LabelledCell>
              <LabelledCell label={COLUMNS.awb}>
                {order.awb ? <Link to={trackingPath(order.awb)}>{order.awb}</Link> : '—'}
                {order.awb && order.test_mode ? <DemoTag>{roDemo.awb}</DemoTag> : null}
              </LabelledCell>
              <LabelledCell label={COLUMNS.status}>
                {order.current_status ?? order.order_status_label}
                {bookingFailureText(order) ? (
                  <>
                    <br />
                    <small className="orders-table__failure">{bookingFailureText(order)}</small>
                  </>
                ) : null}
                {order.current_status && lastEventAt(order) ? (
                  <>
                    <br />
                    <small>
                      <time dateTime={lastEventAt(order) ?? undefined}>{formatDateTime(lastEventAt(order) ?? '')}</time>
                    </small>
                  </>
                ) : null}
              </LabelledCell>
              <LabelledCell label={COLUMNS.total} className="orders-table__amount">
                {formatBani(order.total_bani)}
              </LabelledCell>
            </tr>
          ))}
        </tbody>
      </table>
      <Pager page={current} pages={last} label={t.ordersPagination} onPage={setPage} />
      <OrdersBulkBar selection={selection} onCancelled={() => setVersion((v) => v + 1)} />
    </div>
  );
}
