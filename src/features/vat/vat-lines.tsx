// The lines editor of a VAT tool (several amounts, each with its own rate or the tool's), drawn
// from the model of useVatTool.
import { Button } from '../../components/button.tsx';
import { fillVat, roVat } from '../../i18n/ro-vat.ts';
import { formatLei, formatRate, formulaLines } from './vat-math.ts';
import { FIXED_RATES } from './vat-rates.ts';
import { MAX_LINES, type LineRate } from './vat-state.ts';
import { VatFieldError, VatTextField } from './vat-fields.tsx';
import type { VatToolModel } from './use-vat-tool.ts';

const t = roVat;

export function VatLines({ model }: { model: VatToolModel }) {
  const { ids, state, amountIsNet, operation, rateLabel, lines, changeLine, addLine, removeLine } = model;
  return (
    <div className="vat-lines">
      <p className="field__hint">{t.linesHint}</p>
      <ol className="vat-lines__list">
        {state.lines.map((line, index) => {
          const n = index + 1;
          const view = lines.views[index] ?? { kind: 'empty' };
          const result = view.kind === 'result' ? view.result : null;
          return (
            <li key={line.id} className="vat-line">
              <div className="vat-line__inputs">
                <VatTextField
                  id={`${ids}-line-${line.id}`}
                  className="vat-line__amount"
                  label={fillVat(amountIsNet ? t.lineAmountNet : t.lineAmountGross, { n })}
                  value={line.amount}
                  error={view.kind === 'error' ? view.message : null}
                  errorLine={false}
                  onChange={(amount) => changeLine(line.id, { amount })}
                />
                <div className="field vat-line__rate">
                  <label className="field__label" htmlFor={`${ids}-line-${line.id}-rate`}>
                    {fillVat(t.lineRate, { n })}
                  </label>
                  <select
                    id={`${ids}-line-${line.id}-rate`}
                    className="field__input field__select"
                    value={line.rate}
                    onChange={(event) => changeLine(line.id, { rate: event.currentTarget.value as LineRate })}
                  >
                    <option value="same">{rateLabel ? fillVat(t.lineRateSame, { rate: rateLabel }) : t.lineRateSameInvalid}</option>
                    {FIXED_RATES.map((r) => (
                      <option key={r.id} value={r.id}>
                        {formatRate(r.bp)}
                      </option>
                    ))}
                  </select>
                </div>
                <Button
                  variant="secondary"
                  className="vat-line__remove"
                  disabled={state.lines.length <= 1}
                  aria-label={fillVat(t.removeLine, { n })}
                  onClick={() => removeLine(index)}
                >
                  Elimină
                </Button>
              </div>
              <VatFieldError id={`${ids}-line-${line.id}-error`} className="vat-line__error" error={view.kind === 'error' ? view.message : null} />
              <p className="vat-line__result" data-testid={`vat-line-${n}`}>
                {result
                  ? fillVat(t.lineResult, { net: formatLei(result.net), vat: `${formatRate(result.rateBp)} ${formatLei(result.vat)}`, gross: formatLei(result.gross) })
                  : t.empty}
              </p>
              <p className="vat-line__formula">{result ? formulaLines(operation, result)[0] : ''}</p>
            </li>
          );
        })}
      </ol>
      <Button id={`${ids}-add`} variant="secondary" onClick={addLine} disabled={state.lines.length >= MAX_LINES}>
        {t.addLine}
      </Button>
      {state.lines.length >= MAX_LINES ? <p className="field__hint">{fillVat(t.maxLines, { max: MAX_LINES })}</p> : null}
    </div>
  );
}
