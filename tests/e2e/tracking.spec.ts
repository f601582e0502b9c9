// Tracking end to end on the production build with the real server: two orders placed through
// the API (one account, card payment) give real AWBs on the simulated carrier network; then the
// tracking page looks them up (status, timeline, recent lookups, the shareable ?awb= address),
// answers offline from the device with the result's age, queues a lookup made offline and
// completes it when the connection returns, shows a not-found AWB beside a found one, presets the
// carrier on a carrier's page, refreshes live results every minute, and the customer's dashboard
// shows the parcels' live status with a link to tracking.
import type { Locator, Request } from '@playwright/test';
import { expect, test, type Page, skipConsent, signIn } from './fixtures.ts';
import { ro } from '../../src/i18n/ro.ts';
import { E2E_PASSWORD as PASSWORD, placeOrder, registerAccount, type Account, type Placed } from './orders-api.ts';

const QUEUED = 'Te-ai deconectat. Căutarea va fi făcută automat când revine conexiunea.';
let account: Account = { email: '', token: '' };
const orders: Placed[] = [];

test.beforeAll(async ({ playwright, baseURL }) => {
  test.setTimeout(60_000);
  const api = await playwright.request.newContext({ baseURL });
  account = await registerAccount(api, 'Ana Urmărire', 'urmarire');
  orders.push(await placeOrder(api, account, 6)); // Sameday
  orders.push(await placeOrder(api, account, 3)); // FAN Courier
  await api.dispose();
});

test.beforeEach(async ({ context }) => skipConsent(context));

function awbField(page: Page): Locator {
  return page.getByRole('textbox', { name: 'Numere AWB' });
}

/** Types the AWBs and submits; resolves with the answer of the server when one is expected. */
async function lookUp(page: Page, text: string, { answered = true } = {}) {
  await awbField(page).fill(text);
  const response = answered ? page.waitForResponse((r) => r.url().endsWith('/api/private/orders/track-by-awb')) : null;
  await page.getByRole('button', { name: 'Urmărește' }).click();
  if (response) expect((await response).status()).toBe(200);
}

function card(page: Page, awb: string): Locator {
  return page.getByRole('article', { name: `AWB ${awb}` });
}

function recentList(page: Page): Locator {
  return page.getByRole('region', { name: 'Căutări recente' });
}

/** Rows of the app's IndexedDB table (Dexie), read without Dexie. */
async function rows(page: Page, store: 'recentLookups' | 'pendingLookups'): Promise<Record<string, unknown>[]> {
  return page.evaluate(async (name) => {
    const db = await new Promise<IDBDatabase>((resolve, reject) => {
      const open = indexedDB.open('curiero');
      open.onsuccess = () => resolve(open.result);
      open.onerror = () => reject(open.error);
    });
    try {
      if (!db.objectStoreNames.contains(name)) return [];
      return await new Promise<Record<string, unknown>[]>((resolve, reject) => {
        const request = db.transaction(name).objectStore(name).getAll();
        request.onsuccess = () => resolve(request.result as Record<string, unknown>[]);
        request.onerror = () => reject(request.error);
      });
    } finally {
      db.close();
    }
  }, store);
}

/** Makes the saved lookup of `awb` look `minutes` old. */
async function ageSavedLookup(page: Page, awb: string, minutes: number) {
  await page.evaluate(
    async ({ awb, minutes }) => {
      const db = await new Promise<IDBDatabase>((resolve, reject) => {
        const open = indexedDB.open('curiero');
        open.onsuccess = () => resolve(open.result);
        open.onerror = () => reject(open.error);
      });
      await new Promise<void>((resolve, reject) => {
        const tx = db.transaction('recentLookups', 'readwrite');
        const store = tx.objectStore('recentLookups');
        const get = store.get(awb);
        get.onsuccess = () => store.put({ ...get.result, lookedUpAt: Date.now() - minutes * 60_000 });
        tx.oncomplete = () => resolve();
        tx.onerror = () => reject(tx.error);
      });
      db.close();
    },
    { awb, minutes },
  );
}

test('an order’s AWB on /tracking: current status, timeline, recent lookup and the shareable address', async ({ page, context }) => {
  const { awb } = orders[0]!;
  await page.goto('/tracking');
  await expect(page.getByRole('heading', { level: 1, name: 'Urmărire colet' })).toBeVisible();
  await expect(page.getByText('Nicio căutare recentă')).toBeVisible();
  await expect(page.getByRole('combobox', { name: 'Curier' }).locator('option:checked')).toHaveText('Orice curier');

  await awbField(page).fill(` ${awb.toLowerCase()} `);
  await expect(page.getByText('1 AWB.', { exact: true })).toBeVisible();
  const answered = page.waitForResponse((r) => r.url().endsWith('/api/private/orders/track-by-awb'));
  await page.getByRole('button', { name: 'Urmărește' }).click();
  const response = await answered;
  expect(response.request().postDataJSON()).toEqual({ awb_list: [awb], carrier_id: null });

  const result = card(page, awb);
  await expect(page.getByRole('heading', { name: 'Rezultatul căutării' })).toBeFocused();
  await expect(result.locator('.track-status__label')).toHaveText('Status curent');
  await expect(result.locator('.track-status__name')).toHaveText('Înregistrat');
  await expect(result.getByText(/^Livrare estimată: \S+, \d{1,2} \S+/)).toBeVisible();
  await expect(result.getByRole('link', { name: /^Site-ul Sameday/ })).toHaveAttribute('href', 'https://sameday.ro');
  const events = result.getByRole('heading', { name: 'Istoricul coletului' }).locator('xpath=following-sibling::ol/li');
  await expect(events.first()).toContainText('Înregistrat');
  await expect(events.first()).toContainText('Cluj-Napoca');
  await expect(events.first().locator('time')).toHaveText(/^\d{2}\.\d{2}\.\d{4}, \d{2}:\d{2}$/);
  await expect(page).toHaveURL(new RegExp(`/tracking\\?awb=${awb}$`));

  // Kept on the device, newest first, with its status and age.
  const recent = recentList(page);
  await expect(recent.getByRole('button', { name: new RegExp(`^${awb}`) })).toContainText('Sameday · Înregistrat');
  await expect(recent.getByRole('button', { name: new RegExp(`^${awb}`) })).toContainText('verificat acum câteva secunde');

  // The address can be shared.
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await page.getByRole('button', { name: 'Copiază linkul' }).click();
  await expect(page.getByText('Linkul a fost copiat.')).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(page.url());

  // Opened directly, the address shows the result and fills the form.
  const second = await context.newPage();
  await second.goto(`/tracking?awb=${awb}`);
  await expect(card(second, awb).locator('.track-status__name')).toHaveText('Înregistrat');
  await expect(awbField(second)).toHaveValue(awb);
  await second.close();
});

test('offline: a saved AWB answers from the device with its age; a new one is queued and completed when the connection returns', async ({ page, context }) => {
  const [first, other] = [orders[0]!, orders[1]!];
  await page.goto('/tracking');
  await lookUp(page, first.awb);
  await expect(card(page, first.awb).locator('.track-status__name')).toHaveText('Înregistrat');
  await expect.poll(async () => (await rows(page, 'recentLookups')).map((r) => r.awb)).toEqual([first.awb]);
  await ageSavedLookup(page, first.awb, 12);
  await page.goto('/tracking'); // (the address ?awb= would look it up again)
  await expect(recentList(page).getByRole('button', { name: new RegExp(`^${first.awb}`) })).toContainText('verificat acum 12 minute');

  let lookups = 0;
  page.on('request', (r) => {
    if (r.url().endsWith('/api/private/orders/track-by-awb')) lookups += 1;
  });
  await context.setOffline(true);
  await expect(page.getByText(ro.app.offline)).toBeVisible();

  // The saved result, opened from the recent list, says plainly how old it is.
  await recentList(page).getByRole('button', { name: new RegExp(`^${first.awb}`) }).click();
  const saved = card(page, first.awb);
  await expect(saved.getByText('Ești offline. Rezultat salvat acum 12 minute.')).toBeVisible();
  await expect(saved.locator('.track-status__name')).toHaveText('Înregistrat');
  await expect(saved.getByRole('heading', { name: 'Istoricul coletului' })).toBeVisible();
  // Asked again through the form, the same.
  await lookUp(page, first.awb, { answered: false });
  await expect(saved.getByText('Ești offline. Rezultat salvat acum 12 minute.')).toBeVisible();
  expect(lookups).toBe(0);

  // An AWB this browser never saw: queued on the device.
  await lookUp(page, other.awb, { answered: false });
  await expect(card(page, other.awb).getByText(QUEUED)).toBeVisible();
  await expect.poll(async () => (await rows(page, 'pendingLookups')).map((r) => r.awb)).toEqual([other.awb]);

  // Back online: the lookup is done without a click, in place, and announced.
  const completed = page.waitForResponse((r) => r.url().endsWith('/api/private/orders/track-by-awb'));
  await context.setOffline(false);
  expect((await completed).request().postDataJSON()).toEqual({ awb_list: [other.awb], carrier_id: null });
  await expect(card(page, other.awb).locator('.track-status__name')).toHaveText('Înregistrat');
  await expect(card(page, other.awb).getByText(QUEUED)).toHaveCount(0);
  await expect(page.locator('.track p[role="status"]')).toContainText(`Conexiunea a revenit: rezultatul pentru AWB ${other.awb} este afișat.`);
  await expect.poll(async () => (await rows(page, 'pendingLookups')).length).toBe(0);
  await expect(recentList(page).getByRole('button', { name: new RegExp(`^${other.awb}`) })).toContainText('FAN Courier · Înregistrat');
});

test('a lookup queued offline is completed on the next visit', async ({ page, context }) => {
  const { awb } = orders[1]!;
  await page.goto('/tracking');
  await expect(page.getByText('Nicio căutare recentă')).toBeVisible(); // the device's list is read: the screen is ready
  await context.setOffline(true);
  await lookUp(page, awb, { answered: false });
  await expect(card(page, awb).getByText(QUEUED)).toBeVisible();
  await expect.poll(async () => (await rows(page, 'pendingLookups')).length).toBe(1);
  await page.close(); // the app is closed while still offline
  await context.setOffline(false);
  const next = await context.newPage();
  await next.goto('/tracking');
  await expect(card(next, awb).locator('.track-status__name')).toHaveText('Înregistrat');
  await expect.poll(async () => (await rows(next, 'pendingLookups')).length).toBe(0);
});

test('a lookup queued offline is completed when the connection returns on another page, with a toast to the result', async ({ page, context }) => {
  const { awb } = orders[0]!;
  await page.goto('/tracking');
  await expect(page.getByText('Nicio căutare recentă')).toBeVisible();
  await context.setOffline(true);
  await lookUp(page, awb, { answered: false });
  await expect(card(page, awb).getByText(QUEUED)).toBeVisible();
  // Away to another page of the app (a client-side navigation: it works offline).
  await page.getByRole('contentinfo').getByRole('link', { name: 'Servicii', exact: true }).click();
  await expect(page).toHaveURL(/\/servicii$/);
  const answered = page.waitForResponse((r) => r.url().endsWith('/api/private/orders/track-by-awb'));
  await context.setOffline(false);
  expect((await answered).status()).toBe(200);
  await expect(page.getByText('Conexiunea a revenit: am finalizat căutările făcute offline (1 AWB).')).toBeVisible();
  await expect.poll(async () => (await rows(page, 'pendingLookups')).length).toBe(0);
  await page.getByRole('button', { name: 'Vezi rezultatul' }).click();
  await expect(page).toHaveURL(new RegExp(`/tracking\\?awb=${awb}$`));
  await expect(card(page, awb).locator('.track-status__name')).toHaveText('Înregistrat');
});

test('a not-found AWB shows its message beside the found one; each row opens its card', async ({ page }) => {
  const { awb } = orders[0]!;
  await page.goto('/tracking');
  await lookUp(page, `${awb}\nZZ0000000000, ${awb}`);
  await expect(page.getByText('2 AWB-uri (am ignorat un AWB repetat).')).toBeVisible();
  const results = page.getByRole('region', { name: 'Rezultate pentru 2 AWB-uri' });
  const rowsShown = results.locator('.track-row');
  await expect(rowsShown).toHaveCount(2);
  await expect(rowsShown.nth(0).locator('summary')).toContainText(`${awb}Înregistrat`);
  await expect(rowsShown.nth(1).locator('summary')).toContainText('ZZ0000000000AWB negăsit');
  await expect(rowsShown.nth(1).locator('summary')).toContainText('Nu am găsit AWB-ul ZZ0000000000 la niciun curier.');
  await expect(page).toHaveURL(new RegExp(`/tracking\\?awb=${awb},ZZ0000000000$`));
  await expect(rowsShown.nth(0).getByRole('heading', { name: 'Istoricul coletului' })).toBeHidden();
  await rowsShown.nth(0).locator('summary').click();
  await expect(rowsShown.nth(0).getByRole('heading', { name: 'Istoricul coletului' })).toBeVisible();
  // Only the found one is kept as a recent lookup.
  await expect(recentList(page).getByRole('listitem')).toHaveCount(1);
});

test('more than 200 AWBs are refused at the field, the list kept, nothing asked', async ({ page }) => {
  await page.goto('/tracking');
  const list = Array.from({ length: 201 }, (_, i) => `AWB${String(i).padStart(6, '0')}`).join(', ');
  let asked = false;
  page.on('request', (r) => {
    if (r.url().endsWith('/track-by-awb')) asked = true;
  });
  await awbField(page).fill(list);
  await page.getByRole('button', { name: 'Urmărește' }).click();
  await expect(awbField(page)).toHaveAccessibleDescription(/Poți urmări cel mult 200 de AWB-uri odată\. Ai introdus 201\./);
  await expect(awbField(page)).toHaveAttribute('aria-invalid', 'true');
  await expect(awbField(page)).toBeFocused();
  await expect(awbField(page)).toHaveValue(list);
  expect(asked).toBe(false);
});

test('a carrier’s page presets the carrier, says where its AWB is, and refreshes a live result every minute', async ({ page }) => {
  const { awb } = orders[0]!;
  await page.clock.install();
  await page.goto('/tracking/urmarire-awb-sameday');
  await expect(page).toHaveTitle('Urmărire AWB Sameday');
  await expect(page.getByRole('heading', { level: 1, name: 'Urmărire AWB Sameday' })).toBeVisible();
  await expect(page.locator('.page-header__lead')).toContainText('easybox');
  await expect(page.getByRole('combobox', { name: 'Curier' })).toHaveValue('6');
  const answered = page.waitForResponse((r) => r.url().endsWith('/api/private/orders/track-by-awb'));
  await awbField(page).fill(awb);
  await page.getByRole('button', { name: 'Urmărește' }).click();
  expect((await answered).request().postDataJSON()).toEqual({ awb_list: [awb], carrier_id: 6 });
  await expect(card(page, awb).locator('.track-status__name')).toHaveText('Înregistrat');
  await expect(page).toHaveURL(new RegExp(`/tracking/urmarire-awb-sameday\\?awb=${awb}$`));

  // The status is not final: a minute later it is asked again, without a click. A tick that comes while
  // the lookup is still being put away (a slow machine) skips its turn: then the next minute asks.
  let again: Request | null = null;
  page.on('request', (r) => {
    if (r.url().endsWith('/api/private/orders/track-by-awb')) again = r;
  });
  let minutes = 0;
  await expect
    .poll(async () => {
      if (!again) {
        await page.clock.fastForward(61_000);
        minutes += 1;
      }
      return (again as Request | null)?.postDataJSON() ?? null;
    })
    .toEqual({ awb_list: [awb], carrier_id: 6 });
  expect(minutes).toBeLessThanOrEqual(2);

  // Another carrier's page has its own heading and copy.
  await page.goto('/tracking/urmarire-awb-fan-courier');
  await expect(page.getByRole('heading', { level: 1, name: 'Urmărire AWB FAN Courier' })).toBeVisible();
  await expect(page.locator('.page-header__lead')).toContainText('FANbox');
  await expect(page.getByRole('combobox', { name: 'Curier' })).toHaveValue('3');
});

test('the dashboard shows the parcels’ live status and links the order to its tracking', async ({ page }) => {
  const { orderId, awb } = orders[0]!;
  await page.clock.install();
  await signIn(page, account.email, PASSWORD);

  await page.goto('/dashboard/comenzi');
  const row = page.getByRole('row').filter({ hasText: awb });
  await expect(row).toContainText('Înregistrat');
  await expect(row.locator('time')).toHaveText(/^\d{2}\.\d{2}\.\d{4}, \d{2}:\d{2}$/);
  await expect(row.getByRole('link', { name: awb })).toHaveAttribute('href', `/tracking?awb=${awb}`);
  // Live: asked again a minute later for the orders still on their way.
  const listRefresh = page.waitForResponse((r) => r.url().endsWith('/api/private/orders/track-by-order'));
  await page.clock.fastForward(61_000);
  const asked = (await listRefresh).request().postDataJSON() as { order_ids: number[] };
  expect(asked.order_ids).toEqual(expect.arrayContaining(orders.map((o) => o.orderId)));

  await page.goto(`/dashboard/comenzi?comanda=${orderId}`);
  await expect(page.getByText(/^Ultimul eveniment: \d{2}\.\d{2}\.\d{4}, \d{2}:\d{2} · Cluj-Napoca$/)).toBeVisible();
  const track = page.getByRole('link', { name: 'Urmărește coletul' });
  await expect(track).toHaveAttribute('href', `/tracking?awb=${awb}`);
  await track.click();
  await expect(card(page, awb).locator('.track-status__name')).toHaveText('Înregistrat');
  // Signed in, the owner sees which of their orders the parcel belongs to.
  await expect(card(page, awb).getByRole('link', { name: /^CUR-\d{4}-\d{6}$/ })).toHaveAttribute('href', `/dashboard/comenzi?comanda=${orderId}`);
});
