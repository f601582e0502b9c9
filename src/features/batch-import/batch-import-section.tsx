// The dashboard section /dashboard/expedieri ("expedieri în lot"): a file of shipments (our
// template, or a shop platform's own orders export) becomes one paid batch of orders. Upload ->
// columns (only when the header did not say) -> every row checked by the server, fixed or skipped
// -> one quote -> one payment -> the batch page (?lot={id}), with its AWBs and labels.
import { useSearchParams } from 'react-router-dom';
import { Button } from '../../components/button.tsx';
import { Notice } from '../../components/notice.tsx';
import { fill } from '../../i18n/fill.ts';
import { BatchView } from './batch-view.tsx';
import { DefaultsForm } from './defaults-form.tsx';
import { MappingStep } from './mapping-step.tsx';
import { PreviewList } from './preview-list.tsx';
import { QuoteStep } from './quote-step.tsx';
import { rowState } from './row-card.tsx';
import { screenText } from './screen-copy.ts';
import { UploadStep } from './upload-step.tsx';
import { useBatchImport } from './use-batch-import.ts';
import type { Stage } from './use-batch-import.ts';
import './batch-import.css';
import './batch-rows.css';

const STEPS: readonly { stage: Stage | 'batch'; label: string }[] = [
  { stage: 'upload', label: screenText.steps.upload },
  { stage: 'map', label: screenText.steps.map },
  { stage: 'preview', label: screenText.steps.preview },
  { stage: 'quote', label: screenText.steps.pay },
  { stage: 'batch', label: screenText.steps.batch },
];

function Steps({ current }: { current: Stage | 'batch' }) {
  const at = STEPS.findIndex((s) => s.stage === current);
  return (
    <ol className="batch-import__steps" aria-label={screenText.stepsLabel}>
      {STEPS.map((s, i) => (
        <li key={s.stage} className={i < at ? 'is-done' : i === at ? 'is-current' : undefined} aria-current={i === at ? 'step' : undefined}>
          {s.label}
        </li>
      ))}
    </ol>
  );
}

export default function BatchImportSection() {
  const [params, setParams] = useSearchParams();
  const lot = Number(params.get('lot'));
  const state = useBatchImport((id) => setParams({ lot: String(id) }));

  if (Number.isInteger(lot) && lot > 0) {
    return (
      <div className="batch-import">
        <Steps current="batch" />
        <BatchView
          batchId={lot}
          onAnother={() => {
            state.reset();
            setParams({});
          }}
        />
      </div>
    );
  }

  const good = state.items.filter((item) => rowState(item) === 'ok').length;
  return (
    <div className="batch-import">
      <Steps current={state.stage} />
      {state.stage === 'upload' ? <UploadStep progress={state.progress} error={state.uploadError} onFile={(f) => void state.onFile(f)} /> : null}
      {state.stage === 'map' && state.parsed ? (
        <MappingStep
          headers={state.parsed.headers}
          sample={state.parsed.sample}
          initial={state.parsed.mapping}
          busy={state.progress !== null}
          onSubmit={(m) => void state.onMapping(m)}
        />
      ) : null}
      {state.stage === 'preview' ? (
        <>
          {state.parsed?.platform ? (
            <Notice tone="info" live={false}>
              <p>{fill(screenText.map.platform, { platform: state.parsed.platform.name })}</p>
            </Notice>
          ) : null}
          <DefaultsForm draft={state.draft} senders={state.senders} errors={state.defaultsErrors} onChange={state.setDraft} />
          <PreviewList
            items={state.items}
            fileName={state.fileName}
            checking={state.checking}
            onChange={state.onChangeRow}
            onSkip={state.onSkip}
          />
          {state.checkError ? (
            <Notice tone="error" action={<Button variant="secondary" onClick={state.recheck}>{screenText.preview.recheck}</Button>}>
              <p>{fill(screenText.preview.validateFailed, { reason: state.checkError })}</p>
            </Notice>
          ) : null}
          {good === 0 && !state.checking ? (
            <p className="batch-import__hint">{screenText.preview.noneValid}</p>
          ) : null}
          <div className="batch-import__actions">
            <Button size="lg" disabled={good === 0} busy={state.checking} onClick={() => void state.onQuote()}>
              {screenText.preview.quote}
            </Button>
            <Button variant="ghost" onClick={state.reset}>
              {screenText.batch.another}
            </Button>
          </div>
        </>
      ) : null}
      {state.stage === 'quote' && state.quote ? (
        <QuoteStep
          quote={state.quote}
          rows={state.quoted}
          walletBani={state.wallet}
          busy={state.paying}
          duplicate={state.duplicate}
          error={state.payError}
          onPay={(method, confirm) => void state.onPay(method, confirm)}
          onBack={() => state.setStage('preview')}
        />
      ) : null}
    </div>
  );
}
