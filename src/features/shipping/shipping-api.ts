// The calculator's calls: locality search (public reference data, cached by the service worker)
// and the itemised price calculation for every carrier and service.
import { http } from '../../lib/http.ts';
import type { LocalitySearchAnswer, PriceAnswer, PriceRequest } from '../../shared/shipping.ts';

export type LocalityOption = LocalitySearchAnswer['data'][number];

export async function searchLocalities(term: string, signal?: AbortSignal): Promise<LocalityOption[]> {
  const answer = await http.get<LocalitySearchAnswer>('private/search/localities/RO', {
    query: { search: term, per_page: 10 },
    signal,
  });
  return answer?.data ?? [];
}

export function calculatePrices(request: PriceRequest, signal?: AbortSignal): Promise<PriceAnswer> {
  return http.post<PriceAnswer>('private/orders/price-calculation', request, { signal });
}
