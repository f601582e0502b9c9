// The repayments of the chosen filters: the totals (collected, paid, waiting, and what returns'
// refunds took from them when they took something), a note when money waits for an IBAN, and the
// table (a card per repayment on a phone), with paging.
import { Link } from 'react-router-dom';
import { Pager } from '../../components/pager.tsx';
import { Notice } from '../../components/notice.tsx';
import { formatDate } from '../../lib/format.ts';
import { fillRepayments, roRepayments } from '../../i18n/ro-repayments.ts';
import { formatLei, repaymentState } from './repayment-format.ts';
import type { RepaymentPage } from './repayments-api.ts';

const t = roRepayments;

export function RepaymentTotals({ totals }: { totals: RepaymentPage['totals'] }) {
  const items: [keyof typeof t.totals, number][] = [
    ['collected', totals.collected_bani],
    ['paid', totals.paid_bani],
    ['waiting', totals.waiting_bani],
  ];
  // Paid and waiting are net of the refunds to returning buyers: the difference is said, when there is one.
  if (totals.refunded_bani > 0) items.push(['refunded', totals.refunded_bani]);
  return (
    <section className="repayment-totals-section" aria-labelledby="rambursuri-total">
      <h2 id="rambursuri-total" className="repayments__subtitle">
        {t.totalsTitle}
      </h2>
      <dl className="repayment-totals">
        {items.map(([key, bani]) => (
          <div key={key} className={`repayment-totals__item repayment-totals__item--${key}`}>
            <dt>{t.totals[key]}</dt>
            <dd>{formatLei(bani)}</dd>
          </div>
        ))}
      </dl>
      <p className="repayments__muted">{t.totalsNote}</p>
      {totals.awaiting_iban_bani > 0 ? (
        <Notice tone="warning" live={false}>
          <p>{fillRepayments(t.awaitingIban, { amount: formatLei(totals.awaiting_iban_bani) })}</p>
          <p>
            <Link to="/dashboard/adrese">{t.awaitingIbanLink}</Link>
          </p>
        </Notice>
      ) : null}
    </section>
  );
}

export interface RepaymentTableProps {
  page: RepaymentPage;
  onPage(page: number): void;
}

export function RepaymentTable({ page, onPage }: RepaymentTableProps) {
  const { data, meta } = page;
  if (data.length === 0) return <p>{t.noMatch}</p>;
  return (
    <>
      <table className="repayments-table">
        <caption className="visually-hidden">{t.listCaption}</caption>
        <thead>
          <tr>
            <th scope="col">{t.columns.awb}</th>
            <th scope="col">{t.columns.order}</th>
            <th scope="col">{t.columns.recipient}</th>
            <th scope="col">{t.columns.delivered}</th>
            <th scope="col" className="repayments-table__amount">
              {t.columns.amount}
            </th>
            <th scope="col">{t.columns.status}</th>
          </tr>
        </thead>
        <tbody>
          {data.map((r) => {
            const state = repaymentState(r);
            return (
              <tr key={r.id}>
                <td data-label={t.columns.awb}>
                  <span className="repayments-table__awb">{r.awb}</span> <span className="repayments__muted">{r.carrier_name}</span>
                </td>
                <td data-label={t.columns.order}>
                  <Link to={`/dashboard/comenzi?comanda=${r.order_id}`}>{r.order_number}</Link>
                  {r.test_mode ? <span className="repayment-badge repayment-badge--muted">{t.testOrder}</span> : null}
                </td>
                <td data-label={t.columns.recipient}>{r.recipient_name}</td>
                <td data-label={t.columns.delivered}>{formatDate(r.delivered_at)}</td>
                <td data-label={t.columns.amount} className="repayments-table__amount">
                  {formatLei(r.amount_bani)}
                </td>
                <td data-label={t.columns.status}>
                  <span className={`repayment-badge repayment-badge--${state}`}>{t.repaymentStatus[state]}</span>
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
      <Pager page={meta.current_page} pages={meta.last_page} label={t.listTitle} onPage={onPage} />
    </>
  );
}
