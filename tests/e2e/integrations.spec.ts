// Issue #34, the integrations hub at 360 px: the hub, a platform's page and a carrier's page render
// from their prerendered HTML, axe-clean in both themes, without sideways scrolling; a platform or
// carrier that is not in the list is the not-found page with 404.
import { axeBothThemes } from './axe.ts';
import { expect, skipConsent, test, type Page } from './fixtures.ts';

test.use({ serviceWorkers: 'block', viewport: { width: 360, height: 780 }, colorScheme: 'light', reducedMotion: 'reduce' });
test.beforeEach(({ page }) => skipConsent(page));

async function noSidewaysScroll(page: Page) {
  expect(await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)).toBeLessThanOrEqual(0);
}

test('the hub says what works today, that no connector exists, and links every platform', async ({ page }) => {
  const response = await page.goto('/integrari');
  expect(response?.status()).toBe(200);
  // The prerendered HTML already holds the page (before any script).
  const html = await response!.text();
  expect(html).toContain('Integrări pentru magazine online</h1>');
  expect(html).toMatch(/<meta name="description" content="Magazin online pe Curiero: importul în lot/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Integrări pentru magazine online');
  await expect(page).toHaveTitle('Integrări pentru magazine online');
  await expect(page.getByText('Nu există încă niciun modul, plugin sau conector Curiero')).toBeVisible();
  for (const name of ['WooCommerce', 'Shopify', 'PrestaShop', 'OpenCart', 'Magento', 'Gomag', 'MerchantPro', 'eMAG Marketplace']) {
    await expect(page.getByRole('link', { name, exact: true })).toBeVisible();
  }
  await noSidewaysScroll(page);
  expect(await axeBothThemes(page)).toEqual([]);

  // Into a platform's page in the app, then into one of its carriers.
  await page.getByRole('link', { name: 'PrestaShop', exact: true }).click();
  await expect(page).toHaveURL(/\/integrari\/prestashop$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Expedieri pentru magazine PrestaShop');
  await expect(page.getByRole('heading', { level: 2, name: 'Pas cu pas: exportul comenzilor din PrestaShop' })).toBeVisible();
  // The SQL query scrolls inside its own box; the page does not.
  await expect(page.locator('pre code')).toContainText('FROM ps_orders o');
  await noSidewaysScroll(page);
  expect(await axeBothThemes(page)).toEqual([]);
  await page.getByRole('link', { name: 'Sameday pentru magazine PrestaShop' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Sameday pentru magazine PrestaShop');
  await expect(page.getByText('ZPL: nu. Sameday nu oferă etichetă ZPL')).toBeVisible();
});

test('a carrier page opened directly: services, lockers, labels, returns, nothing written back', async ({ page }) => {
  const response = await page.goto('/integrari/emag-marketplace/dpd');
  expect(response?.status()).toBe(200);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('DPD pentru magazine eMAG Marketplace');
  for (const section of ['Serviciile DPD prin Curiero', 'Lockere', 'Ramburs', 'Formatele etichetei', 'Retururi', 'Ce se scrie înapoi în eMAG Marketplace']) {
    await expect(page.getByRole('heading', { level: 2, name: section })).toBeVisible();
  }
  await expect(page.getByText('ZPL (203 sau 300 dpi): eticheta ZPL a DPD')).toBeVisible();
  await expect(page.getByText(/^Nimic deocamdată\./)).toBeVisible();
  await noSidewaysScroll(page);
  expect(await axeBothThemes(page)).toEqual([]);
});

test('a platform or a carrier not in the list is the not-found page with 404', async ({ page }) => {
  for (const path of ['/integrari/wix', '/integrari/shopify/posta-romana', '/integrari/wix/dpd']) {
    const response = await page.goto(path);
    expect(response?.status(), path).toBe(404);
    await expect(page.locator('main h1'), path).toHaveText('Pagina nu a fost găsită');
  }
});
