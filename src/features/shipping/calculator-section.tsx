// The calculator's place on a page (home, landing and carrier pages): its heading and
// lead are in the prerendered HTML; the form itself is a lazy chunk (Downshift, the form logic)
// loaded once the section comes near the screen, so it never weighs on the first load or the
// hydration of the page above it. The placeholder keeps the form's height (no layout shift).
import { lazy, startTransition, Suspense, useEffect, useRef, useState } from 'react';
import { Skeleton } from '../../components/skeleton.tsx';
import { useHydrated } from '../../lib/use-hydrated.ts';
import type { CalculatorPreset } from './calculator-form.ts';
import './calculator-section.css';

const ShippingCalculator = lazy(() => import('./shipping-calculator.tsx').then((m) => ({ default: m.ShippingCalculator })));

// Kept here (not in ro-shipping.ts) because the heading is in the first load and the prerendered HTML.
const TITLE = 'Calculează prețul transportului';
const LEAD = 'Compară pe loc ofertele tuturor curierilor pentru coletul tău. Prețurile includ TVA.';
const LOADING = 'Se încarcă calculatorul de preț…';

function Placeholder() {
  return (
    <div className="calculator-section__placeholder" aria-busy="true">
      <span className="visually-hidden">{LOADING}</span>
      <Skeleton lines={6} height="2.75rem" />
    </div>
  );
}

/** True once the element is within 200 px of the viewport (at once without IntersectionObserver). */
function useNearScreen(ref: React.RefObject<HTMLElement | null>, enabled: boolean): boolean {
  const [near, setNear] = useState(() => typeof IntersectionObserver === 'undefined');
  useEffect(() => {
    const node = ref.current;
    if (!enabled || near || !node) return;
    // A transition: the calculator's first render is cut into short tasks instead of one long one.
    const observer = new IntersectionObserver((entries) => entries.some((e) => e.isIntersecting) && startTransition(() => setNear(true)), { rootMargin: '200px 0px' });
    observer.observe(node);
    return () => observer.disconnect();
  }, [ref, enabled, near]);
  return near;
}

export interface CalculatorSectionProps {
  /** The page's preset: carrier, service, envelope or parcels, first order of the offers. */
  preset?: CalculatorPreset | undefined;
  title?: string | undefined;
}

export function CalculatorSection({ preset, title = TITLE }: CalculatorSectionProps) {
  const hydrated = useHydrated();
  const ref = useRef<HTMLElement>(null);
  const near = useNearScreen(ref, hydrated);
  return (
    <section ref={ref} className="container calculator-section" aria-labelledby="calculator-titlu" id="calculator">
      <h2 id="calculator-titlu">{title}</h2>
      <p className="calculator-section__lead">{LEAD}</p>
      {hydrated && near ? (
        <Suspense fallback={<Placeholder />}>
          <ShippingCalculator {...preset} />
        </Suspense>
      ) : (
        <Placeholder />
      )}
    </section>
  );
}
