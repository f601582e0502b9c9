import { afterEach, describe, expect, it, vi } from 'vitest';
import { completeConfig, loadFirebaseConfig } from '../../../../src/features/push/firebase-config.ts';

const CONFIG = { apiKey: 'k', projectId: 'curiero', messagingSenderId: '123', appId: '1:123:web:abc', vapidKey: 'BEl62iUYgUivxIkv69yViEuiBIa' };

function answer(body: unknown, status = 200) {
  const fetchMock = vi.fn(async (_url: RequestInfo | URL, _init?: RequestInit) => new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } }));
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

afterEach(() => {
  vi.unstubAllGlobals();
  vi.unstubAllEnvs();
});

describe('completeConfig', () => {
  it('needs all five values, trimmed and non-empty', () => {
    expect(completeConfig({ ...CONFIG, apiKey: '  k ' })).toEqual(CONFIG);
    expect(completeConfig({ ...CONFIG, vapidKey: ' ' })).toBeNull();
    const { appId: _appId, ...partial } = CONFIG;
    expect(completeConfig(partial)).toBeNull();
    expect(completeConfig(null)).toBeNull();
  });
});

describe('loadFirebaseConfig', () => {
  it('takes the server’s run-time configuration when the build has none', async () => {
    const fetchMock = answer({ firebase: CONFIG, chat: { widgetUrl: null } });
    await expect(loadFirebaseConfig()).resolves.toEqual(CONFIG);
    expect(String(fetchMock.mock.calls[0]![0])).toContain('/api/private/app-config');
  });

  it('is null (push not configured) when the server has none', async () => {
    answer({ firebase: null });
    await expect(loadFirebaseConfig()).resolves.toBeNull();
  });

  it('prefers the build’s VITE_FIREBASE_* values and then asks the server nothing', async () => {
    vi.stubEnv('VITE_FIREBASE_API_KEY', 'build-key');
    vi.stubEnv('VITE_FIREBASE_PROJECT_ID', 'curiero-build');
    vi.stubEnv('VITE_FIREBASE_MESSAGING_SENDER_ID', '999');
    vi.stubEnv('VITE_FIREBASE_APP_ID', '1:999:web:x');
    vi.stubEnv('VITE_FIREBASE_VAPID_KEY', 'BKey');
    const fetchMock = answer({ firebase: CONFIG });
    await expect(loadFirebaseConfig()).resolves.toEqual({ apiKey: 'build-key', projectId: 'curiero-build', messagingSenderId: '999', appId: '1:999:web:x', vapidKey: 'BKey' });
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('rejects when the server cannot be reached (offline), so the next try asks again', async () => {
    vi.stubGlobal('fetch', vi.fn(async () => Promise.reject(new TypeError('Failed to fetch'))));
    await expect(loadFirebaseConfig()).rejects.toThrow();
  });
});
