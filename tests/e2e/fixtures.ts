// The `test` of every spec: like Playwright's, but page.goto() and page.reload() return once the
// app has taken over a prerendered page (its #root loses data-prerendered), as a person's first
// click would need. Specs about the static HTML itself use @playwright/test directly.
import { test as base } from '@playwright/test';
import type { BrowserContext, Page } from '@playwright/test';

import { expect } from '@playwright/test';

export { expect } from '@playwright/test';
export type { Page } from '@playwright/test';

export async function waitForApp(page: Page): Promise<void> {
  await page.waitForFunction(() => !document.getElementById('root')?.hasAttribute('data-prerendered'), undefined, {
    timeout: 15_000,
  });
}

export const test = base.extend({
  page: async ({ page }, use) => {
    const goto = page.goto.bind(page);
    const reload = page.reload.bind(page);
    page.goto = async (url, options) => {
      const response = await goto(url, options);
      await waitForApp(page);
      return response;
    };
    page.reload = async (options) => {
      const response = await reload(options);
      await waitForApp(page);
      return response;
    };
    await use(page);
  },
});

/** A visitor who already answered the consent banner (necessary only), so it does not cover the page. */
export const DECIDED_CONSENT = JSON.stringify({
  version: 1,
  choices: { functionality: 'granted', security: 'granted', analytics: 'denied', ads: 'denied' },
  decidedAt: '2025-01-01T00:00:00.000Z',
});

/** Stores DECIDED_CONSENT before any page of the context (or of the page) loads, unless one is stored. */
export async function skipConsent(target: BrowserContext | Page): Promise<void> {
  await target.addInitScript((value) => {
    if (!localStorage.getItem('consent')) localStorage.setItem('consent', value);
  }, DECIDED_CONSENT);
}

/** Signs in through /autentificare and waits until the header offers the account. */
export async function signIn(page: Page, email: string, password: string): Promise<void> {
  await page.goto('/autentificare');
  await page.getByLabel('Adresa de e-mail').fill(email);
  await page.getByRole('textbox', { name: 'Parola', exact: true }).fill(password);
  await page.getByRole('button', { name: 'Intră în cont' }).click();
  await expect(page.getByRole('banner').getByRole('link', { name: 'Contul meu' })).toBeVisible();
}
