// False while the server renders and while React hydrates prerendered HTML, true afterwards:
// UI that depends on this browser's storage (session, consent, admin flag) renders its neutral
// state first, exactly as prerendered, and switches right after hydration (no mismatch).
import { useSyncExternalStore } from 'react';

const subscribe = () => () => undefined;

export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  );
}
