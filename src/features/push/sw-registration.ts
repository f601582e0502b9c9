/**
 * The app's own service-worker registration, once its worker is active: the one a push token is
 * tied to (no second worker). Spec §9: waiting for activation gives up after 10 s.
 */
export const SW_ACTIVATION_TIMEOUT_MS = 10_000;

export class WorkerTimeoutError extends Error {
  constructor() {
    super('The service worker did not activate in time');
    this.name = 'WorkerTimeoutError';
  }
}

function activated(registration: ServiceWorkerRegistration): Promise<void> {
  if (registration.active) return Promise.resolve();
  const incoming = registration.installing ?? registration.waiting;
  return new Promise((resolve) => {
    const check = () => {
      if (registration.active || incoming?.state === 'activated') {
        incoming?.removeEventListener('statechange', check);
        resolve();
      }
    };
    incoming?.addEventListener('statechange', check);
    check();
  });
}

export async function activeRegistration(timeoutMs: number = SW_ACTIVATION_TIMEOUT_MS): Promise<ServiceWorkerRegistration> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new WorkerTimeoutError()), timeoutMs);
  });
  try {
    const registration = await Promise.race([navigator.serviceWorker.ready, timeout]);
    await Promise.race([activated(registration), timeout]);
    return registration;
  } finally {
    clearTimeout(timer);
  }
}
