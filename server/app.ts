// buildApp(config, deps): the whole HTTP application, without listening, so tests drive it through
// inject() and main.ts through listen(). Plugin order matters: security headers -> compression ->
// database -> routes -> static files with the SPA fallback.
import { randomUUID } from 'node:crypto';
import { constants as zlib } from 'node:zlib';
import compress from '@fastify/compress';
import Fastify, { type FastifyInstance, type FastifyPluginAsync } from 'fastify';
import type { Config } from './config.ts';
import { openDatabase, type AppDb, type Database } from './db/client.ts';
import { migrate } from './db/migrate.ts';
import { installErrorHandler, sendNotFound } from './http/errors.ts';
import { installSecurityHeaders } from './http/security-headers.ts';
import { installStatic, installTrailingSlashRedirect } from './http/static.ts';
import healthRoutes from './routes/health.ts';
import appConfigRoutes from './routes/private/app-config.ts';
import chatMessageRoutes from './routes/private/chat/messages.ts';
import errorReportRoutes from './routes/private/error-reports.ts';

declare module 'fastify' {
  interface FastifyInstance {
    db: AppDb;
    appConfig: Config;
  }
}

export interface AppDeps {
  /** An open, migrated database. Without it the app opens (and on close closes) its own. */
  database?: Database;
  /** Extra routes registered after the real ones (tests only, e.g. a deliberately slow route). */
  extraRoutes?: FastifyPluginAsync;
}

export const BODY_LIMIT = 64 * 1024;

export function buildApp(config: Config, deps: AppDeps = {}): FastifyInstance {
  const app = Fastify({
    logger: {
      level: config.logLevel,
      redact: ['req.headers.authorization', 'req.headers.cookie', 'req.headers["x-api-key"]'],
      // Method and URL only: no headers (tokens) and no client address in the logs.
      serializers: { req: (req) => ({ method: req.method, url: req.url }) },
    },
    trustProxy: config.trustProxy,
    bodyLimit: BODY_LIMIT,
    requestIdHeader: 'x-request-id',
    genReqId: () => randomUUID(),
    // Keep-alive sockets with nothing in flight are closed at shutdown; busy ones finish first.
    forceCloseConnections: 'idle',
    ajv: { customOptions: { allErrors: true, coerceTypes: false, removeAdditional: true } },
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
    return payload;
  });
  installErrorHandler(app);
  installTrailingSlashRedirect(app);

  app.register(compress, {
    global: true,
    threshold: 1024,
    encodings: ['br', 'gzip'],
    // Brotli's default quality (11) is far too slow for on-the-fly compression.
    brotliOptions: { params: { [zlib.BROTLI_PARAM_QUALITY]: 5 } },
  });

  // Decorated now, filled in while booting (opening and migrating is async), before any route runs.
  app.decorate('db', null as unknown as AppDb);
  let owned: Database | undefined;
  app.register(async () => {
    const database = deps.database ?? (owned = await openMigrated(config));
    app.db = database.db;
  });
  app.addHook('onClose', async () => owned?.close());

  app.register(healthRoutes, { prefix: '/api' });
  app.register(appConfigRoutes, { prefix: '/api/private' });
  app.register(chatMessageRoutes, { prefix: '/api/private/chat' });
  app.register(errorReportRoutes, { prefix: '/api/private' });
  if (deps.extraRoutes) app.register(deps.extraRoutes);

  if (config.serveStatic) {
    installStatic(app, config);
  } else {
    app.setNotFoundHandler((_request, reply) => sendNotFound(reply));
  }
  return app;
}

async function openMigrated(config: Config): Promise<Database> {
  const database = await openDatabase(config);
  try {
    await migrate(database.db);
  } catch (error) {
    await database.close();
    throw error;
  }
  return database;
}
