// Service-worker helpers shared by the specs: wait until the page is controlled, and deliver a
// push message to the page's registration through the DevTools protocol (the way a push service
// would), then read the notifications the worker showed.
import type { BrowserContext, Page } from '@playwright/test';
import { expect } from '@playwright/test';

export async function waitForControl(page: Page): Promise<void> {
  await page.evaluate(() => navigator.serviceWorker.ready);
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null, undefined, { timeout: 15_000 });
}

/** Sends `data` (the push message's text) to every live registration of `origin` in this context. */
export async function deliverPush(context: BrowserContext, page: Page, origin: string, data: string): Promise<void> {
  const cdp = await context.newCDPSession(page);
  // The browser is shared by the tests' contexts: keep only live registrations of this origin.
  const registrationIds = new Set<string>();
  type Registration = { registrationId: string; scopeURL: string; isDeleted: boolean };
  cdp.on('ServiceWorker.workerRegistrationUpdated', ({ registrations }: { registrations: Registration[] }) => {
    for (const r of registrations) {
      if (r.scopeURL === `${origin}/` && !r.isDeleted) registrationIds.add(r.registrationId);
      else registrationIds.delete(r.registrationId);
    }
  });
  await cdp.send('ServiceWorker.enable');
  await expect.poll(() => registrationIds.size).toBeGreaterThan(0);
  for (const registrationId of registrationIds) {
    await cdp.send('ServiceWorker.deliverPushMessage', { origin, registrationId, data }).catch(() => undefined);
  }
}

export interface ShownNotification {
  title: string;
  body: string;
  icon: string;
  tag: string;
  data: unknown;
}

export function shownNotifications(page: Page): Promise<ShownNotification[]> {
  return page.evaluate(async () => {
    const registration = await navigator.serviceWorker.ready;
    return (await registration.getNotifications()).map((n) => ({ title: n.title, body: n.body, icon: n.icon, tag: n.tag, data: n.data as unknown }));
  });
}
