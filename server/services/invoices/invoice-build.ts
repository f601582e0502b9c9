// What an invoice says, from what we know of a payment (invoice-model.ts's Invoice without its
// number, which issue.ts takes at the last moment): the buyer (the order's billing: a company with
// its CUI and Reg. Com., or a person; a top-up's buyer from the account's default billing address),
// the lines (the offer's itemised net prices, VAT at the offer's rate on their sum, exactly the total
// charged), and how it was paid. Wallet money is an advance: a top-up is invoiced as an advance
// (factură de avans), and an order paid from the wallet is invoiced with its services and the
// advance's reversal (stornare avans), so the VAT of the advance is not charged twice. An order paid
// by two (a return whose shop pays up to an amount: the customer's payment, and the shop's share from
// its wallet, ledger RET-<id>) is invoiced in parts: each document is for its part only, one line of
// the services at that part's net, its VAT exact (vat-included.ts).
import { and, desc, eq } from 'drizzle-orm';
import type { AppDb } from '../../db/client.ts';
import { addresses, counties, customers, localities, orders, type payments } from '../../db/schema.ts';
import type { Offer } from '../../../src/shared/shipping.ts';
import type { StoredParty } from '../orders/index.ts';
import type { InvoicesConfig } from './invoice-config.ts';
import type { Address, Invoice, InvoiceLine, InvoiceReference, Party, VatRate } from './invoice-model.ts';
import { computeTotals, VAT_RATES } from './invoice-model.ts';
import { countyCode } from './ro-address.ts';
import { streetLine } from '../../../src/shared/address-rules.ts';
import { formatRon } from '../money-format.ts';
import { MAX_ROUNDING_BANI, splitGross } from './vat-included.ts';

type PaymentRow = typeof payments.$inferSelect;
type OrderRow = typeof orders.$inferSelect;

/** An Invoice without its series and number (given when it is issued). */
export type Draft = Omit<Invoice, 'series' | 'number' | 'id'> & { buyerEmail: string | null; customerId: number | null; orderId: number | null };

export const DEMO_NOTE = 'Document demonstrativ: datele emitentului nu sunt configurate. Nu este o factură fiscală.';

export function rate(percent: number): VatRate {
  return (VAT_RATES as readonly number[]).includes(percent) ? (percent as VatRate) : 21;
}

function partyAddress(street: string, locality: string, county: string, postalCode?: string | null): Address {
  const code = countyCode(county) ?? 'RO-B';
  return { street: street || locality, city: locality, county, countyCode: code, ...(postalCode ? { postalCode } : {}), country: 'RO' };
}

export function orderBuyer(order: OrderRow): Party {
  const billing = order.billing as { type?: string; name?: string; cui?: string | null; reg_com?: string; address?: string; locality_name?: string; county_name?: string };
  const sender = order.sender as unknown as StoredParty;
  const senderStreet = streetLine({ street: sender.street_name, number: sender.street_number, details: sender.street_details });
  // The billing address's own locality when the order gave one (always for a company), else the sender's.
  const address = billing.locality_name && billing.county_name
    ? partyAddress(billing.address?.trim() || senderStreet, billing.locality_name, billing.county_name)
    : partyAddress(billing.address?.trim() || senderStreet, sender.locality_name, sender.county_name, sender.postal_code);
  if (billing.type === 'company') {
    // A CUI given with RO is a VAT payer's (normalizeCui keeps the prefix as typed).
    const cui = billing.cui ?? '';
    return { name: billing.name ?? sender.name, cui, ...(billing.reg_com ? { regCom: billing.reg_com } : {}), isCompany: true, vatPayer: /^RO/i.test(cui), address };
  }
  return { name: billing.name ?? sender.name, isCompany: false, vatPayer: false, address, ...(sender.email ? { email: sender.email } : {}) };
}

/** The offer's lines at their net prices; one line when a line is not a positive price (CIUS-RO refuses negative prices). */
function serviceLines(order: OrderRow): InvoiceLine[] {
  const offer = order.offer as unknown as Offer;
  const vat = rate(offer.breakdown.vat_rate);
  const title = `Servicii de curierat ${offer.carrier}, ${offer.service_name}${order.awb ? `, AWB ${order.awb}` : ''} (comanda ${order.number})`;
  const lines = offer.breakdown.lines;
  // BR-RO-L1024 allows 100 characters in an item's name (the title with an AWB is longer): the title is the first line's description (BT-154, 200).
  if (lines.length === 0 || lines.some((l) => !Number.isInteger(l.amount) || l.amount <= 0)) {
    return [{ name: `Servicii de curierat ${offer.carrier}, ${offer.service_name}`, description: title, quantity: 1, unitCode: 'C62', unitPriceBani: offer.breakdown.net_bani, vatRatePercent: vat, vatCategory: 'S' }];
  }
  return lines.map((line, i) => ({
    name: line.label,
    ...(i === 0 ? { description: title } : {}),
    quantity: 1,
    unitCode: 'C62',
    unitPriceBani: line.amount,
    vatRatePercent: vat,
    vatCategory: 'S' as const,
  }));
}

/**
 * Part of an order's services (`partBani`, VAT included, less than its total): one line at the part's
 * net (the whole order's lines would charge more than was paid), which says whose part it is. With
 * `reversed` the wallet's advance is reversed for the same net (total 0), as a wallet order's.
 */
function partLines(order: OrderRow, partBani: number, whose: string, reversed: boolean): { lines: InvoiceLine[]; rounding: number } {
  const offer = order.offer as unknown as Offer;
  const vat = rate(offer.breakdown.vat_rate);
  const share = splitGross(partBani, vat);
  const title = `Servicii de curierat ${offer.carrier}, ${offer.service_name}${order.awb ? `, AWB ${order.awb}` : ''} (comanda ${order.number})`;
  const description = `${title}: ${whose}, ${formatRon(partBani)} din ${formatRon(order.totalBani)}`.slice(0, 200);
  const lines: InvoiceLine[] = [{ name: `Servicii de curierat ${offer.carrier}, ${offer.service_name}`.slice(0, 100), description, quantity: 1, unitCode: 'C62', unitPriceBani: share.net, vatRatePercent: vat, vatCategory: 'S' }];
  if (reversed) lines.push({ name: 'Stornare avans încasat prin portofelul Curiero', quantity: -1, unitCode: 'C62', unitPriceBani: share.net, vatRatePercent: vat, vatCategory: 'S' });
  return { lines, rounding: reversed ? 0 : share.rounding };
}

/** The customer's default (else newest) address of a kind in the address book, with its locality's names. */
async function bookAddress(db: AppDb, customerId: number, kind: 'billing' | 'shipping') {
  const [found] = await db
    .select({ a: addresses, localityName: localities.name, countyName: counties.name })
    .from(addresses)
    .innerJoin(localities, eq(localities.siruta, addresses.localityId))
    .innerJoin(counties, and(eq(counties.countryCode, localities.countryCode), eq(counties.countyCode, localities.countyCode)))
    .where(and(eq(addresses.customerId, customerId), eq(addresses.kind, kind)))
    .orderBy(desc(addresses.isDefault), desc(addresses.id))
    .limit(1);
  return found;
}

type BookAddress = NonNullable<Awaited<ReturnType<typeof bookAddress>>>;

function bookPartyAddress({ a, localityName, countyName }: BookAddress): Address {
  return partyAddress(streetLine({ street: a.streetName, number: a.streetNo, details: a.streetDetails }), localityName, countyName, a.zipcode);
}

/**
 * A top-up's buyer: the account's billing address; else the billing of its last order; else its own
 * (sender) address from the address book, as a person; else nothing known: no invoice (BuyerUnknown).
 */
export async function accountBuyer(db: AppDb, customerId: number): Promise<{ party: Party; email: string }> {
  const [account] = await db.select({ email: customers.email, name: customers.name }).from(customers).where(eq(customers.id, customerId));
  const book = await bookAddress(db, customerId, 'billing');
  const [lastOrder] = book ? [] : await db.select().from(orders).where(eq(orders.customerId, customerId)).orderBy(desc(orders.id)).limit(1);
  const own = book || lastOrder ? undefined : await bookAddress(db, customerId, 'shipping');
  if (own) return { party: { name: account?.name || own.a.contact, isCompany: false, vatPayer: false, address: bookPartyAddress(own) }, email: account?.email ?? '' };
  if (book) {
    const a = book.a;
    const company = a.addressType === 'business' && a.company;
    const address = bookPartyAddress(book);
    const party: Party = company
      ? { name: a.company, cui: a.vatNo, ...(a.regCom ? { regCom: a.regCom } : {}), isCompany: true, vatPayer: a.vatPayer, address }
      : { name: a.contact || account?.name || '', isCompany: false, vatPayer: false, address };
    return { party, email: account?.email ?? '' };
  }
  if (lastOrder) return { party: orderBuyer(lastOrder), email: account?.email ?? '' };
  // Nothing known of where the buyer lives: no invoice is made up (the top-up asks for a billing address
  // first, wallet.ts): the job fails, is retried, and shows as not issued until the address is given.
  throw new BuyerUnknown(`customer ${customerId} has no billing address, order nor own address to invoice a top-up to`);
}

export class BuyerUnknown extends Error {
  override name = 'BuyerUnknown';
}

/**
 * What a wallet order's invoice reverses: the advance documents its money came from (BT-25, BT-26,
 * advance-sources.ts) and their buyer, the account that paid the advance.
 */
export interface ReversedAdvance {
  references: InvoiceReference[];
  buyer?: Party;
}

export async function draftForPayment(db: AppDb, config: InvoicesConfig, payment: PaymentRow, issueDate: string, advance?: ReversedAdvance): Promise<Draft | null> {
  const base = { kind: 'invoice' as const, issueDate, currency: 'RON' as const, seller: config.seller, references: [], ...(config.demo ? { note: DEMO_NOTE, demo: true } : {}) };
  if (payment.purpose === 'top_up') {
    if (payment.customerId === null) return null;
    const buyer = await accountBuyer(db, payment.customerId);
    // The advance with VAT included: its net, its VAT exact on that net, and the ban left over if any (vat-included.ts).
    const share = splitGross(payment.amountBani, 21);
    return {
      ...base,
      buyer: buyer.party,
      lines: [{ name: 'Avans pentru servicii de curierat (alimentare portofel Curiero)', quantity: 1, unitCode: 'C62', unitPriceBani: share.net, vatRatePercent: 21, vatCategory: 'S' }],
      paymentMeans: 'card',
      paid: payment.amountBani,
      ...(share.rounding ? { roundingBani: share.rounding } : {}),
      buyerEmail: buyer.email,
      customerId: payment.customerId,
      orderId: null,
    };
  }
  const [order] = await db.select().from(orders).where(eq(orders.id, payment.orderId ?? 0));
  if (!order) return null;
  const [account] = order.customerId ? await db.select({ email: customers.email }).from(customers).where(eq(customers.id, order.customerId)) : [];
  const offer = order.offer as unknown as Offer;
  const wallet = payment.method === 'wallet';
  // Paid in part: another paid the rest (the shop's share of a return's transport) and has its own document.
  const part = payment.amountBani < order.totalBani ? partLines(order, payment.amountBani, 'partea achitată de client', wallet) : null;
  const lines = part?.lines ?? serviceLines(order);
  if (wallet && !part) {
    // The advance already invoiced at the top-up is reversed: nothing is left to pay, nor VAT charged twice.
    lines.push({ name: 'Stornare avans încasat prin portofelul Curiero', quantity: -1, unitCode: 'C62', unitPriceBani: offer.breakdown.net_bani, vatRatePercent: rate(offer.breakdown.vat_rate), vatCategory: 'S' });
  }
  // A card payment of a price whose VAT was not computed on its net (a carrier's own price) differs by a ban at most: the rounding amount.
  const off = wallet ? 0 : payment.amountBani - computeTotals({ ...base, buyer: orderBuyer(order), lines, paid: 0, series: '', number: 0, id: '' }).taxInclusive;
  // The advance is reversed for whom it was invoiced to (the account's billing details), whoever sent the parcel.
  const buyer = wallet ? (advance?.buyer ?? (order.customerId ? (await accountBuyer(db, order.customerId)).party : orderBuyer(order))) : orderBuyer(order);
  return {
    ...base,
    ...(wallet && advance ? { references: advance.references } : {}),
    buyer,
    lines,
    paymentMeans: wallet ? 'wallet' : 'card',
    paid: wallet ? 0 : payment.amountBani,
    ...(off !== 0 && Math.abs(off) <= MAX_ROUNDING_BANI ? { roundingBani: off } : {}),
    orderReference: order.number,
    ...(part ? { note: partNote(payment.amountBani, order, base.note) } : {}),
    buyerEmail: order.guestEmail ?? account?.email ?? null,
    customerId: order.customerId,
    orderId: order.id,
  };
}

function partNote(partBani: number, order: OrderRow, note: string | undefined): string {
  const own = `Factura cuprinde doar partea achitată de dumneavoastră: ${formatRon(partBani)} din ${formatRon(order.totalBani)}, prețul comenzii ${order.number}. Restul a fost plătit de magazin și este facturat acestuia.`;
  return note ? `${own} ${note}` : own;
}

/** A wallet movement that paid part of an order without a payment of its own (the shop's share of a return's transport). */
export interface WalletShare {
  ledgerId: number;
  customerId: number;
  /** What the movement took, positive. */
  amountBani: number;
  reference: string;
}

/**
 * The invoice of a wallet share: its part of the order's services and the advance's reversal (total 0,
 * as a wallet order's), addressed to the account that paid the advance.
 */
export async function draftForWalletShare(db: AppDb, config: InvoicesConfig, share: WalletShare, orderId: number, issueDate: string, advance?: ReversedAdvance): Promise<Draft | null> {
  const [order] = await db.select().from(orders).where(eq(orders.id, orderId));
  if (!order) return null;
  const [account] = await db.select({ email: customers.email }).from(customers).where(eq(customers.id, share.customerId));
  const { lines } = partLines(order, share.amountBani, `partea plătită de magazin din portofel (${share.reference})`, true);
  const buyer = advance?.buyer ?? (await accountBuyer(db, share.customerId)).party;
  const own = `Partea dumneavoastră din transportul comenzii ${order.number} (${share.reference}): ${formatRon(share.amountBani)} din ${formatRon(order.totalBani)}, plătită din portofel. Restul este plătit și facturat clientului.`;
  return {
    kind: 'invoice',
    issueDate,
    currency: 'RON',
    seller: config.seller,
    references: advance?.references ?? [],
    buyer,
    lines,
    paymentMeans: 'wallet',
    paid: 0,
    orderReference: order.number,
    note: config.demo ? `${own} ${DEMO_NOTE}` : own,
    ...(config.demo ? { demo: true } : {}),
    buyerEmail: account?.email ?? null,
    customerId: share.customerId,
    orderId: order.id,
  };
}
