// One limit per field, said before it is reached and applied the same way, on a 360 px phone: a
// 10,000-character name pasted into register, the contact form and the order form is taken up to
// the shared limit (src/shared/field-limits.ts), and the field says so, before and after.
import type { Locator } from '@playwright/test';
import { expect, test, skipConsent, type Page } from './fixtures.ts';
import { fieldset, startOrder } from './checkout-steps.ts';
import { LIMIT_TEXT, TEXT_LIMITS } from '../../src/shared/field-limits.ts';

const MAX = TEXT_LIMITS.name.max;
const LONG_NAME = 'Ana Maria '.repeat(1000); // 10,000 characters

test.beforeEach(async ({ page, context }) => {
  await skipConsent(context);
  await page.setViewportSize({ width: 360, height: 780 });
});

/** Pastes `text` into the field as a person would (clipboard paste, not typing key by key). */
async function paste(field: Locator, text: string): Promise<void> {
  await field.focus();
  await field.evaluate((input, value) => {
    const data = new DataTransfer();
    data.setData('text/plain', value);
    input.dispatchEvent(new ClipboardEvent('paste', { clipboardData: data, bubbles: true, cancelable: true }));
  }, text);
  // Chromium runs no default action for a synthetic paste: insert the text as the paste would.
  await field.page().keyboard.insertText(text);
}

/** The name field says the limit before anything is typed, takes no more, and says it is full. */
async function expectNameLimit(page: Page, field: Locator): Promise<void> {
  await expect(field).toHaveAttribute('maxlength', String(MAX));
  await expect(field).toHaveAccessibleDescription(new RegExp(LIMIT_TEXT.atMost(MAX).replace('.', '\\.')));
  await paste(field, LONG_NAME);
  await expect(field).toHaveValue(LONG_NAME.slice(0, MAX));
  await expect(field).toHaveAccessibleDescription(new RegExp(LIMIT_TEXT.reached(MAX).replace(/[.:]/g, '\\$&')));
  // Said where it can be seen on the phone, and announced.
  const limitId = `${await field.getAttribute('id')}-limit`;
  await expect(page.locator(`[id="${limitId}"]`)).toBeVisible();
  await expect(page.locator(`[id="${limitId}"]`)).toHaveText(LIMIT_TEXT.reached(MAX));
  await expect(page.locator('[aria-live="polite"]', { hasText: LIMIT_TEXT.reached(MAX) })).toHaveCount(1);
  const box = await page.locator(`[id="${limitId}"]`).boundingBox();
  expect(box && box.x >= 0 && box.x + box.width <= 360).toBe(true);
}

test('register: a pasted 10,000-character name is taken up to the shared limit, said before and after', async ({ page }) => {
  await page.goto('/inregistrare');
  await expectNameLimit(page, page.getByRole('textbox', { name: /^Nume și prenume/ }));
  await expect(page.getByRole('textbox', { name: /^Adresa de e-mail/ })).toHaveAttribute('maxlength', String(TEXT_LIMITS.email.max));
});

test('contact: the same name limit, said and applied the same way', async ({ page }) => {
  await page.goto('/contact');
  await expectNameLimit(page, page.getByRole('textbox', { name: /^Nume și prenume/ }));
});

test('order form: the sender’s and recipient’s names have the same limit (never accepted and then refused)', async ({ page }) => {
  await startOrder(page, 'Sameday');
  await expectNameLimit(page, fieldset(page, 'Expeditor').getByRole('textbox', { name: /^Nume și prenume/ }));
  const recipient = fieldset(page, 'Destinatar').getByRole('textbox', { name: /^Nume și prenume/ });
  await expect(recipient).toHaveAttribute('maxlength', String(MAX));
  await recipient.fill('Ion');
  // A full-length name is not refused when the details are checked.
  await page.getByRole('button', { name: /Continuă/ }).click();
  const sender = fieldset(page, 'Expeditor');
  await expect(sender.getByRole('textbox', { name: /^Telefon/ })).toHaveAttribute('aria-invalid', 'true'); // the check ran
  await expect(sender.getByRole('textbox', { name: /^Nume și prenume/ })).not.toHaveAttribute('aria-invalid', 'true');
  await expect(sender.getByText(/Numele trebuie să aibă/)).toHaveCount(0);
});
