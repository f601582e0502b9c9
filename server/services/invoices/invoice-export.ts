// A month of an account's invoices and credit notes, for its accountant: a CSV (csv-stringify) with
// one line per document, or a ZIP (fflate) of every document's PDF plus the same CSV. The CSV is
// what a spreadsheet set to Romanian opens as columns and numbers: semicolons, decimal commas,
// a UTF-8 BOM (diacritics intact) and CRLF lines, as the repayments' reports.
import { strToU8, zipSync, type Zippable } from 'fflate';
import type { EFACTURA_STATUSES } from '../../db/schema.ts';
import { invoicePdf, formatDate } from './invoice-pdf.ts';
import type { Invoice } from './invoice-model.ts';
import type { InvoiceKindName, InvoiceLine } from './invoice-queries.ts';
import { spreadsheetCsv } from '../spreadsheet-csv.ts';

export type ExportFormat = 'csv' | 'zip';
export const EXPORT_FORMATS = ['csv', 'zip'] as const;

export const CSV_HEADERS = ['Număr', 'Tip', 'Data', 'Comanda', 'Valoare fără TVA', 'TVA', 'Total', 'Factura corectată', 'e-Factura'] as const;

export const KIND_NAMES: Record<InvoiceKindName, string> = { invoice: 'Factură', credit_note: 'Factură storno' };

/** The e-Factura state as the customer reads it (the dashboard says the same). */
export function efacturaText(status: (typeof EFACTURA_STATUSES)[number], message: string | null): string {
  switch (status) {
    case 'not_configured':
      return 'netrimisă (e-Factura neconfigurată)';
    case 'pending':
      return 'în așteptare';
    case 'uploaded':
      return 'trimisă la ANAF';
    case 'accepted':
      return 'acceptată de ANAF';
    case 'rejected':
      return message ? `respinsă de ANAF: ${message}` : 'respinsă de ANAF';
  }
}

/** 123450 -> '1234,50' (a spreadsheet in Romanian reads it as a number). */
export function plainAmount(bani: number): string {
  const abs = Math.abs(bani);
  return `${bani < 0 ? '-' : ''}${Math.floor(abs / 100)},${String(abs % 100).padStart(2, '0')}`;
}

export function exportFileName(month: string, format: ExportFormat): string {
  return `curiero-facturi-${month}.${format}`;
}

/** The CSV of `lines` (only the header when there are none). */
export function invoicesCsv(lines: readonly InvoiceLine[]): string {
  const rows = [
    [...CSV_HEADERS],
    ...lines.map((line) => [
      line.code,
      KIND_NAMES[line.kind],
      formatDate(line.issueDate),
      line.orderNumber ?? '',
      plainAmount(line.netBani),
      plainAmount(line.vatBani),
      plainAmount(line.totalBani),
      line.correctsCode ?? '',
      efacturaText(line.efacturaStatus, line.efacturaMessage),
    ]),
  ];
  return spreadsheetCsv(rows);
}

/** A line of the export with its document (the ZIP draws its PDF). */
export type ExportLine = InvoiceLine & { document: unknown };

/**
 * The ZIP: `<code>.pdf` for each document and the month's CSV. PDFs are made one after the other
 * (a month can hold many; pdfkit is CPU work, done on a render thread: services/render/) and stored
 * without compressing them again.
 */
export async function invoicesZip(month: string, lines: readonly ExportLine[]): Promise<Uint8Array> {
  const files: Zippable = { [exportFileName(month, 'csv')]: strToU8(invoicesCsv(lines)) };
  for (const line of lines) {
    files[`${line.code}.pdf`] = [new Uint8Array(await invoicePdf(line.document as Invoice)), { level: 0 }];
  }
  return zipSync(files, { level: 6 });
}
