// The answers of the cash on delivery calls the app reads (schemas: answers-common.ts says what they
// are for): a repayment and a payout as the dashboard shows them (services/repayments/views.ts
// privateRepayment, privatePayout), the page of each, a failed payout sent again and the signed
// links of a payout's reports.
import { PAYOUT_STATUSES, REPAYMENT_STATUSES } from '../../../db/schema.ts';
import { bool, dataOf, downloadLinkSchema, int, nullableInt, nullableStr, num, pageMetaSchema, str } from '../answers-common.ts';

export const repaymentSchema = {
  title: 'RepaymentDto',
  type: 'object',
  required: [
    'id',
    'order_id',
    'order_number',
    'awb',
    'carrier_id',
    'carrier_name',
    'amount_bani',
    'amount',
    'currency',
    'status',
    'payout_id',
    'payout_status',
    'bank_iban',
    'bank_holder',
    'awaiting_iban',
    'recipient_name',
    'delivered_at',
    'test_mode',
  ],
  properties: {
    id: int,
    order_id: int,
    order_number: str,
    awb: str,
    carrier_id: int,
    carrier_name: str,
    amount_bani: int,
    amount: num,
    currency: str,
    status: { type: 'string', enum: REPAYMENT_STATUSES },
    payout_id: nullableInt,
    payout_status: { anyOf: [{ type: 'string', enum: PAYOUT_STATUSES }, { type: 'null' }] },
    bank_iban: str,
    bank_holder: str,
    awaiting_iban: bool,
    recipient_name: str,
    delivered_at: str,
    test_mode: bool,
  },
} as const;

export const payoutRefundSchema = {
  title: 'PayoutRefundDto',
  type: 'object',
  required: ['id', 'return_id', 'order_reference', 'buyer_name', 'buyer_iban_masked', 'amount_bani', 'amount', 'created_at'],
  properties: { id: int, return_id: int, order_reference: str, buyer_name: str, buyer_iban_masked: str, amount_bani: int, amount: num, created_at: str },
} as const;

export const payoutSchema = {
  title: 'PayoutDto',
  type: 'object',
  required: [
    'id',
    'status',
    'amount_bani',
    'amount',
    'currency',
    'bank_iban',
    'bank_holder',
    'failure_reason',
    'attempts',
    'transfer_reference',
    'simulated',
    'repayments_count',
    'refunds',
    'created_at',
    'updated_at',
    'paid_at',
  ],
  properties: {
    id: int,
    status: { type: 'string', enum: PAYOUT_STATUSES },
    amount_bani: int,
    amount: num,
    currency: str,
    bank_iban: str,
    bank_holder: str,
    failure_reason: nullableStr,
    attempts: int,
    transfer_reference: nullableStr,
    simulated: bool,
    repayments_count: int,
    /** The returns' refunds deducted from the payout: lines "Rambursare RO…4321, <buyer>", as on its report. */
    refunds: { type: 'array', items: payoutRefundSchema },
    created_at: str,
    updated_at: str,
    paid_at: nullableStr,
  },
} as const;

/**
 * The sums of the repayments the filter keeps (cancelled ones left out), net of the returns' refunds
 * paid to buyers from them (services/repayments/queries.ts repaymentTotals): collected = paid +
 * waiting + refunded.
 */
export const repaymentTotalsSchema = {
  title: 'RepaymentTotals',
  type: 'object',
  required: ['count', 'collected_bani', 'paid_bani', 'waiting_bani', 'awaiting_iban_bani', 'refunded_bani'],
  properties: {
    count: int,
    collected_bani: int,
    /** What reached the shop's account: paid repayments less the refunds their payouts deducted. */
    paid_bani: int,
    /** Still to be paid to the shop, less the refunds its next payout deducts. */
    waiting_bani: int,
    awaiting_iban_bani: int,
    /** Refunded to returning buyers from the collected money: deducted from a payout or to be. */
    refunded_bani: int,
  },
} as const;

const payoutProvider = { type: 'object', required: ['simulated'], properties: { simulated: bool } } as const;

export const repaymentPageSchema = {
  title: 'RepaymentPage',
  type: 'object',
  required: ['data', 'meta', 'totals', 'payout_provider'],
  properties: { data: { type: 'array', items: repaymentSchema }, meta: pageMetaSchema, totals: repaymentTotalsSchema, payout_provider: payoutProvider },
} as const;

export const payoutPageSchema = {
  title: 'PayoutPage',
  type: 'object',
  required: ['data', 'meta', 'payout_provider'],
  properties: { data: { type: 'array', items: payoutSchema }, meta: pageMetaSchema, payout_provider: payoutProvider },
} as const;

/** POST /repayments/payouts/{id}/retry. */
export const payoutAnswerSchema = dataOf('PayoutAnswer', payoutSchema);

/** GET /repayments/payouts/{id}/report-link: a signed link for each format. */
export const reportLinksAnswerSchema = dataOf('ReportLinksAnswer', {
  type: 'object',
  required: ['csv', 'pdf'],
  properties: { csv: downloadLinkSchema, pdf: downloadLinkSchema },
});
