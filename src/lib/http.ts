/**
 * The one HTTP client of the app (spec §7): base path /api/, JSON, `X-Client-Type: app` on every
 * call, a bearer token from storage on every request whose URL does not contain `/auth/`, and no
 * client timeout. Failures are thrown as HttpError with status, reason, message and field errors.
 *
 * Seam for the accounts issue: `configureHttpAuth({ getAccessToken, refreshAfterUnauthorized })`.
 * When a non-login call answers 401 the client awaits `refreshAfterUnauthorized()` (the auth store
 * shares one in-flight refresh) and, if it resolves true, retries the call exactly once.
 */
import { STORAGE_KEYS, readStorage } from './storage-keys.ts';

export const API_BASE = '/api/';

export type FieldErrors = Record<string, string[]>;

export class HttpError extends Error {
  readonly status: number;
  readonly reason: string | undefined;
  readonly errors: FieldErrors;
  readonly body: unknown;

  constructor(status: number, message: string, reason?: string, errors: FieldErrors = {}, body?: unknown) {
    super(message);
    this.name = 'HttpError';
    this.status = status;
    this.reason = reason;
    this.errors = errors;
    this.body = body;
  }

  /** True when the request never reached the server (offline, DNS, connection refused). */
  get isNetworkError(): boolean {
    return this.status === 0;
  }
}

export const NETWORK_ERROR_MESSAGE = 'Nu există conexiune la internet. Verifică rețeaua și încearcă din nou.';
export const GENERIC_ERROR_MESSAGE = 'A apărut o eroare. Încearcă din nou.';

interface HttpAuth {
  getAccessToken: () => string | null;
  refreshAfterUnauthorized: (() => Promise<boolean>) | null;
}

const auth: HttpAuth = {
  getAccessToken: () => readStorage(STORAGE_KEYS.accessToken),
  refreshAfterUnauthorized: null,
};

export function configureHttpAuth(next: Partial<HttpAuth>): void {
  Object.assign(auth, next);
}

export interface RequestOptions {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  body?: unknown;
  query?: Record<string, string | number | boolean | undefined | null>;
  headers?: Record<string, string>;
  signal?: AbortSignal;
}

export function apiUrl(path: string, query?: RequestOptions['query']): string {
  const url = API_BASE + path.replace(/^\/+/, '').replace(/^api\//, '');
  if (!query) return url;
  const params = new URLSearchParams();
  for (const [k, v] of Object.entries(query)) if (v !== undefined && v !== null) params.set(k, String(v));
  const qs = params.toString();
  return qs ? `${url}?${qs}` : url;
}

function isAuthCall(url: string): boolean {
  return url.includes('/auth/');
}

async function send(url: string, options: RequestOptions): Promise<Response> {
  const headers: Record<string, string> = {
    Accept: 'application/json',
    'X-Client-Type': 'app',
    ...options.headers,
  };
  // A file (an image upload) goes as its own bytes and type; anything else as JSON.
  const raw = typeof Blob !== 'undefined' && options.body instanceof Blob ? options.body : null;
  if (options.body !== undefined) headers['Content-Type'] = raw ? raw.type || 'application/octet-stream' : 'application/json';
  if (!isAuthCall(url)) {
    const token = auth.getAccessToken();
    if (token) headers.Authorization = `Bearer ${token}`;
  }
  try {
    return await fetch(url, {
      method: options.method ?? 'GET',
      headers,
      body: options.body === undefined ? undefined : (raw ?? JSON.stringify(options.body)),
      signal: options.signal,
      credentials: 'same-origin',
    });
  } catch (error) {
    if ((error as Error)?.name === 'AbortError') throw error;
    throw new HttpError(0, NETWORK_ERROR_MESSAGE, 'network_error');
  }
}

async function readBody(response: Response): Promise<unknown> {
  if (response.status === 204) return null;
  const text = await response.text();
  if (!text) return null;
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}

function toError(status: number, body: unknown): HttpError {
  const b = (body && typeof body === 'object' ? body : {}) as Record<string, unknown>;
  const message = typeof b.message === 'string' && b.message ? b.message : GENERIC_ERROR_MESSAGE;
  const reason = typeof b.reason === 'string' ? b.reason : typeof b.error === 'string' ? b.error : undefined;
  const errors: FieldErrors = {};
  if (b.errors && typeof b.errors === 'object') {
    for (const [field, value] of Object.entries(b.errors as Record<string, unknown>)) {
      errors[field] = Array.isArray(value) ? value.map(String) : [String(value)];
    }
  }
  return new HttpError(status, message, reason, errors, body);
}

async function respond(path: string, options: RequestOptions): Promise<Response> {
  const url = apiUrl(path, options.query);
  let response = await send(url, options);
  if (response.status === 401 && !isAuthCall(url) && auth.refreshAfterUnauthorized) {
    if (await auth.refreshAfterUnauthorized()) response = await send(url, options);
  }
  if (!response.ok) throw toError(response.status, await readBody(response));
  return response;
}

export async function request<T>(path: string, options: RequestOptions = {}): Promise<T> {
  return (await readBody(await respond(path, options))) as T;
}

/** A file the bearer may read (an export, a private photo): its bytes and the name the server gives it. */
export async function requestFile(path: string, options: Omit<RequestOptions, 'method' | 'body'> = {}): Promise<{ blob: Blob; fileName: string | null }> {
  const response = await respond(path, { ...options, headers: { Accept: '*/*', ...options.headers } });
  const disposition = response.headers.get('content-disposition') ?? '';
  return { blob: await response.blob(), fileName: /filename="([^"]+)"/.exec(disposition)?.[1] ?? null };
}

export const http = {
  get: <T>(path: string, options?: Omit<RequestOptions, 'method' | 'body'>) => request<T>(path, { ...options, method: 'GET' }),
  post: <T>(path: string, body?: unknown, options?: Omit<RequestOptions, 'method' | 'body'>) =>
    request<T>(path, { ...options, method: 'POST', body }),
  put: <T>(path: string, body?: unknown, options?: Omit<RequestOptions, 'method' | 'body'>) =>
    request<T>(path, { ...options, method: 'PUT', body }),
  patch: <T>(path: string, body?: unknown, options?: Omit<RequestOptions, 'method' | 'body'>) =>
    request<T>(path, { ...options, method: 'PATCH', body }),
  delete: <T>(path: string, body?: unknown, options?: Omit<RequestOptions, 'method' | 'body'>) =>
    request<T>(path, { ...options, method: 'DELETE', body }),
};
