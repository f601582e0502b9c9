// The server's parts, each a named Fastify plugin (app/plugins/, wrapped with fastify-plugin so that
// what it decorates is the app's) that declares the parts it needs: registered out of order, or
// without one of those, the app fails to boot with Fastify's error naming the missing part. They boot
// in this order, and close in the reverse one (onClose hooks run last-added first): the job runner
// stops before the mailer and the render threads close, the database last.
import type { FastifyInstance } from 'fastify';
import type { Database } from '../db/client.ts';
import type { Mailer } from '../services/mail/index.ts';
import type { PushSender } from '../services/push/index.ts';
import apiKeysPlugin from './plugins/api-keys.ts';
import authPlugin from './plugins/auth.ts';
import commercePlugin from './plugins/commerce.ts';
import databasePlugin from './plugins/database.ts';
import eventsPlugin from './plugins/events.ts';
import jobHandlersPlugin from './plugins/job-handlers.ts';
import jobsPlugin from './plugins/jobs.ts';
import mailPlugin from './plugins/mail.ts';
import payoutsPlugin from './plugins/payouts.ts';
import pushPlugin from './plugins/push.ts';
import quotesPlugin from './plugins/quotes.ts';
import rateLimitsPlugin from './plugins/rate-limits.ts';
import renderPlugin from './plugins/render.ts';
import batchChecksPlugin from './plugins/batch-checks.ts';
import trackingPlugin from './plugins/tracking.ts';

export interface PartsDeps {
  database?: Database | undefined;
  mailer?: Mailer | undefined;
  pushSender?: PushSender | undefined;
}

export function registerParts(app: FastifyInstance, deps: PartsDeps): void {
  // The database (given, or opened and migrated here) with the reference data ready.
  app.register(databasePlugin, { database: deps.database });
  // With REDIS_URL, the Redis the rate limits are counted in (closed before the database).
  app.register(rateLimitsPlugin);
  // The API keys verified in the last seconds, forgotten at once on the database's notification of a change.
  app.register(apiKeysPlugin);
  // Started by the first price calculation (or warm(), main.ts), stopped with the app.
  app.register(quotesPlugin);
  // The worker threads that draw the PDFs and pack the invoice exports; started when the server listens.
  app.register(renderPlugin);
  // The worker threads that check a batch's rows; started when the server listens.
  app.register(batchChecksPlugin);
  app.register(mailPlugin, { mailer: deps.mailer });
  // The accounts (signing key, sessions) and the bearer-token checks.
  app.register(authPlugin);
  app.register(jobsPlugin);
  app.register(pushPlugin, { sender: deps.pushSender });
  // The domain events and their subscribers (app/events.ts), published by orders, payments and tracking.
  app.register(eventsPlugin);
  // The shared contexts of orders, payments and carriers, of tracking, and of payouts
  // (app/commerce.ts, app/tracking.ts, app/payouts.ts), read by the routes of both doors and the jobs.
  app.register(commercePlugin);
  app.register(trackingPlugin);
  app.register(payoutsPlugin);
  app.register(jobHandlersPlugin);
}
