import { describe, expect, it } from 'vitest';
import {
  DEFAULT_NOTIFICATION_BODY,
  DEFAULT_NOTIFICATION_TITLE,
  notificationOptions,
  parsePushPayload,
} from '../../sw/push-payload.ts';
import { NOTIFICATION_BADGE, NOTIFICATION_ICON } from '../../src/shared/push.ts';

describe('parsePushPayload', () => {
  it('reads Curiero’s own shape', () => {
    const spec = parsePushPayload(
      JSON.stringify({ title: 'Colet livrat', body: 'AWB 123 a fost livrat.', url: '/tracking?awb=123', tag: 'awb-123' }),
    );
    expect(spec).toEqual({ title: 'Colet livrat', body: 'AWB 123 a fost livrat.', url: '/tracking?awb=123', tag: 'awb-123' });
  });

  it('reads the FCM shape, preferring data.url over fcmOptions.link', () => {
    const payload = {
      notification: { title: 'În livrare', body: 'Curierul ajunge azi.' },
      data: { url: '/tracking/urmarire-awb-dpd?awb=9' },
      fcmOptions: { link: 'https://example.test/other' },
    };
    expect(parsePushPayload(JSON.stringify(payload))).toEqual({
      title: 'În livrare',
      body: 'Curierul ajunge azi.',
      url: '/tracking/urmarire-awb-dpd?awb=9',
      tag: undefined,
    });
  });

  it('falls back to fcmOptions.link, fcm_options.link and click_action for the target', () => {
    const link = (extra: object) => parsePushPayload(JSON.stringify({ notification: { title: 'T' }, ...extra })).url;
    expect(link({ fcmOptions: { link: '/tracking' } })).toBe('/tracking');
    expect(link({ fcm_options: { link: '/comanda' } })).toBe('/comanda');
    expect(parsePushPayload(JSON.stringify({ notification: { title: 'T', click_action: '/retur' } })).url).toBe('/retur');
  });

  it.each([
    ['null', null],
    ['an empty string', ''],
    ['text that is not JSON', 'nu este json {'],
    ['a JSON array', '[1,2,3]'],
    ['a JSON number', '42'],
    ['wrong field types', JSON.stringify({ title: 5, body: { x: 1 }, url: ['/x'], tag: false })],
    ['blank strings', JSON.stringify({ title: '   ', body: '' })],
  ])('turns %s into a generic notification', (_label, raw) => {
    expect(parsePushPayload(raw)).toEqual({
      title: DEFAULT_NOTIFICATION_TITLE,
      body: DEFAULT_NOTIFICATION_BODY,
      url: '/',
      tag: undefined,
    });
  });

  it('caps absurdly long fields', () => {
    const spec = parsePushPayload(JSON.stringify({ title: 'x'.repeat(5000), body: 'y'.repeat(5000) }));
    expect(spec.title.length).toBeLessThanOrEqual(120);
    expect(spec.body.length).toBeLessThanOrEqual(500);
  });
});

describe('the parcel a push is about', () => {
  it('is data.awb (FCM) or awb (own shape); absent otherwise', () => {
    expect(parsePushPayload(JSON.stringify({ notification: { title: 'T' }, data: { awb: '2345678901', url: '/tracking?awb=2345678901' } })).awb).toBe('2345678901');
    expect(parsePushPayload(JSON.stringify({ title: 'T', awb: 'SMD123456' })).awb).toBe('SMD123456');
    expect(parsePushPayload(JSON.stringify({ title: 'T' }))).not.toHaveProperty('awb');
    expect(parsePushPayload(JSON.stringify({ data: { awb: 42 } }))).not.toHaveProperty('awb');
  });
});

describe('notificationOptions', () => {
  it('carries icon, badge, Romanian language and the target in data.url', () => {
    const options = notificationOptions({ title: 'T', body: 'B', url: '/tracking', tag: 'awb-1' });
    expect(options).toMatchObject({ body: 'B', icon: NOTIFICATION_ICON, badge: NOTIFICATION_BADGE, lang: 'ro', tag: 'awb-1', renotify: true });
    expect(options.data).toEqual({ url: '/tracking' });
    expect(NOTIFICATION_ICON).toBe('/icons/icon-192.png');
  });

  it('omits the tag when there is none (each notification stays separate)', () => {
    const options = notificationOptions({ title: 'T', body: 'B', url: '/', tag: undefined });
    expect(options).not.toHaveProperty('tag');
    expect(options).not.toHaveProperty('renotify'); // browsers reject renotify without a tag
  });
});
