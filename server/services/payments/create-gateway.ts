// Picks the card processor from the configuration (PAYMENT_GATEWAY): Stripe, NETOPIA, or the local
// test processor, whose notification key is PAYMENT_WEBHOOK_SECRET or, unset, one generated once and
// kept in server_secrets (shared by every server process, like the access-token key).
import type { Config } from '../../config/index.ts';
import type { AppDb } from '../../db/client.ts';
import { sharedSecret } from '../server-secrets.ts';
import type { Logger } from '../logger.ts';
import type { PaymentGateway } from './gateway.ts';
import { NetopiaGateway } from './providers/netopia/gateway.ts';
import { StripeGateway } from './providers/stripe/gateway.ts';
import { TestGateway } from './providers/test/gateway.ts';

const SECRET_NAME = 'payment_webhook_secret';

export interface GatewayDeps {
  db: AppDb;
  config: Pick<Config, 'payments' | 'publicUrl'>;
  log: Logger;
  now?: () => Date;
}

export interface Gateways {
  gateway: PaymentGateway;
  /** The same object as `gateway` when it is the local one (its hosted pages need more). */
  testGateway: TestGateway | null;
  /** The key the test processor signs its notifications with (its delivery job needs it). */
  webhookSecret: () => Promise<string>;
}

export async function loadWebhookSecret(db: AppDb): Promise<string> {
  return sharedSecret(db, SECRET_NAME, 32);
}

export function createPaymentGateway(deps: GatewayDeps): Gateways {
  const { payments, publicUrl } = deps.config;
  const none = () => Promise.resolve('');
  if (payments.gateway === 'stripe' && payments.stripe) {
    const { secretKey, webhookSecret, apiBase } = payments.stripe;
    return { gateway: new StripeGateway({ secretKey, webhookSecret, ...(apiBase ? { apiBase } : {}) }), testGateway: null, webhookSecret: none };
  }
  if (payments.gateway === 'netopia' && payments.netopia) {
    return { gateway: new NetopiaGateway({ ...payments.netopia, ...(deps.now ? { now: deps.now } : {}) }), testGateway: null, webhookSecret: none };
  }
  let cached: Promise<string> | undefined;
  const secret = (): Promise<string> =>
    payments.webhookSecret
      ? Promise.resolve(payments.webhookSecret)
      : (cached ??= loadWebhookSecret(deps.db).catch((error: unknown) => {
          cached = undefined;
          throw error;
        }));
  const testGateway = new TestGateway({ db: deps.db, publicUrl, secret, now: deps.now });
  return { gateway: testGateway, testGateway, webhookSecret: secret };
}
