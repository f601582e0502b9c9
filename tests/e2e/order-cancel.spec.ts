// A booked order on a 360 px phone, light and dark: the A4 label is downloaded while the app stays
// on the order (an installed app's window is not replaced by the PDF); cancelling asks first in a
// modal dialog (the safe choice focused, Escape keeps the order); once cancelled the order offers
// no label any more, and the label's API refuses it (409 order_cancelled).
import { expect, test, skipConsent, signIn } from './fixtures.ts';
import { E2E_PASSWORD, placeOrder, registerAccount } from './orders-api.ts';

test.beforeEach(async ({ context }) => skipConsent(context));

const SAMEDAY = 6;

for (const theme of ['light', 'dark'] as const) {
  test(`a label downloaded without leaving the app, a cancellation confirmed first, then no label (${theme})`, async ({ page, request }, info) => {
    test.setTimeout(90_000);
    await page.emulateMedia({ colorScheme: theme });
    const account = await registerAccount(request, 'Ana Țăranu', `anulare-${theme}`);
    const placed = await placeOrder(request, account, SAMEDAY);
    await signIn(page, account.email, E2E_PASSWORD);
    await page.setViewportSize({ width: 360, height: 740 });
    await page.goto(`/dashboard/comenzi?comanda=${placed.orderId}`);
    const url = page.url();

    const downloading = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Eticheta pe A4' }).click();
    const download = await downloading;
    expect(download.suggestedFilename()).toBe(`eticheta-${placed.awb}-A4.pdf`);
    expect(page.url()).toBe(url);
    await expect(page.getByText('Eticheta A4 se descarcă (PDF).', { exact: false })).toBeVisible();

    await page.getByRole('button', { name: 'Anulează, cu banii pe card' }).click();
    const dialog = page.getByRole('dialog', { name: /^Anulezi comanda / });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByRole('button', { name: 'Nu, păstrează comanda' })).toBeFocused();
    const box = await dialog.boundingBox();
    expect(box!.x).toBeGreaterThanOrEqual(0);
    expect(box!.x + box!.width).toBeLessThanOrEqual(360);
    await page.screenshot({ path: info.outputPath(`cancel-dialog-${theme}.png`) });
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();

    await page.getByRole('button', { name: 'Anulează, cu banii pe card' }).click();
    await dialog.getByRole('button', { name: 'Da, anulează comanda' }).click();
    // The cancellation's own notice (the parcel's tracking may also say "Expediția a fost anulată." once polled).
    await expect(page.getByText(/^Comanda CUR-\d{4}-\d+ a fost anulată\./)).toBeVisible();
    await expect(page.getByText('Comanda este anulată: AWB-ul nu mai este valabil, deci eticheta nu mai poate fi tipărită.')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Eticheta pe A4' })).toHaveCount(0);
    const label = await request.get(`/api/private/orders/${placed.orderId}/label`, { headers: { Authorization: `Bearer ${account.token}` } });
    expect(label.status()).toBe(409);
    expect((await label.json()).reason).toBe('order_cancelled');
  });
}
