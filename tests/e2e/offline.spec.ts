// The shell offline after one visit. A second server serves a copy of dist/ and is stopped before
// the test goes offline, so nothing can come from the network (Playwright's setOffline alone does
// not cover the service worker's own fetches); setOffline makes the page itself see no network.
import { expect, test } from './fixtures.ts';
import { ro } from '../../src/i18n/ro.ts';
import { startCopyServer, type CopyServer } from './copy-server.ts';

// Public pages of every kind: home, tracking, docs, a landing page, a carrier page, a legal page.
const PAGES = ['/', '/tracking', '/docs', '/curier-ieftin', '/retur-dpd', '/politica-cookies'];
let server: CopyServer;
let ORIGIN = '';

test.beforeAll(async () => {
  test.setTimeout(90_000);
  server = await startCopyServer(4175, 'offline');
  ORIGIN = server.origin;
});

test.afterAll(async () => server?.dispose());

test('after one visit every public page renders offline and says it is offline', async ({ page, context }) => {
  test.setTimeout(60_000);
  await page.goto(`${ORIGIN}/`);
  await page.evaluate(() => navigator.serviceWorker.ready);
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null, undefined, { timeout: 15_000 });

  await server.stop();
  await context.setOffline(true);
  const failed: string[] = [];
  page.on('requestfailed', (request) => failed.push(request.url()));

  for (const path of PAGES) {
    await page.goto(`${ORIGIN}${path}`);
    await expect(page.locator('h1').first(), path).toBeVisible();
    // A page whose chunk failed to load shows the not-found page: that would be a miss.
    await expect(page.locator('h1').first(), path).not.toHaveText(ro.app.notFound.title);
    expect(new URL(page.url()).pathname, path).toBe(path);
    await expect(page.getByText(ro.app.offline), path).toBeVisible();
  }
  // Nothing the shell needs was missing: only calls that need the network may fail.
  expect(failed.filter((url) => !new URL(url).pathname.startsWith('/api/'))).toEqual([]);

  await context.setOffline(false);
});

test('a public page opened once comes back offline as its own prerendered page', async ({ page, context }) => {
  test.setTimeout(60_000);
  const copy = await startCopyServer(4176, 'offline-pages');
  try {
    await page.goto(`${copy.origin}/`);
    await page.evaluate(() => navigator.serviceWorker.ready);
    await page.waitForFunction(() => navigator.serviceWorker.controller !== null, undefined, { timeout: 15_000 });
    // Opened once while controlled: the worker keeps their HTML (stale-while-revalidate).
    for (const path of ['/retur-dpd', '/tracking?awb=2150000012345']) {
      await page.goto(`${copy.origin}${path}`);
      await expect(page.locator('h1').first()).toBeVisible();
    }
    await expect.poll(() => page.evaluate(async () => (await (await caches.open('pagini')).keys()).map((r) => new URL(r.url).pathname + new URL(r.url).search).sort())).toEqual(['/retur-dpd', '/tracking']);

    await copy.stop();
    await context.setOffline(true);
    const answer = await page.goto(`${copy.origin}/retur-dpd`);
    const html = (await answer?.text()) ?? '';
    expect(html).toContain('data-prerendered');
    expect(html).toContain(`<link rel="canonical" href="https://curiero.ro/retur-dpd">`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(/DPD/);
    // Never opened: the precached shell renders the same page from the app's chunks.
    const shell = await page.goto(`${copy.origin}/curier-rapid`);
    expect(await shell?.text()).toContain('<div id="root"></div>');
    await expect(page.locator('h1').first()).not.toHaveText(ro.app.notFound.title);
    await expect(page.locator('h1').first()).toBeVisible();
  } finally {
    await context.setOffline(false);
    await copy.dispose();
  }
});
