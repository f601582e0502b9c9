// Accounts end to end on the production build with the real server and its embedded database:
// registration and e-mail verification through the outbox, logout and login with a redirect back,
// a session the server revoked ending in the expiry toast and the login page, two tabs following
// each other, and the admin impersonation banner counting down to its end (the e2e server keeps
// impersonations 15 s instead of 10 minutes: scripts/e2e-server.mjs).
import type { APIRequestContext } from '@playwright/test';
import { E2E_ADMIN, E2E_IMPERSONATION_SECONDS } from './e2e-env.ts';
import { expect, test, waitForApp, type Page, skipConsent } from './fixtures.ts';
import { linkFromMail } from './outbox.ts';

const PASSWORD = 'o-parola-destul-de-lunga';
let counter = 0;
function newEmail(label: string): string {
  counter += 1;
  return `${label}.${Date.now().toString(36)}${counter}@exemplu.ro`;
}

/** A customer created through the API (the screens are covered by the registration test). */
async function createCustomer(request: APIRequestContext, name: string, email: string) {
  const response = await request.post('/api/private/auth/register', {
    data: { name, email, password: PASSWORD, password_confirmation: PASSWORD },
  });
  expect(response.status()).toBe(201);
}

async function loginWithForm(page: Page, email: string, password = PASSWORD) {
  await page.getByLabel('Adresa de e-mail').fill(email);
  await page.getByRole('textbox', { name: 'Parola', exact: true }).fill(password);
  await page.getByRole('button', { name: 'Intră în cont' }).click();
}

function header(page: Page) {
  return page.getByRole('banner');
}

async function storedSession(page: Page) {
  return page.evaluate(() => ({
    access: localStorage.getItem('access_token'),
    refresh: localStorage.getItem('refresh_token'),
    customer: localStorage.getItem('customer'),
    adminLogin: localStorage.getItem('admin_login'),
  }));
}

/** Puts a checkout draft and a tracking lookup in the app's IndexedDB and a personal cache entry. */
async function seedPersonalData(page: Page) {
  await page.evaluate(async () => {
    const db = await new Promise<IDBDatabase>((resolve, reject) => {
      const open = indexedDB.open('curiero', 10); // Dexie's version 1
      open.onupgradeneeded = () => {
        open.result.createObjectStore('checkoutDrafts', { keyPath: 'id' }).createIndex('updatedAt', 'updatedAt');
        open.result.createObjectStore('recentLookups', { keyPath: 'awb' }).createIndex('lookedUpAt', 'lookedUpAt');
      };
      open.onsuccess = () => resolve(open.result);
      open.onerror = () => reject(open.error);
    });
    await new Promise<void>((resolve, reject) => {
      const tx = db.transaction(['checkoutDrafts', 'recentLookups'], 'readwrite');
      tx.objectStore('checkoutDrafts').put({ id: 'current', data: { name: 'Ana' }, updatedAt: Date.now() });
      tx.objectStore('recentLookups').put({ awb: '2345678901', lookedUpAt: Date.now() });
      tx.oncomplete = () => resolve();
      tx.onerror = () => reject(tx.error);
    });
    db.close();
    await (await caches.open('personal-dashboard')).put('/api/private/customer/profile', new Response('{}'));
  });
}

/** Rows left in the app's IndexedDB stores and whether a personal cache remains. */
async function personalDataLeft(page: Page) {
  return page.evaluate(async () => {
    const db = await new Promise<IDBDatabase>((resolve, reject) => {
      const open = indexedDB.open('curiero');
      open.onsuccess = () => resolve(open.result);
      open.onerror = () => reject(open.error);
    });
    const count = (store: string) =>
      new Promise<number>((resolve, reject) => {
        const request = db.transaction(store).objectStore(store).count();
        request.onsuccess = () => resolve(request.result);
        request.onerror = () => reject(request.error);
      });
    const rows = (await count('checkoutDrafts')) + (await count('recentLookups'));
    db.close();
    return { rows, personalCache: await caches.has('personal-dashboard') };
  });
}

test.beforeEach(async ({ context }) => skipConsent(context));

test('register, verify the e-mail from the outbox link, log out, log in and return to the asked-for page', async ({ page }) => {
  const email = newEmail('ana');
  await page.goto('/inregistrare');
  // An empty submit keeps the user on the form with the errors announced at their fields.
  await page.getByRole('button', { name: 'Creează contul' }).click();
  await expect(page.getByText('Verifică datele din formular:')).toBeVisible();
  await expect(page.getByLabel('Nume și prenume')).toBeFocused();

  await page.getByLabel('Nume și prenume').fill('Ana Popescu');
  await page.getByLabel('Adresa de e-mail').fill(email);
  await page.getByRole('textbox', { name: 'Parola', exact: true }).fill(PASSWORD);
  await page.getByLabel('Confirmă parola').fill(PASSWORD);
  await page.getByRole('checkbox', { name: /termenii și condițiile/ }).check();
  const registered = page.waitForResponse((r) => r.url().endsWith('/api/private/auth/register'));
  await page.getByRole('button', { name: 'Creează contul' }).click();
  expect((await registered).status()).toBe(201);
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByText('Confirmă adresa de e-mail', { exact: true })).toBeVisible();
  await expect(header(page).getByRole('link', { name: 'Contul meu' })).toBeVisible();

  // The verification e-mail landed in the outbox; its link confirms the address.
  const link = await linkFromMail(email, '/verify-email/');
  await page.goto(link.pathname + link.search);
  await expect(page.getByText('Adresa de e-mail a fost confirmată.')).toBeVisible();
  await page.goto('/dashboard');
  await expect(page.getByRole('heading', { name: 'Bună, Ana!' })).toBeVisible();
  await expect(page.getByText('Confirmă adresa de e-mail', { exact: true })).toHaveCount(0);

  // Logout: the toast, a guest header and nothing personal left on the device.
  await seedPersonalData(page);
  expect(await personalDataLeft(page)).toEqual({ rows: 2, personalCache: true });
  await header(page).getByRole('button', { name: 'Deconectare' }).click();
  await expect(page.getByText('Deconectare reușită')).toBeVisible();
  await expect(header(page).getByRole('link', { name: 'Autentificare' })).toBeVisible();
  expect(await storedSession(page)).toEqual({ access: null, refresh: null, customer: null, adminLogin: null });
  await expect.poll(() => personalDataLeft(page)).toEqual({ rows: 0, personalCache: false });

  // A protected page asks for login and comes back to itself afterwards.
  await page.goto('/dashboard/profil');
  await expect(page).toHaveURL(/\/autentificare\?redirect=%2Fdashboard%2Fprofil$/);
  await loginWithForm(page, email, 'parola-gresita-1');
  await expect(page.getByText('Credențiale invalide sau adresa de email nu există')).toBeVisible();
  await expect(page.getByLabel('Adresa de e-mail')).toHaveValue(email); // nothing typed is lost
  await loginWithForm(page, email);
  await expect(page).toHaveURL(/\/dashboard\/profil$/);
  await expect(page.getByLabel('Nume și prenume')).toHaveValue('Ana Popescu');
});

test('a session revoked on the server ends with the expiry toast and the login page', async ({ page, request }) => {
  const email = newEmail('ion');
  await createCustomer(request, 'Ion Ionescu', email);
  await page.goto('/autentificare');
  await loginWithForm(page, email);
  await expect(page).toHaveURL(/\/$/);
  await expect(header(page).getByRole('link', { name: 'Contul meu' })).toBeVisible();

  // Somewhere else (support, another device) the session is ended: its tokens stop working.
  const { access } = await storedSession(page);
  const revoked = await request.post('/api/private/auth/logout', { headers: { Authorization: `Bearer ${access}` } });
  expect(revoked.status()).toBe(200);

  const refresh = page.waitForResponse((r) => r.url().endsWith('/api/private/auth/refresh'));
  await header(page).getByRole('link', { name: 'Contul meu' }).click(); // the dashboard loads the profile: 401
  expect((await refresh).status()).toBe(401); // one refresh, refused
  await expect(page.getByText('Sesiunea ta a expirat. Te rugăm să te autentifici din nou.')).toBeVisible();
  await expect(page).toHaveURL(/\/autentificare/);
  expect(await storedSession(page)).toEqual({ access: null, refresh: null, customer: null, adminLogin: null });
});

test('two tabs follow each other: a login in one signs the other in, a logout in the other signs both out', async ({ context, request }) => {
  const email = newEmail('maria');
  await createCustomer(request, 'Maria Stan', email);
  const first = await context.newPage();
  const second = await context.newPage();
  await first.goto('/autentificare');
  await second.goto('/tracking');
  await expect(header(second).getByRole('link', { name: 'Autentificare' })).toBeVisible();

  await loginWithForm(first, email);
  await expect(first).toHaveURL(/\/$/);
  await expect(header(second).getByRole('link', { name: 'Contul meu' })).toBeVisible();

  await first.goto('/dashboard');
  await expect(first.getByRole('heading', { name: 'Bună, Maria!' })).toBeVisible();
  await header(second).getByRole('button', { name: 'Deconectare' }).click();
  await expect(second.getByText('Deconectare reușită')).toBeVisible();
  // The first tab was on a protected page: it leaves it for the login page, asking to come back.
  await expect(first).toHaveURL(/\/autentificare\?redirect=%2Fdashboard$/);
  await expect(header(first).getByRole('link', { name: 'Autentificare' })).toBeVisible();
});

async function impersonationLink(request: APIRequestContext, customerEmail: string): Promise<string> {
  const login = await request.post('/api/private/admin/auth/login', {
    data: { email: E2E_ADMIN.email, password: E2E_ADMIN.password },
  });
  expect(login.status()).toBe(200);
  const { access_token } = (await login.json()) as { access_token: string };
  const code = await request.post('/api/private/admin/impersonations', {
    headers: { Authorization: `Bearer ${access_token}` },
    data: { customer_email: customerEmail },
  });
  expect(code.status()).toBe(201);
  const { data } = (await code.json()) as { data: { url: string } };
  expect(data.url).toMatch(/^\/autentificare\/login-callback\?code=/);
  return data.url;
}

test.describe('admin impersonation', () => {
  test('the banner names the customer, counts down and ends the session with the message', async ({ page, request }) => {
    test.setTimeout(30_000 + E2E_IMPERSONATION_SECONDS * 1000);
    const email = newEmail('client');
    await createCustomer(request, 'Elena Dumitrescu', email);
    await page.goto(await impersonationLink(request, email));
    await expect(page).toHaveURL(/\/dashboard$/);

    const banner = page.getByRole('region', { name: 'Sesiune administrativă' });
    await expect(banner.getByText('Sunteți conectat ca Elena Dumitrescu')).toBeVisible();
    const countdown = banner.locator('.admin-banner__time');
    await expect(countdown).toHaveText(/^Sesiune administrativă activă • Expirare în 0:\d\d$/);
    const before = await countdown.textContent();
    await expect(countdown).not.toHaveText(before ?? '', { timeout: 3000 }); // it ticks
    // The banner stays on every page while the session lasts.
    await page.goto('/tracking');
    await expect(banner.getByText('Sunteți conectat ca Elena Dumitrescu')).toBeVisible();

    await expect(page.getByText('Sesiunea administrativă a expirat după 10 minute')).toBeVisible({
      timeout: E2E_IMPERSONATION_SECONDS * 1000 + 5000,
    });
    await expect(banner).toHaveCount(0);
    await expect(page).toHaveURL(/\/autentificare$/);
    expect(await storedSession(page)).toEqual({ access: null, refresh: null, customer: null, adminLogin: null });
  });

  test('ending the admin session by hand clears it and opens the login page; another tab reloads', async ({ context, page, request }) => {
    const email = newEmail('client');
    await createCustomer(request, 'Radu Marin', email);
    await page.goto(await impersonationLink(request, email));
    await expect(page).toHaveURL(/\/dashboard$/);
    const other = await context.newPage();
    await other.goto('/servicii');
    await expect(other.getByText('Sunteți conectat ca Radu Marin')).toBeVisible();

    const reloaded = other.waitForEvent('load');
    await page.getByRole('button', { name: 'Încheie sesiunea' }).click();
    await expect(page).toHaveURL(/\/autentificare$/);
    expect(await storedSession(page)).toEqual({ access: null, refresh: null, customer: null, adminLogin: null });
    await reloaded; // the other tab reloaded when the flag went away
    await waitForApp(other);
    await expect(other.getByText('Sunteți conectat ca Radu Marin')).toHaveCount(0);
    await expect(header(other).getByRole('link', { name: 'Autentificare' })).toBeVisible();
  });

  test('a used or unknown code is refused with a way back to the login page', async ({ page, request }) => {
    const email = newEmail('client');
    await createCustomer(request, 'Dan Pop', email);
    const url = await impersonationLink(request, email);
    const exchanged = await request.post('/api/private/auth/impersonation/exchange', {
      data: { code: new URL(url, 'http://x').searchParams.get('code') },
    });
    expect(exchanged.status()).toBe(200);
    await page.goto(url); // spent
    await expect(page.getByText('Codul de autentificare este invalid sau a expirat')).toBeVisible();
    await expect(page.getByRole('link', { name: 'Mergi la autentificare' })).toBeVisible();
    expect((await storedSession(page)).access).toBeNull();
  });
});

test('forgotten password: the e-mailed link sets a new one, which signs in; the old one no longer does', async ({ page, request }) => {
  const email = newEmail('vlad');
  await createCustomer(request, 'Vlad Georgescu', email);
  await page.goto('/resetare-parola');
  await page.getByLabel('Adresa de e-mail').fill(email);
  await page.getByRole('button', { name: 'Trimite linkul' }).click();
  await expect(page.getByText('Verifică-ți e-mailul')).toBeVisible();

  const link = await linkFromMail(email, '/resetare-parola/confirmare');
  await page.goto(link.pathname + link.search);
  const newPassword = 'alta-parola-foarte-buna';
  await page.getByRole('textbox', { name: 'Parola nouă', exact: true }).fill('parola123');
  await page.getByRole('textbox', { name: 'Confirmă parola', exact: true }).fill('parola123');
  await page.getByRole('button', { name: 'Salvează parola nouă' }).click();
  await expect(page.getByText('Parola este prea des folosită. Alege alta.').first()).toBeVisible();
  await page.getByRole('textbox', { name: 'Parola nouă', exact: true }).fill(newPassword);
  await page.getByRole('textbox', { name: 'Confirmă parola', exact: true }).fill(newPassword);
  await page.getByRole('button', { name: 'Salvează parola nouă' }).click();
  await expect(page.getByText(/Parola a fost schimbată/)).toBeVisible();

  await page.goto('/autentificare');
  await loginWithForm(page, email); // the old password
  await expect(page.getByText('Credențiale invalide sau adresa de email nu există')).toBeVisible();
  await loginWithForm(page, email, newPassword);
  await expect(header(page).getByRole('link', { name: 'Contul meu' })).toBeVisible();
});
