// Issuing fiscal documents, as jobs of the one queue, queued with the change that calls for them by
// the invoices' subscribers of the payment events (subscribers.ts):
//   'invoice.issue'        {paymentId}  a payment succeeded (an order or a batch of orders, by card
//                                       or wallet, or a top-up)
//   'invoice.credit-note'  {refundId}   a refund went through: a credit note (storno) of its amount
// Each is issued once (unique payment / refund), with the next number of the series taken in the
// same transaction (gapless, whatever the number of processes), checked against the CIUS-RO rules
// before it exists, then mailed to the buyer (PDF and XML attached) and, with e-Factura configured,
// uploaded to ANAF (efactura.ts). A document that breaks a rule is not issued: the job fails with
// the rules it broke, for the team (npm run jobs).
import { and, eq, sql, TransactionRollbackError } from 'drizzle-orm';
import type { AppDb } from '../../db/client.ts';
import { invoiceSeries, invoices, orders, paymentRefunds, payments } from '../../db/schema.ts';
import { enqueue } from '../jobs/index.ts';
import type { Logger } from '../logger.ts';
import type { Tx } from '../payments/index.ts';
import { TEST_BALANCE_GATEWAY } from '../payments/index.ts';
import { checkInvoice } from './ciusro-checks.ts';
import type { InvoicesConfig } from './invoice-config.ts';
import { advanceDocuments, advanceSourcesOfOrder, sourceKey } from './advance-sources.ts';
import { draftForPayment, type Draft, type ReversedAdvance } from './invoice-build.ts';
import { batchOfPayment, draftForBatch } from './invoice-batch.ts';
import { computeTotals, type Invoice } from './invoice-model.ts';
import { formatLei } from './invoice-pdf-table.ts';
import { invoiceXml } from './ubl-xml.ts';
import { creditShare, roundingLimitOf, type Share } from './vat-included.ts';

export type InvoiceRow = typeof invoices.$inferSelect;

export interface InvoiceDeps {
  db: AppDb;
  config: InvoicesConfig;
  log: Logger;
  now: () => Date;
}

export const JOB_INVOICE = (paymentId: string) => `invoice:${paymentId}`;
export const JOB_CREDIT_NOTE = (refundId: string) => `credit-note:${refundId}`;

/** The day in Bucharest, YYYY-MM-DD. */
export function bucharestDate(now: Date): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Bucharest', year: 'numeric', month: '2-digit', day: '2-digit' }).format(now);
}

export const invoiceCode = (series: string, number: number) => `${series}-${String(number).padStart(6, '0')}`;

export class InvoiceRulesBroken extends Error {
  override name = 'InvoiceRulesBroken';
}

/**
 * Numbers and stores a draft in one transaction; null when the unique key says it exists already. A
 * draft given as a function is made once the series is locked (a credit note's share depends on the
 * credit notes issued before it: two are never made at the same time).
 */
export async function store(deps: InvoiceDeps, made: Draft | ((tx: Tx) => Promise<Draft>), keys: { paymentId?: string; refundId?: string; ledgerId?: number; correctsId?: number }): Promise<InvoiceRow | null> {
  const { series } = deps.config;
  return deps.db.transaction(async (tx) => {
    await tx.insert(invoiceSeries).values({ series }).onConflictDoNothing();
    // The series row is locked until this transaction ends: numbers are taken one at a time, and given back on a rollback.
    const [taken] = await tx
      .update(invoiceSeries)
      .set({ nextNumber: sql`${invoiceSeries.nextNumber} + 1` })
      .where(eq(invoiceSeries.series, series))
      .returning({ number: sql<number>`${invoiceSeries.nextNumber} - 1` });
    const number = Number(taken!.number);
    const { buyerEmail, customerId, orderId, ...rest } = typeof made === 'function' ? await made(tx) : made;
    const document: Invoice = { ...rest, series, number, id: invoiceCode(series, number) };
    const broken = checkInvoice(document, invoiceXml(document));
    if (broken.length > 0) throw new InvoiceRulesBroken(broken.map((r) => `${r.code}: ${r.message}`).join('; '));
    const totals = computeTotals(document);
    const efactura = deps.config.efactura ? 'pending' : 'not_configured';
    const [row] = await tx
      .insert(invoices)
      .values({
        kind: document.kind,
        series,
        number,
        code: document.id,
        customerId,
        buyerEmail,
        buyerName: document.buyer.name,
        orderId,
        paymentId: keys.paymentId ?? null,
        refundId: keys.refundId ?? null,
        ledgerId: keys.ledgerId ?? null,
        correctsId: keys.correctsId ?? null,
        issueDate: document.issueDate,
        netBani: totals.taxExclusive,
        vatBani: totals.tax,
        // The money the document is of: its total with VAT and its rounding amount (BT-114).
        totalBani: totals.taxInclusive + totals.rounding,
        document: document as unknown as Record<string, unknown>,
        efacturaStatus: efactura,
      })
      .onConflictDoNothing()
      .returning();
    if (!row) {
      // Issued by another process meanwhile: this number is given back.
      tx.rollback();
    }
    if (buyerEmail) await enqueue(tx, { kind: 'mail', key: `invoice-mail:${row!.id}`, payload: { template: 'invoice_issued', invoiceId: row!.id } });
    if (efactura === 'pending') await enqueue(tx, { kind: 'efactura.upload', key: `efactura:${row!.id}`, payload: { invoiceId: row!.id } });
    return row!;
  }).catch((error: unknown) => {
    if (error instanceof TransactionRollbackError) return null;
    throw error;
  });
}

async function invoiceOfPayment(db: AppDb, paymentId: string): Promise<InvoiceRow | undefined> {
  const [row] = await db.select().from(invoices).where(sql`${invoices.paymentId} = ${paymentId} and ${invoices.kind} = 'invoice'`);
  return row;
}

/**
 * The advance documents a wallet order's money came from (FIFO, advance-sources.ts): a top-up's
 * invoice, issued first if it is not yet (when it cannot be, this job fails too and is retried); a
 * refund's credit note into the wallet when it is issued. Money credited without a payment behind it
 * (none in production) has no document to name. The buyer is the first advance invoice's: the account
 * it was addressed to.
 */
async function reversedAdvance(deps: InvoiceDeps, payment: typeof payments.$inferSelect): Promise<ReversedAdvance | undefined> {
  if (payment.customerId === null) return undefined;
  // The wallet debit's reference: the order's number, or the batch's (one debit for a whole batch).
  const [order] = payment.orderId === null ? [] : await deps.db.select({ number: orders.number }).from(orders).where(eq(orders.id, payment.orderId));
  const debited = order?.number ?? (payment.purpose === 'batch' ? (await batchOfPayment(deps.db, payment.id))?.number : undefined);
  if (!debited) return undefined;
  return reversedAdvanceOf(deps, payment.customerId, debited);
}

/** The advance documents of the account's wallet debit `reference` (an order's or a batch's number, or a share's RET-<id>) and their buyer. */
export async function reversedAdvanceOf(deps: InvoiceDeps, customerId: number, reference: string): Promise<ReversedAdvance> {
  const sources = await advanceSourcesOfOrder(deps.db, customerId, reference);
  for (const source of sources) {
    if (source.kind === 'top_up' && !(await invoiceOfPayment(deps.db, source.paymentId))) await issueInvoice(deps, { paymentId: source.paymentId });
  }
  const documents = await advanceDocuments(deps.db, sources, customerId);
  const found = sources.flatMap((s) => documents.get(sourceKey(s)) ?? []);
  const references = found.filter((d, i) => found.findIndex((e) => e.reference.id === d.reference.id) === i).map((d) => d.reference);
  const buyer = sources.flatMap((s) => (s.kind === 'top_up' ? (documents.get(sourceKey(s))?.buyer ?? []) : []))[0];
  return { references, ...(buyer ? { buyer } : {}) };
}

/** The handler of 'invoice.issue': the invoice of a payment that succeeded (once). */
export async function issueInvoice(deps: InvoiceDeps, { paymentId }: { paymentId: string }): Promise<InvoiceRow | null> {
  const existing = await invoiceOfPayment(deps.db, paymentId);
  if (existing) return existing;
  const [payment] = await deps.db.select().from(payments).where(eq(payments.id, paymentId));
  if (!payment || (payment.status !== 'succeeded' && payment.status !== 'refunded')) return null;
  // Test mode moves no real money: a test order's payment (test balance) is never invoiced.
  if (payment.gateway === TEST_BALANCE_GATEWAY) return null;
  const advance = payment.method === 'wallet' && payment.purpose !== 'top_up' ? await reversedAdvance(deps, payment) : undefined;
  const day = bucharestDate(deps.now());
  const draft = payment.purpose === 'batch' ? await draftForBatch(deps.db, deps.config, payment, day, advance) : await draftForPayment(deps.db, deps.config, payment, day, advance);
  if (!draft) return null;
  const row = (await store(deps, draft, { paymentId })) ?? (await invoiceOfPayment(deps.db, paymentId)) ?? null;
  if (row) deps.log.info({ invoice: row.code, paymentId }, 'invoice issued');
  return row;
}

/** What an invoice charged for its services (an advance reversed on a wallet order's invoice aside): the net, VAT and rounding its credit notes share. */
export function invoicedShare(invoice: Invoice): Share {
  const services = invoice.lines.filter((line) => line.quantity > 0);
  const totals = computeTotals({ ...invoice, lines: services, paid: 0 });
  return { net: totals.taxExclusive, vat: totals.tax, rounding: totals.rounding };
}

/** A credit note's share of its invoice: the one it states, else (issued before it was stated) its totals. */
function creditedShare(document: Invoice): Share {
  if (document.credited) return document.credited;
  const totals = computeTotals(document);
  return { net: totals.taxExclusive, vat: totals.tax, rounding: document.paid - totals.taxInclusive };
}

/** The invoice's share not yet reversed by its credit notes (read in the transaction that holds the series lock). */
async function leftToCredit(tx: Tx, original: InvoiceRow): Promise<Share> {
  const left = invoicedShare(original.document as unknown as Invoice);
  const notes = await tx.select({ document: invoices.document }).from(invoices).where(and(eq(invoices.correctsId, original.id), eq(invoices.kind, 'credit_note')));
  for (const note of notes) {
    const share = creditedShare(note.document as unknown as Invoice);
    left.net -= share.net;
    left.vat -= share.vat;
    left.rounding -= share.rounding;
  }
  return left;
}

/** The handler of 'invoice.credit-note': a credit note of a refund's amount against its payment's invoice. */
export async function issueCreditNote(deps: InvoiceDeps, { refundId }: { refundId: string }): Promise<InvoiceRow | null> {
  const [known] = await deps.db.select().from(invoices).where(eq(invoices.refundId, refundId));
  if (known) return known;
  const [refund] = await deps.db.select().from(paymentRefunds).where(eq(paymentRefunds.id, refundId));
  if (refund?.status !== 'succeeded') return null;
  const original = (await invoiceOfPayment(deps.db, refund.paymentId)) ?? (await issueInvoice(deps, { paymentId: refund.paymentId }));
  if (!original) return null;
  const invoice = original.document as unknown as Invoice;
  const [order] = original.orderId ? await deps.db.select({ number: orders.number }).from(orders).where(eq(orders.id, original.orderId)) : [];
  const rate = invoice.lines[0]?.vatRatePercent ?? 21;
  const lineName = `${refund.reason}${order ? ` (comanda ${order.number})` : ''}`.slice(0, 100);
  const build = async (tx: Tx): Promise<Draft> => {
    // The refunded share of what the invoice charged (vat-included.ts): its VAT exact, the last refund taking what is left.
    // A batch's invoice keeps its rounding (a few bani per order) until its last credit note.
    const share = creditShare(await leftToCredit(tx, original), refund.amountBani, rate, roundingLimitOf(invoice));
    const line = { name: lineName, quantity: 1, unitCode: 'C62', unitPriceBani: share.net, vatRatePercent: rate, vatCategory: 'S' as const };
    const wallet = refund.channel === 'wallet';
    return {
      kind: 'credit_note',
      issueDate: bucharestDate(deps.now()),
      currency: 'RON',
      seller: deps.config.seller,
      buyer: invoice.buyer,
      // A refund into the wallet pays nothing out: the money stays with us as an advance for the next
      // orders (which reverse it, invoice-build.ts). Its credit note reverses the services and, on a line
      // of its own (quantity -1, as the wallet order's invoice reverses an advance), charges that advance
      // back: total 0, so the advance's VAT is owed again and a later order can take it off once, not twice.
      lines: wallet
        ? [line, { name: 'Avans păstrat în portofelul Curiero (suma returnată în portofel)', quantity: -1, unitCode: 'C62', unitPriceBani: share.net, vatRatePercent: rate, vatCategory: 'S' }]
        : [line],
      paymentMeans: wallet ? 'wallet' : 'card',
      paid: wallet ? 0 : refund.amountBani,
      ...(!wallet && share.rounding ? { roundingBani: share.rounding } : {}),
      credited: share,
      references: [{ id: original.code, issueDate: original.issueDate }],
      ...(invoice.demo ? { demo: true } : {}),
      ...(invoice.orderReference ? { orderReference: invoice.orderReference } : {}),
      ...(invoice.orderCount ? { orderCount: invoice.orderCount } : {}),
      ...(wallet ? { note: walletNote(refund.amountBani, share, invoice.note) } : invoice.note ? { note: invoice.note } : {}),
      buyerEmail: original.buyerEmail,
      customerId: original.customerId,
      orderId: original.orderId,
    };
  };
  const row = (await store(deps, build, { paymentId: refund.paymentId, refundId, correctsId: original.id })) ?? null;
  if (row) deps.log.info({ creditNote: row.code, refundId, corrects: original.code }, 'credit note issued');
  return row ?? (await deps.db.select().from(invoices).where(eq(invoices.refundId, refundId)))[0] ?? null;
}

/** What a refund into the wallet gave back, to the ban: the services reversed with their VAT, and the rounding if any. */
function walletNote(amountBani: number, share: Share, note: string | undefined): string {
  const rounding = share.rounding ? `, rotunjire ${formatLei(share.rounding)}` : '';
  const kept = `Returnat în portofelul Curiero și păstrat ca avans: ${formatLei(amountBani)} (servicii ${formatLei(share.net)}, TVA ${formatLei(share.vat)}${rounding}).`;
  return note ? `${kept} ${note}` : kept;
}
