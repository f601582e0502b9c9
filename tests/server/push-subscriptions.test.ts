// The parcels a device follows (POST/DELETE notifications/subscriptions, POST
// notifications/subscriptions/list): subscribing by AWB as people type it, idempotently, the list,
// unsubscribing, and the refusals: unknown AWB (or another carrier's), unregistered device, a parcel
// whose status is already final, more than 50 parcels, someone else's device, malformed bodies.
import { randomBytes } from 'node:crypto';
import type { FastifyInstance, InjectOptions } from 'fastify';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { MAX_SUBSCRIPTIONS_PER_DEVICE } from '../../server/services/push/subscriptions.ts';
import { authHarness, clearRateLimits, randomIp, registerCustomer, type AuthHarness, type TokenAnswer } from './helpers/auth.ts';
import { testDatabases } from './helpers/databases.ts';
import { api, bookedOrder, orderBody } from './helpers/orders.ts';

const FORBIDDEN = { reason: 'device_token_forbidden', message: 'Acest dispozitiv este înregistrat pe alt cont.' };

function send(app: FastifyInstance, method: 'POST' | 'DELETE', path: string, body: unknown, bearer?: string) {
  const request: InjectOptions = {
    method,
    url: `/api/private/notifications/${path}`,
    headers: bearer ? { authorization: `Bearer ${bearer}` } : {},
    remoteAddress: randomIp(),
    payload: body as InjectOptions['payload'],
  };
  return app.inject(request);
}

const newToken = () => `fcm-${randomBytes(40).toString('base64url')}`;
const newAnonId = () => `anon_${randomBytes(9).toString('base64url')}`;

describe.each(testDatabases())('push subscriptions on $name', (backend) => {
  let h: AuthHarness;
  let ana: TokenAnswer;
  let awb: string;
  let carrierId: number;
  beforeAll(async () => {
    h = await authHarness(backend);
    ana = await registerCustomer(h.app);
    const placed = (await bookedOrder(h.app, orderBody(), ana.access_token));
    awb = placed.awb_number;
    carrierId = placed.order.carrier_id ?? 6;
  });
  afterAll(async () => h?.close());
  beforeEach(async () => clearRateLimits(h.db));

  const guestDevice = async () => {
    const device = { token: newToken(), anon_id: newAnonId() };
    expect((await send(h.app, 'POST', 'device-tokens/register', { ...device, platform: 'web' })).statusCode).toBe(200);
    return device;
  };
  const subscribe = (body: Record<string, unknown>, bearer?: string) => send(h.app, 'POST', 'subscriptions', body, bearer);
  const list = async (device: { token: string; anon_id: string }, bearer?: string) => {
    const res = await send(h.app, 'POST', 'subscriptions/list', device, bearer);
    expect(res.statusCode).toBe(200);
    return res.json().data.subscriptions as { awb: string; carrier_id: number; status: string; created_at: string }[];
  };

  it('subscribes a device to a parcel by its AWB as typed, once however often asked, and lists it', async () => {
    const device = await guestDevice();
    const typed = ` ${awb.slice(0, 4)} ${awb.slice(4).toLowerCase()} `;
    const res = await subscribe({ ...device, awb: typed });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ data: { success: true, awb } });
    expect((await subscribe({ ...device, awb, carrier_id: 0 })).statusCode).toBe(200);
    expect((await subscribe({ ...device, awb, carrier_id: carrierId })).statusCode).toBe(200);
    const subscriptions = await list(device);
    expect(subscriptions).toEqual([{ awb, carrier_id: carrierId, status: 'Înregistrat', status_id: 1, created_at: expect.any(String) }]);
    expect(Date.parse(subscriptions[0]!.created_at)).toBeGreaterThan(Date.now() - 60_000);
  });

  it('unsubscribes, idempotently', async () => {
    const device = await guestDevice();
    await subscribe({ ...device, awb });
    const res = await send(h.app, 'DELETE', 'subscriptions', { ...device, awb: awb.toLowerCase() });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ data: { success: true, awb } });
    expect(await list(device)).toEqual([]);
    expect((await send(h.app, 'DELETE', 'subscriptions', { ...device, awb })).statusCode).toBe(200);
    expect((await send(h.app, 'DELETE', 'subscriptions', { token: newToken(), anon_id: newAnonId(), awb })).statusCode).toBe(200);
  });

  it('answers 404 for an unregistered device and for an AWB we do not have (or not at that carrier)', async () => {
    const unregistered = await subscribe({ token: newToken(), anon_id: newAnonId(), awb });
    expect(unregistered.statusCode).toBe(404);
    expect(unregistered.json()).toEqual({ reason: 'device_not_registered', message: 'Dispozitivul nu este înregistrat pentru notificări.' });

    const device = await guestDevice();
    const unknown = await subscribe({ ...device, awb: '80900000000001' });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toEqual({ reason: 'awb_not_found', message: 'Nu am găsit AWB-ul 80900000000001 la niciun curier.' });
    const otherCarrier = await subscribe({ ...device, awb, carrier_id: carrierId === 2 ? 3 : 2 });
    expect(otherCarrier.statusCode).toBe(404);
    expect(otherCarrier.json().reason).toBe('awb_not_found');
    expect(otherCarrier.json().message).toMatch(/^Nu am găsit AWB-ul .+ la (DPD|FAN Courier)\.$/);
    expect(await list(device)).toEqual([]);
    expect(await list({ token: newToken(), anon_id: newAnonId() })).toEqual([]);
  });

  it('refuses a parcel whose status is already final', async () => {
    const placed = (await bookedOrder(h.app, orderBody(), ana.access_token));
    expect((await api(h.app, 'DELETE', `orders/${placed.order_id}`, { token: ana.access_token })).statusCode).toBe(200);
    const device = await guestDevice();
    const res = await subscribe({ ...device, awb: placed.awb_number });
    expect(res.statusCode).toBe(422);
    const message = 'Coletul are deja un status final; nu vor mai urma notificări.';
    expect(res.json()).toEqual({ reason: 'awb_final_status', message, errors: { awb: [message] } });
    expect(await list(device)).toEqual([]);
  });

  it(`follows at most ${MAX_SUBSCRIPTIONS_PER_DEVICE} parcels on one device`, async () => {
    const device = await guestDevice();
    const awbs: string[] = [];
    for (let i = 0; i < MAX_SUBSCRIPTIONS_PER_DEVICE + 1; i++) {
      awbs.push((await bookedOrder(h.app, orderBody(), ana.access_token)).awb_number);
    }
    for (const each of awbs.slice(0, -1)) expect((await subscribe({ ...device, awb: each })).statusCode).toBe(200);
    const refused = await subscribe({ ...device, awb: awbs.at(-1) });
    expect(refused.statusCode).toBe(422);
    expect(refused.json()).toMatchObject({ reason: 'subscription_limit', errors: { awb: [expect.stringContaining('cel mult 50 de colete')] } });
    // Asking again for one already followed is still fine.
    expect((await subscribe({ ...device, awb: awbs[0] })).statusCode).toBe(200);
    expect((await list(device)).map((s) => s.awb).sort()).toEqual(awbs.slice(0, -1).sort());
  });

  it('applies the access rule: a customer’s device answers only to her, or to its own anon_id', async () => {
    const device = { token: newToken(), anon_id: newAnonId() };
    await send(h.app, 'POST', 'device-tokens/register', { ...device, platform: 'web' }, ana.access_token);
    // Her bearer is enough, whatever anon_id comes with it; so is the device's own anon_id.
    expect((await subscribe({ token: device.token, anon_id: newAnonId(), awb }, ana.access_token)).statusCode).toBe(200);
    expect(await list(device)).toHaveLength(1);

    const stranger = { token: device.token, anon_id: newAnonId() };
    const ion = await registerCustomer(h.app);
    for (const bearer of [undefined, ion.access_token]) {
      for (const [method, path, body] of [
        ['POST', 'subscriptions', { ...stranger, awb }],
        ['DELETE', 'subscriptions', { ...stranger, awb }],
        ['POST', 'subscriptions/list', stranger],
      ] as const) {
        const res = await send(h.app, method, path, body, bearer);
        expect(res.statusCode, `${method} ${path}`).toBe(403);
        expect(res.json()).toEqual(FORBIDDEN);
      }
    }
    expect(await list(device, ana.access_token)).toHaveLength(1);
  });

  it('answers 422 with a Romanian message per field', async () => {
    const device = await guestDevice();
    const res = await subscribe({ token: device.token, awb: 'AB-12', carrier_id: 99 });
    expect(res.statusCode).toBe(422);
    expect(res.json().errors).toEqual({
      anon_id: ['Câmpul este obligatoriu.'],
      awb: ['AWB-ul trebuie să aibă între 6 și 20 de litere și cifre.'],
      carrier_id: ['Curierul nu există: trimite id-ul unui curier din listă sau 0 pentru oricare.'],
    });
    expect((await subscribe({ ...device, awb: 'x'.repeat(101) })).json().errors).toEqual({ awb: ['AWB-ul trebuie să aibă între 6 și 20 de litere și cifre.'] });
    expect((await send(h.app, 'DELETE', 'subscriptions', { ...device })).json().errors).toEqual({ awb: ['Câmpul este obligatoriu.'] });
    expect((await send(h.app, 'POST', 'subscriptions/list', { token: device.token, anon_id: 'scurt' })).json().errors).toEqual({
      anon_id: ['Identificatorul dispozitivului trebuie să aibă 8–64 de litere, cifre, „-” sau „_”.'],
    });
  });
});
