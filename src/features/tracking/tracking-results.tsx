// The answers of one lookup: a single AWB as a full card; several as a compact list (AWB,
// carrier, status or message, last event) where each row opens its full card. The heading takes
// focus after a lookup; "Copiază linkul" copies the shareable address (?awb=…).
import { forwardRef, useState } from 'react';
import { Button } from '../../components/button.tsx';
import { roDemo } from '../../i18n/ro-demo.ts';
import { notify } from '../../lib/toast.ts';
import { fillTracking, roTracking } from '../../i18n/ro-tracking.ts';
import { awbCount } from './awb-list.ts';
import { formatDateTime } from '../../lib/format.ts';
import { ResultCard, carrierName, freshnessText, isDemo, statusTone } from './tracking-result.tsx';
import type { ResultEntry } from './tracking-store.ts';
import { lastEventAt } from './tracking-storage.ts';

const t = roTracking;

function RowSummary({ entry, now }: { entry: ResultEntry; now: number }) {
  const { item } = entry;
  const fresh = freshnessText(entry, now);
  let status: string;
  let tone: string;
  let detail: string | null = null;
  if (item?.found) {
    status = item.current_status ?? t.noStatus;
    tone = statusTone(item.current_status_id);
    const at = lastEventAt(item);
    detail = [carrierName(item), isDemo(item) ? roDemo.trackingRow : null, at ? formatDateTime(at) : null].filter(Boolean).join(' · ');
  } else if (item) {
    status = t.notFoundTitle;
    tone = 'missing';
    detail = item.message || t.notFoundDefault;
  } else if (entry.phase === 'queued') {
    status = t.queued;
    tone = 'queued';
  } else if (entry.phase === 'failed') {
    status = t.failed;
    tone = 'problem';
  } else {
    status = t.submitting;
    tone = 'loading';
  }
  return (
    <>
      <span className="track-row__awb">{entry.awb}</span>
      <span className={`track-row__status track-row__status--${tone}`}>
        {status}
        {item?.found && item.is_current_status_final ? <span className="visually-hidden"> ({t.finalStatus})</span> : null}
      </span>
      {detail ? <span className="track-row__detail">{detail}</span> : null}
      {fresh && entry.phase !== 'queued' ? <span className="track-row__fresh">{fresh}</span> : null}
    </>
  );
}

export interface TrackingResultsProps {
  entries: readonly ResultEntry[];
  now: number;
}

export const TrackingResults = forwardRef<HTMLHeadingElement, TrackingResultsProps>(function TrackingResults({ entries, now }, headingRef) {
  const [copyFallback, setCopyFallback] = useState<string | null>(null);
  const title = entries.length === 1 ? t.resultsTitle : fillTracking(t.resultsTitleMany, { count: awbCount(entries.length) });

  const copyLink = async () => {
    const href = window.location.href;
    try {
      await navigator.clipboard.writeText(href);
      setCopyFallback(null);
      notify((toast) => toast.success(t.linkCopied));
    } catch {
      setCopyFallback(href);
    }
  };

  return (
    <section className="track-results" aria-labelledby="rezultate-urmarire">
      <div className="track-results__head">
        <h2 id="rezultate-urmarire" ref={headingRef} tabIndex={-1}>
          {title}
        </h2>
        <Button variant="secondary" onClick={() => void copyLink()}>
          {t.copyLink}
        </Button>
      </div>
      {copyFallback ? (
        <div className="track-copy" role="status">
          <label htmlFor="link-urmarire">{t.linkCopyFailed}</label>
          <input id="link-urmarire" className="field__input" readOnly value={copyFallback} onFocus={(e) => e.currentTarget.select()} />
        </div>
      ) : null}
      {entries.length === 1 ? (
        <ResultCard entry={entries[0]!} now={now} />
      ) : (
        <ul className="track-list">
          {entries.map((entry) => (
            <li key={entry.awb} className="track-row">
              <details className="track-row__details">
                <summary className="track-row__summary">
                  <RowSummary entry={entry} now={now} />
                </summary>
                <div className="track-row__body">
                  <ResultCard entry={entry} now={now} showTitle={false} />
                </div>
              </details>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
});
