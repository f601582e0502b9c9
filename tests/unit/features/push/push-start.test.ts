// startPush runs once per page (module state): it is started once for this file, in a browser that
// supports push (stubbed globals), with the idle callback and the permission status under control.
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { pushState } from '../../../../src/features/push/push-store.ts';
import { startPush } from '../../../../src/features/push/push-start.ts';
import { readTokenRecord, writeTokenRecord } from '../../../../src/features/push/token-record.ts';
import { emit } from '../../../../src/lib/events.ts';
import { DEVICE_TOKENS, fakeDevice, fakeServer, REGISTER, resetPush, settle, T0, type FakeDevice, type FakeServer } from './push-kit.ts';

const EP1 = 'https://fcm.googleapis.com/fcm/send/ep-1';
const browserNotification = { permission: 'granted' as NotificationPermission };
const permissionStatus = new EventTarget();
const idleCallbacks: (() => void)[] = [];
let server: FakeServer;
let device: FakeDevice;

beforeAll(() => {
  vi.stubGlobal('Notification', browserNotification);
  vi.stubGlobal('PushManager', class {});
  vi.stubGlobal('requestIdleCallback', (callback: () => void) => idleCallbacks.push(callback));
  vi.stubGlobal('cancelIdleCallback', () => undefined);
  Object.defineProperty(navigator, 'serviceWorker', { value: {}, configurable: true });
  Object.defineProperty(navigator, 'permissions', { value: { query: async () => permissionStatus }, configurable: true });
});
afterAll(async () => {
  vi.unstubAllGlobals();
  Reflect.deleteProperty(navigator, 'serviceWorker');
  Reflect.deleteProperty(navigator, 'permissions');
  await resetPush();
});

/** This device enabled push earlier (record kept, server confirmed). */
async function enabledEarlier(): Promise<void> {
  await writeTokenRecord({ token: 'tok-kept', endpoint: EP1, obtainedAt: T0 });
  localStorage.setItem('push_token_registered', '1');
}

beforeEach(async () => {
  await resetPush();
  browserNotification.permission = 'granted';
  server = fakeServer();
  device = fakeDevice({ permission: 'granted', endpoint: EP1, tokens: ['tok-new'] });
  localStorage.setItem('anon_id', 'dispozitiv-0001');
});

describe('startPush', () => {
  it('reads the permission at once and keeps the registration in step when the browser is idle', async () => {
    await writeTokenRecord({ token: 'tok-kept', endpoint: EP1, obtainedAt: T0 }); // never confirmed by the server
    startPush();
    expect(pushState.status).toBe('granted');
    expect(idleCallbacks).toHaveLength(1);
    expect(server.fetch).not.toHaveBeenCalled();

    idleCallbacks[0]!();
    await vi.waitFor(() => expect(server.to('POST', REGISTER)).toHaveLength(1));
    expect(server.calls[0]!.body).toMatchObject({ token: 'tok-kept', anon_id: 'dispozitiv-0001' });
    expect(device.provider.getToken).not.toHaveBeenCalled();
    await vi.waitFor(() => expect(pushState.device).toBe('on'));
  });

  it('starts once: a second call adds no listeners', async () => {
    await enabledEarlier();
    startPush();
    startPush();
    emit('auth:login', { method: 'password' });
    await vi.waitFor(() => expect(server.to('POST', REGISTER)).toHaveLength(1));
    await settle();
    expect(server.to('POST', REGISTER)).toHaveLength(1);
    expect(idleCallbacks).toHaveLength(1);
  });

  it('after a logout: the parcels are emptied and the device is registered again as a guest', async () => {
    await enabledEarlier();
    pushState.parcels = { '2345678901234': 'on' };
    pushState.subscriptions = [{ awb: '2345678901234', carrier_id: 3, status: 'Înregistrat', status_id: 1, created_at: '2026-11-20T09:00:00Z' }];
    localStorage.removeItem('push_token_registered'); // the logout removed the user's keys
    localStorage.removeItem('access_token');

    emit('auth:logout', { reason: 'user' });

    expect(pushState.parcels).toEqual({});
    expect(pushState.subscriptions).toBeNull();
    await vi.waitFor(() => expect(server.to('POST', REGISTER)).toHaveLength(1));
    const [call] = server.to('POST', REGISTER);
    expect(call!.body).toEqual({ token: 'tok-kept', platform: 'web', anon_id: 'dispozitiv-0001', device_name: 'Chrome on Android' });
    expect(call!.headers).not.toHaveProperty('Authorization');
    await vi.waitFor(() => expect(localStorage.getItem('push_token_registered')).toBe('1'));
  });

  it('after a password login: the device is registered again with the bearer, even when nothing changed', async () => {
    await enabledEarlier();
    localStorage.setItem('access_token', 'acces-ana');
    emit('auth:login', { method: 'password' });
    await vi.waitFor(() => expect(server.to('POST', REGISTER)).toHaveLength(1));
    expect(server.to('POST', REGISTER)[0]!.headers.Authorization).toBe('Bearer acces-ana');
    expect(device.provider.getToken).not.toHaveBeenCalled();
  });

  it('an administrator impersonating a customer does not attach this device', async () => {
    await enabledEarlier();
    localStorage.setItem('access_token', 'acces-impersonare');
    emit('auth:login', { method: 'impersonation' });
    await settle();
    expect(server.fetch).not.toHaveBeenCalled();

    // The same device does re-register on an ordinary login (the listener is there).
    localStorage.setItem('access_token', 'acces-ana');
    emit('auth:login', { method: 'password' });
    await vi.waitFor(() => expect(server.to('POST', REGISTER)).toHaveLength(1));
    await settle();
    expect(server.calls).toHaveLength(1);
    expect(server.calls[0]!.headers.Authorization).toBe('Bearer acces-ana');
  });

  it('a permission withdrawn in the site settings: the server forgets the device', async () => {
    await enabledEarlier();
    browserNotification.permission = 'denied';
    device.permission = 'denied';
    permissionStatus.dispatchEvent(new Event('change'));
    expect(pushState.status).toBe('blocked');
    await vi.waitFor(() => expect(server.to('DELETE', DEVICE_TOKENS)).toHaveLength(1));
    expect(server.to('DELETE', DEVICE_TOKENS)[0]!.body).toEqual({ token: 'tok-kept', anon_id: 'dispozitiv-0001' });
    await vi.waitFor(() => expect(pushState.device).toBe('off'));
    expect(await readTokenRecord()).toBeUndefined();
    expect(localStorage.getItem('push_token_registered')).toBeNull();
  });
});
