// The layout's widgets on the production build with the real server: the chat bubble (deferred
// chunk, built-in panel storing messages), the consent banner and client error reporting.
import { expect, test, type Page, skipConsent } from './fixtures.ts';

async function openChat(page: Page) {
  const bubble = page.getByRole('button', { name: 'Deschide chatul' });
  await expect(bubble).toBeVisible();
  await bubble.click();
  const dialog = page.getByRole('dialog', { name: 'Scrie-ne un mesaj' });
  await expect(dialog).toBeVisible();
  return { bubble, dialog };
}

test.describe('chat', () => {
  // From 80rem on the chat is the floating bubble, in the free margin beside the content; narrower
  // screens open it from the header (tests/e2e/phone-layout.spec.ts).
  test.use({ viewport: { width: 1280, height: 720 } });
  test.beforeEach(async ({ page }) => skipConsent(page));

  test('the bubble is a 56 px round target and its panel chunk loads after the page', async ({ page }) => {
    const chunk = page.waitForRequest(/\/assets\/chat-widget-[^/]+\.js$/);
    await page.goto('/curier-ieftin');
    const bubble = page.getByRole('button', { name: 'Deschide chatul' });
    await expect(bubble).toBeVisible();
    const box = await bubble.boundingBox();
    expect(box?.width).toBe(56);
    expect(box?.height).toBe(56);
    const viewport = page.viewportSize();
    expect((box?.x ?? 0) + (box?.width ?? 0)).toBeGreaterThan((viewport?.width ?? 0) - 40);
    await chunk; // within the 1 s deadline (+ load), without any click
  });

  test('sends a message to the server and shows the success state; Esc returns focus to the bubble', async ({ page }) => {
    await page.goto('/trimitere-plic');
    const { bubble, dialog } = await openChat(page);
    await expect(dialog.getByLabel('Nume (opțional)')).toBeFocused();
    await dialog.getByLabel('Nume (opțional)').fill('Ana Popescu');
    await dialog.getByLabel('E-mail').fill('ana.popescu@example.ro');
    await dialog.getByLabel('Mesaj').fill('Bună ziua, pot trimite un plic mâine dimineață?');
    const saved = page.waitForResponse((r) => r.url().endsWith('/api/private/chat/messages') && r.request().method() === 'POST');
    await dialog.getByRole('button', { name: 'Trimite mesajul' }).click();
    const response = await saved;
    expect(response.status()).toBe(201);
    expect(JSON.parse(response.request().postData() ?? '{}')).toMatchObject({ page: '/trimitere-plic', email: 'ana.popescu@example.ro' });
    await expect(dialog.getByText('Mulțumim! Îți răspundem pe e-mail, de obicei în aceeași zi lucrătoare.')).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(bubble).toBeFocused();
  });

  test('an invalid email shows the Romanian field error and keeps the message', async ({ page }) => {
    await page.goto('/');
    const { dialog } = await openChat(page);
    await dialog.getByLabel('E-mail').fill('ana.popescu');
    await dialog.getByLabel('Mesaj').fill('Mesajul meu rămâne aici');
    await dialog.getByRole('button', { name: 'Trimite mesajul' }).click();
    const email = dialog.getByLabel('E-mail');
    await expect(email).toHaveAttribute('aria-invalid', 'true');
    await expect(dialog.getByText('Adresa de e-mail nu este validă.').first()).toBeVisible();
    await expect(dialog.getByRole('alert')).toContainText('Adresa de e-mail nu este validă.');
    await expect(dialog.getByLabel('Mesaj')).toHaveValue('Mesajul meu rămâne aici');
    await expect(email).toBeFocused();
  });
});

test.describe('consent', () => {
  test('the banner shows on the first visit; "Refuz opționalele" hides it for good', async ({ page }) => {
    await page.goto('/');
    const banner = page.getByRole('region', { name: 'Consimțământ cookie-uri' });
    await expect(banner).toBeVisible();
    await expect(banner.getByRole('link', { name: 'Politica de cookies' })).toHaveAttribute('href', '/politica-cookies');
    await banner.getByRole('button', { name: 'Refuz opționalele' }).click();
    await expect(banner).toBeHidden();
    const stored = JSON.parse((await page.evaluate(() => localStorage.getItem('consent'))) ?? '{}');
    expect(stored).toMatchObject({ version: 1, choices: { analytics: 'denied', ads: 'denied', functionality: 'granted', security: 'granted' } });
    await page.reload();
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.getByRole('region', { name: 'Consimțământ cookie-uri' })).toHaveCount(0);
  });

  test('"Setări cookie" in the footer and on the cookie policy reopens the choices', async ({ page }) => {
    await page.goto('/politica-cookies');
    const banner = page.getByRole('region', { name: 'Consimțământ cookie-uri' });
    await banner.getByRole('button', { name: 'Accept toate' }).click();
    await expect(banner).toHaveCount(0);
    await page.getByRole('contentinfo').getByRole('button', { name: 'Setări cookie' }).click();
    await expect(banner).toBeVisible();
    await banner.getByRole('button', { name: 'Refuz opționalele' }).click();
    await expect(banner).toHaveCount(0);
    await page.getByRole('main').getByRole('button', { name: 'Setări cookie' }).click();
    await expect(banner).toBeVisible();
  });

  test('fits a 360 px screen without horizontal scrolling', async ({ page }) => {
    await page.setViewportSize({ width: 360, height: 740 });
    await page.goto('/politica-cookies');
    const banner = page.getByRole('region', { name: 'Consimțământ cookie-uri' });
    await expect(banner).toBeVisible();
    await banner.getByRole('button', { name: 'Personalizează' }).click();
    await expect(banner.getByRole('checkbox', { name: 'Necesare și funcționale' })).toBeDisabled();
    const box = await banner.boundingBox();
    expect((box?.x ?? -1) >= 0 && (box?.x ?? 0) + (box?.width ?? 999) <= 360).toBe(true);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
  });
});

async function throwInPage(page: Page, message: string) {
  await page.evaluate((text) => {
    setTimeout(() => {
      throw new Error(text);
    });
  }, message);
}

test('an uncaught error is sent to the server with sendBeacon', async ({ page }) => {
  await skipConsent(page);
  await page.goto('/tracking');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  const report = page.waitForResponse((r) => r.url().endsWith('/api/private/error-reports'));
  await throwInPage(page, 'e2e: eroare prin beacon');
  expect((await report).status()).toBe(202);
});

test('the report carries no IP and no query secrets (fetch keepalive path)', async ({ page }) => {
  await skipConsent(page);
  // Without sendBeacon the reporter uses fetch, whose body the test can read.
  await page.addInitScript(() => Object.defineProperty(Navigator.prototype, 'sendBeacon', { value: undefined }));
  await page.goto('/tracking?token=secret123&awb=ABC123');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  const report = page.waitForResponse((r) => r.url().endsWith('/api/private/error-reports'));
  await throwInPage(page, 'e2e: eroare de test');
  const response = await report;
  expect(response.status()).toBe(202);
  const body = JSON.parse(response.request().postData() ?? '{}');
  expect(body).toMatchObject({ message: expect.stringContaining('e2e: eroare de test'), level: 'error' });
  expect(body.url).toBe('/tracking?token=&awb=ABC123');
  expect(JSON.stringify(body)).not.toContain('secret123');
  expect(body).not.toHaveProperty('ip');
});
