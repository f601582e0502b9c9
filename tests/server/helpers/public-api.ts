// Calls to the public API (/api/public/v1) with an API key, and keys made the way a shop makes them
// (the dashboard's POST /api/private/api-keys with a bearer).
import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import { registerCustomer } from './auth.ts';

export interface PublicOptions {
  key?: string | null;
  body?: unknown;
  query?: Record<string, string>;
  headers?: Record<string, string>;
}

/** A call to /api/public/v1/<path> with `X-API-Key: key` (null: no header). */
export function pub(app: FastifyInstance, method: InjectOptions['method'], path: string, options: PublicOptions = {}): Promise<LightMyRequestResponse> {
  const headers: Record<string, string> = { ...options.headers };
  if (options.key) headers['x-api-key'] = options.key;
  const search = options.query ? `?${new URLSearchParams(options.query)}` : '';
  return app.inject({
    method,
    url: `/api/public/v1/${path}${search}`,
    headers,
    ...(options.body !== undefined ? { payload: options.body as InjectOptions['payload'] } : {}),
  });
}

export interface Shop {
  token: string;
  customerId: number;
  email: string;
  key: string;
}

/** A new customer with an API key (test mode, read_write unless told otherwise). */
export async function newShop(app: FastifyInstance, key: { scope?: string; mode?: string; name?: string } = {}): Promise<Shop> {
  const session = await registerCustomer(app);
  const made = await createKey(app, session.access_token, key);
  return { token: session.access_token, customerId: session.customer.id, email: session.customer.email, key: made.json().data.key };
}

export function createKey(app: FastifyInstance, token: string, key: { scope?: string; mode?: string; name?: string } = {}) {
  return app.inject({
    method: 'POST',
    url: '/api/private/api-keys',
    headers: { authorization: `Bearer ${token}` },
    payload: { name: key.name ?? 'Magazin test', scope: key.scope ?? 'read_write', mode: key.mode ?? 'test' },
  });
}
