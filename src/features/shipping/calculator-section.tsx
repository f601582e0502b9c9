// The calculator's place on a page (home, landing and carrier pages). The whole form is in the
// prerendered HTML (the build renders it with its chunk loaded first: entry-server.tsx); its code
// (Downshift, the form logic) is still a lazy chunk that never weighs on the first load or on the
// hydration of the page above it. The form's stylesheets are not render-blocking: the page links
// them as print stylesheets that the loader turns on once the page has been painted
// (scripts/prerender.ts), and until they apply the form is hidden under the placeholder, which
// keeps its height (calculator-section.css; the form's own stylesheet swaps them). So the real form
// shows right after the first paint, long before its code, and typing into it works: what was typed
// is handed over when it is hydrated. Until the chunk is here the form stays the prerendered HTML
// (a Suspense boundary React leaves dehydrated); once it arrives React hydrates it in short tasks,
// with nothing re-created (no layout shift). The chunk is fetched as soon as the visitor starts
// scrolling or interacting (they are on their way down, or typing into the form) or when the
// section comes near the screen. Not when the browser is idle: on the pages a visitor only reads,
// that evaluation was start-up work (Lighthouse's TBT of a content page rose by about 100 ms).
// After a client-side navigation the placeholder shows until the chunk has rendered the form.
import { Suspense, startTransition, use, useEffect, useMemo, useRef, useState, useSyncExternalStore } from 'react';
import { Skeleton } from '../../components/skeleton.tsx';
import { useHydrated } from '../../lib/use-hydrated.ts';
import type { CalculatorPreset } from './calculator-form.ts';
import type * as CalculatorChunk from './shipping-calculator.tsx';
import './calculator-section.css';

type CalculatorModule = typeof CalculatorChunk;
let calculatorModule: CalculatorModule | null = null;
let loading: Promise<CalculatorModule> | null = null;
// What the form waits for while it is not loaded: settled by the first load that succeeds.
let markLoaded: (module: CalculatorModule) => void = () => undefined;
const loaded = new Promise<CalculatorModule>((resolve) => (markLoaded = resolve));
const loadListeners = new Set<() => void>();

/** Fetches and evaluates the calculator's chunk once; a failed load (offline) is tried again next time. */
export function loadCalculator(): Promise<CalculatorModule> {
  loading ??= import('./shipping-calculator.tsx').then(
    (module) => {
      calculatorModule = module;
      markLoaded(module);
      for (const listener of loadListeners) listener();
      return module;
    },
    (error: unknown) => {
      loading = null;
      throw error;
    },
  );
  return loading;
}

/** The first signs that the visitor is going down the page or using it. */
const INTENT_EVENTS = ['scroll', 'wheel', 'touchstart', 'pointerdown', 'keydown', 'focusin'] as const;

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

/** Loads the calculator's module at the visitor's first scroll or input, or at once when `now`. */
function useLoadCalculator(enabled: boolean, now: boolean): void {
  useEffect(() => {
    if (!enabled || calculatorModule) return;
    const load = () => void loadCalculator().catch(() => undefined);
    if (now) return load();
    for (const type of INTENT_EVENTS) window.addEventListener(type, load, { once: true, passive: true, capture: true });
    return () => {
      for (const type of INTENT_EVENTS) window.removeEventListener(type, load, { capture: true });
    };
  }, [enabled, now]);
}

const subscribeToNothing = () => () => undefined;
const subscribeToLoad = (listener: () => void) => {
  loadListeners.add(listener);
  return () => loadListeners.delete(listener);
};

/**
 * The form itself, at once when its chunk is loaded (the build loads it first). Otherwise: while
 * React hydrates the prerendered form (the server snapshot is read), it suspends, which leaves the
 * HTML as it is until the chunk arrives; rendered in the browser, nothing (the placeholder beside it
 * shows), then the form in a transition (its first render cut into short tasks).
 */
function Calculator({ preset, onShown }: { preset: CalculatorPreset | undefined; onShown: (shown: true) => void }) {
  const phase = useSyncExternalStore(
    subscribeToNothing,
    () => (calculatorModule ? 'loaded' : 'browser'),
    () => (calculatorModule ? 'loaded' : 'hydrating'),
  );
  const [module, setModule] = useState<CalculatorModule | null>(calculatorModule);
  useEffect(() => {
    if (module) return;
    let active = true;
    void loaded.then((m) => active && startTransition(() => setModule(() => m)));
    return () => {
      active = false;
    };
  }, [module]);
  const shown = module ?? calculatorModule;
  // Once the form is on the page (hydrated or rendered), the placeholder beside it goes.
  useEffect(() => {
    if (shown) onShown(true);
  }, [shown, onShown]);
  if (shown) return <shown.ShippingCalculator {...preset} />;
  if (phase === 'hydrating') use(loaded);
  return null;
}

export interface CalculatorSectionProps {
  /** The page's preset: carrier, service, envelope or parcels, first order of the offers. */
  preset?: CalculatorPreset | undefined;
  title?: string | undefined;
}

/**
 * Starts the chunk's load. A sibling of the form, not its parent: its re-render after hydration
 * must not reach the form while that is still the prerendered HTML (an update into a boundary
 * still dehydrated waits for it to hydrate, which waits for the chunk this starts loading).
 */
function CalculatorLoader({ section }: { section: React.RefObject<HTMLElement | null> }) {
  const hydrated = useHydrated();
  const near = useNearScreen(section, hydrated);
  useLoadCalculator(hydrated, near);
  return null;
}

export function CalculatorSection({ preset, title = TITLE }: CalculatorSectionProps) {
  const ref = useRef<HTMLElement>(null);
  // Until the chunk is here the form keeps the preset it was rendered with: a later one (a signed-in
  // customer's address book answering first) would be an update into the still-dehydrated form,
  // which React would throw away and render again in the browser. The new preset follows the chunk.
  const loadedNow = useSyncExternalStore(subscribeToLoad, () => calculatorModule !== null, () => false);
  const [firstPreset] = useState(preset);
  // The placeholder stays until the form is shown (hidden by the form's stylesheet meanwhile), then leaves the page.
  const [formShown, setFormShown] = useState(false);
  const shownPreset = loadedNow ? preset : firstPreset;
  // The same element while the preset is the same: nothing to update in the form before it is hydrated.
  const form = useMemo(
    () => (
      <Suspense fallback={null}>
        <Calculator preset={shownPreset} onShown={setFormShown} />
      </Suspense>
    ),
    [shownPreset],
  );
  return (
    <section ref={ref} className="container calculator-section" aria-labelledby="calculator-titlu" id="calculator">
      <h2 id="calculator-titlu">{title}</h2>
      <p className="calculator-section__lead">{LEAD}</p>
      <CalculatorLoader section={ref} />
      {/* The placeholder follows the form: the form's stylesheet hides it once the form is there. */}
      <div className="calculator-section__slot">
        {form}
        {formShown ? null : <Placeholder />}
      </div>
    </section>
  );
}
