// A new customer's journey on a 360 px phone (issue 18), end to end on the production build: the
// checkout starts its billing from the sender (never over what was typed), its terms open in a new
// tab without losing what was typed, it has no card field (the card is typed on the processor's
// page) and its error summary lists the fields in the form's order; a new input that is refused takes
// the previous offers or tracking results off the screen; and a payment on the processor's page at
// 360 px (a malformed card said there, then a 3-D Secure card and the bank's step) ends on the same
// confirmation as one without 3-D Secure, focus on its heading, no ring.
import { expect, test, type Page, skipConsent, waitForApp } from './fixtures.ts';
import {
  answer3ds,
  CARDS,
  draftSaved,
  fieldset,
  fillDetailsAndContinue,
  newEmail,
  offersRegion,
  openCalculator,
  payOnProcessorPage,
  PROCESSOR_PAGE,
  quoteClujIasi,
  savedDraft,
  SENDER,
  startOrder,
} from './checkout-steps.ts';
import { placeOrder, registerAccount } from './orders-api.ts';

test.use({ viewport: { width: 360, height: 780 } });
test.beforeEach(async ({ context }) => skipConsent(context));

async function noSidewaysScroll(page: Page) {
  expect(await page.evaluate(() => document.scrollingElement?.scrollWidth ?? 0)).toBeLessThanOrEqual(360);
}

/** The processor's page (no app there): nothing wider than the phone, and every control within it. */
async function processorPageFits(page: Page) {
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
  for (const control of await page.locator('input:not([type=hidden]), button').all()) {
    const box = await control.boundingBox();
    expect(box).not.toBeNull();
    expect(box!.x).toBeGreaterThanOrEqual(0);
    expect(box!.x + box!.width).toBeLessThanOrEqual(360);
    expect(box!.height).toBeGreaterThanOrEqual(44); // a finger's target
  }
}

test('checkout: billing starts from the sender, no card field (the processor takes it), the terms open in a new tab, errors listed in the form order', async ({ page, context }) => {
  test.setTimeout(60_000);
  await startOrder(page, 'GLS');
  await fillDetailsAndContinue(page, newEmail('facturare'));

  // Billing from the sender: a person, the sender's name and street line (the locality is its own field).
  const billing = fieldset(page, 'Date de facturare');
  await expect(billing.getByRole('radio', { name: 'Persoană fizică' })).toBeChecked();
  await expect(billing.getByLabel('Nume pe factură')).toHaveValue(SENDER.name);
  await expect(billing.getByLabel('Adresa de facturare')).toHaveValue('Strada Memorandumului 28');
  await expect(billing.getByRole('combobox', { name: 'Localitatea adresei de facturare' })).toHaveValue('Cluj-Napoca');
  await billing.getByRole('radio', { name: 'Firmă' }).check();
  await billing.scrollIntoViewIfNeeded();
  await billing.screenshot({ path: test.info().outputPath('checkout-billing-company-360.png') });
  await billing.getByRole('radio', { name: 'Persoană fizică' }).check();

  // What the user types there stays: back to the details and on again, and after a reload.
  await billing.getByLabel('Nume pe factură').fill('Ana Facturată');
  await draftSaved(page, (d) => d.data.billing.name === 'Ana Facturată');
  await page.getByRole('link', { name: 'Înapoi la detalii' }).click();
  await expect(page).toHaveURL(/\/comanda$/);
  await page.getByRole('button', { name: 'Continuă la plată' }).click();
  await expect(page).toHaveURL(/\/checkout$/);
  await expect(billing.getByLabel('Nume pe factură')).toHaveValue('Ana Facturată');
  await page.reload();
  await expect(billing.getByLabel('Nume pe factură')).toHaveValue('Ana Facturată');
  await expect(billing.getByLabel('Adresa de facturare')).toHaveValue('Strada Memorandumului 28');

  // No card field here: the card is typed on the processor's page, which the button leads to.
  const payment = fieldset(page, 'Plata');
  await expect(payment.getByText(/^După ce plasezi comanda, te ducem pe pagina securizată a procesatorului de plăți/)).toBeVisible();
  await expect(payment.getByText(/^Mediu de test: plata se face pe pagina procesatorului de test/)).toBeVisible();
  await expect(page.getByLabel(/Numărul cardului|CVC|Numele de pe card/)).toHaveCount(0);
  await expect(page.locator('input[autocomplete^="cc-"]')).toHaveCount(0);
  await expect(page.getByRole('button', { name: /^Continuă spre plată \(\d/ })).toBeVisible();
  await noSidewaysScroll(page);
  await payment.scrollIntoViewIfNeeded();
  await page.screenshot({ path: test.info().outputPath('checkout-payment-360.png') });

  // The terms are a link to their page, which opens in a new tab: the billing typed here stays.
  await billing.getByLabel('Adresa de facturare').fill('Strada Horea 3, Cluj-Napoca');
  const terms = page.getByRole('link', { name: /termenii și condițiile de curierat/ });
  await expect(terms).toHaveAttribute('href', '/termeni-conditii-curierat');
  await expect(terms).toHaveAttribute('target', '_blank');
  await expect(terms).toHaveAccessibleName(/se deschide într-o filă nouă/);
  const opened = context.waitForEvent('page');
  await terms.click();
  const tab = await opened;
  await tab.waitForLoadState();
  expect(new URL(tab.url()).pathname).toBe('/termeni-conditii-curierat');
  await expect(tab.getByRole('heading', { level: 1 })).toBeVisible();
  await tab.close();
  await expect(page).toHaveURL(/\/checkout$/);
  await expect(billing.getByLabel('Adresa de facturare')).toHaveValue('Strada Horea 3, Cluj-Napoca');

  // Everything emptied and sent: the summary lists the invalid fields in the order of the form, and
  // nothing went to the server (nor to the processor's page).
  let posted = 0;
  page.on('request', (r) => {
    if (r.url().endsWith('/api/private/orders') && r.method() === 'POST') posted += 1;
  });
  await billing.getByLabel('Nume pe factură').fill('');
  await billing.getByLabel('Adresa de facturare').fill('');
  await page.getByRole('button', { name: /^Continuă spre plată / }).click();
  const summary = page.locator('#checkout-erori');
  await expect(summary).toBeFocused();
  const links = summary.getByRole('link');
  await expect(links).toHaveCount(2);
  const listed = await links.evaluateAll((as) => as.map((a) => a.getAttribute('href')?.slice(1)));
  const invalid = await page.locator('form [aria-invalid="true"]').evaluateAll((fields) => fields.map((f) => f.id));
  expect(invalid).toHaveLength(2);
  expect(listed).toEqual(invalid);
  await expect(page).toHaveURL(/\/checkout$/);
  expect(posted).toBe(0);
  await noSidewaysScroll(page);
});

test('the calculator takes the previous offers away when the new input is refused', async ({ page }) => {
  await openCalculator(page);
  const { offers } = await quoteClujIasi(page);
  await expect(offers.getByRole('button', { name: /^Alege oferta / }).first()).toBeVisible();

  const length = page.getByRole('textbox', { name: 'Lungime (cm)' });
  await length.fill('500');
  await page.getByRole('button', { name: 'Vezi ofertele' }).click();
  await expect(length).toHaveAttribute('aria-invalid', 'true');
  await expect(page.locator('#calc-summary')).toBeFocused();
  await expect(offersRegion(page)).toHaveCount(0);
  await expect(page.getByRole('button', { name: /^Alege oferta / })).toHaveCount(0);

  // A corrected input brings offers for it again.
  await length.fill('40');
  await page.getByRole('button', { name: 'Vezi ofertele' }).click();
  await expect(offersRegion(page).getByRole('heading', { level: 3 })).toHaveText(/^Oferte pentru transportul tău \(\d+ oferte\)$/);
  await noSidewaysScroll(page);
});

test('tracking takes the previous result away under "is not a valid AWB"', async ({ page, playwright, baseURL }) => {
  const api = await playwright.request.newContext({ baseURL });
  const account = await registerAccount(api, 'Ana Telefon', 'telefon');
  const { awb } = await placeOrder(api, account, 6);
  await api.dispose();

  await page.goto('/tracking');
  const field = page.getByRole('textbox', { name: 'Numere AWB' });
  await field.fill(awb);
  await page.getByRole('button', { name: 'Urmărește' }).click();
  const result = page.getByRole('article', { name: `AWB ${awb}` });
  await expect(result).toBeVisible();
  await expect(page).toHaveURL(new RegExp(`\\?awb=${awb}$`));

  await field.fill('123');
  await page.getByRole('button', { name: 'Urmărește' }).click();
  await expect(page.getByText('„123” nu este un AWB valid', { exact: false })).toBeVisible();
  await expect(field).toHaveAttribute('aria-invalid', 'true');
  await expect(page.getByRole('article')).toHaveCount(0);
  // The address no longer names the old AWB either (a reload would bring its result back).
  await expect(page).not.toHaveURL(/awb=/);
  await noSidewaysScroll(page);

  // The same through a link to an invalid ?awb= while a result is shown.
  await field.fill(awb);
  await page.getByRole('button', { name: 'Urmărește' }).click();
  await expect(result).toBeVisible();
  await page.evaluate(() => {
    history.pushState(null, '', '/tracking?awb=123');
    dispatchEvent(new PopStateEvent('popstate'));
  });
  await expect(page.getByText('„123” nu este un AWB valid', { exact: false })).toBeVisible();
  await expect(page.getByRole('article')).toHaveCount(0);
});

test("on the processor's page at 360 px: a malformed card said there, then the 3-D Secure step, and the same confirmation note, focus on its heading without a ring", async ({ page }) => {
  test.setTimeout(60_000);
  const email = newEmail('3ds-telefon');
  const { total } = await startOrder(page, 'Bookurier');
  await fillDetailsAndContinue(page, email);
  await draftSaved(page, (d) => d.data.sender.email === email && d.data.billing.name !== '');
  await page.getByRole('button', { name: `Continuă spre plată (${total})` }).click();

  // The processor's card page fits the phone.
  await expect(page).toHaveURL(PROCESSOR_PAGE);
  await expect(page.getByRole('heading', { level: 1, name: 'Plată cu cardul' })).toBeVisible();
  await processorPageFits(page);
  await page.screenshot({ path: test.info().outputPath('processor-card-360.png'), fullPage: true });

  // A malformed number: the page says so, and still fits.
  await payOnProcessorPage(page, CARDS.malformed, { amount: total });
  await expect(page.getByRole('alert')).toHaveText('Numărul cardului nu este valid.');
  await processorPageFits(page);
  await page.screenshot({ path: test.info().outputPath('processor-card-error-360.png'), fullPage: true });

  // The 3-D Secure card: the bank's step, which fits too.
  await payOnProcessorPage(page, CARDS.threeDSecure, { amount: total });
  await expect(page.getByRole('heading', { level: 1, name: 'Confirmă plata' })).toBeVisible();
  await processorPageFits(page);
  await page.screenshot({ path: test.info().outputPath('processor-3ds-360.png'), fullPage: true });
  const back = page.waitForURL(/\/checkout\?payment_id=[0-9a-f-]{36}$/, { waitUntil: 'commit' });
  await answer3ds(page, 'Confirmă');
  await back;
  await waitForApp(page);
  await expect(page).toHaveURL(/\/checkout\?comanda=\d+&cheie=c\./, { timeout: 20_000 });

  const heading = page.getByRole('heading', { name: /^Comanda CUR-\d{4}-\d{6} a fost plasată$/ });
  await expect(heading).toBeVisible();
  await expect(heading).toBeFocused();
  await expect(page.locator('.confirmation')).not.toBeFocused();
  expect(await heading.evaluate((h) => getComputedStyle(h).outlineStyle)).toBe('none');
  // The note of any card payment: the confirmation and the link that reopens it come by e-mail.
  await expect(
    page.getByText(`Confirmarea comenzii și un link prin care redeschizi oricând această pagină îți sosesc pe e-mail, la ${email}. Din acel link poți adăuga comanda și în contul tău Curiero.`),
  ).toBeVisible();
  // The draft is gone once the payment succeeded (nothing saved late writes it back).
  await expect.poll(() => savedDraft(page)).toBeNull();
  await noSidewaysScroll(page);
  await page.screenshot({ path: test.info().outputPath('confirmation-after-3ds-360.png') });
});
