// False while the server renders and while React hydrates prerendered HTML, true afterwards:
// UI that depends on this browser's storage (session, consent, admin flag) renders its neutral
// state first, exactly as prerendered, and switches right after hydration (no mismatch).
// The switch is a transition, not useSyncExternalStore's re-render: that one is synchronous and
// forced every boundary still waiting to hydrate to hydrate in the same long task (about half the
// home page's blocking time on a slow phone). A component mounted later switches right after its
// first render.
import { startTransition, useEffect, useState } from 'react';

export function useHydrated(): boolean {
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => startTransition(() => setHydrated(true)), []);
  return hydrated;
}
