// How the test gateway delivers its webhooks: after the answer (never inside the request that caused
// them), signed, and retried with growing delays until the endpoint answers 2xx, like a real
// gateway. Pending retries are dropped when the server stops (stop()), so shutdown is not held up
// by a sleeping retry; what a real gateway would retry later, the status polling also settles.
import type { BackgroundTasks } from '../background.ts';
import type { Logger } from '../logger.ts';
import { SIGNATURE_HEADER, signWebhook } from './webhook-signature.ts';

/** Posts the raw body to our webhook endpoint; resolves with the HTTP status. */
export type WebhookTransport = (rawBody: string, headers: Record<string, string>) => Promise<number>;

export const DEFAULT_RETRY_DELAYS_MS = [1_000, 5_000, 30_000, 120_000];

export class WebhookDelivery {
  #stopped = false;
  readonly #wakers = new Set<() => void>();

  constructor(
    private readonly transport: WebhookTransport,
    private readonly secret: () => Promise<string>,
    private readonly tasks: BackgroundTasks,
    private readonly log: Logger,
    private readonly retryDelaysMs: readonly number[] = DEFAULT_RETRY_DELAYS_MS,
    private readonly now: () => Date = () => new Date(),
  ) {}

  send(eventId: string, rawBody: string): void {
    this.tasks.run('payment-webhook', () => this.#deliver(eventId, rawBody));
  }

  stop(): void {
    this.#stopped = true;
    for (const wake of this.#wakers) wake();
  }

  async #deliver(eventId: string, rawBody: string): Promise<void> {
    for (let attempt = 0; ; attempt++) {
      const status = await this.#attempt(rawBody);
      if (status >= 200 && status < 300) return;
      const delay = this.retryDelaysMs[attempt];
      if (delay === undefined || this.#stopped) {
        this.log.warn({ eventId, attempts: attempt + 1, status }, 'payment webhook not delivered, giving up');
        return;
      }
      await this.#sleep(delay);
      if (this.#stopped) return;
    }
  }

  async #attempt(rawBody: string): Promise<number> {
    try {
      const headers = { 'content-type': 'application/json', [SIGNATURE_HEADER]: signWebhook(await this.secret(), rawBody, this.now()) };
      return await this.transport(rawBody, headers);
    } catch (error) {
      this.log.warn({ err: error }, 'payment webhook delivery failed');
      return 0;
    }
  }

  #sleep(ms: number): Promise<void> {
    return new Promise((resolve) => {
      const wake = () => {
        clearTimeout(timer);
        this.#wakers.delete(wake);
        resolve();
      };
      const timer = setTimeout(wake, ms);
      this.#wakers.add(wake);
    });
  }
}
