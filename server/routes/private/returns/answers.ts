// The answers of the returns calls the app reads (schemas: answers-common.ts says what they are for):
// the shop's side (its page's settings, the inbox and a request's detail, the monthly report) and the
// customer's (the directory, a shop's public page, the order found, the withdrawal statement, the
// request filed and as its guest reads it). Views: services/returns/views.ts and settings.ts.
import { IMAGE_TYPES, RETURN_APPROVALS, RETURN_DROP_OFF_METHODS, RETURN_PAYERS, RETURN_REFUND_STATUSES, RETURN_SHOP_ACTIONS, RETURN_STATUSES } from '../../../db/schema.ts';
import { bool, dataOf, int, nullableInt, nullableStr, orNull, pageMetaSchema, str } from '../answers-common.ts';

const strings = { type: 'array', items: str } as const;
const statusEnum = { type: 'string', enum: RETURN_STATUSES } as const;
const methods = { type: 'array', items: { type: 'string', enum: RETURN_DROP_OFF_METHODS } } as const;

export const returnSettingsSchema = {
  title: 'ReturnSettings',
  type: 'object',
  required: ['configured', 'enabled', 'public_name', 'slug', 'logo_url', 'window_days', 'conditions', 'reasons', 'return_address_id', 'drop_off_methods', 'carrier_ids', 'payer', 'payer_limit_bani', 'approval', 'accept_external_orders', 'notify_shop', 'cod_refund_auto', 'updated_at'],
  properties: {
    configured: bool,
    enabled: bool,
    public_name: str,
    slug: str,
    logo_url: nullableStr,
    window_days: int,
    conditions: str,
    reasons: strings,
    return_address_id: nullableInt,
    drop_off_methods: methods,
    carrier_ids: { type: 'array', items: int },
    payer: { type: 'string', enum: RETURN_PAYERS },
    payer_limit_bani: nullableInt,
    approval: { type: 'string', enum: RETURN_APPROVALS },
    accept_external_orders: bool,
    notify_shop: bool,
    cod_refund_auto: bool,
    updated_at: str,
  },
} as const;
export const returnSettingsAnswerSchema = dataOf('ReturnSettingsAnswer', returnSettingsSchema);

export const returnItemSchema = { title: 'ReturnItem', type: 'object', required: ['name', 'quantity', 'reason'], properties: { name: str, quantity: int, reason: str } } as const;
export const returnContactSchema = {
  title: 'ReturnContact',
  type: 'object',
  required: ['name', 'email', 'phone', 'locality_id', 'locality_name', 'county_name', 'street', 'postal_code'],
  properties: { name: str, email: str, phone: str, locality_id: nullableInt, locality_name: str, county_name: str, street: str, postal_code: str },
} as const;

export const returnRequestSchema = {
  title: 'ReturnRequest',
  type: 'object',
  required: ['id', 'status', 'status_name', 'order_id', 'order_reference', 'order_awb', 'order_delivered_at', 'cash_on_delivery', 'refund_iban', 'contact', 'items', 'drop_off_method', 'drop_off_name', 'carrier_id', 'carrier_name', 'refusal_reason', 'stated_at', 'confirmed_at', 'created_at', 'updated_at', 'actions'],
  properties: {
    id: int,
    status: statusEnum,
    status_name: str,
    order_id: nullableInt,
    order_reference: str,
    order_awb: nullableStr,
    order_delivered_at: nullableStr,
    cash_on_delivery: bool,
    refund_iban: nullableStr,
    contact: returnContactSchema,
    items: { type: 'array', items: returnItemSchema },
    drop_off_method: { type: 'string', enum: RETURN_DROP_OFF_METHODS },
    drop_off_name: str,
    carrier_id: nullableInt,
    carrier_name: nullableStr,
    refusal_reason: nullableStr,
    stated_at: str,
    confirmed_at: str,
    created_at: str,
    updated_at: str,
    actions: { type: 'array', items: { type: 'string', enum: RETURN_SHOP_ACTIONS } },
  },
} as const;

const countsSchema = { title: 'ReturnStatusCounts', type: 'object', required: [...RETURN_STATUSES], properties: Object.fromEntries(RETURN_STATUSES.map((s) => [s, int])) as Record<(typeof RETURN_STATUSES)[number], typeof int> } as const;

export const returnPageSchema = {
  title: 'ReturnPage',
  type: 'object',
  required: ['data', 'meta', 'counts'],
  properties: { data: { type: 'array', items: returnRequestSchema }, meta: pageMetaSchema, counts: countsSchema },
} as const;

export const returnHistoryItemSchema = {
  title: 'ReturnHistoryItem',
  type: 'object',
  required: ['from_status', 'to_status', 'status_name', 'at'],
  properties: { from_status: orNull(statusEnum), to_status: statusEnum, status_name: str, event: str, note: nullableStr, at: str },
} as const;

export const returnPhotoSchema = {
  title: 'ReturnPhoto',
  type: 'object',
  required: ['id', 'content_type', 'size', 'url', 'created_at'],
  properties: { id: int, content_type: { type: 'string', enum: IMAGE_TYPES }, size: int, url: str, created_at: str },
} as const;

/** A request's return shipment (services/returns/return-shipment-view.ts): its order, who owes what, AWB, code or label, instructions, deadline. */
export const returnShipmentSchema = {
  title: 'ReturnShipment',
  type: 'object',
  required: ['order_id', 'order_number', 'order_status', 'price_bani', 'customer_due_bani', 'payment_redirect_url', 'payment_failed', 'booking_failure', 'awb', 'carrier_name', 'track_url', 'demo', 'code', 'label_available', 'instructions', 'approved_at', 'drop_off_deadline'],
  properties: {
    order_id: int,
    order_number: str,
    order_status: str,
    price_bani: int,
    customer_due_bani: int,
    payment_redirect_url: nullableStr,
    payment_failed: bool,
    booking_failure: nullableStr,
    awb: nullableStr,
    carrier_name: str,
    track_url: nullableStr,
    demo: bool,
    code: orNull({
      type: 'object',
      required: ['kind', 'value', 'service', 'qr_svg', 'demo_note'],
      properties: { kind: { type: 'string', enum: ['code', 'qr', 'pin', 'voucher'] }, value: str, service: str, qr_svg: str, demo_note: nullableStr },
    }),
    label_available: bool,
    instructions: strings,
    approved_at: nullableStr,
    drop_off_deadline: nullableStr,
  },
} as const;

/** A cash-on-delivery request's refund from the shop's collected ramburs (services/returns/cod-refund.ts). */
export const returnCodRefundSchema = {
  title: 'ReturnCodRefund',
  type: 'object',
  required: ['order_cod_bani', 'available_bani', 'refund'],
  properties: {
    order_cod_bani: nullableInt,
    available_bani: int,
    refund: orNull({
      title: 'ReturnRefund',
      type: 'object',
      required: ['amount_bani', 'status', 'status_name', 'automatic', 'iban_masked', 'transfer_reference', 'failure_reason', 'deducted', 'created_at', 'paid_at'],
      properties: {
        amount_bani: int,
        status: { type: 'string', enum: RETURN_REFUND_STATUSES },
        status_name: str,
        automatic: bool,
        iban_masked: str,
        transfer_reference: nullableStr,
        failure_reason: nullableStr,
        deducted: bool,
        created_at: str,
        paid_at: nullableStr,
      },
    }),
  },
} as const;

export const returnDetailSchema = {
  title: 'ReturnDetail',
  type: 'object',
  required: [...returnRequestSchema.required, 'statement', 'history', 'photos', 'shipment', 'cod_refund'],
  properties: {
    ...returnRequestSchema.properties,
    statement: { type: 'object', required: ['text'], properties: { text: str } },
    history: { type: 'array', items: returnHistoryItemSchema },
    photos: { type: 'array', items: returnPhotoSchema },
    shipment: orNull(returnShipmentSchema),
    cod_refund: orNull(returnCodRefundSchema),
  },
} as const;
export const returnDetailAnswerSchema = dataOf('ReturnDetailAnswer', returnDetailSchema);
export const returnRequestAnswerSchema = dataOf('ReturnRequestAnswer', returnRequestSchema);

export const returnMonthSchema = {
  title: 'ReturnMonth',
  type: 'object',
  required: ['month', 'requests', 'delivered_orders', 'return_rate', 'reasons'],
  properties: {
    month: str,
    requests: int,
    delivered_orders: int,
    return_rate: { type: ['number', 'null'] },
    reasons: { type: 'array', items: { type: 'object', required: ['reason', 'items'], properties: { reason: str, items: int } } },
  },
} as const;
export const returnReportAnswerSchema = dataOf('ReturnReportAnswer', { type: 'array', items: returnMonthSchema });

// The customer's side.
export const returnShopSchema = { title: 'ReturnShop', type: 'object', required: ['slug', 'public_name', 'logo_url'], properties: { slug: str, public_name: str, logo_url: nullableStr } } as const;
export const returnDirectoryAnswerSchema = dataOf('ReturnDirectoryAnswer', { type: 'array', items: returnShopSchema });

export const returnShopPageSchema = {
  title: 'ReturnShopPage',
  type: 'object',
  required: ['slug', 'public_name', 'logo_url', 'window_days', 'conditions', 'reasons', 'drop_off_methods', 'carriers', 'payer', 'payer_limit_bani', 'accept_external_orders', 'return_locality'],
  properties: {
    slug: str,
    public_name: str,
    logo_url: nullableStr,
    window_days: int,
    conditions: str,
    reasons: strings,
    drop_off_methods: methods,
    carriers: { type: 'array', items: { type: 'object', required: ['id', 'name'], properties: { id: int, name: str } } },
    payer: { type: 'string', enum: RETURN_PAYERS },
    payer_limit_bani: nullableInt,
    accept_external_orders: bool,
    return_locality: orNull({ type: 'object', required: ['locality_name', 'county_name'], properties: { locality_name: str, county_name: str } }),
  },
} as const;
export const returnShopPageAnswerSchema = dataOf('ReturnShopPageAnswer', returnShopPageSchema);

export const returnOrderSchema = {
  title: 'ReturnOrder',
  type: 'object',
  required: ['order_reference', 'awb', 'delivered_at', 'deadline', 'cash_on_delivery', 'parcel_content', 'contact'],
  properties: { order_reference: str, awb: nullableStr, delivered_at: nullableStr, deadline: nullableStr, cash_on_delivery: bool, parcel_content: str, contact: returnContactSchema },
} as const;
export const returnOrderAnswerSchema = dataOf('ReturnOrderAnswer', returnOrderSchema);

export const withdrawalStatementSchema = {
  title: 'WithdrawalStatement',
  type: 'object',
  required: ['statement_token', 'stated_at', 'expires_at', 'text', 'shop', 'order_reference', 'items', 'drop_off_method', 'contact'],
  properties: {
    statement_token: str,
    stated_at: str,
    expires_at: str,
    text: str,
    shop: str,
    order_reference: str,
    items: { type: 'array', items: returnItemSchema },
    drop_off_method: { type: 'string', enum: RETURN_DROP_OFF_METHODS },
    carrier_id: nullableInt,
    refund_iban: nullableStr,
    contact: returnContactSchema,
  },
} as const;
export const withdrawalStatementAnswerSchema = dataOf('WithdrawalStatementAnswer', withdrawalStatementSchema);

export const guestReturnSchema = {
  title: 'GuestReturn',
  type: 'object',
  required: ['id', 'shop_name', 'status', 'status_name', 'order_reference', 'items', 'drop_off_method', 'drop_off_name', 'carrier_name', 'refusal_reason', 'refund_iban_last4', 'stated_at', 'confirmed_at', 'history', 'awb', 'shipment', 'label_url'],
  properties: {
    id: int,
    shop_name: str,
    status: statusEnum,
    status_name: str,
    order_reference: str,
    items: { type: 'array', items: returnItemSchema },
    drop_off_method: { type: 'string', enum: RETURN_DROP_OFF_METHODS },
    drop_off_name: str,
    carrier_name: nullableStr,
    refusal_reason: nullableStr,
    refund_iban_last4: nullableStr,
    stated_at: str,
    confirmed_at: str,
    history: { type: 'array', items: returnHistoryItemSchema },
    /** The return shipment's AWB once booked (the push button shows with it). */
    awb: nullableStr,
    shipment: orNull(returnShipmentSchema),
    /** The label's download through the guest's signed link, when the return goes on a label. */
    label_url: nullableStr,
  },
} as const;
export const guestReturnAnswerSchema = dataOf('GuestReturnAnswer', guestReturnSchema);
/** Paying a return: the processor's page to go to (card), or the request as it now stands (wallet). */
export const returnPayAnswerSchema = dataOf('ReturnPayAnswer', { type: 'object', required: ['redirect_url', 'return'], properties: { redirect_url: nullableStr, return: orNull(guestReturnSchema) } });

export const filedReturnSchema = {
  title: 'FiledReturn',
  type: 'object',
  required: ['return', 'access_token', 'link'],
  properties: { return: guestReturnSchema, access_token: str, link: str },
} as const;
export const filedReturnAnswerSchema = dataOf('FiledReturnAnswer', filedReturnSchema);
export const returnPhotoAnswerSchema = dataOf('ReturnPhotoAnswer', { type: 'object', required: ['id', 'content_type', 'size'], properties: { id: int, content_type: str, size: int } });

