// The invoices' query strings: JSON schemas (types and sizes only) and the rules with their Romanian
// messages (422 with every problem at once, per field, like the rest of the private API).
import { INVOICE_KINDS } from '../../../db/schema.ts';
import type { FieldErrors } from '../../../http/validation.ts';
import { validationFailure } from '../../../services/failure.ts';
import { EXPORT_FORMATS, type ExportFormat } from '../../../services/invoices/index.ts';
import type { InvoiceFilter } from '../../../services/invoices/index.ts';
import { pageQuerySchema } from '../orders/schemas.ts';

export type ListQuery = { kind?: string; from?: string; to?: string; q?: string; page?: string; per_page?: string };
export type SignedQuery = { expires?: string; signature?: string };
export type ExportQuery = SignedQuery & { month?: string; format?: string; account?: string };
export type FileQuery = SignedQuery;

const text = (maxLength: number) => ({ type: 'string', maxLength }) as const;

export const listQuerySchema = {
  type: 'object',
  properties: { ...pageQuerySchema.properties, kind: text(20), from: text(10), to: text(10), q: text(60) },
} as const;
export const idParams = { type: 'object', required: ['id'], properties: { id: text(20) } } as const;
export const fileQuerySchema = { type: 'object', properties: { expires: text(20), signature: text(100) } } as const;
export const linkQuerySchema = { type: 'object', properties: { format: text(10) } } as const;
export const exportQuerySchema = {
  type: 'object',
  properties: { month: text(20), format: text(10), account: text(20), expires: text(20), signature: text(100) },
} as const;

export const INVOICE_MESSAGES = {
  kind: 'Tipul trebuie să fie invoice (factură) sau credit_note (factură storno).',
  date: 'Data trebuie să fie în forma AAAA-LL-ZZ.',
  range: 'Data de început trebuie să fie înaintea celei de sfârșit.',
  q: 'Caută după numărul facturii sau al comenzii: litere, cifre și cratime (cel mult 40).',
  month: 'Luna trebuie să fie în forma AAAA-LL (de exemplu 2026-03).',
  exportFormat: 'Formatul trebuie să fie csv sau zip.',
  fileFormat: 'Formatul trebuie să fie pdf sau xml.',
  notFound: 'Factura nu există printre facturile tale.',
  linkInvalid: 'Link-ul este invalid sau a expirat. Descarcă din nou din contul tău, la Facturi.',
} as const;

/** A real calendar day from 1900 on (the database has no year 0). */
function isDay(value: string): boolean {
  if (!/^(19|2\d)\d{2}-\d{2}-\d{2}$/.test(value)) return false;
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().startsWith(value);
}

/** The filters of an invoice list, checked. */
export function invoiceFilterOf(query: ListQuery): InvoiceFilter {
  const errors: FieldErrors = {};
  const filter: InvoiceFilter = {};
  if (query.kind) {
    if ((INVOICE_KINDS as readonly string[]).includes(query.kind)) filter.kind = query.kind as InvoiceFilter['kind'];
    else errors.kind = [INVOICE_MESSAGES.kind];
  }
  for (const key of ['from', 'to'] as const) {
    const value = query[key];
    if (!value) continue;
    if (isDay(value)) filter[key] = value;
    else errors[key] = [INVOICE_MESSAGES.date];
  }
  if (filter.from && filter.to && filter.from > filter.to) errors.to = [INVOICE_MESSAGES.range];
  const q = query.q?.trim();
  if (q) {
    if (/^[A-Za-z0-9-]{1,40}$/.test(q)) filter.q = q;
    else errors.q = [INVOICE_MESSAGES.q];
  }
  if (Object.keys(errors).length) throw validationFailure(errors);
  return filter;
}

/** The month and format of an export, checked. */
export function exportOf(query: ExportQuery): { month: string; format: ExportFormat } {
  const errors: FieldErrors = {};
  const month = query.month ?? '';
  const format = (query.format ?? 'csv').toLowerCase();
  if (!/^(19|2\d)\d{2}-(0[1-9]|1[0-2])$/.test(month)) errors.month = [INVOICE_MESSAGES.month];
  if (!(EXPORT_FORMATS as readonly string[]).includes(format)) errors.format = [INVOICE_MESSAGES.exportFormat];
  if (Object.keys(errors).length) throw validationFailure(errors);
  return { month, format: format as ExportFormat };
}

/** The format of a document's signed link. */
export function fileFormatOf(raw: string | undefined): 'pdf' | 'xml' {
  const format = (raw ?? 'pdf').toLowerCase();
  if (format !== 'pdf' && format !== 'xml') throw validationFailure({ format: [INVOICE_MESSAGES.fileFormat] });
  return format;
}
