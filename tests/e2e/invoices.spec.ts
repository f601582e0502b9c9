// Invoices end to end on the production build. A customer's order paid by card on the test
// processor's page is invoiced (a job of the queue): the invoice is in the dashboard's Facturi, whose
// PDF and e-Factura XML download from there; cancelling the order from the dashboard refunds it to the
// card and issues a credit note (FACTURĂ STORNO) that corrects the invoice, listed and downloadable
// the same way and sent by e-mail. (A guest's invoice by e-mail: shipping.spec.ts.)
import type { APIRequestContext, Download, Page } from '@playwright/test';
import { expect, test, skipConsent, signIn } from './fixtures.ts';
import { DEMO_CODE, expectPdf, expectXml, type ExpectedDocument } from './invoice-steps.ts';
import { mailTo } from './outbox.ts';
import { E2E_PASSWORD, placeOrder, registerAccount, type Account } from './orders-api.ts';

test.beforeEach(async ({ context }) => skipConsent(context));

const SAMEDAY = 6;

interface ListedInvoice {
  id: number;
  kind: 'invoice' | 'credit_note';
  code: string;
  total_bani: number;
  vat_bani: number;
  corrects_code: string | null;
  order_number: string | null;
}

/** The account's documents as the API lists them, once `count` are issued (the jobs run in the background). */
async function issued(api: APIRequestContext, account: Account, count: number): Promise<ListedInvoice[]> {
  let found: ListedInvoice[] = [];
  await expect
    .poll(
      async () => {
        const response = await api.get('/api/private/invoices', { headers: { Authorization: `Bearer ${account.token}` } });
        found = ((await response.json()) as { data: ListedInvoice[] }).data;
        return found.length;
      },
      { timeout: 20_000 },
    )
    .toBe(count);
  return found;
}

async function downloaded(page: Page, click: () => Promise<void>): Promise<{ file: Buffer; name: string }> {
  const waiting = page.waitForEvent('download');
  await click();
  const download: Download = await waiting;
  const chunks: Buffer[] = [];
  for await (const chunk of await download.createReadStream()) chunks.push(chunk as Buffer);
  return { file: Buffer.concat(chunks), name: download.suggestedFilename() };
}

/** Downloads the PDF and the XML of a listed document from its row, and checks both. */
async function downloadBoth(page: Page, doc: ExpectedDocument) {
  const name = doc.kind === 'credit_note' ? 'factura storno' : 'factura';
  const pdf = await downloaded(page, () => page.getByRole('button', { name: `Descarcă PDF pentru ${name} ${doc.code}` }).click());
  expect(pdf.name).toBe(`${doc.code}.pdf`);
  await expectPdf(pdf.file, doc);
  const xml = await downloaded(page, () => page.getByRole('button', { name: `Descarcă XML pentru ${name} ${doc.code}` }).click());
  expect(xml.name).toBe(`${doc.code}.xml`);
  expectXml(xml.file.toString('utf8'), doc);
}

/** 2501 -> /25,01\sRON/ (the app writes a no-break space, the server's messages a plain one). */
const lei = (bani: number) => new RegExp(`${(bani / 100).toFixed(2).replace('.', ',')}\\sRON`);

test('a paid order is invoiced in Facturi (PDF and XML); cancelling it refunds the card and issues a credit note', async ({ page, request }) => {
  test.setTimeout(90_000);
  const account = await registerAccount(request, 'Ioana Țurcanu', 'facturi');
  const placed = await placeOrder(request, account, SAMEDAY);
  const order = ((await (await request.get(`/api/private/orders/${placed.orderId}`, { headers: { Authorization: `Bearer ${account.token}` } })).json()) as { data: { number: string; total_bani: number } }).data;
  const [invoice] = await issued(request, account, 1);
  expect(invoice).toMatchObject({ kind: 'invoice', order_number: order.number, total_bani: order.total_bani });
  expect(invoice!.code).toMatch(DEMO_CODE);

  await signIn(page, account.email, E2E_PASSWORD);
  await page.goto('/dashboard/facturi');
  const table = page.getByRole('table', { name: 'Facturile și facturile storno, cele mai noi întâi' });
  const row = table.getByRole('row').filter({ hasText: invoice!.code });
  await expect(row).toBeVisible();
  await expect(row.getByRole('link', { name: order.number })).toHaveAttribute('href', `/dashboard/comenzi?comanda=${placed.orderId}`);
  await expect(row).toContainText(lei(order.total_bani));
  await expect(row).toContainText('netrimisă (e-Factura neconfigurată)');
  const expected: ExpectedDocument = { code: invoice!.code, kind: 'invoice', totalBani: order.total_bani, buyer: 'Ana Popescu', orderNumber: order.number };
  await downloadBoth(page, expected);

  // Cancelled from the order's page (the invoice's link), the money back to the card.
  await row.getByRole('link', { name: order.number }).click();
  await expect(page).toHaveURL(`/dashboard/comenzi?comanda=${placed.orderId}`);
  await page.getByRole('button', { name: 'Anulează, cu banii pe card' }).click();
  await page.getByRole('dialog', { name: `Anulezi comanda ${order.number}?` }).getByRole('button', { name: 'Da, anulează comanda' }).click();
  await expect(page.getByText(new RegExp(`^Comanda ${order.number} a fost anulată\\. Suma de ${lei(order.total_bani).source} va fi returnată pe card în 3-5 zile lucrătoare\\.$`))).toBeVisible();

  // The refund's credit note: the whole invoice reversed, and corrects it.
  const documents = await issued(request, account, 2);
  const note = documents.find((d) => d.kind === 'credit_note')!;
  expect(note).toMatchObject({ corrects_code: invoice!.code, total_bani: invoice!.total_bani, vat_bani: invoice!.vat_bani, order_number: order.number });
  await page.goto('/dashboard/facturi');
  const noteRow = table.getByRole('row').filter({ hasText: note.code });
  await expect(noteRow).toContainText('storno');
  await expect(noteRow).toContainText(`corectează ${invoice!.code}`);
  // Newest first: the credit note above its invoice.
  await expect(table.getByRole('row').nth(1)).toContainText(note.code);
  await downloadBoth(page, { code: note.code, kind: 'credit_note', totalBani: invoice!.total_bani, buyer: 'Ana Popescu', orderNumber: order.number, corrects: invoice!.code });
  // Filtered to credit notes: only it.
  await page.getByLabel('Tip').selectOption({ label: 'Facturi storno' });
  await page.getByRole('button', { name: 'Aplică filtrele' }).click();
  await expect(table.getByRole('row')).toHaveCount(2);
  await expect(table.getByRole('row').nth(1)).toContainText(note.code);

  // On a 360 px phone the list fits the screen: a card per document, nothing scrolls sideways.
  await page.setViewportSize({ width: 360, height: 780 });
  const xmlButton = table.getByRole('row').filter({ hasText: note.code }).getByRole('button', { name: `Descarcă XML pentru factura storno ${note.code}` });
  await xmlButton.scrollIntoViewIfNeeded();
  await expect(xmlButton).toBeInViewport();
  const box = (await xmlButton.boundingBox())!;
  expect(box.x + box.width).toBeLessThanOrEqual(360);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
  await page.screenshot({ path: test.info().outputPath('facturi-360.png'), fullPage: true });

  // Both by e-mail too, each with its PDF and XML.
  const noteMail = await mailTo(account.email, new RegExp(`^Factura storno ${note.code} de la Curiero$`));
  expect(noteMail.text).toContain(`(corectează factura ${invoice!.code})`);
  expect(noteMail.attachments.map((a) => a.filename)).toEqual([`${note.code}.pdf`, `${note.code}.xml`]);
  const invoiceMail = await mailTo(account.email, new RegExp(`^Factura ${invoice!.code} de la Curiero$`));
  expect(invoiceMail.text).toContain('Toate facturile tale sunt în cont, la Facturi:');
});
