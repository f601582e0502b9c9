// The answers of the wallet calls the app reads (schemas: answers-common.ts says what they are for):
// the balance, the ledger, a top-up by card, the re-weighing differences and their payment, and the
// test balance of the API keys' test mode.
import { LEDGER_KINDS } from '../../../db/schema-orders.ts';
import { dataOf, int, nullableStr, num, pageOf, str } from '../answers-common.ts';
import { paymentViewSchema } from '../payments/answers.ts';

export const walletBalanceAnswerSchema = dataOf('WalletBalanceAnswer', {
  type: 'object',
  required: ['balance_bani'],
  properties: { balance_bani: int, balance: num, currency: str },
});

export const walletMovementSchema = {
  title: 'WalletMovement',
  type: 'object',
  required: ['id', 'kind', 'amount_bani', 'balance_after_bani', 'description', 'created_at'],
  properties: {
    id: int,
    kind: { type: 'string', enum: LEDGER_KINDS },
    amount_bani: int,
    balance_after_bani: int,
    reference: str,
    description: str,
    created_at: str,
  },
} as const;

export const walletMovementPageSchema = pageOf('WalletMovementPage', walletMovementSchema);

/** POST /wallet/top-up: 202 with the processor's page in payment.redirect_url (the card is typed there). */
export const topUpAnswerSchema = dataOf('TopUpAnswer', {
  type: 'object',
  required: ['payment', 'balance_bani'],
  properties: { payment: paymentViewSchema, balance_bani: int },
});

/** A re-weighing difference (services/orders/reweighs.ts reweighView); paid_at null while unpaid. */
export const reweighChargeSchema = {
  title: 'ReweighCharge',
  type: 'object',
  required: ['id', 'order_id', 'order_number', 'awb', 'declared_weight_kg', 'measured_weight_kg', 'amount_bani', 'created_at', 'paid_at'],
  properties: {
    id: int,
    order_id: int,
    order_number: str,
    awb: str,
    declared_weight_kg: num,
    measured_weight_kg: num,
    amount_bani: int,
    created_at: str,
    paid_at: nullableStr,
  },
} as const;

export const reweighListSchema = {
  title: 'ReweighList',
  type: 'object',
  required: ['data', 'meta'],
  properties: { data: { type: 'array', items: reweighChargeSchema }, meta: { type: 'object', required: ['unpaid_bani'], properties: { unpaid_bani: int } } },
} as const;

export const reweighPaymentAnswerSchema = {
  title: 'ReweighPaymentAnswer',
  type: 'object',
  required: ['data', 'message'],
  properties: { data: { type: 'object', required: ['paid_bani', 'count', 'balance_bani'], properties: { paid_bani: int, count: int, balance_bani: int } }, message: str },
} as const;

export const testBalanceSchema = {
  title: 'TestBalance',
  type: 'object',
  required: ['balance_bani', 'currency', 'test_mode'],
  properties: { balance_bani: int, balance: num, currency: { type: 'string', const: 'RON' }, test_mode: { type: 'boolean', const: true } },
} as const;

export const testBalanceAnswerSchema = dataOf('TestBalanceAnswer', testBalanceSchema);

export const testMovementSchema = {
  title: 'TestMovement',
  type: 'object',
  required: ['id', 'kind', 'amount_bani', 'balance_after_bani', 'reference', 'description', 'created_at'],
  properties: {
    id: int,
    kind: { type: 'string', enum: LEDGER_KINDS },
    amount_bani: int,
    balance_after_bani: int,
    reference: str,
    description: str,
    created_at: str,
  },
} as const;

export const testMovementPageSchema = pageOf('TestMovementPage', testMovementSchema);

export const testTopUpAnswerSchema = {
  title: 'TestTopUpAnswer',
  type: 'object',
  required: ['data', 'message'],
  properties: { data: { type: 'object', required: ['balance_bani'], properties: { balance_bani: int, movement: testMovementSchema } }, message: str },
} as const;
