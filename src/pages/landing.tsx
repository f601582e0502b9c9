// The 21 landing and order-entry pages; the copy and layout live in the content feature, followed
// by the shipping calculator (every landing page is about sending something), preset from the
// page's data (envelope for documents, offers by price or by delivery date).
import { CalculatorSection } from '../features/shipping/calculator-section.tsx';
import { useCalculatorDefaults } from './use-calculator-defaults.ts';
import { LandingView } from '../features/content/landing-view.tsx';
import { landingCopy } from '../features/content/landing-copy.ts';
import { useRouteInfo } from './route-info.ts';

export function Component() {
  const route = useRouteInfo()?.route;
  const slug = route?.landing;
  const calculator = slug ? landingCopy(slug).calculator : undefined;
  const calculatorPreset = useCalculatorDefaults(calculator?.preset);
  if (!route || !slug) return null;
  return (
    <>
      <LandingView slug={slug} />
      <CalculatorSection key={route.path} preset={calculatorPreset} title={calculator?.title} />
    </>
  );
}
