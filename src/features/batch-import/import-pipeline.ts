// From a file's bytes to the rows the preview shows: read the table, recognise a shop platform's
// export or guess the column mapping (the account's saved one first), map every line, check the
// formats, and hash the bytes (the server refuses the same file twice unless confirmed). Runs in the
// Web Worker (import-worker.ts); pure, so the unit tests and the bench call it directly too.
import { BATCH_LIMITS } from '../../shared/batch-import.ts';
import type { BatchRow } from '../../shared/batch-import.ts';
import type { ColumnMapping } from './header-match.ts';
import { guessMapping, missingRequired } from './header-match.ts';
import { importText } from './import-copy.ts';
import type { RowErrors } from './map-rows.ts';
import { checkRow, mapWithColumns, mapWithPlatform } from './map-rows.ts';
import { detectPlatform } from './platform-formats.ts';
import type { PlatformId } from './platform-formats.ts';
import type { Table } from './read-table.ts';
import { ImportFileError, readTable } from './read-table.ts';

export interface ImportProgress {
  /** 0..1 */
  fraction: number;
  label: string;
}

export interface ParsedFile {
  kind: Table['kind'];
  encoding: Table['encoding'];
  delimiter: Table['delimiter'];
  headers: string[];
  /** Up to 3 lines of the file, for the mapper's examples. */
  sample: string[][];
  platform: { id: PlatformId; name: string } | null;
  mapping: ColumnMapping;
  /** True when the mapping still lacks a required field: the mapper must be shown. */
  needsMapping: boolean;
  rows: BatchRow[];
  lines: number[];
  checks: RowErrors[];
  sha256: string;
}

type Progress = (p: ImportProgress) => void;

async function sha256Hex(bytes: Uint8Array): Promise<string> {
  const digest = await crypto.subtle.digest('SHA-256', bytes as Uint8Array<ArrayBuffer>);
  return Array.from(new Uint8Array(digest), (b) => b.toString(16).padStart(2, '0')).join('');
}

/** Checks every row, reporting progress every 100 rows. */
function checkAll(rows: readonly BatchRow[], onProgress: Progress): RowErrors[] {
  const checks: RowErrors[] = [];
  rows.forEach((row, i) => {
    checks.push(checkRow(row));
    if (i % 100 === 99) onProgress({ fraction: 0.7 + (0.3 * (i + 1)) / rows.length, label: importText.progress.checking });
  });
  return checks;
}

function limitRows(count: number): void {
  if (count > BATCH_LIMITS.maxRows) throw new ImportFileError(importText.errors.tooManyRows(count));
}

/** The rows of a table through a mapping the person chose (no platform format). */
export function rowsOfMapping(table: Table, mapping: ColumnMapping, onProgress: Progress = () => {}) {
  const mapped = mapWithColumns(table, mapping);
  limitRows(mapped.rows.length);
  return { ...mapped, checks: checkAll(mapped.rows, onProgress), needsMapping: missingRequired(mapping).length > 0 };
}

export async function parseFile(
  bytes: Uint8Array,
  saved: ColumnMapping | null,
  onProgress: Progress = () => {},
): Promise<{ parsed: ParsedFile; table: Table }> {
  onProgress({ fraction: 0.05, label: importText.progress.reading });
  const table = await readTable(bytes);
  const sha = await sha256Hex(bytes);
  onProgress({ fraction: 0.4, label: importText.progress.mapping });
  const platform = detectPlatform(table.headers);
  let result;
  let mapping: ColumnMapping;
  if (platform) {
    const mapped = mapWithPlatform(table, platform);
    limitRows(mapped.rows.length);
    mapping = {};
    result = { ...mapped, checks: checkAll(mapped.rows, onProgress), needsMapping: false };
  } else {
    mapping = guessMapping(table.headers, saved);
    result = rowsOfMapping(table, mapping, onProgress);
  }
  const parsed: ParsedFile = {
    kind: table.kind,
    encoding: table.encoding,
    delimiter: table.delimiter,
    headers: table.headers,
    sample: table.rows.slice(0, 3),
    platform: platform ? { id: platform.id, name: platform.name } : null,
    mapping,
    ...result,
    sha256: sha,
  };
  onProgress({ fraction: 1, label: importText.progress.done });
  return { parsed, table };
}
