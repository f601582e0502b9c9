// POST /batches/validate and /batches/quote: every row's verdict, and for a batch whose rows are all
// good, each row's price (the offer of its chosen carrier and service, or the cheapest serving it,
// itemised as a single order's) and the total. Nothing is saved.
import type { BatchQuoteAnswer, BatchRowQuote, BatchRowsRequest, BatchRowVerdict } from '../../../src/shared/batch-import.ts';
import { Failure, type FieldErrors } from '../failure.ts';
import type { CommerceContext } from '../orders/index.ts';
import type { RowCheckPool } from './check-pool.ts';
import { BATCH_MESSAGES, checkRows } from './rows.ts';

/** `pool`: the batch threads that check the rows (check-pool.ts); without it, this thread checks them. */
export async function validateBatch(ctx: CommerceContext, customerId: number, request: BatchRowsRequest, pool?: RowCheckPool): Promise<BatchRowVerdict[]> {
  const results = await checkRows(ctx, customerId, request, 'wallet', pool, false);
  return results.map((r) => r.verdict);
}

export type BatchQuote = BatchQuoteAnswer;

export async function quoteBatch(ctx: CommerceContext, customerId: number, request: BatchRowsRequest, pool?: RowCheckPool): Promise<BatchQuote> {
  const results = await checkRows(ctx, customerId, request, 'wallet', pool);
  const bad = results.filter((r) => !r.verdict.ok);
  if (bad.length) {
    const errors: FieldErrors = {};
    for (const { verdict } of bad) for (const [field, message] of Object.entries(verdict.errors)) errors[`rows.${verdict.index}.${field}`] = [message!];
    throw new Failure(422, 'invalid_rows', BATCH_MESSAGES.invalidRows(bad.length), { errors, data: { verdicts: bad.map((r) => r.verdict) } });
  }
  const rows = results.map(({ priced, verdict }): BatchRowQuote => {
    const { offer } = priced!;
    const b = offer.breakdown;
    return { index: verdict.index, carrier_id: offer.carrier_id, service_id: offer.service_id, price: { net: b.net_bani, vat: b.vat_bani, total: b.total_bani, items: b.lines.map((l) => ({ label: l.label, amount: l.amount })) } };
  });
  return { rows, total_bani: rows.reduce((sum, r) => sum + r.price.total, 0) };
}
