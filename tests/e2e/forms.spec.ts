// The public forms end to end on the production build with the real server: each form filled and
// sent as a person would (after the server's 3 s "filled by a person" minimum), its success on the
// page and the acknowledgement in the outbox; a refused submit keeping what was typed (and a reload
// keeping it too); a contact form sent without network, kept on the device, said so, and sent once
// when the connection returns, on the page and after going to another page. Every test uses its own
// e-mail address (the server sends one address at most 5 acknowledgements an hour) and each form is
// sent at most 3 times from this file (5 per IP and form in 10 minutes).
import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test, skipConsent, type Page } from './fixtures.ts';
import { E2E_OUTBOX } from './e2e-env.ts';
import { FORM_LIMITS, FORM_MESSAGES } from '../../src/shared/forms.ts';
import { roForms } from '../../src/i18n/ro-forms.ts';

const REFERENCE = /\b(CT|FB|OF)-\d{4}-\d{6}\b/;

function unique(prefix: string): string {
  return `${prefix}-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 6)}@exemplu.ro`;
}

/** Decodes quoted-printable as UTF-8 (the outbox writes every text part that way). */
function decodeQuotedPrintable(text: string): string {
  const soft = text.replace(/=\r?\n/g, '');
  const bytes: number[] = [];
  for (let i = 0; i < soft.length; i += 1) {
    const hex = soft[i] === '=' ? soft.slice(i + 1, i + 3) : '';
    if (/^[0-9A-F]{2}$/.test(hex)) {
      bytes.push(parseInt(hex, 16));
      i += 2;
    } else {
      bytes.push(...Buffer.from(soft[i]!, 'utf8'));
    }
  }
  return Buffer.from(bytes).toString('utf8');
}

/** The mails the server wrote to `email`, oldest first. */
function mailsTo(email: string): string[] {
  let files: string[];
  try {
    files = readdirSync(E2E_OUTBOX).filter((f) => f.endsWith('.eml')).sort();
  } catch {
    return [];
  }
  const to = new RegExp(`^To: .*${email.replace(/[.+]/g, '\\$&')}`, 'mi');
  return files.map((f) => decodeQuotedPrintable(readFileSync(join(E2E_OUTBOX, f), 'utf8'))).filter((m) => to.test(m));
}

/** Waits for the acknowledgement to `email`, checks it names `reference`, and that it came once. */
async function expectOneAcknowledgement(email: string, reference: string): Promise<string> {
  await expect.poll(() => mailsTo(email).length, { timeout: 10_000 }).toBeGreaterThan(0);
  // A second submission would be mailed within the same moment: give it the time to show up.
  await new Promise((r) => setTimeout(r, 1000));
  const mails = mailsTo(email);
  expect(mails).toHaveLength(1);
  expect(mails[0]).toContain(reference);
  return mails[0]!;
}

/** The server refuses a form sent sooner than FORM_LIMITS.minFillMs after it was shown. */
async function waitLikeAPerson(page: Page, shownAt: number): Promise<void> {
  const left = FORM_LIMITS.minFillMs + 300 - (Date.now() - shownAt);
  if (left > 0) await page.waitForTimeout(left);
}

/** The form on screen (the chat panel has fields with the same labels). */
function form(page: Page) {
  return page.locator('form.forms-form');
}

async function open(page: Page, path: string): Promise<number> {
  await page.goto(path);
  // The device's draft has been read (the form is ready) once the autosave note is there.
  await expect(page.getByText(roForms.savedLocally)).toBeVisible();
  return Date.now();
}

async function fillContact(page: Page, email: string): Promise<void> {
  await form(page).getByLabel(/^Nume și prenume/).fill('Ana Pătrașcu');
  await form(page).getByLabel(/^Adresa de e-mail/).fill(email);
  await form(page).getByLabel(/^Subiectul mesajului/).selectOption('livrare');
  await form(page).getByLabel(/^Număr AWB/).fill('2345678901234');
  await form(page).getByLabel(/^Mesajul tău/).fill('Coletul meu nu a ajuns încă, deși statusul spune că a fost livrat ieri.');
}

async function expectSent(page: Page, kind: 'contact' | 'feedback' | 'business'): Promise<string> {
  const result = page.locator(`#${kind}-rezultat`);
  await expect(result).toContainText(roForms.sentTitle[kind]);
  await expect(result).toContainText(FORM_MESSAGES.sent[kind]);
  await expect(result).toBeFocused();
  await expect(result).toHaveAttribute('role', 'status');
  return REFERENCE.exec((await result.textContent()) ?? '')![0];
}

test.beforeEach(async ({ context }) => {
  await skipConsent(context);
});

test('the contact form is sent, the success is announced and the acknowledgement is mailed', async ({ page }) => {
  const email = unique('contact');
  const shownAt = await open(page, '/contact');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Contact');
  await expect(page.getByRole('link', { name: 'Urmărește un colet după AWB' })).toHaveAttribute('href', '/tracking');
  await fillContact(page, email);
  await waitLikeAPerson(page, shownAt);
  await page.getByRole('button', { name: roForms.submit.contact }).click();
  const reference = await expectSent(page, 'contact');
  expect(reference).toMatch(/^CT-/);
  const mail = await expectOneAcknowledgement(email, reference);
  expect(mail).toContain('Coletul meu nu a ajuns încă');
  // Nothing left on the device: a reload shows an empty form.
  await page.reload();
  await expect(form(page).getByLabel(/^Nume și prenume/)).toHaveValue('');
});

test('the feedback form is sent with its rating', async ({ page }) => {
  const email = unique('feedback');
  const shownAt = await open(page, '/feedback');
  await page.getByRole('radio', { name: '5 Foarte mulțumit' }).check();
  await form(page).getByLabel(/^Părerea ta/).fill('Am comparat prețurile și am comandat în două minute.');
  await form(page).getByLabel(/^Nume/).fill('Ion Ionescu');
  await form(page).getByLabel(/^Adresa de e-mail/).fill(email);
  await waitLikeAPerson(page, shownAt);
  await page.getByRole('button', { name: roForms.submit.feedback }).click();
  const reference = await expectSent(page, 'feedback');
  expect(reference).toMatch(/^FB-/);
  await expectOneAcknowledgement(email, reference);
});

test('the business quote request is sent with its volume and destinations', async ({ page }) => {
  const email = unique('firma');
  const shownAt = await open(page, '/business');
  await form(page).getByLabel(/^Denumirea firmei/).fill('Țesătoria Șerban SRL');
  await form(page).getByLabel(/^CUI/).fill('RO18547290');
  await form(page).getByLabel(/^Persoana de contact/).fill('Ștefan Șerban');
  await form(page).getByLabel(/^Adresa de e-mail/).fill(email);
  await form(page).getByLabel(/^Telefon/).fill('0722 123 456');
  await form(page).getByLabel(/^Volumul lunar estimat/).selectOption('201-1000');
  await page.getByRole('checkbox', { name: 'România' }).check();
  await page.getByRole('checkbox', { name: 'Uniunea Europeană' }).check();
  await page.getByRole('checkbox', { name: /ramburs/ }).check();
  await waitLikeAPerson(page, shownAt);
  await page.getByRole('button', { name: roForms.submit.business }).click();
  const reference = await expectSent(page, 'business');
  expect(reference).toMatch(/^OF-/);
  await expectOneAcknowledgement(email, reference);
});

test('a refused submit keeps what was typed, at the fields and after a reload', async ({ page }) => {
  const email = unique('corectat');
  const shownAt = await open(page, '/contact');
  await form(page).getByLabel(/^Nume și prenume/).fill('Ana Pătrașcu');
  await form(page).getByLabel(/^Adresa de e-mail/).fill('ana@');
  await form(page).getByLabel(/^Mesajul tău/).fill('Prea scurt');
  await page.getByRole('button', { name: roForms.submit.contact }).click();

  const summary = page.locator('#contact-erori');
  await expect(summary).toBeFocused();
  await expect(summary).toContainText(`Adresa de e-mail: ${FORM_MESSAGES.email}`);
  await expect(summary).toContainText(`Subiectul mesajului: ${FORM_MESSAGES.topic}`);
  const emailField = form(page).getByLabel(/^Adresa de e-mail/);
  await expect(emailField).toHaveAttribute('aria-invalid', 'true');
  await expect(emailField).toHaveValue('ana@');
  await expect(form(page).getByLabel(/^Nume și prenume/)).toHaveValue('Ana Pătrașcu');
  await expect(form(page).getByLabel(/^Mesajul tău/)).toHaveValue('Prea scurt');

  // Autosaved: a reload gives it all back.
  await page.waitForTimeout(600);
  await page.reload();
  await expect(page.getByText(/Am păstrat ce ai scris pe/)).toBeVisible();
  await expect(form(page).getByLabel(/^Adresa de e-mail/)).toHaveValue('ana@');
  await expect(form(page).getByLabel(/^Mesajul tău/)).toHaveValue('Prea scurt');

  // Corrected, it goes through.
  await fillContact(page, email);
  await waitLikeAPerson(page, shownAt);
  await page.getByRole('button', { name: roForms.submit.contact }).click();
  await expectSent(page, 'contact');
});

test('a contact form sent offline is kept, the user is told, and it is sent once when the connection returns', async ({ page, context }) => {
  const email = unique('offline');
  const shownAt = await open(page, '/contact');
  await fillContact(page, email);
  await waitLikeAPerson(page, shownAt);
  let posts = 0;
  page.on('request', (r) => {
    if (r.method() === 'POST' && r.url().endsWith('/api/private/forms/contact')) posts += 1;
  });

  await context.setOffline(true);
  await page.getByRole('button', { name: roForms.submit.contact }).click();
  const result = page.locator('#contact-rezultat');
  await expect(result).toContainText(roForms.queued.contact);
  await expect(result).toBeFocused();
  await expect(result).toHaveAttribute('role', 'status');
  expect(posts).toBe(0);

  const answered = page.waitForResponse((r) => r.url().endsWith('/api/private/forms/contact'));
  await context.setOffline(false);
  expect((await answered).status()).toBe(201);
  const reference = await expectSent(page, 'contact');
  await expect(page.getByText(roForms.sentAway.contact)).toBeVisible(); // the toast
  await expectOneAcknowledgement(email, reference);
  expect(posts).toBe(1);
});

test('a contact form sent offline is sent when the connection returns on another page of the app', async ({ page, context }) => {
  const email = unique('plecat');
  const shownAt = await open(page, '/contact');
  await fillContact(page, email);
  await waitLikeAPerson(page, shownAt);
  await context.setOffline(true);
  await page.getByRole('button', { name: roForms.submit.contact }).click();
  await expect(page.locator('#contact-rezultat')).toContainText(roForms.queued.contact);

  // Away to another page (a client-side navigation: it works offline).
  await page.getByRole('contentinfo').getByRole('link', { name: 'Servicii', exact: true }).click();
  await expect(page).toHaveURL(/\/servicii$/);
  const answered = page.waitForResponse((r) => r.url().endsWith('/api/private/forms/contact'));
  await context.setOffline(false);
  const response = await answered;
  expect(response.status()).toBe(201);
  const { data } = (await response.json()) as { data: { reference: string } };
  await expect(page.getByText(roForms.sentAway.contact)).toBeVisible();
  await expectOneAcknowledgement(email, data.reference);
});

test('one column on a 360 px phone, short fields two by two on a wide screen', async ({ page }) => {
  const box = async (label: RegExp) => (await form(page).getByLabel(label).boundingBox())!;
  await page.setViewportSize({ width: 360, height: 780 });
  for (const path of ['/contact', '/feedback', '/business']) {
    await open(page, path);
    expect(await page.evaluate(() => document.scrollingElement?.scrollWidth ?? 0), path).toBeLessThanOrEqual(360);
  }
  const [company, cui] = [await box(/^Denumirea firmei/), await box(/^CUI/)];
  expect(cui.y).toBeGreaterThan(company.y + company.height);
  expect(cui.x).toBe(company.x);

  await page.setViewportSize({ width: 1280, height: 900 });
  const [wideCompany, wideCui] = [await box(/^Denumirea firmei/), await box(/^CUI/)];
  expect(wideCui.x).toBeGreaterThan(wideCompany.x + wideCompany.width);
});
