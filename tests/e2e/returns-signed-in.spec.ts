// A signed-in customer's returns, at 360 px on the production build: their dashboard's "Retururile
// mele" is empty at first (a way to /retur); they find an order of a shop on /retur/{slug}, start the
// withdrawal, reload the page and find what they typed kept (not the IBAN, never stored), withdraw in
// the two steps, and see the request in "Retururile mele" with its shop, order and status; it opens
// as the same view as the guest's page, read with their bearer. And a shop whose page is off still
// sees its logo in the settings. axe in both themes, nothing scrolls sideways; screenshots at 360 and
// 1280 px, light and dark.
import type { APIRequestContext } from '@playwright/test';
import { applyTheme, axeBothThemes } from './axe.ts';
import { expect, signIn, skipConsent, test, type Page } from './fixtures.ts';
import { E2E_PASSWORD, placeOrder, registerAccount, type Account } from './orders-api.ts';
import { FORM_LIMITS } from '../../src/shared/forms.ts';

const PHONE = { width: 360, height: 800 };
const suffix = Date.now().toString(36);
const SHOP_NAME = `Librăria Țărănească ${suffix}`;
const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==', 'base64');

test.beforeEach(async ({ page }) => skipConsent(page));

/** Signs in (the header's account link is behind the menu on a phone), then the phone's width. */
async function signInOnPhone(page: Page, email: string): Promise<void> {
  await page.setViewportSize({ width: 1280, height: 900 });
  await signIn(page, email, E2E_PASSWORD);
  await page.setViewportSize(PHONE);
}

/** A shop with its returns page saved (on unless `enabled` is false); its account. */
async function openShop(api: APIRequestContext, slug: string, enabled = true): Promise<Account> {
  const shop = await registerAccount(api, 'Magazin Țărănesc', `magazin.${slug}`);
  const auth = { Authorization: `Bearer ${shop.token}` };
  const address = await api.post('/api/private/addresses', {
    headers: auth,
    data: { kind: 'shipping', contact: 'Ana Popescu', phone: '0722 123 456', email: 'ana@exemplu.ro', locality_id: 54984, street_name: 'Strada Memorandumului', street_no: '28', zipcode: '400114' },
  });
  expect(address.status(), await address.text()).toBe(201);
  const saved = await api.put('/api/private/returns/settings', {
    headers: auth,
    data: {
      enabled,
      public_name: SHOP_NAME,
      slug,
      window_days: 30,
      conditions: 'Cărțile se returnează nefolosite.',
      reasons: ['Nu mi se potrivește', 'Produs deteriorat'],
      return_address_id: ((await address.json()) as { data: { id: number } }).data.id,
      drop_off_methods: ['locker', 'office'],
      carrier_ids: [6],
      payer: 'shop',
      payer_limit_bani: null,
      approval: 'manual',
      accept_external_orders: false,
      notify_shop: false,
    },
  });
  expect(saved.status(), await saved.text()).toBe(200);
  return shop;
}

async function checkScreen(page: Page, name: string): Promise<void> {
  expect(await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth), `${name} scrolls sideways`).toBeLessThanOrEqual(0);
  expect(await axeBothThemes(page)).toEqual([]);
  for (const [width, height] of [[360, 800], [1280, 900]] as const) {
    await page.setViewportSize({ width, height });
    for (const theme of ['light', 'dark'] as const) {
      await applyTheme(page, theme);
      await page.screenshot({ path: test.info().outputPath(`${name}-${width}-${theme}.png`), fullPage: true });
    }
  }
  await applyTheme(page, 'light');
  await page.setViewportSize(PHONE);
}

test('a signed-in customer files a return, keeps the draft over a reload, and finds the request in "Retururile mele"', async ({ page, request }) => {
  test.setTimeout(120_000);
  const slug = `libraria-${suffix}`;
  const shop = await openShop(request, slug);
  const order = await placeOrder(request, shop, 6);
  const customer = await registerAccount(request, 'Ion Țăranu', 'client.retur');
  await signInOnPhone(page, customer.email);

  // Nothing yet: the way to /retur.
  await page.goto('/dashboard/retururi');
  const mine = page.getByRole('region', { name: 'Retururile mele' });
  await expect(mine.getByRole('heading', { name: 'Nu ai trimis niciun retur' })).toBeVisible();
  await expect(mine.getByRole('link', { name: 'Inițiază un retur' })).toHaveAttribute('href', '/retur');
  await checkScreen(page, 'retururile-mele-gol');

  // The shop's page: the order by its AWB, then the details.
  await page.goto(`/retur/${slug}`);
  const shownAt = Date.now();
  await page.getByLabel('Numărul AWB').fill(order.awb);
  await page.getByRole('button', { name: 'Caută comanda' }).click();
  await expect(page.getByRole('heading', { level: 2, name: 'Retrage-te din contract' })).toBeFocused();
  await page.locator('#retur-items-0-name').fill('Dicționar român-englez');
  await page.locator('#retur-items-0-reason').selectOption('Produs deteriorat');
  await page.locator('#retur-contact-email').fill(customer.email);
  for (const [id, value] of [['street', 'Bulevardul Ștefan cel Mare și Sfânt 10'], ['county_name', 'Iași'], ['postal_code', '700064']] as const) {
    await page.locator(`#retur-contact-${id}`).fill(value);
  }
  await page.getByRole('radio', { name: 'Easybox sau locker' }).check();

  // A reload keeps what was typed (Dexie), at the same step.
  await page.waitForTimeout(600);
  await page.reload();
  await expect(page.getByRole('heading', { level: 2, name: 'Retrage-te din contract' })).toBeVisible();
  await expect(page.getByText('Am păstrat ce ai completat pe acest dispozitiv.', { exact: false })).toBeVisible();
  await expect(page.locator('#retur-items-0-name')).toHaveValue('Dicționar român-englez');
  await expect(page.locator('#retur-items-0-reason')).toHaveValue('Produs deteriorat');
  await expect(page.locator('#retur-contact-street')).toHaveValue('Bulevardul Ștefan cel Mare și Sfânt 10');
  await expect(page.getByRole('radio', { name: 'Easybox sau locker' })).toBeChecked();
  await checkScreen(page, 'retur-ciorna-pastrata');

  const left = FORM_LIMITS.minFillMs + 300 - (Date.now() - shownAt);
  if (left > 0) await page.waitForTimeout(left);
  await page.getByRole('button', { name: 'Retrage-te din contract' }).click();
  await page.getByRole('button', { name: 'Confirm retragerea' }).click();
  await expect(page.getByRole('heading', { level: 2, name: 'Retragere confirmată' })).toBeFocused();

  // Filed: the draft is gone (the page starts over), and the request is in the dashboard.
  await page.reload();
  await expect(page.getByRole('button', { name: 'Caută comanda' })).toBeVisible();
  await page.goto('/dashboard/retururi');
  const item = mine.getByRole('listitem').filter({ hasText: SHOP_NAME });
  await expect(item).toHaveCount(1);
  await expect(item).toContainText(/Comanda \S+ · 1 produs · Easybox sau locker/);
  await expect(item).toContainText('Cerere nouă');
  await expect(item).toContainText('1 produs');
  await checkScreen(page, 'retururile-mele');

  // Its page: the guest's view, by the bearer.
  await item.getByRole('link', { name: /^Vezi cererea de retur nr\. \d+/ }).click();
  await expect(page).toHaveURL(/\/retur\/cerere\/\d+$/);
  await expect(page.getByRole('heading', { level: 1, name: /^Cererea de retur nr\. \d+$/ })).toBeVisible();
  await expect(page.getByText('1 × Dicționar român-englez (Produs deteriorat)')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Înapoi la retururile mele' })).toHaveAttribute('href', '/dashboard/retururi');
  await checkScreen(page, 'retur-cerere-cont');
});

test('a shop whose returns page is off still sees its logo in the settings', async ({ page, request }) => {
  const slug = `oprit-${suffix}`;
  const shop = await openShop(request, slug, false);
  const logo = await request.put('/api/private/returns/settings/logo', { headers: { Authorization: `Bearer ${shop.token}`, 'Content-Type': 'image/png' }, data: PNG });
  expect(logo.status(), await logo.text()).toBe(200);
  await signInOnPhone(page, shop.email);
  await page.goto('/dashboard/retururi?setari');
  const preview = page.getByRole('img', { name: 'Logo-ul actual' });
  await expect(preview).toBeVisible();
  expect(await preview.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
  await checkScreen(page, 'setari-logo-oprit');
});
