// The message the service worker posts to the app's windows when a push about a parcel arrives, so
// that a tracking screen showing that AWB refreshes at once instead of at its next minute. Pure:
// imported by the worker (sw/push.ts) and by the app (features/tracking).
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
