// An AWB asked on another carrier's tracking page than the one that carries it: a Bookurier parcel
// booked through Curiero, looked up on the DPD page at 360 px, is said to be Bookurier's (never "not
// among Curiero's shipments"), beside the recent lookups that list it as Bookurier's, and the
// answer links to its tracking at Bookurier, which shows it.
import { expect, skipConsent, test } from './fixtures.ts';
import { placeOrder, registerAccount, type Placed } from './orders-api.ts';

test.use({ serviceWorkers: 'block', viewport: { width: 360, height: 780 } });

let bookurier: Placed = { orderId: 0, awb: '' };

test.beforeAll(async ({ playwright, baseURL }) => {
  test.setTimeout(60_000);
  const api = await playwright.request.newContext({ baseURL });
  const account = await registerAccount(api, 'Ana Bookurier', 'alt-curier');
  bookurier = await placeOrder(api, account, 16);
  await api.dispose();
});

test.beforeEach(async ({ context }) => skipConsent(context));

test("a Bookurier AWB looked up on the DPD page says whose it is and links to it", async ({ page }) => {
  const { awb } = bookurier;
  const field = page.getByRole('textbox', { name: 'Numere AWB' });
  // First found as any carrier's: the recent lookups keep it as Bookurier's.
  await page.goto('/tracking');
  await field.fill(awb);
  await page.getByRole('button', { name: 'Urmărește' }).click();
  await expect(page.getByRole('article', { name: `AWB ${awb}` }).locator('.track-status__name')).toHaveText('Înregistrat');

  await page.goto('/tracking/urmarire-awb-dpd');
  const recent = page.getByRole('region', { name: 'Căutări recente' });
  await expect(recent.getByRole('button', { name: new RegExp(`^${awb}`) })).toContainText('Bookurier');
  await field.fill(awb);
  await page.getByRole('button', { name: 'Urmărește' }).click();
  const result = page.getByRole('article', { name: `AWB ${awb}` });
  await expect(result.locator('.track-status__name')).toHaveText('AWB negăsit');
  await expect(result.locator('.track-status__desc')).toHaveText(`AWB-ul ${awb} nu este de la DPD: este o expediere Bookurier trimisă prin Curiero.`);
  await expect(result).not.toContainText('printre expedierile Curiero');

  await result.getByRole('link', { name: `Urmărește AWB-ul ${awb} la Bookurier` }).click();
  await expect(page).toHaveURL(new RegExp(`/tracking\\?awb=${awb}&curier=bookurier$`));
  await expect(page.getByRole('combobox', { name: 'Curier' }).locator('option:checked')).toHaveText('Bookurier');
  await expect(page.getByRole('article', { name: `AWB ${awb}` }).locator('.track-status__name')).toHaveText('Înregistrat');
  const width = await page.evaluate(() => document.scrollingElement?.scrollWidth ?? 0);
  expect(width).toBeLessThanOrEqual(360);
});
