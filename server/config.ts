// Server configuration: the environment is read once, here, and validated into a frozen object.
// Every bad value becomes one line of a ConfigError naming the variable and what it expects, so a
// typo stops start-up with a readable message instead of a surprise later.
import { createPrivateKey } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { isIP } from 'node:net';
import { resolve } from 'node:path';
import { readCarriers, type CarriersConfig } from './services/carriers/carrier-config.ts';
import { readInvoices, type InvoicesConfig } from './services/invoices/invoice-config.ts';

export const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;
export type LogLevel = (typeof LOG_LEVELS)[number];
/** pino's JSON lines, or one readable line per message (pino-pretty) for a terminal. */
export const LOG_FORMATS = ['json', 'pretty'] as const;
export type LogFormat = (typeof LOG_FORMATS)[number];

export interface FirebaseConfig {
  readonly apiKey: string;
  readonly projectId: string;
  readonly messagingSenderId: string;
  readonly appId: string;
  readonly vapidKey: string;
}

export const SOCIAL_PROVIDERS = ['google', 'facebook', 'apple'] as const;
export type SocialProviderName = (typeof SOCIAL_PROVIDERS)[number];

/** One OAuth 2 / OpenID Connect provider for social login (endpoints default to the real ones). */
export interface SocialProviderConfig {
  readonly name: SocialProviderName;
  readonly clientId: string;
  readonly clientSecret: string;
  readonly authorizeUrl: string;
  readonly tokenUrl: string;
  /** Where the identity comes from when there is no verifiable id_token (Facebook). */
  readonly userinfoUrl: string | null;
  /** With jwksUrl and issuer, the id_token is verified and is the identity (Google, Apple). */
  readonly jwksUrl: string | null;
  readonly issuer: string | null;
}

export interface AuthConfig {
  /** HS256 key for access tokens; null: generated once and kept in the database (server_secrets). */
  readonly secret: string | null;
  readonly accessTokenTtlSeconds: number;
  /** Absolute session lifetimes, from login, whatever the activity. */
  readonly sessionTtlDays: number;
  readonly sessionRememberTtlDays: number;
  readonly impersonationTtlSeconds: number;
  /** New accounts one IP may register in an hour (LIMITS.registerPerIp); raised only for test servers. */
  readonly registrationsPerIpPerHour: number;
}

export interface MailConfig {
  /** smtp:// or smtps://; null writes every message to DATA_DIR/outbox as an .eml file. */
  readonly smtpUrl: string | null;
  readonly from: string;
}

/**
 * The card processor (services/payments/create-gateway.ts): PAYMENT_GATEWAY=test (default: the local
 * test processor's hosted page), stripe (Stripe Checkout) or netopia (NETOPIA Payments API v2).
 */
export interface PaymentsConfig {
  readonly gateway: 'test' | 'stripe' | 'netopia';
  /** HMAC key of the test processor's notifications; null: generated once, kept in server_secrets. */
  readonly webhookSecret: string | null;
  readonly stripe: { readonly secretKey: string; readonly webhookSecret: string; readonly apiBase: string | null } | null;
  readonly netopia: { readonly apiKey: string; readonly posSignature: string; readonly publicKeyPem: string; readonly baseUrl: string } | null;
}

/** The public API for shops (routes/public/). */
export interface PublicApiConfig {
  /** Requests one API key may make per minute (counted in the database, shared by every process). */
  readonly requestsPerMinute: number;
}

/** The shops' webhooks (services/webhooks/). */
/**
 * Cash-on-delivery payouts (services/repayments/): the 'payout.batch' schedule groups the collected
 * repayments per account and IBAN, the 'payout.send' job sends each payout through the provider.
 */
export interface PayoutsConfig {
  /** Seconds between two payout batches (intervals counted from 00:00 UTC: 86400 is daily at 00:00 UTC); 0: this process schedules none. */
  readonly intervalSeconds: number;
  /** The bank-transfer API (services/repayments/http-payout-provider.ts); null: the local simulated provider. */
  readonly providerUrl: string | null;
  readonly providerKey: string | null;
  /** The simulated provider refuses transfers to this IBAN (to see a failed payout); null: none. */
  readonly simulatedFailingIban: string | null;
}

export interface WebhooksConfig {
  /**
   * WEBHOOKS_ALLOW_INSECURE_LOCALHOST: endpoints at http://localhost or http://127.0.0.1 are accepted
   * (and delivered to) for local development and tests; false (the default): HTTPS only, and never to
   * a private, loopback or link-local address.
   */
  readonly allowInsecureLocalhost: boolean;
}

/** The scheduled job that polls carriers for tracking events. */
export interface TrackingConfig {
  /** Seconds between two runs of the poll (once per interval across all processes); 0: this process schedules none. */
  readonly pollIntervalSeconds: number;
  /** Shipments polled per run at most (a run is short, so it never crowds out requests). */
  readonly pollBatch: number;
  /** AWBs one client IP may look up per minute on track-by-awb (counted in the database, shared by every process); 0: no limit. */
  readonly lookupsPerMinute: number;
}

/** The fields of a Google service-account key file that sending through FCM HTTP v1 needs. */
export interface ServiceAccount {
  readonly projectId: string;
  readonly clientEmail: string;
  /** PEM (PKCS#8), as Google writes it. */
  readonly privateKey: string;
  readonly privateKeyId: string | null;
  /** Where the signed JWT is exchanged for an access token (https, or http on loopback for tests). */
  readonly tokenUri: string;
}

/** Push notifications: FCM HTTP v1 with FCM_SERVICE_ACCOUNT, else JSON files in DATA_DIR/push-outbox. */
export interface PushConfig {
  readonly serviceAccount: ServiceAccount | null;
  /** Without a trailing slash. */
  readonly fcmApiUrl: string;
}

/** The job queue's runner in this process (services/jobs/). */
export interface JobsConfig {
  /** Milliseconds between two looks for due jobs when idle; 0: this process runs no jobs (tests, a web-only process). */
  readonly pollIntervalMs: number;
  /** Jobs this process runs at once. */
  readonly concurrency: number;
}

/** The public forms (/contact, /feedback, /business): who on the team reads them. */
export interface FormsConfig {
  /** Where every form's notification goes (the sender gets an acknowledgement separately). */
  readonly teamEmail: string;
}

export interface Config {
  readonly port: number;
  readonly host: string;
  /** Absolute; the embedded database lives in `<dataDir>/pglite`. */
  readonly dataDir: string;
  /** When set, PostgreSQL through node-postgres instead of the embedded PGlite. */
  readonly databaseUrl: string | null;
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
  readonly socialProviders: Readonly<Partial<Record<SocialProviderName, SocialProviderConfig>>>;
  readonly payments: PaymentsConfig;
  readonly tracking: TrackingConfig;
  readonly push: PushConfig;
  readonly jobs: JobsConfig;
  readonly publicApi: PublicApiConfig;
  readonly webhooks: WebhooksConfig;
  readonly payouts: PayoutsConfig;
  readonly forms: FormsConfig;
  /** The carriers' APIs (services/carriers/carrier-config.ts): which are real, and whether this deployment takes real orders. */
  readonly carriers: CarriersConfig;
  /** The invoices' series, seller and e-Factura (services/invoices/invoice-config.ts). */
  readonly invoices: InvoicesConfig;
}

export class ConfigError extends Error {
  override name = 'ConfigError';
}

export type Env = Readonly<Record<string, string | undefined>>;

const FIREBASE_VARS = {
  apiKey: 'FIREBASE_API_KEY',
  projectId: 'FIREBASE_PROJECT_ID',
  messagingSenderId: 'FIREBASE_MESSAGING_SENDER_ID',
  appId: 'FIREBASE_APP_ID',
  vapidKey: 'FIREBASE_VAPID_KEY',
} as const;

export function loadConfig(env: Env = process.env): Config {
  const problems: string[] = [];
  // An empty variable counts as unset: `PORT= npm start` should mean "default", not "invalid".
  const read = (name: string): string | undefined => {
    const value = env[name]?.trim();
    return value ? value : undefined;
  };
  const fail = <T>(name: string, expected: string, got: string, fallback: T): T => {
    problems.push(`${name} must be ${expected}, got ${JSON.stringify(got)}`);
    return fallback;
  };

  const integer = (name: string, fallback: number, min: number, max: number): number => {
    const raw = read(name);
    if (raw === undefined) return fallback;
    const value = Number(raw);
    if (!/^\d+$/.test(raw) || value < min || value > max) {
      return fail(name, `an integer ${min}-${max}`, raw, fallback);
    }
    return value;
  };

  const boolean = (name: string, fallback: boolean): boolean => {
    const raw = read(name);
    if (raw === undefined) return fallback;
    const lower = raw.toLowerCase();
    if (['true', '1', 'yes'].includes(lower)) return true;
    if (['false', '0', 'no'].includes(lower)) return false;
    return fail(name, 'true or false', raw, fallback);
  };

  const oneOf = <T extends string>(name: string, allowed: readonly T[], fallback: T): T => {
    const raw = read(name);
    if (raw === undefined) return fallback;
    return (allowed as readonly string[]).includes(raw) ? (raw as T) : fail(name, `one of ${allowed.join('|')}`, raw, fallback);
  };

  const url = (name: string, protocols: string[], expected: string): string | null => {
    const raw = read(name);
    if (raw === undefined) return null;
    try {
      if (protocols.includes(new URL(raw).protocol)) return raw;
    } catch {
      // Falls through to the shared message below.
    }
    return fail(name, expected, raw, null);
  };

  // A bare address (no display name): it is only ever a recipient.
  const emailAddress = (name: string, fallback: string): string => {
    const raw = read(name);
    if (raw === undefined) return fallback;
    return /^[^\s@<>",]+@[^\s@<>",]+\.[^\s@<>",]{2,}$/.test(raw) ? raw : fail(name, 'an e-mail address (name@example.ro)', raw, fallback);
  };

  const port = integer('PORT', 8080, 1, 65535);
  const host = read('HOST') ?? '127.0.0.1';
  const config: Config = {
    port,
    host,
    dataDir: resolve(read('DATA_DIR') ?? './data'),
    databaseUrl: url('DATABASE_URL', ['postgres:', 'postgresql:'], 'a postgres:// or postgresql:// URL'),
    staticDir: resolve(read('STATIC_DIR') ?? './dist'),
    serveStatic: boolean('SERVE_STATIC', true),
    logLevel: oneOf('LOG_LEVEL', LOG_LEVELS, 'info'),
    logFormat: oneOf('LOG_FORMAT', LOG_FORMATS, process.stdout.isTTY ? 'pretty' : 'json'),
    trustProxy: readTrustProxy(read, problems),
    shutdownTimeoutMs: integer('SHUTDOWN_TIMEOUT_MS', 10_000, 1, 3_600_000),
    chatWidgetUrl: url('CHAT_WIDGET_URL', ['https:'], 'an https:// URL or empty'),
    firebase: readFirebase(read, problems),
    release: read('RELEASE') ?? 'dev',
    publicUrl: (url('PUBLIC_URL', ['http:', 'https:'], 'an http:// or https:// URL') ?? defaultPublicUrl(host, port)).replace(/\/+$/, ''),
    auth: Object.freeze({
      secret: readSecret(read, problems),
      accessTokenTtlSeconds: integer('ACCESS_TOKEN_TTL_SECONDS', 900, 30, 86_400),
      sessionTtlDays: integer('SESSION_TTL_DAYS', 1, 1, 365),
      sessionRememberTtlDays: integer('SESSION_REMEMBER_TTL_DAYS', 30, 1, 365),
      impersonationTtlSeconds: integer('IMPERSONATION_TTL_SECONDS', 600, 1, 600),
      registrationsPerIpPerHour: integer('REGISTRATIONS_PER_IP_PER_HOUR', 20, 1, 1000),
    }),
    mail: Object.freeze({
      smtpUrl: url('SMTP_URL', ['smtp:', 'smtps:'], 'an smtp:// or smtps:// URL'),
      from: read('MAIL_FROM') ?? 'Curiero <no-reply@curiero.ro>',
    }),
    socialProviders: readSocialProviders(read, url, problems),
    payments: readPayments(read, url, problems),
    jobs: Object.freeze({
      pollIntervalMs: integer('JOBS_POLL_INTERVAL_MS', 1000, 0, 600_000),
      concurrency: integer('JOBS_CONCURRENCY', 4, 1, 64),
    }),
    tracking: Object.freeze({
      pollIntervalSeconds: integer('TRACKING_POLL_INTERVAL_SECONDS', 30, 0, 86_400),
      pollBatch: integer('TRACKING_POLL_BATCH', 20, 1, 1000),
      lookupsPerMinute: readLookupsPerMinute(read, fail),
    }),
    push: Object.freeze({
      serviceAccount: readServiceAccount(read('FCM_SERVICE_ACCOUNT'), problems),
      fcmApiUrl: readGoogleUrl('FCM_API_URL', read('FCM_API_URL') ?? 'https://fcm.googleapis.com', problems).replace(/\/+$/, ''),
    }),
    publicApi: Object.freeze({
      requestsPerMinute: integer('PUBLIC_API_REQUESTS_PER_MINUTE', 600, 1, 1_000_000_000),
    }),
    webhooks: Object.freeze({
      allowInsecureLocalhost: boolean('WEBHOOKS_ALLOW_INSECURE_LOCALHOST', false),
    }),
    payouts: readPayouts(read, url, integer, problems),
    forms: Object.freeze({
      teamEmail: emailAddress('FORMS_TEAM_EMAIL', 'echipa@curiero.ro'),
    }),
    carriers: readCarriers(read, problems),
    invoices: readInvoices(read, problems),
  };

  problems.push(...liveProblems(config));
  if (problems.length > 0) throw new ConfigError(problems.join('\n'));
  return Object.freeze(config);
}

// A live deployment takes real money: it needs a real processor (the test one approves made-up cards) and
// the seller's details, so that what it issues are fiscal invoices and not DEMO documents.
function liveProblems(config: Pick<Config, 'carriers' | 'payments' | 'invoices'>): string[] {
  if (config.carriers.deployment !== 'live') return [];
  const found: string[] = [];
  if (config.payments.gateway === 'test') found.push('DEPLOYMENT=live takes real payments: set PAYMENT_GATEWAY=stripe or netopia (the test processor approves test cards only)');
  if (config.invoices.demo) found.push('DEPLOYMENT=live issues fiscal invoices: set INVOICE_SELLER_NAME, _CUI, _ADDRESS, _CITY and _COUNTY (README, Invoices)');
  return found;
}

const PROXY_RANGES = new Set(['loopback', 'linklocal', 'uniquelocal']);
const PROXY_LIST_HINT = 'false or the addresses of your reverse proxies, comma-separated IPs or CIDR ranges (e.g. 127.0.0.1 or 10.0.0.0/8,::1)';

// Forwarded headers are believed only from the listed proxies. "true" (or a hop count) would believe
// them from any client, who could then pick its own address for every per-IP limit: refused, with
// the list to write instead.
function readTrustProxy(read: (name: string) => string | undefined, problems: string[]): string | false {
  const raw = read('TRUST_PROXY');
  if (raw === undefined || ['false', '0', 'no'].includes(raw.toLowerCase())) return false;
  if (['true', 'yes'].includes(raw.toLowerCase()) || /^\d+$/.test(raw)) {
    problems.push(`TRUST_PROXY must be ${PROXY_LIST_HINT}; ${JSON.stringify(raw)} would let any client choose its IP with X-Forwarded-For`);
    return false;
  }
  const entries = raw.split(',').map((entry) => entry.trim());
  const bad = entries.filter((entry) => !isProxyAddress(entry));
  if (bad.length > 0) {
    problems.push(`TRUST_PROXY must be ${PROXY_LIST_HINT}, got ${JSON.stringify(raw)} (not an address or range: ${bad.map((b) => JSON.stringify(b)).join(', ')})`);
    return false;
  }
  return entries.join(',');
}

// An IP, an IP/prefix (not /0: that is every client), or one of the ranges proxy-addr names.
function isProxyAddress(entry: string): boolean {
  if (PROXY_RANGES.has(entry)) return true;
  const [address = '', prefix, ...rest] = entry.split('/');
  const version = isIP(address);
  if (version === 0 || rest.length > 0) return false;
  if (prefix === undefined) return true;
  const bits = Number(prefix);
  return /^\d{1,3}$/.test(prefix) && bits >= 1 && bits <= (version === 4 ? 32 : 128);
}

// 0 (off) or at least one full track-by-awb request (200 AWBs).
function readLookupsPerMinute(read: (name: string) => string | undefined, fail: <T>(name: string, expected: string, got: string, fallback: T) => T): number {
  const raw = read('TRACKING_LOOKUPS_PER_MINUTE');
  if (raw === undefined) return 600;
  const value = Number(raw);
  if (!/^\d+$/.test(raw) || (value !== 0 && value < 200) || value > 1_000_000_000) {
    return fail('TRACKING_LOOKUPS_PER_MINUTE', '0 (off) or an integer 200-1000000000', raw, 600);
  }
  return value;
}

// Where the server itself can be reached when nothing better is known (development).
function defaultPublicUrl(host: string, port: number): string {
  const shown = host === '0.0.0.0' || host === '::' ? '127.0.0.1' : host.includes(':') ? `[${host}]` : host;
  return `http://${shown}:${port}`;
}

// A short HMAC key is guessable offline from any access token.
function readSecret(read: (name: string) => string | undefined, problems: string[]): string | null {
  const secret = read('AUTH_SECRET');
  if (secret !== undefined && secret.length < 32) {
    problems.push(`AUTH_SECRET must be at least 32 characters, got ${secret.length}`);
    return null;
  }
  return secret ?? null;
}

const PROVIDER_DEFAULTS: Record<SocialProviderName, Omit<SocialProviderConfig, 'name' | 'clientId' | 'clientSecret'>> = {
  google: {
    authorizeUrl: 'https://accounts.google.com/o/oauth2/v2/auth',
    tokenUrl: 'https://oauth2.googleapis.com/token',
    userinfoUrl: 'https://openidconnect.googleapis.com/v1/userinfo',
    jwksUrl: 'https://www.googleapis.com/oauth2/v3/certs',
    issuer: 'https://accounts.google.com',
  },
  facebook: {
    authorizeUrl: 'https://www.facebook.com/v19.0/dialog/oauth',
    tokenUrl: 'https://graph.facebook.com/v19.0/oauth/access_token',
    userinfoUrl: 'https://graph.facebook.com/me?fields=id,name,email',
    jwksUrl: null,
    issuer: null,
  },
  apple: {
    authorizeUrl: 'https://appleid.apple.com/auth/authorize',
    tokenUrl: 'https://appleid.apple.com/auth/token',
    userinfoUrl: null,
    jwksUrl: 'https://appleid.apple.com/auth/keys',
    issuer: 'https://appleid.apple.com',
  },
};

const ENDPOINTS = [
  ['authorizeUrl', 'AUTHORIZE_URL'],
  ['tokenUrl', 'TOKEN_URL'],
  ['userinfoUrl', 'USERINFO_URL'],
  ['jwksUrl', 'JWKS_URL'],
  ['issuer', 'ISSUER'],
] as const;

// A provider is enabled by its client id and secret together; the endpoints are overridable for tests
// and staging (an OpenID provider of one's own).
function readSocialProviders(
  read: (name: string) => string | undefined,
  url: (name: string, protocols: string[], expected: string) => string | null,
  problems: string[],
): Config['socialProviders'] {
  const providers: Partial<Record<SocialProviderName, SocialProviderConfig>> = {};
  for (const name of SOCIAL_PROVIDERS) {
    const prefix = `OAUTH_${name.toUpperCase()}_`;
    const clientId = read(`${prefix}CLIENT_ID`);
    const clientSecret = read(`${prefix}CLIENT_SECRET`);
    const endpoints = { ...PROVIDER_DEFAULTS[name] };
    for (const [key, suffix] of ENDPOINTS) {
      const value = url(`${prefix}${suffix}`, ['http:', 'https:'], 'an http:// or https:// URL');
      if (value !== null) endpoints[key] = value;
    }
    if (clientId === undefined && clientSecret === undefined) continue;
    if (clientId === undefined || clientSecret === undefined) {
      const missing = clientId === undefined ? `${prefix}CLIENT_ID` : `${prefix}CLIENT_SECRET`;
      problems.push(`${missing} must be set too: the client id and secret go together`);
      continue;
    }
    providers[name] = Object.freeze({ name, clientId, clientSecret, ...endpoints });
  }
  return Object.freeze(providers);
}

// Firebase Messaging needs all five values; a partial set is a mistake, not "push disabled".
function readFirebase(read: (name: string) => string | undefined, problems: string[]): FirebaseConfig | null {
  const entries = Object.entries(FIREBASE_VARS).map(([key, name]) => [key, name, read(name)] as const);
  const missing = entries.filter(([, , value]) => value === undefined).map(([, name]) => name);
  if (missing.length === entries.length) return null;
  if (missing.length > 0) {
    problems.push(
      `${missing.join(', ')} must be set too: the FIREBASE_* variables are all set or all empty`,
    );
    return null;
  }
  return Object.freeze(Object.fromEntries(entries.map(([key, , value]) => [key, value])) as unknown as FirebaseConfig);
}

// A remote gateway needs its API key and the webhook secret; a short secret makes signatures guessable.
// The provider's URL and key go together; the failing IBAN is only for the simulated provider.
function readPayouts(
  read: (name: string) => string | undefined,
  url: (name: string, protocols: string[], expected: string) => string | null,
  integer: (name: string, fallback: number, min: number, max: number) => number,
  problems: string[],
): PayoutsConfig {
  const providerUrl = url('PAYOUT_PROVIDER_URL', ['http:', 'https:'], 'an http:// or https:// URL');
  const providerKey = read('PAYOUT_PROVIDER_KEY') ?? null;
  if (providerUrl !== null && providerKey === null) problems.push("PAYOUT_PROVIDER_KEY must be set too: the payout provider's URL and key go together");
  if (read('PAYOUT_PROVIDER_URL') === undefined && providerKey !== null) problems.push("PAYOUT_PROVIDER_URL must be set too: the payout provider's URL and key go together");
  const failing = read('PAYOUT_SIMULATED_FAILING_IBAN')?.replace(/\s+/g, '').toUpperCase() ?? null;
  return Object.freeze({
    intervalSeconds: integer('PAYOUT_INTERVAL_SECONDS', 86_400, 0, 31 * 86_400),
    providerUrl: providerUrl !== null && providerKey !== null ? providerUrl.replace(/\/+$/, '') : null,
    providerKey: providerUrl !== null && providerKey !== null ? providerKey : null,
    simulatedFailingIban: failing,
  });
}

export const NETOPIA_BASE_URLS = { sandbox: 'https://secure.sandbox.netopia-payments.com', live: 'https://secure.netopia-payments.com' } as const;

function readPayments(
  read: (name: string) => string | undefined,
  url: (name: string, protocols: string[], expected: string) => string | null,
  problems: string[],
): PaymentsConfig {
  const gateway = read('PAYMENT_GATEWAY') ?? 'test';
  let webhookSecret = read('PAYMENT_WEBHOOK_SECRET') ?? null;
  if (webhookSecret !== null && webhookSecret.length < 32) {
    problems.push(`PAYMENT_WEBHOOK_SECRET must be at least 32 characters, got ${webhookSecret.length}`);
    webhookSecret = null;
  }
  if (read('PAYMENT_GATEWAY_URL') !== undefined) problems.push('PAYMENT_GATEWAY_URL is no longer read: set PAYMENT_GATEWAY=stripe or netopia and its variables (README, Payments)');
  const required = (name: string, why: string): string => {
    const value = read(name);
    if (!value) problems.push(`${name} must be set: ${why}`);
    return value ?? '';
  };
  if (gateway === 'stripe') {
    const secretKey = required('STRIPE_SECRET_KEY', 'PAYMENT_GATEWAY=stripe needs the secret API key (sk_live_… or sk_test_…)');
    if (secretKey && !/^(sk|rk)_(test|live)_\w+$/.test(secretKey)) problems.push('STRIPE_SECRET_KEY must be a Stripe secret or restricted key (sk_test_…, sk_live_…, rk_…)');
    const hook = required('STRIPE_WEBHOOK_SECRET', 'PAYMENT_GATEWAY=stripe needs the signing secret of its webhook endpoint (whsec_…)');
    if (hook && !hook.startsWith('whsec_')) problems.push('STRIPE_WEBHOOK_SECRET must be the endpoint signing secret (whsec_…)');
    const apiBase = url('STRIPE_API_BASE', ['http:', 'https:'], 'an http:// or https:// URL');
    return Object.freeze({ gateway: 'stripe' as const, webhookSecret, stripe: Object.freeze({ secretKey, webhookSecret: hook, apiBase }), netopia: null });
  }
  if (gateway === 'netopia') {
    const apiKey = required('NETOPIA_API_KEY', 'PAYMENT_GATEWAY=netopia needs the API key (NETOPIA admin, Securitate)');
    const posSignature = required('NETOPIA_POS_SIGNATURE', 'PAYMENT_GATEWAY=netopia needs the point of sale signature (XXXX-XXXX-XXXX-XXXX-XXXX)');
    const publicKeyPem = readPem(required('NETOPIA_PUBLIC_KEY', "PAYMENT_GATEWAY=netopia needs NETOPIA's public key (PEM text or the path of its file) to check its notifications"), problems);
    const environment = read('NETOPIA_ENVIRONMENT') ?? 'sandbox';
    if (environment !== 'sandbox' && environment !== 'live') problems.push(`NETOPIA_ENVIRONMENT must be sandbox or live, got ${JSON.stringify(environment)}`);
    const baseUrl = url('NETOPIA_BASE_URL', ['http:', 'https:'], 'an http:// or https:// URL') ?? NETOPIA_BASE_URLS[environment === 'live' ? 'live' : 'sandbox'];
    return Object.freeze({ gateway: 'netopia' as const, webhookSecret, stripe: null, netopia: Object.freeze({ apiKey, posSignature, publicKeyPem, baseUrl }) });
  }
  if (gateway !== 'test') problems.push(`PAYMENT_GATEWAY must be one of test|stripe|netopia, got ${JSON.stringify(gateway)}`);
  return Object.freeze({ gateway: 'test', webhookSecret, stripe: null, netopia: null });
}

// A PEM given inline, or the path of a file holding one.
function readPem(raw: string, problems: string[]): string {
  if (!raw) return '';
  let text = raw.replace(/\\n/g, '\n');
  if (!text.includes('-----BEGIN')) {
    try {
      text = readFileSync(raw, 'utf8');
    } catch {
      problems.push(`NETOPIA_PUBLIC_KEY must be a PEM public key or the path of its file; ${JSON.stringify(raw)} could not be read`);
      return '';
    }
  }
  if (!/-----BEGIN (PUBLIC KEY|CERTIFICATE)-----/.test(text)) problems.push('NETOPIA_PUBLIC_KEY must hold a PEM public key or certificate (-----BEGIN PUBLIC KEY-----)');
  return text;
}

const LOOPBACK = new Set(['127.0.0.1', 'localhost', '[::1]']);

// Google endpoints: https, or plain http only on this machine (the test stand-in).
function readGoogleUrl(name: string, raw: string, problems: string[]): string {
  try {
    const url = new URL(raw);
    if (url.protocol === 'https:' || (url.protocol === 'http:' && LOOPBACK.has(url.hostname))) return raw;
  } catch {
    // Falls through to the message below.
  }
  problems.push(`${name} must be an https:// URL (http:// only for 127.0.0.1 or localhost), got ${JSON.stringify(raw)}`);
  return raw;
}

// Inline JSON (starts with "{") or the path of the key file Google gives out. The key is never
// echoed in a message: only what is wrong with it.
function readServiceAccount(raw: string | undefined, problems: string[]): ServiceAccount | null {
  if (raw === undefined) return null;
  const name = 'FCM_SERVICE_ACCOUNT';
  let text = raw;
  if (!raw.startsWith('{')) {
    try {
      text = readFileSync(resolve(raw), 'utf8');
    } catch (error) {
      problems.push(`${name} must be a service-account JSON or the path of one; cannot read ${JSON.stringify(raw)}: ${(error as Error).message}`);
      return null;
    }
  }
  let json: Record<string, unknown>;
  try {
    json = JSON.parse(text) as Record<string, unknown>;
    if (!json || typeof json !== 'object' || Array.isArray(json)) throw new Error('not an object');
  } catch {
    problems.push(`${name} must be a service-account JSON object (inline or in a file), but it is not valid JSON`);
    return null;
  }
  const fields = ['project_id', 'client_email', 'private_key', 'token_uri'] as const;
  const missing = fields.filter((field) => typeof json[field] !== 'string' || !(json[field] as string).trim());
  if (missing.length) {
    problems.push(`${name} lacks ${missing.join(', ')}: use the key file of a service account (Firebase console, Service accounts)`);
    return null;
  }
  const value = (field: (typeof fields)[number]) => json[field] as string;
  try {
    createPrivateKey(value('private_key'));
  } catch {
    problems.push(`${name} private_key must be a PEM private key`);
    return null;
  }
  const before = problems.length;
  const tokenUri = readGoogleUrl(`${name} token_uri`, value('token_uri'), problems);
  if (problems.length > before) return null;
  return Object.freeze({
    projectId: value('project_id'),
    clientEmail: value('client_email'),
    privateKey: value('private_key'),
    privateKeyId: typeof json.private_key_id === 'string' ? json.private_key_id : null,
    tokenUri,
  });
}
