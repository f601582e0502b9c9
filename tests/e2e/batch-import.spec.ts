// The batch import end to end on the production build (/dashboard/expedieri), at 360 px and 1280 px:
// a file with good and bad rows is uploaded, one bad row is fixed in place (checked again by the
// server), one is taken out of the batch, the good rows are quoted and paid from the wallet, the
// batch page shows their AWBs as the queue issues them, the A4 four-up labels PDF downloads and the
// bulk tracking link carries the AWBs. A Shopify orders export goes to the preview with no mapping
// step. Every screen is axe clean.
import type { Download, Page } from '@playwright/test';
import { join } from 'node:path';
import { axeViolations } from './axe.ts';
import { expect, test, skipConsent, signIn } from './fixtures.ts';
import { E2E_PASSWORD, registerAccount, topUpWallet, type Account } from './orders-api.ts';

test.beforeEach(async ({ context }) => skipConsent(context));

const FIXTURES = join(process.cwd(), 'tests/fixtures/batch-import');
const CLUJ = 54984;

async function withSender(request: Parameters<typeof registerAccount>[0], account: Account) {
  const created = await request.post('/api/private/addresses', {
    headers: { Authorization: `Bearer ${account.token}` },
    data: { kind: 'shipping', contact: 'Magazinul Ana', phone: '0722123456', locality_id: CLUJ, street_name: 'Strada Memorandumului', street_no: '1' },
  });
  expect(created.status()).toBe(201);
}

async function noOverflow(page: Page) {
  expect(await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)).toBeLessThanOrEqual(0);
}

function card(page: Page, reference: string) {
  return page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: new RegExp(reference) }) });
}

async function downloaded(page: Page, click: () => Promise<void>): Promise<Buffer> {
  const waiting = page.waitForEvent('download');
  await click();
  const download: Download = await waiting;
  const chunks: Buffer[] = [];
  for await (const chunk of await download.createReadStream()) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

for (const width of [360, 1280]) {
  test(`a file with good and bad rows becomes a paid batch with AWBs (${width} px)`, async ({ page, request }) => {
    test.setTimeout(120_000);
    const account = await registerAccount(request, 'Ana Lot', `lot-${width}`);
    await withSender(request, account);
    await topUpWallet(request, account, 50_000);
    await signIn(page, account.email, E2E_PASSWORD);
    await page.setViewportSize({ width, height: 900 });
    await page.goto('/dashboard/expedieri');
    await expect(page.getByRole('heading', { name: 'Încarcă fișierul cu expedieri' })).toBeVisible();
    expect(await axeViolations(page)).toEqual([]);

    await page.getByLabel('Alege fișierul (CSV sau XLSX)').setInputFiles(join(FIXTURES, 'lot-cu-erori.csv'));
    const summary = page.getByText(/^4 rânduri:/);
    await expect(summary).toHaveText('4 rânduri: 2 bune, 2 cu erori, 0 scoase din lot.', { timeout: 20_000 });
    await expect(card(page, 'CMD-3')).toContainText('Cu erori');
    await noOverflow(page);
    expect(await axeViolations(page)).toEqual([]);

    // Fix the bad phone in place: the row is checked again and becomes good.
    await card(page, 'CMD-3').getByRole('button', { name: 'Corectează' }).click();
    await card(page, 'CMD-3').getByRole('textbox', { name: 'Telefon' }).fill('0722123457');
    await card(page, 'CMD-3').getByRole('button', { name: 'Salvează' }).click();
    await expect(card(page, 'CMD-3')).toContainText('Bun', { timeout: 15_000 });
    // Take the row without an address out of the batch.
    await card(page, 'CMD-4').getByRole('button', { name: 'Scoate din lot' }).click();
    await expect(summary).toHaveText('4 rânduri: 3 bune, 0 cu erori, 1 scoase din lot.');

    await page.getByRole('button', { name: 'Calculează prețul pentru rândurile bune' }).click();
    await expect(page.getByRole('heading', { name: 'Prețul lotului' })).toBeVisible({ timeout: 15_000 });
    await expect(page.getByRole('table', { name: 'Prețul fiecărui rând' }).locator('tbody tr')).toHaveCount(3);
    await noOverflow(page);
    expect(await axeViolations(page)).toEqual([]);
    await expect(page.getByRole('radio', { name: /Portofel/ })).toBeChecked();
    await page.getByRole('button', { name: /^Plătește / }).click();

    // The batch page: AWBs as the queue issues them.
    await expect(page.getByRole('heading', { name: /^Lotul / })).toBeVisible({ timeout: 15_000 });
    await expect(page.locator('.batch-rows__awb')).toHaveCount(3, { timeout: 60_000 });
    await expect(page).toHaveURL(/\/dashboard\/expedieri\?lot=\d+/);
    await noOverflow(page);
    expect(await axeViolations(page)).toEqual([]);

    const pdf = await downloaded(page, () => page.getByRole('button', { name: 'A4 patru pe pagină' }).click());
    expect(pdf.subarray(0, 5).toString('latin1')).toBe('%PDF-');

    const awbs = await page.locator('.batch-rows__awb').allTextContents();
    // The batch's statuses as CSV: one line per booked row, its AWB in it.
    const csv = (await downloaded(page, () => page.getByRole('button', { name: 'Stările lotului (CSV)' }).click())).toString('utf8');
    for (const awb of awbs) expect(csv).toContain(awb);
    expect(csv.trim().split(/\r?\n/)).toHaveLength(awbs.length + 1);
    const tracking = page.getByRole('link', { name: 'Urmărește AWB-urile lotului' });
    const href = (await tracking.getAttribute('href')) ?? '';
    expect(href.startsWith('/dashboard/urmarire-lot?awb=')).toBe(true);
    expect(decodeURIComponent(href.split('awb=')[1] ?? '').split(',')).toEqual(awbs);
  });
}

test("a Shopify orders export is read with no mapping step", async ({ page, request }) => {
  const account = await registerAccount(request, 'Ana Shopify', 'lot-shopify');
  await withSender(request, account);
  await signIn(page, account.email, E2E_PASSWORD);
  await page.goto('/dashboard/expedieri');
  await page.getByLabel('Alege fișierul (CSV sau XLSX)').setInputFiles(join(FIXTURES, 'shopify-orders-export.csv'));
  await expect(page.getByText('Am recunoscut exportul de comenzi Shopify: coloanele sunt potrivite automat.')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Potrivește coloanele' })).toHaveCount(0);
  await expect(page.getByRole('heading', { name: 'Verifică rândurile' })).toBeVisible();
  // Three orders (the second line of #1001 is one of its products, not a shipment).
  await expect(page.getByText(/^3 rânduri:/)).toBeVisible({ timeout: 20_000 });
  await expect(card(page, '#1001')).toContainText('Cluj-Napoca');
  await expect(card(page, '#1001')).toContainText('Strada Memorandumului 28');
});
