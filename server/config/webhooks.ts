// The shops' webhooks: where they may be delivered, how long an attempt may take, when an endpoint
// that keeps failing is paused, and how many test events an endpoint may be sent.
import type { EnvKit } from './env.ts';

/** The shops' webhooks (services/webhooks/). */
export interface WebhooksConfig {
  /**
   * WEBHOOKS_ALLOW_INSECURE_LOCALHOST: endpoints at http://localhost or http://127.0.0.1 are accepted
   * (and delivered to) for local development and tests; false (the default): HTTPS only, and never to
   * a private, loopback or link-local address.
   */
  readonly allowInsecureLocalhost: boolean;
  /** The connection (name lookup and TLS included) must be made within this. */
  readonly connectTimeoutMs: number;
  /** Once the request is sent, the answer's status must come within this. */
  readonly answerTimeoutMs: number;
  /** Failed attempts in a row that pause an endpoint (the circuit breaker). */
  readonly breakerFailures: number;
  /** Test events one endpoint may be sent in an hour. */
  readonly testEventsPerHour: number;
}

export function readWebhooks(kit: EnvKit): WebhooksConfig {
  return Object.freeze({
    allowInsecureLocalhost: kit.boolean('WEBHOOKS_ALLOW_INSECURE_LOCALHOST', false),
    connectTimeoutMs: kit.integer('WEBHOOKS_CONNECT_TIMEOUT_MS', 3000, 100, 30_000),
    answerTimeoutMs: kit.integer('WEBHOOKS_ANSWER_TIMEOUT_MS', 5000, 100, 30_000),
    breakerFailures: kit.integer('WEBHOOKS_BREAKER_FAILURES', 5, 1, 100),
    testEventsPerHour: kit.integer('WEBHOOKS_TEST_EVENTS_PER_HOUR', 10, 1, 1000),
  });
}
