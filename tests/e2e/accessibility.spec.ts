// axe-core with the WCAG 2.2 A/AA rules finds nothing on any route of the route table at 360 px, in
// the light and the dark theme: every public and guest route signed out, every dashboard section
// (with an order, wallet movements and an API key to show) and the pages that change with a session
// signed in; plus the states a route only reaches after an action: the consent banner, the offers
// of the calculator, tracking results with the recent lookups, an order opened in the dashboard.
// 145 routes (39 docs pages, all covered): one hard load per group, then in-app navigation, the
// theme switched without a reload, so the whole file runs in about two minutes here.
import type { Locator } from '@playwright/test';
import { DASHBOARD_SECTIONS } from '../../src/shared/dashboard-sections.ts';
import { ROUTES, fillPath } from '../../src/shared/routes-data.ts';
import { axeBothThemes } from './axe.ts';
import { openCalculator, quoteClujIasi } from './checkout-steps.ts';
import { expect, skipConsent, test, type Page } from './fixtures.ts';
import { E2E_PASSWORD, placeOrder, registerAccount, topUpWallet, type Account, type Placed } from './orders-api.ts';

test.use({ serviceWorkers: 'block', viewport: { width: 360, height: 780 }, colorScheme: 'light', reducedMotion: 'reduce' });

let account: Account = { email: '', token: '' };
let order: Placed = { orderId: 0, awb: '' };

test.beforeAll(async ({ playwright, baseURL }) => {
  test.setTimeout(60_000);
  const api = await playwright.request.newContext({ baseURL });
  account = await registerAccount(api, 'Ana Accesibil', 'axe');
  order = await placeOrder(api, account, 6); // Sameday: a booked order with an AWB
  await topUpWallet(api, account, 5_000); // wallet movements
  const key = await api.post('/api/private/api-keys', {
    headers: { Authorization: `Bearer ${account.token}` },
    data: { name: 'Magazin test', scope: 'read_write', mode: 'test' },
  });
  expect(key.status()).toBe(201);
  await api.dispose();
});

test.beforeEach(async ({ context }) => skipConsent(context));

/** The account's session in storage before the app starts (a real login). */
async function signIn(page: Page, email = account.email) {
  const response = await page.request.post('/api/private/auth/login', { data: { email, password: E2E_PASSWORD, remember: false } });
  expect(response.status()).toBe(200);
  const answer = (await response.json()) as { access_token: string; refresh_token: string; expires_in: number; customer: unknown };
  await page.addInitScript((session) => {
    if (sessionStorage.getItem('e2e-signed-in')) return;
    sessionStorage.setItem('e2e-signed-in', '1');
    localStorage.setItem('access_token', session.access_token);
    localStorage.setItem('refresh_token', session.refresh_token);
    localStorage.setItem('token_expires_at', String(Date.now() + session.expires_in * 1000));
    localStorage.setItem('customer', JSON.stringify(session.customer));
  }, answer);
}

/** Client-side navigation, as a link click does. */
async function navigateInApp(page: Page, path: string) {
  await page.evaluate((to) => {
    history.pushState(null, '', to);
    dispatchEvent(new PopStateEvent('popstate'));
  }, path);
}

/** The page is shown: its heading, and nothing in main still loading (skeletons, busy regions). */
async function settled(page: Page, path: string) {
  await expect(page).toHaveURL((url) => url.pathname + url.search === path);
  await expect(page.locator('main h1').first()).toBeVisible();
  // The calculator of the home, landing and carrier pages loads when it comes near the screen (the
  // heading's focus may scroll back up after a navigation: brought into view until it is there).
  await expect
    .poll(
      () =>
        page.evaluate(() => {
          document.getElementById('calculator')?.scrollIntoView();
          return document.querySelectorAll('main .skeleton, main [aria-busy="true"]').length;
        }),
      { timeout: 20_000 },
    )
    .toBe(0);
}

/** Checks every path of `paths` in turn; each path's violations are reported on their own (soft), all of them. */
async function checkAll(page: Page, paths: readonly string[]) {
  for (const [i, path] of paths.entries()) {
    if (i === 0) await page.goto(path);
    else await navigateInApp(page, path);
    await settled(page, path);
    expect.soft(await axeBothThemes(page), `axe on ${path}`).toEqual([]);
  }
}

const sample = (path: string) => fillPath(path, ROUTES.find((r) => r.path === path)?.sample ?? {});
// The integrations hub's 56 platform and carrier pages share two templates: the hub, one platform's
// page and one carrier's page stand for them here (tests/e2e/integrations.spec.ts renders more).
const INTEGRATION_SAMPLES = new Set(['/integrari', '/integrari/woocommerce', '/integrari/woocommerce/bookurier']);
const signedOut = ROUTES.filter((r) => !r.redirect && r.access !== 'protected' && (r.page !== 'integration' || INTEGRATION_SAMPLES.has(r.path))).map((r) =>
  sample(r.path),
);
const GROUP = 12;

test.describe('signed out, every public and guest route', () => {
  for (let start = 0; start < signedOut.length; start += GROUP) {
    const slice = signedOut.slice(start, start + GROUP);
    test(`routes ${start + 1}-${start + slice.length} of ${signedOut.length}`, async ({ page }) => {
      test.setTimeout(240_000);
      await checkAll(page, slice);
    });
  }
});

test('signed in: the dashboard, each of its sections, an order, the confirmation and the pages a session changes', async ({ page }) => {
  test.setTimeout(180_000);
  await signIn(page);
  const dashboard = ['/dashboard', ...DASHBOARD_SECTIONS.map((s) => `/dashboard/${s.slug}`)];
  await checkAll(page, [
    ...dashboard,
    `/dashboard/comenzi?comanda=${order.orderId}`,
    `/confirmare/${order.orderId}`,
    '/',
    '/comanda',
    '/tracking',
  ]);
});

test('the consent banner of a first visit', async ({ browser }) => {
  const context = await browser.newContext({ viewport: { width: 360, height: 780 }, serviceWorkers: 'block', reducedMotion: 'reduce' });
  const page = await context.newPage();
  await page.goto('/');
  await expect(page.getByRole('region', { name: /cookie/i })).toBeVisible();
  expect(await axeBothThemes(page)).toEqual([]);
  await context.close();
});

test('the offers of the calculator and the order form with one chosen', async ({ page }) => {
  await openCalculator(page);
  const { offers } = await quoteClujIasi(page);
  await offers.locator('details').first().locator('summary').click();
  expect(await axeBothThemes(page)).toEqual([]);
  await offers.getByRole('button', { name: /^Alege oferta / }).first().click();
  await expect(page).toHaveURL(/\/comanda$/);
  await expect(page.getByRole('region', { name: 'Oferta aleasă' })).toBeVisible();
  expect(await axeBothThemes(page)).toEqual([]);
});

test('tracking results: one parcel, several, a not-found one, and the recent lookups', async ({ page }) => {
  const field: Locator = page.getByRole('textbox', { name: 'Numere AWB' });
  await page.goto('/tracking');
  await field.fill(order.awb);
  await page.getByRole('button', { name: 'Urmărește' }).click();
  await expect(page.getByRole('article', { name: `AWB ${order.awb}` })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Căutări recente' })).toBeVisible();
  expect(await axeBothThemes(page)).toEqual([]);
  await field.fill(`${order.awb}\n1234567890`);
  await page.getByRole('button', { name: 'Urmărește' }).click();
  await expect(page.locator('.track-row')).toHaveCount(2);
  await expect(page.locator('.track-row__status--missing')).toBeVisible();
  expect(await axeBothThemes(page)).toEqual([]);
});

test('API keys: the empty section, then a new key with its secret shown once', async ({ page, request }) => {
  const fresh = await registerAccount(request, 'Magazin Accesibil', 'axe-chei');
  await signIn(page, fresh.email);
  await page.goto('/dashboard/api');
  await expect(page.getByRole('heading', { name: 'Nu ai încă nicio cheie API' })).toBeVisible();
  await settled(page, '/dashboard/api');
  expect(await axeBothThemes(page)).toEqual([]);
  await page.getByLabel('Numele cheii').fill('Magazin online');
  await page.getByRole('button', { name: 'Creează cheia' }).click();
  await expect(page.getByRole('group', { name: 'Cheia ta nouă' })).toBeFocused();
  expect(await axeBothThemes(page)).toEqual([]);
});
