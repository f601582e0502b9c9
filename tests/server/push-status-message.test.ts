// The notification for a status change (services/push/status-message.ts): FCM v1 shape, Romanian
// title from the status catalogue with the AWB, the latest event's description and place as the body,
// string-only data, the tag that makes one parcel's updates replace each other, and the absolute
// link only on https.
import { describe, expect, it } from 'vitest';
import { STATUS_CATALOGUE } from '../../server/services/carriers/statuses.ts';
import { statusChangePayload } from '../../server/services/push/status-message.ts';
import type { RecordedEvent } from '../../server/services/tracking/status-events.ts';

const event = (sequence: number, more: Partial<RecordedEvent> = {}): RecordedEvent => ({
  id: 100 + sequence,
  sequence,
  carrierStatusCode: String(sequence),
  status: 'in_transit',
  description: 'Coletul este în tranzit.',
  location: null,
  occurredAt: new Date('2026-05-04T10:00:00Z'),
  ...more,
});

describe('the status-change notification', () => {
  it('is an FCM v1 message with a Romanian title, the latest event as body, and the tracking page', () => {
    const change = {
      awb: '1234567890',
      to: 'delivered' as const,
      events: [
        event(5, { status: 'delivered', description: 'Coletul a fost livrat.', location: 'Iași' }),
        event(4, { status: 'out_for_delivery', description: 'Coletul este în livrare.', location: 'Iași' }),
      ],
    };
    expect(statusChangePayload(change, 'https://curiero.ro')).toEqual({
      notification: { title: 'Livrat · AWB 1234567890', body: 'Coletul a fost livrat (Iași).' },
      data: { url: '/tracking?awb=1234567890', awb: '1234567890', status: 'delivered', tag: 'awb-1234567890' },
      webpush: {
        notification: {
          title: 'Livrat · AWB 1234567890',
          body: 'Coletul a fost livrat (Iași).',
          icon: '/icons/icon-192.png',
          badge: '/icons/badge-72.png',
          tag: 'awb-1234567890',
          lang: 'ro',
        },
        fcm_options: { link: 'https://curiero.ro/tracking?awb=1234567890' },
      },
    });
  });

  it('keeps the diacritics of the catalogue (comma-below ș and ț) and needs no location', () => {
    const payload = statusChangePayload({ awb: 'ABC123456', to: 'delivery_failed', events: [event(3, { status: 'delivery_failed', description: 'Destinatarul nu a fost găsit la adresă.' })] }, 'https://curiero.ro');
    expect(payload.notification).toEqual({ title: 'Livrare eșuată · AWB ABC123456', body: 'Destinatarul nu a fost găsit la adresă.' });
    expect(payload.notification.title).not.toMatch(/[şţŞŢ]/);
    expect(statusChangePayload({ awb: 'ABC123456', to: 'returned', events: [] }, 'https://curiero.ro').notification).toEqual({
      title: 'Returnat expeditorului · AWB ABC123456',
      body: STATUS_CATALOGUE.returned.description,
    });
  });

  it('has string data only, and the absolute link only when the app is served over https', () => {
    const payload = statusChangePayload({ awb: '1234567890', to: 'in_locker', events: [event(1)] }, 'http://127.0.0.1:8080');
    expect(Object.values(payload.data).every((v) => typeof v === 'string')).toBe(true);
    expect(payload.webpush).not.toHaveProperty('fcm_options');
    expect(payload.data.url).toBe('/tracking?awb=1234567890');
  });
});
