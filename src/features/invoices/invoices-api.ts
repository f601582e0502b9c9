// The dashboard's invoice calls (/api/private/invoices, bearer): the list with its filters, and the
// signed links of a document's PDF / XML and of a month's export. A download cannot carry the
// bearer, and the http client reads text only, so files are opened through a short-lived signed link
// (as the repayments' reports and the labels are): the browser saves the attachment, the page stays.
// The filters live in the page's query string (Romanian names), so a filtered list can be shared,
// bookmarked and reached again with Back.
import { http } from '../../lib/http.ts';
import type { DownloadLinkAnswer, InvoiceDto, InvoicePage } from '../../shared/api/private-answers.ts';

export type { InvoiceDto, InvoicePage, PendingInvoiceDto } from '../../shared/api/private-answers.ts';
export type InvoiceKind = InvoiceDto['kind'];
export type EfacturaStatus = InvoiceDto['efactura_status'];
export type FileFormat = 'pdf' | 'xml';
export type ExportFormat = 'csv' | 'zip';

export interface InvoiceFilter {
  kind: '' | InvoiceKind;
  /** YYYY-MM-DD or '' */
  from: string;
  to: string;
  q: string;
}

export const NO_FILTER: InvoiceFilter = { kind: '', from: '', to: '', q: '' };

export function hasFilter(filter: InvoiceFilter): boolean {
  return Object.values(filter).some((value) => value !== '');
}

/** The query string's names: /dashboard/facturi?tip=storno&de-la=2026-03-01&pana-la=…&cauta=…&pagina=2 */
const PARAM = { kind: 'tip', from: 'de-la', to: 'pana-la', q: 'cauta', page: 'pagina' } as const;
const KIND_PARAM: Record<InvoiceKind, string> = { invoice: 'facturi', credit_note: 'storno' };

export function readFilter(params: URLSearchParams): { filter: InvoiceFilter; page: number } {
  const tip = params.get(PARAM.kind);
  const kind = (Object.keys(KIND_PARAM) as InvoiceKind[]).find((k) => KIND_PARAM[k] === tip) ?? '';
  const page = Number(params.get(PARAM.page) ?? '1');
  return {
    filter: { kind, from: params.get(PARAM.from) ?? '', to: params.get(PARAM.to) ?? '', q: params.get(PARAM.q) ?? '' },
    page: Number.isInteger(page) && page > 0 ? page : 1,
  };
}

/** `params` with the filter and page written in (empty ones removed, other parameters kept). */
export function writeFilter(params: URLSearchParams, filter: InvoiceFilter, page: number): URLSearchParams {
  const next = new URLSearchParams(params);
  const values: Record<keyof typeof PARAM, string> = {
    kind: filter.kind ? KIND_PARAM[filter.kind] : '',
    from: filter.from,
    to: filter.to,
    q: filter.q.trim(),
    page: page > 1 ? String(page) : '',
  };
  for (const key of Object.keys(PARAM) as (keyof typeof PARAM)[]) {
    if (values[key]) next.set(PARAM[key], values[key]);
    else next.delete(PARAM[key]);
  }
  return next;
}

export function listInvoices(filter: InvoiceFilter, page: number, signal?: AbortSignal): Promise<InvoicePage> {
  const q = filter.q.trim();
  return http.get<InvoicePage>('private/invoices', {
    query: { page, kind: filter.kind || undefined, from: filter.from || undefined, to: filter.to || undefined, q: q || undefined },
    signal,
  });
}

export async function fileLink(id: number, format: FileFormat): Promise<string> {
  return (await http.get<DownloadLinkAnswer>(`private/invoices/${id}/download-link`, { query: { format } })).data.download_url;
}

export async function exportLink(month: string, format: ExportFormat): Promise<string> {
  return (await http.get<DownloadLinkAnswer>('private/invoices/export/download-link', { query: { month, format } })).data.download_url;
}

/** Opens a signed link: the server answers it as an attachment, the page stays. */
export function openDownload(url: string): void {
  const link = document.createElement('a');
  link.href = url;
  link.rel = 'noopener';
  document.body.append(link);
  link.click();
  link.remove();
}
