// What the server, the service worker and the app agree on about push notifications. Pure.
// - the icon and badge of a notification, and its tag: one per parcel, so a newer status replaces
//   the older notification (server/services/push/status-message.ts, sw/push-payload.ts);
// - the message the worker posts to the app's windows when a push about a parcel arrives, so that a
//   tracking screen showing that AWB refreshes at once (sw/push.ts, features/tracking).

export const NOTIFICATION_ICON = '/icons/icon-192.png';
export const NOTIFICATION_BADGE = '/icons/badge-72.png';

export function parcelTag(awb: string): string {
  return `awb-${awb}`;
}

export const PARCEL_UPDATE = 'PARCEL_UPDATE';

export interface ParcelUpdateMessage {
  type: typeof PARCEL_UPDATE;
  awb: string;
}

export function parcelUpdate(awb: string): ParcelUpdateMessage {
  return { type: PARCEL_UPDATE, awb };
}

/** The AWB of a parcel-update message, or null for any other message. */
export function parcelUpdateAwb(data: unknown): string | null {
  if (typeof data !== 'object' || data === null) return null;
  const { type, awb } = data as { type?: unknown; awb?: unknown };
  return type === PARCEL_UPDATE && typeof awb === 'string' && awb.trim() ? awb.trim().toUpperCase() : null;
}
