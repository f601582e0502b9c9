/**
 * Push: a push message becomes a notification (icon, badge, a tag per parcel so that updates of one
 * AWB replace each other, the page to open in `data.url`); a click focuses the app's window showing
 * that page, or navigates one there, or opens a new one. The parsing and the routing are pure
 * modules (push-payload.ts, notification-target.ts).
 *
 * Firebase Messaging's SDK is not in the worker: the page obtains the FCM token with this worker's
 * registration (src/features/push, no second worker), and FCM's payloads ({notification, data,
 * fcmOptions}) are read here like any other JSON, so this one 'push' listener shows every
 * notification, exactly once.
 */
import { parcelUpdate } from '../src/shared/push.ts';
import { notificationOptions, parsePushPayload, type PushNotificationSpec } from './push-payload.ts';
import { pickClientToFocus } from './notification-target.ts';

function readPushText(event: PushEvent): string | null {
  try {
    return event.data?.text() ?? null;
  } catch {
    return null;
  }
}

async function openTarget(sw: ServiceWorkerGlobalScope, targetUrl: unknown): Promise<void> {
  const windows = await sw.clients.matchAll({ type: 'window', includeUncontrolled: true });
  const decision = pickClientToFocus(windows, targetUrl, sw.location.origin);
  if (decision.kind === 'open') {
    await sw.clients.openWindow(decision.url);
    return;
  }
  let client: WindowClient = decision.client;
  if (decision.navigateTo) {
    try {
      // navigate() works only for windows this worker controls; otherwise open a fresh one.
      client = (await client.navigate(decision.navigateTo)) ?? client;
    } catch {
      await sw.clients.openWindow(decision.navigateTo);
      return;
    }
  }
  await client.focus();
}

/** Windows of the app showing the parcel refresh it now (features/tracking listens). */
async function tellWindows(sw: ServiceWorkerGlobalScope, spec: PushNotificationSpec): Promise<void> {
  if (!spec.awb) return;
  const windows = await sw.clients.matchAll({ type: 'window' });
  for (const client of windows) client.postMessage(parcelUpdate(spec.awb));
}

export function installPushHandlers(sw: ServiceWorkerGlobalScope): void {
  sw.addEventListener('push', (event) => {
    const spec = parsePushPayload(readPushText(event));
    event.waitUntil(Promise.all([sw.registration.showNotification(spec.title, notificationOptions(spec)), tellWindows(sw, spec).catch(() => undefined)]));
  });

  sw.addEventListener('notificationclick', (event) => {
    event.notification.close();
    const data: unknown = event.notification.data;
    const url = typeof data === 'object' && data !== null ? (data as { url?: unknown }).url : undefined;
    event.waitUntil(openTarget(sw, url));
  });
}
