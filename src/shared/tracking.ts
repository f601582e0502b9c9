// A tracked parcel as POST orders/track-by-awb and track-by-order answer it: its types are generated
// from the server's schema of the answer (server/routes/private/orders/tracking-answers.ts, npm run
// contract). Shared by the server (services/tracking/view.ts builds it) and the app (the tracking
// screens and the dashboard read it).
export type { TrackingHistoryItem, TrackingItem } from './api/private-answers.ts';

/** The tracking page of one parcel (a path; the server prefixes its public URL for links it sends). */
export function trackingPath(awb: string): string {
  return `/tracking?${new URLSearchParams({ awb })}`;
}
