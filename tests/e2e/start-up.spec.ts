// The start-up pattern of issue #18 as a visitor on a phone meets it: the calculator's code is not
// part of a page's start, it is fetched as soon as the visitor starts scrolling (not only once they
// reach it), so on a slow phone the form works when they arrive (its HTML is
// prerendered, #35); the order draft's database code is loaded on demand, never with the page.
import { fieldset, fillContact, HOME_TO_HOME, RECIPIENT, savedDraft, SENDER, startOrder } from './checkout-steps.ts';
import { expect, test, type Page } from './fixtures.ts';

test.use({ viewport: { width: 360, height: 640 }, serviceWorkers: 'block' });

test('the calculator below the fold is prerendered, its code fetched at the first scroll and the form working when the visitor reaches it', async ({ page }) => {
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
  // The form itself is the prerendered HTML (issue #35), its placeholder hidden once its stylesheets apply.
  const from = page.getByRole('combobox', { name: 'Localitatea de ridicare' });
  await expect(from).toHaveCount(1);
  await expect(section.locator('[aria-busy="true"]')).toBeHidden();
  await section.scrollIntoViewIfNeeded();
  await expect(from).toBeVisible();
  // Hydrated: typing searches.
  await from.fill('cluj');
  await expect(page.getByRole('listbox', { name: 'Localitatea de ridicare' }).getByRole('option').first()).toHaveText(/^Cluj-Napoca/);
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
  // The form is prerendered: once its chunk has loaded, typing searches.
  const from = page.getByRole('combobox', { name: 'Localitatea de ridicare' });
  await from.fill('cluj');
  await expect(page.getByRole('listbox', { name: 'Localitatea de ridicare' }).getByRole('option').first()).toHaveText(/^Cluj-Napoca/);
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

// Issue #35: /comanda's form mounts a part at a time once its draft is read (each part's style and
// layout a short task of its own). A frame-by-frame record of how many controls the form holds
// shows the parts arriving in separate frames; all of them arrive, and a saved draft fills them.
async function recordFormFrames(page: Page) {
  await page.addInitScript(() => {
    const counts: number[] = [];
    (window as unknown as { formFrames: number[] }).formFrames = counts;
    const tick = () => {
      const n = document.querySelectorAll('.order input, .order select, .order textarea, .order button').length;
      if (n > 0 && counts[counts.length - 1] !== n) counts.push(n);
      requestAnimationFrame(tick);
    };
    requestAnimationFrame(tick);
  });
}
const formFrames = (page: Page) => page.evaluate(() => (window as unknown as { formFrames: number[] }).formFrames);

test("/comanda's calculator and its details form mount a part at a time, every part arrives and the saved draft fills them", async ({ page }) => {
  test.setTimeout(60_000);
  await recordFormFrames(page);
  await page.goto('/comanda');
  await expect(page.getByRole('button', { name: 'Vezi ofertele' })).toBeVisible();
  await expect(page.getByRole('combobox', { name: 'Localitatea de ridicare' })).toBeVisible();
  await expect(page.getByRole('combobox', { name: 'Serviciu', exact: true })).toBeVisible();
  // The calculator's three parts, in three frames at least (more when a part re-renders).
  expect((await formFrames(page)).length).toBeGreaterThanOrEqual(3);

  await startOrder(page, 'GLS');
  await fillContact(page, 'Expeditor', SENDER);
  await page.getByRole('textbox', { name: 'Conținutul coletului' }).fill('Haine și cărți');
  // Typed last: saved with everything before it.
  await fillContact(page, 'Destinatar', RECIPIENT);
  await expect.poll(async () => (await savedDraft(page))?.data.recipient.number).toBe(RECIPIENT.number);
  await page.goto('/');
  await page.goto('/comanda');
  await expect(page.getByRole('button', { name: 'Continuă la plată' })).toBeVisible();
  const frames = await formFrames(page);
  // The details form's four parts, each in a frame of its own (after the calculator's frames above).
  expect(frames.length).toBeGreaterThanOrEqual(4);
  await expect(fieldset(page, 'Expeditor').getByLabel('Nume și prenume')).toHaveValue(SENDER.name);
  await expect(fieldset(page, 'Expeditor').getByLabel('Strada')).toHaveValue(SENDER.street);
  await expect(fieldset(page, 'Destinatar').getByLabel('Nume și prenume')).toHaveValue(RECIPIENT.name);
  await expect(fieldset(page, 'Destinatar').getByRole('textbox', { name: 'Număr', exact: true })).toHaveValue(RECIPIENT.number);
  await expect(page.getByRole('textbox', { name: 'Conținutul coletului' })).toHaveValue('Haine și cărți');
  await expect(page.getByRole('region', { name: 'Oferta aleasă' }).locator('.offer-summary__carrier')).toHaveText(`GLS · ${HOME_TO_HOME}`);
});
