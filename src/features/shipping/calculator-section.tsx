// The calculator's place on a page (home, landing and carrier pages): its heading and
// lead are in the prerendered HTML; the form itself is a lazy chunk (Downshift, the form logic)
// that never weighs on the first load or the hydration of the page above it. The chunk is fetched
// and evaluated as soon as the browser is idle after the page started (or when the section comes
// near the screen, if that is sooner), so on a slow phone the form is ready by the time the user
// scrolls to it; it is rendered once the section is near the screen, in a transition (short tasks).
// The placeholder keeps the form's height (no layout shift).
import { startTransition, useEffect, useRef, useState } from 'react';
import { Skeleton } from '../../components/skeleton.tsx';
import { whenIdleOrAfter } from '../../lib/idle.ts';
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

/** How long after the start the chunk is fetched at the latest when the browser is never idle. */
const PREFETCH_AFTER_MS = 3000;

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

/** True once the element is within 400 px of the viewport (at once without IntersectionObserver). */
function useNearScreen(ref: React.RefObject<HTMLElement | null>, enabled: boolean): boolean {
  const [near, setNear] = useState(() => typeof IntersectionObserver === 'undefined');
  useEffect(() => {
    const node = ref.current;
    if (!enabled || near || !node) return;
    const observer = new IntersectionObserver((entries) => entries.some((e) => e.isIntersecting) && setNear(true), { rootMargin: '400px 0px' });
    observer.observe(node);
    return () => observer.disconnect();
  }, [ref, enabled, near]);
  return near;
}

/** The calculator's module once loaded: fetched when the browser is idle, or at once when `now`. */
function useCalculatorModule(enabled: boolean, now: boolean): CalculatorModule | null {
  const [module, setModule] = useState<CalculatorModule | null>(calculatorModule);
  useEffect(() => {
    if (!enabled || module) return;
    let active = true;
    // A transition: the calculator's first render is cut into short tasks instead of one long one.
    const load = () => void loadCalculator().then((m) => active && startTransition(() => setModule(() => m)), () => undefined);
    if (now) load();
    const cancel = now ? () => undefined : whenIdleOrAfter(PREFETCH_AFTER_MS, load);
    return () => {
      active = false;
      cancel();
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
