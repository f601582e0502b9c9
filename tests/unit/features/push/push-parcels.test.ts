import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { PushFailure } from '../../../../src/features/push/push-device.ts';
import { loadParcels, notifyParcel, stopParcel } from '../../../../src/features/push/push-parcels.ts';
import { pushState } from '../../../../src/features/push/push-store.ts';
import { writeTokenRecord } from '../../../../src/features/push/token-record.ts';
import {
  fakeDevice,
  fakeServer,
  REGISTER,
  resetPush,
  SUBSCRIPTIONS,
  SUBSCRIPTIONS_LIST,
  T0,
  type FakeServer,
} from './push-kit.ts';

const AWB = '2345678901234';
const ANON = 'dispozitiv-0001';
const NOT_FOUND = 'Nu am găsit niciun colet cu AWB-ul 2345678901234.';

let server: FakeServer;

beforeEach(() => {
  server = fakeServer();
  localStorage.setItem('anon_id', ANON);
});
afterEach(async () => {
  vi.unstubAllGlobals();
  await resetPush();
});

describe('notifyParcel', () => {
  it('enables push (asking), then subscribes the AWB with the token, anon_id and carrier', async () => {
    const device = fakeDevice({ permission: 'default', answer: 'granted', tokens: ['tok-1'] });
    pushState.subscriptions = [];
    const pending = notifyParcel(AWB, 3);
    expect(pushState.parcels[AWB]).toBe('working');
    await pending;

    expect(device.requestPermission).toHaveBeenCalledTimes(1);
    expect(server.calls.map((c) => `${c.method} ${c.url}`)).toEqual([`POST ${REGISTER}`, `POST ${SUBSCRIPTIONS}`]);
    expect(server.to('POST', SUBSCRIPTIONS)[0]!.body).toEqual({ token: 'tok-1', anon_id: ANON, awb: AWB, carrier_id: 3 });
    expect(pushState.parcels[AWB]).toBe('on');
    expect(pushState.device).toBe('on');
    expect(pushState.problem).toBeNull();
    expect(pushState.subscriptions).toBeNull(); // the dashboard's list reloads
  });

  it('leaves carrier_id out when the carrier is not known', async () => {
    fakeDevice({ permission: 'granted' });
    await notifyParcel(AWB, null);
    expect(server.to('POST', SUBSCRIPTIONS)[0]!.body).toEqual({ token: 'tok-1', anon_id: ANON, awb: AWB });
  });

  it('a 404 from the server: the parcel stays off, the problem is the server message for this AWB', async () => {
    fakeDevice({ permission: 'granted' });
    server.answer('POST', SUBSCRIPTIONS, { status: 404, body: { reason: 'not_found', message: NOT_FOUND } });
    const error: unknown = await notifyParcel(AWB, 3).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(PushFailure);
    expect(error).toMatchObject({ problem: 'failed', detail: NOT_FOUND });
    expect(pushState.parcels).not.toHaveProperty(AWB);
    expect(pushState).toMatchObject({ problem: 'failed', problemDetail: NOT_FOUND, problemAwb: AWB });
  });

  it('the user dismisses the prompt: nothing sent, the problem answers this AWB', async () => {
    const device = fakeDevice({ permission: 'default', answer: 'default' });
    await expect(notifyParcel(AWB, 3)).rejects.toMatchObject({ problem: 'dismissed' });
    expect(device.provider.getToken).not.toHaveBeenCalled();
    expect(server.fetch).not.toHaveBeenCalled();
    expect(pushState.parcels).toEqual({});
    expect(pushState).toMatchObject({ problem: 'dismissed', problemDetail: null, problemAwb: AWB });
  });

  it('a success clears an earlier problem', async () => {
    fakeDevice({ permission: 'granted' });
    server.answer('POST', SUBSCRIPTIONS, { status: 404, body: { message: NOT_FOUND } });
    await notifyParcel(AWB, 3).catch(() => undefined);
    server.answer('POST', SUBSCRIPTIONS, { status: 201, body: { data: { success: true } } });
    await notifyParcel(AWB, 3);
    expect(pushState).toMatchObject({ problem: null, problemDetail: null, problemAwb: null });
    expect(pushState.parcels[AWB]).toBe('on');
  });
});

describe('stopParcel', () => {
  it('sends DELETE for the AWB with the kept token and drops it from the store and the list', async () => {
    fakeDevice({ permission: 'granted' });
    await writeTokenRecord({ token: 'tok-1', endpoint: 'https://fcm.googleapis.com/fcm/send/ep-1', obtainedAt: T0 });
    pushState.parcels = { [AWB]: 'on', '9999999999': 'on' };
    pushState.subscriptions = [
      { awb: AWB, carrier_id: 3, status: 'În tranzit', status_id: 4, created_at: '2026-11-20T09:00:00Z' },
      { awb: '9999999999', carrier_id: 6, status: 'Înregistrat', status_id: 1, created_at: '2026-11-20T09:00:00Z' },
    ];

    await stopParcel(AWB);

    const deletes = server.to('DELETE', SUBSCRIPTIONS);
    expect(deletes).toHaveLength(1);
    expect(deletes[0]!.body).toEqual({ token: 'tok-1', anon_id: ANON, awb: AWB });
    expect(pushState.parcels).toEqual({ '9999999999': 'on' });
    expect(pushState.subscriptions.map((s) => s.awb)).toEqual(['9999999999']);
  });

  it('a server error keeps the parcel on', async () => {
    await writeTokenRecord({ token: 'tok-1', endpoint: null, obtainedAt: T0 });
    server.answer('DELETE', SUBSCRIPTIONS, { status: 500, body: { message: 'Eroare.' } });
    pushState.parcels = { [AWB]: 'on' };
    await expect(stopParcel(AWB)).rejects.toMatchObject({ status: 500 });
    expect(pushState.parcels[AWB]).toBe('on');
  });
});

describe('loadParcels', () => {
  it('fills the list and the parcels from POST subscriptions/list', async () => {
    await writeTokenRecord({ token: 'tok-1', endpoint: null, obtainedAt: T0 });
    const list = [
      { awb: AWB, carrier_id: 3, status: 'În livrare', created_at: '2026-11-20T09:00:00Z' },
      { awb: 'CCC333333', carrier_id: null, status: null, created_at: '2026-11-21T09:00:00Z' },
    ];
    server.answer('POST', SUBSCRIPTIONS_LIST, { status: 200, body: { data: { subscriptions: list } } });

    await loadParcels();

    const calls = server.to('POST', SUBSCRIPTIONS_LIST);
    expect(calls).toHaveLength(1);
    expect(calls[0]!.body).toEqual({ token: 'tok-1', anon_id: ANON });
    expect(pushState.subscriptions).toEqual(list);
    expect(pushState.parcels).toEqual({ [AWB]: 'on', CCC333333: 'on' });
  });

  it('asks once for two simultaneous loads', async () => {
    await writeTokenRecord({ token: 'tok-1', endpoint: null, obtainedAt: T0 });
    await Promise.all([loadParcels(), loadParcels()]);
    expect(server.to('POST', SUBSCRIPTIONS_LIST)).toHaveLength(1);
    await loadParcels();
    expect(server.to('POST', SUBSCRIPTIONS_LIST)).toHaveLength(2);
  });

  it('an empty list without asking when push was never enabled here', async () => {
    pushState.parcels = { [AWB]: 'on' };
    await loadParcels();
    expect(server.fetch).not.toHaveBeenCalled();
    expect(pushState.subscriptions).toEqual([]);
    expect(pushState.parcels).toEqual({});
  });
});
