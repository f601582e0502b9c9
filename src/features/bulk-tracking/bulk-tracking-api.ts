// The dashboard's bulk tracking call: up to 200 AWBs answered from what Curiero stores (the server
// asks no carrier for them); the account's own parcels with their order and cash on delivery.
import { http } from '../../lib/http.ts';
import type { BulkTrackingAnswer, BulkTrackingItem } from '../../shared/api/private-answers.ts';

export type { BulkTrackingItem };

export async function trackBulk(awbs: readonly string[], signal?: AbortSignal): Promise<BulkTrackingItem[]> {
  return (await http.post<BulkTrackingAnswer>('private/tracking/bulk', { awbs }, { signal })).data;
}
