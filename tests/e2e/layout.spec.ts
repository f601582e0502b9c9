// The frame of every page: skip link, header navigation, footer legal links, 360 px layout.
import { expect, signIn, test } from './fixtures.ts';
import { E2E_PASSWORD, registerAccount } from './orders-api.ts';
import { LEGAL_PAGES } from '../../src/shared/legal-pages.ts';

test.use({ serviceWorkers: 'block' });

test('the skip link is the first tab stop and moves focus into the content', async ({ page }) => {
  await page.goto('/contact');
  await expect(page.locator('main h1')).toBeVisible();
  await page.keyboard.press('Tab');
  const skip = page.getByRole('link', { name: 'Sari la conținut' });
  await expect(skip).toBeFocused();
  await expect(skip).toBeInViewport();
  await page.keyboard.press('Enter');
  const focusedInMain = await page.evaluate(() => Boolean(document.activeElement?.closest('#continut')));
  expect(focusedInMain).toBe(true);
});

test('header navigation and footer links are present', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto('/');
  const nav = page.getByRole('navigation', { name: 'Navigare principală' });
  for (const [name, href] of [
    ['Comandă curier', '/comanda'],
    ['Urmărire colet', '/tracking'],
    ['Retururi', '/retur'],
    ['Business', '/business'],
    ['Documentație API', '/docs'],
    ['Autentificare', '/autentificare'],
  ]) {
    await expect(nav.getByRole('link', { name, exact: true })).toHaveAttribute('href', href!);
  }
  const footer = page.locator('footer');
  for (const legal of LEGAL_PAGES) await expect(footer.locator(`a[href="/${legal.slug}"]`)).toBeVisible();
  for (const href of ['/contact', '/info', '/servicii', '/metode-plata', '/feedback', '/tracking/urmarire-awb-dpd']) {
    await expect(footer.locator(`a[href="${href}"]`)).toBeVisible();
  }
  await expect(footer).toContainText(`© ${new Date().getFullYear()} Curiero`);
});

test('a signed-in visitor sees "Contul meu" instead of "Autentificare"', async ({ page, request }) => {
  // A real session: the home page's calculator asks for the saved addresses, which a made-up token cannot.
  const account = await registerAccount(request, 'Ana Antet', 'antet');
  await page.setViewportSize({ width: 1280, height: 800 });
  await signIn(page, account.email, E2E_PASSWORD);
  await page.goto('/');
  const nav = page.getByRole('navigation', { name: 'Navigare principală' });
  await expect(nav.getByRole('link', { name: 'Contul meu' })).toHaveAttribute('href', '/dashboard');
});

test.describe('at 360 px', () => {
  test.use({ viewport: { width: 360, height: 780 } });

  for (const path of ['/', '/comanda-curier', '/retur-dpd', '/politica-confidentialitate', '/docs/api/orders/create-order', '/not-found']) {
    test(`${path} has no horizontal scroll`, async ({ page }) => {
      await page.goto(path);
      await expect(page.locator('main h1').first()).toBeVisible();
      const width = await page.evaluate(() => document.scrollingElement?.scrollWidth ?? 0);
      expect(width).toBeLessThanOrEqual(360);
    });
  }

  test('the mobile menu opens, closes and navigates', async ({ page }) => {
    await page.goto('/');
    const toggle = page.getByRole('button', { name: 'Meniu' });
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    const nav = page.getByRole('navigation', { name: 'Navigare principală' });
    await expect(nav).toBeHidden();
    await toggle.click();
    await expect(page.getByRole('button', { name: 'Închide meniul' })).toHaveAttribute('aria-expanded', 'true');
    await expect(nav).toBeVisible();
    const width = await page.evaluate(() => document.scrollingElement?.scrollWidth ?? 0);
    expect(width).toBeLessThanOrEqual(360);
    await page.keyboard.press('Escape');
    await expect(nav).toBeHidden();
    await expect(toggle).toBeFocused();
    await toggle.click();
    await nav.getByRole('link', { name: 'Documentație API' }).click();
    await expect(page).toHaveURL(/\/docs$/);
    await expect(nav).toBeHidden();
  });
});
