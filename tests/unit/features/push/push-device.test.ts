import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { deviceName } from '../../../../src/features/push/device-name.ts';
import { detectPush, disablePush, enablePush, failureOf, PushFailure, syncPushDevice } from '../../../../src/features/push/push-device.ts';
import { problemMessage } from '../../../../src/features/push/push-messages.ts';
import { pushState } from '../../../../src/features/push/push-store.ts';
import { readTokenRecord, writeTokenRecord } from '../../../../src/features/push/token-record.ts';
import { WorkerTimeoutError } from '../../../../src/features/push/sw-registration.ts';
import { roPush } from '../../../../src/i18n/ro-push.ts';
import { HttpError } from '../../../../src/lib/http.ts';
import {
  ANDROID_CHROME,
  DAY_MS,
  DEVICE_TOKENS,
  fakeDevice,
  fakeServer,
  IPHONE_SAFARI,
  REGISTER,
  resetPush,
  T0,
  type FakeServer,
} from './push-kit.ts';

const EP1 = 'https://fcm.googleapis.com/fcm/send/ep-1';
const EP2 = 'https://fcm.googleapis.com/fcm/send/ep-2';

let server: FakeServer;

beforeEach(() => {
  server = fakeServer();
});
afterEach(async () => {
  vi.unstubAllGlobals();
  await resetPush();
});

async function failureFrom(promise: Promise<unknown>): Promise<PushFailure> {
  const error: unknown = await promise.then(
    () => null,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(PushFailure);
  return error as PushFailure;
}

describe('enablePush', () => {
  it('from default: asks once, gets the token for the registration, registers the device as a guest', async () => {
    const device = fakeDevice({ permission: 'default', answer: 'granted', tokens: ['tok-1'] });
    const anonId = 'dispozitiv-0001';
    localStorage.setItem('anon_id', anonId);

    await expect(enablePush()).resolves.toBe('tok-1');

    expect(device.requestPermission).toHaveBeenCalledTimes(1);
    expect(device.provider.getToken).toHaveBeenCalledTimes(1);
    expect(device.provider.getToken).toHaveBeenCalledWith(device.registration);
    expect(server.calls).toHaveLength(1);
    const [call] = server.calls;
    expect(call).toMatchObject({ url: REGISTER, method: 'POST' });
    expect(call!.body).toEqual({ token: 'tok-1', platform: 'web', anon_id: anonId, device_name: 'Chrome on Android' });
    expect(call!.headers['Content-Type']).toBe('application/json');
    expect(call!.headers).not.toHaveProperty('Authorization');
    expect(localStorage.getItem('push_token_registered')).toBe('1');
    expect(await readTokenRecord()).toEqual({ token: 'tok-1', endpoint: EP1, obtainedAt: T0 });
    expect(pushState).toMatchObject({ status: 'granted', device: 'on', problem: null });
  });

  it('signed in: the registration carries the bearer token', async () => {
    fakeDevice({ permission: 'granted', userAgent: IPHONE_SAFARI });
    localStorage.setItem('access_token', 'acces-ana');
    await enablePush();
    const [call] = server.to('POST', REGISTER);
    expect(call!.headers.Authorization).toBe('Bearer acces-ana');
    expect((call!.body as { device_name: string }).device_name).toBe(deviceName(IPHONE_SAFARI));
    expect((call!.body as { anon_id: string }).anon_id).toBe(localStorage.getItem('anon_id'));
  });

  it('already granted: does not ask again; a second click with a fresh, confirmed token calls nobody', async () => {
    const device = fakeDevice({ permission: 'granted' });
    await enablePush();
    expect(device.requestPermission).not.toHaveBeenCalled();
    expect(server.calls).toHaveLength(1);

    device.now = T0 + DAY_MS;
    await expect(enablePush()).resolves.toBe('tok-1');
    expect(device.provider.getToken).toHaveBeenCalledTimes(1);
    expect(server.calls).toHaveLength(1);
  });

  it('registers again when the kept token was never confirmed by the server', async () => {
    fakeDevice({ permission: 'granted' });
    await writeTokenRecord({ token: 'tok-kept', endpoint: EP1, obtainedAt: T0 });
    await expect(enablePush()).resolves.toBe('tok-kept');
    expect(server.to('POST', REGISTER).map((c) => (c.body as { token: string }).token)).toEqual(['tok-kept']);
  });

  it('the user closes the prompt: dismissed, no token, nothing registered', async () => {
    const device = fakeDevice({ permission: 'default', answer: 'default' });
    const failure = await failureFrom(enablePush());
    expect(failure.problem).toBe('dismissed');
    expect(device.requestPermission).toHaveBeenCalledTimes(1);
    expect(device.provider.getToken).not.toHaveBeenCalled();
    expect(server.fetch).not.toHaveBeenCalled();
    expect(localStorage.getItem('push_token_registered')).toBeNull();
    expect(await readTokenRecord()).toBeUndefined();
    expect(pushState).toMatchObject({ status: 'default', device: 'off' });
  });

  it('the user blocks at the prompt: blocked, no token', async () => {
    const device = fakeDevice({ permission: 'default', answer: 'denied' });
    expect((await failureFrom(enablePush())).problem).toBe('blocked');
    expect(device.provider.getToken).not.toHaveBeenCalled();
    expect(server.fetch).not.toHaveBeenCalled();
    expect(pushState.status).toBe('blocked');
  });

  it('already blocked in the browser: blocked without asking', async () => {
    const device = fakeDevice({ permission: 'denied' });
    expect((await failureFrom(enablePush())).problem).toBe('blocked');
    expect(device.requestPermission).not.toHaveBeenCalled();
    expect(device.provider.getToken).not.toHaveBeenCalled();
    expect(server.fetch).not.toHaveBeenCalled();
  });

  it('Firebase not configured: not_configured and no server call', async () => {
    const device = fakeDevice({ permission: 'granted', configured: false });
    expect((await failureFrom(enablePush())).problem).toBe('not_configured');
    expect(device.provider.getToken).not.toHaveBeenCalled();
    expect(server.fetch).not.toHaveBeenCalled();
    expect(localStorage.getItem('push_token_registered')).toBeNull();
    expect(pushState.device).toBe('off');
  });

  it('unsupported browser: unsupported, or the home-screen advice on an iPhone tab', async () => {
    const device = fakeDevice({ permission: null, userAgent: ANDROID_CHROME });
    expect((await failureFrom(enablePush())).problem).toBe('unsupported');
    expect(pushState.status).toBe('unsupported');
    device.userAgent = IPHONE_SAFARI;
    expect((await failureFrom(enablePush())).problem).toBe('unsupported_ios');
    expect(device.requestPermission).not.toHaveBeenCalled();
    expect(device.provider.getToken).not.toHaveBeenCalled();
    expect(server.fetch).not.toHaveBeenCalled();
  });

  it('the server refuses (422): the failure carries its message, the device is not marked registered', async () => {
    fakeDevice({ permission: 'granted' });
    server.answer('POST', REGISTER, { status: 422, body: { reason: 'validation_failed', message: 'Tokenul nu este valid.', errors: { token: ['Tokenul nu este valid.'] } } });
    const failure = await failureFrom(enablePush());
    expect(failure.problem).toBe('failed');
    expect(failure.detail).toBe('Tokenul nu este valid.');
    expect(problemMessage(failure.problem, failure.detail)).toBe('Tokenul nu este valid.');
    expect(localStorage.getItem('push_token_registered')).toBeNull();
    expect(pushState.device).toBe('off');
  });

  it('the server answers without success: failed, not marked registered', async () => {
    fakeDevice({ permission: 'granted' });
    server.answer('POST', REGISTER, { status: 200, body: { data: { success: false } } });
    const failure = await failureFrom(enablePush());
    expect(failure).toMatchObject({ problem: 'failed', detail: null });
    expect(localStorage.getItem('push_token_registered')).toBeNull();
  });

  it('the service worker does not activate in time: worker_timeout', async () => {
    const device = fakeDevice({ permission: 'granted' });
    device.registrationError = new WorkerTimeoutError();
    expect((await failureFrom(enablePush())).problem).toBe('worker_timeout');
    expect(device.provider.getToken).not.toHaveBeenCalled();
    expect(server.fetch).not.toHaveBeenCalled();
    expect(pushState.device).toBe('off');
  });
});

describe('syncPushDevice', () => {
  it('does nothing on a device where push was never enabled', async () => {
    const device = fakeDevice({ permission: 'granted' });
    await syncPushDevice();
    expect(device.provider.getToken).not.toHaveBeenCalled();
    expect(server.fetch).not.toHaveBeenCalled();
  });

  it('a new push subscription: the new token is registered and kept', async () => {
    const device = fakeDevice({ permission: 'granted', tokens: ['tok-1', 'tok-2'] });
    await enablePush();
    device.endpoint = EP2;
    device.now = T0 + DAY_MS;

    await syncPushDevice();

    expect(device.provider.getToken).toHaveBeenCalledTimes(2);
    expect(server.to('POST', REGISTER).map((c) => (c.body as { token: string }).token)).toEqual(['tok-1', 'tok-2']);
    // The server is told which token it replaces, so the parcels followed move to the new one.
    expect(server.to('POST', REGISTER).map((c) => (c.body as { previous_token?: string }).previous_token)).toEqual([undefined, 'tok-1']);
    expect(await readTokenRecord()).toEqual({ token: 'tok-2', endpoint: EP2, obtainedAt: T0 + DAY_MS });
    expect(pushState.device).toBe('on');
  });

  it('same subscription, younger than 7 days: no token asked, no call; at 7 days: refreshed and registered', async () => {
    const device = fakeDevice({ permission: 'granted', tokens: ['tok-1', 'tok-2'] });
    await enablePush();
    server.calls.length = 0;

    device.now = T0 + 7 * DAY_MS - 1;
    await syncPushDevice();
    expect(device.provider.getToken).toHaveBeenCalledTimes(1);
    expect(server.calls).toHaveLength(0);
    expect(pushState.device).toBe('on');

    device.now = T0 + 7 * DAY_MS;
    await syncPushDevice();
    expect(device.provider.getToken).toHaveBeenCalledTimes(2);
    expect(server.calls.map((c) => [c.method, c.url, (c.body as { token: string }).token])).toEqual([['POST', REGISTER, 'tok-2']]);
    expect(await readTokenRecord()).toEqual({ token: 'tok-2', endpoint: EP1, obtainedAt: T0 + 7 * DAY_MS });

    // The refreshed token is good for another 7 days.
    device.now = T0 + 13 * DAY_MS;
    await syncPushDevice();
    expect(device.provider.getToken).toHaveBeenCalledTimes(2);
    expect(server.calls).toHaveLength(1);
  });

  it('force (after a login or logout): registers the kept token again without a new one', async () => {
    const device = fakeDevice({ permission: 'granted' });
    await enablePush();
    localStorage.setItem('access_token', 'acces-ana');
    await syncPushDevice({ force: true });
    expect(device.provider.getToken).toHaveBeenCalledTimes(1);
    const registers = server.to('POST', REGISTER);
    expect(registers).toHaveLength(2);
    expect(registers[1]!.headers.Authorization).toBe('Bearer acces-ana');
    expect(registers[1]!.body).toMatchObject({ token: 'tok-1' });
  });

  it('permission withdrawn in the browser: the server forgets the device, the record and the flag go', async () => {
    const device = fakeDevice({ permission: 'granted' });
    await enablePush();
    const anonId = localStorage.getItem('anon_id');
    device.permission = 'denied';

    await syncPushDevice();

    const deletes = server.to('DELETE', DEVICE_TOKENS);
    expect(deletes).toHaveLength(1);
    expect(deletes[0]!.body).toEqual({ token: 'tok-1', anon_id: anonId });
    expect(await readTokenRecord()).toBeUndefined();
    expect(localStorage.getItem('push_token_registered')).toBeNull();
    expect(pushState).toMatchObject({ status: 'blocked', device: 'off' });
  });

  it('never throws: offline, the record stays for the next try', async () => {
    const device = fakeDevice({ permission: 'granted', tokens: ['tok-1', 'tok-2'] });
    await enablePush();
    device.endpoint = EP2;
    server.fetch.mockRejectedValueOnce(new TypeError('Failed to fetch'));
    await expect(syncPushDevice()).resolves.toBeUndefined();
    // The new token was obtained and kept; the server did not hear of it yet.
    expect(await readTokenRecord()).toMatchObject({ token: 'tok-2', endpoint: EP2 });
  });
});

describe('disablePush', () => {
  it('tells the server to forget the device, revokes the token, clears the flag, the record and the parcels', async () => {
    const device = fakeDevice({ permission: 'granted' });
    await enablePush();
    const anonId = localStorage.getItem('anon_id');
    pushState.parcels = { '2345678901234': 'on' };

    await disablePush();

    const deletes = server.to('DELETE', DEVICE_TOKENS);
    expect(deletes).toHaveLength(1);
    expect(deletes[0]!.body).toEqual({ token: 'tok-1', anon_id: anonId });
    expect(device.provider.deleteToken).toHaveBeenCalledTimes(1);
    expect(device.provider.deleteToken).toHaveBeenCalledWith(device.registration);
    expect(localStorage.getItem('push_token_registered')).toBeNull();
    expect(await readTokenRecord()).toBeUndefined();
    expect(pushState).toMatchObject({ device: 'off', parcels: {}, subscriptions: [] });
  });

  it('the server cannot be reached: the device stays on and the token is kept', async () => {
    const device = fakeDevice({ permission: 'granted' });
    await enablePush();
    server.fetch.mockRejectedValueOnce(new TypeError('Failed to fetch'));
    const failure = await failureFrom(disablePush());
    expect(failure.problem).toBe('failed');
    expect(device.provider.deleteToken).not.toHaveBeenCalled();
    expect(await readTokenRecord()).toMatchObject({ token: 'tok-1' });
    expect(localStorage.getItem('push_token_registered')).toBe('1');
    expect(pushState.device).toBe('on');
  });
});

describe('detectPush and failureOf', () => {
  it('the device is on only with the flag and the permission granted', () => {
    const device = fakeDevice({ permission: 'granted' });
    detectPush();
    expect(pushState.device).toBe('off');
    localStorage.setItem('push_token_registered', '1');
    detectPush();
    expect(pushState.device).toBe('on');
    device.permission = 'denied';
    detectPush();
    expect(pushState).toMatchObject({ status: 'blocked', device: 'off' });
  });

  it('maps errors to what the user is told', () => {
    expect(failureOf(new HttpError(404, 'Nu am găsit coletul.'))).toMatchObject({ problem: 'failed', detail: 'Nu am găsit coletul.' });
    expect(failureOf(new WorkerTimeoutError()).problem).toBe('worker_timeout');
    expect(failureOf(new Error('x'))).toMatchObject({ problem: 'failed', detail: null });
    expect(problemMessage('failed', null)).toBe(roPush.failed);
    expect(problemMessage('blocked', 'ignorat')).toBe(roPush.blocked);
  });
});
