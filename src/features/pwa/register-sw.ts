/**
 * The one place that registers the service worker (/sw.js, scope /) and runs the prompt-style
 * update: when a new version is installed and waiting, a persistent toast offers "Reîncarcă";
 * the click asks the worker to skip waiting and the page reloads once when the new worker takes
 * control, or after the activation time-out of 10 s (spec §9) if it never does.
 * Production builds only: the dev server has no built worker, and a worker left from an earlier
 * build would serve stale files during development.
 */
import type { Workbox } from 'workbox-window';
import { notify } from '../../lib/toast.ts';
import { ro } from '../../i18n/ro.ts';
import { markActive, markError, markRegistering, markUnsupported, markUpdateWaiting } from './pwa-store.ts';

export const SW_URL = '/sw.js';
/** Spec §9: how long the new worker gets to take control before the page reloads anyway. */
export const ACTIVATION_TIMEOUT_MS = 10_000;
const UPDATE_CHECK_INTERVAL_MS = 60 * 60 * 1000;
const UPDATE_TOAST_ID = 'pwa-update';

export type WorkboxLike = Pick<Workbox, 'addEventListener' | 'register' | 'messageSkipWaiting' | 'update'>;

export interface UpdateEnvironment {
  reload: () => void;
  /** Shows the prompt; calls `accept` when the user chooses to reload. */
  promptUpdate: (accept: () => void) => void;
  /** Tells the user the reload is under way. */
  announceReload: () => void;
}

const browserEnvironment: UpdateEnvironment = {
  reload: () => window.location.reload(),
  promptUpdate: (accept) => {
    notify((toast) =>
      toast(ro.pwa.updateAvailable, {
        id: UPDATE_TOAST_ID,
        duration: Infinity,
        action: { label: ro.pwa.updateReload, onClick: accept },
      }),
    );
  },
  announceReload: () => {
    notify((toast) => toast.loading(ro.pwa.updateReloading, { id: UPDATE_TOAST_ID, duration: Infinity }));
  },
};

/** Wires the update flow on a Workbox instance and registers it. Exported for the unit tests. */
export async function connectWorkbox(wb: WorkboxLike, env: UpdateEnvironment = browserEnvironment): Promise<void> {
  let accepted = false;
  let reloaded = false;
  const reloadOnce = () => {
    if (reloaded) return;
    reloaded = true;
    env.reload();
  };

  const accept = () => {
    if (accepted) return;
    accepted = true;
    env.announceReload();
    wb.messageSkipWaiting();
    setTimeout(reloadOnce, ACTIVATION_TIMEOUT_MS);
  };

  wb.addEventListener('waiting', () => {
    markUpdateWaiting();
    env.promptUpdate(accept);
  });
  wb.addEventListener('controlling', (event) => {
    if (accepted) reloadOnce();
    // Another tab accepted the update: never reload under the user's hands (a form may be half
    // filled), but offer it, since this page's lazy chunks belong to the previous release.
    else if (event.isUpdate) env.promptUpdate(reloadOnce);
  });
  wb.addEventListener('activated', (event) => {
    if (!event.isUpdate) markActive();
  });

  markRegistering();
  try {
    const registration = await wb.register();
    if (registration?.active) markActive();
  } catch (error) {
    markError();
    console.warn('Înregistrarea service worker-ului a eșuat', error);
  }
}

let started = false;

export function registerServiceWorker(): void {
  if (!import.meta.env.PROD || typeof navigator === 'undefined' || !('serviceWorker' in navigator)) {
    markUnsupported();
    return;
  }
  if (started) return;
  started = true;
  // workbox-window stays out of the first load: registration waits for the page anyway.
  void import('workbox-window').then(({ Workbox }) => {
    const wb = new Workbox(SW_URL, { scope: '/' });
    void connectWorkbox(wb);
    // A tab left open for days still learns about new releases.
    setInterval(() => {
      wb.update().catch(() => undefined);
    }, UPDATE_CHECK_INTERVAL_MS);
  }, markError);
}
