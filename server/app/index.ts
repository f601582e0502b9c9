// The composition root (server/app/): the one place that wires the server's parts together. Here
// buildApp(config, deps): the whole HTTP application, without listening, so tests drive it through
// inject() and main.ts through listen(). Plugin order matters: security headers -> compression ->
// database -> account services (signing key, mailer) -> the shared contexts (commerce.ts,
// tracking.ts, payouts.ts) and the job handlers (job-handlers.ts) -> routes by door (routes.ts) ->
// static files with the SPA fallback. Nothing below app/ imports it (lint zones, eslint.config.js).
import { randomUUID } from 'node:crypto';
import compress from '@fastify/compress';
import Fastify, { type FastifyInstance, type FastifyPluginAsync } from 'fastify';
import type { Config } from '../config/index.ts';
import { openDatabase, type AppDb, type Database } from '../db/client.ts';
import { migrate } from '../db/migrate.ts';
import { installAuth } from '../http/auth.ts';
import { installImpersonationGuard } from '../http/impersonation-guard.ts';
import { API_COMPRESSION } from '../http/compression.ts';
import { clientErrorHandler, frameworkErrors, installErrorHandler, sendNotFound } from '../http/errors.ts';
import { redactUrl, serializeError } from '../http/log-redaction.ts';
import { prettyLogStream, RequestLog } from '../http/request-log.ts';
import { installSecurityHeaders } from '../http/security-headers.ts';
import { installStatic, installTrailingSlashRedirect } from '../http/static.ts';
import { charactersKeyword, installTextGuard } from '../http/text-characters.ts';
import { createAuthContext } from '../services/auth/context.ts';
import { createQuoteThread, type QuoteThread } from '../services/pricing/quote-thread.ts';
import { prepareDummyHash } from '../services/auth/passwords.ts';
import { prepareLocations } from '../services/locations/prepare.ts';
import { configureLocationIndex } from '../services/locations/location-index.ts';
import { createMailer, type Mailer } from '../services/mail/mailer.ts';
import { createPushSender, type PushSender } from '../services/push/sender.ts';
import { createJobRunner, type JobRunner } from '../services/jobs/runner.ts';
import { installCommerce } from './commerce.ts';
import { registerJobHandlers } from './job-handlers.ts';
import { installPayouts } from './payouts.ts';
import { registerRoutes } from './routes.ts';
import { installTracking } from './tracking.ts';

declare module 'fastify' {
  interface FastifyInstance {
    db: AppDb;
    appConfig: Config;
    /** This process's runner of the job queue (services/jobs/runner.ts). */
    jobs: JobRunner;
    /** The worker thread that quotes and writes price-calculation answers (services/pricing/quote-thread.ts). */
    quotes: QuoteThread;
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
      // JSON lines (tests' logStream, LOG_FORMAT=json), or readable ones on a terminal (LOG_FORMAT=pretty).
      ...(deps.logStream ? { stream: deps.logStream } : config.logFormat === 'pretty' ? { stream: prettyLogStream() } : {}),
    },
    // One line per request, when it has been answered (http/request-log.ts).
    logController: new RequestLog(),
    trustProxy: config.trustProxy,
    bodyLimit: BODY_LIMIT,
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
  // Before any route: each one's request schemas get the control-character checks.
  installTextGuard(app);
  installTrailingSlashRedirect(app);

  app.register(compress, API_COMPRESSION);

  // Decorated now, filled in while booting (opening and migrating is async), before any route runs.
  app.decorate('db', null as unknown as AppDb);
  let owned: Database | undefined;
  app.register(async () => {
    const database = deps.database ?? (owned = await openMigrated(config));
    app.db = database.db;
    // The lockers shown: a connected carrier's own (synced), the generated demo ones for the others.
    configureLocationIndex(app.db, config.carriers.accounts.keys());
    // Reference data (localities, postal codes, lockers): reloaded only when its files changed.
    await prepareLocations(app.db, app.log);
  });
  app.addHook('onClose', async () => owned?.close());

  const mailer = deps.mailer ?? createMailer(config, app.log);
  installAuth(app);
  // Routes flagged `notWhileImpersonating` refuse an admin's session as the customer (http/impersonation-guard.ts).
  installImpersonationGuard(app);
  app.register(async () => {
    app.auth = createAuthContext(app.db, config, mailer, app.log);
  });
  // Every piece of work done later is a job of the one durable queue (services/jobs/), run by any
  // process; this process runs jobs unless JOBS_POLL_INTERVAL_MS=0 (tests drain them by hand).
  app.decorate('jobs', createJobRunner({ db: () => app.db, log: app.log, pollIntervalMs: config.jobs.pollIntervalMs, concurrency: config.jobs.concurrency }));
  // The shared contexts of orders, payments and carriers, of tracking, and of payouts: each built by
  // the first route plugin or job that reads it (app/commerce.ts, app/tracking.ts, app/payouts.ts).
  installCommerce(app);
  installTracking(app);
  installPayouts(app);
  registerJobHandlers(app, app.jobs, deps.pushSender ?? createPushSender(config, app.log));
  // Started by the first price calculation (or warm(), main.ts), stopped with the app.
  app.decorate('quotes', createQuoteThread());
  app.addHook('onClose', async () => app.quotes.stop());
  app.addHook('onReady', async () => {
    await prepareDummyHash();
    app.jobs.start();
  });
  // No new job is claimed once the server starts closing; running ones go on while requests finish.
  app.addHook('preClose', async () => app.jobs.pause());
  // Runs before the database closes (onClose hooks run last-added first): running jobs get most of
  // SHUTDOWN_TIMEOUT_MS to finish, the rest are handed back to the queue for another process.
  app.addHook('onClose', async () => {
    await app.jobs.stop(Math.max(0, config.shutdownTimeoutMs - 2_000));
    await mailer.close?.();
  });

  registerRoutes(app);
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
