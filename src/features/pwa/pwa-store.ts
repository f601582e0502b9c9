/**
 * Service-worker status for the UI, tests and diagnostics. One `status` field, written only by the
 * transitions below (register-sw.ts calls them); components read it with `useSnapshot(pwaState)`.
 */
import { proxy } from 'valtio';

export type PwaStatus = 'unsupported' | 'registering' | 'active' | 'update-waiting' | 'error';

export const pwaState = proxy<{ status: PwaStatus }>({ status: 'unsupported' });

export function markUnsupported(): void {
  pwaState.status = 'unsupported';
}

export function markRegistering(): void {
  pwaState.status = 'registering';
}

/** The worker runs; a pending update prompt is not hidden by a late activation event. */
export function markActive(): void {
  if (pwaState.status !== 'update-waiting') pwaState.status = 'active';
}

export function markUpdateWaiting(): void {
  pwaState.status = 'update-waiting';
}

export function markError(): void {
  pwaState.status = 'error';
}
