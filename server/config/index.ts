// Server configuration: the environment is read once, here, and validated into a frozen object.
// Every bad value becomes one line of a ConfigError naming the variable and what it expects, so a
// typo stops start-up with a readable message instead of a surprise later. One file per section
// reads its variables with the env kit (env.ts); this file puts the sections together, in the order
// their problems are listed.
import { readAuth, type AuthConfig } from './auth.ts';
import { readCarriersSection, type CarriersConfig } from './carriers.ts';
import { readClient, type FirebaseConfig } from './client.ts';
import { readDatabase } from './database.ts';
import { liveProblems } from './deployment.ts';
import { ConfigError, envKit, type Env } from './env.ts';
import { readForms, type FormsConfig } from './forms.ts';
import { readInvoicesSection, type InvoicesConfig } from './invoices.ts';
import { readJobs, type JobsConfig } from './jobs.ts';
import { readMail, type MailConfig } from './mail.ts';
import { readPayments, type PaymentsConfig } from './payments.ts';
import { readPayouts, type PayoutsConfig } from './payouts.ts';
import { readPublicApi, type PublicApiConfig } from './public-api.ts';
import { readPublicUrl } from './public-url.ts';
import { readPush, type PushConfig } from './push.ts';
import { readRedis } from './redis.ts';
import { readRender, type RenderConfig } from './render.ts';
import { readListen, readLogging, readRelease, readShutdownTimeoutMs, readStatic, type LogFormat, type LogLevel } from './server.ts';
import { readSocialProviders, type SocialProvidersConfig } from './social.ts';
import { readTracking, type TrackingConfig } from './tracking.ts';
import { readTrustProxy } from './trust-proxy.ts';
import { readWebhooks, type WebhooksConfig } from './webhooks.ts';

export type { AuthConfig } from './auth.ts';
export type { FirebaseConfig } from './client.ts';
export { ConfigError, type Env } from './env.ts';
export type { FormsConfig } from './forms.ts';
export type { JobsConfig } from './jobs.ts';
export type { MailConfig } from './mail.ts';
export { NETOPIA_BASE_URLS, type PaymentsConfig } from './payments.ts';
export type { PayoutsConfig } from './payouts.ts';
export type { PublicApiConfig } from './public-api.ts';
export type { PushConfig, ServiceAccount } from './push.ts';
export type { RenderConfig } from './render.ts';
export { LOG_FORMATS, LOG_LEVELS, type LogFormat, type LogLevel } from './server.ts';
export { SOCIAL_PROVIDERS, type SocialProviderConfig, type SocialProviderName } from './social.ts';
export type { TrackingConfig } from './tracking.ts';
export type { WebhooksConfig } from './webhooks.ts';

export interface Config {
  readonly port: number;
  readonly host: string;
  /** Absolute; the embedded database lives in `<dataDir>/pglite`. */
  readonly dataDir: string;
  /** When set, PostgreSQL through node-postgres instead of the embedded PGlite. */
  readonly databaseUrl: string | null;
  /** Where the embedded PGlite of DATA_DIR runs: its own thread (default) or the main thread. */
  readonly pgliteThread: 'worker' | 'main';
  /**
   * When set, every rate limit is counted in this Redis (shared by every process, no database write per
   * request); unset: in the database (services/rate-limit.ts).
   */
  readonly redisUrl: string | null;
  readonly staticDir: string;
  readonly serveStatic: boolean;
  readonly logLevel: LogLevel;
  /** Default: pretty when stdout is a terminal, JSON otherwise (a file, a pipe, a log collector). */
  readonly logFormat: LogFormat;
  /**
   * The reverse proxies whose X-Forwarded-* headers are believed, comma-separated IPs and CIDR ranges
   * (Fastify's `trustProxy` string form); false: none, request.ip is the socket's address.
   */
  readonly trustProxy: string | false;
  readonly shutdownTimeoutMs: number;
  readonly chatWidgetUrl: string | null;
  readonly firebase: FirebaseConfig | null;
  readonly release: string;
  /** The address people open the app at, without a trailing slash: links in e-mails, OAuth redirects. */
  readonly publicUrl: string;
  readonly auth: AuthConfig;
  readonly mail: MailConfig;
  /** Only the configured providers are present. */
  readonly socialProviders: SocialProvidersConfig;
  readonly payments: PaymentsConfig;
  readonly tracking: TrackingConfig;
  readonly push: PushConfig;
  readonly jobs: JobsConfig;
  /** The worker threads that draw the PDFs and pack the invoice exports (services/render/). */
  readonly render: RenderConfig;
  readonly publicApi: PublicApiConfig;
  readonly webhooks: WebhooksConfig;
  readonly payouts: PayoutsConfig;
  readonly forms: FormsConfig;
  /** The carriers' APIs (services/carriers/carrier-config.ts): which are real, and whether this deployment takes real orders. */
  readonly carriers: CarriersConfig;
  /** The invoices' series, seller and e-Factura (services/invoices/invoice-config.ts). */
  readonly invoices: InvoicesConfig;
}

export function loadConfig(env: Env = process.env): Config {
  const kit = envKit(env);
  const listen = readListen(kit);
  const config: Config = {
    ...listen,
    ...readDatabase(kit),
    ...readRedis(kit),
    ...readStatic(kit),
    ...readLogging(kit),
    trustProxy: readTrustProxy(kit),
    shutdownTimeoutMs: readShutdownTimeoutMs(kit),
    ...readClient(kit),
    release: readRelease(kit),
    publicUrl: readPublicUrl(kit, listen),
    auth: readAuth(kit),
    mail: readMail(kit),
    socialProviders: readSocialProviders(kit),
    payments: readPayments(kit),
    jobs: readJobs(kit),
    render: readRender(kit),
    tracking: readTracking(kit),
    push: readPush(kit),
    publicApi: readPublicApi(kit),
    webhooks: readWebhooks(kit),
    payouts: readPayouts(kit),
    forms: readForms(kit),
    carriers: readCarriersSection(kit),
    invoices: readInvoicesSection(kit),
  };

  const problems = [...kit.problems, ...liveProblems(config)];
  if (problems.length > 0) throw new ConfigError(problems.join('\n'));
  return Object.freeze(config);
}
