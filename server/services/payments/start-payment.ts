// Creating a pending payment (an order's or a wallet top-up's) at the card processor: our payment id
// is both the reference the processor keeps and the idempotency key (a retry never creates a second
// payment), the browser comes back to the app's page with ?payment_id=, the processor notifies our
// webhook endpoint, and its page stops taking the payment when ours would expire it.
import type { GatewayPayment, Payer, PaymentGateway } from './gateway.ts';
import { ABANDONED_AFTER_MINUTES, type PaymentRow } from './payments.ts';

export const WEBHOOK_PATH = '/api/private/payments/webhook';

/** Where the processor sends the browser back: the app's page, with our payment id. */
export function returnUrlOf(publicUrl: string, returnPath: string, paymentId: string): string {
  return `${publicUrl}${returnPath}${returnPath.includes('?') ? '&' : '?'}payment_id=${paymentId}`;
}

export interface StartDeps {
  gateway: PaymentGateway;
  publicUrl: string;
  now: () => Date;
}

/** Throws GatewayUnavailable when the processor cannot be reached (nothing is known then). */
export function createAtProcessor(deps: StartDeps, row: PaymentRow, description: string, payer: Payer): Promise<GatewayPayment> {
  return deps.gateway.createPayment({
    amountBani: row.amountBani,
    currency: 'RON',
    description,
    reference: row.id,
    idempotencyKey: row.id,
    returnUrl: returnUrlOf(deps.publicUrl, row.returnPath ?? '/', row.id),
    notifyUrl: `${deps.publicUrl}${WEBHOOK_PATH}`,
    payer,
    expiresAt: new Date(deps.now().getTime() + ABANDONED_AFTER_MINUTES * 60_000),
  });
}
