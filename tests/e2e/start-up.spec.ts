// The start-up pattern of issue #18 as a visitor on a phone meets it: the calculator's code is not
// part of a page's start, it is fetched as soon as the visitor starts scrolling (not only once they
// reach it), so on a slow phone the form is there when they arrive, and it is rendered only near
// the screen; the order draft's database code is loaded on demand, never with the page.
import { expect, test } from './fixtures.ts';

test.use({ viewport: { width: 360, height: 640 }, serviceWorkers: 'block' });

test('the calculator below the fold is fetched at the first scroll and rendered when the visitor reaches it', async ({ page }) => {
  const chunk = /\/assets\/shipping-calculator-[\w-]+\.js$/;
  const requested: string[] = [];
  page.on('request', (r) => {
    if (chunk.test(r.url())) requested.push(r.url());
  });
  await page.goto('/curier-ieftin');
  await page.waitForLoadState('networkidle');
  const section = page.locator('#calculator');
  await expect(section).not.toBeInViewport();
  // Not part of the page's start.
  expect(requested).toEqual([]);
  // The first scroll fetches it, while the section is still far from the screen.
  await page.mouse.wheel(0, 120);
  await expect.poll(() => requested.length).toBeGreaterThan(0);
  await expect(section).not.toBeInViewport();
  const from = page.getByRole('combobox', { name: 'Localitatea de ridicare' });
  await expect(from).toHaveCount(0);
  await expect(section.locator('[aria-busy="true"]')).toHaveCount(1);
  await section.scrollIntoViewIfNeeded();
  await expect(from).toBeVisible();
  await expect(section.locator('[aria-busy="true"]')).toHaveCount(0);
});

test('a lazy chunk does not ask again for the modules the page has already loaded', async ({ page }) => {
  const scripts: string[] = [];
  page.on('request', (r) => {
    if (r.resourceType() === 'script') scripts.push(new URL(r.url()).pathname);
  });
  await page.goto('/curier-ieftin');
  await page.waitForLoadState('networkidle');
  const preloads = () => page.evaluate(() => Array.from(document.querySelectorAll('link[rel="modulepreload"]')).map((l) => new URL((l as HTMLLinkElement).href).pathname));
  const loadedAtStart = [...scripts];
  const preloadedAtStart = await preloads();
  expect(loadedAtStart.length).toBeGreaterThan(3);
  await page.locator('#calculator').scrollIntoViewIfNeeded();
  await expect(page.getByRole('combobox', { name: 'Localitatea de ridicare' })).toBeVisible();
  // Vite's preload helper adds a modulepreload link per dependency of the calculator's chunk: none
  // may be a module the page already loaded (React, the router, the runtime).
  const preloaded = (await preloads()).filter((href) => !preloadedAtStart.includes(href));
  expect(preloaded.length).toBeGreaterThan(0);
  expect(preloaded.filter((href) => loadedAtStart.includes(href))).toEqual([]);
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
