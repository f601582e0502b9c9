// The small monthly report: for each of the last six months, the requests, the orders delivered, the
// return rate and the reasons (items per reason), as a table with a caption and header cells.
import { useEffect, useState } from 'react';
import { roShopReturns } from '../../i18n/ro-shop-returns.ts';
import { formatNumber } from '../../lib/format.ts';
import { getReport, type ReturnMonth } from './shop-returns-api.ts';

const t = roShopReturns;

/** "2026-03" -> "martie 2026" */
export function monthName(month: string): string {
  const [year, m] = month.split('-');
  return `${t.months[Number(m) - 1] ?? m} ${year}`;
}

export function ReturnsReport({ version }: { version: number }) {
  const [months, setMonths] = useState<ReturnMonth[] | null>(null);
  useEffect(() => {
    const controller = new AbortController();
    getReport(6, controller.signal).then(setMonths, () => undefined);
    return () => controller.abort();
  }, [version]);
  if (!months) return null;
  return (
    <section className="returns-report" aria-labelledby="retururi-raport">
      <h2 id="retururi-raport" className="returns__subtitle">
        {t.reportTitle}
      </h2>
      <div className="returns-report__scroll" role="region" aria-labelledby="retururi-raport" tabIndex={0}>
        <table className="returns-report__table">
          <caption className="visually-hidden">{t.reportCaption}</caption>
          <thead>
            <tr>
              <th scope="col">{t.reportColumns.month}</th>
              <th scope="col">{t.reportColumns.requests}</th>
              <th scope="col">{t.reportColumns.delivered}</th>
              <th scope="col">{t.reportColumns.rate}</th>
              <th scope="col">{t.reportColumns.reasons}</th>
            </tr>
          </thead>
          <tbody>
            {[...months].reverse().map((m) => (
              <tr key={m.month}>
                <th scope="row">{monthName(m.month)}</th>
                <td data-label={t.reportColumns.requests}>{m.requests}</td>
                <td data-label={t.reportColumns.delivered}>{m.delivered_orders}</td>
                <td data-label={t.reportColumns.rate}>{m.return_rate === null ? t.noRate : `${formatNumber(m.return_rate)} %`}</td>
                <td data-label={t.reportColumns.reasons}>{m.reasons.length ? m.reasons.map((r) => `${r.reason}: ${r.items}`).join('; ') : t.noReasons}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </section>
  );
}
