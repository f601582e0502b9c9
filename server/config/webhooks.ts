// The shops' webhooks: where they may be delivered.
import type { EnvKit } from './env.ts';

/** The shops' webhooks (services/webhooks/). */
export interface WebhooksConfig {
  /**
   * WEBHOOKS_ALLOW_INSECURE_LOCALHOST: endpoints at http://localhost or http://127.0.0.1 are accepted
   * (and delivered to) for local development and tests; false (the default): HTTPS only, and never to
   * a private, loopback or link-local address.
   */
  readonly allowInsecureLocalhost: boolean;
}

export function readWebhooks(kit: EnvKit): WebhooksConfig {
  return Object.freeze({
    allowInsecureLocalhost: kit.boolean('WEBHOOKS_ALLOW_INSECURE_LOCALHOST', false),
  });
}
