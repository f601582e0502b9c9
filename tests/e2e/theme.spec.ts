// Dark mode without a flash: the stored preference is applied by the inline src/boot/theme-init.js (allowed by its CSP hash) before the
// first paint, before React runs; the switcher stores the choice.
import { expect, test } from './fixtures.ts';

test.use({ serviceWorkers: 'block' });

interface FirstPaint {
  theme: string | undefined;
  colorScheme: string;
  background: string;
  reactMounted: boolean;
}

declare global {
  interface Window {
    __firstPaint?: FirstPaint;
  }
}

test('a stored dark preference is applied before React renders', async ({ page }) => {
  await page.addInitScript(() => {
    localStorage.setItem('dark_mode', 'dark');
    document.addEventListener('DOMContentLoaded', () => {
      const root = document.documentElement;
      window.__firstPaint = {
        theme: root.dataset.theme,
        colorScheme: root.style.colorScheme,
        background: getComputedStyle(root).backgroundColor,
        // The prerendered page (static, marked data-prerendered) is up; React has not replaced it yet.
        reactMounted: ((el) => !!el && !el.hasAttribute('data-prerendered') && el.childElementCount > 0)(document.getElementById('root')),
      };
    });
  });
  await page.goto('/');
  await expect(page.locator('main h1')).toBeVisible();
  const first = await page.evaluate(() => window.__firstPaint);
  expect(first).toMatchObject({ theme: 'dark', colorScheme: 'dark', reactMounted: false });
  expect(first?.background).toBe('rgb(11, 17, 32)'); // --color-bg of the dark theme
});

test('without a preference the system scheme is followed', async ({ browser }) => {
  const context = await browser.newContext({ colorScheme: 'dark', serviceWorkers: 'block' });
  const page = await context.newPage();
  await page.goto('/');
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
  await page.emulateMedia({ colorScheme: 'light' });
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'light');
  await context.close();
});

test('the switcher applies and persists the choice', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.emulateMedia({ colorScheme: 'light' });
  await page.goto('/');
  const select = page.getByLabel('Temă');
  await expect(select).toHaveValue('system');
  await select.selectOption('dark');
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
  expect(await page.evaluate(() => localStorage.getItem('dark_mode'))).toBe('dark');
  await page.reload();
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
  await expect(page.getByLabel('Temă')).toHaveValue('dark');
  await page.getByLabel('Temă').selectOption('system');
  expect(await page.evaluate(() => localStorage.getItem('dark_mode'))).toBeNull();
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'light');
});
