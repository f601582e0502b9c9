// The public API for shops, under /api/public/v1 (register with that prefix): wire-compatible with
// the market leader's (api-shapes), on the same services as the app. Here, once for every route:
// - the `X-API-Key` header: a valid, unrevoked key of an active account (services/api-keys/), set
//   as request.apiCaller; a `read` key may only call routes without `config.scope: 'read_write'`;
//   or the server's own one-time token for a signed-in user's read-only call (`x-curiero-internal-key`,
//   services/api-keys/internal-calls.ts), any other value of it refused like a wrong key;
//   a `live` key is refused while no real carrier is configured;
// - the per-key rate limit, shared by every process (Redis, or rate_limits in batches: no database
//   write per allowed request; services/rate-limit.ts), with `RateLimit-*` headers;
// - test mode said on every answer (`X-Curiero-Mode`) and as `test_mode: true` in object answers
//   (bare arrays stay bare, as the contract has them);
// - JSON bodies, an empty one accepted (the leader's client sends DELETE with a JSON content type);
// - errors in the contract's shape `{error, message, details}` (errors.ts).
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { verifyApiKey, type ApiCaller } from '../../services/api-keys/index.ts';
import { INTERNAL_KEY_HEADER, takeInternalCaller } from '../../services/api-keys/index.ts';
import { Failure } from '../../services/failure.ts';
import type { Limit } from '../../services/rate-limit.ts';
import { sharedHit } from '../../services/rate-limit-memory.ts';
import { publicErrorSchema } from './schemas/common.ts';
import { installPublicErrors, PUBLIC_MESSAGES } from './errors.ts';
import { installOpenApi } from './openapi.ts';
import { MODE_HEADER, PUBLIC_API_PREFIX } from './prefix.ts';

declare module 'fastify' {
  interface FastifyRequest {
    /** The API key's owner, scope and mode (set for every public route that needs a key). */
    apiCaller: ApiCaller | null;
  }
  interface FastifyContextConfig {
    /** `read_write`: the route changes something; a `read` key is refused (403). */
    scope?: 'read' | 'read_write';
    /** The route needs no key (the OpenAPI document). */
    keyless?: boolean;
  }
}

export { MODE_HEADER, PUBLIC_API_PREFIX };

/** The caller set by the key check (a keyless route has none). */
export function apiCaller(request: FastifyRequest): ApiCaller {
  if (!request.apiCaller) throw new Failure(401, 'unauthorized', PUBLIC_MESSAGES.missingKey);
  return request.apiCaller;
}

function keyOf(request: FastifyRequest): string | null {
  const header = request.headers['x-api-key'];
  const value = Array.isArray(header) ? header[0] : header;
  return value?.trim() ? value.trim() : null;
}

async function rateLimit(app: FastifyInstance, caller: ApiCaller, reply: FastifyReply): Promise<void> {
  const limit: Limit = { name: 'public-api-key', max: app.appConfig.publicApi.requestsPerMinute, windowSeconds: 60 };
  // In Redis, or in the database in batches (every process shares it), or in memory on the embedded one.
  const counted = await sharedHit(app.db, limit, String(caller.keyId));
  const reset = Math.max(1, Math.ceil(counted.retryAfterSeconds));
  reply.headers({
    'ratelimit-limit': String(limit.max),
    'ratelimit-remaining': String(Math.max(0, limit.max - counted.count)),
    'ratelimit-reset': String(reset),
    'ratelimit-policy': `${limit.max};w=${limit.windowSeconds}`,
  });
  if (counted.count > limit.max) {
    throw new Failure(429, 'too_many_requests', `Ai depășit limita de ${limit.max} de cereri pe minut pentru această cheie API. Încearcă din nou peste ${reset} s.`, {
      retryAfterSeconds: reset,
    });
  }
}

function isPlainObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value) && !Buffer.isBuffer(value) && Object.getPrototypeOf(value) === Object.prototype;
}

/** The routes of the public API, each a plugin registered under the prefix. */
export type PublicRoutes = (app: FastifyInstance) => Promise<void>;

export function publicApi(routes: readonly PublicRoutes[]) {
  return async function publicApiPlugin(app: FastifyInstance) {
    const { ctx } = app.commerce;
    installPublicErrors(app);
    app.decorateRequest('apiCaller', null);
    // The error body, once: every route's error answers reference it (schemas/common.ts).
    app.addSchema(publicErrorSchema);

    const defaultJson = app.getDefaultJsonParser('error', 'error');
    app.removeContentTypeParser('application/json');
    app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
      const text = typeof body === 'string' ? body : body.toString('utf8');
      if (text.trim() === '') return done(null, undefined);
      return defaultJson(request, text, done);
    });

    app.addHook('onRequest', async (request, reply) => {
      if (request.routeOptions.config.keyless || !request.routeOptions.url) return;
      // The server's own call for a signed-in user (docs' "Încearcă"): a one-time token, read-only.
      const internal = request.headers[INTERNAL_KEY_HEADER];
      const key = internal === undefined ? keyOf(request) : null;
      if (internal === undefined && !key) throw new Failure(401, 'unauthorized', PUBLIC_MESSAGES.missingKey);
      const caller = key ? await verifyApiKey(app.db, key, app.apiKeys) : await takeInternalCaller(app.db, internal);
      if (!caller) throw new Failure(401, 'unauthorized', PUBLIC_MESSAGES.invalidKey);
      request.apiCaller = caller;
      reply.header(MODE_HEADER, caller.mode);
      if (caller.mode === 'live' && !ctx.carriers.hasRealCarrier) throw new Failure(403, 'live_mode_unavailable', PUBLIC_MESSAGES.liveUnavailable);
      await rateLimit(app, caller, reply);
      if (request.routeOptions.config.scope === 'read_write' && caller.scope !== 'read_write') {
        throw new Failure(403, 'insufficient_scope', PUBLIC_MESSAGES.readOnly);
      }
    });

    // Object answers of a test key say so in the body too; arrays, PDFs and errors... errors too.
    app.addHook('preSerialization', async (request, _reply, payload) => {
      if (request.apiCaller?.mode !== 'test' || !isPlainObject(payload)) return payload;
      return { ...payload, test_mode: true };
    });

    // Before the routes, so that it sees them all (openapi.ts).
    await installOpenApi(app);
    for (const register of routes) await app.register(register);
  };
}
