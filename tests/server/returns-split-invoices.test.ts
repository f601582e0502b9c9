// A return whose shop pays up to an amount is invoiced in parts (services/invoices/invoice-build.ts,
// wallet-share.ts): the customer's invoice is for what the customer paid (one line of the services at
// their part's net, VAT exact, the document adding up to the money that moved), the shop's share is
// invoiced to the shop as a wallet order is (its part of the services and the advance's reversal,
// total 0, naming the shop's top-up invoice), once, by a job queued with the debit; a share given back
// (the request closed, never shipped) gets its credit note, once. Every document passes the CIUS-RO
// checks and the UBL 2.1 schema.
import { readdirSync, readFileSync } from 'node:fs';
import { and, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { validateXML } from 'xmllint-wasm';
import { invoices, orders, returnRequests, walletLedger } from '../../server/db/schema.ts';
import { checkInvoice } from '../../server/services/invoices/ciusro-checks.ts';
import type { Invoice } from '../../server/services/invoices/invoice-model.ts';
import { computeTotals } from '../../server/services/invoices/invoice-model.ts';
import { invoiceXml } from '../../server/services/invoices/ubl-xml.ts';
import { splitGross } from '../../server/services/invoices/vat-included.ts';
import { authHarness, registerCustomer, type AuthHarness } from './helpers/auth.ts';
import { testDatabases } from './helpers/databases.ts';
import { api, paidTopUp, payOnHostedPage } from './helpers/orders.ts';
import { shopOrder, shopWithReturns, statementBody, type Shop } from './helpers/returns.ts';
import { SELLER } from './helpers/invoice-seller.ts';

const LIMIT_BANI = 1000;

const XSD = new URL('../fixtures/ubl-2.1/', import.meta.url);
const schemaFile = (path: string) => ({ fileName: path, contents: readFileSync(new URL(path, XSD), 'utf8') });
const COMMON = readdirSync(new URL('common/', XSD)).map((name) => schemaFile(`common/${name}`));

async function xsdErrors(document: Invoice, xml: string): Promise<string[]> {
  const main = document.kind === 'credit_note' ? 'maindoc/UBL-CreditNote-2.1.xsd' : 'maindoc/UBL-Invoice-2.1.xsd';
  const result = await validateXML({ xml: [{ fileName: 'document.xml', contents: xml }], schema: [schemaFile(main)], preload: COMMON, maxMemoryPages: 4096 });
  return result.valid ? [] : result.errors.map((e) => e.message);
}

describe.each(testDatabases())('the invoices of a return the shop pays up to an amount, on $name', (backend) => {
  let h: AuthHarness;
  let app: FastifyInstance;
  beforeAll(async () => {
    h = await authHarness(backend, SELLER);
    app = h.app;
  });
  afterAll(async () => h?.close());

  async function approvedSplit(signedIn?: number): Promise<{ shop: Shop; id: number; key: string; orderId: number; debitId: number }> {
    const shop = await shopWithReturns(app, { payer: 'shop_up_to', payer_limit_bani: LIMIT_BANI });
    const original = await shopOrder(app, shop);
    const stated = await api(app, 'POST', `returns/shops/${shop.slug}/withdrawal`, { body: statementBody(original) });
    const confirmed = await api(app, 'POST', `returns/shops/${shop.slug}/withdrawal/confirm`, { body: { statement_token: stated.json().data.statement_token } });
    expect(confirmed.statusCode, confirmed.body).toBe(201);
    const id = confirmed.json().data.return.id as number;
    if (signedIn !== undefined) await app.db.update(returnRequests).set({ filedByCustomerId: signedIn }).where(eq(returnRequests.id, id));
    const approved = await api(app, 'POST', `returns/${id}/approve`, { token: shop.token, body: {} });
    expect(approved.json().data.status).toBe('approved');
    const [request] = await app.db.select().from(returnRequests).where(eq(returnRequests.id, id));
    const [debit] = await app.db.select().from(walletLedger).where(and(eq(walletLedger.kind, 'order'), eq(walletLedger.reference, `RET-${id}`)));
    expect(debit?.amountBani).toBe(-LIMIT_BANI);
    return { shop, id, key: confirmed.json().data.access_token, orderId: request!.returnOrderId!, debitId: debit!.id };
  }

  async function valid(row: typeof invoices.$inferSelect): Promise<Invoice> {
    const document = row.document as unknown as Invoice;
    const xml = invoiceXml(document);
    expect(checkInvoice(document, xml)).toEqual([]);
    expect(await xsdErrors(document, xml)).toEqual([]);
    return document;
  }
  const ofLedger = async (ledgerId: number) => app.db.select().from(invoices).where(eq(invoices.ledgerId, ledgerId));

  it('the shop’s share is invoiced once to the shop (total 0, its advance reversed) and the card-paying customer for their part only', async () => {
    const split = await approvedSplit();
    await app.jobs.drain();
    const shares = await ofLedger(split.debitId);
    expect(shares).toHaveLength(1);
    const share = shares[0]!;
    expect(share).toMatchObject({ kind: 'invoice', customerId: split.shop.customerId, orderId: split.orderId, totalBani: 0 });
    const shareDoc = await valid(share);
    const own = splitGross(LIMIT_BANI, 21);
    expect(shareDoc.lines.map((l) => [l.quantity, l.unitPriceBani])).toEqual([[1, own.net], [-1, own.net]]);
    expect(shareDoc.lines[0]!.description).toContain(`RET-${split.id}`);
    expect(shareDoc.paymentMeans).toBe('wallet');
    // It names the shop's top-up invoice, the advance it reverses.
    const [topUpInvoice] = await app.db.select().from(invoices).where(and(eq(invoices.customerId, split.shop.customerId), eq(invoices.kind, 'invoice'), eq(invoices.netBani, splitGross(20_000, 21).net)));
    expect(shareDoc.references).toEqual([{ id: topUpInvoice!.code, issueDate: topUpInvoice!.issueDate }]);

    const [order] = await app.db.select().from(orders).where(eq(orders.id, split.orderId));
    const due = order!.totalBani - LIMIT_BANI;
    const pay = await api(app, 'POST', `returns/requests/${split.id}/pay?cheie=${split.key}`, { body: { method: 'card' } });
    expect(pay.statusCode, pay.body).toBe(200);
    const visit = await payOnHostedPage(app, pay.json().data.redirect_url);
    const paymentId = new URL(visit.returnedTo!, 'http://x').searchParams.get('payment_id')!;
    await api(app, 'GET', `returns/requests/${split.id}?cheie=${split.key}&payment_id=${paymentId}`);
    await app.jobs.drain();
    const [theirs] = await app.db.select().from(invoices).where(and(eq(invoices.paymentId, paymentId), eq(invoices.kind, 'invoice')));
    expect(theirs).toBeDefined();
    const doc = await valid(theirs!);
    const part = splitGross(due, 21);
    expect(doc.lines.map((l) => [l.quantity, l.unitPriceBani])).toEqual([[1, part.net]]);
    expect(theirs).toMatchObject({ netBani: part.net, vatBani: part.vat, totalBani: due });
    const totals = computeTotals(doc);
    // Paid in full: the document adds up to exactly the customer's money, nothing left to pay.
    expect(totals.taxInclusive + totals.rounding).toBe(due);
    expect(totals.payable).toBe(0);
    expect(doc.note).toContain('doar partea achitată de dumneavoastră');
    // Still one share invoice, whatever ran since.
    expect(await ofLedger(split.debitId)).toHaveLength(1);
  });

  it('a signed-in customer paying their part from the wallet: their part and its advance reversed, total 0', async () => {
    const customer = await registerCustomer(app);
    const split = await approvedSplit(customer.customer.id);
    await paidTopUp(app, customer.access_token, 5000);
    const paid = await api(app, 'POST', `returns/requests/${split.id}/pay?cheie=${split.key}`, { token: customer.access_token, body: { method: 'wallet' } });
    expect(paid.statusCode, paid.body).toBe(200);
    await app.jobs.drain();
    const [order] = await app.db.select().from(orders).where(eq(orders.id, split.orderId));
    const [theirs] = await app.db.select().from(invoices).where(and(eq(invoices.orderId, split.orderId), eq(invoices.customerId, customer.customer.id), eq(invoices.kind, 'invoice')));
    const doc = await valid(theirs!);
    const part = splitGross(order!.totalBani - LIMIT_BANI, 21);
    expect(doc.lines.map((l) => [l.quantity, l.unitPriceBani])).toEqual([[1, part.net], [-1, part.net]]);
    expect(theirs!.totalBani).toBe(0);
    expect(doc.references).toHaveLength(1);
  });

  it('a share given back (the request closed, never shipped) gets one credit note of the share, total 0', async () => {
    const split = await approvedSplit();
    const both = await Promise.all([1, 2].map(() => api(app, 'POST', `returns/${split.id}/close`, { token: split.shop.token, body: {} })));
    expect(both.map((r) => r.statusCode).sort()).toContain(200);
    await app.jobs.drain();
    const [credit] = await app.db.select().from(walletLedger).where(and(eq(walletLedger.kind, 'refund'), eq(walletLedger.reference, `RET-${split.id}`)));
    expect(credit?.amountBani).toBe(LIMIT_BANI);
    const [share] = await ofLedger(split.debitId);
    const notes = await ofLedger(credit!.id);
    expect(notes).toHaveLength(1);
    expect(notes[0]).toMatchObject({ kind: 'credit_note', correctsId: share!.id, customerId: split.shop.customerId, totalBani: 0 });
    const doc = await valid(notes[0]!);
    const own = splitGross(LIMIT_BANI, 21);
    expect(doc.lines.map((l) => [l.quantity, l.unitPriceBani])).toEqual([[1, own.net], [-1, own.net]]);
    expect(doc.references).toEqual([{ id: share!.code, issueDate: share!.issueDate }]);
  });
});
