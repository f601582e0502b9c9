/**
 * The server's notification calls (spec §7): device registration (bearer when signed in, none for
 * a guest: lib/http adds it from the stored session) and the per-parcel subscriptions.
 */
import { http } from '../../lib/http.ts';
import type { ParcelSubscription, ParcelSubscriptionListAnswer, PushSuccessAnswer } from '../../shared/api/private-answers.ts';

export interface DeviceRegistration {
  token: string;
  platform: 'web';
  anon_id: string;
  device_name: string;
  /** The token Firebase renewed: the server moves this device's parcels from it. */
  previous_token?: string;
}

export type { ParcelSubscription } from '../../shared/api/private-answers.ts';

/** True when the server confirmed (`data.success`, spec §7). */
export async function registerDevice(body: DeviceRegistration): Promise<boolean> {
  const answer = await http.post<PushSuccessAnswer | undefined>('private/notifications/device-tokens/register', body);
  return answer?.data?.success === true;
}

export async function unregisterDevice(token: string, anonId: string): Promise<void> {
  await http.delete('private/notifications/device-tokens', { token, anon_id: anonId });
}

export async function subscribeParcel(token: string, anonId: string, awb: string, carrierId: number | null): Promise<void> {
  await http.post('private/notifications/subscriptions', { token, anon_id: anonId, awb, ...(carrierId ? { carrier_id: carrierId } : {}) });
}

export async function unsubscribeParcel(token: string, anonId: string, awb: string): Promise<void> {
  await http.delete('private/notifications/subscriptions', { token, anon_id: anonId, awb });
}

export async function listParcelSubscriptions(token: string, anonId: string): Promise<ParcelSubscription[]> {
  const answer = await http.post<ParcelSubscriptionListAnswer | undefined>('private/notifications/subscriptions/list', {
    token,
    anon_id: anonId,
  });
  return answer?.data?.subscriptions ?? [];
}
