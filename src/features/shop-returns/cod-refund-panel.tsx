// A cash-on-delivery request's refund from the shop's collected ramburs (issue #33): before the
// parcel is back, what will be possible; once received, the amount (the order's ramburs by default,
// editable, in lei) and "Rambursează din banii ramburs", confirmed in a dialog; once refunded, the
// amount, whether it was automatic, the transfer to the customer's IBAN (masked) and whether a payout
// has deducted it. The server's refusal (not enough collected money, more than the order's ramburs)
// is shown under the amount and announced; the result of the refund is announced by the detail.
import { useState } from 'react';
import { Button } from '../../components/button.tsx';
import { ConfirmDialog } from '../../components/confirm-dialog.tsx';
import { Field } from '../../components/field.tsx';
import { fill } from '../../i18n/fill.ts';
import { roShopReturns } from '../../i18n/ro-shop-returns.ts';
import { formatRon } from '../../lib/format.ts';
import { HttpError } from '../../lib/http.ts';
import { baniOf } from './settings-model.ts';
import { refundFromCod, type ReturnDetail, type ReturnRequest } from './shop-returns-api.ts';

const t = roShopReturns;
const AMOUNT_ID = 'retur-rambursare-suma';
const lei = (bani: number) => formatRon(bani / 100);
const leiInput = (bani: number | null) => (bani === null ? '' : (bani / 100).toFixed(2).replace('.', ','));

export interface CodRefundPanelProps {
  request: ReturnDetail;
  onDone(result: { tone: 'success' | 'error'; text: string; moved?: ReturnRequest }): void;
}

export function CodRefundPanel({ request, onDone }: CodRefundPanelProps) {
  const cod = request.cod_refund;
  const [amount, setAmount] = useState(() => leiInput(cod?.order_cod_bani ?? null));
  const [error, setError] = useState<string | null>(null);
  const [asking, setAsking] = useState<number | null>(null);
  const [busy, setBusy] = useState(false);
  if (!cod) return null;
  const refund = cod.refund;

  const ask = () => {
    const bani = baniOf(amount);
    if (!bani) {
      setError(t.codAmountInvalid);
      document.getElementById(AMOUNT_ID)?.focus();
      return;
    }
    setError(null);
    setAsking(bani);
  };

  const run = async (bani: number) => {
    setBusy(true);
    try {
      const answer = await refundFromCod(request.id, bani);
      setAsking(null);
      onDone({ tone: 'success', text: answer.message ?? '', moved: answer.data });
    } catch (failure) {
      setAsking(null);
      const field = failure instanceof HttpError ? failure.errors.amount_bani?.[0] : undefined;
      if (field) {
        setError(field);
        document.getElementById(AMOUNT_ID)?.focus();
      } else {
        onDone({ tone: 'error', text: fill(t.actionFailed, { message: failure instanceof HttpError ? failure.message : t.codFailed }) });
      }
    } finally {
      setBusy(false);
    }
  };

  const hint = fill(cod.order_cod_bani === null ? t.codAmountHintExternal : t.codAmountHint, {
    order: cod.order_cod_bani === null ? '' : lei(cod.order_cod_bani),
    available: lei(cod.available_bani),
    iban: request.refund_iban ?? '',
  });

  return (
    <section className="returns-detail__actions returns-cod" aria-labelledby="retur-rambursare">
      <h3 id="retur-rambursare">{t.codTitle}</h3>
      {refund ? (
        <>
          <p>{fill(t.codDone, { amount: lei(refund.amount_bani), how: refund.automatic ? t.codAutomatic : '' })}</p>
          <p>{fill(t.codTransfer, { iban: refund.iban_masked, status: refund.status_name.toLowerCase() })}</p>
          {refund.failure_reason ? <p>{fill(t.codFailure, { reason: refund.failure_reason })}</p> : null}
          <p className="returns__muted">{refund.deducted ? t.codDeducted : t.codToDeduct}</p>
        </>
      ) : request.status === 'received' ? (
        <form
          noValidate
          onSubmit={(event) => {
            event.preventDefault();
            ask();
          }}
        >
          <Field id={AMOUNT_ID} label={t.codAmount} hint={hint} error={error} inputMode="decimal" autoComplete="off" value={amount} onChange={(e) => setAmount(e.target.value)} required />
          <div role="alert" className="visually-hidden">
            {error ?? ''}
          </div>
          <Button type="submit">{t.codButton}</Button>
        </form>
      ) : (
        <p className="returns__muted">{t.codBefore}</p>
      )}
      {asking !== null ? (
        <ConfirmDialog
          title={fill(t.codConfirmTitle, { amount: lei(asking), id: request.id })}
          text={fill(t.codConfirmText, { iban: request.refund_iban ?? '' })}
          confirm={t.codConfirmYes}
          cancel={t.cancel}
          busy={busy}
          onConfirm={() => void run(asking)}
          onClose={() => setAsking(null)}
        />
      ) : null}
    </section>
  );
}
