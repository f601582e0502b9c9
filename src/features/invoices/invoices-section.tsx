// Dashboard "Facturi": the account's invoices and credit notes (issued automatically after each
// payment and refund), filtered through the query string, with their PDF and e-Factura XML, and a
// month's export for the accountant. With none yet: when an invoice comes.
import { useCallback, useEffect, useMemo, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { Button, ButtonLink } from '../../components/button.tsx';
import { EmptyState } from '../../components/empty-state.tsx';
import { Notice } from '../../components/notice.tsx';
import { Skeleton } from '../../components/skeleton.tsx';
import { HttpError } from '../../lib/http.ts';
import { roInvoices } from '../../i18n/ro-invoices.ts';
import { InvoiceExportBox } from './invoice-export-box.tsx';
import { InvoiceFilters, type FilterErrors } from './invoice-filters.tsx';
import { InvoiceTable } from './invoice-table.tsx';
import { fileLink, hasFilter, listInvoices, openDownload, readFilter, writeFilter, type FileFormat, type InvoiceDto, type InvoiceFilter, type InvoicePage } from './invoices-api.ts';
import './invoices.css';

const t = roInvoices;

type Loaded = { status: 'loading' } | { status: 'failed' } | { status: 'invalid'; errors: FilterErrors } | { status: 'ready'; page: InvoicePage };

/** The server's field errors of a 422, under the filters' names. */
function fieldErrors(error: unknown): FilterErrors | null {
  if (!(error instanceof HttpError) || error.status !== 422) return null;
  const found: FilterErrors = {};
  for (const key of ['kind', 'from', 'to', 'q'] as const) if (error.errors[key]?.[0]) found[key] = error.errors[key][0];
  return found;
}

export function InvoicesSection() {
  const [params, setParams] = useSearchParams();
  const query = params.toString();
  // Parsed again only when the query string changes (the effect below depends on it).
  const { filter, page } = useMemo(() => readFilter(new URLSearchParams(query)), [query]);
  const [list, setList] = useState<Loaded>({ status: 'loading' });
  // A page on screen stays while the next one loads (no flash of skeletons), marked busy meanwhile:
  // busy until the answer of the current query (and reload) has arrived.
  const [answered, setAnswered] = useState<string | null>(null);
  const [downloadFailed, setDownloadFailed] = useState(false);
  const [reload, setReload] = useState(0);
  const refresh = useCallback(() => {
    setList({ status: 'loading' });
    setReload((n) => n + 1);
  }, []);

  useEffect(() => {
    const controller = new AbortController();
    const key = `${reload}?${query}`;
    listInvoices(filter, page, controller.signal).then(
      (found) => {
        setList({ status: 'ready', page: found });
        setAnswered(key);
      },
      (error: unknown) => {
        if ((error as Error)?.name === 'AbortError') return;
        const invalid = fieldErrors(error);
        setList(invalid ? { status: 'invalid', errors: invalid } : { status: 'failed' });
        setAnswered(key);
      },
    );
    return () => controller.abort();
  }, [filter, page, query, reload]);
  const fetching = answered !== `${reload}?${query}`;

  const go = (next: InvoiceFilter, nextPage: number) => setParams((current) => writeFilter(current, next, nextPage));
  const onDownload = async (invoice: InvoiceDto, format: FileFormat) => {
    setDownloadFailed(false);
    try {
      openDownload(await fileLink(invoice.id, format));
    } catch {
      setDownloadFailed(true);
    }
  };

  if (list.status === 'ready' && list.page.meta.total === 0 && (list.page.pending ?? []).length === 0 && !hasFilter(filter) && page === 1) {
    return (
      <EmptyState title={t.emptyTitle} action={<ButtonLink to={t.emptyActionTo}>{t.emptyAction}</ButtonLink>}>
        <p>{t.emptyText}</p>
      </EmptyState>
    );
  }

  return (
    <div className="invoices">
      <InvoiceFilters applied={filter} errors={list.status === 'invalid' ? list.errors : {}} onApply={(next) => go(next, 1)} />
      <section className="invoices__list" aria-labelledby="facturi-lista" aria-busy={fetching}>
        <h2 id="facturi-lista" className="invoices__subtitle">
          {t.listTitle}
        </h2>
        {downloadFailed ? (
          <Notice tone="error">
            <p>{t.downloadFailed}</p>
          </Notice>
        ) : null}
        {list.status === 'loading' ? (
          <div role="status" aria-label={t.loading}>
            <Skeleton lines={5} height="2.75rem" />
          </div>
        ) : null}
        {list.status === 'failed' ? (
          <Notice tone="error" action={<Button variant="secondary" onClick={refresh}>{t.retryLoad}</Button>}>
            <p>{t.loadFailed}</p>
          </Notice>
        ) : null}
        {list.status === 'invalid' ? (
          <Notice tone="error">
            <p>{t.invalidFilters}</p>
          </Notice>
        ) : null}
        {list.status === 'ready' ? <InvoiceTable page={list.page} onPage={(next) => go(filter, next)} onDownload={onDownload} /> : null}
      </section>
      <InvoiceExportBox />
    </div>
  );
}
