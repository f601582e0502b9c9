// Public pages arrive as real HTML (rendered at build) and the app takes them over without a
// flash, an error, or a dead moment where a click would be lost.
import { expect, test } from '@playwright/test';

test('the server answers a public page with its prerendered content and title', async ({ request }) => {
  const html = await (await request.get('/curier-ieftin')).text();
  expect(html).toContain('data-prerendered');
  expect(html).toMatch(/<title>Curier ieftin<\/title>/);
  expect(html).toMatch(/<h1[^>]*>Curier ieftin: compară prețurile/);
  const home = await (await request.get('/')).text();
  expect(home).toContain('data-prerendered');
  // A page with URL parameters (or behind a login) gets the plain shell.
  for (const path of ['/retur/cerere/42', '/dashboard']) {
    expect(await (await request.get(path)).text(), path).toContain('<div id="root"></div>');
  }
});

test('each prerendered page carries its own description, canonical URL, Open Graph and JSON-LD', async ({ request }) => {
  const pages = await Promise.all(['/retur-dpd', '/curier-ieftin'].map(async (path) => ({ path, html: await (await request.get(path)).text() })));
  const descriptions = new Set<string>();
  for (const { path, html } of pages) {
    const description = /<meta name="description" content="([^"]+)"/.exec(html)?.[1] ?? '';
    expect(description.length, path).toBeGreaterThan(100);
    descriptions.add(description);
    expect(html).toContain(`<link rel="canonical" href="https://curiero.ro${path}">`);
    expect(html).toMatch(/<meta property="og:title" content="[^"]+">/);
    const json = /<script type="application\/ld\+json">(.*?)<\/script>/s.exec(html)?.[1] ?? '{}';
    const types = (JSON.parse(json) as { '@graph': { '@type': string }[] })['@graph'].map((n) => n['@type']);
    expect(types, path).toEqual(expect.arrayContaining(['Organization', 'BreadcrumbList', 'FAQPage', 'Service']));
  }
  expect(descriptions.size).toBe(2);
  const notFound = await (await request.get('/not-found')).text();
  expect(notFound).toContain('<meta name="robots" content="noindex">');
});

test('the sitemap and robots.txt are generated from the route table', async ({ request }) => {
  const sitemap = await request.get('/sitemap.xml');
  expect(sitemap.headers()['content-type']).toMatch(/xml/);
  const xml = await sitemap.text();
  for (const path of ['/', '/curier-ieftin', '/retur-dpd', '/calculator-tva', '/contact', '/tracking/urmarire-awb-dpd', '/retur', '/integrari', '/integrari/woocommerce', '/integrari/emag-marketplace/dpd']) {
    expect(xml).toContain(`<loc>https://curiero.ro${path}</loc>`);
  }
  expect(xml).not.toContain('/dashboard');
  // A guest's return request, a shop's return page and /calculator (an address of the home page) stay out.
  for (const path of ['/retur/cerere/42', '/retur/magazin-demo', '/calculator']) {
    expect(xml, path).not.toContain(`<loc>https://curiero.ro${path}</loc>`);
  }
  const robots = await (await request.get('/robots.txt')).text();
  expect(robots).toContain('Sitemap: https://curiero.ro/sitemap.xml');
  expect(robots).toMatch(/^Disallow: \/api\/$/m);
});

test('the prerendered page is shown before any script runs', async ({ page }) => {
  await page.route('**/assets/*.js', (route) => route.abort());
  await page.goto('/retur-dpd');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Retur DPD: trimite coletul înapoi');
  // Styled: the page's own stylesheet came with the HTML.
  const cta = page.getByRole('link', { name: 'Comandă retur DPD' }).first();
  expect(await cta.evaluate((el) => getComputedStyle(el).backgroundColor)).not.toBe('rgba(0, 0, 0, 0)');
});

test('the app takes the page over without errors and it becomes interactive', async ({ page }) => {
  const problems: string[] = [];
  page.on('pageerror', (error) => problems.push(error.message));
  page.on('console', (msg) => {
    if (msg.type() === 'error') problems.push(msg.text());
  });
  await page.setViewportSize({ width: 360, height: 740 });
  await page.goto('/curier-ieftin');
  const root = page.locator('#root');
  await expect(root).not.toHaveAttribute('data-prerendered');
  await expect(page.locator('h1')).toHaveCount(1);
  const menu = page.locator('#buton-meniu');
  await menu.click();
  await expect(menu).toHaveAttribute('aria-expanded', 'true');
  expect(problems).toEqual([]);
});

test('the app is fetched only after the prerendered page reached the screen', async ({ page }) => {
  // A script fetched (and run) before the first paint would hold the content back on a slow phone.
  await page.goto('/');
  await expect(page.locator('#root')).not.toHaveAttribute('data-prerendered');
  const order = await page.evaluate(() => {
    const paint = performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? NaN;
    const scripts = performance.getEntriesByType('resource').filter((e) => /\/assets\/.*\.js$/.test(e.name));
    return { paint, firstScript: Math.min(...scripts.map((e) => e.startTime)) };
  });
  expect(order.paint).toBeGreaterThan(0);
  expect(order.firstScript).toBeGreaterThanOrEqual(order.paint);
});

test('a visitor who already chose cookies never sees the prerendered banner', async ({ page }) => {
  await page.addInitScript(() => {
    localStorage.setItem('consent', JSON.stringify({ version: 1, choices: { functionality: 'granted', security: 'granted', analytics: 'denied', ads: 'denied' }, decidedAt: '2026-11-01T10:00:00.000Z' }));
    document.addEventListener('DOMContentLoaded', () => {
      const banner = document.querySelector('.consent-banner');
      (window as unknown as { bannerAtFirstPaint: string }).bannerAtFirstPaint = banner ? getComputedStyle(banner).display : 'absent';
    });
  });
  await page.goto('/curier-ieftin');
  expect(await page.evaluate(() => (window as unknown as { bannerAtFirstPaint: string }).bannerAtFirstPaint)).toBe('none');
  await expect(page.locator('#root')).not.toHaveAttribute('data-prerendered');
  await expect(page.getByRole('region', { name: 'Consimțământ cookie-uri' })).toHaveCount(0);
});

test('a first visit sees the banner in the prerendered HTML already', async ({ request }) => {
  expect(await (await request.get('/curier-ieftin')).text()).toContain('consent-banner--prerendered');
});

test('what is typed into a prerendered form before the app loads survives the takeover', async ({ page }) => {
  // The app's entry waits until the visitor has typed: the worst case of a slow phone.
  let release: () => void = () => undefined;
  const typed = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/assets/index-*.js', async (route) => {
    await typed;
    await route.continue();
  });
  await page.goto('/tracking');
  await page.locator('textarea[name="awb"]').fill('2150000012345');
  release();
  await expect(page.locator('#root')).not.toHaveAttribute('data-prerendered');
  // The first renders after hydration are where it used to be wiped.
  await page.waitForTimeout(1000);
  expect(await page.locator('textarea[name="awb"]').inputValue()).toBe('2150000012345');
});
