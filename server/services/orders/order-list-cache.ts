// A page of an account's orders, answered again from memory while nothing it shows has changed.
// order_counts holds, per account and mode, the exact total; order_list_versions a number the database
// moves at the commit of every change to the account's orders, their payments, shipments and tracking
// events (migration 0017). One small query reads both. A page's answer, written once, is kept under
// the version it was read at; a later change moves the version, so every process (the versions are
// in the shared database) reads the page afresh. Nothing goes stale, and a page asked for again costs
// one small query instead of three and the 50 views.
//   The version is read before the page: a page read while a change commits may hold the change
// under the older version, never older than its key says, only newer, which the next read replaces.
import { sql } from 'drizzle-orm';
import { rowsOf, type AppDb } from '../../db/client.ts';
import { listOrderRows } from './order-queries.ts';
import type { OrderBundle } from './order-view.ts';

export interface OrderPageQuery {
  customerId: number;
  page: number;
  perPage: number;
  /** A key's mode (true: its test orders); undefined: the app's list of every order. */
  testMode?: boolean;
}

/** Writes a page's answer: the door's shape, serialized (by its response schema on the public door). */
export type PageWriter = (page: { items: OrderBundle[]; total: number }) => string;

/** Answers kept per process: the most recently used, a bounded number of bytes. */
export class OrderListCache {
  readonly #pages = new Map<string, string>();
  /** Pages being written: the requests that ask for one meanwhile wait for it instead of each writing it. */
  readonly writing = new Map<string, Promise<string>>();
  #bytes = 0;
  constructor(readonly maxBytes = 32 * 1024 * 1024) {}

  get(key: string): string | undefined {
    const body = this.#pages.get(key);
    if (body !== undefined) {
      // Most recently used last: the first in the map is the first dropped.
      this.#pages.delete(key);
      this.#pages.set(key, body);
    }
    return body;
  }

  set(key: string, body: string): void {
    if (body.length * 2 > this.maxBytes) return;
    const old = this.#pages.get(key);
    if (old !== undefined) this.#bytes -= old.length * 2;
    this.#pages.delete(key);
    this.#pages.set(key, body);
    this.#bytes += body.length * 2;
    for (const [first, page] of this.#pages) {
      if (this.#bytes <= this.maxBytes) break;
      this.#pages.delete(first);
      this.#bytes -= page.length * 2;
    }
  }

  get size(): number {
    return this.#pages.size;
  }
}

/** The account's total in the caller's view (its mode, or both for the app) and its lists' version. */
async function countsOf(db: AppDb, customerId: number, testMode?: boolean): Promise<{ total: number; version: string }> {
  const mode = testMode === undefined ? sql`` : sql` and test_mode = ${testMode}`;
  const [row] = rowsOf<{ total: string | number; version: string | number | null }>(
    await db.execute(sql`
      select coalesce((select sum(orders) from order_counts where customer_id = ${customerId}${mode}), 0) as total,
             (select version from order_list_versions where customer_id = ${customerId}) as version`),
  );
  return { total: Number(row?.total ?? 0), version: String(row?.version ?? '-') };
}

/**
 * The page's answer, as `write` makes it, from memory when the account's versions have not moved
 * since it was written. `door` names the writer (each door's answer is its own).
 */
export async function orderPageAnswer(db: AppDb, cache: OrderListCache, door: string, query: OrderPageQuery, write: PageWriter): Promise<string> {
  const { customerId, page, perPage, testMode } = query;
  const { total, version } = await countsOf(db, customerId, testMode);
  const key = `${door}|${customerId}|${testMode ?? 'all'}|${page}|${perPage}|${version}`;
  const kept = cache.get(key);
  if (kept !== undefined) return kept;
  // A change just moved the version: the many clients asking for the page then wait for one read of it.
  let writing = cache.writing.get(key);
  if (!writing) {
    writing = (async () => {
      const items = total > (page - 1) * perPage ? await listOrderRows(db, customerId, page, perPage, testMode) : [];
      const body = write({ items, total });
      cache.set(key, body);
      return body;
    })().finally(() => cache.writing.delete(key));
    cache.writing.set(key, writing);
  }
  return writing;
}
