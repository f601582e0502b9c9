// The arithmetic of an e-Factura XML, read back from the document itself (ours, from ubl-xml.ts, or
// one stored earlier): the EN 16931 rules that tie the amounts together. BR-CO-10 the lines add up
// to BT-106; BR-CO-13 BT-109 = BT-106 (we put no document-level allowances or charges); BR-CO-14
// BT-110 = the breakdown's VAT; BR-CO-15 BT-112 = BT-109 + BT-110; BR-CO-16 BT-115 = BT-112 - BT-113 + BT-114;
// BR-S-08 / BR-Z-08 / BR-E-08 / BR-AE-08 / BR-O-08 each breakdown's base is the sum of its lines;
// BR-S-09 / BR-CO-17 its VAT is base x rate rounded to the ban, exactly (VAT_TOLERANCE_BANI); BR-DEC-* / UBL-DT-01 at most two
// decimals in an amount; BR-RO-001 the CIUS-RO specification identifier. A regular-expression reading
// is enough for the flat, namespace-prefixed UBL that we write; it is not a general XML parser.
import { VAT_TOLERANCE_BANI, vatOf } from './invoice-model.ts';
import { CIUS_RO_CUSTOMIZATION_ID } from './ubl-xml.ts';

export interface XmlViolation {
  code: string;
  message: string;
}

const unescape = (text: string) =>
  text.replace(/&lt;/g, '<').replace(/&gt;/g, '>').replace(/&quot;/g, '"').replace(/&apos;/g, "'").replace(/&amp;/g, '&').trim();

/** The text of each `<tag ...>text</tag>` in a fragment, in document order. */
function values(fragment: string, tag: string): string[] {
  return [...fragment.matchAll(new RegExp(`<${tag}(?:\\s[^>]*)?>([^<]*)</${tag}>`, 'g'))].map((m) => unescape(m[1]!));
}

/** The fragments between `<tag>` and `</tag>`. */
function blocks(fragment: string, tag: string): string[] {
  return [...fragment.matchAll(new RegExp(`<${tag}(?:\\s[^>]*)?>([\\s\\S]*?)</${tag}>`, 'g'))].map((m) => m[1]!);
}

/** A decimal amount as bani ('1234.5' -> 123450), or NaN. */
function bani(text: string | undefined): number {
  if (text === undefined || !/^-?\d+(\.\d+)?$/.test(text)) return Number.NaN;
  return Math.round(Number(text) * 100);
}

const first = (fragment: string, tag: string) => bani(values(fragment, tag)[0]);
const lei = (b: number) => (Number.isNaN(b) ? '?' : (b / 100).toFixed(2));

export function checkXmlTotals(xml: string): XmlViolation[] {
  const found: XmlViolation[] = [];
  const report = (code: string, message: string) => void found.push({ code, message });
  if (values(xml, 'cbc:CustomizationID')[0] !== CIUS_RO_CUSTOMIZATION_ID) {
    report('BR-RO-001', `Identificatorul specificației (BT-24) trebuie să fie ${CIUS_RO_CUSTOMIZATION_ID}.`);
  }
  for (const match of xml.matchAll(/currencyID="[^"]*">([^<]*)</g)) {
    if (!/^-?\d+(\.\d{1,2})?$/.test(match[1]!.trim())) report('BR-DEC-RO', `Suma ${match[1]} trebuie să fie un număr cu cel mult 2 zecimale.`);
  }
  const lines = blocks(xml, 'cac:(?:InvoiceLine|CreditNoteLine)').map((line) => {
    const category = blocks(line, 'cac:ClassifiedTaxCategory')[0] ?? '';
    return { net: first(line.replace(/<cac:Item>[\s\S]*$/, ''), 'cbc:LineExtensionAmount'), category: values(category, 'cbc:ID')[0], rate: Number(values(category, 'cbc:Percent')[0] ?? 0) };
  });
  const total = blocks(xml, 'cac:LegalMonetaryTotal')[0] ?? '';
  const taxTotal = blocks(xml, 'cac:TaxTotal')[0] ?? '';
  const lineExtension = first(total, 'cbc:LineExtensionAmount');
  const taxExclusive = first(total, 'cbc:TaxExclusiveAmount');
  const taxInclusive = first(total, 'cbc:TaxInclusiveAmount');
  const prepaid = values(total, 'cbc:PrepaidAmount').length > 0 ? first(total, 'cbc:PrepaidAmount') : 0;
  const rounding = values(total, 'cbc:PayableRoundingAmount').length > 0 ? first(total, 'cbc:PayableRoundingAmount') : 0;
  const payable = first(total, 'cbc:PayableAmount');
  const subtotals = blocks(taxTotal, 'cac:TaxSubtotal');
  const tax = first(taxTotal.replace(/<cac:TaxSubtotal>[\s\S]*$/, ''), 'cbc:TaxAmount');

  const sumLines = lines.reduce((sum, line) => sum + line.net, 0);
  if (lineExtension !== sumLines) report('BR-CO-10', `Suma valorilor nete ale liniilor (BT-106: ${lei(lineExtension)}) nu este suma liniilor (${lei(sumLines)}).`);
  if (taxExclusive !== lineExtension) report('BR-CO-13', `Totalul fără TVA (BT-109: ${lei(taxExclusive)}) trebuie să fie ${lei(lineExtension)}.`);
  let sumVat = 0;
  for (const subtotal of subtotals) {
    const category = values(subtotal, 'cbc:ID')[0] ?? '?';
    const rate = Number(values(subtotal, 'cbc:Percent')[0] ?? 0);
    const taxable = first(subtotal, 'cbc:TaxableAmount');
    const vat = first(subtotal, 'cbc:TaxAmount');
    sumVat += vat;
    const base = lines.filter((line) => line.category === category && line.rate === rate).reduce((sum, line) => sum + line.net, 0);
    if (taxable !== base) report(`BR-${category}-08`, `Baza de calcul pentru ${category} ${rate}% (BT-116: ${lei(taxable)}) nu este suma liniilor (${lei(base)}).`);
    const expected = category === 'S' ? vatOf(taxable, rate) : 0;
    const off = category === 'S' ? Math.abs(vat - expected) > VAT_TOLERANCE_BANI : vat !== expected;
    if (off) report(category === 'S' ? 'BR-S-09' : `BR-${category}-09`, `TVA pentru ${category} ${rate}% (BT-117: ${lei(vat)}) trebuie să fie ${lei(expected)}.`);
  }
  for (const line of lines) {
    const covered = subtotals.some((s) => values(s, 'cbc:ID')[0] === line.category && Number(values(s, 'cbc:Percent')[0] ?? 0) === line.rate);
    if (!covered) report(`BR-${line.category}-01`, `Lipsește detalierea TVA (BG-23) pentru categoria ${line.category} ${line.rate}%.`);
  }
  if (tax !== sumVat) report('BR-CO-14', `Totalul TVA (BT-110: ${lei(tax)}) nu este suma TVA din detaliere (${lei(sumVat)}).`);
  if (taxInclusive !== taxExclusive + tax) report('BR-CO-15', `Totalul cu TVA (BT-112: ${lei(taxInclusive)}) trebuie să fie ${lei(taxExclusive + tax)}.`);
  if (payable !== taxInclusive - prepaid + rounding) report('BR-CO-16', `Suma de plată (BT-115: ${lei(payable)}) trebuie să fie ${lei(taxInclusive - prepaid + rounding)}.`);
  return [...new Map(found.map((v) => [`${v.code} ${v.message}`, v])).values()];
}
