// Step 4: the price of every good row (itemised like a single order's) and the batch's total, then
// one payment: from the wallet, or by card on the processor's page. The same file twice is warned
// about (409) before anything is created, with "Continuă oricum".
import { useId, useState } from 'react';
import { Button } from '../../components/button.tsx';
import { Notice } from '../../components/notice.tsx';
import { fill } from '../../i18n/fill.ts';
import { formatRon } from '../../lib/format.ts';
import type { BatchRow } from '../../shared/batch-import.ts';
import { CARRIERS } from '../../shared/carriers.ts';
import { SERVICES } from '../../shared/shipping.ts';
import type { BatchQuote } from './batch-api.ts';
import { screenText } from './screen-copy.ts';

const t = screenText.quote;
const lei = (bani: number) => formatRon(bani / 100);

export type PayMethod = 'wallet' | 'card';

export interface QuoteStepProps {
  quote: BatchQuote;
  /** The rows priced, in the quote's order. */
  rows: readonly { line: number; row: BatchRow }[];
  walletBani: number | null;
  busy: boolean;
  duplicate: boolean;
  error: string | null;
  onPay: (method: PayMethod, confirmDuplicate: boolean) => void;
  onBack: () => void;
}

function serviceName(carrierId: number, serviceId: number): string {
  const carrier = CARRIERS.find((c) => c.id === carrierId)?.name ?? '';
  const service = SERVICES.find((s) => s.id === serviceId)?.name ?? '';
  return [carrier, service].filter(Boolean).join(': ');
}

export function QuoteStep({ quote, rows, walletBani, busy, duplicate, error, onPay, onBack }: QuoteStepProps) {
  const titleId = useId();
  const enough = walletBani !== null && walletBani >= quote.total;
  const [method, setMethod] = useState<PayMethod>(enough ? 'wallet' : 'card');

  return (
    <section className="batch-import__step" aria-labelledby={titleId}>
      <h2 id={titleId} className="batch-import__title">
        {t.title}
      </h2>
      <table className="batch-quote">
        <caption>{t.perRow}</caption>
        <thead>
          <tr>
            <th scope="col">{screenText.batch.reference}</th>
            <th scope="col">{screenText.batch.recipient}</th>
            <th scope="col" className="batch-quote__amount">
              {t.total}
            </th>
          </tr>
        </thead>
        <tbody>
          {quote.rows.map((q, i) => {
            const source = rows[q.index] ?? rows[i];
            return (
              <tr key={q.index}>
                <td data-label={screenText.batch.reference}>{source?.row.reference ?? `#${source?.line ?? q.index + 1}`}</td>
                <td data-label={screenText.batch.recipient}>
                  {source?.row.recipient_name}
                  <details className="batch-quote__details">
                    <summary>{`${t.details}: ${serviceName(q.carrier_id, q.service_id)}`}</summary>
                    <ul>
                      {q.price.items.map((item) => (
                        <li key={item.label}>
                          {item.label}: {lei(item.amount)}
                        </li>
                      ))}
                      <li>
                        {t.net}: {lei(q.price.net)}
                      </li>
                      <li>
                        {t.vat}: {lei(q.price.vat)}
                      </li>
                    </ul>
                  </details>
                </td>
                <td className="batch-quote__amount" data-label={t.total}>
                  {lei(q.price.total)}
                </td>
              </tr>
            );
          })}
        </tbody>
        <tfoot>
          <tr>
            <th scope="row" colSpan={2}>
              {`${t.total} · ${fill(t.rows, { count: quote.rows.length })}`}
            </th>
            <td className="batch-quote__amount batch-quote__total">{lei(quote.total)}</td>
          </tr>
        </tfoot>
      </table>
      <fieldset className="batch-import__mode">
        <legend>{t.payWith}</legend>
        <label className="batch-import__radio">
          <input type="radio" name="batch-pay" checked={method === 'wallet'} disabled={!enough} onChange={() => setMethod('wallet')} />{' '}
          {fill(t.wallet, { balance: walletBani === null ? '—' : lei(walletBani) })}
        </label>
        {!enough ? <p className="field__hint">{t.walletShort}</p> : null}
        <label className="batch-import__radio">
          <input type="radio" name="batch-pay" checked={method === 'card'} onChange={() => setMethod('card')} /> {t.card}
        </label>
      </fieldset>
      {duplicate ? (
        <Notice
          tone="warning"
          title={t.duplicateTitle}
          action={
            <Button variant="secondary" busy={busy} onClick={() => onPay(method, true)}>
              {t.continueAnyway}
            </Button>
          }
        >
          <p>{t.duplicate}</p>
        </Notice>
      ) : null}
      {error ? (
        <Notice tone="error">
          <p>{fill(t.failed, { reason: error })}</p>
        </Notice>
      ) : null}
      <div className="batch-import__actions">
        <Button size="lg" busy={busy} disabled={duplicate} onClick={() => onPay(method, false)}>
          {busy ? t.paying : fill(t.pay, { amount: lei(quote.total) })}
        </Button>
        <Button variant="ghost" onClick={onBack}>
          {t.back}
        </Button>
      </div>
    </section>
  );
}
