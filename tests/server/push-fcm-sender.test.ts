// The push senders: the FCM HTTP v1 adapter against the local stand-in for Google (OAuth JWT-bearer
// flow with an RS256 assertion, the access token cached and renewed, one retry after a 401, the
// message and its headers, and every answer mapped: sent, unregistered, retry with Retry-After,
// failed), and the outbox that stands in for FCM when FCM_SERVICE_ACCOUNT is unset.
import { generateKeyPairSync } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { loadConfig, type ServiceAccount } from '../../server/config/index.ts';
import { FcmSender, retryAfterMs } from '../../server/services/push/fcm-sender.ts';
import { FCM_SCOPE } from '../../server/services/push/google-auth.ts';
import { OutboxSender } from '../../server/services/push/outbox-sender.ts';
import { createPushSender, type PushMessage } from '../../server/services/push/sender.ts';
import { statusChangePayload } from '../../server/services/push/status-message.ts';
import { startFcmStandIn, type FcmStandIn } from '../support/fcm-stand-in.ts';
import { tempDir } from './helpers/app.ts';

const message = (token = 'device-token-1'): PushMessage => ({
  token,
  ...statusChangePayload({ awb: '1234567890', to: 'out_for_delivery', events: [] }, 'https://curiero.ro'),
});

function accountOf(standIn: FcmStandIn): ServiceAccount {
  return loadConfig({ FCM_SERVICE_ACCOUNT: standIn.serviceAccountJson, FCM_API_URL: standIn.apiUrl }).push.serviceAccount!;
}

describe('the FCM HTTP v1 sender', () => {
  let standIn: FcmStandIn;
  beforeAll(async () => {
    standIn = await startFcmStandIn({ tokenTtlSeconds: 90 });
  });
  afterAll(async () => standIn?.close());
  beforeEach(() => {
    standIn.messages.length = 0;
    standIn.sendRequests.length = 0;
  });

  const sender = (now?: () => Date, account = accountOf(standIn), apiUrl = standIn.apiUrl) => new FcmSender({ account, apiUrl, now, timeoutMs: 2000 });

  it('gets an access token with a signed JWT, then sends the message with it', async () => {
    const fcm = sender();
    const before = standIn.assertions.length;
    expect(await fcm.send(message())).toEqual({ kind: 'sent', id: expect.stringMatching(/^projects\/curiero-test\/messages\/\w+$/) });
    const claims = standIn.assertions[before]!;
    const account = accountOf(standIn);
    expect(claims).toMatchObject({ iss: account.clientEmail, aud: account.tokenUri, scope: FCM_SCOPE });
    expect((claims.exp as number) - (claims.iat as number)).toBe(3600);

    const [request] = standIn.sendRequests;
    expect(request!.headers.authorization).toMatch(/^Bearer ya29\.stand-in-/);
    expect(request!.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(request!.body).toEqual({ message: message() });
    expect(standIn.messages).toEqual([message()]);
  });

  it('keeps the access token until shortly before it expires', async () => {
    let now = new Date();
    const fcm = sender(() => now);
    for (const token of ['a', 'b', 'c']) expect((await fcm.send(message(token))).kind).toBe('sent');
    expect(fcm.tokens.fetched).toBe(1);
    // Issued for 90 s: renewed once less than a minute is left.
    now = new Date(now.getTime() + 29_000);
    await fcm.send(message('d'));
    expect(fcm.tokens.fetched).toBe(1);
    now = new Date(now.getTime() + 2_000);
    await fcm.send(message('e'));
    expect(fcm.tokens.fetched).toBe(2);
    const bearers = new Set(standIn.sendRequests.map((r) => r.headers.authorization));
    expect(bearers.size).toBe(2);
  });

  it('fetches a new token once when FCM answers 401', async () => {
    const fcm = sender();
    await fcm.send(message());
    standIn.revokeAccessTokens();
    expect((await fcm.send(message('after-revoke'))).kind).toBe('sent');
    expect(fcm.tokens.fetched).toBe(2);
    expect(standIn.sendRequests.map((r) => r.status)).toEqual([200, 401, 200]);
  });

  it('maps FCM’s answers: unregistered, retry (with Retry-After), failed', async () => {
    const fcm = sender();
    standIn.unregister('dead-token');
    expect(await fcm.send(message('dead-token'))).toEqual({ kind: 'unregistered', detail: 'FCM answered 404 NOT_FOUND: Requested entity was not found.' });

    standIn.unregister('malformed-token', 'invalid');
    expect(await fcm.send(message('malformed-token'))).toMatchObject({ kind: 'unregistered', detail: expect.stringContaining('400 INVALID_ARGUMENT') });

    standIn.failNext(1, 503, 120);
    expect(await fcm.send(message())).toMatchObject({ kind: 'retry', retryAfterMs: 120_000, detail: expect.stringContaining('503 UNAVAILABLE') });
    standIn.failNext(1, 429, 30);
    expect(await fcm.send(message())).toMatchObject({ kind: 'retry', retryAfterMs: 30_000 });
    standIn.failNext(1, 500);
    const internal = await fcm.send(message());
    expect(internal).toMatchObject({ kind: 'retry' });
    expect(internal).not.toHaveProperty('retryAfterMs');

    const bad = { ...message(), data: { ...message().data, count: 3 } } as unknown as PushMessage;
    expect(await fcm.send(bad)).toMatchObject({ kind: 'failed', detail: expect.stringContaining('400 INVALID_ARGUMENT') });
    expect(standIn.messages).toEqual([]);
  });

  it('never takes a wrong URL or project for a dead token', async () => {
    expect(await sender(undefined, accountOf(standIn), `${standIn.apiUrl}/gresit`).send(message())).toMatchObject({ kind: 'failed', detail: expect.stringContaining('404') });
    expect(await sender(undefined, { ...accountOf(standIn), projectId: 'alt-proiect' }).send(message())).toMatchObject({ kind: 'failed', detail: expect.stringContaining('403') });
  });

  it('retries when no access token can be had (refused key, endpoint down)', async () => {
    const { privateKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
    const wrongKey = { ...accountOf(standIn), privateKey: privateKey.export({ type: 'pkcs8', format: 'pem' }).toString() };
    expect(await sender(undefined, wrongKey).send(message())).toMatchObject({ kind: 'retry', detail: expect.stringContaining('400 (invalid_grant)') });
    const down = { ...accountOf(standIn), tokenUri: 'http://127.0.0.1:9/token' };
    expect(await sender(undefined, down).send(message())).toMatchObject({ kind: 'retry', detail: expect.stringContaining('could not be reached') });
    expect(standIn.sendRequests).toEqual([]);
  });

  it('gives up a request when told to stop (shutdown), as a retry', async () => {
    const silent = createServer(() => undefined);
    await new Promise<void>((resolve) => silent.listen(0, '127.0.0.1', resolve));
    try {
      const fcm = sender(undefined, accountOf(standIn), `http://127.0.0.1:${(silent.address() as AddressInfo).port}`);
      const started = Date.now();
      const result = await fcm.send(message(), AbortSignal.timeout(100));
      expect(result).toMatchObject({ kind: 'retry', detail: expect.stringContaining('FCM could not be reached') });
      expect(Date.now() - started).toBeLessThan(1500);
    } finally {
      silent.closeAllConnections();
      await new Promise((resolve) => silent.close(resolve));
    }
  });

  it('reads Retry-After as seconds or as a date', () => {
    const now = new Date('2026-05-04T10:00:00Z');
    expect(retryAfterMs('45', now)).toBe(45_000);
    expect(retryAfterMs('Mon, 04 May 2026 10:02:00 GMT', now)).toBe(120_000);
    expect(retryAfterMs(null, now)).toBeUndefined();
    expect(retryAfterMs('bientôt', now)).toBeUndefined();
  });
});

describe('the push outbox (no FCM_SERVICE_ACCOUNT)', () => {
  it('is the default sender and writes each message as the JSON FCM would get, logging one line', async () => {
    const dataDir = tempDir('push-outbox');
    const log = { info: vi.fn(), warn: vi.fn(), error: vi.fn() };
    const sender = createPushSender(loadConfig({ DATA_DIR: dataDir }), log);
    expect(sender).toBeInstanceOf(OutboxSender);
    expect((await sender.send(message('t1'))).kind).toBe('sent');
    expect((await sender.send(message('t2'))).kind).toBe('sent');
    const dir = join(dataDir, 'push-outbox');
    const files = readdirSync(dir).sort();
    expect(files).toHaveLength(2);
    expect(files[0]).toMatch(/^\d{4}-\d\d-\d\dT[\d-]+Z-awb-1234567890-[0-9a-f]{4}\.json$/);
    expect(JSON.parse(readFileSync(join(dir, files[0]!), 'utf8'))).toEqual({ message: message('t1') });
    expect(log.info).toHaveBeenCalledTimes(2);
    expect(log.info.mock.calls[0]![0]).toMatchObject({ title: 'În livrare · AWB 1234567890', url: '/tracking?awb=1234567890' });
    expect(log.info.mock.calls[0]![1]).toBe('push message written to the outbox (FCM_SERVICE_ACCOUNT not set)');
  });

  it('gives way to FCM when a service account is configured', async () => {
    const standIn = await startFcmStandIn();
    try {
      const log = { info: vi.fn(), warn: vi.fn(), error: vi.fn() };
      const sender = createPushSender(loadConfig({ FCM_SERVICE_ACCOUNT: standIn.serviceAccountJson, FCM_API_URL: standIn.apiUrl }), log);
      expect(sender).toBeInstanceOf(FcmSender);
      expect((await sender.send(message())).kind).toBe('sent');
      expect(standIn.messages).toHaveLength(1);
      expect(log.warn).not.toHaveBeenCalled();
      // Tokens of another Firebase project would all be refused: said at start.
      const firebase = { FIREBASE_API_KEY: 'k', FIREBASE_PROJECT_ID: 'alt-proiect', FIREBASE_MESSAGING_SENDER_ID: '1', FIREBASE_APP_ID: 'a', FIREBASE_VAPID_KEY: 'v' };
      createPushSender(loadConfig({ FCM_SERVICE_ACCOUNT: standIn.serviceAccountJson, ...firebase }), log);
      expect(log.warn).toHaveBeenCalledWith({ serviceAccountProject: 'curiero-test', firebaseProject: 'alt-proiect' }, expect.stringContaining('different projects'));
    } finally {
      await standIn.close();
    }
  });
});
