// The dashboard's cash on delivery calls (/api/private/repayments, bearer): the repayments with
// filters and totals, the payouts, a failed payout sent again, and the signed links of a payout's
// reports (a download cannot carry the bearer, a signed link can be opened as it is).
import { http } from '../../lib/http.ts';

export type RepaymentStatus = 'pending' | 'paid' | 'cancelled';
export type PayoutStatus = 'pending' | 'processing' | 'paid' | 'failed' | 'cancelled';

export interface RepaymentDto {
  id: number;
  order_id: number;
  order_number: string;
  awb: string;
  carrier_id: number;
  carrier_name: string;
  amount_bani: number;
  amount: number;
  currency: string;
  status: RepaymentStatus;
  payout_id: number | null;
  payout_status: PayoutStatus | null;
  bank_iban: string;
  bank_holder: string;
  awaiting_iban: boolean;
  recipient_name: string;
  delivered_at: string;
  test_mode: boolean;
}

export interface PayoutDto {
  id: number;
  status: PayoutStatus;
  amount_bani: number;
  amount: number;
  currency: string;
  bank_iban: string;
  bank_holder: string;
  failure_reason: string | null;
  attempts: number;
  transfer_reference: string | null;
  simulated: boolean;
  repayments_count: number;
  created_at: string;
  updated_at: string;
  paid_at: string | null;
}

export interface PageMeta {
  total: number;
  per_page: number;
  current_page: number;
  last_page: number;
}

export interface RepaymentTotals {
  count: number;
  collected_bani: number;
  paid_bani: number;
  waiting_bani: number;
  awaiting_iban_bani: number;
}

export interface RepaymentPage {
  data: RepaymentDto[];
  meta: PageMeta;
  totals: RepaymentTotals;
  payout_provider: { simulated: boolean };
}

export interface PayoutPage {
  data: PayoutDto[];
  meta: PageMeta;
  payout_provider: { simulated: boolean };
}

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
  return (await http.post<{ data: PayoutDto }>(`private/repayments/payouts/${id}/retry`)).data;
}

export type ReportFormat = 'csv' | 'pdf';

export async function reportLink(id: number, format: ReportFormat): Promise<string> {
  const answer = await http.get<{ data: Record<ReportFormat, { download_url: string }> }>(`private/repayments/payouts/${id}/report-link`);
  return answer.data[format].download_url;
}
