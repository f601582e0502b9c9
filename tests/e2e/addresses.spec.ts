// The address book end to end on the production build: a new customer adds a sender address in
// the dashboard (the empty form's errors first, focus on the first field in error), it is the
// default; a billing company next; then /comanda starts the calculator from the sender's locality
// and, once an offer is chosen, fills the sender from the address book, and /checkout fills the
// billing. Also at 360 px: the section fits the screen (no sideways scrolling).
import { expect, test, type Page, skipConsent, signIn } from './fixtures.ts';
import { E2E_PASSWORD, registerAccount } from './orders-api.ts';

test.beforeEach(async ({ context }) => skipConsent(context));

async function pickLocality(page: Page, label: string, typed: string, name: string) {
  const input = page.getByRole('combobox', { name: label });
  const searched = page.waitForResponse((r) => r.url().includes('/api/private/search/localities/RO') && new URL(r.url()).searchParams.get('search') === typed);
  await input.click();
  await input.pressSequentially(typed);
  await searched;
  await expect(page.getByRole('listbox', { name: label }).getByRole('option').first()).toContainText(name);
  await input.press('ArrowDown');
  await input.press('Enter');
  await expect(input).toHaveValue(name);
}

test('an address added in the dashboard is the sender on /comanda and the billing on /checkout', async ({ page, request }) => {
  test.setTimeout(60_000);
  const account = await registerAccount(request, 'Ana Popescu', 'adrese');
  await signIn(page, account.email, E2E_PASSWORD);
  await page.goto('/dashboard/adrese');

  const panel = page.getByRole('tabpanel');
  await expect(page.getByRole('tab', { name: 'Expediere' })).toHaveAttribute('aria-selected', 'true');
  await expect(panel.getByRole('heading', { name: 'Nicio adresă de expediere' })).toBeVisible();
  await panel.getByRole('button', { name: 'Adaugă o adresă de expediere' }).click();
  await expect(panel.getByRole('heading', { name: 'Adresă de expediere nouă' })).toBeFocused();

  // Sent empty: every problem listed, the focus on the first field in error.
  await panel.getByRole('button', { name: 'Salvează adresa' }).click();
  await expect(panel.getByRole('alert').first()).toContainText('Nume și prenume: Completează câmpul.');
  await expect(panel.getByRole('textbox', { name: /^Nume și prenume/ })).toBeFocused();

  await panel.getByRole('textbox', { name: /^Nume și prenume/ }).fill('Ana Popescu');
  await panel.getByRole('textbox', { name: /^Telefon/ }).fill('0722 123 456');
  await panel.getByRole('textbox', { name: /^Adresa de e-mail/ }).fill(account.email);
  await pickLocality(page, 'Localitatea', 'cluj', 'Cluj-Napoca');
  await panel.getByRole('combobox', { name: /^Strada/ }).fill('Strada Memorandumului');
  await panel.getByRole('textbox', { name: 'Număr', exact: true }).fill('28');
  // A postal code of another city: the server refuses it at its field, and nothing typed is lost.
  await panel.getByRole('textbox', { name: /^Cod poștal/ }).fill('700020');
  await panel.getByRole('button', { name: 'Salvează adresa' }).click();
  await expect(panel.getByText(/^Codul poștal 700020 nu aparține localității Cluj-Napoca, Cluj\./).first()).toBeVisible();
  await expect(panel.getByRole('textbox', { name: /^Cod poștal/ })).toBeFocused();
  await expect(panel.getByRole('combobox', { name: /^Strada/ })).toHaveValue('Strada Memorandumului');
  await panel.getByRole('textbox', { name: /^Cod poștal/ }).fill('400114');
  await panel.getByRole('button', { name: 'Salvează adresa' }).click();

  await expect(panel.getByText('Adresa a fost salvată.')).toBeVisible();
  const card = panel.getByRole('listitem').filter({ hasText: 'Ana Popescu' });
  await expect(card).toContainText('Implicită');
  await expect(card).toContainText('Strada Memorandumului 28, Cluj-Napoca, jud. Cluj, 400114');

  // A billing company, with the keyboard between the tabs.
  await page.getByRole('tab', { name: 'Expediere' }).press('ArrowRight');
  await page.getByRole('tab', { name: 'Destinatari' }).press('ArrowRight');
  await expect(page.getByRole('tab', { name: 'Facturare' })).toBeFocused();
  await panel.getByRole('button', { name: 'Adaugă date de facturare' }).click();
  await panel.getByRole('radio', { name: 'Firmă' }).check();
  await panel.getByRole('textbox', { name: /^Numele firmei/ }).fill('Magazinul Verde SRL');
  await panel.getByRole('textbox', { name: /^CUI/ }).fill('RO18547290');
  await panel.getByRole('textbox', { name: /^Persoana de contact/ }).fill('Maria Georgescu');
  await pickLocality(page, 'Localitatea', 'iasi', 'Iași');
  await panel.getByRole('combobox', { name: /^Strada/ }).fill('Bulevardul Independenței');
  await panel.getByRole('textbox', { name: 'Număr', exact: true }).fill('5');
  await panel.getByRole('button', { name: 'Salvează adresa' }).click();
  await expect(panel.getByRole('listitem').filter({ hasText: 'Magazinul Verde SRL' })).toContainText('CUI 18547290');

  // /comanda: the calculator starts from the sender's locality; the chosen offer's sender is filled in.
  await page.goto('/comanda');
  await expect(page.getByRole('combobox', { name: 'Localitatea de ridicare' })).toHaveValue('Cluj-Napoca');
  await pickLocality(page, 'Localitatea de livrare', 'iasi', 'Iași');
  await page.getByRole('button', { name: 'Vezi ofertele' }).click();
  await page.getByRole('button', { name: /^Alege oferta / }).first().click();
  await expect(page.getByRole('region', { name: 'Oferta aleasă' })).toBeVisible();
  const sender = page.getByRole('group', { name: 'Expeditor', exact: true });
  await expect(sender.getByLabel('Nume și prenume')).toHaveValue('Ana Popescu');
  await expect(sender.getByLabel('Telefon')).toHaveValue('0722123456');
  await expect(sender.getByLabel('Adresa de e-mail')).toHaveValue(account.email);
  await expect(sender.getByLabel('Strada')).toHaveValue('Strada Memorandumului');
  await expect(sender.getByRole('textbox', { name: 'Număr', exact: true })).toHaveValue('28');
  await expect(sender.getByLabel('Cod poștal (opțional)')).toHaveValue('400114');
  // The recipient is not the sender.
  await expect(page.getByRole('group', { name: 'Destinatar', exact: true }).getByLabel('Nume și prenume')).toHaveValue('');

  const recipient = page.getByRole('group', { name: 'Destinatar', exact: true });
  await recipient.getByLabel('Nume și prenume').fill('Ion Țăranu');
  await recipient.getByLabel('Telefon').fill('0744 987 654');
  await recipient.getByLabel('Strada').fill('Strada Lăpușneanu');
  await recipient.getByRole('textbox', { name: 'Număr', exact: true }).fill('10');
  await page.getByRole('textbox', { name: 'Conținutul coletului' }).fill('Cărți');
  await page.getByRole('button', { name: 'Continuă la plată' }).click();
  await expect(page).toHaveURL(/\/checkout$/);
  const billing = page.getByRole('group', { name: 'Date de facturare', exact: true });
  await expect(billing.getByRole('radio', { name: 'Firmă' })).toBeChecked();
  await expect(billing.getByLabel('CUI')).toHaveValue('18547290');
  // The street line only: its locality is the field below (one address rule: the invoice's 150-character line).
  await expect(billing.getByLabel('Adresa de facturare')).toHaveValue('Bulevardul Independenței 5');
  // The company's seat (Iași) is its invoice's locality, not the sender's (Cluj-Napoca).
  await expect(billing.getByRole('combobox', { name: 'Localitatea adresei de facturare' })).toHaveValue('Iași');
});

test('the address book fits a 360 px screen', async ({ page, request }) => {
  const account = await registerAccount(request, 'Ion Mic', 'adrese-mic');
  const created = await request.post('/api/private/addresses', {
    headers: { Authorization: `Bearer ${account.token}` },
    data: { kind: 'shipping', contact: 'Ion Mic', phone: '0722123456', locality_id: 54984, street_name: 'Bulevardul 21 Decembrie 1989', street_no: '104', street_details: 'Bloc A, scara 2, etaj 3, apartament 14' },
  });
  expect(created.status()).toBe(201);
  await signIn(page, account.email, E2E_PASSWORD);
  await page.setViewportSize({ width: 360, height: 740 });
  await page.goto('/dashboard/adrese');
  await expect(page.getByRole('tabpanel').getByRole('listitem')).toContainText('Bulevardul 21 Decembrie 1989 104');
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
  expect(overflow).toBeLessThanOrEqual(0);
  await page.getByRole('button', { name: 'Modifică Ion Mic' }).click();
  await expect(page.getByRole('textbox', { name: /^Nume și prenume/ })).toHaveValue('Ion Mic');
  expect(await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)).toBeLessThanOrEqual(0);
});
