// The card processor behind one small interface. The customer pays on the processor's own hosted
// page (card number, CVC and 3-D Secure are the processor's business: no card data ever reaches our
// server); we create the payment, send the browser to `redirectUrl`, and learn the outcome from the
// processor's signed notification (parseWebhook), from its status call (status), or, when our
// create call's answer was lost, by our reference (lookup). Adapters:
//   providers/test/     the local default: a hosted page of the same shape served by this server,
//                       with test cards, a 3-D Secure step and signed notifications
//   providers/stripe/   Stripe Checkout Sessions (official SDK), signed webhooks
//   providers/netopia/  NETOPIA Payments API v2 (start, status, IPN with its signed token)
// Each provider is a folder whose gateway.ts implements PaymentGateway; create-gateway.ts picks one.
// Amounts in bani (integer). Refunds may be partial; several may follow one another.

export type CardBrand = 'visa' | 'mastercard' | 'amex' | 'maestro' | 'unknown';

/**
 * requires_action: created, waiting for the customer on the processor's page (card entry, 3-D Secure);
 * succeeded: paid; failed: refused, cancelled by the customer, or expired; refunded: refunded in full.
 */
export type GatewayStatus = 'requires_action' | 'succeeded' | 'failed' | 'refunded';

export interface GatewayPayment {
  /** The processor's own id of the payment (our payments.gateway_reference). */
  id: string;
  /** Our payment id, as given at creation (null if the processor does not echo it). */
  reference: string | null;
  status: GatewayStatus;
  amountBani: number;
  /** ISO 4217 in capitals ('RON'), as the processor reports it (null: it did not say). A success is applied only in the payment's own currency. */
  currency: string | null;
  /** What may be kept of the card the customer paid with (brand, last four digits), once known. */
  card: { brand: CardBrand | string; last4: string } | null;
  /** The processor's hosted page where the customer pays (status requires_action). */
  redirectUrl: string | null;
  /** Our failure code (card.ts FAILURE_MESSAGES), when failed. */
  failureCode: string | null;
  /** Romanian, when failed. */
  failureMessage: string | null;
  /** Refunded so far at the processor, in bani (0 when nothing was). */
  refundedBani: number;
}

/** Who pays: processors ask for the payer's contact and billing details (NETOPIA requires them). */
export interface Payer {
  email: string;
  firstName: string;
  lastName: string;
  phone: string | null;
  /** Billing address, as well as we know it. */
  address: string | null;
  city: string | null;
  county: string | null;
  postalCode: string | null;
  /** ISO 3166-1 alpha-2 ('RO'). */
  country: string;
}

export interface CreatePaymentInput {
  amountBani: number;
  currency: 'RON';
  /** Shown to the customer on the processor's page, e.g. "Comanda CUR-2026-000123". */
  description: string;
  /** Our payment id: the processor keeps it with the payment (lookup finds it by it). */
  reference: string;
  /** The same key returns the same payment: a retry never creates a second one. */
  idempotencyKey: string;
  /** Where the processor sends the browser back (paid, refused or cancelled): it carries ?payment_id=. */
  returnUrl: string;
  /** Where the processor posts its server-to-server notification (our webhook endpoint). */
  notifyUrl: string;
  payer: Payer;
  /** After this the processor's page no longer takes the payment (a processor may round it up). */
  expiresAt: Date;
}

export interface RefundInput {
  /** The processor's payment id. */
  gatewayId: string;
  /** A part of the amount paid, or all of what is left of it. */
  amountBani: number;
  /** Per refund: a retried refund never pays out twice. */
  idempotencyKey: string;
}

export interface RefundResult {
  /** The processor's id of the refund. */
  id: string;
  /** succeeded: accepted by the processor (the bank credits the card in a few days). */
  status: 'succeeded' | 'failed';
  /** Romanian, when failed. */
  failureMessage: string | null;
}

export type WebhookType = 'payment.succeeded' | 'payment.failed' | 'payment.requires_action' | 'payment.refunded';

export interface WebhookEvent {
  /** The processor's event id: a redelivered event has the same one (we handle each id once). */
  id: string;
  type: WebhookType;
  payment: GatewayPayment;
}

/** How a processor wants its notification answered (NETOPIA reads a JSON body; others only the status). */
export interface WebhookAcknowledgement {
  status: number;
  body: unknown;
}

export interface PaymentGateway {
  /** Stored with each payment: 'test' | 'stripe' | 'netopia'. */
  readonly name: string;
  /** Creates the payment on the processor; the customer is then sent to its `redirectUrl`. */
  createPayment(input: CreatePaymentInput): Promise<GatewayPayment>;
  /** The payment as the processor knows it now. */
  status(gatewayId: string): Promise<GatewayPayment>;
  /** The payment created with our `reference` (our payment id), or null if the processor never got it. */
  lookup(reference: string): Promise<GatewayPayment | null>;
  /**
   * Closes a payment the customer did not finish, so the processor's page no longer takes it; answers
   * the payment as it then stands (it may have been paid just before: then it says succeeded).
   */
  expire(gatewayId: string): Promise<GatewayPayment>;
  refund(input: RefundInput): Promise<RefundResult>;
  /**
   * Checks a notification's signature and reads it. Throws WebhookRejected when the signature or the
   * shape is wrong; null when it is authentic but about nothing we track (answered 200, ignored).
   */
  parseWebhook(rawBody: string, headers: Readonly<Record<string, string | string[] | undefined>>): Promise<WebhookEvent | null>;
  /** The answer the processor expects to a notification we accepted (default: 200 with our JSON). */
  acknowledge?(outcome: 'applied' | 'duplicate' | 'ignored'): WebhookAcknowledgement;
}

/** The processor could not be reached or answered an error: nothing is known about the payment. */
export class GatewayUnavailable extends Error {
  override name = 'GatewayUnavailable';
}

export class WebhookRejected extends Error {
  override name = 'WebhookRejected';
}
