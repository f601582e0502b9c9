// "Sold de test" in the dashboard's "Chei API": the balance that orders placed with a test key are paid
// from, said plainly to be test money; a free top-up (the server checks the amount and the ceiling:
// its 422 field message is shown under the field, which takes the focus, so it is announced); and the
// balance's movements, newest first. Placed by the page between the keys and the webhooks.
import { useCallback, useEffect, useState, type FormEvent } from 'react';
import { Button } from '../../components/button.tsx';
import { Field } from '../../components/field.tsx';
import { Notice } from '../../components/notice.tsx';
import { Skeleton } from '../../components/skeleton.tsx';
import { roTestBalance } from '../../i18n/ro-api-keys.ts';
import { formatDateTime, formatRon } from '../../lib/format.ts';
import { GENERIC_ERROR_MESSAGE, HttpError } from '../../lib/http.ts';
import { testBalance, testMovements, topUpTestBalance, type TestMovement } from './test-balance-api.ts';
import './api-keys.css';

const t = roTestBalance;
const AMOUNT_ID = 'test-balance-amount';
const focusAmount = () => document.getElementById(AMOUNT_ID)?.focus();
const formatBani = (bani: number) => formatRon(bani / 100);
const fetchAll = (signal?: AbortSignal) => Promise.all([testBalance(signal), testMovements(signal)]);

/** "250,50" or "250.50" or "500" -> bani; anything else null (the range is the server's to check). */
export function parseLei(text: string): number | null {
  const match = /^\s*(\d{1,9})(?:[.,](\d{1,2}))?\s*(?:lei|ron)?\s*$/i.exec(text);
  if (!match) return null;
  return Number(match[1]) * 100 + Number((match[2] ?? '0').padEnd(2, '0'));
}

export function TestBalanceSection() {
  const [balance, setBalance] = useState<number | null>(null);
  const [movements, setMovements] = useState<TestMovement[] | null>(null);
  const [failed, setFailed] = useState(false);
  const [amount, setAmount] = useState('500');
  const [error, setError] = useState<string | undefined>();
  const [busy, setBusy] = useState(false);
  const [notice, setNotice] = useState<{ tone: 'success' | 'error'; text: string } | null>(null);

  const show = useCallback(([found, list]: [{ balance_bani: number }, TestMovement[]]) => {
    setBalance(found.balance_bani);
    setMovements(list);
  }, []);
  const load = useCallback(async () => {
    setFailed(false);
    try {
      show(await fetchAll());
    } catch {
      setFailed(true);
    }
  }, [show]);
  useEffect(() => {
    const controller = new AbortController();
    fetchAll(controller.signal).then(show, (caught: unknown) => {
      if ((caught as Error)?.name !== 'AbortError') setFailed(true);
    });
    return () => controller.abort();
  }, [show]);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    const bani = parseLei(amount);
    setNotice(null);
    if (bani === null) {
      setError(t.amountInvalid);
      focusAmount();
      return;
    }
    setError(undefined);
    setBusy(true);
    try {
      const answer = await topUpTestBalance(bani);
      setBalance(answer.balance_bani);
      setNotice({ tone: 'success', text: answer.message });
      await load();
    } catch (caught) {
      const field = caught instanceof HttpError ? caught.errors.amount_bani?.[0] : undefined;
      if (field) {
        setError(field);
        focusAmount();
      } else setNotice({ tone: 'error', text: caught instanceof HttpError ? caught.message : GENERIC_ERROR_MESSAGE });
    } finally {
      setBusy(false);
    }
  };

  return (
    <section className="test-balance" aria-labelledby="test-balance-title">
      <h2 id="test-balance-title">{t.title}</h2>
      <p className="test-balance__lead">{t.lead}</p>
      {failed ? (
        <Notice tone="error">
          <p>{t.loadFailed}</p>
          <Button variant="secondary" onClick={() => void load()}>
            {t.retry}
          </Button>
        </Notice>
      ) : balance === null ? (
        <div aria-busy="true">
          <Skeleton lines={1} height="2rem" />
        </div>
      ) : (
        <p className="test-balance__amount">
          <span className="test-balance__label">{t.balanceLabel}</span>{' '}
          <strong data-testid="test-balance">{formatBani(balance)}</strong> <span className="api-key__badge">{t.testMoney}</span>
        </p>
      )}
      {notice ? (
        <Notice tone={notice.tone}>
          <p>{notice.text}</p>
        </Notice>
      ) : null}
      <form className="api-keys__form" noValidate onSubmit={(e) => void submit(e)} aria-labelledby="test-balance-top-up">
        <h3 id="test-balance-top-up">{t.topUpTitle}</h3>
        <Field id={AMOUNT_ID} label={t.amount} hint={t.amountHint} inputMode="decimal" autoComplete="off" value={amount} error={error} onChange={(e) => setAmount(e.target.value)} />
        <Button type="submit" busy={busy}>
          {busy ? t.toppingUp : t.topUp}
        </Button>
      </form>
      <h3 id="test-balance-movements">{t.movementsTitle}</h3>
      {movements === null ? null : movements.length === 0 ? (
        <p>{t.movementsEmpty}</p>
      ) : (
        <ul className="test-balance__movements" aria-labelledby="test-balance-movements">
          {movements.map((m) => (
            <li key={m.id} className="test-balance__movement">
              <span className="test-balance__description">{m.description}</span>
              <span className="test-balance__sum">
                <span className="visually-hidden">{t.colAmount}: </span>
                {m.amount_bani > 0 ? '+' : ''}
                {formatBani(m.amount_bani)}
              </span>
              <span className="test-balance__meta">
                {formatDateTime(m.created_at)} · {t.colBalance} {formatBani(m.balance_after_bani)}
              </span>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
