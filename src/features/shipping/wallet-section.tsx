// Dashboard "Portofel": the balance, a top-up by card (paid on the processor's page, which sends the
// browser back here with ?payment_id=, then asked about until decided) and the movements.
import { useCallback, useEffect, useState, type FormEvent } from 'react';
import { Link, useLocation } from 'react-router-dom';
import { Button } from '../../components/button.tsx';
import { Field } from '../../components/field.tsx';
import { Notice } from '../../components/notice.tsx';
import { Skeleton } from '../../components/skeleton.tsx';
import { Unbroken } from '../../components/unbroken.tsx';
import { formatDateTime } from '../../lib/format.ts';
import { HttpError } from '../../lib/http.ts';
import { fillOrder, roOrder } from '../../i18n/ro-order.ts';
import { usePaymentGateway } from '../../lib/use-payment-gateway.ts';
import { paymentStatus } from './checkout-api.ts';
import { HostedCardNote } from './checkout-fields.tsx';
import { parseNumber } from './calculator-form.ts';
import { newIdempotencyKey } from './order-draft.ts';
import { topUp, wallet, walletMovements, type WalletMovement } from './orders-api.ts';
import { formatBani } from './price-breakdown.tsx';
import { ReweighCharges } from './reweigh-charges.tsx';
import type { OrderErrors } from './order-validation.ts';
import './order.css';
import { ImpersonationNote, isImpersonating } from '../../components/impersonation-note.tsx';
import { LabelledCell } from '../../components/card-table.tsx';

const t = roOrder;
const columns = t.walletColumns;

/** `onReweighsPaid`: the page refreshes the customer (has_unpaid_reweights) once the differences are paid. */
export function WalletSection({ onReweighsPaid }: { onReweighsPaid?: () => void } = {}) {
  const { search } = useLocation();
  const returned = new URLSearchParams(search).get('payment_id');
  const [balance, setBalance] = useState<number | null>(null);
  const [movements, setMovements] = useState<WalletMovement[] | null>(null);
  const [amount, setAmount] = useState('50');
  const [errors, setErrors] = useState<OrderErrors>({});
  const [notice, setNotice] = useState<{ tone: 'success' | 'error'; text: string; billing?: boolean } | null>(null);
  const [busy, setBusy] = useState(false);
  const [key, setKey] = useState(newIdempotencyKey);
  const gateway = usePaymentGateway();

  const refresh = useCallback(() => {
    wallet().then((w) => setBalance(w.balance_bani), () => setBalance(null));
    walletMovements().then((page) => setMovements(page.data), () => setMovements([]));
  }, []);
  useEffect(refresh, [refresh]);

  useEffect(() => {
    if (!returned) return;
    paymentStatus(returned).then(
      ({ payment }) => {
        if (payment.status === 'succeeded') setNotice({ tone: 'success', text: t.topUpDone });
        else if (payment.status === 'requires_action') setNotice({ tone: 'error', text: t.topUpUnfinished });
        else setNotice({ tone: 'error', text: fillOrder(t.declined, { reason: payment.failure_reason ?? '' }) });
        refresh();
      },
      () => setNotice({ tone: 'error', text: t.failed }),
    );
  }, [returned, refresh]);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    const value = parseNumber(amount);
    const found: OrderErrors = {};
    if (value === null || !Number.isFinite(value) || value < 10 || value > 5000) found.amount = t.amountInvalid;
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    setBusy(true);
    try {
      const answer = await topUp(value as number, key);
      if (answer.payment.redirect_url) {
        window.location.assign(answer.payment.redirect_url);
        return;
      }
      setNotice({ tone: 'success', text: t.topUpDone });
      setKey(newIdempotencyKey());
      refresh();
    } catch (error) {
      setKey(newIdempotencyKey()); // a refused request: the next try is a new one
      const billing = error instanceof HttpError ? error.errors.billing?.[0] : undefined;
      if (billing) setNotice({ tone: 'error', text: billing, billing: true });
      else setNotice({ tone: 'error', text: error instanceof HttpError ? fillOrder(t.declined, { reason: error.message }) : t.failed });
    } finally {
      setBusy(false);
    }
  };

  return (
    <div className="order">
      <ReweighCharges
        onPaid={(message) => {
          setNotice({ tone: 'success', text: message });
          refresh();
          onReweighsPaid?.();
        }}
      />
      <section aria-labelledby="sold">
        <h2 id="sold">{t.walletTitle}</h2>
        {balance === null ? <Skeleton lines={1} height="2rem" /> : <p className="wallet-balance">{formatBani(balance)}</p>}
        {balance !== null && balance < 0 ? (
          <Notice tone="error">
            <p>{t.walletOwed}</p>
          </Notice>
        ) : null}
      </section>
      {notice ? (
        <Notice tone={notice.tone}>
          <p>{notice.text}</p>
          {notice.billing ? (
            <p>
              <Link to="/dashboard/adrese">{t.walletBillingLink}</Link>
            </p>
          ) : null}
        </Notice>
      ) : null}
      <form className="order-contact" noValidate onSubmit={(e) => void submit(e)} aria-labelledby="alimentare">
        <h2 id="alimentare">{t.topUpTitle}</h2>
        <Field id="comanda-amount" label={t.topUpAmount} hint={t.topUpHint} inputMode="decimal" value={amount} error={errors.amount} onChange={(e) => setAmount(e.target.value)} />
        <HostedCardNote testGateway={gateway === 'test'} />
        {isImpersonating() ? <ImpersonationNote id="alimentare-admin" /> : null}
        <Button type="submit" busy={busy} disabled={isImpersonating()} aria-describedby={isImpersonating() ? 'alimentare-admin' : undefined}>
          {t.topUpSubmit}
        </Button>
      </form>
      <section aria-labelledby="miscari">
        <h2 id="miscari">{t.walletMovements}</h2>
        {movements === null ? <Skeleton lines={3} height="1.5rem" /> : null}
        {movements?.length === 0 ? <p>{t.walletEmpty}</p> : null}
        {movements && movements.length > 0 ? (
          <table className="orders-table card-table">
            <thead>
              <tr>
                <th scope="col">{columns.date}</th>
                <th scope="col">{columns.description}</th>
                <th scope="col" className="orders-table__amount">
                  {columns.amount}
                </th>
                <th scope="col" className="orders-table__amount">
                  {columns.balance}
                </th>
              </tr>
            </thead>
            <tbody>
              {movements.map((m) => (
                <tr key={m.id}>
                  <LabelledCell label={columns.date}>{formatDateTime(m.created_at)}</LabelledCell>
                  <LabelledCell label={columns.description}>
                    <Unbroken text={m.description} />
                  </LabelledCell>
                  <LabelledCell label={columns.amount} className="orders-table__amount">
                    {formatBani(m.amount_bani)}
                  </LabelledCell>
                  <LabelledCell label={columns.balance} className="orders-table__amount">
                    {formatBani(m.balance_after_bani)}
                  </LabelledCell>
                </tr>
              ))}
            </tbody>
          </table>
        ) : null}
      </section>
    </div>
  );
}
