// Invoice documents, no database: the totals (exact bani, VAT per breakdown rounded half-up), the
// UBL 2.1 / CIUS-RO XML validated against the OASIS UBL 2.1 schemas (tests/fixtures/ubl-2.1, with
// xmllint-wasm), the CIUS-RO checks (clean for good invoices, each rule firing on a broken one), and
// the PDF read back with unpdf (title, series and number, diacritics, totals in Romanian).
import { readdirSync, readFileSync } from 'node:fs';
import { extractText } from 'unpdf';
import { describe, expect, it } from 'vitest';
import { validateXML } from 'xmllint-wasm';
import { checkInvoice } from '../../server/services/invoices/ciusro-checks.ts';
import { computeTotals, type Invoice, type InvoiceLine, type Party } from '../../server/services/invoices/invoice-model.ts';
import { invoicePdf } from '../../server/services/invoices/invoice-pdf.ts';
import { CIUS_RO_CUSTOMIZATION_ID, invoiceXml } from '../../server/services/invoices/ubl-xml.ts';
import { splitGross } from '../../server/services/invoices/vat-included.ts';

const XSD = new URL('../fixtures/ubl-2.1/', import.meta.url);
const schemaFile = (path: string) => ({ fileName: path, contents: readFileSync(new URL(path, XSD), 'utf8') });
const COMMON = readdirSync(new URL('common/', XSD)).map((name) => schemaFile(`common/${name}`));

async function xsdErrors(xml: string): Promise<string[]> {
  const root = xml.includes('<CreditNote ') ? 'UBL-CreditNote-2.1.xsd' : 'UBL-Invoice-2.1.xsd';
  const result = await validateXML({
    xml: [{ fileName: 'document.xml', contents: xml }],
    schema: [schemaFile(`maindoc/${root}`)],
    preload: COMMON,
    maxMemoryPages: 4096,
  });
  return result.valid ? [] : result.errors.map((e) => e.message);
}

const pdfText = async (pdf: Buffer) => (await extractText(new Uint8Array(pdf), { mergePages: true })).text;
const codes = (invoice: Invoice, xml?: string) => checkInvoice(invoice, xml).map((v) => v.code);

const SELLER: Party = {
  name: 'Curiero Logistică S.R.L.', cui: 'RO12345674', regCom: 'J12/3456/2024', isCompany: true, vatPayer: true,
  address: { street: 'Str. Memorandumului nr. 28', city: 'Cluj-Napoca', county: 'Cluj', countyCode: 'RO-CJ', postalCode: '400114', country: 'RO' },
  email: 'facturi@curiero.ro', phone: '0264 123 456', iban: 'RO49AAAA1B31007593840000', bank: 'Banca Transilvania',
};
const PERSON: Party = {
  name: 'Ștefan Țăranu-Îndrăgitu', isCompany: false, vatPayer: false,
  address: { street: 'Str. Ștefan cel Mare nr. 3, ap. 4', city: 'Iași', county: 'Iași', countyCode: 'RO-IS', postalCode: '700028', country: 'RO' },
};
const COMPANY_CLUJ: Party = {
  name: 'Ardeleana Expediții & Co S.R.L.', cui: 'RO38000008', regCom: 'J12/789/2019', isCompany: true, vatPayer: true,
  address: { street: 'Calea Dorobanților nr. 14', city: 'Cluj-Napoca', county: 'Cluj', countyCode: 'RO-CJ', postalCode: '400117', country: 'RO' },
};
const BUCHAREST_SHOP: Party = {
  name: 'Magazinul Brădet S.R.L.', cui: '44556670', isCompany: true, vatPayer: false,
  address: { street: 'Bd. Unirii nr. 5', city: 'București', sector: 3, county: 'București', countyCode: 'RO-B', country: 'RO' },
};
const shipping = (over: Partial<InvoiceLine> = {}): InvoiceLine => ({
  name: 'Transport colet Sameday, Cluj-Napoca → Iași', quantity: 1, unitCode: 'C62', unitPriceBani: 1999, vatRatePercent: 21, vatCategory: 'S', ...over,
});
function invoice(over: Partial<Invoice> = {}): Invoice {
  return {
    kind: 'invoice', series: 'CUR2026', number: 123, id: 'CUR2026-000123', issueDate: '2026-03-15', dueDate: '2026-03-15', currency: 'RON',
    seller: SELLER, buyer: PERSON, lines: [shipping({ quantity: 2 })], paymentMeans: 'card', paid: 4838, references: [], ...over,
  };
}
/** 21% lines and an exempt one, above 1.000 lei: 2 x 19,99 + 1.234,56 (scutit). */
const MIXED = invoice({
  buyer: COMPANY_CLUJ, paymentMeans: 'transfer', paid: 0, dueDate: '2026-03-30', orderReference: 'CMD-2026-000045', note: 'Plata în 15 zile.',
  lines: [
    shipping({ quantity: 2 }),
    shipping({ name: 'Transport internațional colet, Cluj-Napoca → Viena', unitPriceBani: 123456, vatRatePercent: 0, vatCategory: 'E', exemptionReason: 'Scutit cu drept de deducere, art. 294 Cod fiscal' }),
  ],
});
const CREDIT = invoice({
  kind: 'credit_note', number: 140, id: 'CUR2026-000140', issueDate: '2026-03-20', dueDate: undefined, buyer: COMPANY_CLUJ,
  lines: [shipping({ name: 'Restituire parțială: transport neefectuat', unitPriceBani: 1500 })], paid: 1815,
  references: [{ id: 'CUR2026-000123', issueDate: '2026-03-15' }],
});
const ADVANCE = invoice({ lines: [shipping({ name: 'Avans', unitPriceBani: 826 })], roundingBani: 1, paid: 1000 });
const GOOD: Record<string, Invoice> = { person: invoice(), mixed: MIXED, bucharest: invoice({ buyer: BUCHAREST_SHOP, paid: 4838 }), credit: CREDIT, rounded: ADVANCE };

describe('computeTotals', () => {
  it('adds lines, groups VAT per category and rate, subtracts what was paid', () => {
    expect(computeTotals(MIXED)).toEqual({
      lineNets: [3998, 123456],
      vat: [
        { category: 'S', ratePercent: 21, taxableBani: 3998, vatBani: 840 },
        { category: 'E', ratePercent: 0, taxableBani: 123456, vatBani: 0, exemptionReason: 'Scutit cu drept de deducere, art. 294 Cod fiscal' },
      ],
      lineExtension: 127454, taxExclusive: 127454, tax: 840, taxInclusive: 128294, prepaid: 0, rounding: 0, payable: 128294,
    });
    expect(computeTotals(CREDIT)).toMatchObject({ lineNets: [1500], tax: 315, taxInclusive: 1815, prepaid: 1815, payable: 0 });
  });

  it('rounds the VAT of each group half-up to the ban, not per line and not to even', () => {
    const vatOf = (lines: Partial<InvoiceLine>[]) => computeTotals(invoice({ lines: lines.map((l) => shipping(l)) })).vat.map((g) => g.vatBani);
    expect(vatOf([{ unitPriceBani: 50 }])).toEqual([11]); // 10,5 bani: half-up 11 (half-even would say 10)
    expect(vatOf([{ unitPriceBani: 250, vatRatePercent: 9 }])).toEqual([23]); // 22,5
    expect(vatOf([{ unitPriceBani: 250 }, { unitPriceBani: 250 }])).toEqual([105]); // 2 x 52,5 per line would be 106
    expect(vatOf([{ unitPriceBani: 1000 }, { unitPriceBani: 1000, vatRatePercent: 19 }, { unitPriceBani: 1000, vatRatePercent: 11 }])).toEqual([210, 190, 110]);
    expect(computeTotals(invoice({ lines: [shipping({ quantity: 1.5, unitPriceBani: 333 })] })).lineNets).toEqual([500]); // 499,5
    expect(computeTotals(invoice({ lines: [shipping({ quantity: 0.1, unitPriceBani: 3 })] })).lineNets).toEqual([0]);
  });

  it('a price with VAT included: VAT exactly net x rate, the ban the gross misses by is the rounding amount (BT-114)', () => {
    // 10,00 lei: net 826 (1000 x 100/121 = 826,45), VAT 826 x 21% = 1,73: 9,99, and 0,01 rounding.
    expect(splitGross(1000, 21)).toEqual({ net: 826, vat: 173, rounding: 1 });
    const advance = invoice({ lines: [shipping({ unitPriceBani: 826 })], roundingBani: 1, paid: 1000 });
    expect(computeTotals(advance)).toMatchObject({ vat: [{ category: 'S', taxableBani: 826, vatBani: 173 }], tax: 173, taxInclusive: 999, rounding: 1, payable: 0 });
    const xml = invoiceXml(advance);
    expect(xml).toMatch(/<cbc:PrepaidAmount currencyID="RON">10\.00<\/cbc:PrepaidAmount>\s*<cbc:PayableRoundingAmount currencyID="RON">0\.01<\/cbc:PayableRoundingAmount>\s*<cbc:PayableAmount currencyID="RON">0\.00/);
    expect(checkInvoice(advance, xml)).toEqual([]);
    // A document issued before the rule (its VAT the gross less the net) still reads as it was issued.
    expect(computeTotals(invoice({ lines: advance.lines, grossBani: 1000, paid: 1000 })).tax).toBe(174);
    expect(codes({ ...advance, roundingBani: 4 })).toContain('CUR-ROTUNJIRE-01');
  });
});

describe('UBL 2.1 XML', () => {
  it.each(Object.entries(GOOD))('%s: valid against the OASIS UBL 2.1 schema', async (_name, doc) => {
    expect(await xsdErrors(invoiceXml(doc))).toEqual([]);
  });

  it('the schema check is real: misplaced elements fail it', async () => {
    const xml = invoiceXml(invoice()).replace(/(\s*<cbc:DueDate>[^<]*<\/cbc:DueDate>)(\s*<cbc:InvoiceTypeCode>380<\/cbc:InvoiceTypeCode>)/, '$2$1');
    expect((await xsdErrors(xml)).join('\n')).toMatch(/DueDate.*not expected/);
  });

  it('an invoice: CIUS-RO id, type 380, parties with county codes and VAT ids, breakdown, totals', () => {
    const xml = invoiceXml(MIXED);
    expect(xml.startsWith('<?xml version="1.0" encoding="UTF-8"?>\n<Invoice xmlns="urn:oasis:names:specification:ubl:schema:xsd:Invoice-2"')).toBe(true);
    expect(xml).toContain(`<cbc:CustomizationID>${CIUS_RO_CUSTOMIZATION_ID}</cbc:CustomizationID>`);
    expect(CIUS_RO_CUSTOMIZATION_ID).toBe('urn:cen.eu:en16931:2017#compliant#urn:efactura.mfinante.ro:CIUS-RO:1.0.1');
    expect(xml).toContain('<cbc:InvoiceTypeCode>380</cbc:InvoiceTypeCode>');
    expect(xml).toContain('<cbc:DocumentCurrencyCode>RON</cbc:DocumentCurrencyCode>');
    expect(xml).toMatch(/<cbc:CityName>Cluj-Napoca<\/cbc:CityName>\s*<cbc:PostalZone>400117<\/cbc:PostalZone>\s*<cbc:CountrySubentity>RO-CJ<\/cbc:CountrySubentity>/);
    expect(xml).toMatch(/<cbc:CompanyID>RO38000008<\/cbc:CompanyID>\s*<cac:TaxScheme>\s*<cbc:ID>VAT<\/cbc:ID>/);
    expect(xml).toMatch(/<cbc:RegistrationName>Ardeleana Expediții &amp; Co S\.R\.L\.<\/cbc:RegistrationName>\s*<cbc:CompanyID>38000008<\/cbc:CompanyID>/);
    expect(xml).toMatch(/<cbc:PaymentMeansCode>30<\/cbc:PaymentMeansCode>\s*<cac:PayeeFinancialAccount>\s*<cbc:ID>RO49AAAA1B31007593840000<\/cbc:ID>/);
    expect(xml).toMatch(/<cbc:TaxableAmount currencyID="RON">39\.98<\/cbc:TaxableAmount>\s*<cbc:TaxAmount currencyID="RON">8\.40<\/cbc:TaxAmount>\s*<cac:TaxCategory>\s*<cbc:ID>S<\/cbc:ID>\s*<cbc:Percent>21\.00/);
    expect(xml).toMatch(/<cbc:ID>E<\/cbc:ID>\s*<cbc:Percent>0\.00<\/cbc:Percent>\s*<cbc:TaxExemptionReason>Scutit cu drept de deducere, art\. 294 Cod fiscal</);
    expect(xml).toContain('<cbc:TaxInclusiveAmount currencyID="RON">1282.94</cbc:TaxInclusiveAmount>');
    expect(xml).toContain('<cbc:PayableAmount currencyID="RON">1282.94</cbc:PayableAmount>');
    expect(xml).toContain('<cbc:Name>Transport internațional colet, Cluj-Napoca → Viena</cbc:Name>'); // UTF-8 as written
    expect(xml).not.toMatch(/&#/);
  });

  it('a person: thirteen zeros for the id, no VAT scheme; what was paid by card is prepaid', () => {
    const xml = invoiceXml(invoice());
    expect(xml).toMatch(/<cbc:RegistrationName>Ștefan Țăranu-Îndrăgitu<\/cbc:RegistrationName>\s*<cbc:CompanyID>0000000000000<\/cbc:CompanyID>/);
    expect(xml.match(/<cac:PartyTaxScheme>/g)).toHaveLength(1); // the seller's only
    expect(xml).toContain('<cbc:PaymentMeansCode>48</cbc:PaymentMeansCode>');
    expect(xml).toMatch(/<cbc:PrepaidAmount currencyID="RON">48\.38<\/cbc:PrepaidAmount>\s*<cbc:PayableAmount currencyID="RON">0\.00</);
  });

  it('Bucharest: the sector as the city, RO-B as the county', () => {
    expect(invoiceXml(GOOD.bucharest!)).toMatch(/<cbc:CityName>SECTOR3<\/cbc:CityName>\s*<cbc:CountrySubentity>RO-B<\/cbc:CountrySubentity>/);
    const fromText = invoice({ buyer: { ...BUCHAREST_SHOP, address: { ...BUCHAREST_SHOP.address, sector: undefined, city: 'București, Sectorul 6' } } });
    expect(invoiceXml(fromText)).toContain('<cbc:CityName>SECTOR6</cbc:CityName>');
  });

  it('a credit note: CreditNote 381, positive credited amounts, the corrected invoice referenced', () => {
    const xml = invoiceXml(CREDIT);
    expect(xml).toContain('<CreditNote xmlns="urn:oasis:names:specification:ubl:schema:xsd:CreditNote-2"');
    expect(xml).toContain('<cbc:CreditNoteTypeCode>381</cbc:CreditNoteTypeCode>');
    expect(xml).toMatch(/<cac:BillingReference>\s*<cac:InvoiceDocumentReference>\s*<cbc:ID>CUR2026-000123<\/cbc:ID>\s*<cbc:IssueDate>2026-03-15<\/cbc:IssueDate>/);
    expect(xml).toMatch(/<cbc:CreditedQuantity unitCode="C62">1<\/cbc:CreditedQuantity>\s*<cbc:LineExtensionAmount currencyID="RON">15\.00</);
    expect(xml).not.toMatch(/currencyID="RON">-/);
    expect(xml).not.toContain('InvoiceLine');
  });

  it('a refund by bank transfer goes to the buyer\'s account, still schema-valid', async () => {
    const refund = { ...CREDIT, paymentMeans: 'transfer' as const, paid: 0, paymentTerms: 'Se restituie în 5 zile lucrătoare.', buyer: { ...COMPANY_CLUJ, iban: 'RO09 BCYP 0000 0012 3456 7890' } };
    const xml = invoiceXml(refund);
    expect(xml).toMatch(/<cbc:PaymentMeansCode>30<\/cbc:PaymentMeansCode>\s*<cac:PayeeFinancialAccount>\s*<cbc:ID>RO09BCYP0000001234567890<\/cbc:ID>/);
    expect(xml).toMatch(/<cac:PaymentTerms>\s*<cbc:Note>Se restituie în 5 zile lucrătoare\.<\/cbc:Note>/);
    expect(await xsdErrors(xml)).toEqual([]);
    expect(checkInvoice(refund, xml)).toEqual([]);
    expect(codes({ ...refund, paymentTerms: undefined })).toContain('BR-CO-25');
  });

  it('escapes markup and drops characters XML cannot carry', () => {
    const xml = invoiceXml(invoice({ note: 'Ambalaj <fragil> & "urgent"\u0007 — mulțumim' }));
    expect(xml).toContain('<cbc:Note>Ambalaj &lt;fragil&gt; &amp; &quot;urgent&quot; — mulțumim</cbc:Note>');
  });
});

describe('CIUS-RO checks', () => {
  it.each(Object.entries(GOOD))('%s: no rule broken, XML included', (_name, doc) => {
    expect(checkInvoice(doc, invoiceXml(doc))).toEqual([]);
  });

  const broken: [string, string, (good: Invoice) => Invoice][] = [
    ['BR-07', 'missing buyer name', (g) => ({ ...g, buyer: { ...COMPANY_CLUJ, name: '  ' } })],
    ['CUR-CIF-02', 'bad buyer CUI control digit', (g) => ({ ...g, buyer: { ...COMPANY_CLUJ, cui: 'RO38000007' } })],
    ['CUR-CIF-01', 'bad seller CUI control digit', (g) => ({ ...g, seller: { ...SELLER, cui: 'RO12345675' } })],
    ['BR-RO-111', 'buyer county code missing', (g) => ({ ...g, buyer: { ...PERSON, address: { ...PERSON.address, countyCode: '' } } })],
    ['CUR-JUD-02', 'county name not the code', (g) => ({ ...g, buyer: { ...PERSON, address: { ...PERSON.address, county: 'Cluj' } } })],
    ['BR-RO-101', 'Bucharest without a sector', (g) => ({ ...g, buyer: { ...BUCHAREST_SHOP, address: { ...BUCHAREST_SHOP.address, sector: undefined } } })],
    ['BR-RO-092', 'buyer city missing', (g) => ({ ...g, buyer: { ...PERSON, address: { ...PERSON.address, city: '' } } })],
    ['BR-RO-120', 'company buyer without CUI', (g) => ({ ...g, buyer: { ...COMPANY_CLUJ, cui: undefined } })],
    ['CUR-STORNO-01', 'credit note without reference', () => ({ ...CREDIT, references: [] })],
    ['CUR-SCAD-01', 'credit note due date with no payment means', () => ({ ...CREDIT, dueDate: '2026-03-25', paymentMeans: undefined })],
    ['CUR-STORNO-03', 'credit note charging more than it credits', () => ({ ...CREDIT, paid: 0, lines: [...CREDIT.lines, shipping({ name: 'Avans', quantity: -1, unitPriceBani: 2000 })] })],
    ['CUR-CANT-01', 'a zero quantity', (g) => ({ ...g, lines: [shipping({ quantity: 0 })], paid: 0 })],
    ['BR-55', 'reference without number', () => ({ ...CREDIT, references: [{ id: '', issueDate: '2026-03-15' }] })],
    ['BR-16', 'no lines', (g) => ({ ...g, lines: [], paid: 0 })],
    ['BR-E-10', 'exempt line without reason', () => ({ ...MIXED, lines: MIXED.lines.map((l) => ({ ...l, exemptionReason: undefined })) })],
    ['BR-S-05', 'standard rate of 0%', (g) => ({ ...g, lines: [shipping({ vatRatePercent: 0 })], paid: 1999 })],
    ['BR-RO-L1024', 'item name over 100 characters', (g) => ({ ...g, lines: [shipping({ quantity: 2, name: 'ă'.repeat(101) })] })],
    ['BR-27', 'negative price', (g) => ({ ...g, lines: [shipping({ unitPriceBani: -100 })], paid: 0 })],
    ['BR-61', 'transfer without IBAN', () => ({ ...MIXED, seller: { ...SELLER, iban: undefined } })],
    ['BR-CO-25', 'amount due without due date', () => ({ ...MIXED, dueDate: undefined })],
    ['BR-RO-DT001', 'issue date not YYYY-MM-DD', (g) => ({ ...g, issueDate: '15.03.2026' })],
    ['CUR-PLATA-02', 'paid more than the total', (g) => ({ ...g, paid: 4839 })],
    ['BR-RO-L302', 'note over 300 characters', (g) => ({ ...g, note: 'x'.repeat(301) })],
  ];
  it.each(broken)('%s fires: %s', (code, _what, breakIt) => {
    const bad = breakIt(GOOD.person!);
    expect(codes(bad)).toContain(code);
    expect(checkInvoice(bad).find((v) => v.code === code)!.message).toMatch(/[a-zăâîșț]{3}/);
  });

  it('the XML totals are checked: lines, breakdown, VAT, payable', () => {
    const xml = invoiceXml(MIXED);
    expect(codes(MIXED, xml.replace('PayableAmount currencyID="RON">1282.94', 'PayableAmount currencyID="RON">1282.95'))).toEqual(['BR-CO-16']);
    const subtotalVat = (amount: string) => xml.replace(/(<cac:TaxSubtotal>\s*<cbc:TaxableAmount currencyID="RON">39\.98<\/cbc:TaxableAmount>\s*<cbc:TaxAmount currencyID="RON">)8\.40/, `$1${amount}`);
    expect(codes(MIXED, subtotalVat('8.38'))).toEqual(expect.arrayContaining(['BR-S-09', 'BR-CO-14']));
    // Not even one ban off net x rate: an amount with VAT included has a rounding amount instead.
    expect(codes(MIXED, subtotalVat('8.39'))).toEqual(['BR-S-09', 'BR-CO-14']);
    expect(codes(MIXED, xml.replace('<cbc:LineExtensionAmount currencyID="RON">39.98', '<cbc:LineExtensionAmount currencyID="RON">39.97'))).toEqual(expect.arrayContaining(['BR-CO-10']));
    expect(codes(MIXED, xml.replace(/1282\.94/g, '1282.940'))).toContain('BR-DEC-RO');
    expect(codes(MIXED, xml.replace('CIUS-RO:1.0.1', 'CIUS-RO:1.0.0'))).toEqual(['BR-RO-001']);
  });
});

describe('PDF', () => {
  it('an invoice: title, series and number, the buyer with diacritics, totals in lei, the payment', async () => {
    const text = await pdfText(await invoicePdf({ ...MIXED, buyer: { ...COMPANY_CLUJ, name: 'Țesătoria Ăâîșț Bârlad S.R.L.' }, paymentMeans: 'card', paid: 128294 }));
    expect(text).toContain('FACTURĂ');
    expect(text).not.toContain('STORNO');
    expect(text).toContain('Seria CUR2026 nr. 000123');
    expect(text).toContain('Data emiterii: 15.03.2026');
    expect(text).toContain('Țesătoria Ăâîșț Bârlad S.R.L.');
    expect(text).toContain('CUI: RO38000008');
    expect(text).toContain('Reg. Com.: J12/789/2019');
    expect(text).toContain('1.282,94 lei'); // total with VAT
    expect(text).toContain('1.274,54 lei'); // without VAT
    expect(text).toContain('8,40 lei');
    expect(text).toContain('1.234,56'); // the exempt line
    expect(text).toContain('Achitat cu cardul');
    expect(text).toContain('Suma achitată: 1.282,94 lei');
  });

  it('a credit note: FACTURĂ STORNO and the invoice it corrects', async () => {
    const text = await pdfText(await invoicePdf(CREDIT));
    expect(text).toContain('FACTURĂ STORNO');
    expect(text).toContain('Seria CUR2026 nr. 000140');
    expect(text).toContain('Stornează factura CUR2026-000123 din 15.03.2026');
    expect(text).toContain('18,15 lei');
    expect(text).toContain('Ardeleana Expediții & Co S.R.L.');
  });

  it('paid from the wallet, and a long invoice runs onto more pages with a footer on each', async () => {
    const many = invoice({ paymentMeans: 'wallet', lines: Array.from({ length: 60 }, (_, i) => shipping({ name: `Transport colet ${i + 1}` })), paid: 0, dueDate: '2026-03-30' });
    const text = await pdfText(await invoicePdf(many));
    expect(text).toContain('Achitat din portofel');
    expect(text).toContain('Transport colet 60');
    expect(text).toMatch(/Pagina 2 din [23]/);
  });
});
