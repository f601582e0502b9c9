/**
 * Notifications per parcel: from a tracking result the user turns them on for one AWB (this also
 * enables push on the device, asking for permission if needed), or off again; the dashboard lists
 * them. The server sends on every status change of a subscribed parcel.
 */
import { getAnonId } from './anon-id.ts';
import { listParcelSubscriptions, subscribeParcel, unsubscribeParcel } from './notifications-api.ts';
import { enablePush, failureOf } from './push-device.ts';
import { pushState, setProblem } from './push-store.ts';
import { readTokenRecord } from './token-record.ts';

export async function notifyParcel(awb: string, carrierId: number | null): Promise<void> {
  pushState.parcels[awb] = 'working';
  try {
    const token = await enablePush();
    await subscribeParcel(token, getAnonId(), awb, carrierId);
    pushState.parcels[awb] = 'on';
    pushState.subscriptions = null; // the dashboard's list reloads
    setProblem(null);
  } catch (error) {
    delete pushState.parcels[awb];
    const failure = failureOf(error);
    setProblem(failure.problem, failure.detail, awb);
    throw failure;
  }
}

export async function stopParcel(awb: string): Promise<void> {
  const kept = await readTokenRecord();
  if (kept) await unsubscribeParcel(kept.token, getAnonId(), awb);
  delete pushState.parcels[awb];
  if (pushState.subscriptions) pushState.subscriptions = pushState.subscriptions.filter((s) => s.awb !== awb);
}

let loading: Promise<void> | null = null;

/** The server's list for this device (empty when push was never enabled here); one request at a time. */
export function loadParcels(): Promise<void> {
  loading ??= (async () => {
    const kept = await readTokenRecord();
    const list = kept ? await listParcelSubscriptions(kept.token, getAnonId()) : [];
    pushState.subscriptions = list;
    pushState.parcels = Object.fromEntries(list.map((s) => [s.awb, 'on' as const]));
  })().finally(() => {
    loading = null;
  });
  return loading;
}
