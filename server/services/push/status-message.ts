// What a device is told when a parcel it follows changes: one pure function from the status change
// to the FCM v1 message (without the token). Title: the new status's catalogue name and the AWB
// ('Livrat · AWB 1234567890'); body: the latest event's description and where it happened; a click
// opens the tracking page; the tag `awb-<AWB>` makes updates of one parcel replace each other.
import type { PushPayload } from '../../db/schema-push.ts';
import { NOTIFICATION_BADGE, NOTIFICATION_ICON, parcelTag } from '../../../src/shared/push.ts';
import { trackingPath } from '../../../src/shared/tracking.ts';
import { STATUS_CATALOGUE } from '../carriers/index.ts';
import type { StatusChange } from '../tracking/index.ts';

type ChangeFacts = Pick<StatusChange, 'awb' | 'to' | 'events'>;

/** The change's newest event (highest sequence); undefined when it carries none. */
export function latestEvent<E extends { sequence: number }>(events: readonly E[]): E | undefined {
  return events.reduce<E | undefined>((last, e) => (!last || e.sequence > last.sequence ? e : last), undefined);
}

/** 'Coletul a fost livrat (Iași).' from a description and a location. */
function bodyOf(change: ChangeFacts): string {
  const latest = latestEvent(change.events);
  const description = (latest?.description ?? STATUS_CATALOGUE[change.to].description).trim();
  const location = latest?.location?.trim();
  if (!location) return description;
  return `${description.replace(/[.!]+$/, '')} (${location}).`;
}

/** The message for `change`; `publicUrl` makes the absolute link FCM wants (https only). */
export function statusChangePayload(change: ChangeFacts, publicUrl: string): PushPayload {
  const title = `${STATUS_CATALOGUE[change.to].name} · AWB ${change.awb}`;
  const body = bodyOf(change);
  const url = trackingPath(change.awb);
  const tag = parcelTag(change.awb);
  const secure = publicUrl.startsWith('https://');
  return {
    notification: { title, body },
    data: { url, awb: change.awb, status: change.to, tag },
    webpush: {
      notification: { title, body, icon: NOTIFICATION_ICON, badge: NOTIFICATION_BADGE, tag, lang: 'ro' },
      // FCM accepts only an absolute https link here; on http the service worker uses data.url.
      ...(secure ? { fcm_options: { link: `${publicUrl}${url}` } } : {}),
    },
  };
}
