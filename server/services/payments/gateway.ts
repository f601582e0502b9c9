// The card gateway behind one small interface: create a payment (approved, refused, or waiting for
// the customer's 3-D Secure confirmation at `redirectUrl`), confirm it after that step, refund it,
// and read a webhook (signature checked). Adapters: test-gateway.ts (the local default, a gateway of
// test cards) and http-gateway.ts (a remote REST gateway, PAYMENT_GATEWAY_URL). Amounts in bani.
import type { CardBrand, CardInput } from './card.ts';

export type GatewayStatus = 'requires_action' | 'succeeded' | 'failed' | 'refunded';

export interface GatewayPayment {
  /** The gateway's own id of the payment (our payments.gateway_reference). */
  id: string;
  /** Our payment id, as given at creation (null if the gateway does not echo it). */
  reference: string | null;
  status: GatewayStatus;
  amountBani: number;
  card: { brand: CardBrand | string; last4: string } | null;
  /** Where the customer confirms the payment (status requires_action). */
  redirectUrl: string | null;
  failureCode: string | null;
  /** Romanian. */
  failureMessage: string | null;
}

export interface CreatePaymentInput {
  amountBani: number;
  currency: 'RON';
  card: CardInput;
  description: string;
  /** Our payment id: the gateway keeps it with the payment. */
  reference: string;
  /** The same key returns the same payment: a retry never charges twice. */
  idempotencyKey: string;
  /** Where the customer goes back after the 3-D Secure step. */
  returnUrl: string;
}

export interface RefundResult {
  id: string;
  status: 'succeeded' | 'failed';
  failureMessage: string | null;
}

export type WebhookType = 'payment.succeeded' | 'payment.failed' | 'payment.requires_action' | 'payment.refunded';

export interface WebhookEvent {
  /** The gateway's event id: a redelivered event has the same one. */
  id: string;
  type: WebhookType;
  payment: GatewayPayment;
}

export interface PaymentGateway {
  /** Stored with each payment ('test' | 'http'). */
  readonly name: string;
  createPayment(input: CreatePaymentInput): Promise<GatewayPayment>;
  /** After the 3-D Secure step: the payment's outcome (still requires_action if not done). */
  confirm(gatewayId: string): Promise<GatewayPayment>;
  refund(gatewayId: string, amountBani: number, idempotencyKey: string): Promise<RefundResult>;
  /** The payment created with our `reference` (our payment id), or null if the gateway never got it. */
  lookup(reference: string): Promise<GatewayPayment | null>;
  /** Throws WebhookRejected when the signature or the shape is wrong. */
  parseWebhook(rawBody: string, headers: Readonly<Record<string, string | string[] | undefined>>): Promise<WebhookEvent>;
}

/** The gateway could not be reached or answered an error: nothing is known about the payment. */
export class GatewayUnavailable extends Error {
  override name = 'GatewayUnavailable';
}

export class WebhookRejected extends Error {
  override name = 'WebhookRejected';
}
