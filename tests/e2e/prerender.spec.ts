// Public pages arrive as real HTML (rendered at build) and the app takes them over without a
// flash, an error, or a dead moment where a click would be lost.
import { expect, test, type Page } from '@playwright/test';
import { signIn } from './fixtures.ts';
import { E2E_PASSWORD, registerAccount } from './orders-api.ts';

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

// Issue #35: the calculator's form (home, landing and carrier pages) is in the HTML, its
// stylesheets linked as print stylesheets that the loader turns on after the first paint (never
// render-blocking); until then the page's own CSS hides it under the placeholder.
for (const path of ['/', '/curier-ieftin']) {
  test(`${path} arrives with the calculator's form in its HTML, its stylesheets after the first paint`, async ({ request }) => {
    const html = await (await request.get(path)).text();
    expect(html).toContain('data-prerendered');
    expect(html).toMatch(/<form class="calculator__form"/);
    expect(html.match(/role="combobox"/g)?.length, 'the two locality comboboxes').toBe(2);
    expect(html).toContain('Localitatea de ridicare');
    expect(html).toContain('Vezi ofertele');
    const head = /<head>([\s\S]*)<\/head>/.exec(html)?.[1] ?? '';
    expect(head).toMatch(/<link rel="stylesheet" media="print" data-after-paint crossorigin href="\/assets\/shipping-calculator-[\w-]+\.css">/);
    expect(head).not.toMatch(/<link rel="stylesheet" crossorigin href="\/assets\/shipping-calculator-/);
  });
}

/** Collects page errors, console errors and React's hydration messages. */
function problemsOf(page: Page): string[] {
  const problems: string[] = [];
  page.on('pageerror', (error) => problems.push(error.message));
  page.on('console', (msg) => {
    if (msg.type() === 'error' || /hydrat/i.test(msg.text())) problems.push(msg.text());
  });
  return problems;
}

test('the prerendered calculator shows, styled, before any script; what is typed into it is searched once it is hydrated', async ({ page }) => {
  const problems = problemsOf(page);
  let release: () => void = () => undefined;
  const scriptsHeld = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/assets/*.js', async (route) => {
    await scriptsHeld;
    await route.continue();
  });
  await page.setViewportSize({ width: 360, height: 740 });
  await page.goto('/');
  const section = page.locator('#calculator');
  await section.scrollIntoViewIfNeeded();
  const from = page.getByRole('combobox', { name: 'Localitatea de ridicare' });
  await expect(from).toBeVisible();
  await expect(section.locator('[aria-busy="true"]')).toBeHidden();
  // Styled: the form kit's stylesheet applied without the app.
  const submit = page.getByRole('button', { name: 'Vezi ofertele' });
  expect(await submit.evaluate((el) => getComputedStyle(el).backgroundColor)).not.toBe('rgba(0, 0, 0, 0)');
  // Sent before the app is here: no native submit (the page stays as it is).
  await submit.click();
  await page.waitForTimeout(300);
  expect(new URL(page.url()).search).toBe('');
  // Marked, to tell a hydrated form (the same element) from one the app rendered again.
  await page.locator('form.calculator__form').evaluate((form) => form.setAttribute('data-test-mark', 'prerendered'));
  await from.fill('cluj');
  release();
  await expect(page.locator('#root')).not.toHaveAttribute('data-prerendered');
  await expect(page.getByRole('listbox', { name: 'Localitatea de ridicare' }).getByRole('option').first()).toHaveText(/^Cluj-Napoca/);
  await expect(page.locator('form.calculator__form[data-test-mark="prerendered"]')).toHaveCount(1);
  await page.waitForTimeout(1000);
  expect(problems).toEqual([]);
});

test("a signed-in customer's address book answering before the calculator's code is here: the prerendered form is hydrated, then starts from the sender's locality", async ({ page, request }) => {
  const account = await registerAccount(request, 'Ana Prerandată', 'prerender-adrese');
  const created = await request.post('/api/private/addresses', {
    headers: { Authorization: `Bearer ${account.token}` },
    data: { kind: 'shipping', contact: 'Ana Prerandată', phone: '0722123456', locality_id: 54984, street_name: 'Strada Memorandumului', street_no: '1' },
  });
  expect(created.status()).toBe(201);
  await signIn(page, account.email, E2E_PASSWORD);
  const problems = problemsOf(page);
  // The calculator's chunk waits until the address book has answered.
  let release: () => void = () => undefined;
  const chunkHeld = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/assets\/shipping-calculator-[\w-]+\.js$/, async (route) => {
    await chunkHeld;
    await route.continue();
  });
  const addressBook = page.waitForResponse((r) => r.url().includes('/api/private/addresses/defaults'));
  await page.goto('/curier-ieftin');
  await page.locator('form.calculator__form').evaluate((form) => form.setAttribute('data-test-mark', 'prerendered'));
  await addressBook;
  await expect(page.locator('#root')).not.toHaveAttribute('data-prerendered');
  await page.locator('#calculator').scrollIntoViewIfNeeded();
  await page.waitForTimeout(500);
  release();
  await expect(page.getByRole('combobox', { name: 'Localitatea de ridicare' })).toHaveValue('Cluj-Napoca');
  await expect(page.locator('form.calculator__form[data-test-mark="prerendered"]')).toHaveCount(1);
  await page.waitForTimeout(1000);
  expect(problems).toEqual([]);
});
