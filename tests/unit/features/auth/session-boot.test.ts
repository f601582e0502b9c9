// The refresh schedule at boot, from what an earlier visit stored: the auth store is imported
// fresh (as a page load would) after storage is prepared.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeRemote, jwt, tokens } from './test-kit.ts';
import type { FakeRemote } from './test-kit.ts';

const REFRESH = 'private/auth/refresh';
let remote: FakeRemote;

async function boot() {
  vi.resetModules();
  return import('../../../../src/features/auth/auth-store.ts');
}

/** Stores a session whose JWT lives `lifetimeS` seconds and expires `expiresInS` from now. */
function storeSession(lifetimeS: number, expiresInS: number) {
  const nowS = Math.floor(Date.now() / 1000);
  localStorage.setItem('access_token', jwt(nowS + expiresInS - lifetimeS, nowS + expiresInS));
  localStorage.setItem('refresh_token', 'refresh-1');
  localStorage.setItem('token_expires_at', String(nowS * 1000 + expiresInS * 1000));
  localStorage.setItem('customer', JSON.stringify({ email: 'ana@example.ro', name: 'Ana' }));
}

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval', 'Date'] });
  vi.setSystemTime(new Date('2026-03-02T10:00:00Z'));
  remote = fakeRemote();
  remote.on('POST', REFRESH, { status: 200, body: tokens(2) });
});

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('refresh schedule at boot', () => {
  it('re-arms the timer at 75% of the token lifetime from the stored expiry', async () => {
    storeSession(900, 800); // issued 100 s ago: 75% is 575 s from now
    const { authState } = await boot();
    expect(authState.status).toBe('authenticated');
    await vi.advanceTimersByTimeAsync(574_999);
    expect(remote.to('POST', REFRESH)).toHaveLength(0);
    await vi.advanceTimersByTimeAsync(1);
    expect(remote.to('POST', REFRESH)).toHaveLength(1);
    expect(localStorage.getItem('access_token')).toBe('access-2');
  });

  it('refreshes at once when 75% of the lifetime has already passed', async () => {
    storeSession(900, 100);
    await boot();
    await vi.advanceTimersByTimeAsync(0);
    expect(remote.to('POST', REFRESH)).toHaveLength(1);
  });

  it('refreshes at once when the token has already expired', async () => {
    storeSession(900, -3600);
    await boot();
    await vi.advanceTimersByTimeAsync(0);
    expect(remote.to('POST', REFRESH)).toHaveLength(1);
  });

  it('schedules nothing without a stored expiry or refresh token', async () => {
    storeSession(900, 100);
    localStorage.removeItem('token_expires_at');
    await boot();
    await vi.advanceTimersByTimeAsync(24 * 3600_000);
    localStorage.setItem('token_expires_at', String(Date.now() + 100_000));
    localStorage.removeItem('refresh_token');
    await boot();
    await vi.advanceTimersByTimeAsync(24 * 3600_000);
    expect(remote.to('POST', REFRESH)).toHaveLength(0);
  });

  it('reads a guest when nothing is stored', async () => {
    const { authState } = await boot();
    expect(authState).toMatchObject({ status: 'guest', user: null, tokens: null });
  });
});
