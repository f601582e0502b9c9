// The VAT tools end to end: the prerendered HTML already holds the heading, the form and the
// explanations (nothing waits for JavaScript but the computing); computing in the browser at
// 360 px without moving the layout; and, after one online visit, the tool offline. For offline, a
// second server over the same build is stopped before going offline, so nothing can come from the
// network (setOffline alone does not cover the service worker's own fetches).
import { expect as baseExpect, test as baseTest } from '@playwright/test';
import { expect, skipConsent, test, type Page } from './fixtures.ts';
import { startCopyServer, type CopyServer } from './copy-server.ts';
import { waitForControl } from './service-worker-helpers.ts';
import { VAT_PAGE_COPY } from '../../src/features/vat/vat-copy.ts';

const CALC_H1 = VAT_PAGE_COPY.calculator.h1;
const EXTRACTOR_H1 = VAT_PAGE_COPY.extractor.h1;

const result = (page: Page, key: 'net' | 'vat' | 'gross') => page.getByTestId(`vat-${key}`);

baseTest.describe('prerendered', () => {
  baseTest('the server answers both tools with their heading, form and explanations in the HTML', async ({ request }) => {
    for (const [path, h1] of [
      ['/calculator-tva', CALC_H1],
      ['/extractor-tva', EXTRACTOR_H1],
    ] as const) {
      const html = await (await request.get(path)).text();
      baseExpect(html, path).toContain('data-prerendered');
      baseExpect(html, path).toContain(`>${h1}</h1>`);
      baseExpect(html, path).toContain('Cota de TVA');
      baseExpect(html, path).toContain('Cotele de TVA în România');
      baseExpect(html, path).toContain('Întrebări frecvente');
    }
  });

  baseTest('the page is readable before any script runs', async ({ page }) => {
    await page.route('**/assets/*.js', (route) => route.abort());
    await page.setViewportSize({ width: 360, height: 740 });
    await page.goto('/calculator-tva');
    await baseExpect(page.getByRole('heading', { level: 1 })).toHaveText(CALC_H1);
    await baseExpect(page.getByLabel('Suma fără TVA (net)')).toBeVisible();
    await baseExpect(page.getByLabel('21% (cota standard)')).toBeChecked();
    await baseExpect(page.getByRole('heading', { name: 'Cotele de TVA în România' })).toBeAttached();
    await baseExpect(page.getByRole('link', { name: 'Folosește extractorul TVA' })).toHaveAttribute('href', '/extractor-tva');
  });
});

test.describe('computing', () => {
  test.beforeEach(async ({ context }) => skipConsent(context));

  test('adds and removes VAT at 360 px, without horizontal scroll or layout shifts', async ({ page }) => {
    const problems: string[] = [];
    page.on('pageerror', (error) => problems.push(error.message));
    page.on('console', (msg) => msg.type() === 'error' && problems.push(msg.text()));
    await page.setViewportSize({ width: 360, height: 740 });
    await page.goto('/calculator-tva');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(CALC_H1);

    const results = page.locator('.vat-results');
    const before = await results.boundingBox();
    const amount = page.getByLabel('Suma fără TVA (net)');
    await amount.fill('1.000,50');
    await expect(result(page, 'vat')).toHaveText('210,11 lei');
    await expect(result(page, 'gross')).toHaveText('1.210,61 lei');
    await expect(page.getByTestId('vat-formula-1')).toHaveText('TVA = 1.000,50 × 21% = 210,11 lei');
    // Space was reserved: the results keep their size, an error does not push anything down.
    expect((await results.boundingBox())?.height).toBe(before?.height);
    const formTop = await page.locator('.vat-tool__form').evaluate((el) => el.getBoundingClientRect().height);
    await amount.fill('12abc');
    await expect(page.getByText('Suma nu este validă.', { exact: false }).first()).toBeVisible();
    await expect(amount).toHaveAttribute('aria-invalid', 'true');
    expect(await page.locator('.vat-tool__form').evaluate((el) => el.getBoundingClientRect().height)).toBe(formTop);
    expect((await results.boundingBox())?.height).toBe(before?.height);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);

    await page.getByLabel('Scot TVA (din brut în net)').check();
    const gross = page.getByLabel('Suma cu TVA (brut)');
    await gross.fill('121 lei');
    await expect(result(page, 'net')).toHaveText('100,00 lei');
    await expect(result(page, 'vat')).toHaveText('21,00 lei');
    await expect(page.getByTestId('vat-formula-1')).toHaveText('Net = 121,00 ÷ 1,21 = 100,00 lei');

    // Keyboard only: the rate radios move with the arrow keys.
    await page.getByLabel('21% (cota standard)').focus();
    await page.keyboard.press('ArrowDown');
    await expect(page.getByLabel('11% (cota redusă)')).toBeChecked();
    await expect(result(page, 'net')).toHaveText('109,01 lei'); // 121 ÷ 1,11 = 109,009 -> 109,01
    expect(problems).toEqual([]);
  });

  test('the line mode totals rounded lines; the extractor is one link away', async ({ page }) => {
    await page.goto('/calculator-tva');
    await page.getByLabel('Mai multe sume (pe linii, ca pe o factură)').check();
    await page.getByLabel('Suma fără TVA, linia 1').fill('0,50');
    await page.getByLabel('Suma fără TVA, linia 2').fill('0,50');
    await page.getByRole('button', { name: 'Adaugă o linie' }).click();
    await expect(page.getByLabel('Suma fără TVA, linia 3')).toBeFocused();
    await page.keyboard.type('0,50');
    await expect(result(page, 'vat')).toHaveText('0,33 lei'); // 3 × 0,11, not 1,50 × 21% = 0,32
    await expect(result(page, 'gross')).toHaveText('1,83 lei');

    await page.getByRole('link', { name: 'Folosește extractorul TVA' }).click();
    await expect(page).toHaveURL(/\/extractor-tva$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(EXTRACTOR_H1);
    await page.getByLabel('Suma cu TVA (brut)').fill('1.210,61');
    await expect(result(page, 'vat')).toHaveText('210,11 lei');
    await expect(result(page, 'net')).toHaveText('1.000,50 lei');
    await expect(page.getByTestId('vat-formula-1')).toHaveText('TVA = 1.210,61 × 21 ÷ 121 = 210,11 lei');
  });

  test('copies a result and says so', async ({ page, context }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    await page.goto('/calculator-tva');
    await page.getByLabel('Suma fără TVA (net)').fill('100');
    await page.getByRole('button', { name: 'Copiază TVA (21%): 21,00' }).click();
    await expect(page.getByText('Copiat', { exact: true })).toBeVisible();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe('21,00');
  });
});

// ------------------------------------------------------------------------------------------------
// Offline, on a second server over a copy of the same build (stopped before going offline).

let server: CopyServer;
let ORIGIN = '';

test.describe('offline', () => {
  test.beforeAll(async () => {
    test.setTimeout(90_000);
    server = await startCopyServer(4177, 'vat-offline');
    ORIGIN = server.origin;
  });

  test.afterAll(async () => server?.dispose());

  test('after one online visit the tool reloads and computes offline', async ({ page, context }) => {
    test.setTimeout(60_000);
    await skipConsent(context);
    // Whether each document arrived as the prerendered page or as the app shell.
    await context.addInitScript(() => {
      document.addEventListener('DOMContentLoaded', () => {
        const root = document.getElementById('root');
        sessionStorage.setItem('vat-e2e-prerendered', String(Boolean(root?.hasAttribute('data-prerendered'))));
      });
    });
    await page.goto(`${ORIGIN}/calculator-tva`);
    await waitForControl(page);
    // Once controlled, a reload lets the worker keep this prerendered page for offline use.
    await page.reload();
    await page.getByLabel('Suma fără TVA (net)').fill('1.000,50');
    await expect(result(page, 'gross')).toHaveText('1.210,61 lei');

    await server.stop();
    await context.setOffline(true);
    const failed: string[] = [];
    page.on('requestfailed', (request) => failed.push(request.url()));

    await page.reload();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(CALC_H1);
    // The worker answered with the prerendered page it kept, not the app shell.
    expect(await page.evaluate(() => sessionStorage.getItem('vat-e2e-prerendered'))).toBe('true');
    // The last inputs came back from this browser's storage, and computing needs no network.
    await expect(page.getByLabel('Suma fără TVA (net)')).toHaveValue('1.000,50');
    await expect(result(page, 'vat')).toHaveText('210,11 lei');
    await page.getByLabel('Suma fără TVA (net)').fill('250');
    await expect(result(page, 'vat')).toHaveText('52,50 lei');
    await expect(result(page, 'gross')).toHaveText('302,50 lei');

    // The other tool, never opened, also works offline (the app shell renders it from the precache).
    await page.getByRole('link', { name: 'Folosește extractorul TVA' }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(EXTRACTOR_H1);
    await page.getByLabel('Suma cu TVA (brut)').fill('121');
    await expect(result(page, 'vat')).toHaveText('21,00 lei');
    expect(failed.filter((url) => !new URL(url).pathname.startsWith('/api/'))).toEqual([]);
    await context.setOffline(false);
  });
});
