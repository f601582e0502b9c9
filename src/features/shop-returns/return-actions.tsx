// The moves the server allows on a request now (its `actions`), each confirmed in a dialog first;
// refusing asks for the reason the customer is mailed (checked here for its length, and by the
// server). The result, the server's own sentence or its refusal (a 409 naming the status), is
// announced by the caller.
import { useRef, useState } from 'react';
import { Button } from '../../components/button.tsx';
import { ConfirmDialog } from '../../components/confirm-dialog.tsx';
import { FieldFrame, useFieldIds } from '../../components/field.tsx';
import { fill } from '../../i18n/fill.ts';
import { roShopReturns } from '../../i18n/ro-shop-returns.ts';
import { HttpError } from '../../lib/http.ts';
import { actOn, type ReturnAction, type ReturnDetail, type ReturnRequest } from './shop-returns-api.ts';

const t = roShopReturns;

export interface ReturnActionsProps {
  request: ReturnDetail;
  onDone(result: { tone: 'success' | 'error'; text: string; moved?: ReturnRequest }): void;
}

function RefuseDialog({ id, busy, onRefuse, onClose, serverError }: { id: number; busy: boolean; serverError: string | null; onRefuse(reason: string): void; onClose(): void }) {
  const ref = useRef<HTMLDialogElement>(null);
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | null>(null);
  const shown = error ?? serverError;
  const ids = useFieldIds('retur-refuz-motiv', t.refuseHint, shown);
  return (
    <dialog
      ref={(node) => {
        ref.current = node;
        if (node && !node.open) {
          if (typeof node.showModal === 'function') node.showModal();
          else node.setAttribute('open', '');
        }
      }}
      className="confirm-dialog"
      aria-labelledby="retur-refuz-titlu"
      onCancel={(event) => {
        event.preventDefault();
        if (!busy) onClose();
      }}
    >
      <form
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          if ([...reason.trim()].length < 5) {
            setError(t.refuseShort);
            document.getElementById(ids.inputId)?.focus();
            return;
          }
          setError(null);
          onRefuse(reason.trim());
        }}
      >
        <h2 id="retur-refuz-titlu" className="confirm-dialog__title">
          {fill(t.refuseTitle, { id })}
        </h2>
        <FieldFrame ids={ids} label={t.refuseReason} hint={t.refuseHint} error={shown} required>
          <textarea
            id={ids.inputId}
            className="field__input"
            rows={4}
            maxLength={1000}
            required
            value={reason}
            aria-invalid={shown ? true : undefined}
            aria-describedby={ids.describedBy}
            onChange={(e) => setReason(e.target.value)}
          />
        </FieldFrame>
        <div role="alert" className="visually-hidden">
          {shown ?? ''}
        </div>
        <div className="confirm-dialog__actions">
          <Button variant="secondary" onClick={onClose} disabled={busy}>
            {t.cancel}
          </Button>
          <Button type="submit" className="confirm-dialog__danger" busy={busy}>
            {t.refuseYes}
          </Button>
        </div>
      </form>
    </dialog>
  );
}

export function ReturnActions({ request, onDone }: ReturnActionsProps) {
  const [asking, setAsking] = useState<ReturnAction | null>(null);
  const [busy, setBusy] = useState(false);
  const [refuseError, setRefuseError] = useState<string | null>(null);

  const run = async (action: ReturnAction, reason?: string) => {
    setBusy(true);
    try {
      const answer = await actOn(request.id, action, reason);
      setAsking(null);
      onDone({ tone: 'success', text: answer.message ?? '', moved: answer.data });
    } catch (error) {
      if (action === 'refuse' && error instanceof HttpError && error.errors.reason?.[0]) {
        setRefuseError(error.errors.reason[0]);
      } else {
        setAsking(null);
        onDone({ tone: 'error', text: fill(t.actionFailed, { message: error instanceof HttpError ? error.message : t.failed }) });
      }
    } finally {
      setBusy(false);
    }
  };

  return (
    <section className="returns-detail__actions" aria-labelledby="retur-actiuni">
      <h3 id="retur-actiuni">{t.actionsTitle}</h3>
      {request.actions.length === 0 ? <p className="returns__muted">{t.noActions}</p> : null}
      <div className="returns-detail__buttons">
        {request.actions.map((action) => (
          <Button key={action} variant={action === 'approve' ? 'primary' : 'secondary'} onClick={() => { setRefuseError(null); setAsking(action); }}>
            {t.actions[action]}
          </Button>
        ))}
      </div>
      {asking === 'refuse' ? <RefuseDialog id={request.id} busy={busy} serverError={refuseError} onRefuse={(reason) => void run('refuse', reason)} onClose={() => setAsking(null)} /> : null}
      {asking && asking !== 'refuse' ? (
        <ConfirmDialog
          title={fill(t.confirm[asking].title, { id: request.id })}
          text={t.confirm[asking].text}
          confirm={t.confirm[asking].yes}
          cancel={t.cancel}
          busy={busy}
          onConfirm={() => void run(asking)}
          onClose={() => setAsking(null)}
        />
      ) : null}
    </section>
  );
}
