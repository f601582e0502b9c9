// What the e2e specs check of an invoice or a credit note, wherever it arrives (attached to an e-mail
// in the outbox, or downloaded from the dashboard's Facturi): the PDF read back as text (unpdf) and
// the e-Factura XML's number, kind, CIUS-RO identifier and amounts. The e2e server has no seller
// configured (INVOICE_SELLER_*), so its documents are of series DEMO and say they are not fiscal.
import { expect } from '@playwright/test';
import { extractText } from 'unpdf';
import { mailTo } from './outbox.ts';

export const DEMO_CODE = /^DEMO-\d{6}$/;
const CIUS_RO = 'urn:cen.eu:en16931:2017#compliant#urn:efactura.mfinante.ro:CIUS-RO:1.0.1';
const DEMO_NOTE = 'Nu este o factură fiscală.';

export async function pdfText(pdf: Buffer): Promise<string> {
  expect(pdf.subarray(0, 5).toString('latin1')).toBe('%PDF-');
  // One line of text per visual line; spaces normalised (the PDF may break a line anywhere).
  return (await extractText(new Uint8Array(pdf), { mergePages: true })).text.replace(/\s+/g, ' ');
}

const lei = (bani: number) => (bani / 100).toFixed(2);

export interface ExpectedDocument {
  code: string;
  kind: 'invoice' | 'credit_note';
  totalBani: number;
  buyer: string;
  orderNumber?: string;
  /** A credit note: the invoice it corrects. */
  corrects?: string;
}

/** The PDF: its title, number, buyer (with diacritics), order and total in Romanian lei, the demo note. */
export async function expectPdf(pdf: Buffer, doc: ExpectedDocument): Promise<void> {
  const text = await pdfText(pdf);
  expect(text).toContain(doc.kind === 'credit_note' ? 'FACTURĂ STORNO' : 'FACTURĂ');
  expect(text).toContain(doc.code);
  expect(text).toContain(doc.buyer);
  if (doc.orderNumber) expect(text).toContain(doc.orderNumber);
  if (doc.corrects) expect(text).toContain(doc.corrects);
  expect(text).toContain(lei(doc.totalBani).replace('.', ','));
  expect(text).toContain(DEMO_NOTE);
}

/** The e-Factura XML: UBL Invoice (380) or CreditNote (381), CIUS-RO, its number, buyer and total. */
export function expectXml(xml: string, doc: ExpectedDocument): void {
  expect(xml.startsWith('<?xml')).toBe(true);
  expect(xml).toContain(`<cbc:CustomizationID>${CIUS_RO}</cbc:CustomizationID>`);
  expect(xml).toContain(`<cbc:ID>${doc.code}</cbc:ID>`);
  expect(xml).toContain(doc.kind === 'credit_note' ? '<cbc:CreditNoteTypeCode>381</cbc:CreditNoteTypeCode>' : '<cbc:InvoiceTypeCode>380</cbc:InvoiceTypeCode>');
  expect(xml).toContain(`<cbc:TaxInclusiveAmount currencyID="RON">${lei(doc.totalBani)}</cbc:TaxInclusiveAmount>`);
  // Paid by card (or refunded to it) already: nothing left to pay.
  expect(xml).toContain('<cbc:PayableAmount currencyID="RON">0.00</cbc:PayableAmount>');
  expect(xml).toContain(`<cbc:RegistrationName>${doc.buyer}</cbc:RegistrationName>`);
  if (doc.corrects) expect(xml).toMatch(new RegExp(`<cac:BillingReference>\\s*<cac:InvoiceDocumentReference>\\s*<cbc:ID>${doc.corrects}</cbc:ID>`));
}

/** The invoice e-mail of an order paid by card, to `email`: its PDF and XML attached. Returns the invoice's number. */
export async function expectInvoiceMail(email: string, order: { orderNumber: string; totalBani: number; buyer: string }): Promise<string> {
  const mail = await mailTo(email, /^Factura DEMO-\d{6} de la Curiero$/);
  const code = /DEMO-\d{6}/.exec(mail.subject)![0];
  expect(mail.text).toContain(`Îți trimitem factura ${code} pentru comanda ${order.orderNumber}.`);
  expect(mail.attachments.map((a) => [a.filename, a.mimeType])).toEqual([
    [`${code}.pdf`, 'application/pdf'],
    [`${code}.xml`, 'application/xml'],
  ]);
  const doc: ExpectedDocument = { code, kind: 'invoice', totalBani: order.totalBani, buyer: order.buyer, orderNumber: order.orderNumber };
  await expectPdf(mail.attachments[0]!.content, doc);
  expectXml(mail.attachments[1]!.content.toString('utf8'), doc);
  return code;
}
