// Screenshots of the import screen with the batches API stood in at the browser (its routes are the
// server helper's); everything else is the real server.
import { chromium } from '@playwright/test';
const BASE = 'http://127.0.0.1:4637';
const OUT = '/tmp/i34/shots';
const FIX = '/work/wt/i34-import-ui/tests/fixtures/batch-import';
const api = await (await import('@playwright/test')).request.newContext({ baseURL: BASE });
const email = `shots.${Date.now().toString(36)}@exemplu.ro`;
const reg = await api.post('/api/private/auth/register', { data: { name: 'Ana Lot', email, password: 'o-parola-destul-de-lunga', password_confirmation: 'o-parola-destul-de-lunga' } });
const token = (await reg.json()).access_token;
const addr = await api.post('/api/private/addresses', { headers: { Authorization: `Bearer ${token}` }, data: { kind: 'shipping', contact: 'Magazinul Ana', phone: '0722123456', locality_id: 54984, street_name: 'Strada Memorandumului', street_no: '1' } });
console.log('address', addr.status());

function verdicts(rows) {
  return rows.map((row, index) => {
    const errors = {}; const suggestions = {};
    if (!/^0\d{9}$/.test((row.phone ?? '').replace(/\s/g, ''))) errors.phone = 'Telefonul trebuie să aibă 10 cifre și să înceapă cu 0.';
    if (!row.street_name && !row.address_line) errors.address_line = 'Completează adresa destinatarului.';
    if (row.locality === 'Cluj Napoca') { errors.locality = 'Localitatea nu există în județul Cluj.'; suggestions.locality = 'Cluj-Napoca'; }
    return { index, ok: Object.keys(errors).length === 0, errors, suggestions };
  });
}
const price = (i) => ({ net: 1500 + i * 10, vat: 315, total: 1815 + i * 10, items: [{ label: 'Transport', amount: 1500 + i * 10 }, { label: 'TVA 21%', amount: 315 }] });
let batchPolls = 0;
async function stand(page) {
  await page.route('**/api/private/batches/**', async (route) => {
    const url = new URL(route.request().url());
    const body = route.request().postDataJSON?.() ?? null;
    if (url.pathname.endsWith('/validate')) return route.fulfill({ json: { data: { rows: verdicts(body.rows) } } });
    if (url.pathname.endsWith('/quote')) return route.fulfill({ json: { data: { rows: body.rows.map((_, i) => ({ index: i, carrier_id: 6, service_id: 1, price: price(i) })) } } });
    if (url.pathname.endsWith('/mapping')) return route.fulfill({ json: { data: { mapping: null } } });
    if (/\/batches\/\d+$/.test(url.pathname)) {
      batchPolls += 1;
      return route.fulfill({ json: { data: { id: 7, number: 'LOT-2026-0007', status: 'done', file_name: 'lot.csv', rows: [
        { index: 0, reference: 'CMD-1', recipient_name: 'Ana Popescu', locality: 'Cluj-Napoca', status: 'booked', awb: 'SMD1000000001' },
        { index: 1, reference: 'CMD-2', recipient_name: 'Ion Țăranu', locality: 'Iași', status: 'booked', awb: 'SMD1000000002' },
        { index: 2, reference: 'CMD-3', recipient_name: 'Vasile Greșit', locality: 'Cluj-Napoca', status: 'refused', reason: 'Adresa nu este deservită de curier în ziua aleasă.', refunded: true },
      ] } } });
    }
    return route.fallback();
  });
  await page.route('**/api/private/batches', (route) => route.fulfill({ status: 201, json: { data: { batch: { id: 7 } } } }));
}
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox'] });
for (const theme of ['light', 'dark']) {
  for (const width of [360, 1280]) {
    const context = await browser.newContext({ viewport: { width: 1280, height: 900 }, colorScheme: theme, serviceWorkers: 'block' });
    await context.addInitScript((v) => { localStorage.setItem('consent', v); }, JSON.stringify({ version: 1, choices: { functionality: 'granted', security: 'granted', analytics: 'denied', ads: 'denied' }, decidedAt: '2025-01-01T00:00:00.000Z' }));
    const page = await context.newPage();
    page.on('pageerror', (e) => console.log('pageerror', e.message));
    await stand(page);
    await page.goto(`${BASE}/autentificare`);
    await page.waitForFunction(() => !document.getElementById('root')?.hasAttribute('data-prerendered'));
    await page.getByLabel('Adresa de e-mail').fill(email);
    await page.getByRole('textbox', { name: 'Parola', exact: true }).fill('o-parola-destul-de-lunga');
    await page.getByRole('button', { name: 'Intră în cont' }).click();
    await page.getByRole('banner').getByRole('link', { name: 'Contul meu' }).waitFor();
    await page.setViewportSize({ width, height: 900 });
    await page.goto(`${BASE}/dashboard/expedieri`);
    await page.getByRole('heading', { name: 'Încarcă fișierul cu expedieri' }).waitFor();
    const tag = `${width}-${theme}`;
    await page.screenshot({ path: `${OUT}/upload-${tag}.png`, fullPage: true });
    await page.getByLabel('Alege fișierul (CSV sau XLSX)').setInputFiles(`${FIX}/lot-cu-erori.csv`);
    await page.getByText(/^4 rânduri: 2 bune/).waitFor({ timeout: 20000 });
    await page.screenshot({ path: `${OUT}/preview-${tag}.png`, fullPage: true });
    const card = page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: /CMD-3/ }) });
    await card.getByRole('button', { name: 'Corectează' }).click();
    await page.screenshot({ path: `${OUT}/edit-${tag}.png`, fullPage: true });
    await card.getByRole('textbox', { name: 'Telefon' }).fill('0722123457');
    await card.getByRole('button', { name: 'Salvează' }).click();
    await page.getByText(/^4 rânduri: 3 bune/).waitFor({ timeout: 20000 });
    const card4 = page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: /CMD-4/ }) });
    await card4.getByRole('button', { name: 'Scoate din lot' }).click();
    await page.getByRole('button', { name: 'Calculează prețul pentru rândurile bune' }).click();
    await page.getByRole('heading', { name: 'Prețul lotului' }).waitFor();
    await page.screenshot({ path: `${OUT}/quote-${tag}.png`, fullPage: true });
    await page.getByRole('button', { name: /^Plătește / }).click();
    await page.getByRole('heading', { name: /^Lotul / }).waitFor();
    await page.screenshot({ path: `${OUT}/batch-${tag}.png`, fullPage: true });
    // mapping step
    await page.getByRole('button', { name: 'Importă alt fișier' }).click();
    await page.getByLabel('Alege fișierul (CSV sau XLSX)').setInputFiles({ name: 'x.csv', mimeType: 'text/csv', buffer: Buffer.from('Client final;Mobil;Loc;Adresa\nAna;0722123456;Cluj-Napoca;Str. Horea 5\n') });
    await page.getByRole('heading', { name: 'Potrivește coloanele' }).waitFor();
    await page.screenshot({ path: `${OUT}/map-${tag}.png`, fullPage: true });
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
    console.log(tag, 'overflow', overflow);
    await context.close();
  }
}
await browser.close();
