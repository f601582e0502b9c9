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
import { encodeAnswer, type AnswerEncoding } from '../answer-compression.ts';
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

/** Answers of 1 kB or more are compressed (as the HTTP layer does: http/compression.ts). */
const COMPRESS_FROM = 1024;

/**
 * A page's answer: its JSON, and its bytes in each encoding a client asked for, made once while the
 * page stands (compressing 50 orders is most of what answering them again would cost).
 */
export class PageAnswer {
  readonly #bytes = new Map<string, Buffer>();
  constructor(readonly json: string) {}

  /** What to send a client that accepts `accepted`, and its encoding (null: as it is). */
  bytes(accepted: AnswerEncoding): { body: Buffer; encoding: AnswerEncoding } {
    const encoding = this.json.length < COMPRESS_FROM ? null : accepted;
    const name = encoding ?? 'identity';
    let body = this.#bytes.get(name);
    if (!body) {
      body = encoding ? encodeAnswer(this.json, encoding) : Buffer.from(this.json);
      this.#bytes.set(name, body);
    }
    return { body, encoding };
  }

  /** Bytes it may hold: the JSON (UTF-16) and its encodings to come (each a fraction of it). */
  get weight(): number {
    return this.json.length * 3;
  }
}

/** Answers kept per process: the most recently used, a bounded number of bytes. */
export class OrderListCache {
  readonly #pages = new Map<string, PageAnswer>();
  /** Pages being written: the requests that ask for one meanwhile wait for it instead of each writing it. */
  readonly writing = new Map<string, Promise<PageAnswer>>();
  #bytes = 0;
  constructor(readonly maxBytes = 32 * 1024 * 1024) {}

  get(key: string): PageAnswer | undefined {
    const page = this.#pages.get(key);
    if (page !== undefined) {
      // Most recently used last: the first in the map is the first dropped.
      this.#pages.delete(key);
      this.#pages.set(key, page);
    }
    return page;
  }

  set(key: string, page: PageAnswer): void {
    if (page.weight > this.maxBytes) return;
    const old = this.#pages.get(key);
    if (old !== undefined) this.#bytes -= old.weight;
    this.#pages.delete(key);
    this.#pages.set(key, page);
    this.#bytes += page.weight;
    for (const [first, kept] of this.#pages) {
      if (this.#bytes <= this.maxBytes) break;
      this.#pages.delete(first);
      this.#bytes -= kept.weight;
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
export async function orderPageAnswer(db: AppDb, cache: OrderListCache, door: string, query: OrderPageQuery, write: PageWriter): Promise<PageAnswer> {
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
      const answer = new PageAnswer(write({ items, total }));
      cache.set(key, answer);
      return answer;
    })().finally(() => cache.writing.delete(key));
    cache.writing.set(key, writing);
  }
  return writing;
}
