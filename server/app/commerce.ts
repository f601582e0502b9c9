// The one Commerce of an app, shared by the order, payment and wallet routes (private and public)
// and the jobs as `app.commerce` (decorated by the plugin `curiero-commerce`, app/plugins/): the
// card gateway from the configuration, whose local test gateway delivers its webhooks to our own
// endpoint through the app itself (inject: the same router, parser and signature check as a remote
// call, without a socket), the carriers, and the pricing engine over the reference data
// (services/locations/resolve.ts), the app's job runner and its domain event bus (app/events.ts).
import type { FastifyInstance } from 'fastify';
import type { AuthContext } from '../services/auth/index.ts';
import { createCarrierNetwork } from '../services/carriers/index.ts';
import type { CommerceContext } from '../services/orders/index.ts';
import { createPaymentGateway } from '../services/payments/index.ts';
import { WEBHOOK_PATH } from '../services/payments/index.ts';
import type { TestGateway } from '../services/payments/index.ts';
import type { WebhookTransport } from '../services/payments/index.ts';
import { locationResolver } from '../services/locations/index.ts';
import { createPricingEngine } from '../services/pricing/index.ts';
import { eventBusOf } from './events.ts';

export interface Commerce {
  ctx: CommerceContext;
  testGateway: TestGateway | null;
  /** The test gateway's webhook key, and how its notifications reach our endpoint (its delivery job). */
  webhookSecret: () => Promise<string>;
  webhookTransport: WebhookTransport;
}

const built = new WeakMap<AuthContext, Commerce>();

/** The order services' context over the app's database and accounts, with the given card gateway. */
export function commerceContext(app: FastifyInstance, gateway: CommerceContext['gateway'], now: () => Date = () => new Date()): CommerceContext {
  const resolver = locationResolver(app.db);
  return {
    db: app.db,
    config: app.appConfig,
    auth: app.auth,
    gateway,
    carriers: createCarrierNetwork(app.db, app.appConfig.carriers),
    resolver,
    pricing: createPricingEngine(resolver),
    jobs: app.jobs,
    events: eventBusOf(app),
    now,
  };
}

/** The app's Commerce, built on the first call (tests read the app's through it too). */
export function commerce(app: FastifyInstance): Commerce {
  const known = built.get(app.auth);
  if (known) return known;
  const gateways = createPaymentGateway({ db: app.db, config: app.appConfig, log: app.log });
  const entry: Commerce = {
    ctx: commerceContext(app, gateways.gateway),
    testGateway: gateways.testGateway,
    webhookSecret: gateways.webhookSecret,
    webhookTransport: async (rawBody, headers) => (await app.inject({ method: 'POST', url: WEBHOOK_PATH, payload: rawBody, headers })).statusCode,
  };
  built.set(app.auth, entry);
  return entry;
}
