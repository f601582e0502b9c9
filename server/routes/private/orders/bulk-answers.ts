// The answer of POST /orders/cancellations (answers-common.ts says what these schemas are for): one
// result per order id, in the order sent: cancelled (with where the money goes), a cancellation sent
// again until the carrier answers, or refused with the reason the single cancellation gives.
import { dataOf, int, nullableStr, str } from '../answers-common.ts';

export const cancellationResultSchema = {
  title: 'CancellationResult',
  type: 'object',
  required: ['order_id', 'reference', 'outcome', 'message'],
  properties: {
    order_id: int,
    reference: { ...nullableStr, description: "The order's number (null: not one of the caller's orders)." },
    outcome: { type: 'string', enum: ['cancelled', 'cancel_requested', 'refused'] },
    reason: { ...str, description: 'Why it was refused (the single cancellation\'s reason: order_not_cancellable, not_found…).' },
    message: { ...str, description: 'Romanian.' },
  },
} as const;

export const cancellationsAnswerSchema = dataOf('CancellationsAnswer', { type: 'array', items: cancellationResultSchema });
