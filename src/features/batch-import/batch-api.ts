// The batch import's calls (/api/private/batches, bearer), typed by the shared contract
// (src/shared/batch-import.ts): the server's answers (`data`) turned into what the screen shows; the
// mapping is sent as the server stores it: file header -> field.
import { http, requestFile } from '../../lib/http.ts';
import { BATCH_ROW_FIELDS } from '../../shared/batch-import.ts';
import type {
  BatchAnswer,
  BatchCreateRequest,
  BatchQuoteAnswer,
  BatchRowField,
  BatchRowQuote,
  BatchRowVerdict,
  BatchRowsRequest,
  BatchStatus,
} from '../../shared/batch-import.ts';
import type { AddressPage } from '../../shared/api/private-answers.ts';
import type { ColumnMapping } from './header-match.ts';

function unwrap<T>(answer: unknown): T {
  const a = answer as { data?: unknown } | null;
  return (a && typeof a === 'object' && 'data' in a && a.data !== undefined ? a.data : answer) as T;
}

export async function validateRows(body: BatchRowsRequest, signal?: AbortSignal): Promise<BatchRowVerdict[]> {
  return unwrap<BatchRowVerdict[]>(await http.post('private/batches/validate', body, { signal }));
}

export interface BatchQuote {
  rows: BatchRowQuote[];
  /** Bani, VAT included. */
  total: number;
}

export async function quoteRows(body: BatchRowsRequest): Promise<BatchQuote> {
  const answer = unwrap<BatchQuoteAnswer>(await http.post('private/batches/quote', body));
  return { rows: answer.rows, total: answer.total_bani };
}

export interface CreatedBatch {
  id: number;
  redirectUrl: string | null;
}

/** 201 paid from the wallet, 202 with the card processor's page; 409 the same file again. */
export async function createBatch(body: BatchCreateRequest, idempotencyKey: string): Promise<CreatedBatch> {
  const answer = unwrap<{ id?: number; batch?: { id: number }; payment?: { redirect_url?: string | null } }>(
    await http.post('private/batches', body, { headers: { 'Idempotency-Key': idempotencyKey } }),
  );
  return { id: answer.batch?.id ?? answer.id ?? 0, redirectUrl: answer.payment?.redirect_url ?? null };
}

export type BatchRowState = 'pending' | 'booked' | 'refused';

export interface BatchRowView {
  index: number;
  reference?: string | null;
  recipient_name?: string | null;
  locality?: string | null;
  order_id?: number | null;
  awb?: string | null;
  status: BatchRowState;
  /** Why the carrier refused the row (Romanian). */
  reason?: string | null;
  refunded?: boolean;
}

export interface BatchView {
  id: number;
  number?: string;
  status: BatchStatus;
  file_name: string;
  total?: number;
  rows: BatchRowView[];
}

/** A row as the batch page shows it: booked once its AWB is issued, refused (and refunded) with the carrier's reason. */
function rowOf(row: BatchAnswer['rows'][number]): BatchRowView {
  const state: BatchRowState = row.awb ? 'booked' : row.refused_reason ? 'refused' : 'pending';
  return {
    index: row.index,
    reference: row.reference,
    recipient_name: row.recipient_name,
    locality: row.locality,
    order_id: row.order_id,
    awb: row.awb,
    status: state,
    reason: row.refused_reason,
    // A row the carrier refused is refunded to the wallet by the server (services/batches/).
    refunded: state === 'refused',
  };
}

export async function getBatch(id: number, signal?: AbortSignal): Promise<BatchView> {
  const { batch, rows } = unwrap<BatchAnswer>(await http.get(`private/batches/${id}`, { signal }));
  return { id: batch.id, number: batch.number, status: batch.status, file_name: batch.file_name, total: batch.total_bani, rows: rows.map(rowOf) };
}

export type LabelFormat = 'A6' | 'A4_4xA6' | 'ZPL203' | 'ZPL300';

export function batchLabels(id: number, format: LabelFormat) {
  const query = format.startsWith('ZPL') ? { format: 'ZPL', dpi: format.slice(3) } : { format };
  return requestFile(`private/batches/${id}/labels`, { query });
}

/** The batch's statuses (AWB, carrier, status, last event, its date, cash on delivery) as a file. */
export function batchStatuses(id: number, format: 'csv' | 'xlsx') {
  return requestFile('private/exports/statuses', { query: { format, batch_id: String(id) } });
}

const FIELDS = new Set<string>(BATCH_ROW_FIELDS);

/** The account's last mapping (header -> field on the wire), as field -> header. */
export async function savedMapping(): Promise<ColumnMapping | null> {
  try {
    const answer = unwrap<{ mapping?: Record<string, string> | null }>(await http.get('private/batches/mapping'));
    if (!answer.mapping) return null;
    const mapping: ColumnMapping = {};
    for (const [header, field] of Object.entries(answer.mapping)) if (FIELDS.has(field)) mapping[field as BatchRowField] = header;
    return mapping;
  } catch {
    return null; // no saved mapping (or offline): the header guess alone
  }
}

export async function saveMapping(mapping: ColumnMapping): Promise<void> {
  const wire: Record<string, string> = {};
  for (const [field, header] of Object.entries(mapping)) if (header) wire[header] = field;
  await http.put('private/batches/mapping', { mapping: wire });
}

/** The account's sender addresses (the address book's shipping addresses). */
export async function senderAddresses(): Promise<AddressPage['data']> {
  return (await http.get<AddressPage>('private/addresses', { query: { kind: 'shipping', all: 1 } })).data;
}

export async function walletBalance(): Promise<number | null> {
  try {
    return unwrap<{ balance_bani: number }>(await http.get('private/wallet')).balance_bani;
  } catch {
    return null;
  }
}
