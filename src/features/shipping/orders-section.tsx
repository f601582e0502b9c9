// Dashboard "Comenzile mele": the customer's orders, newest first, paged; one opens in place
// (?comanda={id}) with its status, price, label and cancel.
import { useEffect, useState } from 'react';
import { Link, useLocation } from 'react-router-dom';
import { Button, ButtonLink } from '../../components/button.tsx';
import { EmptyState } from '../../components/empty-state.tsx';
import { Notice } from '../../components/notice.tsx';
import { Skeleton } from '../../components/skeleton.tsx';
import { formatDate } from '../../lib/format.ts';
import { fillOrder, roOrder } from '../../i18n/ro-order.ts';
import { useOrder } from './order-confirmation.tsx';
import { OrderDetail } from './order-detail.tsx';
import { listOrders, type OrderDto, type Page } from './orders-api.ts';
import { formatBani } from './price-breakdown.tsx';
import './order.css';

const t = roOrder;

function OneOrder({ id }: { id: string }) {
  const { state, reload } = useOrder(id);
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
      {state.status === 'ready' ? <OrderDetail order={state.order} onChanged={reload} /> : null}
    </div>
  );
}

export function OrdersSection() {
  const { search } = useLocation();
  const selected = new URLSearchParams(search).get('comanda');
  const [page, setPage] = useState(1);
  const [result, setResult] = useState<Page<OrderDto> | 'failed' | null>(null);

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
  }, [page, selected]);

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
      <table className="orders-table">
        <thead>
          <tr>
            <th scope="col">Comanda</th>
            <th scope="col">Data</th>
            <th scope="col">Curier</th>
            <th scope="col">AWB</th>
            <th scope="col">Status</th>
            <th scope="col">Total</th>
          </tr>
        </thead>
        <tbody>
          {result.data.map((order) => (
            <tr key={order.id}>
              <td>
                <Link to={`/dashboard/comenzi?comanda=${order.id}`}>{order.number}</Link>
              </td>
              <td>{formatDate(order.created_at)}</td>
              <td>{order.carrier_name}</td>
              <td>{order.awb ?? '—'}</td>
              <td>{order.current_status ?? order.order_status_label}</td>
              <td className="orders-table__amount">{formatBani(order.total_bani)}</td>
            </tr>
          ))}
        </tbody>
      </table>
      {last > 1 ? (
        <nav className="orders-pager" aria-label="Paginare comenzi">
          <Button variant="secondary" disabled={current <= 1} onClick={() => setPage(current - 1)}>
            {t.previous}
          </Button>
          <span>{fillOrder(t.pageOf, { page: current, pages: last })}</span>
          <Button variant="secondary" disabled={current >= last} onClick={() => setPage(current + 1)}>
            {t.next}
          </Button>
        </nav>
      ) : null}
    </div>
  );
}
