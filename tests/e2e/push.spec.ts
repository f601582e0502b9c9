// Push notifications end to end on the production build with the real server and its one service
// worker. Only the remote ends are stood in: the browser's push service (PushManager.subscribe,
// which would call Google from Chromium), Firebase's Installations and FCM registration endpoints
// (answered in the browser by context.route), and FCM's send API (a local HTTP stand-in started
// with the e2e server, scripts/e2e-server.mjs). Firebase's SDK, our token and registration code,
// the server's queue and FCM sender, and the worker's push handling are the real ones.
import { existsSync, readFileSync } from 'node:fs';
import type { APIRequestContext, BrowserContext, Request } from '@playwright/test';
import { expect, skipConsent, test, type Page, signIn } from './fixtures.ts';
import { E2E_FCM_MESSAGES } from './e2e-env.ts';
import { E2E_PASSWORD, placeOrder, registerAccount, type Account, type Placed } from './orders-api.ts';
import { deliverPush, shownNotifications, waitForControl } from './service-worker-helpers.ts';

const FCM_TOKEN = `e2e-fcm-token-${Date.now().toString(36)}`;
const PUSH_ENDPOINT = 'https://push.stand-in.test/send/e2e-device';
const NOTIFY = 'Anunță-mă când se schimbă statusul';
/** The `message` of an FCM v1 send request, as the stand-in records it. */
interface FcmMessage {
  token: string;
  notification?: { title?: string; body?: string };
  data?: Record<string, string>;
  webpush?: { notification?: Record<string, unknown>; fcm_options?: { link?: string } };
}

let account: Account = { email: '', token: '' };

test.beforeAll(async ({ playwright, baseURL }) => {
  const api = await playwright.request.newContext({ baseURL });
  account = await registerAccount(api, 'Ana Notificări', 'notificari');
  await api.dispose();
});

/** The browser's push service: a subscription with a fixed endpoint and keys, kept across reloads. */
async function standInPushService(context: BrowserContext): Promise<void> {
  await context.addInitScript((endpoint) => {
    const key = (length: number) => new Uint8Array(length).map((_, i) => (i * 7 + 3) % 256).buffer;
    const make = (options: PushSubscriptionOptionsInit | undefined) => ({
      endpoint,
      expirationTime: null,
      options: { userVisibleOnly: true, applicationServerKey: options?.applicationServerKey ?? null },
      getKey: (name: string) => (name === 'p256dh' ? key(65) : key(16)),
      toJSON: () => ({ endpoint, keys: {} }),
      unsubscribe: async () => {
        localStorage.removeItem('e2e-push-subscribed');
        return true;
      },
    });
    PushManager.prototype.subscribe = async function subscribe(options?: PushSubscriptionOptionsInit) {
      localStorage.setItem('e2e-push-subscribed', '1');
      return make(options) as unknown as PushSubscription;
    };
    PushManager.prototype.getSubscription = async function getSubscription() {
      return (localStorage.getItem('e2e-push-subscribed') ? make(undefined) : null) as unknown as PushSubscription | null;
    };
  }, PUSH_ENDPOINT);
}

const CORS = { 'access-control-allow-origin': '*', 'access-control-allow-headers': '*', 'access-control-allow-methods': 'GET, POST, DELETE, OPTIONS' };

/** Firebase's Installations and FCM registration APIs; returns the registration calls made. */
async function standInFirebase(context: BrowserContext): Promise<Request[]> {
  const registrations: Request[] = [];
  await context.route('https://firebaseinstallations.googleapis.com/**', (route) =>
    route.request().method() === 'OPTIONS'
      ? route.fulfill({ status: 204, headers: CORS })
      : route.fulfill({
          headers: CORS,
          json: { name: 'projects/curiero-e2e/installations/fE2eTestFid0123456789A', fid: 'fE2eTestFid0123456789A', refreshToken: 'e2e-refresh', authToken: { token: 'e2e-fis-token', expiresIn: '604800s' } },
        }),
  );
  await context.route('https://fcmregistrations.googleapis.com/**', (route) => {
    const request = route.request();
    if (request.method() === 'OPTIONS') return route.fulfill({ status: 204, headers: CORS });
    registrations.push(request);
    return route.fulfill({ headers: CORS, json: request.method() === 'POST' ? { token: FCM_TOKEN } : {} });
  });
  return registrations;
}

async function prepare(context: BrowserContext, baseURL: string | undefined): Promise<Request[]> {
  await skipConsent(context);
  await context.grantPermissions(['notifications'], { origin: new URL(baseURL!).origin });
  await standInPushService(context);
  return standInFirebase(context);
}

function fcmMessagesFor(awb: string): FcmMessage[] {
  if (!existsSync(E2E_FCM_MESSAGES)) return [];
  return readFileSync(E2E_FCM_MESSAGES, 'utf8')
    .split('\n')
    .filter(Boolean)
    .map((line) => JSON.parse(line) as FcmMessage)
    .filter((m) => m.data?.awb === awb);
}

/** What FCM hands the browser for a v1 message with a webpush notification. */
function asDelivered(message: FcmMessage): string {
  return JSON.stringify({
    notification: { ...message.notification, ...message.webpush?.notification },
    data: message.data,
    fcmOptions: message.webpush?.fcm_options?.link ? { link: message.webpush.fcm_options.link } : undefined,
    from: '1234567890',
    fcmMessageId: 'e2e-message',
  });
}

async function cancel(api: APIRequestContext, order: Placed): Promise<void> {
  const answer = await api.delete(`/api/private/orders/${order.orderId}?refund_channel=wallet`, { headers: { Authorization: `Bearer ${account.token}` } });
  expect(answer.status(), await answer.text()).toBe(200);
}

async function track(page: Page, awb: string): Promise<void> {
  await page.goto(`/tracking?awb=${awb}`);
  await expect(page.getByRole('heading', { name: `AWB ${awb}` })).toBeVisible();
}

test('a guest turns on notifications for a parcel; its status change reaches FCM and shows as a notification', async ({ page, context, baseURL, playwright }) => {
  test.setTimeout(60_000);
  const registrations = await prepare(context, baseURL);
  const api = await playwright.request.newContext({ baseURL });
  const order = await placeOrder(api, account, 3);

  await track(page, order.awb);
  await waitForControl(page);
  const registered = page.waitForRequest((r) => r.url().endsWith('/api/private/notifications/device-tokens/register'));
  await page.getByRole('button', { name: NOTIFY }).click();
  await expect(page.getByText('Vei primi o notificare pe acest dispozitiv la fiecare schimbare de status.')).toBeVisible();

  // Firebase registered the worker's push subscription, and our server got the token (as a guest).
  expect(registrations.length).toBeGreaterThan(0);
  expect(registrations[0]!.postDataJSON()).toMatchObject({ web: { endpoint: PUSH_ENDPOINT } });
  const registration = await registered;
  expect(registration.postDataJSON()).toMatchObject({ token: FCM_TOKEN, platform: 'web', device_name: 'Chrome on Linux' });
  expect(registration.headers().authorization).toBeUndefined();
  expect(await page.evaluate(() => localStorage.getItem('push_token_registered'))).toBe('1');

  // The parcel changes status (its order is cancelled): the server sends to FCM.
  await cancel(api, order);
  await expect.poll(() => fcmMessagesFor(order.awb).length, { timeout: 15_000 }).toBeGreaterThan(0);
  const [sent] = fcmMessagesFor(order.awb);
  expect(sent!.token).toBe(FCM_TOKEN);
  expect(sent!.webpush?.notification).toMatchObject({ title: `Anulat · AWB ${order.awb}`, tag: `awb-${order.awb}` });
  expect(sent!.data).toMatchObject({ url: `/tracking?awb=${order.awb}` });

  // FCM delivers it: the worker shows it, one per parcel (its tag), with the page to open.
  const origin = new URL(baseURL!).origin;
  await deliverPush(context, page, origin, asDelivered(sent!));
  await expect.poll(() => shownNotifications(page)).toEqual([
    expect.objectContaining({ title: `Anulat · AWB ${order.awb}`, tag: `awb-${order.awb}`, data: { url: `/tracking?awb=${order.awb}` } }),
  ]);
  // The tracking screen open on that parcel is told by the worker and shows the new status at once.
  await expect(page.locator('.track-status__name')).toContainText('Anulat', { timeout: 5_000 });
  await expect(page.getByRole('button', { name: NOTIFY })).toHaveCount(0); // final: nothing more to follow
  await api.dispose();
});

test('a customer sees the parcels followed in the dashboard, stops one, and the device returns to a guest on logout', async ({ page, context, baseURL, playwright }) => {
  test.setTimeout(60_000);
  await prepare(context, baseURL);
  const api = await playwright.request.newContext({ baseURL });
  const order = await placeOrder(api, account, 6);
  await api.dispose();

  await signIn(page, account.email, E2E_PASSWORD);

  await track(page, order.awb);
  const asCustomer = page.waitForRequest((r) => r.url().endsWith('/device-tokens/register'));
  await page.getByRole('button', { name: NOTIFY }).click();
  expect((await asCustomer).headers().authorization).toMatch(/^Bearer /);
  await expect(page.getByRole('button', { name: 'Oprește notificările' })).toBeVisible();

  await page.goto('/dashboard/notificari');
  await expect(page.getByText('Notificările sunt active pe acest dispozitiv (Chrome on Linux).')).toBeVisible();
  const row = page.getByRole('listitem').filter({ hasText: order.awb });
  await expect(row).toContainText('Înregistrat');
  await row.getByRole('button', { name: `Oprește pentru ${order.awb}` }).click();
  await expect(page.getByText('Nu urmărești niciun colet cu notificări.', { exact: false })).toBeVisible();

  // Logout: the device is registered again without a bearer (a guest device now).
  const asGuest = page.waitForRequest((r) => r.url().endsWith('/device-tokens/register') && !r.headers().authorization);
  await page.getByRole('button', { name: 'Deconectare' }).first().click();
  const guest = await asGuest;
  expect(guest.postDataJSON()).toMatchObject({ token: FCM_TOKEN, platform: 'web' });
});

test('turning notifications off on the device revokes the token and tells the server', async ({ page, context, baseURL }) => {
  await prepare(context, baseURL);
  await signIn(page, account.email, E2E_PASSWORD);

  await page.goto('/dashboard/notificari');
  await waitForControl(page);
  await expect(page.getByText('Notificările nu sunt active pe acest dispozitiv.')).toBeVisible();
  await page.getByRole('button', { name: 'Activează notificările' }).click();
  await expect(page.getByText('Notificările sunt active pe acest dispozitiv (Chrome on Linux).')).toBeVisible();
  await expect(page.getByText('Nu urmărești niciun colet cu notificări.', { exact: false })).toBeVisible();

  const removed = page.waitForRequest((r) => r.url().endsWith('/api/private/notifications/device-tokens') && r.method() === 'DELETE');
  await page.getByRole('button', { name: 'Dezactivează notificările' }).click();
  expect((await removed).postDataJSON()).toMatchObject({ token: FCM_TOKEN });
  await expect(page.getByText('Notificările nu sunt active pe acest dispozitiv.')).toBeVisible();
  expect(await page.evaluate(() => localStorage.getItem('push_token_registered'))).toBeNull();
  expect(await page.evaluate(async () => (await (await navigator.serviceWorker.ready).pushManager.getSubscription()) === null)).toBe(true);
});
