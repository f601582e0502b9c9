import { generateKeyPairSync } from 'node:crypto';
import { writeFileSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { isAbsolute, join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../../server/config/index.ts';
import { tempDir } from './helpers/app.ts';

const FIREBASE = {
  FIREBASE_API_KEY: 'key',
  FIREBASE_PROJECT_ID: 'curiero',
  FIREBASE_MESSAGING_SENDER_ID: '123',
  FIREBASE_APP_ID: '1:123:web:abc',
  FIREBASE_VAPID_KEY: 'vapid',
};

function configError(env: Record<string, string>): ConfigError {
  try {
    loadConfig(env);
  } catch (error) {
    if (error instanceof ConfigError) return error;
    throw error;
  }
  throw new Error('expected a ConfigError');
}

describe('loadConfig', () => {
  it('has the documented defaults and is frozen', () => {
    const config = loadConfig({});
    expect(config).toMatchObject({
      port: 8080,
      host: '127.0.0.1',
      databaseUrl: null,
      pgliteThread: 'worker',
      redisUrl: null,
      serveStatic: true,
      logLevel: 'info',
      trustProxy: false,
      shutdownTimeoutMs: 10_000,
      chatWidgetUrl: null,
      firebase: null,
      release: 'dev',
    });
    expect(isAbsolute(config.dataDir) && config.dataDir.endsWith('data')).toBe(true);
    expect(config.staticDir.endsWith('dist')).toBe(true);
    expect(Object.isFrozen(config)).toBe(true);
  });

  it('reads every variable', () => {
    const config = loadConfig({
      PORT: '3000',
      HOST: '0.0.0.0',
      DATABASE_URL: 'postgres://u@db:5432/curiero',
      PGLITE_THREAD: 'main',
      REDIS_URL: 'redis://:parola@cache:6379/2',
      SERVE_STATIC: 'false',
      LOG_LEVEL: 'debug',
      TRUST_PROXY: '10.0.0.0/8,::1',
      SHUTDOWN_TIMEOUT_MS: '2500',
      CHAT_WIDGET_URL: 'https://chat.example.com/widget.js',
      RELEASE: '1.2.3',
      ...FIREBASE,
    });
    expect(config).toMatchObject({
      port: 3000,
      host: '0.0.0.0',
      databaseUrl: 'postgres://u@db:5432/curiero',
      pgliteThread: 'main',
      redisUrl: 'redis://:parola@cache:6379/2',
      serveStatic: false,
      logLevel: 'debug',
      trustProxy: '10.0.0.0/8,::1',
      shutdownTimeoutMs: 2500,
      chatWidgetUrl: 'https://chat.example.com/widget.js',
      release: '1.2.3',
      firebase: { apiKey: 'key', projectId: 'curiero', messagingSenderId: '123', appId: '1:123:web:abc', vapidKey: 'vapid' },
    });
  });

  it('has the documented account defaults', () => {
    const config = loadConfig({});
    expect(config.publicUrl).toBe('http://127.0.0.1:8080');
    expect(config.auth).toEqual({
      secret: null,
      accessTokenTtlSeconds: 900,
      sessionTtlDays: 1,
      sessionRememberTtlDays: 30,
      impersonationTtlSeconds: 600,
      registrationsPerIpPerHour: 20,
      loginsPerIpPer10Minutes: 30,
    });
    expect(config.mail).toEqual({ smtpUrl: null, from: 'Curiero <no-reply@curiero.ro>' });
    expect(config.socialProviders).toEqual({});
    expect(Object.isFrozen(config.auth) && Object.isFrozen(config.mail) && Object.isFrozen(config.socialProviders)).toBe(true);
  });

  it('derives PUBLIC_URL from HOST and PORT unless it is set', () => {
    expect(loadConfig({ HOST: '0.0.0.0', PORT: '3000' }).publicUrl).toBe('http://127.0.0.1:3000');
    expect(loadConfig({ HOST: '::' }).publicUrl).toBe('http://127.0.0.1:8080');
    expect(loadConfig({ HOST: '::1' }).publicUrl).toBe('http://[::1]:8080');
    expect(loadConfig({ HOST: 'curiero.lan', PORT: '80' }).publicUrl).toBe('http://curiero.lan:80');
    expect(loadConfig({ PUBLIC_URL: 'https://curiero.ro/' }).publicUrl).toBe('https://curiero.ro');
  });

  it('reads the account variables', () => {
    const config = loadConfig({
      AUTH_SECRET: 's'.repeat(32),
      ACCESS_TOKEN_TTL_SECONDS: '300',
      SESSION_TTL_DAYS: '2',
      SESSION_REMEMBER_TTL_DAYS: '60',
      IMPERSONATION_TTL_SECONDS: '5',
      REGISTRATIONS_PER_IP_PER_HOUR: '100',
      LOGINS_PER_IP_PER_10_MINUTES: '500',
      SMTP_URL: 'smtps://user:pass@mail.example.com:465',
      MAIL_FROM: 'Curiero <salut@curiero.ro>',
    });
    expect(config.auth).toEqual({
      secret: 's'.repeat(32),
      accessTokenTtlSeconds: 300,
      sessionTtlDays: 2,
      sessionRememberTtlDays: 60,
      impersonationTtlSeconds: 5,
      registrationsPerIpPerHour: 100,
      loginsPerIpPer10Minutes: 500,
    });
    expect(config.mail).toEqual({ smtpUrl: 'smtps://user:pass@mail.example.com:465', from: 'Curiero <salut@curiero.ro>' });
  });

  it('enables a social provider with its id and secret, on the real endpoints unless overridden', () => {
    const config = loadConfig({
      OAUTH_GOOGLE_CLIENT_ID: 'gid',
      OAUTH_GOOGLE_CLIENT_SECRET: 'gsecret',
      OAUTH_FACEBOOK_CLIENT_ID: 'fid',
      OAUTH_FACEBOOK_CLIENT_SECRET: 'fsecret',
      OAUTH_APPLE_CLIENT_ID: 'aid',
      OAUTH_APPLE_CLIENT_SECRET: 'asecret',
      OAUTH_APPLE_TOKEN_URL: 'http://127.0.0.1:9000/token',
    });
    expect(config.socialProviders).toEqual({
      google: {
        name: 'google',
        clientId: 'gid',
        clientSecret: 'gsecret',
        authorizeUrl: 'https://accounts.google.com/o/oauth2/v2/auth',
        tokenUrl: 'https://oauth2.googleapis.com/token',
        userinfoUrl: 'https://openidconnect.googleapis.com/v1/userinfo',
        jwksUrl: 'https://www.googleapis.com/oauth2/v3/certs',
        issuer: 'https://accounts.google.com',
      },
      facebook: {
        name: 'facebook',
        clientId: 'fid',
        clientSecret: 'fsecret',
        authorizeUrl: 'https://www.facebook.com/v19.0/dialog/oauth',
        tokenUrl: 'https://graph.facebook.com/v19.0/oauth/access_token',
        userinfoUrl: 'https://graph.facebook.com/me?fields=id,name,email',
        jwksUrl: null,
        issuer: null,
      },
      apple: {
        name: 'apple',
        clientId: 'aid',
        clientSecret: 'asecret',
        authorizeUrl: 'https://appleid.apple.com/auth/authorize',
        tokenUrl: 'http://127.0.0.1:9000/token',
        userinfoUrl: null,
        jwksUrl: 'https://appleid.apple.com/auth/keys',
        issuer: 'https://appleid.apple.com',
      },
    });
  });

  it('runs the tracking job every 30 s by default; 0 turns it off in this process', () => {
    expect(loadConfig({}).tracking).toEqual({ pollIntervalSeconds: 30, pollBatch: 20, lookupsPerMinute: 600 });
    expect(loadConfig({ TRACKING_POLL_INTERVAL_SECONDS: '0', TRACKING_POLL_BATCH: '5' }).tracking).toEqual({ pollIntervalSeconds: 0, pollBatch: 5, lookupsPerMinute: 600 });
    expect(Object.isFrozen(loadConfig({}).tracking)).toBe(true);
  });

  it('looks for due jobs every second, 4 at once, by default; 0 runs no jobs in this process', () => {
    const lanes = (n: number) => ({ money: { slots: n }, carriers: { slots: n }, deliveries: { slots: n, perTenant: 2, perTarget: 1 }, push: { slots: n }, maintenance: { slots: n } });
    expect(loadConfig({}).jobs).toEqual({ pollIntervalMs: 1000, concurrency: 4, lanes: lanes(4) });
    expect(loadConfig({ JOBS_POLL_INTERVAL_MS: '0', JOBS_CONCURRENCY: '16' }).jobs).toEqual({ pollIntervalMs: 0, concurrency: 16, lanes: lanes(16) });
    expect(Object.isFrozen(loadConfig({}).jobs)).toBe(true);
    expect(Object.isFrozen(loadConfig({}).jobs.lanes)).toBe(true);
  });

  it('gives each lane its own slots (JOBS_<LANE>_CONCURRENCY), and the deliveries their caps per account and per endpoint', () => {
    const jobs = loadConfig({ JOBS_CONCURRENCY: '3', JOBS_MONEY_CONCURRENCY: '6', JOBS_DELIVERIES_CONCURRENCY: '8', JOBS_DELIVERIES_PER_ACCOUNT: '3', JOBS_DELIVERIES_PER_ENDPOINT: '2' }).jobs;
    expect(jobs.lanes).toEqual({ money: { slots: 6 }, carriers: { slots: 3 }, deliveries: { slots: 8, perTenant: 3, perTarget: 2 }, push: { slots: 3 }, maintenance: { slots: 3 } });
    expect(configError({ JOBS_CARRIERS_CONCURRENCY: '0', JOBS_DELIVERIES_PER_ENDPOINT: 'doi' }).message.split('\n')).toEqual([
      'JOBS_CARRIERS_CONCURRENCY must be an integer 1-64, got "0"',
      'JOBS_DELIVERIES_PER_ENDPOINT must be an integer 1-64, got "doi"',
    ]);
  });

  it('times a webhook attempt out after 3 s to connect and 5 s to answer, pauses an endpoint after 5 failures in a row, allows 10 test events an hour', () => {
    expect(loadConfig({}).webhooks).toEqual({ allowInsecureLocalhost: false, connectTimeoutMs: 3000, answerTimeoutMs: 5000, breakerFailures: 5, testEventsPerHour: 10 });
    const set = { WEBHOOKS_CONNECT_TIMEOUT_MS: '1500', WEBHOOKS_ANSWER_TIMEOUT_MS: '8000', WEBHOOKS_BREAKER_FAILURES: '3', WEBHOOKS_TEST_EVENTS_PER_HOUR: '20' };
    expect(loadConfig(set).webhooks).toMatchObject({ connectTimeoutMs: 1500, answerTimeoutMs: 8000, breakerFailures: 3, testEventsPerHour: 20 });
    expect(configError({ WEBHOOKS_ANSWER_TIMEOUT_MS: '60000' }).message).toBe('WEBHOOKS_ANSWER_TIMEOUT_MS must be an integer 100-30000, got "60000"');
  });

  it('draws documents and checks batches on a thread per core but one (at least one) by default, or RENDER_THREADS and BATCH_CHECK_THREADS', () => {
    const cores = Math.max(1, availableParallelism() - 1);
    expect(loadConfig({}).render).toEqual({ threads: cores, batchThreads: cores });
    expect(loadConfig({ RENDER_THREADS: '6' }).render).toEqual({ threads: 6, batchThreads: cores });
    expect(loadConfig({ BATCH_CHECK_THREADS: '3' }).render).toEqual({ threads: cores, batchThreads: 3 });
    expect(Object.isFrozen(loadConfig({}).render)).toBe(true);
  });

  describe('push (FCM_SERVICE_ACCOUNT, FCM_API_URL)', () => {
    const privateKey = generateKeyPairSync('rsa', { modulusLength: 2048 }).privateKey.export({ type: 'pkcs8', format: 'pem' }).toString();
    const account = (more: Record<string, unknown> = {}) =>
      JSON.stringify({
        type: 'service_account',
        project_id: 'curiero',
        private_key_id: 'k1',
        private_key: privateKey,
        client_email: 'push@curiero.iam.gserviceaccount.com',
        token_uri: 'https://oauth2.googleapis.com/token',
        ...more,
      });
    const expected = { projectId: 'curiero', clientEmail: 'push@curiero.iam.gserviceaccount.com', privateKey, privateKeyId: 'k1', tokenUri: 'https://oauth2.googleapis.com/token' };

    it('writes to the push outbox by default (retries are the job queue\'s: no push timer to set)', () => {
      const { push } = loadConfig({});
      expect(push).toEqual({ serviceAccount: null, fcmApiUrl: 'https://fcm.googleapis.com' });
      expect(Object.isFrozen(push)).toBe(true);
    });

    it('reads the service account inline or from its file, and FCM_API_URL', () => {
      expect(loadConfig({ FCM_SERVICE_ACCOUNT: account(), FCM_API_URL: 'https://fcm.example.com/' }).push).toEqual({
        serviceAccount: expected,
        fcmApiUrl: 'https://fcm.example.com',
      });
      const file = join(tempDir('config'), 'firebase-adminsdk.json');
      writeFileSync(file, account({ private_key_id: undefined }));
      expect(loadConfig({ FCM_SERVICE_ACCOUNT: file, ...FIREBASE, FIREBASE_PROJECT_ID: 'curiero' }).push.serviceAccount).toEqual({ ...expected, privateKeyId: null });
      const local = loadConfig({ FCM_SERVICE_ACCOUNT: account({ token_uri: 'http://127.0.0.1:4000/token' }), FCM_API_URL: 'http://localhost:4000' }).push;
      expect([local.serviceAccount?.tokenUri, local.fcmApiUrl]).toEqual(['http://127.0.0.1:4000/token', 'http://localhost:4000']);
    });

    it.each([
      [{ FCM_SERVICE_ACCOUNT: '{"project_id": ' }, 'FCM_SERVICE_ACCOUNT must be a service-account JSON object (inline or in a file), but it is not valid JSON'],
      [{ FCM_SERVICE_ACCOUNT: '/nu/exista/cheia.json' }, 'FCM_SERVICE_ACCOUNT must be a service-account JSON or the path of one; cannot read "/nu/exista/cheia.json"'],
      [{ FCM_SERVICE_ACCOUNT: account({ client_email: '', token_uri: undefined }) }, 'FCM_SERVICE_ACCOUNT lacks client_email, token_uri'],
      [{ FCM_SERVICE_ACCOUNT: account({ private_key: 'nu-e-o-cheie' }) }, 'FCM_SERVICE_ACCOUNT private_key must be a PEM private key'],
      [{ FCM_SERVICE_ACCOUNT: account({ token_uri: 'http://oauth.example.com/token' }) }, 'FCM_SERVICE_ACCOUNT token_uri must be an https:// URL (http:// only for 127.0.0.1 or localhost)'],
      [{ FCM_API_URL: 'http://fcm.example.com' }, 'FCM_API_URL must be an https:// URL (http:// only for 127.0.0.1 or localhost), got "http://fcm.example.com"'],
    ])('rejects %o naming the variable', (env, message) => {
      expect(configError(env as Record<string, string>).message).toContain(message);
    });

    it('never repeats the private key in a message', () => {
      const message = configError({ FCM_SERVICE_ACCOUNT: account({ token_uri: 'ftp://x' }) }).message;
      expect(message).not.toContain('PRIVATE KEY');
      expect(configError({ FCM_SERVICE_ACCOUNT: `${account()} garbage` }).message).not.toContain('PRIVATE KEY');
    });
  });

  describe('payments (PAYMENT_GATEWAY and its processor\'s variables)', () => {
    // (values are read trimmed: the PEM without its last line break)
    const publicKey = generateKeyPairSync('rsa', { modulusLength: 2048 }).publicKey.export({ type: 'spki', format: 'pem' }).toString().trim();
    const STRIPE = { PAYMENT_GATEWAY: 'stripe', STRIPE_SECRET_KEY: 'sk_test_51AbcDefGhi', STRIPE_WEBHOOK_SECRET: 'whsec_abcdef123456' };
    const NETOPIA = { PAYMENT_GATEWAY: 'netopia', NETOPIA_API_KEY: 'cheie-api-netopia', NETOPIA_POS_SIGNATURE: 'ABCD-EFGH-IJKL-MNOP-QRST', NETOPIA_PUBLIC_KEY: publicKey };
    const lines = (env: Record<string, string>) => configError(env).message.split('\n');

    it('takes card payments with the local test processor by default', () => {
      const { payments } = loadConfig({});
      expect(payments).toEqual({ gateway: 'test', webhookSecret: null, stripe: null, netopia: null });
      expect(Object.isFrozen(payments)).toBe(true);
      expect(loadConfig({ PAYMENT_GATEWAY: 'test', PAYMENT_WEBHOOK_SECRET: 'x'.repeat(32) }).payments).toMatchObject({ gateway: 'test', webhookSecret: 'x'.repeat(32) });
      expect(loadConfig({ PAYMENT_GATEWAY: '' }).payments.gateway).toBe('test');
    });

    it('a live deployment needs a real processor and the seller for fiscal invoices', () => {
      const SELLER = { INVOICE_SELLER_NAME: 'Curiero Logistică S.R.L.', INVOICE_SELLER_CUI: 'RO12345674', INVOICE_SELLER_ADDRESS: 'Str. Memorandumului nr. 28', INVOICE_SELLER_CITY: 'Cluj-Napoca', INVOICE_SELLER_COUNTY: 'Cluj' };
      expect(lines({ DEPLOYMENT: 'live' })).toEqual([
        'DEPLOYMENT=live takes real payments: set PAYMENT_GATEWAY=stripe or netopia (the test processor approves test cards only)',
        'DEPLOYMENT=live issues fiscal invoices: set INVOICE_SELLER_NAME, _CUI, _ADDRESS, _CITY and _COUNTY (README, Invoices)',
      ]);
      expect(lines({ DEPLOYMENT: 'live', ...SELLER })).toEqual([expect.stringMatching(/^DEPLOYMENT=live takes real payments/)]);
      expect(lines({ DEPLOYMENT: 'live', ...STRIPE })).toEqual([expect.stringMatching(/^DEPLOYMENT=live issues fiscal invoices/)]);
      expect(loadConfig({ DEPLOYMENT: 'live', ...STRIPE, ...SELLER })).toMatchObject({ carriers: { deployment: 'live' }, payments: { gateway: 'stripe' }, invoices: { demo: false } });
      expect(loadConfig({ DEPLOYMENT: 'live', ...NETOPIA, ...SELLER }).payments.gateway).toBe('netopia');
      // A demo deployment may use anything.
      expect(loadConfig({ DEPLOYMENT: 'demo' })).toMatchObject({ payments: { gateway: 'test' }, invoices: { demo: true } });
    });

    it('reads Stripe with its secret key and webhook signing secret', () => {
      expect(loadConfig(STRIPE).payments).toEqual({
        gateway: 'stripe',
        webhookSecret: null,
        stripe: { secretKey: 'sk_test_51AbcDefGhi', webhookSecret: 'whsec_abcdef123456', apiBase: null },
        netopia: null,
      });
      expect(loadConfig({ ...STRIPE, STRIPE_API_BASE: 'http://127.0.0.1:12111' }).payments.stripe?.apiBase).toBe('http://127.0.0.1:12111');
    });

    it('stops start-up when PAYMENT_GATEWAY=stripe lacks its variables, naming them', () => {
      const message = configError({ PAYMENT_GATEWAY: 'stripe' }).message;
      expect(message).toContain('STRIPE_SECRET_KEY must be set: PAYMENT_GATEWAY=stripe needs the secret API key');
      expect(message).toContain('STRIPE_WEBHOOK_SECRET must be set: PAYMENT_GATEWAY=stripe needs the signing secret of its webhook endpoint');
      expect(lines({ PAYMENT_GATEWAY: 'stripe', STRIPE_SECRET_KEY: STRIPE.STRIPE_SECRET_KEY })).toEqual([expect.stringMatching(/^STRIPE_WEBHOOK_SECRET must be set/)]);
      // A key of the wrong kind is named without being repeated.
      const wrong = configError({ ...STRIPE, STRIPE_SECRET_KEY: 'pk_live_cheiepublica', STRIPE_WEBHOOK_SECRET: 'secret-fara-prefix' }).message;
      expect(wrong).toContain('STRIPE_SECRET_KEY must be a Stripe secret or restricted key');
      expect(wrong).toContain('STRIPE_WEBHOOK_SECRET must be the endpoint signing secret (whsec_…)');
      expect(wrong).not.toContain('cheiepublica');
      expect(wrong).not.toContain('secret-fara-prefix');
    });

    it('reads NETOPIA with its key, signature and public key (inline or a file), sandbox unless live', () => {
      expect(loadConfig(NETOPIA).payments).toEqual({
        gateway: 'netopia',
        webhookSecret: null,
        stripe: null,
        netopia: { apiKey: 'cheie-api-netopia', posSignature: 'ABCD-EFGH-IJKL-MNOP-QRST', publicKeyPem: publicKey, baseUrl: 'https://secure.sandbox.netopia-payments.com' },
      });
      const file = join(tempDir('config'), 'netopia.pem');
      writeFileSync(file, publicKey);
      const live = loadConfig({ ...NETOPIA, NETOPIA_PUBLIC_KEY: file, NETOPIA_ENVIRONMENT: 'live' }).payments.netopia;
      expect([live?.publicKeyPem, live?.baseUrl]).toEqual([publicKey, 'https://secure.netopia-payments.com']);
      // A PEM in one line of an .env file, with its line breaks written \n.
      expect(loadConfig({ ...NETOPIA, NETOPIA_PUBLIC_KEY: publicKey.replace(/\n/g, '\\n') }).payments.netopia?.publicKeyPem).toBe(publicKey);
    });

    it('stops start-up when PAYMENT_GATEWAY=netopia lacks its variables, naming them', () => {
      const message = configError({ PAYMENT_GATEWAY: 'netopia' }).message;
      expect(message).toContain('NETOPIA_API_KEY must be set: PAYMENT_GATEWAY=netopia needs the API key');
      expect(message).toContain('NETOPIA_POS_SIGNATURE must be set: PAYMENT_GATEWAY=netopia needs the point of sale signature');
      expect(message).toContain("NETOPIA_PUBLIC_KEY must be set: PAYMENT_GATEWAY=netopia needs NETOPIA's public key");
      expect(message.split('\n')).toHaveLength(3);
      expect(configError({ ...NETOPIA, NETOPIA_PUBLIC_KEY: '/nu/exista/netopia.pem' }).message).toContain(
        'NETOPIA_PUBLIC_KEY must be a PEM public key or the path of its file; "/nu/exista/netopia.pem" could not be read',
      );
      expect(configError({ ...NETOPIA, NETOPIA_PUBLIC_KEY: '-----BEGIN PRIVATE KEY-----\nabc\n-----END PRIVATE KEY-----' }).message).toContain(
        'NETOPIA_PUBLIC_KEY must hold a PEM public key or certificate',
      );
      expect(configError({ ...NETOPIA, NETOPIA_ENVIRONMENT: 'productie' }).message).toContain('NETOPIA_ENVIRONMENT must be sandbox or live, got "productie"');
    });

    it('refuses PAYMENT_GATEWAY_URL (the HTTP gateway is gone), an unknown processor and a short webhook secret', () => {
      expect(configError({ PAYMENT_GATEWAY_URL: 'https://plati.example.com' }).message).toBe(
        'PAYMENT_GATEWAY_URL is no longer read: set PAYMENT_GATEWAY=stripe or netopia and its variables (README, Payments)',
      );
      // Even beside a complete processor configuration: a deployment still setting it is told.
      expect(lines({ ...STRIPE, PAYMENT_GATEWAY_URL: 'https://plati.example.com' })).toEqual([expect.stringMatching(/^PAYMENT_GATEWAY_URL is no longer read/)]);
      expect(configError({ PAYMENT_GATEWAY: 'paypal' }).message).toBe('PAYMENT_GATEWAY must be one of test|stripe|netopia, got "paypal"');
      expect(configError({ PAYMENT_GATEWAY: 'Stripe' }).message).toContain('PAYMENT_GATEWAY must be one of test|stripe|netopia, got "Stripe"');
      expect(configError({ PAYMENT_WEBHOOK_SECRET: 'scurt' }).message).toBe('PAYMENT_WEBHOOK_SECRET must be at least 32 characters, got 5');
    });
  });

  it('treats empty values as unset', () => {
    expect(loadConfig({ PORT: '', CHAT_WIDGET_URL: ' ' })).toMatchObject({ port: 8080, chatWidgetUrl: null });
  });

  it.each([
    [{ PORT: 'abc' }, 'PORT must be an integer 1-65535, got "abc"'],
    [{ PORT: '70000' }, 'PORT must be an integer 1-65535, got "70000"'],
    [{ LOG_LEVEL: 'verbose' }, 'LOG_LEVEL must be one of fatal|error|warn|info|debug|trace|silent, got "verbose"'],
    [{ DATABASE_URL: 'mysql://x@y/z' }, 'DATABASE_URL must be a postgres:// or postgresql:// URL, got "mysql://x@y/z"'],
    [{ REDIS_URL: 'cache:6379' }, 'REDIS_URL must be a redis:// or rediss:// URL, got "cache:6379"'],
    [{ CHAT_WIDGET_URL: 'http://chat.example.com' }, 'CHAT_WIDGET_URL must be an https:// URL or empty'],
    [{ SERVE_STATIC: 'maybe' }, 'SERVE_STATIC must be true or false, got "maybe"'],
    [{ TRUST_PROXY: 'sure' }, 'TRUST_PROXY must be false or the addresses of your reverse proxies'],
    [{ SHUTDOWN_TIMEOUT_MS: '-5' }, 'SHUTDOWN_TIMEOUT_MS must be an integer'],
    [{ PUBLIC_URL: 'curiero.ro' }, 'PUBLIC_URL must be an http:// or https:// URL, got "curiero.ro"'],
    [{ AUTH_SECRET: 'scurt' }, 'AUTH_SECRET must be at least 32 characters, got 5'],
    [{ ACCESS_TOKEN_TTL_SECONDS: '0' }, 'ACCESS_TOKEN_TTL_SECONDS must be an integer 30-86400'],
    [{ SESSION_TTL_DAYS: 'o zi' }, 'SESSION_TTL_DAYS must be an integer 1-365'],
    [{ SESSION_REMEMBER_TTL_DAYS: '1000' }, 'SESSION_REMEMBER_TTL_DAYS must be an integer 1-365'],
    [{ IMPERSONATION_TTL_SECONDS: '3600' }, 'IMPERSONATION_TTL_SECONDS must be an integer 1-600'],
    [{ SMTP_URL: 'http://mail.example.com' }, 'SMTP_URL must be an smtp:// or smtps:// URL'],
    [{ OAUTH_GOOGLE_CLIENT_ID: 'gid' }, 'OAUTH_GOOGLE_CLIENT_SECRET must be set too: the client id and secret go together'],
    [{ OAUTH_APPLE_CLIENT_SECRET: 's' }, 'OAUTH_APPLE_CLIENT_ID must be set too'],
    [{ OAUTH_FACEBOOK_TOKEN_URL: 'ftp://x' }, 'OAUTH_FACEBOOK_TOKEN_URL must be an http:// or https:// URL'],
    [{ TRACKING_POLL_INTERVAL_SECONDS: '-1' }, 'TRACKING_POLL_INTERVAL_SECONDS must be an integer 0-86400, got "-1"'],
    [{ TRACKING_POLL_BATCH: '0' }, 'TRACKING_POLL_BATCH must be an integer 1-1000'],
    [{ JOBS_POLL_INTERVAL_MS: '-1' }, 'JOBS_POLL_INTERVAL_MS must be an integer 0-600000, got "-1"'],
    [{ JOBS_POLL_INTERVAL_MS: '1s' }, 'JOBS_POLL_INTERVAL_MS must be an integer 0-600000, got "1s"'],
    [{ JOBS_POLL_INTERVAL_MS: '600001' }, 'JOBS_POLL_INTERVAL_MS must be an integer 0-600000'],
    [{ JOBS_CONCURRENCY: '0' }, 'JOBS_CONCURRENCY must be an integer 1-64, got "0"'],
    [{ JOBS_CONCURRENCY: '65' }, 'JOBS_CONCURRENCY must be an integer 1-64, got "65"'],
    [{ PGLITE_THREAD: 'yes' }, 'PGLITE_THREAD must be one of worker|main, got "yes"'],
    [{ RENDER_THREADS: '0' }, 'RENDER_THREADS must be an integer 1-64, got "0"'],
    [{ RENDER_THREADS: 'all' }, 'RENDER_THREADS must be an integer 1-64, got "all"'],
    [{ BATCH_CHECK_THREADS: '0' }, 'BATCH_CHECK_THREADS must be an integer 1-64, got "0"'],
  ])('rejects %o naming the variable', (env, message) => {
    expect(configError(env).message).toContain(message);
  });

  it('wants all FIREBASE_* variables or none', () => {
    const { FIREBASE_APP_ID: _app, FIREBASE_VAPID_KEY: _vapid, ...partial } = FIREBASE;
    const message = configError(partial).message;
    expect(message).toContain('FIREBASE_APP_ID, FIREBASE_VAPID_KEY must be set too');
  });

  it('reports every bad variable at once', () => {
    const message = configError({ PORT: 'x', LOG_LEVEL: 'loud' }).message;
    expect(message.split('\n')).toHaveLength(2);
  });
});
