// One VAT tool: the calculator (net -> gross or gross -> net) or the extractor (the VAT inside a
// gross amount), for one amount or several lines with totals. Everything is computed here, in the
// browser, as the user types (no network). The first render is the neutral state (prerendered);
// the last inputs come back from localStorage right after hydration and are saved on each change.
import { startTransition, useEffect, useMemo, useRef, useState } from 'react';
import { Button } from '../../components/button.tsx';
import { fillVat, roVat } from '../../i18n/ro-vat.ts';
import { useFocusWhenPainted } from '../../lib/use-focus-when-painted.ts';
import { notify } from '../../lib/toast.ts';
import { copyText } from './copy-text.ts';
import type { VatToolKind } from './vat-copy.ts';
import { RadioGroup, VatFieldError, VatTextField } from './vat-fields.tsx';
import {
  computeVat,
  formatBani,
  formatLei,
  formatRate,
  formulaLines,
  formulaTemplate,
  parseAmount,
  sumFormula,
  sumLines,
  type RateBp,
  type VatAmounts,
  type VatOperation,
  type VatTotals,
} from './vat-math.ts';
import { FIXED_RATES, resolveRate, type RateChoice } from './vat-rates.ts';
import { initialState, loadState, MAX_LINES, saveState, type LineRate, type VatDirection, type VatFormState, type VatLine, type VatMode } from './vat-state.ts';
import './vat.css';

const t = roVat;

const RATE_OPTIONS = [
  ...FIXED_RATES.map((r) => ({ value: r.id as RateChoice, label: r.label, hint: r.hint })),
  { value: 'custom' as RateChoice, label: 'Altă cotă' },
];

type LineView =
  | { kind: 'empty' }
  | { kind: 'error'; message: string }
  | { kind: 'result'; result: VatAmounts };

/** The line above a shown result: what was computed. */
function describe(operation: VatOperation, rate: string | null): string {
  const template = operation === 'add' ? t.statusAdd : operation === 'remove' ? t.statusRemove : t.statusExtract;
  return fillVat(template, { rate: rate ?? '' });
}

function fixedBp(rate: Exclude<LineRate, 'same'>): RateBp {
  return FIXED_RATES.find((r) => r.id === rate)?.bp ?? 0;
}

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

interface ResultRow {
  key: string;
  label: string;
  bani: number | null;
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

export function VatTool({ tool }: { tool: VatToolKind }) {
  const [state, setState] = useState<VatFormState>(initialState);
  const [ready, setReady] = useState(false);
  const [fallback, setFallback] = useState<string | null>(null);
  const [announced, setAnnounced] = useState('');
  const fallbackRef = useRef<HTMLTextAreaElement>(null);
  const focusWhenPainted = useFocusWhenPainted();
  const ids = `vat-${tool}`;

  // After hydration: the last inputs of this browser (never during the server render).
  // A transition, like useHydrated's switch: it never forces pending boundaries to hydrate at once.
  // An amount typed into the prerendered page before the app took it over wins over the saved one.
  useEffect(() => {
    const saved = loadState(tool);
    const field = document.getElementById(`${ids}-amount`);
    const typed = field instanceof HTMLInputElement ? field.value : '';
    startTransition(() => {
      if (saved || typed) setState((current) => ({ ...(saved ?? current), ...(typed ? { amount: typed } : {}) }));
      setReady(true);
    });
  }, [tool, ids]);
  useEffect(() => {
    if (ready) saveState(tool, state);
  }, [ready, tool, state]);

  const update = (next: Partial<VatFormState>) => setState((current) => ({ ...current, ...next }));
  const operation: VatOperation = tool === 'extractor' ? 'extract' : state.direction;
  const amountIsNet = operation === 'add';

  const rate = resolveRate(state.rate, state.customRate);
  const rateBp = rate.ok ? rate.value : null;
  const rateError = !rate.ok && state.rate === 'custom' ? t.errors.rate[rate.error] : null;

  // One amount.
  const single = useMemo(() => {
    const parsed = parseAmount(state.amount);
    if (!parsed.ok) return { error: parsed.error === 'empty' ? null : t.errors.amount[parsed.error], result: null };
    return { error: null, result: rateBp === null ? null : computeVat(operation, parsed.value, rateBp) };
  }, [state.amount, rateBp, operation]);

  // Several lines, each rounded on its own; totals are the sums of the rounded lines.
  const lines = useMemo(() => {
    const views: LineView[] = state.lines.map((line) => {
      const parsed = parseAmount(line.amount);
      if (!parsed.ok) return parsed.error === 'empty' ? { kind: 'empty' } : { kind: 'error', message: t.errors.amount[parsed.error] };
      const bp = line.rate === 'same' ? rateBp : fixedBp(line.rate);
      if (bp === null) return { kind: 'error', message: t.fixRate };
      return { kind: 'result', result: computeVat(operation, parsed.value, bp) };
    });
    const invalid = views.findIndex((v) => v.kind === 'error');
    const results = views.flatMap((v) => (v.kind === 'result' ? [v.result] : []));
    const totals: VatTotals | null = invalid === -1 && results.length > 0 ? sumLines(results) : null;
    return { views, invalid, results, totals };
  }, [state.lines, rateBp, operation]);

  const rateLabel = rateBp === null ? null : formatRate(rateBp);
  const vatLabel = rateLabel ? fillVat(t.vat, { rate: rateLabel }) : 'TVA';

  // What is shown under the results when there is nothing to show (reserved line, no shift).
  let status = '';
  let summary = '';
  if (state.mode === 'single') {
    if (single.error) status = t.fixAmount;
    else if (rateError) status = t.fixRate;
    else if (!single.result) status = t.enterAmount;
    else {
      status = describe(operation, rateLabel);
      const r = single.result;
      const template = operation === 'add' ? t.summaryAdd : operation === 'remove' ? t.summaryRemove : t.summaryExtract;
      summary = fillVat(template, { net: formatLei(r.net), vat: formatLei(r.vat), gross: formatLei(r.gross) });
    }
  } else if (lines.invalid !== -1) {
    status = fillVat(t.lineInvalid, { n: lines.invalid + 1 });
  } else if (!lines.totals) {
    status = t.linesEmpty;
  } else {
    status = fillVat(t.statusLines, { count: lines.results.length });
    summary = fillVat(t.summaryLines, { net: formatLei(lines.totals.net), vat: formatLei(lines.totals.vat), gross: formatLei(lines.totals.gross) });
  }
  const spoken = state.mode === 'single' ? (single.error ?? rateError ?? summary) : (rateError ?? (summary || (lines.invalid !== -1 ? status : '')));

  // The polite live region speaks once typing pauses, not at every key.
  useEffect(() => {
    const timer = setTimeout(() => setAnnounced(spoken), 700);
    return () => clearTimeout(timer);
  }, [spoken]);

  useEffect(() => {
    if (fallback !== null) fallbackRef.current?.select();
  }, [fallback]);

  const copy = async (text: string) => {
    if (await copyText(text)) {
      setFallback(null);
      notify((toast) => toast.success(t.copied));
    } else {
      setFallback(text);
      focusWhenPainted(`${ids}-fallback`);
    }
  };
  const onCopy = (text: string) => void copy(text);

  // Lines: add, remove, change.
  const changeLine = (id: number, next: Partial<VatLine>) =>
    setState((current) => ({ ...current, lines: current.lines.map((l) => (l.id === id ? { ...l, ...next } : l)) }));
  const addLine = () => {
    const id = Math.max(0, ...state.lines.map((l) => l.id)) + 1;
    update({ lines: [...state.lines, { id, amount: '', rate: 'same' }] });
    focusWhenPainted(`${ids}-line-${id}`);
  };
  const removeLine = (index: number) => {
    const remaining = state.lines.filter((_, i) => i !== index);
    update({ lines: remaining });
    const next = remaining[Math.min(index, remaining.length - 1)];
    focusWhenPainted(next ? `${ids}-line-${next.id}` : `${ids}-add`);
  };

  const single$ = single.result;
  const singleRows: ResultRow[] = [
    { key: 'net', label: t.net, bani: single$?.net ?? null },
    { key: 'vat', label: vatLabel, bani: single$?.vat ?? null },
    { key: 'gross', label: t.gross, bani: single$?.gross ?? null },
  ];
  const totals = lines.totals;
  const totalRows: ResultRow[] = [
    { key: 'net', label: t.netTotal, bani: totals?.net ?? null },
    { key: 'vat', label: t.vatTotal, bani: totals?.vat ?? null },
    { key: 'gross', label: t.grossTotal, bani: totals?.gross ?? null },
  ];
  const formulas: [string, string] =
    state.mode === 'single'
      ? single$
        ? formulaLines(operation, single$)
        : formulaTemplate(operation, rateBp)
      : totals
        ? [sumFormula('Total TVA', lines.results.map((r) => r.vat), totals.vat), sumFormula('Total brut', lines.results.map((r) => r.gross), totals.gross)]
        : ['Total TVA = suma TVA de pe fiecare linie', 'Total brut = suma totalurilor cu TVA de pe fiecare linie'];

  const copyAllText = (() => {
    if (state.mode === 'single') {
      if (!single$) return null;
      return [`${t.net}: ${formatLei(single$.net)}`, `${vatLabel}: ${formatLei(single$.vat)}`, `${t.gross}: ${formatLei(single$.gross)}`, ...formulaLines(operation, single$)].join('\n');
    }
    if (!totals) return null;
    const perLine = lines.results.map((r, i) => `${fillVat(t.lineLabel, { n: i + 1 })}: ${fillVat(t.lineResult, { net: formatLei(r.net), vat: `${formatRate(r.rateBp)} ${formatLei(r.vat)}`, gross: formatLei(r.gross) })}`);
    return [...perLine, `${t.netTotal}: ${formatLei(totals.net)}`, `${t.vatTotal}: ${formatLei(totals.vat)}`, `${t.grossTotal}: ${formatLei(totals.gross)}`].join('\n');
  })();

  const amountLabel = amountIsNet ? t.amountNet : t.amountGross;

  return (
    <section className="vat-tool" aria-labelledby={`${ids}-title`}>
      <h2 id={`${ids}-title`} className="vat-tool__title">
        {t.toolTitle[tool]}
      </h2>
      <div className="vat-tool__grid">
        <form className="vat-tool__form" onSubmit={(event) => event.preventDefault()} noValidate>
          <RadioGroup<VatMode>
            name={`${ids}-mode`}
            legend={t.mode}
            value={state.mode}
            className="vat-radios--inline"
            options={[
              { value: 'single', label: t.modeSingle },
              { value: 'lines', label: t.modeLines },
            ]}
            onChange={(mode) => update({ mode })}
          />
          {tool === 'calculator' ? (
            <RadioGroup<VatDirection>
              name={`${ids}-direction`}
              legend={t.direction}
              value={state.direction}
              className="vat-radios--inline"
              options={[
                { value: 'add', label: t.directionAdd },
                { value: 'remove', label: t.directionRemove },
              ]}
              onChange={(direction) => update({ direction })}
            />
          ) : null}
          <RadioGroup<RateChoice> name={`${ids}-rate`} legend={t.rate} value={state.rate} options={RATE_OPTIONS} onChange={(r) => update({ rate: r })}>
            <VatTextField
              id={`${ids}-custom-rate`}
              className="vat-field--rate"
              label={t.customRate}
              hint={t.customRateHint}
              value={state.customRate}
              error={rateError}
              onChange={(customRate) => update({ customRate, rate: 'custom' })}
            />
          </RadioGroup>

          {state.mode === 'single' ? (
            <VatTextField
              id={`${ids}-amount`}
              label={amountLabel}
              hint={t.amountHint}
              value={state.amount}
              error={single.error}
              onChange={(amount) => update({ amount })}
            />
          ) : (
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
          )}
        </form>

        <div className="vat-results card" aria-labelledby={`${ids}-results-title`} role="group">
          <h3 id={`${ids}-results-title`} className="vat-results__title">
            {state.mode === 'single' ? t.results : t.totals}
          </h3>
          <p className="vat-results__status">{status}</p>
          <ResultRows rows={state.mode === 'single' ? singleRows : totalRows} onCopy={onCopy} />
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
              <Button variant="ghost" onClick={() => setFallback(null)}>
                {t.close}
              </Button>
            </div>
          ) : null}
        </div>
      </div>
      <p className="visually-hidden" role="status" aria-live="polite" aria-atomic="true">
        {announced}
      </p>
    </section>
  );
}
