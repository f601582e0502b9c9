// The per-carrier pages (/{kind}-{carrier}, e.g. /retur-dpd), rendered by the content feature;
// the pages about sending and prices carry the shipping calculator, preset to their carrier.
import { CalculatorSection } from '../features/shipping/calculator-section.tsx';
import { CarrierView } from '../features/content/carrier-view.tsx';
import { carrierBySlug, type CarrierPageKind } from '../shared/carriers.ts';
import { useRouteInfo } from './route-info.ts';

const WITH_CALCULATOR: readonly CarrierPageKind[] = ['price-simulation', 'order', 'send', 'call', 'pickup', 'locker'];

export function Component() {
  const route = useRouteInfo()?.route;
  if (!route?.carrier || !route.kind) return null;
  const carrier = carrierBySlug(route.carrier);
  return (
    <>
      <CarrierView carrier={route.carrier} kind={route.kind} />
      {carrier && WITH_CALCULATOR.includes(route.kind) ? (
        <CalculatorSection
          carrierId={carrier.id}
          serviceId={route.kind === 'locker' && carrier.slug !== 'bookurier' ? 2 : 1}
          title={`Calculează prețul cu ${carrier.name}`}
        />
      ) : null}
    </>
  );
}
