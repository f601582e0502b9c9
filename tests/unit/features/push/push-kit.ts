// Test kit for the push tests. Only the remote ends are fake: our server (a scripted `fetch` that
// records every call as sent), and the browser's push machinery (permission, the service-worker
// registration with its push subscription, the token provider, the clock) injected through
// configurePush. Everything else (lib/http, idb-keyval on fake-indexeddb, the valtio store) is real.
import { clear } from 'idb-keyval';
import { cleanup } from '@testing-library/react';
import { afterEach, beforeEach, vi } from 'vitest';
import { configurePush } from '../../../../src/features/push/push-device.ts';
import { resetPushState } from '../../../../src/features/push/push-store.ts';
import type { PushTokenProvider } from '../../../../src/features/push/token-provider.ts';

export const DAY_MS = 24 * 60 * 60 * 1000;
export const T0 = Date.UTC(2026, 10, 20, 9, 0, 0);

export const ANDROID_CHROME =
  'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.6478.122 Mobile Safari/537.36';
export const IPHONE_SAFARI =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1';

export const REGISTER = '/api/private/notifications/device-tokens/register';
export const DEVICE_TOKENS = '/api/private/notifications/device-tokens';
export const SUBSCRIPTIONS = '/api/private/notifications/subscriptions';
export const SUBSCRIPTIONS_LIST = '/api/private/notifications/subscriptions/list';

export interface SentCall {
  url: string;
  method: string;
  headers: Record<string, string>;
  body: unknown;
}

export interface Reply {
  status: number;
  body?: unknown;
}

/**
 * Our server, scripted per method and URL. Device registration and removal, parcel subscriptions
 * and the list answer like the real server by default; any other call answers 404.
 */
export function fakeServer() {
  const calls: SentCall[] = [];
  const replies = new Map<string, (call: SentCall) => Reply>();
  const answer = (method: string, url: string, reply: Reply | ((call: SentCall) => Reply)) =>
    replies.set(`${method} ${url}`, typeof reply === 'function' ? reply : () => reply);
  answer('POST', REGISTER, { status: 200, body: { data: { success: true } } });
  answer('DELETE', DEVICE_TOKENS, { status: 200, body: { data: { success: true } } });
  answer('POST', SUBSCRIPTIONS, { status: 201, body: { data: { success: true } } });
  answer('DELETE', SUBSCRIPTIONS, { status: 200, body: { data: { success: true } } });
  answer('POST', SUBSCRIPTIONS_LIST, { status: 200, body: { data: { subscriptions: [] } } });

  const fetchMock = vi.fn(async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const call: SentCall = {
      url: String(input),
      method: init.method ?? 'GET',
      headers: { ...(init.headers as Record<string, string>) },
      body: typeof init.body === 'string' ? (JSON.parse(init.body) as unknown) : undefined,
    };
    calls.push(call);
    const reply = replies.get(`${call.method} ${call.url}`)?.(call) ?? { status: 404, body: { reason: 'not_found', message: 'Nu există.' } };
    return new Response(reply.body === undefined ? null : JSON.stringify(reply.body), {
      status: reply.status,
      headers: { 'Content-Type': 'application/json' },
    });
  });
  vi.stubGlobal('fetch', fetchMock);
  return {
    calls,
    fetch: fetchMock,
    answer,
    to: (method: string, url: string) => calls.filter((c) => c.method === method && c.url === url),
  };
}

export type FakeServer = ReturnType<typeof fakeServer>;

export interface FakeDeviceOptions {
  permission?: NotificationPermission | null;
  /** What the prompt answers (Notification.requestPermission). */
  answer?: NotificationPermission;
  endpoint?: string | null;
  /** The tokens the provider hands out, in order (the last one is repeated). */
  tokens?: string[];
  /** False: Firebase is not configured on this deployment (the provider resolves null). */
  configured?: boolean;
  userAgent?: string;
}

/**
 * The browser's side of push, under the test's control: change `permission`, `answer`, `endpoint`
 * or `now` between steps. The push subscription's endpoint is read from `endpoint` each time.
 */
export function fakeDevice(options: FakeDeviceOptions = {}) {
  const device = {
    permission: options.permission === undefined ? ('default' as NotificationPermission | null) : options.permission,
    answer: options.answer ?? ('granted' as NotificationPermission),
    endpoint: options.endpoint === undefined ? ('https://fcm.googleapis.com/fcm/send/ep-1' as string | null) : options.endpoint,
    now: T0,
    userAgent: options.userAgent ?? ANDROID_CHROME,
    registration: null as unknown as ServiceWorkerRegistration,
    /** Set to make waiting for the service worker fail (WorkerTimeoutError, say). */
    registrationError: null as Error | null,
    provider: null as unknown as PushTokenProvider & {
      getToken: ReturnType<typeof vi.fn<(registration: ServiceWorkerRegistration) => Promise<string>>>;
      deleteToken: ReturnType<typeof vi.fn<(registration: ServiceWorkerRegistration) => Promise<void>>>;
    },
    requestPermission: vi.fn(async (): Promise<NotificationPermission> => {
      device.permission = device.answer;
      return device.answer;
    }),
  };
  device.registration = {
    pushManager: {
      getSubscription: async () => (device.endpoint === null ? null : { endpoint: device.endpoint }),
    },
  } as unknown as ServiceWorkerRegistration;
  const tokens = [...(options.tokens ?? ['tok-1'])];
  device.provider = {
    getToken: vi.fn(async () => (tokens.length > 1 ? tokens.shift()! : tokens[0]!)),
    deleteToken: vi.fn(async () => undefined),
  };
  const configured = options.configured ?? true;
  configurePush({
    now: () => device.now,
    permission: () => device.permission,
    requestPermission: device.requestPermission,
    registration: async () => {
      if (device.registrationError) throw device.registrationError;
      return device.registration;
    },
    provider: async () => (configured ? device.provider : null),
    userAgent: () => device.userAgent,
  });
  return device;
}

export type FakeDevice = ReturnType<typeof fakeDevice>;

/** Back to a fresh browser: real dependencies, empty store, empty idb-keyval store. */
export async function resetPush(): Promise<void> {
  configurePush(null);
  resetPushState();
  await clear();
}

/** The anon_id the component tests' device has. */
export const ANON_ID = 'dispozitiv-0001';

/**
 * The hooks of a component test: a fresh fake server (handed to `use`) and anon_id before each
 * test; the screen, the stubs and push's state and storage cleared after.
 */
export function componentTestHooks(use: (server: FakeServer) => void): void {
  beforeEach(() => {
    use(fakeServer());
    localStorage.setItem('anon_id', ANON_ID);
  });
  afterEach(async () => {
    cleanup();
    vi.unstubAllGlobals();
    await resetPush();
  });
}

/** Lets pending promise chains, idb-keyval transactions and fetches settle (for "nothing happened" checks). */
export async function settle(): Promise<void> {
  for (let i = 0; i < 5; i += 1) await new Promise((resolve) => setTimeout(resolve, 5));
}
