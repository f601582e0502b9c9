// The action bar of the orders list's selection, stuck to the bottom of the screen while orders are
// selected (on a phone too): the count (announced as it changes), the labels of the selection in one
// file in the format picked (A6, A4, four A6 per A4, ZPL 203/300 dpi), the statuses exported as CSV
// or XLSX, the bulk tracking of their AWBs, and their cancellation after a confirmation, by the
// single cancellation's rules, with one line of result per order.
import { useState } from 'react';
import { Link } from 'react-router-dom';
import { Button } from '../../components/button.tsx';
import { ConfirmDialog } from '../../components/confirm-dialog.tsx';
import { Notice } from '../../components/notice.tsx';
import { HttpError, GENERIC_ERROR_MESSAGE } from '../../lib/http.ts';
import { fill } from '../../i18n/fill.ts';
import { ordersText, roBulk, selectedText } from '../../i18n/ro-bulk.ts';
import { bulkTrackingPath } from '../../shared/bulk-tracking.ts';
import { cancelOrders, downloadLabels, exportStatuses, LABEL_CHOICES, type CancellationResult, type LabelChoiceKey } from './bulk-orders-api.ts';
import type { OrderSelection } from './orders-selection.tsx';
import './orders-bulk.css';

const t = roBulk.selection;

type Busy = 'labels' | 'csv' | 'xlsx' | 'cancel' | null;
type Outcome = { tone: 'success' | 'error'; text: string } | null;

const messageOf = (error: unknown) => (error instanceof HttpError ? error.message : GENERIC_ERROR_MESSAGE);

export function OrdersBulkBar({ selection, onCancelled }: { selection: OrderSelection; onCancelled: () => void }) {
  const [format, setFormat] = useState<LabelChoiceKey>('A4_4xA6');
  const [busy, setBusy] = useState<Busy>(null);
  const [outcome, setOutcome] = useState<Outcome>(null);
  const [confirming, setConfirming] = useState(false);
  const [results, setResults] = useState<CancellationResult[] | null>(null);
  const ids = selection.selected.map((o) => o.id);
  const awbs = selection.selected.map((o) => o.awb).filter((awb): awb is string => Boolean(awb));
  const count = ids.length;

  const run = async (kind: Exclude<Busy, null>, work: () => Promise<string>) => {
    setBusy(kind);
    setOutcome(null);
    try {
      setOutcome({ tone: 'success', text: await work() });
    } catch (error) {
      setOutcome({ tone: 'error', text: messageOf(error) });
    } finally {
      setBusy(null);
    }
  };

  const cancel = async () => {
    setBusy('cancel');
    setOutcome(null);
    try {
      setResults(await cancelOrders(ids));
      setConfirming(false);
      selection.clear();
      onCancelled();
    } catch (error) {
      setConfirming(false);
      setOutcome({ tone: 'error', text: messageOf(error) });
    } finally {
      setBusy(null);
    }
  };

  return (
    <>
      {results ? (
        <Notice tone={results.some((r) => r.outcome === 'refused') ? 'warning' : 'success'} title={t.cancelResults}>
          <ul className="orders-bulk__results">
            {results.map((r) => (
              <li key={r.order_id}>
                <strong>{t.outcome[r.outcome]}:</strong> {r.message}
              </li>
            ))}
          </ul>
        </Notice>
      ) : null}
      {/* Always mounted: the count is announced as orders are selected. */}
      <p className="visually-hidden" role="status">
        {count ? selectedText(count) : ''}
      </p>
      {count ? (
        <section className="orders-bulk" aria-label={t.barLabel}>
          <div className="orders-bulk__head">
            <p className="orders-bulk__count" aria-hidden="true">
              {selectedText(count)}
            </p>
            <Button variant="ghost" onClick={selection.clear}>
              {t.clear}
            </Button>
          </div>
          <div className="orders-bulk__labels">
            <label className="orders-bulk__format">
              <span className="orders-bulk__format-text">{t.formatLabel}</span>
              <select className="field__input field__select" value={format} onChange={(e) => setFormat(e.target.value as LabelChoiceKey)}>
                {LABEL_CHOICES.map((choice) => (
                  <option key={choice} value={choice}>
                    {t.formats[choice]}
                  </option>
                ))}
              </select>
            </label>
            <Button busy={busy === 'labels'} onClick={() => void run('labels', async () => fill(t.labelsDone, { file: await downloadLabels(ids, format) }))}>
              {busy === 'labels' ? t.labelsBusy : t.labels}
            </Button>
          </div>
          <div className="orders-bulk__more">
            <Button variant="secondary" busy={busy === 'csv'} onClick={() => void run('csv', async () => fill(t.exportDone, { file: await exportStatuses(ids, 'csv') }))}>
              {t.exportCsv}
            </Button>
            <Button variant="secondary" busy={busy === 'xlsx'} onClick={() => void run('xlsx', async () => fill(t.exportDone, { file: await exportStatuses(ids, 'xlsx') }))}>
              {t.exportXlsx}
            </Button>
            {awbs.length ? (
              <Link className="btn btn--secondary" to={bulkTrackingPath(awbs)}>
                {t.trackSelected}
              </Link>
            ) : null}
            <Button variant="secondary" className="orders-bulk__cancel" busy={busy === 'cancel'} onClick={() => setConfirming(true)}>
              {t.cancel}
            </Button>
          </div>
          {outcome ? (
            <div role={outcome.tone === 'error' ? 'alert' : 'status'} className={`orders-bulk__outcome orders-bulk__outcome--${outcome.tone}`}>
              {outcome.text}
            </div>
          ) : null}
        </section>
      ) : null}
      {confirming ? (
        <ConfirmDialog
          title={fill(t.cancelTitle, { count: ordersText(count) })}
          text={t.cancelText}
          confirm={busy === 'cancel' ? t.cancelBusy : t.cancelConfirm}
          cancel={t.cancelKeep}
          busy={busy === 'cancel'}
          onConfirm={() => void cancel()}
          onClose={() => setConfirming(false)}
        />
      ) : null}
    </>
  );
}
