// /comanda (public): the order details on top of the chosen offer (or the calculator first).
// Composes the shipping feature's order form with the session (guest notice, wallet later).
import { useEffect, useMemo } from 'react';
import { useLocation, useNavigate, useSearchParams } from 'react-router-dom';
import { useSnapshot } from 'valtio';
import { PageHeader } from '../components/page-header.tsx';
import { useDefaultAddresses } from '../features/addresses/use-default-addresses.ts';
import { authState, isSignedIn } from '../features/auth/auth-store.ts';
import { calculatorDefaults } from '../features/shipping/address-prefill.ts';
import type { ChosenOffer } from '../features/shipping/order-draft.ts';
import { CARRIERS } from '../shared/carriers.ts';
import { SERVICES } from '../shared/shipping.ts';
import { OrderForm } from '../features/shipping/order-form.tsx';
import { capitalize } from '../lib/title.ts';
import { useHydrated } from '../lib/use-hydrated.ts';
import { useRouteInfo } from './route-info.ts';

export function Component() {
  const info = useRouteInfo();
  const navigate = useNavigate();
  const location = useLocation();
  const hydrated = useHydrated();
  const { status, user } = useSnapshot(authState);
  // A signed-in customer's default sender address starts the form (only where nothing is typed).
  const defaults = useDefaultAddresses(isSignedIn(status));
  const handedOver = (location.state as { chosen?: ChosenOffer } | null)?.chosen ?? null;
  // A carrier page's button: ?curier={slug} (and ?serviciu={id} on a locker page) start the calculator there.
  const [params] = useSearchParams();
  const carrierSlug = params.get('curier');
  const serviceParam = Number(params.get('serviciu'));
  const codAccount = useMemo(() => calculatorDefaults(defaults).codAccount, [defaults]);
  const calculator = useMemo(
    () => ({
      carrierId: CARRIERS.find((c) => c.slug === carrierSlug)?.id,
      serviceId: SERVICES.some((s) => s.id === serviceParam) ? serviceParam : undefined,
      codAccount,
    }),
    [carrierSlug, serviceParam, codAccount],
  );
  // The offer is handed over once (the form reads it when it mounts, before this runs): a reload
  // must find the saved draft, not the old navigation state.
  useEffect(() => {
    if (handedOver) navigate(location.pathname, { replace: true, state: null });
  }, [handedOver, location.pathname, navigate]);
  return (
    <div className="container">
      <PageHeader title={capitalize(info?.name ?? '')} lead="Spune-ne cine trimite, cine primește și ce conține coletul." />
      {hydrated ? (
        <OrderForm
          handedOver={handedOver}
          signedIn={isSignedIn(status)}
          onContinue={() => navigate('/checkout')}
          senderDefault={defaults === undefined ? 'loading' : (defaults?.shipping ?? null)}
          calculator={calculator}
          accountEmail={isSignedIn(status) ? (user?.email ?? null) : null}
        />
      ) : null}
    </div>
  );
}
