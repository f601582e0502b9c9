// One VAT tool: the calculator (net -> gross or gross -> net) or the extractor (the VAT inside a
// gross amount), for one amount or several lines with totals. Everything is computed in the
// browser, as the user types (no network; useVatTool holds the state and what it computes). The
// first render is the neutral state (prerendered); the last inputs come back from localStorage
// right after hydration and are saved on each change.
import { roVat } from '../../i18n/ro-vat.ts';
import type { VatToolKind } from './vat-copy.ts';
import { RadioGroup, VatTextField } from './vat-fields.tsx';
import { VatLines } from './vat-lines.tsx';
import { FIXED_RATES, type RateChoice } from './vat-rates.ts';
import { VatResults } from './vat-results.tsx';
import type { VatDirection, VatMode } from './vat-state.ts';
import { useVatTool } from './use-vat-tool.ts';
import './vat.css';

const t = roVat;

const RATE_OPTIONS = [
  ...FIXED_RATES.map((r) => ({ value: r.id as RateChoice, label: r.label, hint: r.hint })),
  { value: 'custom' as RateChoice, label: 'Altă cotă' },
];

export function VatTool({ tool }: { tool: VatToolKind }) {
  const model = useVatTool(tool);
  const { ids, state, update, amountIsNet, rateError, single, announced } = model;
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
            <VatLines model={model} />
          )}
        </form>

        <VatResults model={model} />
      </div>
      <p className="visually-hidden" role="status" aria-live="polite" aria-atomic="true">
        {announced}
      </p>
    </section>
  );
}
