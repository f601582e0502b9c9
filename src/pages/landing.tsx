// The 21 landing and order-entry pages; the copy and layout live in the content feature, followed
// by the shipping calculator (every landing page is about sending something).
import { CalculatorSection } from '../features/shipping/calculator-section.tsx';
import { LandingView } from '../features/content/landing-view.tsx';
import { useRouteInfo } from './route-info.ts';

export function Component() {
  const slug = useRouteInfo()?.route.landing;
  if (!slug) return null;
  return (
    <>
      <LandingView slug={slug} />
      <CalculatorSection />
    </>
  );
}
