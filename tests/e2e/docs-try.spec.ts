// "Încearcă" in the API docs: a signed-in shop with a test key opens a reference page with a
// read-only example, sees its own key prefix in the example instead of the placeholder, runs the
// call from the page and sees the real answer (HTTP 200, test mode, a county from the real data),
// announced politely. A guest sees no "Încearcă". Checked at 360 px and in the dark theme.
import { expect, signIn, skipConsent, test } from './fixtures.ts';
import { E2E_PASSWORD, registerAccount } from './orders-api.ts';

const PAGE = '/docs/api/locations/counties';

test('a signed-in user with a test key runs a read-only example from the docs and sees the answer', async ({ page, request }) => {
  test.setTimeout(60_000);
  const account = await registerAccount(request, 'Magazin Docs', 'docs-try');
  const created = await request.post('/api/private/api-keys', {
    headers: { Authorization: `Bearer ${account.token}` },
    data: { name: 'Test documentație', scope: 'read', mode: 'test' },
  });
  expect(created.status()).toBe(201);
  const { prefix } = ((await created.json()) as { data: { api_key: { prefix: string } } }).data.api_key;
  expect(prefix).toMatch(/^cur_test_[A-Za-z0-9]{8}$/);

  await skipConsent(page);
  await signIn(page, account.email, E2E_PASSWORD);
  await page.setViewportSize({ width: 360, height: 800 });
  await page.goto(PAGE);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();

  // The example's code names the user's own key prefix, not the placeholder.
  const example = page.locator('figure.docs-code').filter({ has: page.locator('[data-try-path]') }).first();
  await expect(example.locator('pre:not([hidden])')).toContainText(`${prefix}…`);
  await expect(example.locator('pre:not([hidden])')).not.toContainText('cur_test_…');

  const button = example.getByRole('button', { name: 'Încearcă', exact: true });
  await expect(button).toBeVisible();
  const box = await button.boundingBox();
  expect(box!.height).toBeGreaterThanOrEqual(44);
  await button.click();

  const status = example.locator('.docs-try [role="status"]');
  await expect(status).toHaveText('Răspuns primit: HTTP 200, mod test.');
  const answer = example.getByLabel('Răspunsul API-ului');
  await expect(answer).toContainText('"county_name": "Cluj"');
  await expect(answer).toContainText('"county_code": "CJ"');
  await expect(example.locator('.docs-try__meta')).toContainText('200');
  await expect(example.locator('.docs-try__meta')).toContainText('test');
  // The JSON scrolls in its own box; the page stays 360 px wide.
  const scroll = await answer.evaluate((el) => ({ overflow: getComputedStyle(el).overflowY, height: el.clientHeight, full: el.scrollHeight }));
  expect(scroll.overflow).toBe('auto');
  expect(scroll.full).toBeGreaterThan(scroll.height);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
  await page.screenshot({ path: 'test-results/docs-try-360.png', fullPage: false });

  // Dark theme: the answer box keeps its own readable colours.
  await page.evaluate(() => document.documentElement.setAttribute('data-theme', 'dark'));
  const colours = await answer.evaluate((el) => ({ bg: getComputedStyle(el).backgroundColor, fg: getComputedStyle(el).color }));
  expect(colours.bg).not.toBe(colours.fg);
  await page.screenshot({ path: 'test-results/docs-try-360-dark.png', fullPage: false });
});

test('a guest sees no "Încearcă" button', async ({ page }) => {
  await skipConsent(page);
  await page.goto(PAGE);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.locator('figure.docs-code pre').first()).toContainText('cur_test_…');
  await expect(page.getByRole('button', { name: 'Încearcă' })).toHaveCount(0);
});
