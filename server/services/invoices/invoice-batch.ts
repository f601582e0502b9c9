// The invoice of a batch's one payment (services/batches/: purpose 'batch'), by the single order's
// rule (invoice-build.ts): one invoice for the money received, one line per order of the batch (its
// number and service; its itemised prices in the line's description), the offer's net prices with
// VAT 21% on their sum, and BT-13 the batch's number.
//   card:   the batch's buyer is its orders' billing (the batch's defaults: the same for every row);
//           paid the batch's total. Each order's VAT was rounded on its own when it was priced, the
//           invoice's once on the sum: the difference is its rounding amount (BT-114), a few bani per
//           order at most (orderCount, vat-included.ts roundingLimitOf).
//   wallet: the services and the advance's reversal (stornare avans, total 0), naming the advance
//           documents the batch's one wallet debit took its money from (advance-sources.ts), as an
//           order paid from the wallet.
// A row refused or cancelled later is given back with a credit note against this invoice (issue.ts).
import { asc, eq } from 'drizzle-orm';
import type { AppDb } from '../../db/client.ts';
import { batches, batchOrders, customers, orders, type payments } from '../../db/schema.ts';
import type { Offer } from '../../../src/shared/shipping.ts';
import type { InvoicesConfig } from './invoice-config.ts';
import { accountBuyer, DEMO_NOTE, orderBuyer, rate, type Draft, type ReversedAdvance } from './invoice-build.ts';
import { computeTotals, type InvoiceLine } from './invoice-model.ts';
import { formatLei } from './invoice-pdf-table.ts';
import { roundingLimitOf } from './vat-included.ts';

type PaymentRow = typeof payments.$inferSelect;
type OrderRow = typeof orders.$inferSelect;

/** BR-RO-L1024: an item's name has at most 100 characters; its description (BT-154) 200. */
const clip = (text: string, max: number) => (text.length > max ? `${text.slice(0, max - 1)}…` : text);

/** One line per order: its number and service; what it was priced of in the description. */
function orderLine(order: OrderRow): InvoiceLine {
  const offer = order.offer as unknown as Offer;
  const items = offer.breakdown.lines.map((l) => `${l.label} ${formatLei(l.amount)}`).join('; ');
  const description = `${order.awb ? `AWB ${order.awb}. ` : ''}${items ? `Fără TVA: ${items}` : ''}`.trim();
  return {
    name: clip(`Servicii de curierat ${offer.carrier}, ${offer.service_name} (comanda ${order.number})`, 100),
    ...(description ? { description: clip(description, 200) } : {}),
    quantity: 1,
    unitCode: 'C62',
    unitPriceBani: offer.breakdown.net_bani,
    vatRatePercent: rate(offer.breakdown.vat_rate),
    vatCategory: 'S',
  };
}

/** The batch a payment paid, or undefined. */
export async function batchOfPayment(db: AppDb, paymentId: string): Promise<typeof batches.$inferSelect | undefined> {
  const [batch] = await db.select().from(batches).where(eq(batches.paymentId, paymentId));
  return batch;
}

export async function draftForBatch(db: AppDb, config: InvoicesConfig, payment: PaymentRow, issueDate: string, advance?: ReversedAdvance): Promise<Draft | null> {
  const batch = await batchOfPayment(db, payment.id);
  if (!batch) return null;
  const rows = await db
    .select({ order: orders })
    .from(batchOrders)
    .innerJoin(orders, eq(orders.id, batchOrders.orderId))
    .where(eq(batchOrders.batchId, batch.id))
    .orderBy(asc(batchOrders.position));
  const first = rows[0]?.order;
  if (!first) return null;
  const lines = rows.map((r) => orderLine(r.order));
  const wallet = payment.method === 'wallet';
  if (wallet) {
    // The advance already invoiced at the top-ups is reversed: nothing is left to pay, nor VAT charged twice.
    const net = lines.reduce((sum, line) => sum + line.unitPriceBani, 0);
    lines.push({ name: 'Stornare avans încasat prin portofelul Curiero', quantity: -1, unitCode: 'C62', unitPriceBani: net, vatRatePercent: lines[0]!.vatRatePercent, vatCategory: 'S' });
  }
  const [account] = await db.select({ email: customers.email }).from(customers).where(eq(customers.id, batch.customerId));
  // The batch's orders share its billing (its defaults); the advance is reversed for whom it was invoiced to.
  const buyer = wallet ? (advance?.buyer ?? (await accountBuyer(db, batch.customerId)).party) : orderBuyer(first);
  const base = {
    kind: 'invoice' as const,
    issueDate,
    currency: 'RON' as const,
    seller: config.seller,
    buyer,
    lines,
    references: wallet && advance ? advance.references : [],
    orderCount: rows.length,
    ...(config.demo ? { demo: true } : {}),
  };
  const off = wallet ? 0 : payment.amountBani - computeTotals({ ...base, paid: 0, series: '', number: 0, id: '' }).taxInclusive;
  const count = `${rows.length} ${rows.length === 1 ? 'comandă' : 'comenzi'}`;
  const about = `Lotul ${batch.number} (${count}), plătit o singură dată${wallet ? ' din portofelul Curiero' : ' cu cardul'}.`;
  return {
    ...base,
    paymentMeans: wallet ? 'wallet' : 'card',
    paid: wallet ? 0 : payment.amountBani,
    ...(off !== 0 && Math.abs(off) <= roundingLimitOf(base) ? { roundingBani: off } : {}),
    orderReference: batch.number,
    note: config.demo ? `${DEMO_NOTE} ${about}` : about,
    buyerEmail: account?.email ?? null,
    customerId: batch.customerId,
    orderId: null,
  };
}
