// What a browser gets for addresses that are no page (HTTP 404 with the not-found page, which the
// app then shows at /not-found), for /calculator (the calculator on the home page) and for
// "Compară prețurile" on a landing page (the calculator on the same page); and the service
// worker's offline fallback after such a 404.
import { expect, test } from './fixtures.ts';
import { ro } from '../../src/i18n/ro.ts';
import { startCopyServer } from './copy-server.ts';
import { E2E_PORT } from './e2e-env.ts';
import { waitForControl } from './service-worker-helpers.ts';

test.describe('status codes and the not-found page', () => {
  // A service worker would answer navigations itself: these checks are about the server's answer.
  test.use({ serviceWorkers: 'block' });

  test('an unknown address answers 404 and shows the not-found page', async ({ page }) => {
    const errors: string[] = [];
    page.on('console', (message) => message.type() === 'error' && errors.push(message.text()));
    const response = await page.goto('/pagina-care-nu-exista?x=1');
    expect(response?.status()).toBe(404);
    expect(await response?.text()).toContain(ro.app.notFound.title); // the HTML itself, before any script
    await expect(page.locator('main h1')).toHaveText(ro.app.notFound.title);
    await expect(page).toHaveTitle(ro.app.notFound.title);
    expect(new URL(page.url()).pathname).toBe('/not-found');
    await expect(page.getByRole('link', { name: ro.app.notFound.home })).toBeVisible();
    // The app took over the page it found on screen: no hydration mismatch, no script refused by the
    // CSP (the address change before the app starts is an inline script); only the 404 itself is logged.
    expect(errors.filter((e) => !/Failed to load resource: the server responded with a status of 404/.test(e))).toEqual([]);
  });

  test('a route whose param names nothing answers 404 too, known routes 200', async ({ page }) => {
    for (const path of ['/retur-posta-romana', '/integrari/platforma-inventata', '/integrari/shopify/posta-romana', '/tracking/urmarire-awb-nimeni']) {
      const response = await page.goto(path);
      expect(response?.status(), path).toBe(404);
      await expect(page.locator('main h1'), path).toHaveText(ro.app.notFound.title);
    }
    for (const path of ['/retur-dpd', '/tracking/urmarire-awb-gls', '/not-found', '/dashboard/api', '/integrari/emag-marketplace/gls']) {
      const response = await page.goto(path);
      expect(response?.status(), path).toBe(200);
    }
  });

  test('/calculator opens the calculator on the home page', async ({ page }) => {
    const response = await page.goto('/calculator');
    expect(response?.status()).toBe(200);
    expect(response?.request().redirectedFrom()?.url()).toMatch(/\/calculator$/);
    expect(new URL(page.url()).pathname + new URL(page.url()).hash).toBe('/#calculator');
    await expect(page.getByRole('heading', { level: 2, name: 'Calculează prețul transportului' })).toBeInViewport();
  });

  test('"Compară prețurile" on /curier-ieftin goes to the calculator on the same page', async ({ page }) => {
    await page.goto('/curier-ieftin');
    const title = page.getByRole('heading', { level: 2, name: 'Compară prețurile curierilor pentru coletul tău' });
    await expect(title).not.toBeInViewport();
    await page.getByRole('link', { name: 'Compară prețurile' }).first().click();
    await expect(title).toBeInViewport();
    await expect(title).toBeFocused();
    expect(new URL(page.url()).pathname).toBe('/curier-ieftin');
    expect(new URL(page.url()).hash).toBe('#calculator');
  });
});

test('offline, the service worker still answers an unknown address with the app, never a cached 404', async ({ page, context }) => {
  test.setTimeout(90_000);
  const copy = await startCopyServer(E2E_PORT + 100, 'not-found-offline');
  try {
    // The first visit is a 404; the worker installs from it like from any page.
    const first = await page.goto(`${copy.origin}/nu-exista`);
    expect(first?.status()).toBe(404);
    await waitForControl(page);
    await copy.stop();
    await context.setOffline(true);

    await page.goto(`${copy.origin}/alta-adresa-inexistenta`);
    await expect(page.locator('main h1')).toHaveText(ro.app.notFound.title);
    await page.goto(`${copy.origin}/curier-rapid`);
    await expect(page.locator('main h1')).toBeVisible();
    await expect(page.locator('main h1')).not.toHaveText(ro.app.notFound.title);
    // No 404 answer was kept by the worker: the shell is the app's shell.
    const statuses = await page.evaluate(async () => {
      const found: number[] = [];
      for (const name of await caches.keys()) {
        const cache = await caches.open(name);
        for (const request of await cache.keys()) found.push((await cache.match(request))?.status ?? 0);
      }
      return found;
    });
    expect(statuses.length).toBeGreaterThan(0);
    expect(statuses.filter((s) => s !== 200)).toEqual([]);
  } finally {
    await context.setOffline(false);
    await copy.dispose();
  }
});
