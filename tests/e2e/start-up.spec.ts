// The start-up pattern of issue #18 as a visitor on a phone meets it: the calculator's code is
// fetched while the browser is idle after the page started (not only once the visitor scrolls to
// it), so on a slow phone the form is there when they arrive, and it is rendered only near the
// screen; the order draft's database code is loaded on demand, never with the page.
import { expect, test } from './fixtures.ts';

test.use({ viewport: { width: 360, height: 640 }, serviceWorkers: 'block' });

test('the calculator below the fold is fetched while idle and rendered when the visitor scrolls to it', async ({ page }) => {
  const calculatorChunk = page.waitForRequest((r) => /\/assets\/shipping-calculator-[\w-]+\.js$/.test(r.url()), { timeout: 15_000 });
  await page.goto('/curier-ieftin');
  const section = page.locator('#calculator');
  await expect(section).not.toBeInViewport();
  // Fetched without any scrolling: the browser went idle after the takeover.
  await calculatorChunk;
  const from = page.getByRole('combobox', { name: 'Localitatea de ridicare' });
  await expect(from).toHaveCount(0);
  await expect(section.locator('[aria-busy="true"]')).toHaveCount(1);
  await section.scrollIntoViewIfNeeded();
  await expect(from).toBeVisible();
  await expect(section.locator('[aria-busy="true"]')).toHaveCount(0);
});

// Dexie's chunk is named after its ES module entry (dexie/import-wrapper.mjs); lib/db.ts's is db-*.
const DEXIE_CHUNK = /\/assets\/import-wrapper-[\w-]+\.js$/;
const DB_CHUNK = /\/assets\/db-[\w-]+\.js$/;

test('the device database is not part of a page start: it loads when the order draft is read', async ({ page }) => {
  const scripts: string[] = [];
  page.on('request', (r) => {
    if (r.resourceType() === 'script') scripts.push(new URL(r.url()).pathname);
  });
  await page.goto('/retur-dpd');
  await page.waitForLoadState('networkidle');
  expect(scripts.filter((s) => DEXIE_CHUNK.test(s) || DB_CHUNK.test(s))).toEqual([]);
  await page.goto('/comanda');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect.poll(() => scripts.some((s) => DEXIE_CHUNK.test(s))).toBe(true);
  await expect.poll(() => scripts.some((s) => DB_CHUNK.test(s))).toBe(true);
});
