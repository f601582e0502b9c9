// Issue #30, checkout: at 360 px, what the order screens say is what the customer saved and chose.
// A signed-in customer with an address book (a sender address without a house number, a billing
// address with an IBAN) comes from a carrier page's button (/comanda?curier=fan-courier): the calculator
// starts on FAN Courier at the saved pickup locality, a cash on delivery takes the saved IBAN, the sender's
// e-mail is the account's, a later pickup day is chosen, and the confirmation shows that day, the cash
// on delivery and its IBAN. A guest with a long e-mail address gets a confirmation that does not
// scroll sideways, with the cash on delivery and its IBAN.
import { expect, test, waitForApp, skipConsent, signIn, type Page } from './fixtures.ts';
import { CARDS, fieldset, newEmail, payOnProcessorPage, pickLocality, RECIPIENT, SENDER, fillContact } from './checkout-steps.ts';
import { E2E_PASSWORD, registerAccount, topUpWallet } from './orders-api.ts';

test.use({ viewport: { width: 360, height: 800 } });
test.beforeEach(async ({ context }) => skipConsent(context));

const IBAN = 'RO49AAAA1B31007593840000';
const noSidewaysScroll = (page: Page) => page.evaluate(() => document.scrollingElement?.scrollWidth ?? 0);

/** "marți, 2 decembrie" as the pickup day's radio says it (the app's formatWeekdayDay). */
const weekdayDay = (iso: string) =>
  new Intl.DateTimeFormat('ro-RO', { weekday: 'long', day: 'numeric', month: 'long' }).format(new Date(`${iso}T12:00:00`));

async function openOptions(page: Page) {
  const summary = page.locator('summary', { hasText: 'Opțiuni' });
  if (!(await page.getByLabel('Ramburs (RON)').isVisible())) await summary.click();
}

test('a signed-in customer starts from a carrier page with what is saved, chooses the pickup day and sees the cash on delivery confirmed', async ({ page, request }) => {
  test.setTimeout(120_000);
  const account = await registerAccount(request, 'Ana Popescu', 'salvat');
  const auth = { Authorization: `Bearer ${account.token}` };
  const sender = await request.post('/api/private/addresses', {
    headers: auth,
    data: { kind: 'shipping', locality_id: 54984, contact: 'Ana Popescu', phone: '0722123456', street_name: 'Strada Memorandumului' },
  });
  expect(sender.status()).toBe(201);
  const billing = await request.post('/api/private/addresses', {
    headers: auth,
    data: { kind: 'billing', locality_id: 54984, contact: 'Ana Popescu', street_name: 'Strada Memorandumului', street_no: '28', bank_iban: IBAN, bank: 'Banca Test' },
  });
  expect(billing.status()).toBe(201);
  // Topped up once the billing details (the top-up's buyer) are saved.
  await topUpWallet(request, account, 20_000);

  // Signed in where the header shows the account link, then on the phone.
  await page.setViewportSize({ width: 1280, height: 800 });
  await signIn(page, account.email, E2E_PASSWORD);
  await page.setViewportSize({ width: 360, height: 800 });
  await page.goto('/comanda?curier=fan-courier');
  await waitForApp(page);
  // The carrier of the page's button, and the saved pickup locality.
  await expect(page.getByRole('checkbox', { name: 'Doar ofertele FAN Courier' })).toBeChecked();
  await expect(page.getByRole('combobox', { name: 'Localitatea de ridicare' })).toHaveValue('Cluj-Napoca');
  await pickLocality(page, 'Localitatea de livrare', 'iasi', 'Iași', 'jud. Iași');
  await openOptions(page);
  await page.getByLabel('Ramburs (RON)').fill('150');
  await expect(page.getByLabel('IBAN pentru ramburs')).toHaveValue(IBAN);
  await expect(page.getByLabel('Titularul contului')).toHaveValue('Ana Popescu');
  const priced = page.waitForResponse((r) => r.url().endsWith('/api/private/orders/price-calculation'));
  await page.getByRole('button', { name: 'Vezi ofertele' }).click();
  const offers = ((await (await priced).json()) as { data: { carrier: string; service_id: number; pickup_dates: string[] }[] }).data;
  expect(new Set(offers.map((o) => o.carrier))).toEqual(new Set(['FAN Courier']));
  const offer = offers.find((o) => o.service_id === 1)!;
  await page.getByRole('button', { name: /^Alege oferta FAN Courier, Domiciliu - domiciliu, / }).click();
  await expect(page.getByRole('region', { name: 'Oferta aleasă' })).toBeVisible();

  // The sender as saved (no house number: not asked for), with the account's e-mail.
  const from = fieldset(page, 'Expeditor');
  await expect(from.getByLabel('Nume și prenume')).toHaveValue('Ana Popescu');
  await expect(from.getByLabel(/^Adresa de e-mail/)).toHaveValue(account.email);
  await expect(from.getByLabel('Strada')).toHaveValue('Strada Memorandumului');
  await expect(from.getByRole('textbox', { name: 'Număr', exact: true })).toHaveValue('');
  // The pickup day: the carrier's working days, the third chosen.
  const days = page.getByRole('group', { name: 'Ziua ridicării' });
  await expect(days.getByRole('radio')).toHaveCount(offer.pickup_dates.length);
  const chosenDay = offer.pickup_dates[2]!;
  await days.getByRole('radio', { name: weekdayDay(chosenDay) }).check();
  await fillContact(page, 'Destinatar', RECIPIENT);
  await page.getByRole('textbox', { name: 'Conținutul coletului' }).fill('Haine și cărți');
  expect(await noSidewaysScroll(page)).toBeLessThanOrEqual(360);
  await page.screenshot({ path: test.info().outputPath('comanda-ziua-ridicarii-360.png'), fullPage: true });
  await page.getByRole('button', { name: 'Continuă la plată' }).click();
  await expect(page).toHaveURL(/\/checkout$/);

  // The billing from the address book: its street line only, within the invoice's limit.
  await expect(fieldset(page, 'Date de facturare').getByLabel('Adresa de facturare')).toHaveValue('Strada Memorandumului 28');
  await fieldset(page, 'Plata').getByRole('radio', { name: 'Din portofelul Curiero' }).check();
  const placed = page.waitForResponse((r) => r.url().endsWith('/api/private/orders') && r.request().method() === 'POST');
  await page.getByRole('button', { name: /^Plătește / }).click();
  const sent = (await placed).request().postDataJSON() as { pickup_date?: string; address_from: { email?: string } };
  expect(sent.pickup_date).toBe(chosenDay);
  expect(sent.address_from.email).toBe(account.email);

  await expect(page).toHaveURL(/\/confirmare\/\d+$/, { timeout: 20_000 });
  const facts = page.locator('.offer-summary__facts');
  await expect(facts.getByText('Ramburs')).toBeVisible();
  await expect(facts).toContainText('150,00');
  await expect(facts).toContainText(`virat în ${IBAN}, titular Ana Popescu`);
  const [y, m, d] = chosenDay.split('-');
  await expect(facts).toContainText(`${Number(d)}`);
  await expect(facts.locator('div', { hasText: 'Ridicare estimată' }).locator('dd')).toContainText(new RegExp(`${Number(d)}\\D.*${y}|${d}\\.${m}\\.${y}`));
  expect(await noSidewaysScroll(page)).toBeLessThanOrEqual(360);
  await page.screenshot({ path: test.info().outputPath('confirmare-ramburs-360.png'), fullPage: true });
});

test("a guest with a long e-mail address: the confirmation wraps it at 360 px and shows the cash on delivery's IBAN", async ({ page }) => {
  test.setTimeout(120_000);
  const email = newEmail('adresa.foarte.lunga.de.email.pentru.telefon');
  await page.goto('/comanda?curier=dpd');
  await waitForApp(page);
  await expect(page.getByRole('checkbox', { name: 'Doar ofertele DPD' })).toBeChecked();
  await pickLocality(page, 'Localitatea de ridicare', 'cluj', 'Cluj-Napoca', 'jud. Cluj');
  await pickLocality(page, 'Localitatea de livrare', 'iasi', 'Iași', 'jud. Iași');
  await openOptions(page);
  await page.getByLabel('Ramburs (RON)').fill('99,50');
  await page.getByLabel('IBAN pentru ramburs').fill(IBAN);
  await page.getByLabel('Titularul contului').fill('Ana Popescu');
  await page.getByRole('button', { name: 'Vezi ofertele' }).click();
  await page.getByRole('button', { name: /^Alege oferta DPD, Domiciliu - domiciliu, / }).click();
  await expect(page.getByRole('region', { name: 'Oferta aleasă' })).toBeVisible();
  await fillContact(page, 'Expeditor', { ...SENDER, email });
  await fillContact(page, 'Destinatar', RECIPIENT);
  await page.getByRole('textbox', { name: 'Conținutul coletului' }).fill('Haine și cărți');
  await page.getByRole('button', { name: 'Continuă la plată' }).click();
  await expect(page).toHaveURL(/\/checkout$/);
  // Built from the sender: the street line, which the checkout takes as it is.
  await expect(fieldset(page, 'Date de facturare').getByLabel('Adresa de facturare')).toHaveValue('Strada Memorandumului 28');
  await fieldset(page, 'Date de facturare').getByLabel('Nume pe factură').fill('Ana Popescu');
  await page.getByRole('button', { name: /^Continuă spre plată/ }).click();
  await payOnProcessorPage(page, CARDS.approved);
  await expect(page.getByText(/^Comanda CUR-\d{4}-\d{6} a fost plasată$/)).toBeVisible({ timeout: 30_000 });
  await expect(page.getByText(email, { exact: false }).first()).toBeVisible();
  await expect(page.locator('.offer-summary__facts')).toContainText(`virat în ${IBAN}, titular Ana Popescu`);
  expect(await noSidewaysScroll(page)).toBeLessThanOrEqual(360);
  await page.screenshot({ path: test.info().outputPath('confirmare-invitat-360.png'), fullPage: true });
});
