// The invoice as the documents see it (the UBL e-Factura XML, the PDF, the CIUS-RO checks): a plain
// value with no database behind it, amounts in integer bani. computeTotals() is the one place the
// money is added up, the way EN 16931 does it: each line's net amount rounded to the ban, then one
// VAT breakdown per (category, rate) whose VAT is the group's taxable amount times the rate, rounded
// half-up to the ban (BR-CO-17, BR-S-09), never a sum of per-line VAT amounts.
//
// Credit notes ('FACTURĂ STORNO') carry POSITIVE quantities and amounts: the document is a UBL
// CreditNote (type code 381), whose type already says the amounts are owed back to the buyer. That is
// how EN 16931 binds a credit note to UBL and how ANAF's own CreditNote example is written (positive
// CreditedQuantity and amounts); CIUS-RO also rejects a negative item price (BR-27, enforced again in
// schematron 1.0.9). A storno issued as an Invoice (380) would need negative quantities instead:
// we never do that. The one negative quantity on a credit note charges something back (quantity -1:
// the advance a refund into the wallet leaves with us, issue.ts), as an invoice's -1 reverses an
// advance; a credit note's total is never negative (ciusro-checks.ts).

export type InvoiceKind = 'invoice' | 'credit_note';
/** UNCL 5305 VAT categories we issue: S standard, Z zero rated, E exempt, O not subject to VAT, AE reverse charge. */
export type VatCategory = 'S' | 'Z' | 'E' | 'O' | 'AE';
/** Romanian VAT rates: 21% standard since 1 Aug 2025 (19% before), 11% reduced (9% and 5% before), 0%. */
export const VAT_RATES = [21, 19, 11, 9, 5, 0] as const;
export type VatRate = (typeof VAT_RATES)[number];
export type PaymentMethod = 'card' | 'wallet' | 'transfer';

/**
 * UNTDID 4461 payment means code (BT-81) for each way we are paid: 48 bank card, 30 credit transfer
 * (needs the seller's IBAN, BR-61); the prepaid Curiero wallet has no code of its own, so it is 'ZZZ'
 * (mutually defined) with the name 'Portofel Curiero' (BT-82).
 */
export const PAYMENT_MEANS: Readonly<Record<PaymentMethod, { code: string; name?: string }>> = {
  card: { code: '48' },
  transfer: { code: '30' },
  wallet: { code: 'ZZZ', name: 'Portofel Curiero' },
};

export interface Address {
  street: string;
  /** The locality; in Bucharest 'București' (the sector from `sector` or a 'Sector 3' in city or street). */
  city: string;
  /** The county's name ('Cluj', 'București') and its ISO 3166-2:RO code ('RO-CJ', 'RO-B'). */
  county: string;
  countyCode: string;
  /** Bucharest only: the sector, 1-6. */
  sector?: number;
  postalCode?: string;
  country: 'RO';
}

export interface Party {
  name: string;
  /** CUI / CIF, with or without 'RO' ('RO' is added for a VAT payer); a person's CNP, if they gave one. */
  cui?: string;
  /** Trade register number, e.g. 'J40/1234/2020' (or the EUID). */
  regCom?: string;
  isCompany: boolean;
  vatPayer: boolean;
  address: Address;
  email?: string;
  phone?: string;
  iban?: string;
  bank?: string;
}

export interface InvoiceLine {
  name: string;
  /** Up to 3 decimals, not 0; positive on a credit note but for an advance charged back (see above). */
  quantity: number;
  /** UN/ECE Recommendation 20: 'C62' one (unit), 'H87' piece, 'E48' service unit, 'KGM' kilogram. */
  unitCode: string;
  /** Net unit price, without VAT. */
  unitPriceBani: number;
  vatRatePercent: VatRate;
  vatCategory: VatCategory;
  description?: string;
  /** BT-120 / BT-121, required for E (and given by default for AE and O). */
  exemptionReason?: string;
  exemptionReasonCode?: string;
}

export interface InvoiceReference {
  /** The corrected invoice's number (BT-25) and issue date (BT-26, YYYY-MM-DD). */
  id: string;
  issueDate: string;
}

export interface Invoice {
  kind: InvoiceKind;
  series: string;
  number: number;
  /** Series and zero-padded number, e.g. 'CUR2026-000123' (BT-1). */
  id: string;
  /** YYYY-MM-DD, Bucharest time. */
  issueDate: string;
  dueDate?: string;
  currency: 'RON';
  seller: Party;
  buyer: Party;
  lines: InvoiceLine[];
  note?: string;
  /** BT-20, e.g. 'Se restituie pe card în 5 zile lucrătoare'; needed when something is left to pay and there is no due date. */
  paymentTerms?: string;
  paymentMeans?: PaymentMethod;
  /** Bani already paid (BT-113); for a credit note, already refunded. */
  paid: number;
  /**
   * BT-114, the rounding amount: what the money that moved differs from the total with VAT by (one ban
   * either way on an invoice, a few at most on a credit note of part of a payment: vat-included.ts), so
   * the document adds up to exactly the amount paid or refunded while its VAT is exactly its net x rate.
   */
  roundingBani?: number;
  /** Documents issued before the rounding rule only: their VAT was the gross less the net (read back as issued). */
  grossBani?: number;
  /**
   * A credit note's share of the invoice it corrects (vat-included.ts creditShare): the net, VAT and
   * rounding it reverses. A refund into the wallet reverses services it keeps as an advance (total 0),
   * so this is the only place its share is written.
   */
  credited?: { net: number; vat: number; rounding: number };
  /** A demonstration document (no seller configured): its PDF is marked DEMO all over and claims nothing of a real invoice. */
  demo?: boolean;
  /** For a credit note, the invoice(s) it corrects (BG-3). */
  references: InvoiceReference[];
  /** BT-13: the order's number, or a batch's (LOT-…) on the invoice of a batch paid at once. */
  orderReference?: string;
  /**
   * An invoice of several orders paid at once (a batch, invoice-batch.ts), and its credit notes: how
   * many. Each order's VAT was rounded to the ban on its own when it was priced, the document's once on
   * the sum, so the money paid may differ from the document's total by more than one order's rounding:
   * its rounding amount (BT-114) may be MAX_ROUNDING_BANI per order (vat-included.ts roundingLimitOf).
   */
  orderCount?: number;
}

export interface VatBreakdown {
  category: VatCategory;
  ratePercent: number;
  taxableBani: number;
  vatBani: number;
  exemptionReason?: string;
  exemptionReasonCode?: string;
}

export interface InvoiceTotals {
  /** Each line's net amount (BT-131), in the order of the lines. */
  lineNets: number[];
  vat: VatBreakdown[];
  /** BT-106, BT-109, BT-110, BT-112, BT-113, BT-115. */
  lineExtension: number;
  taxExclusive: number;
  tax: number;
  taxInclusive: number;
  prepaid: number;
  /** BT-114 (0 when there is none). */
  rounding: number;
  payable: number;
}

/** Default exemption reasons (CEF VATEX codes) where the category alone says why. */
export const DEFAULT_EXEMPTION: Partial<Record<VatCategory, { code: string; text: string }>> = {
  AE: { code: 'VATEX-EU-AE', text: 'Taxare inversă' },
  O: { code: 'VATEX-EU-O', text: 'Operațiune neimpozabilă în România' },
};

/** n / d rounded half away from zero, for integers (half-up on the absolute value, as for money). */
export function roundDiv(n: number, d: number): number {
  const q = Math.floor((2 * Math.abs(n) + d) / (2 * d));
  return n < 0 ? -q : q;
}

/** quantity x unit price rounded to the ban; the quantity counted in thousandths, so 0.1 x 3 is exact. */
export function lineNet(line: Pick<InvoiceLine, 'quantity' | 'unitPriceBani'>): number {
  return roundDiv(Math.round(line.quantity * 1000) * line.unitPriceBani, 1000);
}

/**
 * How far a VAT category's tax amount may be from its taxable amount x rate (BR-S-09, BR-CO-17): none.
 * An amount set with VAT included gets a rounding amount (BT-114) instead (vat-included.ts).
 */
export const VAT_TOLERANCE_BANI = 0;

/** The net of an amount with VAT included at `ratePercent`, rounded half-up to the ban (its VAT is the rest). */
export function netOfGross(grossBani: number, ratePercent: number): number {
  return roundDiv(grossBani * 100, 100 + ratePercent);
}

/** VAT of a taxable amount at a whole-number rate, rounded half-up to the ban. */
export function vatOf(taxableBani: number, ratePercent: number): number {
  return roundDiv(taxableBani * ratePercent, 100);
}

const CATEGORY_ORDER: readonly VatCategory[] = ['S', 'Z', 'E', 'AE', 'O'];

export function computeTotals(invoice: Invoice): InvoiceTotals {
  const lineNets = invoice.lines.map(lineNet);
  const groups = new Map<string, VatBreakdown>();
  invoice.lines.forEach((line, i) => {
    const key = `${line.vatCategory}:${line.vatRatePercent}`;
    const group = groups.get(key);
    if (group) {
      group.taxableBani += lineNets[i]!;
      return;
    }
    const fallback = DEFAULT_EXEMPTION[line.vatCategory];
    const exempt = line.vatCategory === 'E' || line.vatCategory === 'AE' || line.vatCategory === 'O';
    groups.set(key, {
      category: line.vatCategory,
      ratePercent: line.vatRatePercent,
      taxableBani: lineNets[i]!,
      vatBani: 0,
      ...(exempt && (line.exemptionReason ?? fallback?.text) ? { exemptionReason: line.exemptionReason ?? fallback?.text } : {}),
      ...(exempt && (line.exemptionReasonCode ?? fallback?.code) ? { exemptionReasonCode: line.exemptionReasonCode ?? fallback?.code } : {}),
    });
  });
  const vat = [...groups.values()].sort(
    (a, b) => CATEGORY_ORDER.indexOf(a.category) - CATEGORY_ORDER.indexOf(b.category) || b.ratePercent - a.ratePercent,
  );
  for (const group of vat) group.vatBani = group.category === 'S' ? vatOf(group.taxableBani, group.ratePercent) : 0;
  const only = vat.length === 1 ? vat[0]! : undefined;
  // A document issued before the rounding rule, read back as it was issued (its VAT the gross less the net).
  if (invoice.grossBani !== undefined && only?.category === 'S' && Math.abs(invoice.grossBani - only.taxableBani - only.vatBani) <= 1) {
    only.vatBani = invoice.grossBani - only.taxableBani;
  }
  const lineExtension = lineNets.reduce((sum, net) => sum + net, 0);
  const tax = vat.reduce((sum, group) => sum + group.vatBani, 0);
  const taxInclusive = lineExtension + tax;
  const rounding = invoice.roundingBani ?? 0;
  return { lineNets, vat, lineExtension, taxExclusive: lineExtension, tax, taxInclusive, prepaid: invoice.paid, rounding, payable: taxInclusive - invoice.paid + rounding };
}

/** The CUI's digits, without 'RO' and spaces ('RO 123' -> '123'), or '' when there is none. */
export function cuiDigits(cui: string | undefined): string {
  return (cui ?? '').replace(/\s/g, '').toUpperCase().replace(/^RO/, '');
}

/** BT-31 / BT-48: a VAT payer's VAT identifier, 'RO' + CUI; undefined for everyone else. */
export function vatIdentifier(party: Party): string | undefined {
  const digits = cuiDigits(party.cui);
  return party.vatPayer && digits ? `RO${digits}` : undefined;
}

/** The document number without the series: 'CUR2026-000123' -> '000123' (the padded number as printed). */
export function numberPart(invoice: Pick<Invoice, 'id' | 'series' | 'number'>): string {
  return invoice.id.startsWith(invoice.series) ? invoice.id.slice(invoice.series.length).replace(/^[-/ ]+/, '') : String(invoice.number);
}
