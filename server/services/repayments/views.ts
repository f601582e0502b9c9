// What a repayment and a payout look like outside: the public API's shapes (the contract's field
// names, lei as decimals, integer ids, ISO dates; also the webhook events' data) and the dashboard's
// (the same plus bani, the order number, the payout's state and whether an IBAN is missing).
import { CARRIERS } from '../../../src/shared/carriers.ts';
import type { payouts, repayments } from '../../db/schema.ts';

export type RepaymentRow = typeof repayments.$inferSelect;
export type PayoutRow = typeof payouts.$inferSelect;

/** What the lists show of a repayment (privateRepayment, publicRepayment): all but its owner and dates of change. */
export type ListedRepayment = Omit<RepaymentRow, 'customerId' | 'createdAt' | 'updatedAt'>;
/** What the lists show of a payout (privatePayout, publicPayout): all but its owner. */
export type ListedPayout = Omit<PayoutRow, 'customerId'>;

/** A repayment with what the lists show next to it (`testMode`: placed with a test API key, simulated carrier and payout). */
export interface RepaymentLine extends ListedRepayment {
  orderNumber: string;
  payoutStatus: PayoutRow['status'] | null;
}

/** A return's refund deducted from a payout (cod-refunds.ts): a line taken off its total. */
export interface PayoutRefundLine {
  id: number;
  returnId: number;
  orderReference: string;
  buyerName: string;
  /** Where the refund went (shown masked: the country and the last four). */
  buyerIban: string;
  amountBani: number;
  createdAt: Date;
}

export interface PayoutSummary extends ListedPayout {
  repaymentsCount: number;
  /** The returns' refunds deducted from it. */
  refunds: PayoutRefundLine[];
}

const lei = (bani: number) => Math.round(bani) / 100;
const iso = (value: Date | null) => (value ? value.toISOString() : null);
const orNull = (value: string) => (value ? value : null);

export function carrierName(carrierId: number): string {
  return CARRIERS.find((c) => c.id === carrierId)?.name ?? `Curier ${carrierId}`;
}

/** A buyer's IBAN as the payout's lines show it: the country and the last four (RO…4321). */
export const maskedIban = (iban: string) => `${iban.slice(0, 2)}…${iban.slice(-4)}`;

/** The simulated provider's references start with SIM- (simulated-payout-provider.ts). */
export function isSimulatedPayout(payout: Pick<PayoutRow, 'transferReference'>, providerSimulated: boolean): boolean {
  return payout.transferReference ? payout.transferReference.startsWith('SIM-') : providerSimulated;
}

/** GET /repayments (public) and the `repayment.paid` event. */
export function publicRepayment(row: ListedRepayment) {
  return {
    awb: row.awb,
    order_id: row.orderId,
    carrier_id: row.carrierId,
    carrier_name: carrierName(row.carrierId),
    repayment_amount: lei(row.amountBani),
    repayment_currency: row.currency,
    status: row.status,
    payout_id: row.payoutId,
    bank_iban: orNull(row.bankIban),
    bank_holder: orNull(row.bankHolder),
    recipient_name: row.recipientName,
    delivered_at: row.deliveredAt.toISOString(),
  };
}

/** GET /repayments/reports (public) and the `payout.paid` event. */
export function publicPayout(row: ListedPayout) {
  return {
    payout_id: row.id,
    bank_holder: row.bankHolder,
    bank_iban: row.bankIban,
    repayment_amount: lei(row.amountBani),
    repayment_currency: row.currency,
    status: row.status,
    paid_at: iso(row.paidAt),
  };
}

/** GET /repayments/reports/{id} (public): the payout with its state and lines. */
export function publicPayoutDetail(row: PayoutRow, lines: RepaymentRow[], providerSimulated: boolean) {
  return {
    ...publicPayout(row),
    created_at: row.createdAt.toISOString(),
    failure_reason: row.failureReason,
    transfer_reference: row.transferReference,
    simulated: isSimulatedPayout(row, providerSimulated),
    repayments_count: lines.length,
    lines: lines.map(publicRepayment),
  };
}

/** The dashboard's repayment. */
export function privateRepayment(row: RepaymentLine) {
  return {
    id: row.id,
    order_id: row.orderId,
    order_number: row.orderNumber,
    awb: row.awb,
    carrier_id: row.carrierId,
    carrier_name: carrierName(row.carrierId),
    amount_bani: row.amountBani,
    amount: lei(row.amountBani),
    currency: row.currency,
    status: row.status,
    payout_id: row.payoutId,
    payout_status: row.payoutStatus,
    bank_iban: row.bankIban,
    bank_holder: row.bankHolder,
    /** Collected, but no IBAN to pay it to yet (neither the order's nor the default billing address's). */
    awaiting_iban: row.status === 'pending' && row.bankIban === '',
    recipient_name: row.recipientName,
    delivered_at: row.deliveredAt.toISOString(),
    test_mode: row.testMode,
  };
}

/** The dashboard's payout. */
export function privatePayout(row: PayoutSummary, providerSimulated: boolean) {
  return {
    id: row.id,
    status: row.status,
    amount_bani: row.amountBani,
    amount: lei(row.amountBani),
    currency: row.currency,
    bank_iban: row.bankIban,
    bank_holder: row.bankHolder,
    failure_reason: row.failureReason,
    attempts: row.attempts,
    transfer_reference: row.transferReference,
    simulated: isSimulatedPayout(row, providerSimulated),
    repayments_count: row.repaymentsCount,
    /** The returns' refunds deducted from it (its amount is the repayments less these), as the report's lines. */
    refunds: row.refunds.map((refund) => ({
      id: refund.id,
      return_id: refund.returnId,
      order_reference: refund.orderReference,
      buyer_name: refund.buyerName,
      buyer_iban_masked: maskedIban(refund.buyerIban),
      amount_bani: refund.amountBani,
      amount: lei(refund.amountBani),
      created_at: refund.createdAt.toISOString(),
    })),
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
    paid_at: iso(row.paidAt),
  };
}
