// The PGlite of DATA_DIR on its own thread (server/db/pglite-thread.ts) behaves as PGlite in-process
// does for everything the app relies on: a transaction holds the session (another caller's statement
// waits and never sees its rows before COMMIT), a throw rolls it back, nested transactions are
// savepoints, advisory locks work, PostgreSQL's error fields (code, constraint) reach the caller,
// the values are the same as drizzle's PGlite driver gives in-process, NOTIFY reaches a listener
// once its transaction commits (db/notifications.ts: the API keys' memory), and the data is on disk
// after close (the migrations of the prepared data dir then find it up to date).
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isEmbedded, openDatabase, rowsOf, type Database } from '../../server/db/client.ts';
import { migrate } from '../../server/db/migrate.ts';
import { canListen, listen } from '../../server/db/notifications.ts';
import { eventually } from './helpers/orders.ts';
import { tempDir } from './helpers/app.ts';
import { preparePgliteDataDir } from './helpers/databases.ts';

describe('PGlite of DATA_DIR on its own thread', () => {
  let dataDir: string;
  let database: Database;
  const rows = async <T>(statement: ReturnType<typeof sql>) => rowsOf<T>(await database.db.execute(statement));

  beforeAll(async () => {
    dataDir = tempDir('pglite-thread');
    await preparePgliteDataDir(dataDir);
    database = await openDatabase({ dataDir, databaseUrl: null, pgliteThread: 'worker' });
    await database.db.execute(sql`create table thread_items (id int primary key, label text, at timestamptz not null default now(), amount numeric, doc jsonb)`);
  }, 60_000);
  afterAll(async () => database?.close());

  it('is the embedded database, with the values drizzle gives in-process', async () => {
    expect(database.kind).toBe('pglite');
    expect(isEmbedded(database.db)).toBe(true);
    await database.db.execute(sql`insert into thread_items (id, label, amount, doc) values (1, 'Cluj', 12.50, '{"a": [1, 2]}')`);
    const [item] = await rows<{ id: number; at: unknown; amount: unknown; doc: unknown }>(sql`select id, at, amount, doc from thread_items where id = 1`);
    // drizzle's driver keeps timestamps as PostgreSQL's text; numeric is text, jsonb parsed.
    expect(item).toMatchObject({ id: 1, amount: '12.50', doc: { a: [1, 2] } });
    expect(item!.at).toMatch(/^\d{4}-\d\d-\d\d \d\d:\d\d:\d\d/);
  });

  it('holds the session for a transaction: another statement waits, and never runs inside it', async () => {
    const order: string[] = [];
    let inside = 0;
    const transaction = database.db
      .transaction(async (tx) => {
        await tx.execute(sql`insert into thread_items (id, label) values (2, 'în tranzacție')`);
        await tx.execute(sql`select pg_sleep(0.2)`);
        inside = rowsOf<{ n: number }>(await tx.execute(sql`select count(*)::int as n from thread_items`))[0]!.n;
        throw new Error('înapoi');
      })
      .catch(() => order.push('transaction'));
    // Sent while the transaction runs: run inside it, it would count its row; it waits for ROLLBACK.
    const outside = rows<{ n: number }>(sql`select count(*)::int as n from thread_items`).finally(() => order.push('outside'));
    await Promise.all([transaction, outside]);
    expect(inside).toBe(2);
    expect((await outside)[0]!.n).toBe(1);
    expect(order).toEqual(['transaction', 'outside']);
  });

  it('rolls back a transaction that throws, and a nested one as a savepoint', async () => {
    await expect(
      database.db.transaction(async (tx) => {
        await tx.execute(sql`insert into thread_items (id) values (3)`);
        throw new Error('renunț');
      }),
    ).rejects.toThrow('renunț');
    await database.db.transaction(async (tx) => {
      await tx.execute(sql`insert into thread_items (id) values (4)`);
      await expect(
        tx.transaction(async (inner) => {
          await inner.execute(sql`insert into thread_items (id) values (5)`);
          throw new Error('doar interiorul');
        }),
      ).rejects.toThrow('doar interiorul');
      await tx.transaction(async (inner) => inner.execute(sql`insert into thread_items (id) values (6)`));
    });
    expect((await rows<{ id: number }>(sql`select id from thread_items where id between 3 and 6 order by id`)).map((r) => r.id)).toEqual([4, 6]);
  });

  it("hands PostgreSQL's error fields to the caller, and the session stays usable", async () => {
    const error = await database.db.execute(sql`insert into thread_items (id) values (1)`).catch((e: unknown) => e);
    const cause = (error as { cause?: { code?: string; constraint?: string } }).cause;
    expect(cause).toMatchObject({ code: '23505', constraint: 'thread_items_pkey' });
    const failed = await database.db.transaction(async (tx) => tx.execute(sql`select 1 / 0`)).catch((e: unknown) => e);
    expect((failed as { cause?: { code?: string } }).cause?.code).toBe('22012');
    expect(await rows(sql`select pg_try_advisory_xact_lock(1, 2) as locked`)).toEqual([{ locked: true }]);
  });

  it('delivers NOTIFY to a listener when its transaction commits, never a rolled back one', async () => {
    expect(canListen(database.db)).toBe(true);
    const heard: string[] = [];
    let up = false;
    const listening = listen(database.db, 'thread_news', { notified: (payload) => heard.push(payload), up: () => (up = true), down: () => {} });
    try {
      await eventually(async () => up);
      await database.db.transaction(async (tx) => tx.execute(sql`select pg_notify('thread_news', 'committed')`));
      await database.db.transaction(async (tx) => {
        await tx.execute(sql`select pg_notify('thread_news', 'rolled back')`);
        throw new Error('roll back');
      }).catch(() => {});
      await database.db.execute(sql`notify thread_news, 'after'`);
      await eventually(async () => heard.includes('after'));
      expect(heard).toEqual(['committed', 'after']);
    } finally {
      await listening.close();
    }
  });

  it('keeps the data on disk: closed and opened again, the rows and the migrations are there', async () => {
    await database.close();
    database = await openDatabase({ dataDir, databaseUrl: null, pgliteThread: 'worker' });
    expect(await migrate(database.db)).toEqual([]);
    expect((await rows<{ id: number }>(sql`select id from thread_items order by id`)).map((r) => r.id)).toEqual([1, 4, 6]);
  }, 60_000);
});
