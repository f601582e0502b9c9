// Bearer authentication for routes: `app.authenticate` (customers) and `app.authenticateAdmin` as
// preHandlers. Either finds a live session (or admin) behind the access token or answers 401
// unauthenticated; routes then read it with signedInCustomer()/signedInAdmin().
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { authenticateAdmin, type AdminRow } from '../services/auth/index.ts';
import type { AuthContext } from '../services/auth/index.ts';
import { deviceTokensOf } from '../services/auth/index.ts';
import type { Client } from '../services/auth/index.ts';
import { authenticateAccessToken, unauthenticated, type Authenticated } from '../services/auth/index.ts';

type PreHandler = (request: FastifyRequest) => Promise<void>;

declare module 'fastify' {
  interface FastifyInstance {
    /** Built while booting (the signing key may live in the database), before any route runs. */
    auth: AuthContext;
    authenticate: PreHandler;
    authenticateAdmin: PreHandler;
  }
  interface FastifyRequest {
    signedIn: Authenticated | null;
    admin: AdminRow | null;
  }
}

export function bearerToken(request: FastifyRequest): string | null {
  const header = request.headers.authorization;
  const match = header ? /^Bearer\s+(\S+)\s*$/i.exec(header) : null;
  return match?.[1] ?? null;
}

export function installAuth(app: FastifyInstance): void {
  app.decorateRequest('signedIn', null);
  app.decorateRequest('admin', null);
  app.decorate('authenticate', async (request: FastifyRequest) => {
    const token = bearerToken(request);
    const found = token ? await authenticateAccessToken(app.auth, token) : null;
    if (!found) throw unauthenticated();
    request.signedIn = found;
  });
  app.decorate('authenticateAdmin', async (request: FastifyRequest) => {
    const token = bearerToken(request);
    const admin = token ? await authenticateAdmin(app.auth, token) : null;
    if (!admin) throw unauthenticated();
    request.admin = admin;
  });
}

/** The customer and session set by app.authenticate (a route without it has none). */
export function signedInCustomer(request: FastifyRequest): Authenticated {
  if (!request.signedIn) throw unauthenticated();
  return request.signedIn;
}

export function signedInAdmin(request: FastifyRequest): AdminRow {
  if (!request.admin) throw unauthenticated();
  return request.admin;
}

/**
 * Who is calling, for rate limits and the session record: request.ip (the socket's address, or what a
 * proxy listed in TRUST_PROXY forwarded) and the device tokens of the browser (services/auth/devices.ts).
 */
export function clientOf(request: FastifyRequest): Client {
  return { ip: request.ip, userAgent: request.headers['user-agent'] ?? null, deviceTokens: deviceTokensOf(request.headers.cookie) };
}
