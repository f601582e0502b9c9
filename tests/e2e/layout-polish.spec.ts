// Layout details on the production build: the wallet's movements have column headers and keep each
// amount whole at 360 px; order numbers never wrap at their hyphens; a ghost button shows its edge;
// two fields side by side line up their inputs when only one has a hint; the signed-in desktop
// header fits its content width, its theme choice labelled on screen.
import type { Locator } from '@playwright/test';
import { expect, skipConsent, test, type Page } from './fixtures.ts';
import { E2E_PASSWORD, placeOrder, registerAccount, topUpWallet, type Account, type Placed } from './orders-api.ts';

test.use({ serviceWorkers: 'block' });

let account: Account = { email: '', token: '' };
let order: Placed = { orderId: 0, awb: '' };

test.beforeAll(async ({ playwright, baseURL }) => {
  test.setTimeout(60_000);
  const api = await playwright.request.newContext({ baseURL });
  account = await registerAccount(api, 'Ana Aranjament', 'aranjament');
  await topUpWallet(api, account, 20_000); // + 200,00 RON
  order = await placeOrder(api, account, 6); // paid by card: an order number and an AWB to show
  await api.dispose();
});

test.beforeEach(async ({ context }) => skipConsent(context));

async function signIn(page: Page) {
  const response = await page.request.post('/api/private/auth/login', { data: { email: account.email, password: E2E_PASSWORD, remember: false } });
  const session = (await response.json()) as { access_token: string; refresh_token: string; expires_in: number; customer: unknown };
  await page.addInitScript((s) => {
    if (sessionStorage.getItem('e2e-signed-in')) return;
    sessionStorage.setItem('e2e-signed-in', '1');
    localStorage.setItem('access_token', s.access_token);
    localStorage.setItem('refresh_token', s.refresh_token);
    localStorage.setItem('token_expires_at', String(Date.now() + s.expires_in * 1000));
    localStorage.setItem('customer', JSON.stringify(s.customer));
  }, session);
}

/** How many lines the text of `locator` takes (its height over its line height). */
async function lines(locator: Locator): Promise<number> {
  return locator.evaluate((el) => {
    const range = document.createRange();
    range.selectNodeContents(el);
    const tops = new Set(Array.from(range.getClientRects()).filter((r) => r.width > 0).map((r) => Math.round(r.top)));
    return tops.size;
  });
}

test.describe('at 360 px', () => {
  test.use({ viewport: { width: 360, height: 780 } });

  test('the wallet movements name their columns and keep every amount on one line', async ({ page }) => {
    await signIn(page);
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto('/dashboard/portofel');
    const table = page.getByRole('region', { name: 'Mișcări' }).getByRole('table');
    await expect(table.getByRole('columnheader')).toHaveText(['Data', 'Descriere', 'Sumă', 'Sold după']);
    await page.setViewportSize({ width: 360, height: 780 });
    const row = table.locator('tbody tr').filter({ hasText: '200,00 RON' }).first();
    await expect(row).toBeVisible();
    // On a phone each value carries its column's name.
    await expect(row.locator('.card-table__label')).toHaveText(['Data', 'Descriere', 'Sumă', 'Sold după']);
    const amounts = row.locator('.orders-table__amount .card-table__value');
    await expect(amounts.first()).toHaveText(/^200,00\sRON$/);
    for (const amount of await amounts.all()) expect(await lines(amount)).toBe(1);
    expect(await page.evaluate(() => document.scrollingElement?.scrollWidth ?? 0)).toBeLessThanOrEqual(360);
  });

  test('an order number stays whole in the orders list and in the order', async ({ page }) => {
    await signIn(page);
    await page.goto('/dashboard/comenzi');
    const number = page.getByRole('link', { name: /^CUR-\d{4}-\d{6}$/ }).first();
    await expect(number).toBeVisible();
    expect(await lines(number)).toBe(1);
    await number.click();
    const title = page.getByRole('heading', { level: 2, name: /^Comanda CUR-/ });
    await expect(title).toBeVisible();
    expect(await lines(title.locator('.no-wrap'))).toBe(1);
  });

  test('a ghost button draws its edge, at 3:1 against the page, in both themes', async ({ page }) => {
    await page.goto('/tracking');
    await page.getByRole('textbox', { name: 'Numere AWB' }).fill(order.awb);
    await page.getByRole('button', { name: 'Urmărește' }).click();
    const clear = page.getByRole('button', { name: 'Șterge tot din căutările recente' });
    await expect(clear).toBeVisible();
    for (const scheme of ['light', 'dark'] as const) {
      await page.emulateMedia({ colorScheme: scheme });
      await expect(page.locator('html')).toHaveAttribute('data-theme', scheme);
      const ratio = await clear.evaluate((el) => {
        const rgb = (c: string) => (c.match(/\d+(\.\d+)?/g) ?? []).slice(0, 3).map(Number);
        const lum = (c: string) => {
          const [r, g, b] = rgb(c).map((v) => v / 255).map((v) => (v <= 0.03928 ? v / 12.92 : ((v + 0.055) / 1.055) ** 2.4));
          return 0.2126 * r! + 0.7152 * g! + 0.0722 * b!;
        };
        let back: Element | null = el.parentElement;
        while (back && getComputedStyle(back).backgroundColor === 'rgba(0, 0, 0, 0)') back = back.parentElement;
        const style = getComputedStyle(el);
        const alpha = style.borderTopColor.startsWith('rgba') ? Number(style.borderTopColor.split(',')[3]?.replace(')', '')) : 1;
        if (parseFloat(style.borderTopWidth) < 1 || style.borderTopStyle === 'none' || alpha < 1) return 0; // no edge drawn
        const [a, b] = [lum(style.borderTopColor), lum(getComputedStyle(back ?? document.body).backgroundColor)];
        return (Math.max(a, b) + 0.05) / (Math.min(a, b) + 0.05);
      });
      expect(ratio, scheme).toBeGreaterThanOrEqual(3);
    }
  });
});

test.describe('at 1280 px', () => {
  test.use({ viewport: { width: 1280, height: 800 } });

  test('fields side by side line up their inputs when only one has a hint', async ({ page }) => {
    await page.goto('/contact');
    const name = page.getByRole('textbox', { name: /^Nume și prenume/ });
    const email = page.getByRole('textbox', { name: /^Adresa de e-mail/ });
    await expect(email).toBeVisible();
    const [a, b] = [await name.boundingBox(), await email.boundingBox()];
    expect(Math.abs(a!.x - b!.x)).toBeGreaterThan(100); // side by side
    expect(Math.round(a!.y)).toBe(Math.round(b!.y));
    expect(Math.round(a!.height)).toBe(Math.round(b!.height));
  });

  test('the signed-in header fits its content width, the theme choice labelled on screen', async ({ page }) => {
    await page.addInitScript(() => localStorage.setItem('dark_mode', 'dark')); // the longest choice: Întunecat
    await signIn(page);
    await page.goto('/dashboard');
    const banner = page.getByRole('banner');
    await expect(banner.getByRole('link', { name: 'Contul meu' })).toBeVisible();
    await expect(banner.getByRole('button', { name: 'Deconectare' })).toBeVisible();
    const theme = banner.getByRole('combobox', { name: 'Temă' });
    await expect(theme).toHaveValue('dark');
    const label = banner.locator('.theme-switcher__label');
    await expect(label).toHaveText('Temă');
    expect((await label.boundingBox())!.width).toBeGreaterThan(20); // shown, not only to screen readers
    const overflow = await page.evaluate(() => {
      const bar = document.querySelector('.site-header__bar')!;
      const style = getComputedStyle(bar);
      const box = bar.getBoundingClientRect();
      const [left, right] = [box.left + parseFloat(style.paddingLeft), box.right - parseFloat(style.paddingRight)];
      return Array.from(bar.querySelectorAll('*'))
        .filter((el) => el.getClientRects().length > 0 && !el.closest('.visually-hidden, .chat-launcher'))
        .map((el) => ({ el: `${el.tagName.toLowerCase()}.${el.className}`, over: Math.max(el.getBoundingClientRect().right - right, left - el.getBoundingClientRect().left) }))
        .filter((x) => x.over > 0.5);
    });
    expect(overflow).toEqual([]);
  });
});
