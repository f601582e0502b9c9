// A shop's API journey in the real app: a test key created in the dashboard (shown once, copied), the
// test balance topped up there (test money, free), the key used from here on the public API to place
// an order paid from the test balance (its movement seen under "Chei API", the wallet untouched), the
// order seen in the dashboard's "comenzi", then the key revoked and refused with 401. At 360 px.
import type { APIRequestContext } from '@playwright/test';
import { expect, signIn, skipConsent, test } from './fixtures.ts';
import { E2E_PASSWORD, registerAccount, type Account } from './orders-api.ts';

const CLUJ = 54984;
const IASI = 95079;

/** A billing address for the account's orders: its id (the test order's money is topped up in the dashboard). */
async function billingAddress(api: APIRequestContext, account: Account): Promise<number> {
  const auth = { Authorization: `Bearer ${account.token}` };
  const billing = await api.post('/api/private/addresses', {
    headers: auth,
    data: { kind: 'billing', address_type: 'individual', locality_id: CLUJ, contact: 'Magazin Test', phone: '0722123456', street_name: 'Memorandumului', street_no: '28' },
  });
  expect(billing.status()).toBe(201);
  return ((await billing.json()) as { data: { id: number } }).data.id;
}

test('a test API key made in the dashboard places an order seen in "comenzi", and is refused once revoked', async ({ page, request }) => {
  test.setTimeout(90_000);
  const account = await registerAccount(request, 'Magazin Test', 'api-e2e');
  const billingId = await billingAddress(request, account);
  await skipConsent(page);
  await signIn(page, account.email, E2E_PASSWORD);
  await page.setViewportSize({ width: 360, height: 800 });

  await page.goto('/dashboard/api');
  await expect(page.getByRole('heading', { name: 'Nu ai încă nicio cheie API' })).toBeVisible();
  await page.getByLabel('Numele cheii').fill('Magazin online');
  await page.getByRole('button', { name: 'Creează cheia' }).click();
  const secret = page.getByRole('group', { name: 'Cheia ta nouă' });
  await expect(secret).toBeFocused();
  const key = await secret.getByRole('textbox').inputValue();
  expect(key).toMatch(/^cur_test_[A-Za-z0-9]{55}$/);
  await expect(page.getByRole('listitem').filter({ hasText: 'Magazin online' })).toContainText('niciodată');
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
  await page.screenshot({ path: 'test-results/api-keys-360.png', clip: { x: 0, y: 0, width: 360, height: 1400 } });

  // The test balance: said to be test money, topped up for free; a refused amount is said under the field.
  const testBalance = page.getByRole('region', { name: 'Sold de test' });
  await expect(testBalance).toContainText('bani fictivi pentru comenzile făcute cu chei de test; nu se pot folosi pentru comenzi reale');
  await expect(testBalance.getByTestId('test-balance')).toHaveText(/^0,00\sRON$/);
  const amount = testBalance.getByLabel('Suma (lei, bani de test)');
  await amount.fill('0,50');
  await testBalance.getByRole('button', { name: 'Alimentează soldul de test' }).click();
  await expect(testBalance.getByText(/^Suma de test trebuie să fie între/)).toBeVisible();
  await expect(amount).toBeFocused();
  await amount.fill('200');
  await testBalance.getByRole('button', { name: 'Alimentează soldul de test' }).click();
  await expect(testBalance.getByRole('status')).toContainText('Soldul de test a fost alimentat cu 200,00');
  await expect(testBalance.getByTestId('test-balance')).toHaveText(/^200,00\sRON$/);
  await expect(testBalance.getByRole('list', { name: 'Mișcările soldului de test' })).toContainText('Alimentare sold de test (bani de test)');
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
  await testBalance.screenshot({ path: 'test-results/test-balance-360.png' });

  // The shop's side: the public API with the key.
  const headers = { 'X-API-Key': key };
  const placed = await request.post('/api/public/v1/orders', {
    headers,
    data: {
      carrier_id: 6,
      service_id: 1,
      billing_to: { billing_address_id: billingId },
      address_from: { locality_id: CLUJ, contact: 'Magazin Test', phone: '0722 123 456', street_name: 'Memorandumului', street_number: '28' },
      address_to: { locality_id: IASI, contact: 'Ion Țăranu', phone: '0744 987 654', street_name: 'Bulevardul Ștefan cel Mare și Sfânt', street_number: '10' },
      content: { parcels_count: 1, total_weight: 1, parcels: [{ size: { weight: 1, width: 15, height: 10, length: 20 }, sequence_no: 1 }] },
      extra: { parcel_content: 'Cărți' },
    },
  });
  expect(placed.status()).toBe(201);
  expect(placed.headers()['x-curiero-mode']).toBe('test');
  const { data } = (await placed.json()) as { data: { order_id: number; number: string; awb_number: string } };
  expect(data.awb_number).toMatch(/^SMD\d{10}$/);

  await page.goto('/dashboard/comenzi');
  await expect(page.getByRole('link', { name: data.number })).toBeVisible();
  await expect(page.getByRole('link', { name: data.awb_number })).toBeVisible();
  await expect(page.getByRole('row').filter({ hasText: data.number })).toContainText('prin API · test (curieri simulați)');

  await page.goto('/dashboard/api');
  // Paid from the test balance: its movement under "Chei API", the wallet untouched.
  await expect(page.getByRole('list', { name: 'Mișcările soldului de test' })).toContainText(`Comanda de test ${data.number}`);
  await expect(page.getByTestId('test-balance')).not.toHaveText(/^200,00\sRON$/);
  const wallet = await request.get('/api/private/wallet', { headers: { Authorization: `Bearer ${account.token}` } });
  expect(((await wallet.json()) as { data: { balance_bani: number } }).data.balance_bani).toBe(0);
  const item = page.getByRole('listitem').filter({ hasText: 'Magazin online' });
  await expect(item).not.toContainText('niciodată');
  page.once('dialog', (dialog) => void dialog.accept());
  await item.getByRole('button', { name: 'Revocă: Magazin online' }).click();
  await expect(page.getByText('Cheia „Magazin online” a fost revocată.')).toBeVisible();
  await expect(item).toContainText('revocată');

  const refused = await request.get('/api/public/v1/orders', { headers });
  expect(refused.status()).toBe(401);
  expect(await refused.json()).toEqual({ error: 'unauthorized', message: 'Cheia API nu este validă sau a fost revocată.' });
});
