// The invoice as the XML that RO e-Factura takes: UBL 2.1 Invoice (type 380) or CreditNote (381) in
// the EN 16931 core, CIUS-RO 1.0.1 (CustomizationID below, rule BR-RO-001). Element order is the UBL
// 2.1 schema's (the tests validate against the OASIS XSD). What CIUS-RO adds over EN 16931 and is
// applied here: addresses with StreetName and CityName (BR-RO-080/090), CountrySubentity as the
// ISO 3166-2:RO code and, in Bucharest, CityName 'SECTOR1'..'SECTOR6' (BR-RO-100/110); the buyer
// identified by CUI or, for a person who gave none, thirteen zeros (BR-RO-120); amounts with at most
// 2 decimals (BR-DEC-RO). Text is escaped and written as UTF-8, so ă â î ș ț stay as they are.
import {
  computeTotals,
  cuiDigits,
  PAYMENT_MEANS,
  vatIdentifier,
  type Address,
  type Invoice,
  type InvoiceTotals,
  type Party,
} from './invoice-model.ts';
import { ublCityName } from './ro-address.ts';

export const CIUS_RO_CUSTOMIZATION_ID = 'urn:cen.eu:en16931:2017#compliant#urn:efactura.mfinante.ro:CIUS-RO:1.0.1';
/** BT-47 for a natural person who did not give a CNP (OUG 69/2024: thirteen zeros). */
export const ANONYMOUS_PERSON_ID = '0000000000000';

const NS = {
  invoice: 'urn:oasis:names:specification:ubl:schema:xsd:Invoice-2',
  creditNote: 'urn:oasis:names:specification:ubl:schema:xsd:CreditNote-2',
  cac: 'urn:oasis:names:specification:ubl:schema:xsd:CommonAggregateComponents-2',
  cbc: 'urn:oasis:names:specification:ubl:schema:xsd:CommonBasicComponents-2',
};

type Lines = string[];

/** XML text: the five escapes, and characters XML 1.0 cannot carry (controls, lone surrogates) dropped. */
export function escapeXml(text: string): string {
  return text
    .replace(/[^\t\n\r\u0020-\uD7FF\uE000-\uFFFD\u{10000}-\u{10FFFF}]/gu, '')
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&apos;');
}

function leaf(name: string, value: string | undefined | null, attrs: Record<string, string> = {}): Lines {
  if (value === undefined || value === null || value.trim() === '') return [];
  const attributes = Object.entries(attrs).map(([k, v]) => ` ${k}="${escapeXml(v)}"`).join('');
  return [`<${name}${attributes}>${escapeXml(value.trim())}</${name}>`];
}

function node(name: string, ...children: Lines[]): Lines {
  const inner = children.flat();
  return inner.length === 0 ? [] : [`<${name}>`, ...inner.map((line) => `  ${line}`), `</${name}>`];
}

/** Bani as a decimal amount with two decimals: 123456 -> '1234.56', -5 -> '-0.05'. */
export function amount(bani: number): string {
  const abs = Math.abs(bani);
  return `${bani < 0 ? '-' : ''}${Math.floor(abs / 100)}.${String(abs % 100).padStart(2, '0')}`;
}

const money = (name: string, bani: number) => leaf(name, amount(bani), { currencyID: 'RON' });
const quantity = (q: number) => String(Math.round(q * 1000) / 1000);

function postalAddress(address: Address): Lines {
  return node(
    'cac:PostalAddress',
    leaf('cbc:StreetName', address.street),
    leaf('cbc:CityName', ublCityName(address)),
    leaf('cbc:PostalZone', address.postalCode),
    leaf('cbc:CountrySubentity', address.countyCode),
    node('cac:Country', leaf('cbc:IdentificationCode', address.country)),
  );
}

function party(p: Party, role: 'seller' | 'buyer'): Lines {
  const vatId = vatIdentifier(p);
  const digits = cuiDigits(p.cui);
  // BT-30 / BT-47: the CUI for a company; for a person the CNP they gave, else thirteen zeros.
  const legalId = p.isCompany ? digits : role === 'buyer' ? digits || ANONYMOUS_PERSON_ID : digits;
  return node(
    'cac:Party',
    postalAddress(p.address),
    vatId ? node('cac:PartyTaxScheme', leaf('cbc:CompanyID', vatId), node('cac:TaxScheme', leaf('cbc:ID', 'VAT'))) : [],
    node(
      'cac:PartyLegalEntity',
      leaf('cbc:RegistrationName', p.name),
      leaf('cbc:CompanyID', legalId),
      // BT-33, the seller's additional legal information: the trade register number.
      role === 'seller' ? leaf('cbc:CompanyLegalForm', p.regCom) : [],
    ),
    role === 'seller' ? node('cac:Contact', leaf('cbc:Telephone', p.phone), leaf('cbc:ElectronicMail', p.email)) : [],
  );
}

/** BT-84: the account paid into: the seller's for an invoice, the buyer's for a credit note's refund. */
export function payeeIban(invoice: Invoice): string | undefined {
  return (invoice.kind === 'credit_note' ? invoice.buyer.iban : invoice.seller.iban)?.replace(/\s/g, '') || undefined;
}

function paymentMeans(invoice: Invoice): Lines {
  if (!invoice.paymentMeans) return [];
  const means = PAYMENT_MEANS[invoice.paymentMeans];
  return node(
    'cac:PaymentMeans',
    leaf('cbc:PaymentMeansCode', means.code, means.name ? { name: means.name } : {}),
    // A CreditNote has no DueDate of its own: BT-9 is the payment means' due date there.
    invoice.kind === 'credit_note' ? leaf('cbc:PaymentDueDate', invoice.dueDate) : [],
    invoice.paymentMeans === 'transfer' ? node('cac:PayeeFinancialAccount', leaf('cbc:ID', payeeIban(invoice))) : [],
  );
}

function taxTotal(totals: InvoiceTotals): Lines {
  const subtotals = totals.vat.map((group) =>
    node(
      'cac:TaxSubtotal',
      money('cbc:TaxableAmount', group.taxableBani),
      money('cbc:TaxAmount', group.vatBani),
      node(
        'cac:TaxCategory',
        leaf('cbc:ID', group.category),
        group.category === 'O' ? [] : leaf('cbc:Percent', group.ratePercent.toFixed(2)), // BR-O-05: no rate for O
        leaf('cbc:TaxExemptionReasonCode', group.exemptionReasonCode),
        leaf('cbc:TaxExemptionReason', group.exemptionReason),
        node('cac:TaxScheme', leaf('cbc:ID', 'VAT')),
      ),
    ),
  );
  return node('cac:TaxTotal', money('cbc:TaxAmount', totals.tax), ...subtotals);
}

function monetaryTotal(totals: InvoiceTotals): Lines {
  return node(
    'cac:LegalMonetaryTotal',
    money('cbc:LineExtensionAmount', totals.lineExtension),
    money('cbc:TaxExclusiveAmount', totals.taxExclusive),
    money('cbc:TaxInclusiveAmount', totals.taxInclusive),
    totals.prepaid !== 0 ? money('cbc:PrepaidAmount', totals.prepaid) : [],
    totals.rounding !== 0 ? money('cbc:PayableRoundingAmount', totals.rounding) : [],
    money('cbc:PayableAmount', totals.payable),
  );
}

function lines(invoice: Invoice, totals: InvoiceTotals): Lines[] {
  const credit = invoice.kind === 'credit_note';
  return invoice.lines.map((line, i) =>
    node(
      credit ? 'cac:CreditNoteLine' : 'cac:InvoiceLine',
      leaf('cbc:ID', String(i + 1)),
      leaf(credit ? 'cbc:CreditedQuantity' : 'cbc:InvoicedQuantity', quantity(line.quantity), { unitCode: line.unitCode }),
      money('cbc:LineExtensionAmount', totals.lineNets[i]!),
      node(
        'cac:Item',
        leaf('cbc:Description', line.description),
        leaf('cbc:Name', line.name),
        node(
          'cac:ClassifiedTaxCategory',
          leaf('cbc:ID', line.vatCategory),
          line.vatCategory === 'O' ? [] : leaf('cbc:Percent', line.vatRatePercent.toFixed(2)),
          node('cac:TaxScheme', leaf('cbc:ID', 'VAT')),
        ),
      ),
      node('cac:Price', money('cbc:PriceAmount', line.unitPriceBani)),
    ),
  );
}

/** The UBL 2.1 XML of an invoice or credit note, ready for RO e-Factura (UTF-8, with its declaration). */
export function invoiceXml(invoice: Invoice): string {
  const totals = computeTotals(invoice);
  const credit = invoice.kind === 'credit_note';
  const root = credit ? 'CreditNote' : 'Invoice';
  const body: Lines = [
    ...leaf('cbc:CustomizationID', CIUS_RO_CUSTOMIZATION_ID),
    ...leaf('cbc:ID', invoice.id),
    ...leaf('cbc:IssueDate', invoice.issueDate),
    ...(credit ? [] : leaf('cbc:DueDate', invoice.dueDate)),
    ...leaf(credit ? 'cbc:CreditNoteTypeCode' : 'cbc:InvoiceTypeCode', credit ? '381' : '380'),
    ...leaf('cbc:Note', invoice.note),
    ...leaf('cbc:DocumentCurrencyCode', invoice.currency),
    ...node('cac:OrderReference', leaf('cbc:ID', invoice.orderReference)),
    ...invoice.references.flatMap((ref) =>
      node('cac:BillingReference', node('cac:InvoiceDocumentReference', leaf('cbc:ID', ref.id), leaf('cbc:IssueDate', ref.issueDate))),
    ),
    ...node('cac:AccountingSupplierParty', party(invoice.seller, 'seller')),
    ...node('cac:AccountingCustomerParty', party(invoice.buyer, 'buyer')),
    ...paymentMeans(invoice),
    ...node('cac:PaymentTerms', leaf('cbc:Note', invoice.paymentTerms)),
    ...taxTotal(totals),
    ...monetaryTotal(totals),
    ...lines(invoice, totals).flat(),
  ];
  const namespaces = `xmlns="${credit ? NS.creditNote : NS.invoice}" xmlns:cac="${NS.cac}" xmlns:cbc="${NS.cbc}"`;
  return ['<?xml version="1.0" encoding="UTF-8"?>', `<${root} ${namespaces}>`, ...body.map((l) => `  ${l}`), `</${root}>`, ''].join('\n');
}
