// An order paid from the wallet is invoiced with the advance's reversal (total 0): that invoice names
// the advance invoice(s) it reverses (BT-25 / BT-26, one cac:BillingReference each), the top-ups whose
// money paid it, first in, first out, and is addressed to the same buyer as those advance invoices
// (the account's billing details), not to the order's sender or billing company. Its PDF says so.
import { readdirSync, readFileSync } from 'node:fs';
import { eq, sql } from 'drizzle-orm';
import { extractText } from 'unpdf';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { validateXML } from 'xmllint-wasm';
import { invoices } from '../../server/db/schema.ts';
import { checkInvoice } from '../../server/services/invoices/ciusro-checks.ts';
import type { Invoice } from '../../server/services/invoices/invoice-model.ts';
import { formatDate, invoicePdf } from '../../server/services/invoices/invoice-pdf.ts';
import { invoiceXml } from '../../server/services/invoices/ubl-xml.ts';
import { authHarness, query, registerCustomer, type AuthHarness } from './helpers/auth.ts';
import { testDatabases } from './helpers/databases.ts';
import { jobsOf } from './helpers/jobs.ts';
import { api, commerceWith, IASI, newKey, orderBody, paidTopUp } from './helpers/orders.ts';
import { SELLER } from './helpers/invoice-seller.ts';

/** Sameday home -> home, 1 kg, Cluj-Napoca -> Iași. */
const ORDER_TOTAL = 2501;
const COMPANY_BILLING = { type: 'company', name: 'Magazinul Verde SRL', cui: 'RO 18547290', reg_com: 'J22/1234/2020', address: 'Bulevardul Independenței 5', locality_id: IASI };

const XSD = new URL('../fixtures/ubl-2.1/', import.meta.url);
const schemaFile = (path: string) => ({ fileName: path, contents: readFileSync(new URL(path, XSD), 'utf8') });
const COMMON = readdirSync(new URL('common/', XSD)).map((name) => schemaFile(`common/${name}`));

async function xsdErrors(xml: string): Promise<string[]> {
  const result = await validateXML({ xml: [{ fileName: 'document.xml', contents: xml }], schema: [schemaFile('maindoc/UBL-Invoice-2.1.xsd')], preload: COMMON, maxMemoryPages: 4096 });
  return result.valid ? [] : result.errors.map((e) => e.message);
}

describe.each(testDatabases())('a wallet order\'s invoice and the advance it reverses, on $name', (backend) => {
  let h: AuthHarness;
  beforeAll(async () => {
    h = await authHarness(backend, SELLER);
  });
  afterAll(async () => h?.close());

  const invoiceOf = async (paymentId: string) => {
    const rows = await h.db.select().from(invoices).where(eq(invoices.paymentId, paymentId));
    expect(rows, JSON.stringify(await jobsOf(h.db, 'invoice.issue', `invoice:${paymentId}`))).toHaveLength(1);
    return rows[0]!;
  };
  const walletOrder = async (token: string, overrides: Record<string, unknown> = {}) => {
    const placed = await api(h.app, 'POST', 'orders', { token, key: newKey(), body: orderBody({ payment: { method: 'wallet' }, ...overrides }) });
    expect(placed.statusCode, placed.body).toBe(201);
    return placed.json<{ data: { payment: { id: string; amount_bani: number } } }>().data.payment;
  };

  it('names the top-ups\' advance invoices its money came from, first in first out, and is addressed to their buyer', async () => {
    const buyer = await registerCustomer(h.app, { name: 'Maria Georgescu' });
    const first = await paidTopUp(h.app, buyer.access_token, 1500);
    const second = await paidTopUp(h.app, buyer.access_token, 5000);
    // The first order takes the first top-up's 15,00 lei and 10,01 lei of the second; the next one, the second's only.
    const one = await walletOrder(buyer.access_token, { billing: COMPANY_BILLING });
    const two = await walletOrder(buyer.access_token);
    expect([one.amount_bani, two.amount_bani]).toEqual([ORDER_TOTAL, ORDER_TOTAL]);
    await h.app.jobs.drain();
    const [advanceOne, advanceTwo] = [await invoiceOf(first.payment.id), await invoiceOf(second.payment.id)];
    const rowOne = await invoiceOf(one.id);
    const docOne = rowOne.document as unknown as Invoice;
    expect(docOne.references).toEqual([
      { id: advanceOne.code, issueDate: advanceOne.issueDate },
      { id: advanceTwo.code, issueDate: advanceTwo.issueDate },
    ]);
    expect((((await invoiceOf(two.id)).document as unknown) as Invoice).references).toEqual([{ id: advanceTwo.code, issueDate: advanceTwo.issueDate }]);
    // The same buyer as the advance invoice's (the account's billing person in Iași), not the order's billing company.
    const advanceBuyer = (advanceOne.document as unknown as Invoice).buyer;
    expect(advanceBuyer).toMatchObject({ name: 'Ana Popescu', isCompany: false });
    expect(docOne.buyer).toEqual(advanceBuyer);
    expect(rowOne.buyerName).toBe('Ana Popescu');
    const xml = invoiceXml(docOne);
    expect(await xsdErrors(xml)).toEqual([]);
    expect(checkInvoice(docOne, xml)).toEqual([]);
    expect(xml.match(/<cac:BillingReference>/g)).toHaveLength(2);
    expect(xml).toContain(`<cbc:ID>${advanceOne.code}</cbc:ID>`);
    expect(xml).not.toContain('Magazinul Verde');
    const pdf = (await extractText(new Uint8Array(await invoicePdf(docOne)), { mergePages: true })).text.replace(/\s+/g, ' ');
    expect(pdf).toContain(`Stornează avansul din factura ${advanceOne.code} din ${formatDate(advanceOne.issueDate)}`);
    expect(pdf).toContain(`Stornează avansul din factura ${advanceTwo.code} din ${formatDate(advanceTwo.issueDate)}`);
  });

  it('a top-up refunded at the processor takes its own money back: a later order reverses the advance that is left', async () => {
    const buyer = await registerCustomer(h.app, { name: 'Ion Vasilescu' });
    const kept = await paidTopUp(h.app, buyer.access_token, 3000);
    const refunded = await paidTopUp(h.app, buyer.access_token, 3000);
    const [row] = await query<{ g: string }>(h.db, sql`select gateway_reference as g from payments where id = ${refunded.payment.id}`);
    // From the processor's dashboard: the second top-up goes back to the card, the first one's money stays.
    expect((await commerceWith(h.app).testGateway.refund({ gatewayId: row!.g, amountBani: 3000, idempotencyKey: `dashboard-${row!.g}` })).status).toBe('succeeded');
    await h.app.jobs.drain();
    const paid = await walletOrder(buyer.access_token);
    await h.app.jobs.drain();
    const advance = await invoiceOf(kept.payment.id);
    expect(((await invoiceOf(paid.id)).document as unknown as Invoice).references).toEqual([{ id: advance.code, issueDate: advance.issueDate }]);
  });
});
