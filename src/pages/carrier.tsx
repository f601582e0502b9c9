// The per-carrier pages (/{kind}-{carrier}, e.g. /retur-dpd), rendered by the content feature and
// followed by the shipping calculator, preset from the page's data (its carrier; a locker service
// on locker pages; the cheapest offer first on price simulations).
import { CalculatorSection } from '../features/shipping/calculator-section.tsx';
import { useCalculatorDefaults } from './use-calculator-defaults.ts';
import { CarrierView } from '../features/content/carrier-view.tsx';
import { carrierCopy } from '../features/content/carrier-copy.ts';
import { useRouteInfo } from './route-info.ts';

export function Component() {
  const route = useRouteInfo()?.route;
  const calculator = route?.carrier && route.kind ? carrierCopy(route.carrier, route.kind).calculator : undefined;
  const calculatorPreset = useCalculatorDefaults(calculator?.preset);
  if (!route?.carrier || !route.kind) return null;
  return (
    <>
      <CarrierView carrier={route.carrier} kind={route.kind} />
      <CalculatorSection key={route.path} preset={calculatorPreset} title={calculator?.title} />
    </>
  );
}
