// A shop's requests inbox: the filters (status, reason, Romanian calendar days, text), a page of
// requests newest first whose ids are read from the index (return_requests_customer_idx, or
// _customer_status_idx with a status: a deep page skips index entries, never rows), the total of the
// filter, the counts per status (from the status index alone), and one request's detail with its
// history and its photos' list. Another shop's request is not found.
import { and, count, desc, eq, gte, inArray, like, lt, sql, type SQL } from 'drizzle-orm';
import type { AppDb } from '../../db/client.ts';
import { RETURN_STATUSES, returnPhotos, returnRequests, returnStatusHistory, type ReturnStatus } from '../../db/schema.ts';
import { Failure, validationFailure, type FieldErrors } from '../failure.ts';
import { containing, searchable } from './context.ts';

export type ReturnRow = typeof returnRequests.$inferSelect;

export interface InboxFilter {
  status?: ReturnStatus;
  reason?: string;
  /** Romanian calendar days, yyyy-mm-dd, both included. */
  from?: string;
  to?: string;
  text?: string;
  /** Only test-mode requests (true) or only live ones (false): the public API's key sees its mode's. */
  testMode?: boolean;
}

export const INBOX_MESSAGES = {
  status: `Starea trebuie să fie una dintre: ${RETURN_STATUSES.join(', ')}.`,
  date: 'Data trebuie să fie în forma AAAA-LL-ZZ.',
  range: 'Data de început trebuie să fie înaintea celei de sfârșit.',
  text: 'Textul căutat are cel mult 100 de caractere.',
  reason: 'Motivul are cel mult 100 de caractere.',
  notFound: 'Cererea de retur nu există.',
} as const;

function isDay(value: string): boolean {
  if (!/^(19|2\d)\d{2}-\d{2}-\d{2}$/.test(value)) return false;
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().startsWith(value);
}

/** The inbox's filters from a query, checked (a 422 with every problem). */
export function inboxFilterOf(query: { status?: string; reason?: string; from?: string; to?: string; q?: string }): InboxFilter {
  const errors: FieldErrors = {};
  const filter: InboxFilter = {};
  if (query.status) {
    if ((RETURN_STATUSES as readonly string[]).includes(query.status)) filter.status = query.status as ReturnStatus;
    else errors.status = [INBOX_MESSAGES.status];
  }
  if (query.reason?.trim()) {
    if ([...query.reason.trim()].length <= 100) filter.reason = query.reason.trim();
    else errors.reason = [INBOX_MESSAGES.reason];
  }
  for (const key of ['from', 'to'] as const) {
    const value = query[key];
    if (!value) continue;
    if (isDay(value)) filter[key] = value;
    else errors[key] = [INBOX_MESSAGES.date];
  }
  if (filter.from && filter.to && filter.from > filter.to) errors.to = [INBOX_MESSAGES.range];
  if (query.q?.trim()) {
    if ([...query.q.trim()].length <= 100) filter.text = searchable(query.q);
    else errors.q = [INBOX_MESSAGES.text];
  }
  if (Object.keys(errors).length) throw validationFailure(errors);
  return filter;
}

const bucharestDay = (day: string) => sql`(${day}::date)::timestamp at time zone 'Europe/Bucharest'`;

/** The filter's condition, the account's own requests only. */
export function inboxWhere(customerId: number, filter: InboxFilter): SQL {
  const parts: (SQL | undefined)[] = [eq(returnRequests.customerId, customerId)];
  if (filter.status) parts.push(eq(returnRequests.status, filter.status));
  if (filter.reason) parts.push(sql`${returnRequests.items} @> ${JSON.stringify([{ reason: filter.reason }])}::jsonb`);
  if (filter.from) parts.push(gte(returnRequests.createdAt, bucharestDay(filter.from)));
  if (filter.to) parts.push(lt(returnRequests.createdAt, sql`${bucharestDay(filter.to)} + interval '1 day'`));
  if (filter.text) parts.push(like(returnRequests.searchText, containing(filter.text)));
  if (filter.testMode !== undefined) parts.push(eq(returnRequests.testMode, filter.testMode));
  return and(...parts)!;
}

/** A page of the shop's requests (newest first) and the filter's total. */
export async function listReturns(db: AppDb, customerId: number, filter: InboxFilter, page: number, perPage: number): Promise<{ rows: ReturnRow[]; total: number }> {
  const where = inboxWhere(customerId, filter);
  const ids = db.select({ id: returnRequests.id }).from(returnRequests).where(where).orderBy(desc(returnRequests.id)).limit(perPage).offset((page - 1) * perPage).as('page');
  const [rows, [total]] = await Promise.all([
    db.select({ row: returnRequests }).from(ids).innerJoin(returnRequests, eq(returnRequests.id, ids.id)).orderBy(desc(returnRequests.id)),
    db.select({ n: count() }).from(returnRequests).where(where),
  ]);
  return { rows: rows.map((r) => r.row), total: total?.n ?? 0 };
}

/** How many requests the shop has in each status (every status named, 0 included); with `testMode`, of that mode only. */
export async function statusCounts(db: AppDb, customerId: number, testMode?: boolean): Promise<Record<ReturnStatus, number>> {
  const mode = testMode === undefined ? undefined : eq(returnRequests.testMode, testMode);
  const rows = await db.select({ status: returnRequests.status, n: count() }).from(returnRequests).where(and(eq(returnRequests.customerId, customerId), mode)).groupBy(returnRequests.status);
  const counts = Object.fromEntries(RETURN_STATUSES.map((s) => [s, 0])) as Record<ReturnStatus, number>;
  for (const row of rows) counts[row.status] = Number(row.n);
  return counts;
}

/** A request id from a path parameter, or null. */
export function returnIdOf(raw: string): number | null {
  return /^\d{1,15}$/.test(raw) && Number(raw) > 0 ? Number(raw) : null;
}

export const returnNotFound = () => new Failure(404, 'not_found', INBOX_MESSAGES.notFound);

/** The shop's request `id` (a 404 for another shop's, or none). */
export async function ownReturn(db: AppDb, customerId: number, rawId: string | number): Promise<ReturnRow> {
  const id = typeof rawId === 'number' ? rawId : returnIdOf(rawId);
  const [row] = id === null ? [] : await db.select().from(returnRequests).where(and(eq(returnRequests.id, id), eq(returnRequests.customerId, customerId)));
  if (!row) throw returnNotFound();
  return row;
}

export async function historyOf(db: AppDb, returnId: number) {
  return db.select().from(returnStatusHistory).where(eq(returnStatusHistory.returnId, returnId)).orderBy(returnStatusHistory.id);
}

export async function photosOf(db: AppDb, returnIds: number[]) {
  if (!returnIds.length) return [];
  return db
    .select({ id: returnPhotos.id, returnId: returnPhotos.returnId, contentType: returnPhotos.contentType, size: returnPhotos.size, createdAt: returnPhotos.createdAt })
    .from(returnPhotos)
    .where(inArray(returnPhotos.returnId, returnIds))
    .orderBy(returnPhotos.id);
}

/** One photo of the shop's request (a 404 for another's). */
export async function ownPhoto(db: AppDb, customerId: number, rawReturnId: string, rawPhotoId: string): Promise<{ bytes: Buffer; type: string }> {
  const returnId = returnIdOf(rawReturnId);
  const photoId = returnIdOf(rawPhotoId);
  const [row] =
    returnId === null || photoId === null
      ? []
      : await db
          .select({ data: returnPhotos.data, type: returnPhotos.contentType })
          .from(returnPhotos)
          .where(and(eq(returnPhotos.id, photoId), eq(returnPhotos.returnId, returnId), eq(returnPhotos.customerId, customerId)));
  if (!row) throw new Failure(404, 'not_found', 'Fotografia nu există.');
  return { bytes: row.data, type: row.type };
}
