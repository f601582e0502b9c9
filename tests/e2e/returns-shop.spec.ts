// The shop's side of returns end to end on the production build. A signed-in account finds the
// returns page off, turns it on from the dashboard's Retururi (its wrong fields announced: the legal
// window checked by the page, the slug by the server; a logo that is not an image refused before
// any upload, then a PNG one previewed and uploaded); two customers withdraw through the public API
// as the server tests do (one order shipped through Curiero, found by its AWB, with a photo; one
// not); the shop sees them in its inbox with their counts, filters them, refuses one with a reason
// (the customer's mail is in the outbox), approves the other, marks it received and refunded, and
// downloads the CSV of its filter. axe clean in both themes; at 360 px nothing scrolls sideways.
import type { APIRequestContext, Page } from '@playwright/test';
import { axeBothThemes, applyTheme } from './axe.ts';
import { expect, skipConsent, signIn, test } from './fixtures.ts';
import { mailTo } from './outbox.ts';
import { E2E_PASSWORD, placeOrder, registerAccount, topUpWallet, type Account } from './orders-api.ts';

test.beforeEach(async ({ context }) => skipConsent(context));

const SAMEDAY = 6;
const CLUJ = 54984;
const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==', 'base64');

/** A customer's return of `order` at `slug`, statement then confirmation, as /retur/{slug} sends them; the request's id and its key. */
async function withdraw(api: APIRequestContext, slug: string, order: Record<string, unknown>, contact: { name: string; email: string }, reason: string) {
  const stated = await api.post(`/api/private/returns/shops/${slug}/withdrawal`, {
    data: {
      order,
      items: [{ name: 'Tricou albastru', quantity: 1, reason }],
      contact: { ...contact, phone: '0744 987 654', locality_name: 'Iași', county_name: 'Iași', street: 'Bulevardul Ștefan cel Mare și Sfânt 10', postal_code: '700064' },
      drop_off_method: 'locker',
      carrier_id: SAMEDAY,
      // As the page sends them: the trap empty, the form shown a minute before it was sent.
      website: '',
      started_at: Date.now() - 60_000,
      sent_at: Date.now(),
    },
  });
  expect(stated.status(), await stated.text()).toBe(200);
  const token = ((await stated.json()) as { data: { statement_token: string } }).data.statement_token;
  const confirmed = await api.post(`/api/private/returns/shops/${slug}/withdrawal/confirm`, { data: { statement_token: token } });
  expect(confirmed.status(), await confirmed.text()).toBe(201);
  const data = ((await confirmed.json()) as { data: { return: { id: number }; access_token: string } }).data;
  return { id: data.return.id, key: data.access_token };
}

async function fitsPhone(page: Page, name: string) {
  await page.setViewportSize({ width: 360, height: 780 });
  // What sticks out, named, should it fail.
  const wide = await page.evaluate(() =>
    Array.from(document.querySelectorAll<HTMLElement>('main *'))
      .filter((e) => e.getBoundingClientRect().right > 360.5)
      .filter((e) => {
        for (let up = e.parentElement; up; up = up.parentElement) if (['auto', 'scroll', 'hidden', 'clip'].includes(getComputedStyle(up).overflowX)) return false;
        return true;
      })
      .map((e) => `${e.tagName}.${e.className}#${e.id}`).slice(0, 8),
  );
  expect(await page.evaluate(() => document.documentElement.scrollWidth), `${name} at 360 px: ${wide.join(', ')}`).toBeLessThanOrEqual(360);
  await page.screenshot({ path: test.info().outputPath(`${name}-360.png`), fullPage: true });
  await applyTheme(page, 'dark');
  await page.screenshot({ path: test.info().outputPath(`${name}-360-dark.png`), fullPage: true });
  await applyTheme(page, 'light');
  await page.setViewportSize({ width: 1280, height: 900 });
}

test('a shop turns its returns page on, then handles the requests that arrive', async ({ page, request }) => {
  test.setTimeout(120_000);
  const shop: Account = await registerAccount(request, 'Magda Ștefănescu', 'retururi');
  const slug = `magazin-${Date.now().toString(36)}`;
  const placed = await placeOrder(request, shop, SAMEDAY);
  // The returns' shipments the shop pays come out of its wallet.
  await topUpWallet(request, shop, 20_000);
  await signIn(page, shop.email, E2E_PASSWORD);

  // Off: what the page is, and a way to turn it on.
  await page.goto('/dashboard/retururi');
  await expect(page.getByRole('heading', { name: 'Pagina ta de retur nu este activă încă' })).toBeVisible();
  expect(await axeBothThemes(page)).toEqual([]);
  await page.getByRole('link', { name: 'Activează pagina de retur' }).click();
  await expect(page.getByRole('heading', { name: 'Setările paginii de retur' })).toBeVisible();
  // An empty address book: a link to fill it instead of an empty choice.
  await expect(page.getByRole('link', { name: 'Adaugă o adresă în agendă' })).toHaveAttribute('href', '/dashboard/adrese');
  const address = await request.post('/api/private/addresses', {
    headers: { Authorization: `Bearer ${shop.token}` },
    data: { kind: 'shipping', contact: 'Magda Ștefănescu', phone: '0722 123 456', email: shop.email, locality_id: CLUJ, street_name: 'Strada Memorandumului', street_no: '28', zipcode: '400114' },
  });
  expect(address.status()).toBe(201);
  await page.reload();
  await expect(page.getByLabel('Adresa de retur')).toHaveValue(String(((await address.json()) as { data: { id: number } }).data.id));

  // Wrong fields, announced: the window below the legal minimum (the page), a logo that is no image (before any upload).
  const summary = page.locator('#retur-setari-erori');
  await page.getByLabel('Numele magazinului (public)').fill('Magazinul Țesătoarei');
  await page.getByLabel('Adresa paginii').fill('Magazin Ț');
  await page.getByLabel('Termenul de retur (zile)').fill('10');
  await page.getByLabel('Logo (opțional)').setInputFiles({ name: 'logo.svg', mimeType: 'image/svg+xml', buffer: Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>') });
  await expect(page.locator('#retur-logo-error')).toHaveText('Fișierul nu este o imagine PNG, JPEG sau WebP.');
  await page.getByRole('button', { name: 'Salvează setările' }).click();
  await expect(summary).toBeFocused();
  await expect(summary).toHaveAttribute('role', 'alert');
  await expect(summary).toContainText('Termenul de retur (zile): Termenul de retur este de cel puțin 14 zile (minimul legal).');
  await expect(page.getByLabel('Termenul de retur (zile)')).toHaveAttribute('aria-invalid', 'true');
  // The slug, by the server's rule and in its words, under its field.
  await page.getByLabel('Termenul de retur (zile)').fill('30');
  await page.getByLabel('Logo (opțional)').setInputFiles({ name: 'logo.png', mimeType: 'image/png', buffer: PNG });
  await expect(page.getByRole('img', { name: 'Previzualizarea logo-ului' })).toBeVisible();
  await page.getByRole('button', { name: 'Salvează setările' }).click();
  await expect(summary).toBeFocused();
  await expect(summary).toContainText('Adresa paginii: Adresa paginii are între 3 și 60 de caractere: litere mici fără diacritice');
  await expect(page.locator('#retur-adresa-error')).toContainText('litere mici fără diacritice');
  expect(await axeBothThemes(page)).toEqual([]);

  await page.getByLabel('Adresa paginii').fill(slug);
  await expect(page.getByText(`Adresa publică: http://127.0.0.1:${new URL(page.url()).port}/retur/${slug}`)).toBeVisible();
  await page.getByRole('textbox', { name: 'Motiv nou' }).fill('Culoarea diferă de fotografie');
  await page.getByRole('button', { name: 'Adaugă motivul' }).click();
  await page.getByRole('button', { name: 'Mută mai sus: Culoarea diferă de fotografie' }).click();
  await expect(page.getByRole('textbox', { name: 'Motivul 5' })).toHaveValue('Culoarea diferă de fotografie');
  await page.getByRole('button', { name: 'Șterge: M-am răzgândit' }).click();
  await page.getByRole('checkbox', { name: 'GLS' }).uncheck();
  await page.getByRole('checkbox', { name: 'Bookurier' }).uncheck();
  await page.getByRole('checkbox', { name: 'Ridicare de curier de la adresa clientului' }).uncheck();
  await page.getByRole('radio', { name: 'Magazinul, până la o sumă' }).check();
  await page.getByLabel('Suma plătită de magazin (lei)').fill('25,50');
  await page.getByRole('checkbox', { name: 'Accept retururi și pentru comenzi care nu au fost trimise prin Curiero' }).check();
  await page.getByRole('button', { name: 'Salvează setările' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Setările paginii de retur au fost salvate. Logo-ul a fost salvat.' })).toBeVisible();
  await expect(page.getByText(/^Salvate ultima dată la /)).toBeVisible();
  await expect(page.getByRole('link', { name: 'Deschide pagina de retur' })).toHaveAttribute('href', `/retur/${slug}`);
  // The current logo, read with the bearer (GET /returns/settings/logo: shown whether the page is on or off).
  const current = page.getByRole('img', { name: 'Logo-ul actual' });
  await expect(current).toHaveAttribute('src', /^blob:/);
  await expect.poll(() => current.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
  const saved = ((await (await request.get('/api/private/returns/settings', { headers: { Authorization: `Bearer ${shop.token}` } })).json()) as { data: Record<string, unknown> }).data;
  expect(saved).toMatchObject({ enabled: true, slug, window_days: 30, payer: 'shop_up_to', payer_limit_bani: 2550, carrier_ids: [1, 2, 3, SAMEDAY], drop_off_methods: ['locker', 'office'], accept_external_orders: true, notify_shop: true });
  expect((saved.reasons as string[]).indexOf('Culoarea diferă de fotografie')).toBe(4);
  expect(saved.reasons).not.toContain('M-am răzgândit');
  await fitsPhone(page, 'retururi-setari');

  // No request yet.
  await page.getByRole('link', { name: 'Înapoi la cereri' }).click();
  await expect(page.getByRole('heading', { name: 'Nicio cerere de retur încă' })).toBeVisible();
  await expect(page.getByRole('link', { name: `/retur/${slug}` })).toBeVisible();

  // Two customers withdraw: one order shipped through Curiero (by its AWB, with a photo), one not.
  const ion = { name: 'Ion Țăranu', email: `ion.${Date.now().toString(36)}@exemplu.ro` };
  const ana = { name: 'Ana Mureșan', email: `ana.${Date.now().toString(36)}@exemplu.ro` };
  const first = await withdraw(request, slug, { awb: placed.awb }, ion, 'Nu mi se potrivește mărimea');
  const photo = await request.post(`/api/private/returns/requests/${first.id}/photos?cheie=${first.key}`, { headers: { 'content-type': 'image/png' }, data: PNG });
  expect(photo.status(), await photo.text()).toBe(201);
  const today = new Date().toISOString().slice(0, 10);
  const second = await withdraw(request, slug, { external: true, reference: 'EXT-2077', delivered_on: today }, ana, 'Produs deteriorat sau defect');
  await mailTo(shop.email, new RegExp(`^Cerere de retur nouă #${second.id}: comanda EXT-2077$`));

  // The inbox: both, with their count; filtered by reason, then by text.
  await page.reload();
  const table = page.getByRole('table', { name: 'Cererile de retur, cele mai noi întâi' });
  await expect(page.getByRole('link', { name: 'Cerere nouă (2)' })).toBeVisible();
  await expect(table.getByRole('row')).toHaveCount(3);
  await page.getByLabel('Motivul', { exact: true }).selectOption('Produs deteriorat sau defect');
  await page.getByRole('button', { name: 'Aplică filtrele' }).click();
  await expect(table.getByRole('row')).toHaveCount(2);
  await expect(table.getByRole('row').nth(1)).toContainText('EXT-2077');
  await page.getByRole('button', { name: 'Toate cererile' }).click();
  await page.getByLabel('Caută', { exact: true }).fill('taranu');
  await page.getByRole('button', { name: 'Aplică filtrele' }).click();
  await expect(table.getByRole('row')).toHaveCount(2);
  await expect(table.getByRole('row').nth(1)).toContainText(placed.awb);
  await page.getByLabel('Primite de la').fill('2030-01-02');
  await page.getByLabel('Până la').fill('2030-01-01');
  await page.getByRole('button', { name: 'Aplică filtrele' }).click();
  await expect(page.locator('#retururi-pana-la-error')).toBeVisible();
  await page.getByRole('button', { name: 'Toate cererile' }).click();
  await expect(table.getByRole('row')).toHaveCount(3);
  expect(await axeBothThemes(page)).toEqual([]);
  await fitsPhone(page, 'retururi-cereri');

  // Refused with a reason: asked for, announced, and mailed to the customer.
  await page.getByRole('link', { name: `Cererea nr. ${first.id}`, exact: true }).click();
  await expect(page.getByRole('heading', { name: `Cererea de retur nr. ${first.id}` })).toBeFocused();
  await expect(page.getByRole('img', { name: 'Fotografia 1 trimisă de client' })).toBeVisible();
  await expect(page.getByText('Doar tu vezi fotografiile.')).toBeVisible();
  expect(await axeBothThemes(page)).toEqual([]);
  await fitsPhone(page, 'retururi-cerere');
  await page.getByRole('button', { name: 'Refuză' }).click();
  const refuse = page.getByRole('dialog', { name: `Refuzi cererea nr. ${first.id}?` });
  await refuse.getByRole('button', { name: 'Refuză cererea' }).click();
  await expect(refuse.getByRole('alert')).toHaveText('Scrie motivul refuzului (cel puțin 5 caractere).');
  await refuse.getByLabel('Motivul refuzului').fill('Produsul a fost purtat.');
  await refuse.getByRole('button', { name: 'Refuză cererea' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Cererea de retur a fost refuzată; clientul primește motivul pe e-mail.' })).toBeVisible();
  await expect(page.getByText('Cererea nu mai așteaptă nimic de la tine.')).toBeVisible();
  const refused = await mailTo(ion.email, /a fost refuzată/);
  expect(refused.text).toContain('Motivul: Produsul a fost purtat.');

  // Approved, received, refunded: each move offered only when the status allows it, confirmed first.
  await page.getByRole('link', { name: 'Înapoi la cereri' }).click();
  await page.getByRole('link', { name: `Cererea nr. ${second.id}`, exact: true }).click();
  await expect(page.getByRole('button', { name: 'Marchează ca rambursat' })).toHaveCount(0);
  const move = async (button: string, dialog: RegExp, yes: string, done: string) => {
    await page.getByRole('button', { name: button, exact: true }).click();
    await page.getByRole('dialog', { name: dialog }).getByRole('button', { name: yes }).click();
    await expect(page.getByRole('status').filter({ hasText: done })).toBeVisible();
  };
  await move('Aprobă', /^Aprobi cererea/, 'Da, aprob', 'Cererea de retur a fost aprobată.');
  await expect(page.getByRole('button', { name: 'Aprobă', exact: true })).toHaveCount(0);
  // Approved with its return shipment, booked at once: its AWB and the customer's easybox code.
  await expect(page.getByText('AWB retur')).toBeVisible();
  await expect(page.getByText('Cod de predare (fără etichetă)')).toBeVisible();
  await move('Marchează ca primit', /^Ai primit coletul/, 'Da, l-am primit', 'Coletul returnat a fost marcat ca primit.');
  await move('Marchează ca rambursat', /^Ai rambursat banii/, 'Da, am rambursat', 'Returul a fost marcat ca rambursat.');
  await expect(page.getByRole('heading', { name: `Cererea de retur nr. ${second.id}` })).toContainText('Rambursată');

  // The counts follow; the CSV of the "refunded" filter has that request's row.
  await page.getByRole('link', { name: 'Înapoi la cereri' }).click();
  await expect(page.getByRole('link', { name: 'Refuzată (1)' })).toBeVisible();
  await page.getByRole('link', { name: 'Rambursată (1)' }).click();
  await expect(page.getByRole('link', { name: 'Rambursată (1)' })).toHaveAttribute('aria-current', 'true');
  await expect(table.getByRole('row')).toHaveCount(2);
  const waiting = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Descarcă CSV' }).click();
  const download = await waiting;
  const chunks: Buffer[] = [];
  for await (const chunk of await download.createReadStream()) chunks.push(chunk as Buffer);
  const lines = Buffer.concat(chunks).toString('utf8').replace(/^\uFEFF/, '').trim().split('\r\n');
  expect(download.suggestedFilename()).toMatch(/\.csv$/);
  expect(lines).toHaveLength(2);
  expect(lines[1]).toContain('EXT-2077');
  expect(lines[1]).toContain('Rambursată');
  await expect(page.getByRole('status').filter({ hasText: `Am descărcat ${download.suggestedFilename()}.` })).toBeVisible();

  // The report: this month's two requests and their reasons.
  const report = page.getByRole('table', { name: /rata de retur/ });
  await expect(report.getByRole('row').nth(1)).toContainText('Produs deteriorat sau defect: 1');
  await expect(report.getByRole('row').nth(1).getByRole('cell').first()).toHaveText('2');
});
