import { afterEach, describe, expect, it, vi } from 'vitest';
import { currentPermission, isIosBrowserTab, pushSupported } from '../../../../src/features/push/push-support.ts';
import { ANDROID_CHROME, IPHONE_SAFARI } from './push-kit.ts';

function stubServiceWorker(): void {
  Object.defineProperty(navigator, 'serviceWorker', { value: {}, configurable: true });
}

function supportPush(permission: NotificationPermission): void {
  vi.stubGlobal('Notification', { permission });
  vi.stubGlobal('PushManager', class {});
  stubServiceWorker();
}

afterEach(() => {
  vi.unstubAllGlobals();
  Reflect.deleteProperty(navigator, 'serviceWorker');
  Reflect.deleteProperty(navigator, 'maxTouchPoints');
});

describe('pushSupported and currentPermission', () => {
  it('need notifications, a service worker and the Push API, all three', () => {
    expect(pushSupported()).toBe(false);
    expect(currentPermission()).toBeNull();

    supportPush('granted');
    expect(pushSupported()).toBe(true);
    expect(currentPermission()).toBe('granted');
  });

  it.each([
    ['Notification', () => Reflect.deleteProperty(window, 'Notification')],
    ['PushManager', () => Reflect.deleteProperty(window, 'PushManager')],
    ['serviceWorker', () => Reflect.deleteProperty(navigator, 'serviceWorker')],
  ])('without %s there is no push and no permission', (_label, remove) => {
    supportPush('denied');
    expect(currentPermission()).toBe('denied');
    remove();
    expect(pushSupported()).toBe(false);
    expect(currentPermission()).toBeNull();
  });
});

describe('isIosBrowserTab', () => {
  it('an iPhone browser tab, not an app on the home screen', () => {
    expect(isIosBrowserTab(IPHONE_SAFARI)).toBe(true);
    vi.stubGlobal('matchMedia', (query: string) => ({ matches: query === '(display-mode: standalone)' }));
    expect(isIosBrowserTab(IPHONE_SAFARI)).toBe(false);
  });

  it('an iPad asking for the desktop site (Macintosh with touch) counts, a Mac does not', () => {
    const ipadDesktop = 'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Safari/605.1.15';
    expect(isIosBrowserTab(ipadDesktop)).toBe(false);
    Object.defineProperty(navigator, 'maxTouchPoints', { value: 5, configurable: true });
    expect(isIosBrowserTab(ipadDesktop)).toBe(true);
  });

  it('not Android', () => {
    expect(isIosBrowserTab(ANDROID_CHROME)).toBe(false);
  });
});
