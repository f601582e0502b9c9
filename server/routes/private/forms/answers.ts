// The answer of the public forms the app reads (schemas: answers-common.ts says what they are for):
// 201 with the receipt of a contact, feedback or business submission (services/forms/submissions.ts
// FormReceipt: its id, the reference the person can quote, and the message to show).
import { dataOf, int, str } from '../answers-common.ts';

export const formReceiptSchema = {
  title: 'FormReceipt',
  type: 'object',
  required: ['id', 'reference', 'message'],
  properties: { id: int, reference: str, message: str },
} as const;

export const formReceiptAnswerSchema = dataOf('FormReceiptAnswer', formReceiptSchema);
