// The dashboard's cash on delivery calls (/api/private/repayments, bearer): the repayments with
// filters and totals, the payouts, a failed payout sent again, and the signed links of a payout's
// reports (a download cannot carry the bearer, a signed link can be opened as it is).
import { http } from '../../lib/http.ts';
import type { PayoutAnswer, PayoutDto, PayoutPage, RepaymentDto, RepaymentPage, ReportLinksAnswer } from '../../shared/api/private-answers.ts';

export type { PayoutDto, PayoutPage, RepaymentDto, RepaymentPage } from '../../shared/api/private-answers.ts';
export type RepaymentStatus = RepaymentDto['status'];
export type PayoutStatus = PayoutDto['status'];

export interface RepaymentFilter {
  status: '' | RepaymentStatus;
  /** yyyy-mm-dd or '' */
  from: string;
  to: string;
  awb: string;
}

export const NO_FILTER: RepaymentFilter = { status: '', from: '', to: '', awb: '' };

export function hasFilter(filter: RepaymentFilter): boolean {
  return Object.values(filter).some((value) => value !== '');
}

export function listRepayments(filter: RepaymentFilter, page: number, signal?: AbortSignal): Promise<RepaymentPage> {
  const awb = filter.awb.trim();
  return http.get<RepaymentPage>('private/repayments', {
    query: { page, status: filter.status || undefined, from: filter.from || undefined, to: filter.to || undefined, awb: awb || undefined },
    signal,
  });
}

export function listPayouts(page: number, signal?: AbortSignal): Promise<PayoutPage> {
  return http.get<PayoutPage>('private/repayments/payouts', { query: { page }, signal });
}

export async function retryPayout(id: number): Promise<PayoutDto> {
  return (await http.post<PayoutAnswer>(`private/repayments/payouts/${id}/retry`)).data;
}

export type ReportFormat = 'csv' | 'pdf';

export async function reportLink(id: number, format: ReportFormat): Promise<string> {
  const answer = await http.get<ReportLinksAnswer>(`private/repayments/payouts/${id}/report-link`);
  return answer.data[format].download_url;
}
