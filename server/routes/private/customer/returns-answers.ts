// The answers of the signed-in customer's own returns (routes/private/customer/returns.ts): a page of
// the requests they filed (views: services/returns/filed-returns.ts); one of them answers the guest's
// view (returns/answers.ts guestReturnAnswerSchema).
import { RETURN_STATUSES } from '../../../db/schema.ts';
import { int, pageMetaSchema, str } from '../answers-common.ts';

export const filedReturnItemSchema = {
  title: 'FiledReturnItem',
  type: 'object',
  required: ['id', 'shop_name', 'order_reference', 'status', 'status_name', 'items', 'drop_off_name', 'confirmed_at', 'updated_at', 'link'],
  properties: {
    id: int,
    shop_name: str,
    order_reference: str,
    status: { type: 'string', enum: RETURN_STATUSES },
    status_name: str,
    /** How many pieces are given back (the items' quantities added up). */
    items: int,
    drop_off_name: str,
    confirmed_at: str,
    updated_at: str,
    /** The request's page in the app (opened with the bearer). */
    link: str,
  },
} as const;

export const filedReturnPageSchema = {
  title: 'FiledReturnPage',
  type: 'object',
  required: ['data', 'meta'],
  properties: { data: { type: 'array', items: filedReturnItemSchema }, meta: pageMetaSchema },
} as const;
