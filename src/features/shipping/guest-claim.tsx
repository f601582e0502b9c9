// What the reader of a guest's confirmation can do with their account, as the server tells it
// (`claim`, src/shared/guest-order.ts): right after paying, only a neutral note (the confirmation and
// its link go to the e-mail given); from the e-mail's link, sign in or register with that address
// (and come back here), then "Adaugă comanda în contul tău". Never says whether an account exists.
import { useState } from 'react';
import { Button, ButtonLink } from '../../components/button.tsx';
import { Notice } from '../../components/notice.tsx';
import { HttpError } from '../../lib/http.ts';
import { fillOrder, roOrder } from '../../i18n/ro-order.ts';
import { claimGuestOrder, type GuestOrderView } from './guest-order-api.ts';

const t = roOrder;

export interface GuestClaimProps {
  view: GuestOrderView;
  orderKey: string;
  backTo: string;
  onClaimed: (orderId: number) => void;
}

export function GuestClaim({ view, orderKey, backTo, onClaimed }: GuestClaimProps) {
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const { claim, order } = view;
  // A guest order always has its e-mail (the schema says the column may be empty).
  const email = view.email ?? '';
  const redirect = `?redirect=${encodeURIComponent(backTo)}`;

  const add = async () => {
    if (busy) return;
    setBusy(true);
    setError(null);
    try {
      await claimGuestOrder(String(order.id), orderKey);
      onClaimed(order.id);
    } catch (failure) {
      setError(failure instanceof HttpError ? failure.message : t.failed);
      setBusy(false);
    }
  };

  if (claim === 'none') {
    return (
      <Notice tone="info" live={false}>
        <p>{fillOrder(t.guestMailed, { email })}</p>
      </Notice>
    );
  }
  const actions =
    claim === 'sign_in' ? (
      <p className="order__actions">
        <ButtonLink to={`/autentificare${redirect}`}>{t.claimLogin}</ButtonLink>
        <ButtonLink to={`/inregistrare${redirect}`} variant="secondary">
          {t.claimRegister}
        </ButtonLink>
      </p>
    ) : claim === 'available' ? (
      <p className="order__actions">
        <Button size="lg" busy={busy} onClick={() => void add()}>
          {t.claimButton}
        </Button>
      </p>
    ) : claim === 'owned' ? (
      <p className="order__actions">
        <ButtonLink to={`/confirmare/${order.id}`}>{t.claimOpen}</ButtonLink>
      </p>
    ) : null;
  const text = { sign_in: t.claimSignIn, available: t.claimAvailable, other_account: t.claimOther, owned: t.claimOwned }[claim];
  return (
    <section className="order-claim" aria-labelledby="comanda-cont">
      <h2 id="comanda-cont">{t.accountTitle}</h2>
      <p>{fillOrder(text, { email })}</p>
      {error ? (
        <Notice tone="error">
          <p>{error}</p>
        </Notice>
      ) : null}
      {actions}
    </section>
  );
}
