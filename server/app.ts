// buildApp(config, deps): the whole HTTP application, without listening, so tests drive it through
// inject() and main.ts through listen(). Plugin order matters: security headers -> compression ->
// database -> account services (signing key, mailer) -> routes -> static files with the SPA fallback.
import { randomUUID } from 'node:crypto';
import compress from '@fastify/compress';
import Fastify, { type FastifyInstance, type FastifyPluginAsync } from 'fastify';
import type { Config } from './config/index.ts';
import { openDatabase, type AppDb, type Database } from './db/client.ts';
import { migrate } from './db/migrate.ts';
import { installAuth } from './http/auth.ts';
import { installImpersonationGuard } from './http/impersonation-guard.ts';
import { API_COMPRESSION } from './http/compression.ts';
import { clientErrorHandler, frameworkErrors, installErrorHandler, sendNotFound } from './http/errors.ts';
import { redactUrl, serializeError } from './http/log-redaction.ts';
import { prettyLogStream, RequestLog } from './http/request-log.ts';
import { installSecurityHeaders } from './http/security-headers.ts';
import { installStatic, installTrailingSlashRedirect } from './http/static.ts';
import { charactersKeyword, installTextGuard } from './http/text-characters.ts';
import authCallbackRoutes from './routes/auth-callback.ts';
import healthRoutes from './routes/health.ts';
import adminRoutes from './routes/private/admin/admin.ts';
import adminRefundRoutes from './routes/private/admin/admin-refunds.ts';
import adminInvoiceRoutes from './routes/private/admin/admin-invoices.ts';
import appConfigRoutes from './routes/private/app-config.ts';
import impersonationRoutes from './routes/private/auth/impersonation.ts';
import loginRoutes from './routes/private/auth/login.ts';
import passwordRoutes from './routes/private/auth/passwords.ts';
import socialRoutes from './routes/private/auth/social.ts';
import verifyEmailRoutes from './routes/private/auth/verify-email.ts';
import chatMessageRoutes from './routes/private/chat/messages.ts';
import checkEmailRoutes from './routes/private/customer/check-email.ts';
import profileRoutes from './routes/private/customer/profile.ts';
import closeAccountRoutes from './routes/private/customer/close-account.ts';
import errorReportRoutes from './routes/private/error-reports.ts';
import formRoutes from './routes/private/forms/forms.ts';
import locationCatalogueRoutes from './routes/private/locations/catalogue.ts';
import fixedLocationRoutes from './routes/private/locations/fixed-locations.ts';
import { commerce } from './routes/private/orders/commerce.ts';
import priceCalculationRoutes from './routes/private/orders/price-calculation.ts';
import searchRoutes from './routes/private/search/search.ts';
import deviceTokenRoutes from './routes/private/notifications/device-tokens.ts';
import subscriptionRoutes from './routes/private/notifications/subscriptions.ts';
import labelRoutes from './routes/private/orders/labels.ts';
import orderRoutes from './routes/private/orders/orders.ts';
import trackingRoutes from './routes/private/orders/tracking.ts';
import paymentRoutes from './routes/private/payments/payments.ts';
import paymentWebhookRoutes from './routes/private/payments/webhook.ts';
import walletRoutes from './routes/private/wallet/wallet.ts';
import reweighRoutes from './routes/private/wallet/reweighs.ts';
import testBalanceRoutes from './routes/private/wallet/test-balance.ts';
import apiKeyRoutes from './routes/private/api-keys/api-keys.ts';
import invoiceRoutes from './routes/private/invoices/invoices.ts';
import repaymentRoutes from './routes/private/repayments/repayments.ts';
import webhookRoutes from './routes/private/webhooks/webhooks.ts';
import addressRoutes from './routes/private/addresses/addresses.ts';
import { PUBLIC_API_PREFIX, publicApi } from './routes/public/public-api.ts';
import { PUBLIC_ROUTES } from './routes/public/routes.ts';
import { createAuthContext } from './services/auth/context.ts';
import { createQuoteThread, type QuoteThread } from './services/pricing/quote-thread.ts';
import { prepareDummyHash } from './services/auth/passwords.ts';
import { prepareLocations } from './services/locations/prepare.ts';
import { configureLocationIndex } from './services/locations/location-index.ts';
import { findFixedLocation, findLocality } from './services/locations/resolve.ts';
import { checkPostalCode } from './services/locations/postal-code-check.ts';
import type { LocationResolver } from './services/pricing/shipment.ts';
import { createMailer, type Mailer } from './services/mail/mailer.ts';
import { createPushSender, type PushSender } from './services/push/sender.ts';
import { createJobRunner, type JobRunner } from './services/jobs/runner.ts';
import { registerJobHandlers } from './job-handlers.ts';

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

  app.register(healthRoutes, { prefix: '/api' });
  app.register(appConfigRoutes, { prefix: '/api/private' });
  app.register(chatMessageRoutes, { prefix: '/api/private/chat' });
  app.register(errorReportRoutes, { prefix: '/api/private' });
  app.register(formRoutes, { prefix: '/api/private' });
  const accountRoutes = [
    loginRoutes,
    passwordRoutes,
    verifyEmailRoutes,
    socialRoutes,
    impersonationRoutes,
    profileRoutes,
    closeAccountRoutes,
    checkEmailRoutes,
    adminRoutes,
  ];
  for (const routes of accountRoutes) app.register(routes, { prefix: '/api/private' });
  for (const routes of [locationCatalogueRoutes, fixedLocationRoutes, searchRoutes]) app.register(routes, { prefix: '/api/private' });
  // Localities and lockers for pricing come from the reference data (app.db is set once the database plugin ran).
  const resolver: LocationResolver = {
    findLocality: (ref) => findLocality(app.db, ref),
    findFixedLocation: (id) => findFixedLocation(app.db, id),
    checkPostalCode: (address) => checkPostalCode(app.db, address),
  };
  app.register(priceCalculationRoutes, { prefix: '/api/private', resolver, quotes: app.quotes, carriers: () => commerce(app).ctx.carriers });
  for (const routes of [orderRoutes, trackingRoutes, labelRoutes, paymentRoutes, paymentWebhookRoutes, walletRoutes, reweighRoutes, testBalanceRoutes, adminRefundRoutes, adminInvoiceRoutes]) app.register(routes, { prefix: '/api/private' });
  for (const routes of [deviceTokenRoutes, subscriptionRoutes, apiKeyRoutes]) app.register(routes, { prefix: '/api/private' });
  // Cash on delivery: repayments, payouts and their reports (routes/private/repayments/).
  app.register(repaymentRoutes, { prefix: '/api/private' });
  // Invoices and credit notes: the list, their PDF / XML and a month's export (routes/private/invoices/).
  app.register(invoiceRoutes, { prefix: '/api/private' });
  app.register(webhookRoutes, { prefix: '/api/private' });
  app.register(addressRoutes, { prefix: '/api/private' });
  // The shops' public API (routes/public/): API keys, the contract's error shape, its own limits.
  app.register(publicApi(PUBLIC_ROUTES), { prefix: PUBLIC_API_PREFIX });
  app.register(authCallbackRoutes);
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
