// A batch's one payment (services/batches/) written by its owner: the batch's total, paid from the
// wallet (already debited by the caller's ledger movement) or opened for the card processor.
import type { Tx } from '../../db/client.ts';
import { payments } from '../../db/schema.ts';
import type { PaymentRow } from './payments.ts';

export type BatchPaymentInput =
  | { id: string; customerId: number; amountBani: number; method: 'wallet'; walletMovementId: number }
  | { id: string; customerId: number; amountBani: number; method: 'card'; gateway: string; returnPath: string };

/** The payment row of a batch (purpose 'batch'): succeeded when paid from the wallet, pending for a card. */
export async function insertBatchPayment(tx: Tx, input: BatchPaymentInput): Promise<PaymentRow> {
  const common = { id: input.id, purpose: 'batch' as const, customerId: input.customerId, amountBani: input.amountBani };
  const values =
    input.method === 'wallet'
      ? { ...common, method: 'wallet' as const, status: 'succeeded' as const, gateway: 'wallet', gatewayReference: `wallet:${input.walletMovementId}` }
      : { ...common, method: 'card' as const, gateway: input.gateway, returnPath: input.returnPath };
  const [row] = await tx.insert(payments).values(values).returning();
  return row!;
}
