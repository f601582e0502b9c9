// The payouts (one bank transfer of grouped repayments per account and IBAN): state, amount, IBAN,
// dates, the returns' refunds taken off it (one line each, as on its report: "Rambursare RO…4321,
// <buyer>", the amount negative), the reason of a failure with "send again", the CSV / PDF report, and, while the payout
// provider is the local simulated one, a notice saying no real money moves.
import { useState } from 'react';
import { Button } from '../../components/button.tsx';
import { Notice } from '../../components/notice.tsx';
import { formatDate } from '../../lib/format.ts';
import { fillRepayments, roRepayments } from '../../i18n/ro-repayments.ts';
import { formatLei, groupIban, payoutCountText } from './repayment-format.ts';
import { reportLink, type PayoutDto, type PayoutPage, type ReportFormat } from './repayments-api.ts';

const t = roRepayments;

/** Opens a signed report link: the server answers it as an attachment, the page stays. */
function download(url: string): void {
  const link = document.createElement('a');
  link.href = url;
  link.rel = 'noopener';
  document.body.append(link);
  link.click();
  link.remove();
}

export interface PayoutListProps {
  page: PayoutPage;
  onRetry(payout: PayoutDto): Promise<void>;
  onError(message: string): void;
}

export function PayoutList({ page, onRetry, onError }: PayoutListProps) {
  const [busy, setBusy] = useState<string | null>(null);
  const run = async (key: string, work: () => Promise<void>) => {
    if (busy) return;
    setBusy(key);
    try {
      await work();
    } finally {
      setBusy(null);
    }
  };
  const report = (payout: PayoutDto, format: ReportFormat) =>
    run(`${format}:${payout.id}`, async () => {
      try {
        download(await reportLink(payout.id, format));
      } catch {
        onError(t.downloadFailed);
      }
    });

  return (
    <section className="repayment-payouts" aria-labelledby="rambursuri-virari">
      <h2 id="rambursuri-virari" className="repayments__subtitle">
        {t.payoutsTitle}
      </h2>
      <p className="repayments__muted">{t.payoutsLead}</p>
      {page.payout_provider.simulated ? (
        <Notice tone="info" live={false}>
          <p>{t.simulated}</p>
        </Notice>
      ) : null}
      {page.data.length === 0 ? <p>{t.payoutsEmpty}</p> : null}
      <ul className="payout-list">
        {page.data.map((payout) => (
          <li key={payout.id} className="payout-card">
            <div className="payout-card__head">
              <h3 className="payout-card__title">{fillRepayments(t.payout, { id: payout.id })}</h3>
              <span className={`repayment-badge repayment-badge--payout-${payout.status}`}>{t.payoutStatus[payout.status]}</span>
              {payout.simulated ? <span className="repayment-badge repayment-badge--muted">{t.simulatedBadge}</span> : null}
            </div>
            <p className="payout-card__amount">{formatLei(payout.amount_bani)}</p>
            <p>{fillRepayments(t.payoutLine, { count: payoutCountText(payout.repayments_count, payout.refunds.length), holder: payout.bank_holder || '—' })}</p>
            {payout.refunds.length > 0 ? <PayoutRefunds refunds={payout.refunds} /> : null}
            <p className="repayments__muted">{fillRepayments(t.payoutIban, { iban: groupIban(payout.bank_iban) })}</p>
            <p className="repayments__muted">
              {payout.paid_at ? fillRepayments(t.payoutPaid, { date: formatDate(payout.paid_at) }) : fillRepayments(t.payoutCreated, { date: formatDate(payout.created_at) })}
              {payout.transfer_reference ? ` · ${fillRepayments(t.payoutReference, { reference: payout.transfer_reference })}` : ''}
            </p>
            {payout.status === 'failed' && payout.failure_reason ? (
              <Notice tone="error" live={false}>
                <p>{fillRepayments(t.failure, { reason: payout.failure_reason })}</p>
              </Notice>
            ) : null}
            <div className="payout-card__actions">
              {payout.status === 'failed' ? (
                <Button busy={busy === `retry:${payout.id}`} onClick={() => void run(`retry:${payout.id}`, () => onRetry(payout))}>
                  {t.retry}
                </Button>
              ) : null}
              {(['csv', 'pdf'] as const).map((format) => (
                <Button
                  key={format}
                  variant="secondary"
                  busy={busy === `${format}:${payout.id}`}
                  aria-label={fillRepayments(t.downloadLabel, { format: format.toUpperCase(), id: payout.id })}
                  onClick={() => void report(payout, format)}
                >
                  {format === 'csv' ? t.downloadCsv : t.downloadPdf}
                </Button>
              ))}
            </div>
          </li>
        ))}
      </ul>
    </section>
  );
}

/** The returns' refunds a payout deducted: which return and order, where the money went (IBAN masked), how much. */
function PayoutRefunds({ refunds }: { refunds: PayoutDto['refunds'] }) {
  return (
    <div className="payout-refunds">
      <h4 className="payout-refunds__title">{t.refundsTitle}</h4>
      <ul className="payout-refunds__list">
        {refunds.map((refund) => (
          <li key={refund.id} className="payout-refunds__line">
            <span className="payout-refunds__what">
              <span>{fillRepayments(t.refundReturn, { id: refund.return_id, reference: refund.order_reference })}</span>
              <span className="repayments__muted">{fillRepayments(t.refundTo, { iban: refund.buyer_iban_masked, buyer: refund.buyer_name })}</span>
            </span>
            <span className="payout-refunds__amount">−{formatLei(refund.amount_bani)}</span>
          </li>
        ))}
      </ul>
    </div>
  );
}
