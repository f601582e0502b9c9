// Dashboard "Rambursuri": cash on delivery collected by the carriers for the shop and paid out to
// its IBAN. The totals and repayments of the chosen filters (paged), then the payouts with their
// state, failure reason, "send again" and CSV / PDF reports. With nothing yet: how ramburs works.
import { useCallback, useEffect, useState } from 'react';
import { ButtonLink, Button } from '../../components/button.tsx';
import { Pager } from '../../components/pager.tsx';
import { EmptyState } from '../../components/empty-state.tsx';
import { Notice } from '../../components/notice.tsx';
import { Skeleton } from '../../components/skeleton.tsx';
import { HttpError } from '../../lib/http.ts';
import { roRepayments } from '../../i18n/ro-repayments.ts';
import { PayoutList } from './payout-list.tsx';
import { RepaymentFilters } from './repayment-filters.tsx';
import { RepaymentTable, RepaymentTotals } from './repayment-table.tsx';
import { hasFilter, listPayouts, listRepayments, NO_FILTER, retryPayout, type PayoutDto, type PayoutPage, type RepaymentFilter, type RepaymentPage } from './repayments-api.ts';
import './repayments.css';

const t = roRepayments;

type Loaded<T> = { status: 'loading' } | { status: 'failed' } | { status: 'ready'; page: T };
type FilterErrors = Partial<Record<keyof RepaymentFilter, string>>;

function fieldErrors(error: unknown): FilterErrors | null {
  if (!(error instanceof HttpError) || error.status !== 422) return null;
  const found: FilterErrors = {};
  for (const key of ['status', 'from', 'to', 'awb'] as const) if (error.errors[key]?.[0]) found[key] = error.errors[key][0];
  return found;
}

export function RepaymentsSection() {
  const [filter, setFilter] = useState<RepaymentFilter>(NO_FILTER);
  const [page, setPage] = useState(1);
  const [payoutPage, setPayoutPage] = useState(1);
  const [repayments, setRepayments] = useState<Loaded<RepaymentPage>>({ status: 'loading' });
  const [payouts, setPayouts] = useState<Loaded<PayoutPage>>({ status: 'loading' });
  const [errors, setErrors] = useState<FilterErrors>({});
  const [notice, setNotice] = useState<{ tone: 'success' | 'error'; text: string } | null>(null);
  const [reload, setReload] = useState(0);
  const refresh = useCallback(() => setReload((n) => n + 1), []);

  useEffect(() => {
    const controller = new AbortController();
    listRepayments(filter, page, controller.signal).then(
      (found) => {
        setErrors({});
        setRepayments({ status: 'ready', page: found });
      },
      (error: unknown) => {
        if ((error as Error)?.name === 'AbortError') return;
        const invalid = fieldErrors(error);
        if (invalid) setErrors(invalid);
        else setRepayments({ status: 'failed' });
      },
    );
    return () => controller.abort();
  }, [filter, page, reload]);

  useEffect(() => {
    const controller = new AbortController();
    listPayouts(payoutPage, controller.signal).then(
      (found) => setPayouts({ status: 'ready', page: found }),
      (error: unknown) => {
        if ((error as Error)?.name !== 'AbortError') setPayouts({ status: 'failed' });
      },
    );
    return () => controller.abort();
  }, [payoutPage, reload]);

  const apply = (next: RepaymentFilter) => {
    setFilter(next);
    setPage(1);
  };

  const onRetry = async (payout: PayoutDto) => {
    try {
      await retryPayout(payout.id);
      setNotice({ tone: 'success', text: t.retried });
    } catch (error) {
      setNotice({ tone: 'error', text: error instanceof HttpError && error.status !== 0 ? error.message : t.retryFailed });
    }
    refresh();
  };

  const nothingYet =
    repayments.status === 'ready' &&
    repayments.page.meta.total === 0 &&
    !hasFilter(filter) &&
    payouts.status === 'ready' &&
    payouts.page.meta.total === 0;
  if (nothingYet) {
    return (
      <EmptyState title={t.emptyTitle} action={<ButtonLink to={t.emptyActionTo}>{t.emptyAction}</ButtonLink>}>
        {t.emptyText.map((line) => (
          <p key={line}>{line}</p>
        ))}
      </EmptyState>
    );
  }

  return (
    <div className="repayments">
      {notice ? (
        <Notice tone={notice.tone}>
          <p>{notice.text}</p>
        </Notice>
      ) : null}
      {repayments.status === 'ready' ? <RepaymentTotals totals={repayments.page.totals} /> : null}
      <RepaymentFilters applied={filter} errors={errors} onApply={apply} />
      <section className="repayments__list" aria-labelledby="rambursuri-lista" aria-busy={repayments.status === 'loading'}>
        <h2 id="rambursuri-lista" className="repayments__subtitle">
          {t.listTitle}
        </h2>
        {repayments.status === 'loading' ? <Skeleton lines={4} height="2.5rem" /> : null}
        {repayments.status === 'failed' ? (
          <Notice tone="error" action={<Button variant="secondary" onClick={refresh}>{t.retryLoad}</Button>}>
            <p>{t.loadFailed}</p>
          </Notice>
        ) : null}
        {repayments.status === 'ready' ? <RepaymentTable page={repayments.page} onPage={setPage} /> : null}
      </section>
      {payouts.status === 'loading' ? <Skeleton lines={3} height="4rem" /> : null}
      {payouts.status === 'ready' ? (
        <>
          <PayoutList page={payouts.page} onRetry={onRetry} onError={(text) => setNotice({ tone: 'error', text })} />
          <Pager page={payoutPage} pages={payouts.page.meta.last_page} label={t.payoutsTitle} onPage={setPayoutPage} />
        </>
      ) : null}
    </div>
  );
}
