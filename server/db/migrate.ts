// Applies the SQL migrations that drizzle-kit generated (journal in <folder>/meta/_journal.json).
// Our own migrator rather than drizzle's because we need two things it lacks:
// - a cross-process lock: all pending migrations run in ONE transaction that first takes
//   pg_advisory_xact_lock, so several server processes starting together apply them exactly once;
// - a clear failure: the transaction rolls back (data and schema_migrations stay as they were)
//   and MigrationError names the file and the database's own message.
// Applied migrations are recorded in `schema_migrations` (tag, hash, applied_at).
import { createHash } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { sql } from 'drizzle-orm';
import { pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import type { Config } from '../config/index.ts';
import { openDatabase, type AppDb, type Database } from './client.ts';

export const DEFAULT_MIGRATIONS_DIR = fileURLToPath(new URL('./migrations', import.meta.url));

// Kept out of schema.ts on purpose: drizzle-kit must not generate it, we create it ourselves.
const schemaMigrations = pgTable('schema_migrations', {
  tag: text('tag').primaryKey(),
  hash: text('hash').notNull(),
  appliedAt: timestamp('applied_at', { withTimezone: true }).notNull().defaultNow(),
});

// Any constant works; it only has to be the same in every process of this application.
const LOCK_KEY = 72_616_001;

export class MigrationError extends Error {
  override name = 'MigrationError';
  constructor(
    readonly file: string,
    readonly detail: string,
    options?: ErrorOptions,
  ) {
    super(`Migration ${file} failed: ${detail}`, options);
  }
}

interface Migration {
  tag: string;
  file: string;
  hash: string;
  statements: string[];
}

export async function readMigrations(dir: string): Promise<Migration[]> {
  const journalFile = join(dir, 'meta', '_journal.json');
  let journal: { entries: { idx: number; tag: string }[] };
  try {
    journal = JSON.parse(await readFile(journalFile, 'utf8'));
  } catch (error) {
    throw new MigrationError('meta/_journal.json', `cannot read ${journalFile}: ${messageOf(error)}`, { cause: error });
  }
  const entries = [...journal.entries].sort((a, b) => a.idx - b.idx);
  return Promise.all(
    entries.map(async ({ tag }) => {
      const file = `${tag}.sql`;
      const text = await readFile(join(dir, file), 'utf8').catch((error: unknown) => {
        throw new MigrationError(file, `cannot read it: ${messageOf(error)}`, { cause: error });
      });
      const statements = text.split('--> statement-breakpoint').map((s) => s.trim()).filter(Boolean);
      return { tag, file, hash: createHash('sha256').update(text).digest('hex'), statements };
    }),
  );
}

/** Applies every pending migration; returns the tags applied now (empty when up to date). */
export async function migrate(db: AppDb, dir: string = DEFAULT_MIGRATIONS_DIR): Promise<string[]> {
  const migrations = await readMigrations(dir);
  let current = '(setup)';
  try {
    return await db.transaction(async (tx) => {
      // The lock comes first: creating the bookkeeping table concurrently would race too.
      await tx.execute(sql`select pg_advisory_xact_lock(${LOCK_KEY})`);
      await tx.execute(sql`create table if not exists schema_migrations (
        tag text primary key, hash text not null, applied_at timestamptz not null default now())`);
      const applied = new Map(
        (await tx.select().from(schemaMigrations)).map((row) => [row.tag, row.hash] as const),
      );
      const done: string[] = [];
      for (const migration of migrations) {
        const appliedHash = applied.get(migration.tag);
        if (appliedHash !== undefined) {
          if (appliedHash !== migration.hash) {
            throw new MigrationError(migration.file, 'the file changed after it was applied; add a new migration instead');
          }
          continue;
        }
        current = migration.file;
        for (const statement of migration.statements) await tx.execute(sql.raw(statement));
        await tx.insert(schemaMigrations).values({ tag: migration.tag, hash: migration.hash });
        done.push(migration.tag);
      }
      return done;
    });
  } catch (error) {
    if (error instanceof MigrationError) throw error;
    throw new MigrationError(current, databaseMessage(error), { cause: error });
  }
}

// drizzle wraps driver errors ("Failed query: ..."); the database's own words are in `cause`.
function databaseMessage(error: unknown): string {
  const cause = error instanceof Error && error.cause instanceof Error ? error.cause : error;
  return messageOf(cause);
}

function messageOf(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}

/** Opens the configured database and brings it up to date; closed again when a migration fails. */
export async function openMigrated(config: Config): Promise<Database> {
  const database = await openDatabase(config);
  try {
    await migrate(database.db);
  } catch (error) {
    await database.close();
    throw error;
  }
  return database;
}
