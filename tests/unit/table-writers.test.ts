// One writing module per table (README "How the parts fit"): a module that needs another's table
// changed asks its owner (a function of the owner, or an event its owner subscribes to). Only the
// retention sweep and the erasure of an account delete across modules (WRITE_EXCEPTIONS).
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { tableWriters } from '../../scripts/table-writers.mjs';

// Vitest runs from the repository's root.
const root = process.cwd();

describe('table writers', () => {
  it('gives every table of the server one writing module', () => {
    const writers = tableWriters(root);
    const shared = Object.entries(writers)
      .filter(([, modules]) => Object.keys(modules).length > 1)
      .map(([table, modules]) => `${table}: ${Object.entries(modules).map(([m, files]) => `${m} (${files.join(', ')})`).join('; ')}`);
    expect(shared).toEqual([]);
    // The measure sees the real writes: the orders table is written by the orders module.
    expect(Object.keys(writers.orders ?? {})).toEqual(['orders']);
    expect(Object.keys(writers).length).toBeGreaterThan(30);
  });

  it('finds drizzle and raw SQL writes, by module, and leaves the exceptions out', () => {
    const dir = mkdtempSync(join(tmpdir(), 'writers-'));
    const write = (path: string, text: string) => {
      mkdirSync(join(dir, path, '..'), { recursive: true });
      writeFileSync(join(dir, path), text);
    };
    write('server/db/schema-a.ts', "export const things = pgTable(\n  'things', {});\nexport const notes = pgTable('notes', {});");
    write('server/services/alpha/a.ts', 'await tx.insert(things).values({});');
    write('server/services/beta/b.ts', 'await db.execute(sql`update things set x = 1`);\nawait db.delete(notes);');
    write('server/services/retention.ts', 'await db.execute(sql`delete from notes where old`);');
    expect(tableWriters(dir)).toEqual({
      things: { alpha: ['server/services/alpha/a.ts'], beta: ['server/services/beta/b.ts'] },
      notes: { beta: ['server/services/beta/b.ts'] },
    });
  });
});
