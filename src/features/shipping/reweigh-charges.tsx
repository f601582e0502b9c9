// The wallet's block of unpaid re-weighing differences (issue #30): what the carrier weighed, the
// difference per order and the total, and "Plătește din portofel", which pays them all at once.
// Nothing shows while there is nothing to pay. A refusal (not enough money) is announced here.
import { useCallback, useEffect, useState } from 'react';
import { Button } from '../../components/button.tsx';
import { Notice } from '../../components/notice.tsx';
import { HttpError } from '../../lib/http.ts';
import { fillReweighs, roReweighs as t } from '../../i18n/ro-reweighs.ts';
import { payReweighCharges, reweighCharges, type ReweighCharge } from './orders-api.ts';
import { formatBani } from './price-breakdown.tsx';

const kg = (n: number) => String(n).replace('.', ',');

export function ReweighCharges({ onPaid }: { onPaid: (message: string) => void }) {
  const [unpaid, setUnpaid] = useState<ReweighCharge[]>([]);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const load = useCallback(() => {
    reweighCharges().then(
      (answer) => setUnpaid(answer.data.filter((c) => c.paid_at === null)),
      () => setUnpaid([]),
    );
  }, []);
  useEffect(load, [load]);

  if (unpaid.length === 0) return null;
  const total = unpaid.reduce((sum, c) => sum + c.amount_bani, 0);

  const pay = async () => {
    if (busy) return;
    setBusy(true);
    setError(null);
    try {
      const { message } = await payReweighCharges();
      setUnpaid([]);
      onPaid(message);
    } catch (failure) {
      setError(failure instanceof HttpError && failure.message ? failure.message : t.failed);
    } finally {
      setBusy(false);
    }
  };

  return (
    <section aria-labelledby="recantarire" className="reweigh-charges">
      <Notice tone="warning" live={false}>
        <h2 id="recantarire">{t.title}</h2>
        <p>{t.lead}</p>
        <ul>
          {unpaid.map((c) => (
            <li key={c.id}>
              {fillReweighs(t.row, { number: c.order_number, awb: c.awb, declared: kg(c.declared_weight_kg), measured: kg(c.measured_weight_kg) })}:{' '}
              <strong>{formatBani(c.amount_bani)}</strong>
            </li>
          ))}
        </ul>
        <p>{fillReweighs(t.total, { amount: formatBani(total) })}</p>
        <Button busy={busy} onClick={() => void pay()}>
          {busy ? t.paying : t.pay}
        </Button>
        <p role="alert" className="reweigh-charges__error">
          {error}
        </p>
      </Notice>
    </section>
  );
}
