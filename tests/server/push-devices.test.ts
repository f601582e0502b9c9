// Devices for push notifications (POST notifications/device-tokens/register, DELETE
// notifications/device-tokens): registration as a guest and as a customer, the owner moving with
// sign-in (subscriptions kept) and sign-out or another account (subscriptions and waiting messages
// dropped), the access rule (someone else's device: 403, nothing changes), per-field Romanian 422s,
// the per-IP limit, and deleting.
import { randomBytes } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import type { FastifyInstance, InjectOptions } from 'fastify';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { deviceTokens, pushSubscriptions } from '../../server/db/schema.ts';
import { enqueueChange } from '../../server/services/push/queue.ts';
import { statusChangePayload } from '../../server/services/push/status-message.ts';
import { LIMITS } from '../../server/services/rate-limit.ts';
import { authHarness, clearRateLimits, query, randomIp, registerCustomer, type AuthHarness, type TokenAnswer } from './helpers/auth.ts';
import { testDatabases } from './helpers/databases.ts';
import { bookedOrder, orderBody } from './helpers/orders.ts';

const FORBIDDEN = { reason: 'device_token_forbidden', message: 'Acest dispozitiv este înregistrat pe alt cont.' };

function send(app: FastifyInstance, method: 'POST' | 'DELETE', path: string, body: unknown, options: { token?: string; ip?: string } = {}) {
  const request: InjectOptions = {
    method,
    url: `/api/private/notifications/${path}`,
    headers: options.token ? { authorization: `Bearer ${options.token}` } : {},
    remoteAddress: options.ip ?? randomIp(),
    payload: body as InjectOptions['payload'],
  };
  return app.inject(request);
}

const newToken = () => `fcm-${randomBytes(48).toString('base64url')}:APA91b${randomBytes(60).toString('base64url')}`;
const newAnonId = () => `anon_${randomBytes(9).toString('base64url')}`;

describe.each(testDatabases())('push devices on $name', (backend) => {
  let h: AuthHarness;
  let ana: TokenAnswer;
  let ion: TokenAnswer;
  beforeAll(async () => {
    h = await authHarness(backend);
    ana = await registerCustomer(h.app);
    ion = await registerCustomer(h.app);
  });
  afterAll(async () => h?.close());
  beforeEach(async () => clearRateLimits(h.db));

  const register = (body: Record<string, unknown>, options: { token?: string; ip?: string } = {}) => send(h.app, 'POST', 'device-tokens/register', body, options);
  const device = async (token: string) => (await h.db.select().from(deviceTokens).where(eq(deviceTokens.token, token)))[0];
  const following = async (token: string) => {
    const row = await device(token);
    if (!row) return [];
    return (await h.db.select().from(pushSubscriptions).where(eq(pushSubscriptions.deviceTokenId, row.id))).map((s) => s.awb);
  };
  const pendingFor = async (token: string) =>
    (await query<{ n: number }>(h.db, sql`select count(*)::int as n from push_deliveries d join device_tokens t on t.id = d.device_token_id where t.token = ${token} and d.status = 'pending'`))[0]!.n;
  /** A parcel of Ana's that the device follows, with one message waiting for it. */
  const followAParcel = async (token: string, anonId: string, bearer?: string) => {
    const awb = (await bookedOrder(h.app, orderBody(), ana.access_token)).awb_number;
    const res = await send(h.app, 'POST', 'subscriptions', { token, anon_id: anonId, awb }, { token: bearer });
    expect(res.statusCode).toBe(200);
    const [event] = await query<{ id: number }>(h.db, sql`select id from shipment_events where awb = ${awb}`);
    const payload = statusChangePayload({ awb, to: 'registered', events: [] }, 'https://curiero.ro');
    await enqueueChange(h.db, { awb, eventId: Number(event!.id), final: false, payload }, new Date(Date.now() + 3_600_000));
    return awb;
  };

  it('registers a guest device by its anon_id, and updates it when registered again', async () => {
    const token = newToken();
    const anonId = newAnonId();
    const res = await register({ token, platform: 'web', anon_id: anonId, device_name: '  Chrome pe Windows ' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ data: { success: true } });
    const first = await device(token);
    expect(first).toMatchObject({ platform: 'web', anonId, deviceName: 'Chrome pe Windows', customerId: null });

    const again = await register({ token, platform: 'web', anon_id: anonId });
    expect(again.statusCode).toBe(200);
    const second = await device(token);
    expect(second).toMatchObject({ id: first!.id, deviceName: '', customerId: null });
    expect(second!.lastSeenAt.getTime()).toBeGreaterThanOrEqual(first!.lastSeenAt.getTime());
    expect((await query<{ n: number }>(h.db, sql`select count(*)::int as n from device_tokens where token = ${token}`))[0]!.n).toBe(1);
  });

  it('registers a customer device with the bearer; a bearer that is sent must be valid', async () => {
    const token = newToken();
    expect((await register({ token, platform: 'web', anon_id: newAnonId(), device_name: 'Firefox pe Linux' }, { token: ana.access_token })).statusCode).toBe(200);
    expect(await device(token)).toMatchObject({ customerId: ana.customer.id, deviceName: 'Firefox pe Linux' });

    const other = newToken();
    const res = await register({ token: other, platform: 'web', anon_id: newAnonId() }, { token: 'nu-e-un-jwt' });
    expect(res.statusCode).toBe(401);
    expect(res.json().reason).toBe('unauthenticated');
    expect(await device(other)).toBeUndefined();
  });

  it('keeps what a guest device followed when its owner signs in (attach on login)', async () => {
    const token = newToken();
    const anonId = newAnonId();
    await register({ token, platform: 'web', anon_id: anonId });
    const awb = await followAParcel(token, anonId);
    expect((await register({ token, platform: 'web', anon_id: anonId }, { token: ana.access_token })).statusCode).toBe(200);
    expect(await device(token)).toMatchObject({ customerId: ana.customer.id, anonId });
    expect(await following(token)).toEqual([awb]);
    expect(await pendingFor(token)).toBe(1);
  });

  it('drops what the device followed when its customer signs out (same anon_id, no bearer)', async () => {
    const token = newToken();
    const anonId = newAnonId();
    await register({ token, platform: 'web', anon_id: anonId }, { token: ana.access_token });
    await followAParcel(token, anonId, ana.access_token);
    expect(await pendingFor(token)).toBe(1);

    expect((await register({ token, platform: 'web', anon_id: anonId })).statusCode).toBe(200);
    expect(await device(token)).toMatchObject({ customerId: null, anonId });
    expect(await following(token)).toEqual([]);
    expect(await pendingFor(token)).toBe(0);
  });

  it('moves a device from one customer to another on the same browser, dropping the first one’s parcels', async () => {
    const token = newToken();
    const anonId = newAnonId();
    await register({ token, platform: 'web', anon_id: anonId }, { token: ana.access_token });
    await followAParcel(token, anonId, ana.access_token);
    expect((await register({ token, platform: 'web', anon_id: anonId }, { token: ion.access_token })).statusCode).toBe(200);
    expect(await device(token)).toMatchObject({ customerId: ion.customer.id });
    expect(await following(token)).toEqual([]);
    expect(await pendingFor(token)).toBe(0);
  });

  it('refuses a customer’s device to a guest or another customer without its anon_id, changing nothing', async () => {
    const token = newToken();
    const anonId = newAnonId();
    await register({ token, platform: 'web', anon_id: anonId, device_name: 'Telefonul Anei' }, { token: ana.access_token });
    const awb = await followAParcel(token, anonId, ana.access_token);
    const before = await device(token);

    for (const bearer of [undefined, ion.access_token]) {
      const takeOver = await register({ token, platform: 'web', anon_id: newAnonId(), device_name: 'Altcineva' }, { token: bearer });
      expect(takeOver.statusCode).toBe(403);
      expect(takeOver.json()).toEqual(FORBIDDEN);
      const remove = await send(h.app, 'DELETE', 'device-tokens', { token, anon_id: newAnonId() }, { token: bearer });
      expect(remove.statusCode).toBe(403);
      expect(remove.json()).toEqual(FORBIDDEN);
      expect((await send(h.app, 'DELETE', 'device-tokens', { token }, { token: bearer })).statusCode).toBe(403);
    }
    expect(await device(token)).toEqual(before);
    expect(await following(token)).toEqual([awb]);
    expect(await pendingFor(token)).toBe(1);
  });

  it('lets a guest take over a device no customer owns', async () => {
    const token = newToken();
    await register({ token, platform: 'web', anon_id: newAnonId() });
    const anonId = newAnonId();
    expect((await register({ token, platform: 'web', anon_id: anonId })).statusCode).toBe(200);
    expect(await device(token)).toMatchObject({ anonId, customerId: null });
  });

  it('moves the parcels to a renewed token of the same browser (previous_token) and forgets the old one', async () => {
    const anonId = newAnonId();
    const oldToken = newToken();
    expect((await register({ token: oldToken, platform: 'web', anon_id: anonId }, { token: ana.access_token })).statusCode).toBe(200);
    const awb = await followAParcel(oldToken, anonId, ana.access_token);

    const renewed = newToken();
    const res = await register({ token: renewed, platform: 'web', anon_id: anonId, previous_token: oldToken }, { token: ana.access_token });
    expect(res.statusCode).toBe(200);
    expect(await following(renewed)).toEqual([awb]);
    expect(await device(oldToken)).toBeUndefined();
    expect(await device(renewed)).toMatchObject({ customerId: ana.customer.id, anonId });
  });

  it('ignores a previous_token of another browser, and drops another owner’s parcels on renewal', async () => {
    const anonId = newAnonId();
    const theirs = newToken();
    expect((await register({ token: theirs, platform: 'web', anon_id: anonId }, { token: ana.access_token })).statusCode).toBe(200);
    await followAParcel(theirs, anonId, ana.access_token);

    // Another browser names Ana's token: nothing of hers moves or goes.
    const stranger = newToken();
    expect((await register({ token: stranger, platform: 'web', anon_id: newAnonId(), previous_token: theirs })).statusCode).toBe(200);
    expect(await following(stranger)).toEqual([]);
    expect(await following(theirs)).toHaveLength(1);

    // The same browser, now Ion's: the old row goes, Ana's parcel does not follow him.
    const renewed = newToken();
    expect((await register({ token: renewed, platform: 'web', anon_id: anonId, previous_token: theirs }, { token: ion.access_token })).statusCode).toBe(200);
    expect(await device(theirs)).toBeUndefined();
    expect(await following(renewed)).toEqual([]);
  });

  it('answers 422 with a Romanian message per field', async () => {
    const res = await register({ platform: 'android', anon_id: 'scurt', device_name: 'x'.repeat(121) });
    expect(res.statusCode).toBe(422);
    expect(res.json()).toEqual({
      reason: 'validation_failed',
      message: 'Datele trimise nu sunt valide.',
      errors: {
        token: ['Câmpul este obligatoriu.'],
        platform: ['Platforma nu este acceptată: singura valoare posibilă este „web”.'],
        anon_id: ['Identificatorul dispozitivului trebuie să aibă 8–64 de litere, cifre, „-” sau „_”.'],
        device_name: ['Numele dispozitivului poate avea cel mult 120 de caractere.'],
      },
    });
    const tokenMessage = 'Token-ul dispozitivului trebuie să fie un text de 1–4096 caractere, fără spații.';
    for (const token of ['x'.repeat(4097), '', 'cu spatii in el', 42]) {
      const bad = await register({ token, platform: 'web', anon_id: newAnonId() });
      expect(bad.statusCode).toBe(422);
      expect(bad.json().errors).toEqual({ token: [tokenMessage] });
    }
    expect((await register({ token: 'x'.repeat(4096), platform: 'web', anon_id: newAnonId() })).statusCode).toBe(200);
    expect((await register({ token: newToken(), platform: 'web', anon_id: 'a'.repeat(65) })).json().errors).toHaveProperty('anon_id');
    expect((await register({ token: newToken(), platform: 'web', anon_id: 'cu/slash!' })).json().errors).toHaveProperty('anon_id');
    expect((await send(h.app, 'DELETE', 'device-tokens', {})).json().errors).toEqual({ token: ['Câmpul este obligatoriu.'] });
  });

  it('limits registrations per IP', async () => {
    const ip = randomIp();
    for (let i = 0; i < LIMITS.pushRegisterPerIp.max; i++) {
      expect((await register({ token: newToken(), platform: 'web', anon_id: newAnonId() }, { ip })).statusCode).toBe(200);
    }
    const refused = await register({ token: newToken(), platform: 'web', anon_id: newAnonId() }, { ip });
    expect(refused.statusCode).toBe(429);
    expect(refused.json().reason).toBe('too_many_requests');
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    expect((await register({ token: newToken(), platform: 'web', anon_id: newAnonId() })).statusCode).toBe(200);
  });

  it('deletes a device with its subscriptions and waiting messages; an unknown token is fine too', async () => {
    const guestToken = newToken();
    const guestAnon = newAnonId();
    await register({ token: guestToken, platform: 'web', anon_id: guestAnon });
    await followAParcel(guestToken, guestAnon);
    const res = await send(h.app, 'DELETE', 'device-tokens', { token: guestToken });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ data: { success: true } });
    expect(await device(guestToken)).toBeUndefined();
    expect(await query(h.db, sql`select 1 from push_deliveries d left join device_tokens t on t.id = d.device_token_id where t.id is null`)).toEqual([]);

    const anasToken = newToken();
    const anasAnon = newAnonId();
    await register({ token: anasToken, platform: 'web', anon_id: anasAnon }, { token: ana.access_token });
    // Her expired session: the same browser proves itself with its anon_id.
    expect((await send(h.app, 'DELETE', 'device-tokens', { token: anasToken, anon_id: anasAnon })).statusCode).toBe(200);
    expect(await device(anasToken)).toBeUndefined();
    const ownToken = newToken();
    await register({ token: ownToken, platform: 'web', anon_id: newAnonId() }, { token: ana.access_token });
    expect((await send(h.app, 'DELETE', 'device-tokens', { token: ownToken }, { token: ana.access_token })).statusCode).toBe(200);
    expect(await device(ownToken)).toBeUndefined();

    const unknown = await send(h.app, 'DELETE', 'device-tokens', { token: newToken() });
    expect(unknown.statusCode).toBe(200);
    expect(unknown.json()).toEqual({ data: { success: true } });
  });
});
