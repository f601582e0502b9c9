// Dashboard "Retururi", the customer's side: "Retururile mele", the returns they filed at shops while
// signed in (newest first, a page at a time), each with its shop, order, status, dates and a link to
// its page (/retur/cerere/{id}, read with the bearer). With none yet, the way to /retur.
import { useEffect, useState } from 'react';
import { Link } from 'react-router-dom';
import { Button, ButtonLink } from '../../components/button.tsx';
import { Card } from '../../components/card.tsx';
import { EmptyState } from '../../components/empty-state.tsx';
import { Notice } from '../../components/notice.tsx';
import { Pager } from '../../components/pager.tsx';
import { ReturnStatusBadge } from '../../components/return-status-badge.tsx';
import { Skeleton } from '../../components/skeleton.tsx';
import { roCustomerReturns as t } from '../../i18n/ro-customer-returns.ts';
import { formatRomanianMoment } from '../../lib/format.ts';
import { listMyReturns, type FiledReturnItem, type FiledReturnPage } from './customer-returns-api.ts';
import './customer-returns.css';

type Loaded = { state: 'loading' } | { state: 'failed' } | { state: 'ready'; page: FiledReturnPage };

function MyReturn({ item }: { item: FiledReturnItem }) {
  const filed = formatRomanianMoment(item.confirmed_at);
  const updated = formatRomanianMoment(item.updated_at);
  return (
    <li className="my-returns__item">
      <div className="my-returns__head">
        <strong className="my-returns__shop">{item.shop_name}</strong>
        <ReturnStatusBadge status={item.status}>
          <span className="visually-hidden">{t.status}: </span>
          {item.status_name}
        </ReturnStatusBadge>
      </div>
      <p className="my-returns__line">
        {t.order(item.order_reference)} · {t.items(item.items)} · {item.drop_off_name}
      </p>
      <dl className="my-returns__dates">
        <dt>{t.filed}</dt>
        <dd>
          <time dateTime={item.confirmed_at}>{filed}</time>
        </dd>
        {updated !== filed ? (
          <>
            <dt>{t.updated}</dt>
            <dd>
              <time dateTime={item.updated_at}>{updated}</time>
            </dd>
          </>
        ) : null}
      </dl>
      <Link className="my-returns__open" to={item.link} aria-label={t.openLabel(item.id, item.shop_name)}>
        {t.open}
      </Link>
    </li>
  );
}

export function MyReturns() {
  const [page, setPage] = useState(1);
  const [attempt, setAttempt] = useState(0);
  const [answer, setAnswer] = useState<{ asked: string; loaded: Loaded } | null>(null);
  const asked = `${page}:${attempt}`;
  const loaded: Loaded = answer?.asked === asked ? answer.loaded : { state: 'loading' };

  useEffect(() => {
    const controller = new AbortController();
    listMyReturns(page, controller.signal).then(
      (data) => setAnswer({ asked, loaded: { state: 'ready', page: data } }),
      (error: unknown) => (error as Error)?.name !== 'AbortError' && setAnswer({ asked, loaded: { state: 'failed' } }),
    );
    return () => controller.abort();
  }, [page, asked]);

  let body;
  if (loaded.state === 'loading') {
    body = (
      <div aria-busy="true" aria-label={t.loading}>
        <Skeleton lines={3} height="4rem" />
      </div>
    );
  } else if (loaded.state === 'failed') {
    body = (
      <Notice tone="error" action={<Button variant="secondary" onClick={() => setAttempt((n) => n + 1)}>{t.retry}</Button>}>
        <p>{t.loadFailed}</p>
      </Notice>
    );
  } else if (loaded.page.data.length === 0 && page === 1) {
    body = (
      <EmptyState title={t.emptyTitle} action={<ButtonLink to="/retur">{t.emptyAction}</ButtonLink>}>
        <p>{t.emptyText}</p>
      </EmptyState>
    );
  } else {
    body = (
      <>
        <ul className="my-returns__list">
          {loaded.page.data.map((item) => (
            <MyReturn key={item.id} item={item} />
          ))}
        </ul>
        <Pager page={page} pages={loaded.page.meta.last_page} label={t.pages} onPage={setPage} />
      </>
    );
  }

  return (
    <Card as="section" className="my-returns" aria-labelledby="retururile-mele">
      <h2 id="retururile-mele" className="my-returns__title">
        {t.title}
      </h2>
      <p className="my-returns__lead">{t.lead}</p>
      {body}
    </Card>
  );
}
