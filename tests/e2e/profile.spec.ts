// The profile on a 360 px phone: it offers only what the product supports (no English, no euro),
// says "Profilul a fost salvat." only after something was saved, and the name says its limit.
import { expect, test, skipConsent, signIn } from './fixtures.ts';
import { E2E_PASSWORD, registerAccount } from './orders-api.ts';
import { roAccount } from '../../src/i18n/ro-account.ts';
import { LIMIT_TEXT, TEXT_LIMITS } from '../../src/shared/field-limits.ts';

const t = roAccount.profile;

test('the profile offers no language or currency, and says saved only after a change', async ({ page, context, request }) => {
  await skipConsent(context);
  const account = await registerAccount(request, 'Ana Popescu', 'profil');
  await signIn(page, account.email, E2E_PASSWORD);
  await page.setViewportSize({ width: 360, height: 780 });
  await page.goto('/dashboard/profil');
  const name = page.getByRole('textbox', { name: /^Nume și prenume/ });
  await expect(name).toHaveValue('Ana Popescu');
  await expect(name).toHaveAccessibleDescription(LIMIT_TEXT.atMost(TEXT_LIMITS.name.max));

  // Only the theme and the billing country are offered.
  const form = page.locator('form.profile-form');
  await expect(form.getByRole('combobox')).toHaveCount(2);
  await expect(form.getByRole('combobox', { name: t.darkMode })).toBeVisible();
  await expect(form.getByRole('combobox', { name: t.billingCountry })).toBeVisible();
  await expect(form.getByText(/Limba|Moneda|English|Euro/)).toHaveCount(0);

  // Nothing changed: nothing is sent and nothing is said to be saved.
  const save = form.getByRole('button', { name: t.submit });
  let puts = 0;
  page.on('request', (r) => {
    if (r.method() === 'PUT' && r.url().endsWith('/api/private/customer/profile')) puts += 1;
  });
  await save.click();
  await expect(form.getByText(t.unchanged)).toBeVisible();
  await expect(form.getByText(t.saved)).toHaveCount(0);
  expect(puts).toBe(0);

  // A change is saved, said so, and is there after a reload.
  await name.fill('Ana Maria Popescu');
  await save.click();
  await expect(form.getByText(t.saved)).toBeVisible();
  expect(puts).toBe(1);
  await page.reload();
  await expect(page.getByRole('textbox', { name: /^Nume și prenume/ })).toHaveValue('Ana Maria Popescu');
});
