// The composition root (server/app/): the one place that wires the server's parts together. Here
// buildApp(config, deps): the whole HTTP application, without listening, so tests drive it through
// inject() and main.ts through listen(). Order: security headers, error handling and the route
// guards -> compression -> the parts, each a named plugin declaring the parts it needs (parts.ts,
// plugins/: database, quotes, mail, accounts, jobs, push, the shared contexts, the job handlers) ->
// routes, each door one plugin under its prefix (routes.ts) -> static files with the SPA fallback.
// Nothing below app/ imports it (lint zones, eslint.config.js).
import { randomUUID } from 'node:crypto';
import compress from '@fastify/compress';
import Fastify, { type FastifyInstance, type FastifyPluginAsync } from 'fastify';
import type { Config } from '../config/index.ts';
import type { Database } from '../db/client.ts';
import { API_COMPRESSION } from '../http/compression.ts';
import { clientErrorHandler, frameworkErrors, installErrorHandler, sendNotFound } from '../http/errors.ts';
import { installImpersonationGuard } from '../http/impersonation-guard.ts';
import { redactUrl, serializeError } from '../http/log-redaction.ts';
import { stdoutLogSink } from '../http/log-sink.ts';
import { RequestLog } from '../http/request-log.ts';
import { installSecurityHeaders } from '../http/security-headers.ts';
import { installStatic, installTrailingSlashRedirect, type PageExists } from '../http/static.ts';
import { charactersKeyword, installTextGuard } from '../http/text-characters.ts';
import type { Mailer } from '../services/mail/index.ts';
import type { PushSender } from '../services/push/index.ts';
import { Failure } from '../services/failure.ts';
import { enabledPage } from '../services/returns/index.ts';
import { matchRoute } from '../../src/shared/route-match.ts';
import { registerParts } from './parts.ts';
import { registerRoutes } from './routes.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** The configuration the app was built with (config/). */
    appConfig: Config;
  }
}

export interface AppDeps {
  /** An open, migrated database. Without it the app opens (and on close closes) its own. */
  database?: Database;
  /** Extra routes registered after the real ones (tests only, e.g. a deliberately slow route). */
  extraRoutes?: FastifyPluginAsync;
  /** Instead of the one the configuration names (SMTP or the outbox). */
  mailer?: Mailer;
  /** Instead of the one the configuration names (FCM or the push outbox). */
  pushSender?: PushSender;
  /** Where the log goes instead of stdout (tests read it). */
  logStream?: { write(line: string): void };
}

export const BODY_LIMIT = 64 * 1024;

export function buildApp(config: Config, deps: AppDeps = {}): FastifyInstance {
  const app = Fastify({
    logger: {
      level: config.logLevel,
      redact: ['req.headers.authorization', 'req.headers.cookie', 'req.headers["x-api-key"]'],
      // Method and URL only: no headers (tokens), no client address, and no secret of the URL.
      serializers: { req: (req) => ({ method: req.method, url: redactUrl(req.url) }), err: serializeError },
      // JSON lines (tests' logStream, LOG_FORMAT=json), or readable ones on a terminal (LOG_FORMAT=pretty),
      // on stdout through a sink that never blocks the process on a full pipe (http/log-sink.ts).
      stream: deps.logStream ?? stdoutLogSink(config.logFormat),
    },
    // One line per request, when it has been answered (http/request-log.ts).
    logController: new RequestLog(),
    trustProxy: config.trustProxy,
    bodyLimit: BODY_LIMIT,
    // The database part loads the reference data on a fresh data directory: tens of seconds on a
    // busy machine (the default 10 s stopped start-up once PGlite ran on its own thread, where the
    // timers keep running while it works).
    pluginTimeout: 120_000,
    requestIdHeader: 'x-request-id',
    genReqId: () => randomUUID(),
    // Keep-alive sockets with nothing in flight are closed at shutdown; busy ones finish first.
    forceCloseConnections: 'idle',
    // A broken percent escape, an over-long path parameter, a request Node's parser refuses (headers
    // over 16 kB...): answered in the API's error shape too.
    frameworkErrors,
    clientErrorHandler,
    // `characters`: control characters refused in every string of a request (http/text-characters.ts).
    ajv: { customOptions: { allErrors: true, coerceTypes: false, removeAdditional: true }, plugins: [charactersKeyword] },
  });
  app.decorate('appConfig', config);
  // The API speaks JSON only; a text/plain body gets a clear 415 instead of a confusing 422.
  app.removeContentTypeParser('text/plain');

  installSecurityHeaders(app, config);
  // During close, responses still in flight end their keep-alive connection, else it would hold
  // server.close() open until the keep-alive timeout.
  let closing = false;
  app.addHook('preClose', async () => {
    closing = true;
  });
  app.addHook('onSend', async (request, reply, payload) => {
    reply.header('x-request-id', request.id);
    if (closing) reply.header('connection', 'close');
    // A serialised answer becomes bytes once, here: compression and Content-Length would each measure
    // the UTF-8 length of the string again (costly for long answers with diacritics).
    return typeof payload === 'string' ? Buffer.from(payload) : payload;
  });
  installErrorHandler(app);
  // Before any route: each one's request schemas get the control-character checks, and routes
  // flagged `notWhileImpersonating` refuse an admin's session as the customer (http/impersonation-guard.ts).
  installTextGuard(app);
  installImpersonationGuard(app);
  installTrailingSlashRedirect(app);

  app.register(compress, API_COMPRESSION);

  // The database, quote thread, mail, accounts, job runner, push sender, the shared contexts and the
  // job handlers: named plugins that declare what they need (parts.ts, plugins/).
  registerParts(app, deps);

  registerRoutes(app);
  if (deps.extraRoutes) app.register(deps.extraRoutes);

  if (config.serveStatic) {
    installStatic(app, config, databasePages(app));
  } else {
    app.setNotFoundHandler((_request, reply) => sendNotFound(reply));
  }
  return app;
}

/** A shop's return page exists while its returns are on (the API's 404 otherwise): the page answers the same. */
function databasePages(app: FastifyInstance): PageExists {
  return async (path) => {
    const found = matchRoute(path);
    if (found?.route.path !== '/retur/:shopId') return true;
    return enabledPage(app.db, found.params.shopId ?? '').then(
      () => true,
      (error: unknown) => {
        if (error instanceof Failure && error.status === 404) return false;
        throw error;
      },
    );
  };
}
