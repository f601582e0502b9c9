// Many orders at once, at 360 px and 1280 px: three orders selected in the list (the count
// announced), their labels downloaded in one four-A6-per-A4 PDF, their statuses as XLSX (read back),
// two of them cancelled (a result per order), then their AWBs pasted into the bulk tracking page
// (a malformed one named first) and their statuses seen; axe finds nothing in either theme.
import { readSheet } from 'read-excel-file/node';
import { axeBothThemes, applyTheme } from './axe.ts';
import { expect, skipConsent, signIn, test } from './fixtures.ts';
import { E2E_PASSWORD, placeOrder, registerAccount, type Account } from './orders-api.ts';

test.beforeEach(async ({ context }) => skipConsent(context));

async function numberOf(request: Parameters<typeof placeOrder>[0], account: Account, id: number): Promise<string> {
  const res = await request.get(`/api/private/orders/${id}`, { headers: { Authorization: `Bearer ${account.token}` } });
  return ((await res.json()) as { data: { number: string } }).data.number;
}

for (const width of [360, 1280] as const) {
  test(`select three orders: one label file, an XLSX, two cancelled, then their AWBs tracked in bulk (${width} px)`, async ({ page, request }, info) => {
    test.setTimeout(150_000);
    const account = await registerAccount(request, 'Ana Lot', `lot-${width}`);
    const placed = [await placeOrder(request, account, 6), await placeOrder(request, account, 2), await placeOrder(request, account, 3)];
    const numbers = await Promise.all(placed.map((p) => numberOf(request, account, p.orderId)));
    await signIn(page, account.email, E2E_PASSWORD);
    await page.setViewportSize({ width, height: width === 360 ? 740 : 900 });
    await page.goto('/dashboard/comenzi');

    for (const number of numbers) await page.getByRole('checkbox', { name: `Selectează comanda ${number}` }).check();
    await expect(page.getByRole('status').filter({ hasText: '3 comenzi selectate' })).toHaveCount(1);
    await expect(page.getByRole('checkbox', { name: 'Selectează toate comenzile de pe pagină' })).toBeChecked();
    const bar = page.getByRole('region', { name: 'Acțiuni pentru comenzile selectate' });
    await expect(bar).toBeVisible();
    const box = await bar.boundingBox();
    expect(box!.x).toBeGreaterThanOrEqual(0);
    expect(box!.x + box!.width).toBeLessThanOrEqual(width);
    // Sticky: at the bottom of the screen while the list scrolls.
    expect(box!.y + box!.height).toBeLessThanOrEqual((page.viewportSize()?.height ?? 0) + 1);
    expect(await axeBothThemes(page)).toEqual([]);
    for (const theme of ['light', 'dark'] as const) {
      await applyTheme(page, theme);
      await page.screenshot({ path: info.outputPath(`selection-${width}-${theme}.png`) });
    }
    await applyTheme(page, 'light');

    await bar.getByLabel('Formatul etichetelor').selectOption({ label: '4×A6 pe A4' });
    const labels = page.waitForEvent('download');
    await bar.getByRole('button', { name: 'Descarcă etichetele' }).click();
    const pdf = await labels;
    expect(pdf.suggestedFilename()).toBe('etichete-3-comenzi-A4_4xA6.pdf');
    const pdfText = (await readFile(await pdf.path())).toString('latin1');
    expect(pdfText.startsWith('%PDF-')).toBe(true);
    expect(pdfText.match(/\/Type\s*\/Page\b/g)).toHaveLength(1);
    await expect(bar.getByText('Etichetele se descarcă: etichete-3-comenzi-A4_4xA6.pdf.')).toBeVisible();

    const xlsx = page.waitForEvent('download');
    await bar.getByRole('button', { name: 'Exportă XLSX' }).click();
    const sheet = await xlsx;
    expect(sheet.suggestedFilename()).toBe('curiero-statusuri-3-comenzi.xlsx');
    const rows = await readSheet(await readFile(await sheet.path()));
    // In the list's order: newest first.
    expect(rows.map((row) => row[2])).toEqual(['AWB', ...placed.map((p) => p.awb).reverse()]);

    // Two of the three: the third unchecked, then cancelled after the confirmation.
    await page.getByRole('checkbox', { name: `Selectează comanda ${numbers[2]}` }).uncheck();
    await expect(page.getByRole('status').filter({ hasText: '2 comenzi selectate' })).toHaveCount(1);
    await bar.getByRole('button', { name: 'Anulează comenzile' }).click();
    const dialog = page.getByRole('dialog', { name: 'Anulezi 2 comenzi?' });
    await expect(dialog.getByRole('button', { name: 'Nu, păstrează-le' })).toBeFocused();
    await dialog.getByRole('button', { name: 'Da, anulează-le' }).click();
    const results = page.getByRole('status').filter({ hasText: 'Rezultatul anulării' });
    await expect(results.getByRole('listitem')).toHaveCount(2);
    for (const number of numbers.slice(0, 2)) await expect(results.getByText(new RegExp(`^Anulată: Comanda ${number} a fost anulată\\.`))).toBeVisible();
    await expect(bar).toBeHidden();

    // Bulk tracking: reached from the orders list.
    await page.getByRole('link', { name: 'Urmărire în lot (până la 200 de AWB-uri)' }).click();
    await expect(page).toHaveURL(/\/dashboard\/urmarire-lot$/);
    const field = page.getByLabel('AWB-uri');
    await field.fill([...placed.map((p) => p.awb), 'AB-12', 'ZZ1234567'].join('\n'));
    await page.getByRole('button', { name: 'Urmărește AWB-urile' }).click();
    await expect(page.getByText('„AB-12” nu este un AWB valid (un AWB are între 6 și 20 de litere și cifre). Corectează-l sau șterge-l.')).toBeVisible();
    await expect(field).toBeFocused();
    await field.fill([...placed.map((p) => p.awb), 'ZZ1234567'].join(', '));
    await page.getByRole('button', { name: 'Urmărește AWB-urile' }).click();
    await expect(page.getByText('4 AWB-uri: 3 găsite, 1 fără date.')).toBeVisible();
    const table = page.getByRole('table');
    const rowOf = (awb: string) => table.getByRole('row').filter({ has: page.getByRole('link', { name: awb, exact: true }) });
    await expect(rowOf(placed[0]!.awb)).toContainText('Anulat');
    await expect(rowOf(placed[1]!.awb)).toContainText('Anulat');
    await expect(rowOf(placed[2]!.awb)).toContainText('Înregistrat');
    await expect(rowOf(placed[2]!.awb)).toContainText(numbers[2]!);
    await expect(rowOf('ZZ1234567')).toContainText('Nu avem date despre AWB-ul ZZ1234567');
    expect(await axeBothThemes(page)).toEqual([]);
    for (const theme of ['light', 'dark'] as const) {
      await applyTheme(page, theme);
      await page.screenshot({ path: info.outputPath(`bulk-tracking-${width}-${theme}.png`), fullPage: true });
    }
    const wide = await page.evaluate(() => document.documentElement.scrollWidth);
    expect(wide).toBeLessThanOrEqual(width);

    // A batch's page links with ?awb=: the list is asked at once.
    await page.goto(`/dashboard/urmarire-lot?awb=${placed[2]!.awb},${placed[0]!.awb}`);
    await expect(page.getByText('2 AWB-uri: 2 găsite, 0 fără date.')).toBeVisible();
  });
}

async function readFile(path: string): Promise<Buffer> {
  const { readFile: read } = await import('node:fs/promises');
  return read(path);
}
