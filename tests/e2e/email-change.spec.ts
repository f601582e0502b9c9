// Changing the account's e-mail on a 360 px phone, light and dark: the profile's „Schimbă adresa de
// e-mail” asks for the new address and the current password, says the link went to the new address
// and changes nothing yet; the link from that mail confirms the change, and the profile then shows
// the new address.
import { expect, test, skipConsent, signIn } from './fixtures.ts';
import { E2E_PASSWORD, registerAccount } from './orders-api.ts';
import { linkFromMail } from './outbox.ts';
import { roAccountSecurity } from '../../src/i18n/ro-account-security.ts';

const t = roAccountSecurity.email;

test.beforeEach(async ({ context }) => skipConsent(context));

for (const theme of ['light', 'dark'] as const) {
  test(`the e-mail changes only through the link mailed to the new address (${theme})`, async ({ page, request }, info) => {
    test.setTimeout(90_000);
    await page.emulateMedia({ colorScheme: theme });
    const account = await registerAccount(request, 'Ana Țăranu', `schimba-email-${theme}`);
    const next = `nou.${Date.now().toString(36)}.${theme}@exemplu.ro`;
    await signIn(page, account.email, E2E_PASSWORD);
    await page.setViewportSize({ width: 360, height: 780 });
    await page.goto('/dashboard/profil');

    const form = page.locator('form', { has: page.getByRole('heading', { name: t.title }) });
    await expect(form.getByText(account.email)).toBeVisible();
    await form.getByRole('button', { name: t.submit }).click();
    await expect(form.getByRole('textbox', { name: new RegExp(`^${t.next}`) })).toBeFocused();

    await form.getByRole('textbox', { name: new RegExp(`^${t.next}`) }).fill(next);
    await form.getByRole('textbox', { name: t.password, exact: true }).fill(E2E_PASSWORD);
    await form.getByRole('button', { name: t.submit }).click();
    await expect(form.getByRole('status')).toContainText(t.sent);
    const width = await page.evaluate(() => document.documentElement.scrollWidth);
    expect(width).toBeLessThanOrEqual(360);
    await form.screenshot({ path: info.outputPath(`schimba-email-360-${theme}.png`) });

    const link = await linkFromMail(next, '/verify-email/');
    expect(link.searchParams.get('email')).toBe(next);
    await page.goto(link.pathname + link.search);
    await expect(page.getByText('Adresa de e-mail a contului a fost schimbată și confirmată.')).toBeVisible();
    await page.screenshot({ path: info.outputPath(`email-schimbat-360-${theme}.png`), fullPage: true });

    await page.goto('/dashboard/profil');
    await expect(page.locator('form', { has: page.getByRole('heading', { name: t.title }) }).getByText(next)).toBeVisible();
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.locator('form', { has: page.getByRole('heading', { name: t.title }) }).screenshot({ path: info.outputPath(`schimba-email-1280-${theme}.png`) });
  });
}
