// The batch page: its rows with their AWBs as the queue issues them (asked again every 2 s until
// every row has an answer), refused rows with the carrier's reason and "rambursat", the batch's
// labels (A6, four A6 on an A4, ZPL 203/300 dpi), its statuses as CSV or XLSX (the status export's
// columns) and its AWBs in bulk tracking.
import { useEffect, useId, useState } from 'react';
import { Link } from 'react-router-dom';
import { Button } from '../../components/button.tsx';
import { Notice } from '../../components/notice.tsx';
import { Skeleton } from '../../components/skeleton.tsx';
import { fill } from '../../i18n/fill.ts';
import { HttpError } from '../../lib/http.ts';
import { batchLabels, batchStatuses, getBatch } from './batch-api.ts';
import type { BatchView as Batch, LabelFormat } from './batch-api.ts';
import { saveFile } from '../../lib/save-file.ts';
import { screenText } from './screen-copy.ts';

const t = screenText.batch;
const POLL_MS = 2000;
export const BULK_TRACKING_PATH = '/dashboard/urmarire-lot';

const LABELS: readonly { format: LabelFormat; label: string; ext: string }[] = [
  { format: 'A6', label: t.labelA6, ext: 'pdf' },
  { format: 'A4_4xA6', label: t.labelA4, ext: 'pdf' },
  { format: 'ZPL203', label: t.labelZpl203, ext: 'zpl' },
  { format: 'ZPL300', label: t.labelZpl300, ext: 'zpl' },
];

function reasonOf(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}

export function BatchView({ batchId, onAnother }: { batchId: number; onAnother: () => void }) {
  const titleId = useId();
  const [batch, setBatch] = useState<Batch | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [labelError, setLabelError] = useState<string | null>(null);
  const [downloading, setDownloading] = useState<LabelFormat | 'csv' | 'xlsx' | null>(null);

  useEffect(() => {
    const controller = new AbortController();
    let timer: ReturnType<typeof setTimeout> | undefined;
    const load = async () => {
      try {
        const next = await getBatch(batchId, controller.signal);
        setBatch(next);
        setError(null);
        const waiting = next.status !== 'done' && next.status !== 'cancelled';
        if (waiting) timer = setTimeout(() => void load(), POLL_MS);
      } catch (e) {
        if (controller.signal.aborted) return;
        setError(reasonOf(e));
        if (!(e instanceof HttpError && e.status === 404)) timer = setTimeout(() => void load(), POLL_MS * 2);
      }
    };
    void load();
    return () => {
      controller.abort();
      clearTimeout(timer);
    };
  }, [batchId]);

  const download = async (format: LabelFormat, ext: string) => {
    setDownloading(format);
    setLabelError(null);
    try {
      const { blob, fileName } = await batchLabels(batchId, format);
      saveFile(blob, fileName ?? `etichete-lot-${batch?.number ?? batchId}-${format}.${ext}`);
    } catch (e) {
      setLabelError(fill(t.labelsFailed, { reason: reasonOf(e) }));
    } finally {
      setDownloading(null);
    }
  };

  const exportStatuses = async (format: 'csv' | 'xlsx') => {
    setDownloading(format);
    setLabelError(null);
    try {
      const { blob, fileName } = await batchStatuses(batchId, format);
      saveFile(blob, fileName ?? `curiero-statusuri-${batch?.number ?? batchId}.${format}`);
    } catch (e) {
      setLabelError(fill(t.statusesFailed, { reason: reasonOf(e) }));
    } finally {
      setDownloading(null);
    }
  };

  if (!batch) {
    return error ? (
      <Notice tone="error">
        <p>{fill(t.loadFailed, { reason: error })}</p>
      </Notice>
    ) : (
      <div aria-busy="true">
        <Skeleton lines={4} height="2.75rem" />
      </div>
    );
  }

  const answered = batch.rows.filter((r) => r.status !== 'pending').length;
  const awbs = batch.rows.map((r) => r.awb).filter((a): a is string => Boolean(a));
  return (
    <section className="batch-import__step" aria-labelledby={titleId}>
      <h2 id={titleId} className="batch-import__title">
        {fill(t.title, { number: batch.number ?? String(batch.id) })}
      </h2>
      <p className="batch-import__summary" role="status">
        {`${t.status[batch.status]}. ${fill(t.progress, { done: answered, total: batch.rows.length })}`}
      </p>
      <table className="batch-quote batch-rows">
        <caption className="visually-hidden">{fill(t.title, { number: batch.number ?? String(batch.id) })}</caption>
        <thead>
          <tr>
            <th scope="col">{t.reference}</th>
            <th scope="col">{t.recipient}</th>
            <th scope="col">{t.awb}</th>
          </tr>
        </thead>
        <tbody>
          {batch.rows.map((row) => (
            <tr key={row.index} className={`batch-rows__row batch-rows__row--${row.status}`}>
              <td data-label={t.reference}>{row.reference ?? `#${row.index + 1}`}</td>
              <td data-label={t.recipient}>{[row.recipient_name, row.locality].filter(Boolean).join(', ')}</td>
              <td data-label={t.awb}>
                {row.status === 'booked' && row.awb ? <span className="batch-rows__awb">{row.awb}</span> : null}
                {row.status === 'pending' ? t.pending : null}
                {row.status === 'refused' ? (
                  <span className="batch-rows__refused">
                    {`${t.refused}: ${row.reason ?? ''}`}
                    {row.refunded ? <strong className="batch-rows__refunded">{` · ${t.refunded}`}</strong> : null}
                  </span>
                ) : null}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      {awbs.length > 0 ? (
        <>
          <h3>{t.labels}</h3>
          <div className="batch-import__labels">
            {LABELS.map(({ format, label, ext }) => (
              <Button key={format} variant="secondary" busy={downloading === format} onClick={() => void download(format, ext)}>
                {label}
              </Button>
            ))}
          </div>
          <h3>{t.statuses}</h3>
          <div className="batch-import__labels">
            <Button variant="secondary" busy={downloading === 'csv'} onClick={() => void exportStatuses('csv')}>
              {t.statusesCsv}
            </Button>
            <Button variant="secondary" busy={downloading === 'xlsx'} onClick={() => void exportStatuses('xlsx')}>
              {t.statusesXlsx}
            </Button>
          </div>
          {labelError ? (
            <Notice tone="error">
              <p>{labelError}</p>
            </Notice>
          ) : null}
          <p>
            <Link to={`${BULK_TRACKING_PATH}?awb=${encodeURIComponent(awbs.join(','))}`}>{t.tracking}</Link>
          </p>
        </>
      ) : null}
      <div className="batch-import__actions">
        <Button variant="ghost" onClick={onAnother}>
          {t.another}
        </Button>
      </div>
    </section>
  );
}
