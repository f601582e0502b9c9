/**
 * Toasts without the toast library in the first load: sonner (about 9 kB gzip) is fetched when the
 * browser is idle or at the first toast, whichever comes first. `<ToastHost />` mounts sonner's
 * Toaster (bottom-center, 4 s, spec §9) and toasts asked for before it was mounted are shown as
 * soon as it is. Everyone calls `notify(t => t(...))` instead of importing sonner.
 */
import type * as SonnerModule from 'sonner';

type Sonner = typeof SonnerModule;
export type ToastApi = Sonner['toast'];

let loading: Promise<Sonner> | null = null;
let requestLoad: () => void = () => undefined;
/** Resolves when something wants a toast now (so the host should not wait for idle). */
export const toastRequested = new Promise<void>((resolve) => (requestLoad = resolve));
let markMounted: () => void = () => undefined;
const mounted = new Promise<void>((resolve) => (markMounted = resolve));

export function loadToastLibrary(): Promise<Sonner> {
  loading ??= import('sonner').catch((error: unknown) => {
    loading = null; // offline: the next toast retries
    throw error;
  });
  return loading;
}

/** Called by the host once sonner's Toaster is on screen and listening. */
export function toasterMounted(): void {
  markMounted();
}

export function notify(show: (toast: ToastApi) => void): void {
  requestLoad();
  Promise.all([loadToastLibrary(), mounted]).then(
    ([sonner]) => show(sonner.toast),
    () => undefined,
  );
}
