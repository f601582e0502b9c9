// The e-mail that brings an invoice or a credit note to its buyer (job 'mail', template
// 'invoice_issued'), built when it is sent: the document's number, date and total, the PDF and the
// e-Factura XML attached, and where to find all invoices (the dashboard's Facturi, for an account).
// The PDF is drawn by the function the app gives (the render threads, services/render/), never on
// the thread that answers the requests.
import { eq } from 'drizzle-orm';
import type { AppDb } from '../../db/client.ts';
import { invoices } from '../../db/schema.ts';
import type { MailMessage } from '../mail/index.ts';
import type { MailOf } from '../mail/index.ts';
import { htmlMail, htmlParagraph, htmlTable, SIGNATURE } from '../mail/index.ts';
import type { Invoice } from './invoice-model.ts';
import { formatLei } from './invoice-pdf-table.ts';
import { invoiceXml } from './ubl-xml.ts';

declare module '../mail/template-registry.ts' {
  interface MailTemplatePayloads {
    invoice_issued: { invoiceId: number };
  }
}

export type InvoiceMail = MailOf<'invoice_issued'>;

const day = (iso: string) => iso.split('-').reverse().join('.');

export interface InvoiceMailDeps {
  db: AppDb;
  /** The site's address, for the link to the dashboard's invoices. */
  publicUrl: string;
  /** Draws the document's PDF (the app's render threads: app.render.invoice). */
  pdf: (invoice: Invoice) => Promise<Buffer>;
}

export async function buildInvoiceMail({ db, publicUrl, pdf }: InvoiceMailDeps, { invoiceId }: InvoiceMail): Promise<MailMessage | null> {
  const [row] = await db.select().from(invoices).where(eq(invoices.id, invoiceId));
  if (!row?.buyerEmail) return null;
  const document = row.document as unknown as Invoice;
  const storno = row.kind === 'credit_note';
  const subject = storno ? `Factura storno ${row.code} de la Curiero` : `Factura ${row.code} de la Curiero`;
  const greeting = `Bună, ${row.buyerName}!`;
  const lead = storno
    ? `Îți trimitem factura storno ${row.code} pentru suma returnată${document.references[0] ? ` (corectează factura ${document.references[0].id})` : ''}.`
    : `Îți trimitem factura ${row.code}${document.orderReference ? ` pentru comanda ${document.orderReference}` : ''}.`;
  const lines: [string, string][] = [
    ['Număr', row.code],
    ['Data emiterii', day(row.issueDate)],
    ['Total', formatLei(row.totalBani)],
    ['Din care TVA', formatLei(row.vatBani)],
  ];
  const where = row.customerId
    ? `Toate facturile tale sunt în cont, la Facturi: ${publicUrl}/dashboard/facturi`
    : 'Păstrează acest e-mail: factura în format PDF și fișierul e-Factura (XML) sunt atașate.';
  const paragraphs = [lead, ...(document.note ? [document.note] : []), where];
  const text = [greeting, ...paragraphs.slice(0, 1), lines.map(([k, v]) => `${k}: ${v}`).join('\n'), ...paragraphs.slice(1), SIGNATURE].join('\n\n');
  const html = htmlMail(subject, greeting, [htmlParagraph(lead), htmlTable(lines), ...paragraphs.slice(1).map(htmlParagraph)]);
  return {
    purpose: 'invoice',
    to: row.buyerEmail,
    subject,
    text,
    html,
    attachments: [
      { filename: `${row.code}.pdf`, content: await pdf(document), contentType: 'application/pdf' },
      { filename: `${row.code}.xml`, content: Buffer.from(invoiceXml(document), 'utf8'), contentType: 'application/xml' },
    ],
  };
}
