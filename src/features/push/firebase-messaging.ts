/**
 * The Firebase Messaging token provider: its own chunk (with the SDK), loaded on demand only.
 * getToken is given the app's one service-worker registration (never firebase-messaging-sw.js: no
 * second worker); the worker shows FCM's payloads itself (sw/push.ts).
 */
import { getApp, getApps, initializeApp, type FirebaseApp } from 'firebase/app';
import { deleteToken, getMessaging, getToken, type Messaging } from 'firebase/messaging';
import type { FirebaseWebConfig } from '../../lib/app-config.ts';
import type { PushTokenProvider } from './token-provider.ts';

const APP_NAME = 'curiero-push';

function appFor(config: FirebaseWebConfig): FirebaseApp {
  if (getApps().some((app) => app.name === APP_NAME)) return getApp(APP_NAME);
  const { vapidKey: _vapidKey, ...options } = config;
  return initializeApp(options, APP_NAME);
}

export function createFirebaseProvider(config: FirebaseWebConfig): PushTokenProvider {
  let messaging: Messaging | null = null;
  const messagingOf = () => (messaging ??= getMessaging(appFor(config)));
  return {
    getToken: (registration) => getToken(messagingOf(), { vapidKey: config.vapidKey, serviceWorkerRegistration: registration }),
    deleteToken: async (registration) => {
      // deleteToken() registers Firebase's default firebase-messaging-sw.js when the instance has no
      // registration yet (a fresh page): hand it ours first, as getToken() would, so no second
      // worker is ever installed. (MessagingService keeps it in its public `swRegistration` field.)
      const instance = messagingOf() as Messaging & { swRegistration?: ServiceWorkerRegistration };
      instance.swRegistration ??= registration;
      await deleteToken(instance);
    },
  };
}
