/**
 * Where a push token comes from. The app asks a provider for the token of its own service-worker
 * registration; the real provider is Firebase Messaging (firebase-messaging.ts), imported only
 * when push is used so Firebase never weighs on the first load.
 */
import type { FirebaseWebConfig } from '../../lib/app-config.ts';

export interface PushTokenProvider {
  /** The current token of this device; Firebase renews it when the subscription changed or aged. */
  getToken(registration: ServiceWorkerRegistration): Promise<string>;
  /** Revokes the token and unsubscribes the browser's push subscription. */
  deleteToken(registration: ServiceWorkerRegistration): Promise<void>;
}

export async function firebaseTokenProvider(config: FirebaseWebConfig): Promise<PushTokenProvider> {
  const { createFirebaseProvider } = await import('./firebase-messaging.ts');
  return createFirebaseProvider(config);
}
