#!/usr/bin/env node
// Which module of server/services writes which table (drizzle .insert/.update/.delete(table) and raw
// SQL insert into / update / delete from): each table has one writing module, its owner; the only
// others allowed are the retention sweep and the erasure of an account (WRITE_EXCEPTIONS). A module is
// a folder of server/services (or a file directly in it); the rest of server/ writes through them.
// `node scripts/table-writers.mjs` prints the map; tests/unit/table-writers.test.ts holds the rule.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import { fileURLToPath } from 'node:url';

/** Files that may delete any module's rows, with their reason. */
export const WRITE_EXCEPTIONS = {
  'server/services/retention.ts': 'retention: rows past their keeping period',
  'server/services/auth/erase-customer.ts': "erasure: an account's personal data, on request (GDPR art. 17)",
};

const walk = (dir) =>
  readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    return statSync(path).isDirectory() ? walk(path) : path.endsWith('.ts') ? [path] : [];
  });

/** { table: { module: [files] } } for the server under `root`, exceptions left out. */
export function tableWriters(root) {
  const tables = new Map();
  for (const file of walk(join(root, 'server/db'))) {
    for (const m of readFileSync(file, 'utf8').matchAll(/const (\w+) = pgTable\(\s*'(\w+)'/g)) tables.set(m[1], m[2]);
  }
  const sqlNames = new Set(tables.values());
  const writers = {};
  for (const file of walk(join(root, 'server'))) {
    const rel = relative(root, file).split(sep).join('/');
    if (rel.startsWith('server/db/') || rel in WRITE_EXCEPTIONS) continue;
    const parts = rel.split('/');
    const module = parts[1] === 'services' ? parts[2].replace(/\.ts$/, '') : `${parts[1]}/`;
    const source = readFileSync(file, 'utf8');
    const add = (table) => {
      const byModule = (writers[table] ??= {});
      const files = (byModule[module] ??= []);
      if (!files.includes(rel)) files.push(rel);
    };
    for (const m of source.matchAll(/\.(?:insert|update|delete)\((\w+)\)/g)) if (tables.has(m[1])) add(tables.get(m[1]));
    for (const m of source.matchAll(/\b(?:insert\s+into|update|delete\s+from)\s+([a-z_]+)\b/gi)) if (sqlNames.has(m[1])) add(m[1]);
  }
  return writers;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const writers = tableWriters(fileURLToPath(new URL('..', import.meta.url)));
  let shared = 0;
  for (const table of Object.keys(writers).sort()) {
    const modules = Object.keys(writers[table]);
    if (modules.length > 1) shared += 1;
    console.log(`${modules.length > 1 ? '!' : ' '} ${table}: ${modules.map((m) => `${m} (${writers[table][m].join(', ')})`).join('; ')}`);
  }
  console.log(`${Object.keys(writers).length} tables written; ${shared} by more than one module`);
}
