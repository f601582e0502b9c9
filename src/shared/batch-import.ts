// The batch import's contract (issue #34), shared by the app (the import screen and its Web Worker)
// and the server (src/ and server/ import it): the limits, the canonical row every file is mapped to
// (whatever its columns: our template, Shopify's, WooCommerce's, PrestaShop's, Gomag's or eMAG
// Marketplace's orders export), the batch's defaults and the wire shapes of the calls under
// /api/private/batches. Pure data and types only.

export const BATCH_LIMITS = {
  maxRows: 1000,
  maxFileBytes: 5 * 1024 * 1024,
} as const;

/** The fields a file's columns map to: one row is one parcel shipment to one recipient. */
export const BATCH_ROW_FIELDS = [
  'reference',
  'recipient_name',
  'company',
  'phone',
  'email',
  'county',
  'locality',
  /** One address line ("Str. Memorandumului nr. 28, bl. A, ap. 3"), or street_name + street_no. */
  'address_line',
  'street_name',
  'street_no',
  'address_details',
  'postal_code',
  'locker_id',
  'weight_kg',
  'length_cm',
  'width_cm',
  'height_cm',
  'parcels',
  'content',
  'cod_amount',
  'declared_value',
  'notes',
] as const;
export type BatchRowField = (typeof BATCH_ROW_FIELDS)[number];

/** A row as mapped from the file: every value the text the file held (trimmed), absent when empty. */
export type BatchRow = Partial<Record<BatchRowField, string>>;

/** Applied to every row that has no value of its own. */
export interface BatchDefaults {
  /** The sender: one of the account's addresses (address book id). */
  sender_address_id: number;
  /** A carrier and service, or 'cheapest' (per row, among the carriers that serve it). */
  carrier: { carrier_id: number; service_id: number } | 'cheapest';
  parcel: { weight_kg: number; length_cm: number; width_cm: number; height_cm: number };
  content: string;
  /** The options of a single order (open_package, saturday_delivery, ...), the same names. */
  options: Record<string, boolean>;
  /** The IBAN cash-on-delivery money is paid to (rows with cod_amount). */
  cod_iban?: string;
}

/** POST /api/private/batches/validate and /quote take this; nothing is saved. */
export interface BatchRowsRequest {
  rows: BatchRow[];
  defaults: BatchDefaults;
}

/** One row's verdict: Romanian messages by field, and fixes that are certain (field -> value). */
export interface BatchRowVerdict {
  index: number;
  ok: boolean;
  errors: Partial<Record<BatchRowField | 'row', string>>;
  suggestions: Partial<Record<BatchRowField, string>>;
}

/** A row's price, itemised as a single order's (bani, VAT included in total). */
export interface BatchRowQuote {
  index: number;
  carrier_id: number;
  service_id: number;
  price: { net: number; vat: number; total: number; items: { label: string; amount: number }[] };
}

/** POST /api/private/batches (Idempotency-Key header): the batch, paid once. */
export interface BatchCreateRequest extends BatchRowsRequest {
  file_name: string;
  /** SHA-256 (hex) of the file's bytes: the same file twice is refused unless confirm_duplicate. */
  file_sha256: string;
  confirm_duplicate?: boolean;
  payment: { method: 'wallet' } | { method: 'card' };
}

export const BATCH_STATUSES = ['awaiting_payment', 'paid', 'booking', 'done', 'cancelled'] as const;
export type BatchStatus = (typeof BATCH_STATUSES)[number];

// ---------------------------------------------------------------- the server's answers (added by the server side of #34)

/** POST /api/private/batches/quote: `data`. */
export interface BatchQuoteAnswer {
  rows: BatchRowQuote[];
  /** Bani, VAT included: what the batch costs. */
  total_bani: number;
}

/** A batch as listed (GET /api/private/batches: `data[]`, with `meta` the usual pagination). */
export interface BatchView {
  id: number;
  /** LOT-<year>-<id>: the batch's labels file is named after it. */
  number: string;
  file_name: string;
  status: BatchStatus;
  payment_method: 'wallet' | 'card';
  row_count: number;
  total_bani: number;
  booked_count: number;
  /** Rows the carrier refused at booking (refunded to the wallet). */
  refused_count: number;
  created_at: string;
}

/** One row's order in a batch, in the file's order. */
export interface BatchRowView {
  index: number;
  order_id: number;
  number: string;
  reference: string | null;
  recipient_name: string;
  locality: string;
  carrier_id: number;
  service_id: number;
  awb: string | null;
  /** The order's status (paid while its AWB is on its way, booking_failed when the carrier refused it). */
  status: string;
  /** The carrier's reason, when it refused the row. */
  refused_reason: string | null;
  total_bani: number;
  price: BatchRowQuote['price'];
}

/**
 * POST /api/private/batches (201 wallet, 202 card: pay at `payment.redirect_url`, 402 refused) and
 * GET /api/private/batches/{id}: `data`. `payment` is the private API's payment view (purpose 'batch').
 */
export interface BatchAnswer {
  batch: BatchView;
  payment: { id: string; purpose: string; method: string; status: string; amount_bani: number; redirect_url: string | null; failure_reason: string | null; refunded_bani: number } | null;
  rows: BatchRowView[];
}
