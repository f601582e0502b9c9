// The signed-in customer's own returns (/api/private/customer/returns, bearer:
// server/routes/private/customer/returns.ts): a page of the requests they filed, newest first, and
// one of them as the guest's signed link shows it (the same view, authorised by the bearer).
import { http } from '../../lib/http.ts';
import type { FiledReturnItem, FiledReturnPage, GuestReturn, GuestReturnAnswer } from '../../shared/api/private-answers.ts';

export type { FiledReturnItem, FiledReturnPage, GuestReturn };
export const PER_PAGE = 15;

export function listMyReturns(page: number, signal?: AbortSignal): Promise<FiledReturnPage> {
  return http.get<FiledReturnPage>('private/customer/returns', { query: { page, per_page: PER_PAGE }, signal });
}

export async function getMyReturn(id: string, signal?: AbortSignal): Promise<GuestReturn> {
  return (await http.get<GuestReturnAnswer>(`private/customer/returns/${encodeURIComponent(id)}`, { signal })).data;
}
