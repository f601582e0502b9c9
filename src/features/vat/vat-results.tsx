// The results panel of a VAT tool (the numbers, the rates breakdown, the formula, "copy all" and
// the copy fallback when the clipboard refused), drawn from the model of useVatTool.
import { Button } from '../../components/button.tsx';
import { fillVat, roVat } from '../../i18n/ro-vat.ts';
import { formatBani, formatLei, formatRate } from './vat-math.ts';
import type { ResultRow, VatToolModel } from './use-vat-tool.ts';

const t = roVat;

/** The copy-to-clipboard button of one result, with a name that says what it copies. */
function CopyButton({ what, value, onCopy }: { what: string; value: string | null; onCopy: (text: string) => void }) {
  return (
    <Button
      variant="ghost"
      className="vat-copy"
      disabled={value === null}
      aria-label={value === null ? `${t.copy} ${what}` : fillVat(t.copyLabel, { what, value })}
      onClick={() => value !== null && onCopy(value)}
    >
      {t.copy}
    </Button>
  );
}

function ResultRows({ rows, onCopy }: { rows: ResultRow[]; onCopy: (text: string) => void }) {
  return (
    <dl className="vat-results__list">
      {rows.map((row) => (
        <div key={row.key} className={`vat-results__row vat-results__row--${row.key}`}>
          <dt>{row.label}</dt>
          <dd>
            <span className="vat-results__value" data-testid={`vat-${row.key}`}>
              {row.bani === null ? t.empty : formatLei(row.bani)}
            </span>
            <CopyButton what={row.label} value={row.bani === null ? null : formatBani(row.bani)} onCopy={onCopy} />
          </dd>
        </div>
      ))}
    </dl>
  );
}

export function VatResults({ model }: { model: VatToolModel }) {
  const { ids, state, status, rows, totals, formulas, copyAllText, fallback, fallbackRef, onCopy, closeFallback } = model;
  return (
    <div className="vat-results card" aria-labelledby={`${ids}-results-title`} role="group">
      <h3 id={`${ids}-results-title`} className="vat-results__title">
        {state.mode === 'single' ? t.results : t.totals}
      </h3>
      <p className="vat-results__status">{status}</p>
      <ResultRows rows={rows} onCopy={onCopy} />
      {state.mode === 'lines' && totals && totals.byRate.length > 0 ? (
        <div className="vat-results__by-rate">
          <h4>{t.byRate}</h4>
          <ul>
            {totals.byRate.map((row) => (
              <li key={row.rateBp}>
                {fillVat(t.byRateRow, { rate: formatRate(row.rateBp), net: formatLei(row.net), vat: formatLei(row.vat), gross: formatLei(row.gross) })}
              </li>
            ))}
          </ul>
        </div>
      ) : null}
      <div className="vat-formula">
        <h4>{t.formula}</h4>
        <p className="vat-formula__line" data-testid="vat-formula-1">
          {formulas[0]}
        </p>
        <p className="vat-formula__line" data-testid="vat-formula-2">
          {formulas[1]}
        </p>
        <p className="vat-formula__note">{t.formulaRounding}</p>
      </div>
      <Button variant="secondary" className="vat-results__copy-all" disabled={copyAllText === null} onClick={() => copyAllText !== null && onCopy(copyAllText)}>
        {t.copyAll}
      </Button>
      {fallback !== null ? (
        <div className="vat-fallback">
          <label htmlFor={`${ids}-fallback`}>{t.copyFallback}</label>
          <textarea
            id={`${ids}-fallback`}
            ref={fallbackRef}
            className="field__input vat-fallback__text"
            readOnly
            rows={Math.min(8, fallback.split('\n').length)}
            value={fallback}
            onFocus={(event) => event.currentTarget.select()}
          />
          <Button variant="ghost" onClick={closeFallback}>
            {t.close}
          </Button>
        </div>
      ) : null}
    </div>
  );
}
