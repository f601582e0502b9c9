// The client against a real local HTTP server (the remote end); only relative URLs are resolved
// to it, since jsdom's page origin is not a listening server.
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { HttpError, apiUrl, configureHttpAuth, http } from '../../../src/lib/http.ts';
import { STORAGE_KEYS } from '../../../src/lib/storage-keys.ts';

interface Seen { method: string; url: string; headers: IncomingMessage['headers']; body: string }
type Reply = { status: number; body?: unknown };

let server: Server;
let base = '';
const seen: Seen[] = [];
let replies: Reply[] = [];
const realFetch = globalThis.fetch;

beforeAll(async () => {
  server = createServer((req, res) => {
    let body = '';
    req.on('data', (c) => (body += c));
    req.on('end', () => {
      seen.push({ method: req.method ?? '', url: req.url ?? '', headers: req.headers, body });
      const reply = replies.shift() ?? { status: 200, body: { ok: true } };
      res.writeHead(reply.status, { 'Content-Type': 'application/json' });
      res.end(reply.body === undefined ? '' : JSON.stringify(reply.body));
    });
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  vi.stubGlobal('fetch', (input: string, init?: RequestInit) => realFetch(new URL(input, base), init));
});

afterAll(async () => {
  vi.unstubAllGlobals();
  await new Promise((r) => server.close(r));
});

afterEach(() => {
  seen.length = 0;
  replies = [];
  configureHttpAuth({ getAccessToken: () => localStorage.getItem(STORAGE_KEYS.accessToken), refreshAfterUnauthorized: null });
});

describe('http client', () => {
  it('builds URLs under /api/ with the query', () => {
    expect(apiUrl('private/auth/login')).toBe('/api/private/auth/login');
    expect(apiUrl('/private/notifications/device-tokens/register')).toBe('/api/private/notifications/device-tokens/register');
    expect(apiUrl('public/v1/orders', { page: 2, per_page: 15, empty: undefined })).toBe('/api/public/v1/orders?page=2&per_page=15');
  });

  it('sends JSON with X-Client-Type: app and the bearer token on non-auth calls', async () => {
    localStorage.setItem(STORAGE_KEYS.accessToken, 'tok-123');
    await http.post('private/chat/messages', { message: 'Bună' });
    const [req] = seen;
    expect(req?.url).toBe('/api/private/chat/messages');
    expect(req?.headers['x-client-type']).toBe('app');
    expect(req?.headers['content-type']).toBe('application/json');
    expect(req?.headers.authorization).toBe('Bearer tok-123');
    expect(JSON.parse(req?.body ?? '')).toEqual({ message: 'Bună' });
  });

  it('never sends the bearer token to /auth/ calls', async () => {
    localStorage.setItem(STORAGE_KEYS.accessToken, 'tok-123');
    await http.post('private/auth/login', { email: 'a@b.ro', password: 'x', remember: true });
    expect(seen[0]?.headers.authorization).toBeUndefined();
    expect(seen[0]?.headers['x-client-type']).toBe('app');
  });

  it('types failures with status, reason, message and field errors', async () => {
    replies = [{ status: 422, body: { reason: 'validation_failed', message: 'Eroare de validare', errors: { email: ['Adresa de e-mail nu este validă.'], name: 'Obligatoriu' } } }];
    const error = await http.post('private/auth/register', {}).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(HttpError);
    const e = error as HttpError;
    expect(e.status).toBe(422);
    expect(e.reason).toBe('validation_failed');
    expect(e.message).toBe('Eroare de validare');
    expect(e.errors).toEqual({ email: ['Adresa de e-mail nu este validă.'], name: ['Obligatoriu'] });
  });

  it('gives a Romanian message when the body has none, and a network error when unreachable', async () => {
    replies = [{ status: 500 }];
    const e = (await http.get('health').catch((x: unknown) => x)) as HttpError;
    expect(e.status).toBe(500);
    expect(e.message).toMatch(/eroare/i);
    vi.stubGlobal('fetch', () => Promise.reject(new TypeError('Failed to fetch')));
    const offline = (await http.get('health').catch((x: unknown) => x)) as HttpError;
    expect(offline.isNetworkError).toBe(true);
    expect(offline.message).toMatch(/conexiune/);
    vi.stubGlobal('fetch', (input: string, init?: RequestInit) => realFetch(new URL(input, base), init));
  });

  it('on 401 asks the auth seam once for a refresh and retries once with the new token', async () => {
    let token = 'old';
    const refresh = vi.fn(async () => { token = 'new'; return true; });
    configureHttpAuth({ getAccessToken: () => token, refreshAfterUnauthorized: refresh });
    replies = [{ status: 401, body: { message: 'expired' } }, { status: 200, body: { data: 1 } }];
    await expect(http.get('private/customer/profile')).resolves.toEqual({ data: 1 });
    expect(refresh).toHaveBeenCalledTimes(1);
    expect(seen.map((s) => s.headers.authorization)).toEqual(['Bearer old', 'Bearer new']);
  });

  it('does not refresh on a 401 from an /auth/ call, nor retry when the refresh fails', async () => {
    const refresh = vi.fn(async () => false);
    configureHttpAuth({ refreshAfterUnauthorized: refresh });
    replies = [{ status: 401, body: { reason: 'login_invalid_credentials', message: 'x' } }];
    await expect(http.post('private/auth/login', {})).rejects.toMatchObject({ status: 401, reason: 'login_invalid_credentials' });
    expect(refresh).not.toHaveBeenCalled();
    replies = [{ status: 401, body: {} }];
    await expect(http.get('private/customer/profile')).rejects.toMatchObject({ status: 401 });
    expect(refresh).toHaveBeenCalledTimes(1);
    expect(seen).toHaveLength(2);
  });
});
