// Wallet money that paid part of an order without a payment of its own: the shop's share of a
// return's transport when it pays up to an amount (ledger 'order' RET-<id>, debited at the approval;
// the customer pays the rest and is invoiced for their part only, invoice-build.ts). A wallet order
// is invoiced (its services and the advance's reversal, total 0), so the share is too:
//   'invoice.wallet-share'        {ledgerId, orderId}  the share's invoice (its part of the services, the advance reversed)
//   'invoice.wallet-share-credit' {ledgerId, orderId}  the share given back to the wallet (a return never
//                                                      shipped, ledger 'refund' RET-<id>): its credit note,
//                                                      as a refund into the wallet's (the services reversed,
//                                                      the advance charged back, total 0)
// Both are queued by the returns module in the transaction that moves the money, and issued once
// (invoices.ledger_id is unique), whatever the number of processes.
import { and, eq } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { invoices, walletLedger } from '../../db/schema.ts';
import { enqueue } from '../jobs/index.ts';
import { draftForWalletShare } from './invoice-build.ts';
import type { Invoice } from './invoice-model.ts';
import { bucharestDate, invoicedShare, reversedAdvanceOf, store, type InvoiceDeps, type InvoiceRow } from './issue.ts';

export const JOB_WALLET_SHARE = (ledgerId: number) => `invoice-ledger:${ledgerId}`;
export const JOB_WALLET_SHARE_CREDIT = (ledgerId: number) => `credit-note-ledger:${ledgerId}`;

/** In the transaction of the debit: the share's invoice, queued (once per movement). */
export async function queueShareInvoice(tx: Tx, ledgerId: number, orderId: number): Promise<void> {
  await enqueue(tx, { kind: 'invoice.wallet-share', key: JOB_WALLET_SHARE(ledgerId), payload: { ledgerId, orderId } });
}

/** In the transaction of the credit that gives the share back: its credit note, queued (once per movement). */
export async function queueShareCreditNote(tx: Tx, ledgerId: number, orderId: number): Promise<void> {
  await enqueue(tx, { kind: 'invoice.wallet-share-credit', key: JOB_WALLET_SHARE_CREDIT(ledgerId), payload: { ledgerId, orderId } });
}

export class ShareNotInvoiced extends Error {
  override name = 'ShareNotInvoiced';
}

const documentOfLedger = async (deps: InvoiceDeps, ledgerId: number): Promise<InvoiceRow | undefined> => (await deps.db.select().from(invoices).where(eq(invoices.ledgerId, ledgerId)))[0];

const ledgerRow = async (deps: InvoiceDeps, ledgerId: number) => (await deps.db.select().from(walletLedger).where(eq(walletLedger.id, ledgerId)))[0];

/** The handler of 'invoice.wallet-share': the invoice of a wallet debit that paid part of order `orderId` (once). */
export async function issueShareInvoice(deps: InvoiceDeps, { ledgerId, orderId }: { ledgerId: number; orderId: number }): Promise<InvoiceRow | null> {
  const existing = await documentOfLedger(deps, ledgerId);
  if (existing) return existing;
  const debit = await ledgerRow(deps, ledgerId);
  if (debit?.kind !== 'order' || debit.amountBani >= 0) return null;
  const share = { ledgerId, customerId: debit.customerId, amountBani: -debit.amountBani, reference: debit.reference };
  const advance = await reversedAdvanceOf(deps, debit.customerId, debit.reference);
  const draft = await draftForWalletShare(deps.db, deps.config, share, orderId, bucharestDate(deps.now()), advance);
  if (!draft) return null;
  const row = (await store(deps, draft, { ledgerId })) ?? (await documentOfLedger(deps, ledgerId)) ?? null;
  if (row) deps.log.info({ invoice: row.code, ledgerId }, 'wallet share invoiced');
  return row;
}

/** The share's invoice: the document of the account's debit with the credit's reference, issued first if it is not yet. */
async function shareInvoice(deps: InvoiceDeps, credit: typeof walletLedger.$inferSelect, orderId: number): Promise<InvoiceRow | null> {
  const [debit] = await deps.db.select({ id: walletLedger.id }).from(walletLedger).where(and(eq(walletLedger.kind, 'order'), eq(walletLedger.customerId, credit.customerId), eq(walletLedger.reference, credit.reference)));
  if (!debit) return null;
  return (await documentOfLedger(deps, debit.id)) ?? (await issueShareInvoice(deps, { ledgerId: debit.id, orderId }));
}

/**
 * The handler of 'invoice.wallet-share-credit': the credit note of a share given back whole to the
 * wallet (ledger 'refund' with the share's reference), once; its invoice is issued first when its own
 * job has not run yet (`orderId`: the order it names then).
 */
export async function issueShareCreditNote(deps: InvoiceDeps, { ledgerId, orderId }: { ledgerId: number; orderId: number }): Promise<InvoiceRow | null> {
  const existing = await documentOfLedger(deps, ledgerId);
  if (existing) return existing;
  const credit = await ledgerRow(deps, ledgerId);
  if (credit?.kind !== 'refund' || credit.amountBani <= 0) return null;
  const original = await shareInvoice(deps, credit, orderId);
  if (!original) throw new ShareNotInvoiced(`the share ${credit.reference} of customer ${credit.customerId} has no invoice`);
  const invoice = original.document as unknown as Invoice;
  const services = invoice.lines.filter((line) => line.quantity > 0);
  const share = invoicedShare(invoice);
  const rate = services[0]?.vatRatePercent ?? 21;
  const row = await store(
    deps,
    {
      kind: 'credit_note',
      issueDate: bucharestDate(deps.now()),
      currency: 'RON',
      seller: deps.config.seller,
      buyer: invoice.buyer,
      // The share paid nothing out: it is back in the wallet as an advance (charged back, quantity -1), as a refund into the wallet's credit note.
      lines: [...services, { name: 'Avans păstrat în portofelul Curiero (partea magazinului returnată în portofel)', quantity: -1, unitCode: 'C62', unitPriceBani: share.net, vatRatePercent: rate, vatCategory: 'S' }],
      paymentMeans: 'wallet',
      paid: 0,
      credited: share,
      references: [{ id: original.code, issueDate: original.issueDate }],
      ...(invoice.demo ? { demo: true } : {}),
      ...(invoice.orderReference ? { orderReference: invoice.orderReference } : {}),
      note: `Transportul nu a fost expediat: partea dumneavoastră (${credit.reference}) a revenit în portofel și este păstrată ca avans.`,
      buyerEmail: original.buyerEmail,
      customerId: original.customerId,
      orderId: original.orderId,
    },
    { ledgerId, correctsId: original.id },
  );
  const issued = row ?? (await documentOfLedger(deps, ledgerId)) ?? null;
  if (issued) deps.log.info({ creditNote: issued.code, ledgerId, corrects: original.code }, 'wallet share credited back');
  return issued;
}
