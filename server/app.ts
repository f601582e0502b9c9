// buildApp(config, deps): the whole HTTP application, without listening, so tests drive it through
// inject() and main.ts through listen(). Plugin order matters: security headers -> compression ->
// database -> account services (signing key, mailer) -> routes -> static files with the SPA fallback.
import { randomUUID } from 'node:crypto';
import compress from '@fastify/compress';
import Fastify, { type FastifyInstance, type FastifyPluginAsync } from 'fastify';
import type { Config } from './config.ts';
import { openDatabase, type AppDb, type Database } from './db/client.ts';
import { migrate } from './db/migrate.ts';
import { installAuth } from './http/auth.ts';
import { API_COMPRESSION } from './http/compression.ts';
import { installErrorHandler, sendNotFound } from './http/errors.ts';
import { redactUrl, serializeError } from './http/log-redaction.ts';
import { installSecurityHeaders } from './http/security-headers.ts';
import { installStatic, installTrailingSlashRedirect } from './http/static.ts';
import authCallbackRoutes from './routes/auth-callback.ts';
import healthRoutes from './routes/health.ts';
import adminRoutes from './routes/private/admin/admin.ts';
import appConfigRoutes from './routes/private/app-config.ts';
import impersonationRoutes from './routes/private/auth/impersonation.ts';
import loginRoutes from './routes/private/auth/login.ts';
import passwordRoutes from './routes/private/auth/passwords.ts';
import socialRoutes from './routes/private/auth/social.ts';
import verifyEmailRoutes from './routes/private/auth/verify-email.ts';
import chatMessageRoutes from './routes/private/chat/messages.ts';
import checkEmailRoutes from './routes/private/customer/check-email.ts';
import profileRoutes from './routes/private/customer/profile.ts';
import errorReportRoutes from './routes/private/error-reports.ts';
import formRoutes from './routes/private/forms/forms.ts';
import locationCatalogueRoutes from './routes/private/locations/catalogue.ts';
import fixedLocationRoutes from './routes/private/locations/fixed-locations.ts';
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
import { commerce } from './routes/private/orders/commerce.ts';
import { BackgroundTasks } from './services/background.ts';
import { createAuthContext } from './services/auth/context.ts';
import { sweepExpired } from './services/auth/maintenance.ts';
import { createQuoteThread, type QuoteThread } from './services/pricing/quote-thread.ts';
import { purgePastRetention } from './services/retention.ts';
import { prepareDummyHash } from './services/auth/passwords.ts';
import { prepareLocations } from './services/locations/prepare.ts';
import { findFixedLocation, findLocality } from './services/locations/resolve.ts';
import type { LocationResolver } from './services/pricing/shipment.ts';
import { createMailer, type Mailer } from './services/mail/mailer.ts';
import { createPushJob, type PushJob } from './services/push/push-job.ts';
import { createPushSender, type PushSender } from './services/push/sender.ts';
import { startTrackingJob, type TrackingJob } from './services/tracking/poller.ts';
import { onStatusChange } from './services/tracking/status-events.ts';

declare module 'fastify' {
  interface FastifyInstance {
    db: AppDb;
    appConfig: Config;
    /** Push notifications of tracked parcels: queueing, sending, retries (services/push/push-job.ts). */
    push: PushJob;
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

const SWEEP_INTERVAL_MS = 60 * 60 * 1000;
const FIRST_SWEEP_DELAY_MS = 60 * 1000;

export const BODY_LIMIT = 64 * 1024;

export function buildApp(config: Config, deps: AppDeps = {}): FastifyInstance {
  const app = Fastify({
    logger: {
      level: config.logLevel,
      redact: ['req.headers.authorization', 'req.headers.cookie', 'req.headers["x-api-key"]'],
      // Method and URL only: no headers (tokens), no client address, and no secret of the URL.
      serializers: { req: (req) => ({ method: req.method, url: redactUrl(req.url) }), err: serializeError },
      ...(deps.logStream ? { stream: deps.logStream } : {}),
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
    // A serialised answer becomes bytes once, here: compression and Content-Length would each measure
    // the UTF-8 length of the string again (costly for long answers with diacritics).
    return typeof payload === 'string' ? Buffer.from(payload) : payload;
  });
  installErrorHandler(app);
  installTrailingSlashRedirect(app);

  app.register(compress, API_COMPRESSION);

  // Decorated now, filled in while booting (opening and migrating is async), before any route runs.
  app.decorate('db', null as unknown as AppDb);
  let owned: Database | undefined;
  app.register(async () => {
    const database = deps.database ?? (owned = await openMigrated(config));
    app.db = database.db;
    // Reference data (localities, postal codes, lockers): reloaded only when its files changed.
    await prepareLocations(app.db, app.log);
  });
  app.addHook('onClose', async () => owned?.close());

  const mailer = deps.mailer ?? createMailer(config, app.log);
  const tasks = new BackgroundTasks(app.log);
  installAuth(app);
  app.register(async () => {
    app.auth = createAuthContext(app.db, config, mailer, app.log, tasks);
  });
  // Status changes recorded by this process are queued and sent as push notifications.
  const pushSender = deps.pushSender ?? createPushSender(config, app.log);
  app.decorate('push', null as unknown as PushJob);
  let stopHearing: (() => void) | undefined;
  app.register(async () => {
    app.push = createPushJob({ db: app.db, sender: pushSender, log: app.log, publicUrl: config.publicUrl, retryIntervalMs: config.push.retryIntervalSeconds * 1000 });
    stopHearing = onStatusChange((change) => app.push.onStatusChange(change));
  });
  // Started by the first price calculation (or warm(), main.ts), stopped with the app.
  app.decorate('quotes', createQuoteThread());
  app.addHook('onClose', async () => app.quotes.stop());
  let sweeper: NodeJS.Timeout | undefined;
  let firstSweep: NodeJS.Timeout | undefined;
  let tracking: TrackingJob | undefined;
  app.addHook('onReady', async () => {
    await prepareDummyHash();
    // Expired rows, and what the privacy policy keeps no longer: a minute after start (a server
    // restarted more often than hourly still sweeps), then every hour.
    const sweep = () => {
      sweepExpired(app.db)
        .then(() => purgePastRetention(app.db))
        .catch((error: unknown) => app.log.error({ err: error }, 'sweeping expired rows failed'));
    };
    firstSweep = setTimeout(sweep, FIRST_SWEEP_DELAY_MS).unref();
    sweeper = setInterval(sweep, SWEEP_INTERVAL_MS).unref();
    // Booking retries and carrier polling; off with TRACKING_POLL_INTERVAL_SECONDS=0 (and in tests).
    const { pollIntervalSeconds, pollBatch } = config.tracking;
    if (pollIntervalSeconds > 0) tracking = startTrackingJob(commerce(app).ctx, { intervalMs: pollIntervalSeconds * 1000, batch: pollBatch });
    // Deliveries an earlier process left waiting; off with PUSH_RETRY_INTERVAL_SECONDS=0.
    app.push.start();
  });
  // Runs before the database closes (onClose hooks run last-added first): promised mail still goes out.
  app.addHook('onClose', async () => {
    clearTimeout(firstSweep);
    clearInterval(sweeper);
    await tracking?.stop();
    stopHearing?.();
    await app.push?.stop();
    await tasks.drain();
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
    checkEmailRoutes,
    adminRoutes,
  ];
  for (const routes of accountRoutes) app.register(routes, { prefix: '/api/private' });
  for (const routes of [locationCatalogueRoutes, fixedLocationRoutes, searchRoutes]) app.register(routes, { prefix: '/api/private' });
  // Localities and lockers for pricing come from the reference data (app.db is set once the database plugin ran).
  const resolver: LocationResolver = {
    findLocality: (ref) => findLocality(app.db, ref),
    findFixedLocation: (id) => findFixedLocation(app.db, id),
  };
  app.register(priceCalculationRoutes, { prefix: '/api/private', resolver, quotes: app.quotes });
  for (const routes of [orderRoutes, trackingRoutes, labelRoutes, paymentRoutes, paymentWebhookRoutes, walletRoutes]) app.register(routes, { prefix: '/api/private' });
  for (const routes of [deviceTokenRoutes, subscriptionRoutes]) app.register(routes, { prefix: '/api/private' });
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
