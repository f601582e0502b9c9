// The shop's returns calls (/api/private/returns, bearer): its returns page settings and logo, the
// requests inbox (filters, counts, pages), a request's detail and photos, the moves the server allows
// on it, the CSV export of the current filters and the monthly report. The export and the photos are
// files the bearer reads (requestFile): the page keeps a blob of them, nothing else can open them.
// The inbox's filters live in the page's query string (Romanian names), like the invoices'.
import { http, requestFile } from '../../lib/http.ts';
import { saveFile } from '../../lib/save-file.ts';
import type { AddressDto, AddressPage, ReturnDetail, ReturnDetailAnswer, ReturnMonth, ReturnPage, ReturnReportAnswer, ReturnRequest, ReturnRequestAnswer, ReturnSettings, ReturnSettingsAnswer } from '../../shared/api/private-answers.ts';

export type { AddressDto, ReturnDetail, ReturnMonth, ReturnPage, ReturnRequest, ReturnSettings } from '../../shared/api/private-answers.ts';
export type ReturnStatus = ReturnRequest['status'];
export type ReturnAction = ReturnRequest['actions'][number];
export type DropOffMethod = ReturnSettings['drop_off_methods'][number];

export const RETURN_STATUSES: readonly ReturnStatus[] = ['requested', 'approved', 'refused', 'label_issued', 'in_transit', 'received', 'refunded', 'closed'];
export const PER_PAGE = 15;
/** What the server takes for a logo (uploads.ts): checked here too, before any byte is sent. */
export const LOGO_TYPES = ['image/png', 'image/jpeg', 'image/webp'] as const;
export const LOGO_MAX_BYTES = 500 * 1024;

export async function getSettings(signal?: AbortSignal): Promise<ReturnSettings> {
  return (await http.get<ReturnSettingsAnswer>('private/returns/settings', { signal })).data;
}

/** What the form sends: the contract's field names. */
export type SettingsBody = Omit<ReturnSettings, 'configured' | 'logo_url' | 'updated_at'>;

export function saveSettings(body: SettingsBody): Promise<ReturnSettingsAnswer> {
  return http.put<ReturnSettingsAnswer>('private/returns/settings', body);
}

export function uploadLogo(file: Blob): Promise<ReturnSettingsAnswer> {
  return http.put<ReturnSettingsAnswer>('private/returns/settings/logo', file);
}

/** The book's sender and delivery addresses (a return address is one of them), up to 100 of each. */
export async function bookAddresses(signal?: AbortSignal): Promise<AddressDto[]> {
  const pages = await Promise.all(['shipping', 'delivery'].map((kind) => http.get<AddressPage>('private/addresses', { query: { kind, per_page: 100 }, signal })));
  return pages.flatMap((p) => p.data);
}

export interface ReturnFilter {
  status: '' | ReturnStatus;
  reason: string;
  /** YYYY-MM-DD or '' */
  from: string;
  to: string;
  q: string;
}

export const NO_FILTER: ReturnFilter = { status: '', reason: '', from: '', to: '', q: '' };

export function hasFilter(filter: ReturnFilter): boolean {
  return Object.values(filter).some((value) => value !== '');
}

/** The query string's names: /dashboard/retururi?stare=requested&motiv=…&de-la=…&pana-la=…&cauta=…&pagina=2&cerere=12 */
const PARAM = { status: 'stare', reason: 'motiv', from: 'de-la', to: 'pana-la', q: 'cauta', page: 'pagina' } as const;
export const REQUEST_PARAM = 'cerere';
export const SETTINGS_PARAM = 'setari';

export function readFilter(params: URLSearchParams): { filter: ReturnFilter; page: number } {
  const stare = params.get(PARAM.status) ?? '';
  const page = Number(params.get(PARAM.page) ?? '1');
  return {
    filter: {
      status: RETURN_STATUSES.find((s) => s === stare) ?? '',
      reason: params.get(PARAM.reason) ?? '',
      from: params.get(PARAM.from) ?? '',
      to: params.get(PARAM.to) ?? '',
      q: params.get(PARAM.q) ?? '',
    },
    page: Number.isInteger(page) && page > 0 ? page : 1,
  };
}

/** `params` with the filter and page written in (empty ones removed, other parameters kept). */
export function writeFilter(params: URLSearchParams, filter: ReturnFilter, page: number): URLSearchParams {
  const next = new URLSearchParams(params);
  const values: Record<keyof typeof PARAM, string> = { ...filter, q: filter.q.trim(), page: page > 1 ? String(page) : '' };
  for (const key of Object.keys(PARAM) as (keyof typeof PARAM)[]) {
    if (values[key]) next.set(PARAM[key], values[key]);
    else next.delete(PARAM[key]);
  }
  return next;
}

const filterQuery = (filter: ReturnFilter) => ({
  status: filter.status || undefined,
  reason: filter.reason || undefined,
  from: filter.from || undefined,
  to: filter.to || undefined,
  q: filter.q.trim() || undefined,
});

export function listReturns(filter: ReturnFilter, page: number, signal?: AbortSignal): Promise<ReturnPage> {
  return http.get<ReturnPage>('private/returns', { query: { ...filterQuery(filter), page, per_page: PER_PAGE }, signal });
}

export async function getReturn(id: number, signal?: AbortSignal): Promise<ReturnDetail> {
  return (await http.get<ReturnDetailAnswer>(`private/returns/${id}`, { signal })).data;
}

export function actOn(id: number, action: ReturnAction, reason?: string): Promise<ReturnRequestAnswer> {
  return http.post<ReturnRequestAnswer>(`private/returns/${id}/${action}`, action === 'refuse' ? { reason } : {});
}

/** "Rambursează din banii ramburs": the received COD request refunded from the shop's collected ramburs. */
export function refundFromCod(id: number, amountBani: number): Promise<ReturnRequestAnswer> {
  return http.post<ReturnRequestAnswer>(`private/returns/${id}/cod-refund`, { amount_bani: amountBani });
}

/** The account's own logo (the settings' preview, the page on or off). */
export async function ownLogoBlob(signal?: AbortSignal): Promise<Blob> {
  return (await requestFile('private/returns/settings/logo', { signal })).blob;
}

export async function photoBlob(url: string, signal?: AbortSignal): Promise<Blob> {
  return (await requestFile(url, { signal })).blob;
}

/** The CSV of the requests the filter selects, saved by the browser under the server's file name. */
export async function downloadExport(filter: ReturnFilter): Promise<string> {
  const { blob, fileName } = await requestFile('private/returns/export.csv', { query: filterQuery(filter) });
  return saveFile(blob, fileName ?? 'retururi.csv');
}

export async function getReport(months = 6, signal?: AbortSignal): Promise<ReturnMonth[]> {
  return (await http.get<ReturnReportAnswer>('private/returns/report', { query: { months }, signal })).data;
}
