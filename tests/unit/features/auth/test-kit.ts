// Test kit for the session tests: a fake remote end (the only thing replaced is `fetch`), an
// observer of the toasts that lib/toast's notify() really shows through sonner, recorders for
// navigation (lib/navigation's own seams) and app events, and a browser-wide fake Web Locks manager.
import { toast } from 'sonner';
import { vi } from 'vitest';
import type { Customer, TokenAnswer } from '../../../../src/features/auth/auth-store.ts';
import { on } from '../../../../src/lib/events.ts';
import type { AppEventName, AppEvents } from '../../../../src/lib/events.ts';
import { setNavigator, setPageLocation } from '../../../../src/lib/navigation.ts';
import { toasterMounted } from '../../../../src/lib/toast.ts';

export interface SeenCall {
  method: string;
  path: string;
  headers: Record<string, string>;
  body: unknown;
}

export type Reply = { status: number; body?: unknown } | 'network-error';
export type Route = (call: SeenCall) => Reply | Promise<Reply>;

/** Replaces fetch with a scripted server; unknown calls answer 404. Paths are without /api/. */
export function fakeRemote() {
  const calls: SeenCall[] = [];
  const routes = new Map<string, Route>();
  vi.stubGlobal('fetch', async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const url = new URL(String(input), 'http://localhost');
    const call: SeenCall = {
      method: init.method ?? 'GET',
      path: url.pathname.replace(/^\/api\//, '') + url.search,
      headers: { ...(init.headers as Record<string, string>) },
      body: typeof init.body === 'string' ? JSON.parse(init.body) : undefined,
    };
    calls.push(call);
    const route = routes.get(`${call.method} ${call.path}`);
    const reply = route ? await route(call) : { status: 404, body: { reason: 'not_found', message: 'Nu există.' } };
    if (reply === 'network-error') throw new TypeError('Failed to fetch');
    return new Response(reply.body === undefined ? null : JSON.stringify(reply.body), {
      status: reply.status,
      headers: { 'Content-Type': 'application/json' },
    });
  });
  return {
    calls,
    on(method: string, path: string, route: Route | Reply) {
      routes.set(`${method} ${path}`, typeof route === 'function' ? route : () => route);
    },
    to(method: string, path: string): SeenCall[] {
      return calls.filter((c) => c.method === method && c.path === path);
    },
  };
}

export type FakeRemote = ReturnType<typeof fakeRemote>;

export const ANA: Customer = {
  id: 42,
  email: 'ana@example.ro',
  name: 'Ana Popescu',
  dark_mode: 'system',
  has_unpaid_reweights: false,
  currency_code: 'RON',
  preferred_language: 'ro',
  billing_country: 'RO',
  email_verified: true,
};

export function tokens(n: number, overrides: Partial<TokenAnswer> = {}): TokenAnswer {
  return {
    access_token: `access-${n}`,
    refresh_token: `refresh-${n}`,
    token_type: 'Bearer',
    expires_in: 900,
    customer: ANA,
    ...overrides,
  };
}

/** A JWT-shaped access token (unsigned: the client only reads iat/exp). */
export function jwt(iat: number, exp: number): string {
  const part = (value: object) => btoa(JSON.stringify(value)).replace(/=+$/, '').replace(/\+/g, '-').replace(/\//g, '_');
  return `${part({ alg: 'HS256', typ: 'JWT' })}.${part({ sub: '42', iat, exp })}.semnatura`;
}

const TOAST_TYPES = ['success', 'error', 'warning', 'info', 'message'] as const;

/** Marks the Toaster as mounted and records every toast notify() shows: "type: text". */
export function observeToasts(): { shown: () => string[] } {
  toasterMounted();
  const spies = TOAST_TYPES.map((type) => [type, vi.spyOn(toast, type)] as const);
  return {
    shown: () => spies.flatMap(([type, spy]) => spy.mock.calls.map((args) => `${type}: ${String(args[0])}`)),
  };
}

/** Lets notify()'s lazy sonner import and its promise chain finish. */
export async function settleToasts(): Promise<void> {
  await vi.dynamicImportSettled();
  for (let i = 0; i < 10; i += 1) await Promise.resolve();
}

/** Records router navigations and full page loads/reloads. */
export function recordNavigation() {
  const navigations: string[] = [];
  const page = { assign: vi.fn(), replace: vi.fn(), reload: vi.fn() };
  setNavigator((path) => navigations.push(path));
  setPageLocation(page);
  return {
    navigations,
    page,
    restore() {
      setNavigator(null);
      setPageLocation(null);
    },
  };
}

/** Records the details of one app event. */
export function recordEvents<K extends AppEventName>(type: K) {
  const seen: AppEvents[K][] = [];
  const off = on(type, (detail) => seen.push(detail));
  return { seen, off };
}

/** A browser-wide Web Locks manager: one holder per name at a time, in request order. */
export function fakeLocks() {
  const requested: string[] = [];
  const tails = new Map<string, Promise<unknown>>();
  const locks = {
    request(name: string, callback: (lock: { name: string; mode: string }) => unknown) {
      requested.push(name);
      const run = (tails.get(name) ?? Promise.resolve()).then(() => callback({ name, mode: 'exclusive' }));
      tails.set(
        name,
        run.catch(() => undefined),
      );
      return run;
    },
  };
  Object.defineProperty(navigator, 'locks', { value: locks, configurable: true });
  return {
    requested,
    /** Takes the lock as another tab would; resolves `release` to let it go. */
    holdAsOtherTab(name: string): () => void {
      let release: () => void = () => undefined;
      const gate = new Promise<void>((resolve) => (release = resolve));
      void locks.request(name, () => gate);
      return release;
    },
    remove() {
      Reflect.deleteProperty(navigator, 'locks');
    },
  };
}

/** Storage written by "another tab", with the storage event this tab would receive. */
export function writeAsOtherTab(key: string, value: string | null): void {
  const oldValue = localStorage.getItem(key);
  if (value === null) localStorage.removeItem(key);
  else localStorage.setItem(key, value);
  window.dispatchEvent(new StorageEvent('storage', { key, oldValue, newValue: value }));
}
