// A file's bytes to a table of text (header + rows): CSV in UTF-8 or Windows-1250 (what Romanian
// Excel saves), comma, semicolon or tab separated, detected from the header line; XLSX through
// read-excel-file. The size limit is checked before anything is read; the row limit is checked
// after the rows are mapped (one shipment per order, however many product lines it has).
import Papa from 'papaparse';
import { readSheet } from 'read-excel-file/universal';
import { BATCH_LIMITS } from '../../shared/batch-import.ts';
import { importText } from './import-copy.ts';

export interface Table {
  kind: 'csv' | 'xlsx';
  encoding: 'utf-8' | 'windows-1250' | null;
  delimiter: string | null;
  headers: string[];
  rows: string[][];
}

/** A file we refuse, with the Romanian sentence that says why. */
export class ImportFileError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'ImportFileError';
  }
}

const XLSX_MAGIC = [0x50, 0x4b, 0x03, 0x04]; // "PK\3\4": a ZIP, which an .xlsx is
const OLE_MAGIC = [0xd0, 0xcf, 0x11, 0xe0]; // the old binary .xls

function startsWith(bytes: Uint8Array, magic: readonly number[]): boolean {
  return magic.every((b, i) => bytes[i] === b);
}

/** UTF-8 when the bytes are valid UTF-8 (a BOM is dropped), Windows-1250 otherwise. */
export function decodeText(bytes: Uint8Array): { text: string; encoding: 'utf-8' | 'windows-1250' } {
  try {
    const text = new TextDecoder('utf-8', { fatal: true }).decode(bytes);
    return { text: text.replace(/^\uFEFF/, ''), encoding: 'utf-8' };
  } catch {
    return { text: new TextDecoder('windows-1250').decode(bytes), encoding: 'windows-1250' };
  }
}

/** The separator the header line uses most, outside quotes: ';', ',' or a tab. */
export function detectDelimiter(text: string): string {
  const counts = new Map<string, number>([[';', 0], [',', 0], ['\t', 0]]);
  let quoted = false;
  for (let i = 0; i < text.length; i += 1) {
    const c = text.charAt(i);
    if (c === '"') quoted = !quoted;
    else if (!quoted && (c === '\n' || c === '\r')) break;
    else if (!quoted && counts.has(c)) counts.set(c, (counts.get(c) ?? 0) + 1);
  }
  let best = ',';
  let most = 0;
  for (const [delimiter, n] of counts) {
    if (n > most) {
      best = delimiter;
      most = n;
    }
  }
  return best;
}

function cellText(value: unknown): string {
  if (value === null || value === undefined) return '';
  if (value instanceof Date) return value.toISOString().slice(0, 10);
  return String(value).trim();
}

function isBlank(row: readonly string[]): boolean {
  return row.every((cell) => cell === '');
}

/** Header and rows, blank rows dropped, every row as long as the header. */
function toTable(grid: string[][], base: Omit<Table, 'headers' | 'rows'>): Table {
  const lines = grid.filter((row) => !isBlank(row));
  const header = lines.shift();
  if (!header || lines.length === 0) throw new ImportFileError(importText.errors.empty);
  const headers = header.map((h, i) => h || `Coloana ${i + 1}`);
  const rows = lines.map((row) => headers.map((_, i) => row[i] ?? ''));
  return { ...base, headers, rows };
}

export function readCsv(bytes: Uint8Array): Table {
  const { text, encoding } = decodeText(bytes);
  const delimiter = detectDelimiter(text);
  const parsed = Papa.parse<string[]>(text, { delimiter, skipEmptyLines: 'greedy' });
  const grid = parsed.data.map((row) => row.map((cell) => cellText(cell)));
  return toTable(grid, { kind: 'csv', encoding, delimiter });
}

export async function readXlsx(bytes: Uint8Array): Promise<Table> {
  let sheet: unknown[][];
  try {
    sheet = (await readSheet(bytes.slice().buffer)) as unknown[][];
  } catch {
    throw new ImportFileError(importText.errors.unreadable);
  }
  const grid = sheet.map((row) => row.map((cell) => cellText(cell)));
  return toTable(grid, { kind: 'xlsx', encoding: null, delimiter: null });
}

/** Reads a CSV or an XLSX file (told apart by their first bytes, not their names). */
export async function readTable(bytes: Uint8Array): Promise<Table> {
  if (bytes.byteLength > BATCH_LIMITS.maxFileBytes) throw new ImportFileError(importText.errors.tooBig(bytes.byteLength));
  if (bytes.byteLength === 0) throw new ImportFileError(importText.errors.empty);
  if (startsWith(bytes, OLE_MAGIC)) throw new ImportFileError(importText.errors.oldExcel);
  if (startsWith(bytes, XLSX_MAGIC)) return readXlsx(bytes);
  return readCsv(bytes);
}
