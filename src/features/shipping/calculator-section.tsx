// The calculator's place on a page (home, landing and carrier pages): its heading and
// lead are in the prerendered HTML; the form itself is a lazy chunk (Downshift, the form logic)
// that never weighs on the first load or the hydration of the page above it. The chunk is fetched
// and evaluated as soon as the visitor starts scrolling or interacting (they are on their way down)
// or when the section comes near the screen, so on a slow phone the form is ready by the time they
// reach it; it is rendered once the section is near the screen, in a transition (short tasks).
// Not when the browser is idle: on the pages a visitor only reads, that evaluation was start-up
// work (Lighthouse's TBT of a content page rose by about 100 ms).
// The placeholder keeps the form's height (no layout shift).
import { startTransition, useEffect, useRef, useState } from 'react';
import { Skeleton } from '../../components/skeleton.tsx';
import { useHydrated } from '../../lib/use-hydrated.ts';
import type { CalculatorPreset } from './calculator-form.ts';
import type * as CalculatorChunk from './shipping-calculator.tsx';
import './calculator-section.css';

type CalculatorModule = typeof CalculatorChunk;
let calculatorModule: CalculatorModule | null = null;
let loading: Promise<CalculatorModule> | null = null;

/** Fetches and evaluates the calculator's chunk once; a failed load (offline) is tried again next time. */
function loadCalculator(): Promise<CalculatorModule> {
  loading ??= import('./shipping-calculator.tsx').then(
    (module) => (calculatorModule = module),
    (error: unknown) => {
      loading = null;
      throw error;
    },
  );
  return loading;
}

/** The first signs that the visitor is going down the page or using it. */
const INTENT_EVENTS = ['scroll', 'wheel', 'touchstart', 'pointerdown', 'keydown'] as const;

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
    const observer = new IntersectionObserver((entries) => entries.some((e) => e.isIntersecting) && setNear(true), { rootMargin: '200px 0px' });
    observer.observe(node);
    return () => observer.disconnect();
  }, [ref, enabled, near]);
  return near;
}

/** The calculator's module once loaded: fetched at the visitor's first scroll or input, or at once when `now`. */
function useCalculatorModule(enabled: boolean, now: boolean): CalculatorModule | null {
  const [module, setModule] = useState<CalculatorModule | null>(calculatorModule);
  useEffect(() => {
    if (!enabled || module) return;
    let active = true;
    // A transition: the calculator's first render is cut into short tasks instead of one long one.
    const load = () => void loadCalculator().then((m) => active && startTransition(() => setModule(() => m)), () => undefined);
    if (now) {
      load();
      return () => {
        active = false;
      };
    }
    for (const type of INTENT_EVENTS) window.addEventListener(type, load, { once: true, passive: true, capture: true });
    return () => {
      active = false;
      for (const type of INTENT_EVENTS) window.removeEventListener(type, load, { capture: true });
    };
  }, [enabled, now, module]);
  return module;
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
  const module = useCalculatorModule(hydrated, near);
  return (
    <section ref={ref} className="container calculator-section" aria-labelledby="calculator-titlu" id="calculator">
      <h2 id="calculator-titlu">{title}</h2>
      <p className="calculator-section__lead">{LEAD}</p>
      {hydrated && near && module ? <module.ShippingCalculator {...preset} /> : <Placeholder />}
    </section>
  );
}
