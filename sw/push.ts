/**
 * Push: a push message becomes a notification (icon, badge, the page to open in `data.url`); a
 * click focuses the app's window showing that page, or navigates one there, or opens a new one.
 * The parsing and the routing are pure modules (push-payload.ts, notification-target.ts).
 *
 * Firebase stays out of the worker for now. The push issue adds Firebase Messaging here (lazy
 * `getMessaging()` + `onBackgroundMessage`) with this registration passed to `getToken`; it must
 * then let this one 'push' listener keep showing the notification (no second worker, no double
 * notifications).
 */
import { notificationOptions, parsePushPayload } from './push-payload.ts';
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

export function installPushHandlers(sw: ServiceWorkerGlobalScope): void {
  sw.addEventListener('push', (event) => {
    const spec = parsePushPayload(readPushText(event));
    event.waitUntil(sw.registration.showNotification(spec.title, notificationOptions(spec)));
  });

  sw.addEventListener('notificationclick', (event) => {
    event.notification.close();
    const data: unknown = event.notification.data;
    const url = typeof data === 'object' && data !== null ? (data as { url?: unknown }).url : undefined;
    event.waitUntil(openTarget(sw, url));
  });
}
