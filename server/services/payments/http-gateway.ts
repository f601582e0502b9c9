// A remote card gateway over REST (PAYMENT_GATEWAY_URL, PAYMENT_GATEWAY_KEY, PAYMENT_WEBHOOK_SECRET),
// in the shape most of them share (wire.ts):
//   POST {url}/payments                 { amount, currency, card, description, reference, return_url }
//   POST {url}/payments/{id}/confirm    after the customer's 3-D Secure step
//   POST {url}/payments/{id}/refunds    { amount }
//   GET  {url}/payments?reference={our payment id}   the payment, or 404 (reconciliation)
// with `Authorization: Bearer <key>` and an `Idempotency-Key` on every write, so a retried call never
// charges or refunds twice. A refused card may come back as 402 with the payment; anything else that
// is not a payment (timeouts, 5xx, garbage) is GatewayUnavailable. Webhooks: webhook-signature.ts.
import { failureMessage } from './card.ts';
import { GatewayUnavailable, type CreatePaymentInput, type GatewayPayment, type PaymentGateway, type RefundResult, type WebhookEvent } from './gateway.ts';
import { verifyWebhook } from './webhook-signature.ts';
import { fromWire, parseWebhookBody } from './wire.ts';

export interface HttpGatewayOptions {
  url: string;
  key: string;
  webhookSecret: string;
  timeoutMs?: number;
  now?: () => Date;
}

export class HttpGateway implements PaymentGateway {
  readonly name = 'http';
  readonly #base: string;

  constructor(private readonly options: HttpGatewayOptions) {
    this.#base = options.url.replace(/\/+$/, '');
  }

  async createPayment(input: CreatePaymentInput): Promise<GatewayPayment> {
    const body = {
      amount: input.amountBani,
      currency: input.currency,
      card: input.card,
      description: input.description,
      reference: input.reference,
      return_url: input.returnUrl,
    };
    return this.#payment(await this.#call('POST', '/payments', body, input.idempotencyKey));
  }

  async confirm(gatewayId: string): Promise<GatewayPayment> {
    return this.#payment(await this.#call('POST', `/payments/${encodeURIComponent(gatewayId)}/confirm`, {}, `confirm-${gatewayId}`));
  }

  async refund(gatewayId: string, amountBani: number, idempotencyKey: string): Promise<RefundResult> {
    const answer = await this.#call('POST', `/payments/${encodeURIComponent(gatewayId)}/refunds`, { amount: amountBani }, idempotencyKey);
    const refund = answer.json as { id?: unknown; status?: unknown; failure_code?: unknown } | null;
    if (!refund || typeof refund.id !== 'string' || (refund.status !== 'succeeded' && refund.status !== 'failed')) {
      throw new GatewayUnavailable(`refund answered ${answer.status} without a refund`);
    }
    const failed = refund.status === 'failed';
    return { id: refund.id, status: refund.status, failureMessage: failed ? failureMessage(typeof refund.failure_code === 'string' ? refund.failure_code : null) : null };
  }

  async lookup(reference: string): Promise<GatewayPayment | null> {
    const answer = await this.#call('GET', `/payments?reference=${encodeURIComponent(reference)}`, undefined, `lookup-${reference}`);
    if (answer.status === 404) return null;
    return this.#payment(answer);
  }

  async parseWebhook(rawBody: string, headers: Readonly<Record<string, string | string[] | undefined>>): Promise<WebhookEvent> {
    verifyWebhook(this.options.webhookSecret, rawBody, headers, this.options.now?.() ?? new Date());
    return parseWebhookBody(rawBody);
  }

  #payment(answer: { status: number; json: unknown }): GatewayPayment {
    const payment = fromWire(answer.json);
    if (!payment) throw new GatewayUnavailable(`the gateway answered ${answer.status} without a payment`);
    return payment;
  }

  async #call(method: string, path: string, body: unknown, idempotencyKey: string): Promise<{ status: number; json: unknown }> {
    let response: Response;
    try {
      response = await fetch(`${this.#base}${path}`, {
        method,
        headers: {
          authorization: `Bearer ${this.options.key}`,
          ...(body === undefined ? {} : { 'content-type': 'application/json' }),
          accept: 'application/json',
          'idempotency-key': idempotencyKey,
        },
        body: body === undefined ? undefined : JSON.stringify(body),
        signal: AbortSignal.timeout(this.options.timeoutMs ?? 15_000),
      });
    } catch (error) {
      throw new GatewayUnavailable(`the gateway could not be reached: ${(error as Error).message}`, { cause: error });
    }
    if (response.status >= 500) throw new GatewayUnavailable(`the gateway answered ${response.status}`);
    const json: unknown = await response.json().catch(() => null);
    return { status: response.status, json };
  }
}
