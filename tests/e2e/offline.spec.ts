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
