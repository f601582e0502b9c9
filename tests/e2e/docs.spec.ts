// The API documentation as a visitor gets it: every /docs page prerendered with its own title,
// description, canonical URL and breadcrumb, listed in the sitemap; examples in four languages with
// tabs and a copy button; anchors; a search whose index loads only when asked; readable at 360 px and
// in the dark theme; every docs page offline after one visit; and none of it in the home page's load.
import { test as raw } from '@playwright/test';
import { allDocsPaths } from '../../src/shared/docs-pages.ts';
import { startCopyServer } from './copy-server.ts';
import { expect, skipConsent, test } from './fixtures.ts';

const CREATE_ORDER = '/docs/api/orders/create-order';

raw('every docs page is prerendered with its own head and breadcrumb, and listed in the sitemap', async ({ request }) => {
  const sitemap = await (await request.get('/sitemap.xml')).text();
  const titles = new Set<string>();
  for (const path of allDocsPaths()) {
    const res = await request.get(path);
    expect(res.status(), path).toBe(200);
    const html = await res.text();
    expect(html, path).toContain('data-prerendered');
    const title = html.match(/<title>([^<]+)<\/title>/)?.[1] ?? '';
    const description = html.match(/<meta name="description" content="([^"]+)"/)?.[1] ?? '';
    expect(title.length, path).toBeGreaterThan(3);
    expect(description.length, path).toBeGreaterThanOrEqual(110);
    titles.add(title);
    expect(html, path).toContain(`<link rel="canonical" href="https://curiero.ro${path}">`);
    const jsonLd = JSON.parse(html.match(/<script type="application\/ld\+json">(.+?)<\/script>/)?.[1] ?? '{}') as { '@graph': { '@type': string; itemListElement?: { item: string }[] }[] };
    const crumbs = jsonLd['@graph'].find((n) => n['@type'] === 'BreadcrumbList')?.itemListElement?.map((i) => i.item);
    expect(crumbs, path).toEqual(path === '/docs' ? ['https://curiero.ro/', 'https://curiero.ro/docs'] : ['https://curiero.ro/', 'https://curiero.ro/docs', `https://curiero.ro${path}`]);
    expect(html, path).not.toContain('<meta name="robots" content="noindex">');
    expect(sitemap, path).toContain(`<loc>https://curiero.ro${path}</loc>`);
  }
  expect(titles.size).toBe(allDocsPaths().length);
});

test('the overview links every guide and reference page and offers the OpenAPI document', async ({ page, request }) => {
  await skipConsent(page);
  await page.goto('/docs');
  const main = page.locator('.docs__main');
  for (const path of allDocsPaths().filter((p) => p !== '/docs')) await expect(main.locator(`a[href="${path}"]`).first(), path).toBeAttached();
  const download = main.getByRole('link', { name: 'Descarcă documentul OpenAPI (JSON)' });
  await expect(download).toHaveAttribute('download', 'curiero-openapi.json');
  const href = await download.getAttribute('href');
  const doc = await (await request.get(href ?? '')).json();
  expect(doc.openapi).toBe('3.1.0');
  expect(Object.keys(doc.paths)).toContain('/orders');
});

test.describe('a reference page', () => {
  test.beforeEach(async ({ context }) => skipConsent(context));

  test('shows the call, its tables, errors and examples in four languages that can be copied', async ({ page, context }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    await page.goto(CREATE_ORDER);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Crearea unei comenzi');
    await expect(page.locator('.docs-endpoint').first()).toContainText('POST');
    await expect(page.locator('.docs-endpoint').first()).toContainText('/orders');
    await expect(page.getByRole('table', { name: 'Corpul cererii (JSON)' })).toContainText('address_to.postal_code');
    await expect(page.getByRole('table', { name: 'Erori posibile' })).toContainText('insufficient_funds');
    // The sidebar says where we are.
    await expect(page.getByRole('navigation', { name: 'Documentația API' }).getByRole('link', { name: 'Crearea unei comenzi' })).toHaveAttribute('aria-current', 'page');

    const example = page.locator('.docs-code').filter({ has: page.getByRole('tab') }).first();
    await expect(example.getByRole('tab', { name: 'curl' })).toHaveAttribute('aria-selected', 'true');
    await expect(example.getByRole('tabpanel')).toContainText('curl -sS -X POST "https://curiero.ro/api/public/v1/orders"');
    await example.getByRole('tab', { name: 'PHP' }).click();
    await expect(example.getByRole('tabpanel')).toContainText("curl_init('https://curiero.ro/api/public/v1/orders')");
    await example.getByRole('tab', { name: 'PHP' }).press('ArrowRight');
    await expect(example.getByRole('tab', { name: 'Python' })).toBeFocused();
    await expect(example.getByRole('tabpanel')).toContainText('requests.post(');

    await example.getByRole('button', { name: 'Copiază' }).click();
    await expect(example.getByRole('status')).toHaveText('Copiat în clipboard.');
    expect(await page.evaluate(() => navigator.clipboard.readText())).toContain('requests.post(');
  });

  test('gives every heading an anchor that leads back to it', async ({ page }) => {
    await page.goto('/docs/erori');
    const heading = page.getByRole('heading', { level: 2 }).first();
    const id = await heading.getAttribute('id');
    expect(id).toMatch(/^[a-z0-9-]+$/);
    await expect(heading.getByRole('link')).toHaveAttribute('href', `#${id}`);
    await page.goto(`/docs/erori#${id}`);
    await expect(page.locator(`#${id}`)).toBeInViewport();
  });

  test('is readable at 360 px and in the dark theme', async ({ page }) => {
    await page.setViewportSize({ width: 360, height: 740 });
    await page.emulateMedia({ colorScheme: 'dark' });
    for (const path of ['/docs', CREATE_ORDER, '/docs/api/tables/awb-statuses', '/docs/webhooks']) {
      await page.goto(path);
      const width = await page.evaluate(() => document.documentElement.scrollWidth);
      expect(width, path).toBeLessThanOrEqual(360);
    }
    const background = await page.locator('body').evaluate((el) => getComputedStyle(el).backgroundColor);
    const [r, g, b] = (background.match(/\d+/g) ?? []).map(Number);
    expect((r ?? 255) + (g ?? 255) + (b ?? 255), background).toBeLessThan(150);
    // A long example scrolls inside its box instead of widening the page.
    const pre = page.locator('.docs-code__pre:visible').first();
    expect(await pre.evaluate((el) => getComputedStyle(el).overflowX)).toBe('auto');
  });
});

test.describe('the search', () => {
  test.beforeEach(async ({ context }) => skipConsent(context));

  test('loads its index only when used and finds a page by three letters', async ({ page }) => {
    const indexRequests: string[] = [];
    page.on('request', (r) => {
      if (/search-index/.test(r.url())) indexRequests.push(r.url());
    });
    await page.goto('/docs');
    await page.waitForLoadState('networkidle');
    expect(indexRequests).toEqual([]);
    const box = page.getByRole('searchbox', { name: 'Caută în documentație' });
    await box.fill('ram');
    const results = page.getByRole('search').getByRole('link');
    await expect(results.first()).toBeVisible();
    expect(indexRequests.length).toBe(1);
    await expect(page.getByRole('search').getByRole('status')).toHaveText(/rezultat/);
    await box.fill('webhook');
    await results.first().click();
    await expect(page).toHaveURL(/\/docs\/webhooks/);
    // The search is typed into once the page it led to is on screen (the layout may re-render under it).
    await expect(page.getByRole('heading', { level: 1, name: /webhook/i })).toBeVisible();
    await box.fill('zzqqxx');
    await expect(page.getByRole('search').getByRole('status')).toHaveText('Niciun rezultat pentru „zzqqxx”.');
  });
});

test('the docs are not part of the home page load', async ({ page }) => {
  await skipConsent(page);
  const scripts: string[] = [];
  page.on('request', (r) => {
    if (r.resourceType() === 'script') scripts.push(new URL(r.url()).pathname);
  });
  await page.goto('/');
  await page.waitForLoadState('networkidle');
  const docs = scripts.filter((s) => /\/assets\/(docs|api-(account|addresses|getting|locations|orders|repayments|search|tables)|index-page|search-index|erori|webhooks|introducere|autentificare|paginare|idempotenta|limite)-/.test(s));
  expect(docs).toEqual([]);
});

test('after one visit, every docs page opens offline', async ({ page, context }) => {
  test.setTimeout(90_000);
  const copy = await startCopyServer(4178, 'offline-docs');
  try {
    await skipConsent(context);
    await page.goto(`${copy.origin}/docs`);
    await page.evaluate(() => navigator.serviceWorker.ready);
    await page.waitForFunction(() => navigator.serviceWorker.controller !== null, undefined, { timeout: 15_000 });
    await copy.stop();
    await context.setOffline(true);
    for (const path of allDocsPaths()) {
      await page.goto(`${copy.origin}${path}`);
      await expect(page.locator('.docs__main h1'), path).toBeVisible();
      await expect(page.locator('.docs__main h2').first(), path).toBeVisible();
    }
    // The search works offline too: its index is precached.
    await page.getByRole('searchbox', { name: 'Caută în documentație' }).fill('eti');
    await expect(page.getByRole('search').getByRole('link').first()).toBeVisible();
  } finally {
    await context.setOffline(false);
    await copy.dispose();
  }
});
