// The state of one VAT tool (vat-tool.tsx shows it): the inputs, restored from localStorage right
// after hydration and saved on each change; what they compute (one amount, or several lines with
// totals), the status and summary lines, the spoken announcement, the copy-to-clipboard fallback
// and the line actions. Everything is computed here, in the browser, as the user types.
import { startTransition, useEffect, useMemo, useRef, useState } from 'react';
import { fillVat, roVat } from '../../i18n/ro-vat.ts';
import { useFocusWhenPainted } from '../../lib/use-focus-when-painted.ts';
import { notify } from '../../lib/toast.ts';
import { copyText } from './copy-text.ts';
import type { VatToolKind } from './vat-copy.ts';
import {
  computeVat,
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
import { FIXED_RATES, resolveRate } from './vat-rates.ts';
import { initialState, loadState, saveState, type LineRate, type VatFormState, type VatLine } from './vat-state.ts';

const t = roVat;

export type LineView =
  | { kind: 'empty' }
  | { kind: 'error'; message: string }
  | { kind: 'result'; result: VatAmounts };

export interface ResultRow {
  key: string;
  label: string;
  bani: number | null;
}

/** The line above a shown result: what was computed. */
function describe(operation: VatOperation, rate: string | null): string {
  const template = operation === 'add' ? t.statusAdd : operation === 'remove' ? t.statusRemove : t.statusExtract;
  return fillVat(template, { rate: rate ?? '' });
}

function fixedBp(rate: Exclude<LineRate, 'same'>): RateBp {
  return FIXED_RATES.find((r) => r.id === rate)?.bp ?? 0;
}

export function useVatTool(tool: VatToolKind) {
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
  const closeFallback = () => setFallback(null);

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

  return {
    ids,
    state,
    update,
    operation,
    amountIsNet,
    rateLabel,
    rateError,
    single,
    lines,
    status,
    announced,
    rows: state.mode === 'single' ? singleRows : totalRows,
    totals,
    formulas,
    copyAllText,
    fallback,
    fallbackRef,
    onCopy,
    closeFallback,
    changeLine,
    addLine,
    removeLine,
  };
}

export type VatToolModel = ReturnType<typeof useVatTool>;
