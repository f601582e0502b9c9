// The requests inbox: the counts per status (links), the filters (in the query string, so a filtered
// list can be shared and reached again with Back), the CSV export of the current filters, the list
// (a table; a card per request on a phone) and its pages. A request opens as ?cerere={id}.
import { useCallback, useEffect, useMemo, useState } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { Button } from '../../components/button.tsx';
import { EmptyState } from '../../components/empty-state.tsx';
import { Notice } from '../../components/notice.tsx';
import { Pager } from '../../components/pager.tsx';
import { ReturnStatusBadge } from '../../components/return-status-badge.tsx';
import { Skeleton } from '../../components/skeleton.tsx';
import { fill } from '../../i18n/fill.ts';
import { roShopReturns } from '../../i18n/ro-shop-returns.ts';
import { formatDate } from '../../lib/format.ts';
import { HttpError } from '../../lib/http.ts';
import { ReturnFilters, StatusLinks, type FilterErrors } from './return-filters.tsx';
import { downloadExport, hasFilter, listReturns, readFilter, REQUEST_PARAM, writeFilter, type ReturnFilter, type ReturnPage } from './shop-returns-api.ts';

const t = roShopReturns;

type Loaded = { status: 'loading' } | { status: 'failed' } | { status: 'invalid'; errors: FilterErrors } | { status: 'ready'; page: ReturnPage };

function fieldErrors(error: unknown): FilterErrors | null {
  if (!(error instanceof HttpError) || error.status !== 422) return null;
  const found: FilterErrors = {};
  for (const key of ['status', 'reason', 'from', 'to', 'q'] as const) if (error.errors[key]?.[0]) found[key] = error.errors[key][0];
  return found;
}

export function ReturnsInbox({ reasons }: { reasons: readonly string[] }) {
  const [params, setParams] = useSearchParams();
  const query = params.toString();
  const { filter, page } = useMemo(() => readFilter(new URLSearchParams(query)), [query]);
  const [list, setList] = useState<Loaded>({ status: 'loading' });
  const [exported, setExported] = useState<{ tone: 'success' | 'error'; text: string } | null>(null);
  const [exporting, setExporting] = useState(false);
  const [reload, setReload] = useState(0);
  const refresh = useCallback(() => {
    setList({ status: 'loading' });
    setReload((n) => n + 1);
  }, []);

  useEffect(() => {
    const controller = new AbortController();
    listReturns(filter, page, controller.signal).then(
      (found) => setList({ status: 'ready', page: found }),
      (error: unknown) => {
        if ((error as Error)?.name === 'AbortError') return;
        const invalid = fieldErrors(error);
        setList(invalid ? { status: 'invalid', errors: invalid } : { status: 'failed' });
      },
    );
    return () => controller.abort();
  }, [filter, page, reload]);

  const go = (next: ReturnFilter, nextPage: number) => setParams((current) => writeFilter(current, next, nextPage));
  const hrefOf = (status: ReturnFilter['status']) => `?${writeFilter(params, { ...filter, status }, 1).toString()}`;
  const openHref = (id: number) => {
    const next = new URLSearchParams(params);
    next.set(REQUEST_PARAM, String(id));
    return `?${next.toString()}`;
  };
  const onExport = async () => {
    setExporting(true);
    setExported(null);
    try {
      setExported({ tone: 'success', text: fill(t.exportDone, { file: await downloadExport(filter) }) });
    } catch {
      setExported({ tone: 'error', text: t.exportFailed });
    } finally {
      setExporting(false);
    }
  };

  if (list.status === 'ready' && list.page.meta.total === 0 && !hasFilter(filter) && page === 1) {
    return (
      <EmptyState title={t.noRequestsTitle}>
        <p>{t.noRequestsText}</p>
      </EmptyState>
    );
  }

  return (
    <section className="returns-inbox" aria-labelledby="retururi-cereri">
      <h2 id="retururi-cereri" className="returns__subtitle">
        {t.inboxTitle}
      </h2>
      {list.status === 'ready' ? <StatusLinks counts={list.page.counts} current={filter.status} hrefOf={hrefOf} /> : null}
      <ReturnFilters applied={filter} reasons={reasons} errors={list.status === 'invalid' ? list.errors : {}} onApply={(next) => go(next, 1)} />
      <div className="returns-inbox__export">
        <Button variant="secondary" busy={exporting} onClick={() => void onExport()}>
          {t.export}
        </Button>
        <div role="status" className="returns-inbox__export-note">
          {exported ? <p className={exported.tone === 'error' ? 'returns__error' : 'returns__muted'}>{exported.text}</p> : null}
        </div>
      </div>
      <div aria-busy={list.status === 'loading'}>
        {list.status === 'loading' ? <Skeleton lines={4} height="2.5rem" /> : null}
        {list.status === 'failed' ? (
          <Notice tone="error" action={<Button variant="secondary" onClick={refresh}>{t.retryLoad}</Button>}>
            <p>{t.loadFailed}</p>
          </Notice>
        ) : null}
        {list.status === 'ready' && list.page.data.length === 0 ? <p>{t.noMatch}</p> : null}
        {list.status === 'ready' && list.page.data.length > 0 ? (
          <>
            <table className="returns-table">
              <caption className="visually-hidden">{t.listCaption}</caption>
              <thead>
                <tr>
                  <th scope="col">{t.columns.id}</th>
                  <th scope="col">{t.columns.customer}</th>
                  <th scope="col">{t.columns.order}</th>
                  <th scope="col">{t.columns.items}</th>
                  <th scope="col">{t.columns.received}</th>
                  <th scope="col">{t.columns.status}</th>
                </tr>
              </thead>
              <tbody>
                {list.page.data.map((r) => (
                  <tr key={r.id}>
                    <td data-label={t.columns.id}>
                      <Link to={openHref(r.id)}>
                        {fill(t.requestNo, { id: r.id })}
                      </Link>
                    </td>
                    <td data-label={t.columns.customer}>{r.contact.name}</td>
                    <td data-label={t.columns.order} className="returns-table__order">
                      {r.order_reference}
                      {r.order_awb ? <span className="returns__muted"> · {r.order_awb}</span> : null}
                    </td>
                    <td data-label={t.columns.items}>{r.items.map((i) => `${i.quantity} × ${i.name} (${i.reason})`).join('; ')}</td>
                    <td data-label={t.columns.received}>{formatDate(r.created_at)}</td>
                    <td data-label={t.columns.status}>
                      <ReturnStatusBadge status={r.status}>{r.status_name}</ReturnStatusBadge>
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
            <Pager page={list.page.meta.current_page} pages={list.page.meta.last_page} label={t.pagesLabel} onPage={(p) => go(filter, p)} />
          </>
        ) : null}
      </div>
    </section>
  );
}
