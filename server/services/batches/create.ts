// POST /api/private/batches: a batch of orders, paid once. Run once per Idempotency-Key
// (services/idempotency/: the batch is the key's resource, recorded in the transaction that makes
// it, so of two holders of the key one batch is made). Every row is checked again (rows.ts: the
// client is never trusted) and a batch with a bad row is refused; the same file again (its SHA-256,
// for the account) is refused with a warning unless confirm_duplicate. Then, in ONE transaction: the
// batch, one order per row (the single order's row: orders' orderValues) and its one payment:
//   wallet: the wallet debited once for the total (the customer row locked first, so two batches
//           never spend more than the balance), the payment recorded as paid, and every order paid
//           with its booking job queued (the queue's carriers lane books them, whatever process).
//   card:   the payment opened for the total; the customer pays on the processor's hosted page, and
//           the orders are paid and their bookings queued only when it succeeds (settlement.ts).
import { randomUUID } from 'node:crypto';
import { and, eq, ne, sql } from 'drizzle-orm';
import type { BatchCreateRequest } from '../../../src/shared/batch-import.ts';
import { rowsOf, type AppDb, type Tx } from '../../db/client.ts';
import { batchOrders, batches, customers, payments } from '../../db/schema.ts';
import { Failure, validationFailure, type FieldErrors } from '../failure.ts';
import { appKeyReused, idempotencyKeyOf, recordResource, releaseKey, withIdempotency, type IdempotencyHandle, type StoredAnswer } from '../idempotency/index.ts';
import { enqueue, JOB_KEYS } from '../jobs/index.ts';
import { insertBatchOrders, orderValues, safeReturnPath, type CommerceContext, type OrderValues, type Priced } from '../orders/index.ts';
import { createAtProcessor, formatRon, GatewayUnavailable, insertBatchPayment, lockCustomer, payerOf, paymentSucceeded, postMovement, queueReconcile, settle } from '../payments/index.ts';
import type { RowCheckPool } from './check-pool.ts';
import { BATCH_MESSAGES, checkRows } from './rows.ts';
import { batchAnswer, batchOf, type BatchRecord } from './views.ts';

export const BATCH_PATH = '/api/private/batches';
const DEFAULT_RETURN_PATH = '/expedieri/import';

export const CREATE_MESSAGES = {
  fileName: 'Numele fișierului lipsește sau este prea lung (cel mult 255 de caractere).',
  fileHash: 'Amprenta fișierului (SHA-256) lipsește sau nu este validă.',
  payment: 'Alege plata din portofel sau cu cardul.',
  duplicate: (file: string, number: string, when: Date) =>
    `Atenție: fișierul „${file}” a fost deja importat în lotul ${number} din ${when.toLocaleDateString('ro-RO', { timeZone: 'Europe/Bucharest' })}. Dacă trimiți din nou aceleași colete, confirmă că vrei un lot nou.`,
  unavailable: 'Plata nu a putut fi pornită acum. Încearcă din nou peste câteva momente, cu aceeași cheie Idempotency-Key.',
} as const;

function checkCreate(body: BatchCreateRequest): void {
  const errors: FieldErrors = {};
  if (typeof body.file_name !== 'string' || !body.file_name.trim() || body.file_name.length > 255) errors.file_name = [CREATE_MESSAGES.fileName];
  if (typeof body.file_sha256 !== 'string' || !/^[0-9a-f]{64}$/i.test(body.file_sha256)) errors.file_sha256 = [CREATE_MESSAGES.fileHash];
  const method = (body.payment as { method?: unknown } | undefined)?.method;
  if (method !== 'wallet' && method !== 'card') errors['payment.method'] = [CREATE_MESSAGES.payment];
  if (Object.keys(errors).length) throw validationFailure(errors);
}

/** The same file (its SHA-256) in an earlier batch of the account that was not cancelled: a 409 warning. */
async function refuseDuplicate(db: AppDb | Tx, customerId: number, body: BatchCreateRequest): Promise<void> {
  const [earlier] = await db
    .select({ id: batches.id, number: batches.number, createdAt: batches.createdAt })
    .from(batches)
    .where(and(eq(batches.customerId, customerId), eq(batches.fileSha256, body.file_sha256.toLowerCase()), ne(batches.status, 'cancelled')))
    .limit(1);
  if (!earlier) return;
  const message = CREATE_MESSAGES.duplicate(body.file_name, earlier.number, earlier.createdAt);
  throw new Failure(409, 'duplicate_file', message, { data: { batch_id: earlier.id, number: earlier.number } });
}

const yearOf = (now: Date) => Number(new Intl.DateTimeFormat('en', { timeZone: 'Europe/Bucharest', year: 'numeric' }).format(now));

/** Checks every row again and prices it: the rows' orders, or a 422 naming each bad row's fields. */
async function pricedRows(ctx: CommerceContext, customerId: number, body: BatchCreateRequest, pool: RowCheckPool | undefined): Promise<Priced[]> {
  const results = await checkRows(ctx, customerId, body, body.payment.method, pool);
  const bad = results.filter((r) => !r.verdict.ok);
  if (bad.length) {
    const errors: FieldErrors = {};
    for (const { verdict } of bad) for (const [field, message] of Object.entries(verdict.errors)) errors[`rows.${verdict.index}.${field}`] = [message!];
    throw new Failure(422, 'invalid_rows', BATCH_MESSAGES.invalidRows(bad.length), { errors, data: { verdicts: bad.map((r) => r.verdict) } });
  }
  return results.map((r) => r.priced!);
}

interface Made {
  batch: BatchRecord;
  values: OrderValues[];
}

async function insertAll(tx: Tx, ctx: CommerceContext, made: Made, method: 'wallet' | 'card', returnPath: string): Promise<void> {
  const { batch, values } = made;
  const paid = method === 'wallet';
  for (let i = 0; i < values.length; i += 200) {
    const slice = values.slice(i, i + 200);
    await insertBatchOrders(tx, slice, paid);
    await tx.insert(batchOrders).values(slice.map((v, j) => ({ batchId: batch.id, position: i + j, rowIndex: i + j, orderId: v.id })));
  }
  const paymentId = randomUUID();
  if (paid) {
    const description = `Plata lotului ${batch.number} (${values.length} ${values.length === 1 ? 'comandă' : 'comenzi'})`;
    const movement = await postMovement(tx, { customerId: batch.customerId, amountBani: -batch.totalBani, kind: 'order', reference: batch.number, description });
    const payment = await insertBatchPayment(tx, { id: paymentId, customerId: batch.customerId, amountBani: batch.totalBani, method: 'wallet', walletMovementId: movement.id });
    await tx.update(batches).set({ paymentId }).where(eq(batches.id, batch.id));
    await ctx.events.publish(tx, 'payment.succeeded', paymentSucceeded(payment));
    for (const v of values) {
      // At once (the order's own 'order.paid' job would wait a little for the request that paid to book it).
      await enqueue(tx, { kind: 'order.book', key: JOB_KEYS.booking(v.id), payload: { orderId: v.id } });
      await ctx.events.publish(tx, 'order.paid', { orderId: v.id });
    }
    return;
  }
  await insertBatchPayment(tx, { id: paymentId, customerId: batch.customerId, amountBani: batch.totalBani, method: 'card', gateway: ctx.gateway.name, returnPath });
  await queueReconcile(tx, paymentId);
  await tx.update(batches).set({ paymentId }).where(eq(batches.id, batch.id));
}

/** The batch and its orders, made once per key (the one another holder of the key made first otherwise). */
async function makeBatch(ctx: CommerceContext, customerId: number, body: BatchCreateRequest, handle: IdempotencyHandle, pool: RowCheckPool | undefined): Promise<number> {
  checkCreate(body);
  const priced = await pricedRows(ctx, customerId, body, pool);
  if (!body.confirm_duplicate) await refuseDuplicate(ctx.db, customerId, body);
  // Each order's row (its number taken from the orders' sequence, both ends resolved), a slice at a time.
  const ids = rowsOf<{ id: string | number }>(await ctx.db.execute(sql`select nextval(pg_get_serial_sequence('orders', 'id')) as id from generate_series(1, ${priced.length})`)).map((r) => Number(r.id));
  const values: OrderValues[] = [];
  for (let i = 0; i < priced.length; i += 50) values.push(...(await Promise.all(priced.slice(i, i + 50).map((p, j) => orderValues(ctx, p, ids[i + j])))));
  const [next] = rowsOf<{ id: string | number }>(await ctx.db.execute(sql`select nextval(pg_get_serial_sequence('batches', 'id')) as id`));
  const id = Number(next?.id);
  const method = body.payment.method;
  const returnPath = safeReturnPath('return_path' in body.payment ? (body.payment as { return_path?: string }).return_path : DEFAULT_RETURN_PATH);
  return ctx.db.transaction(async (tx) => {
    // The account's batches are made one at a time (its row locked, as every wallet writer does):
    // of two requests with the same file, the second sees the first.
    await lockCustomer(tx, customerId);
    if (handle.keyId !== null) {
      const recorded = Number(await recordResource(tx, handle.keyId, String(id)));
      if (recorded !== id) return recorded;
    }
    if (!body.confirm_duplicate) await refuseDuplicate(tx, customerId, body);
    const totalBani = values.reduce((sum, v) => sum + v.totalBani, 0);
    const [batch] = await tx
      .insert(batches)
      .values({
        id,
        number: `LOT-${yearOf(ctx.now())}-${String(id).padStart(6, '0')}`,
        customerId,
        fileName: body.file_name.trim(),
        fileSha256: body.file_sha256.toLowerCase(),
        status: method === 'wallet' ? 'booking' : 'awaiting_payment',
        paymentMethod: method,
        rowCount: values.length,
        totalBani,
        defaults: body.defaults as unknown as Record<string, unknown>,
      })
      .returning();
    await insertAll(tx, ctx, { batch: batch!, values }, method, returnPath);
    return id;
  });
}

/** A card batch's payment started at the processor (its hosted page), once; a processor that cannot be reached frees the key (502). */
async function startCardPayment(ctx: CommerceContext, batchId: number, handle: IdempotencyHandle): Promise<void> {
  const batch = await batchOf(ctx.db, batchId);
  if (!batch?.paymentId) return;
  const [payment] = await ctx.db.select().from(payments).where(eq(payments.id, batch.paymentId));
  if (payment?.status !== 'pending' || payment.method !== 'card') return;
  const [account] = await ctx.db.select({ email: customers.email, name: customers.name }).from(customers).where(eq(customers.id, batch.customerId));
  try {
    const deps = { gateway: ctx.gateway, publicUrl: ctx.config.publicUrl, now: () => ctx.now() };
    const result = await createAtProcessor(deps, payment, `Lotul ${batch.number} (${batch.rowCount} comenzi)`, payerOf({ email: account?.email ?? '', name: account?.name ?? '' }));
    await ctx.db.transaction((tx) => settle(tx, payment.id, result, { log: ctx.auth.log, events: ctx.events }));
  } catch (error) {
    if (!(error instanceof GatewayUnavailable)) throw error;
    ctx.auth.log.warn({ err: error, batchId }, 'the card processor is unavailable');
    if (handle.keyId !== null) await releaseKey(ctx.db, handle.keyId);
    throw new Failure(502, 'payment_unavailable', CREATE_MESSAGES.unavailable);
  }
}

/** POST /api/private/batches; `pool`: the batch threads that check the rows (check-pool.ts). */
export function createBatch(ctx: CommerceContext, customerId: number, keyHeader: string | string[] | undefined, body: BatchCreateRequest, pool?: RowCheckPool): Promise<StoredAnswer> {
  const key = idempotencyKeyOf(keyHeader);
  const request = { scope: `customer:${customerId}`, key, method: 'POST', path: BATCH_PATH, body, reused: appKeyReused };
  return withIdempotency(ctx.db, request, async (handle) => {
    const id = handle.resourceId !== null ? Number(handle.resourceId) : await makeBatch(ctx, customerId, body, handle, pool);
    await startCardPayment(ctx, id, handle);
    const answer = await batchAnswer(ctx, id);
    const { batch, payment } = answer;
    if (payment?.status === 'failed') return { status: 402, body: { reason: 'payment_failed', message: payment.failure_reason ?? 'Plata a fost refuzată.', data: answer } };
    if (payment?.status === 'requires_action') return { status: 202, body: { data: answer, message: `Plătește ${formatRon(batch.total_bani)} pe pagina procesatorului de plăți ca să trimitem cele ${batch.row_count} comenzi.` } };
    return { status: 201, body: { data: answer, message: `Lotul ${batch.number} a fost plătit: ${batch.row_count} comenzi, ${formatRon(batch.total_bani)}. AWB-urile se emit în câteva minute.` } };
  });
}
