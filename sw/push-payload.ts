/**
 * Turns a push message's text into what the worker shows. Two shapes are accepted:
 * - Curiero's own: {title, body, url, tag};
 * - Firebase Cloud Messaging's: {notification: {title, body, tag?}, data: {url?}, fcmOptions: {link}}
 *   (also `fcm_options.link` and the legacy `notification.click_action`).
 * Anything else (empty, not JSON, wrong types) still yields a generic notification: Chromium
 * requires every push to show one, or it shows its own "site updated in the background" text.
 * Pure (no worker globals) so the unit tests run it as is.
 */

import { NOTIFICATION_BADGE, NOTIFICATION_ICON } from '../src/shared/push.ts';

// The worker cannot import src/i18n (sw/ imports only src/shared), so its two strings live here.
export const DEFAULT_NOTIFICATION_TITLE = 'Curiero';
export const DEFAULT_NOTIFICATION_BODY = 'Ai o notificare nouă despre coletele tale.';

const MAX_TITLE = 120;
const MAX_BODY = 500;
const MAX_TAG = 120;

export interface PushNotificationSpec {
  title: string;
  body: string;
  /** Page to open on click: a same-origin path, or an absolute URL checked again on click. */
  url: string;
  tag: string | undefined;
  /** The parcel the message is about (`data.awb`), if any: open windows are told to refresh it. */
  awb?: string;
}

type Json = Record<string, unknown>;

function asObject(value: unknown): Json | undefined {
  return typeof value === 'object' && value !== null && !Array.isArray(value) ? (value as Json) : undefined;
}

function text(value: unknown, max: number): string | undefined {
  if (typeof value !== 'string') return undefined;
  const trimmed = value.trim();
  return trimmed ? trimmed.slice(0, max) : undefined;
}

function firstText(max: number, ...values: unknown[]): string | undefined {
  for (const value of values) {
    const found = text(value, max);
    if (found) return found;
  }
  return undefined;
}

export function parsePushPayload(raw: string | null | undefined): PushNotificationSpec {
  let parsed: unknown;
  try {
    parsed = raw ? JSON.parse(raw) : undefined;
  } catch {
    parsed = undefined;
  }
  const root = asObject(parsed) ?? {};
  const notification = asObject(root.notification) ?? {};
  const data = asObject(root.data) ?? {};
  const fcmOptions = asObject(root.fcmOptions) ?? asObject(root.fcm_options) ?? {};

  return {
    title: firstText(MAX_TITLE, root.title, notification.title, data.title) ?? DEFAULT_NOTIFICATION_TITLE,
    body: firstText(MAX_BODY, root.body, notification.body, data.body) ?? DEFAULT_NOTIFICATION_BODY,
    url:
      firstText(2048, root.url, data.url, data.link, fcmOptions.link, notification.click_action) ?? '/',
    tag: firstText(MAX_TAG, root.tag, notification.tag, data.tag),
    ...(text(data.awb ?? root.awb, 40) ? { awb: text(data.awb ?? root.awb, 40) } : {}),
  };
}

/** `renotify` is in the Notifications standard but not in TypeScript's DOM types. */
export type ShownNotificationOptions = NotificationOptions & { renotify?: boolean };

/**
 * The options passed to `registration.showNotification(spec.title, ...)`. With a tag (one per
 * parcel) a newer status replaces the older notification and, with `renotify`, still alerts.
 */
export function notificationOptions(spec: PushNotificationSpec): ShownNotificationOptions {
  return {
    body: spec.body,
    icon: NOTIFICATION_ICON,
    badge: NOTIFICATION_BADGE,
    lang: 'ro',
    data: { url: spec.url },
    ...(spec.tag ? { tag: spec.tag, renotify: true } : {}),
  };
}
