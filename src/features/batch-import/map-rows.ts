// A table's lines to the canonical rows of the contract (one shipment each), through the column
// mapping or a shop platform's format, with what Excel does to Romanian values undone (a phone or
// a Bucharest postal code stored as a number loses its leading 0), and the format checks the page
// can make on its own before the server judges every row against the official lists.
import { BATCH_ROW_FIELDS } from '../../shared/batch-import.ts';
import type { BatchRow, BatchRowField } from '../../shared/batch-import.ts';
import { countyName } from './county-codes.ts';
import type { ColumnMapping } from './header-match.ts';
import { normalizeHeader } from './header-match.ts';
import { importText } from './import-copy.ts';
import type { LineReader, PlatformFormat } from './platform-formats.ts';
import type { Table } from './read-table.ts';

export type RowErrors = Partial<Record<BatchRowField | 'row', string>>;

export interface MappedRows {
  rows: BatchRow[];
  /** For each row, the (1-based, header = 1) line of the file it starts on. */
  lines: number[];
}

// s and t with cedilla (U+015F, U+0163, U+015E, U+0162), written as escapes: src/ has no cedilla letter.
const CEDILLA: Readonly<Record<string, string>> = { '\u015F': 'ș', '\u0163': 'ț', '\u015E': 'Ș', '\u0162': 'Ț' };

/** s and t with cedilla (what Windows-1250 and old keyboards write) -> ș ț with comma below. */
export function commaBelow(text: string): string {
  return text.replace(/[\u015F\u0163\u015E\u0162]/g, (c) => CEDILLA[c] ?? c);
}

/** A phone Excel turned into a number (722123456) gets its 0 back; a 5-digit postal code too. */
export function tidyRow(row: BatchRow): BatchRow {
  const out: BatchRow = {};
  for (const field of BATCH_ROW_FIELDS) {
    const value = row[field];
    if (value !== undefined) out[field] = commaBelow(value);
  }
  if (out.phone && /^7\d{8}$/.test(out.phone)) out.phone = `0${out.phone}`;
  if (out.postal_code) {
    const code = out.postal_code.replace(/^'/, '').trim();
    out.postal_code = /^\d{5}$/.test(code) ? `0${code}` : code;
  }
  if (out.county) out.county = countyName(out.county);
  for (const field of BATCH_ROW_FIELDS) if (out[field] === '') delete out[field];
  return out;
}

function readerFor(table: Table, line: readonly string[]): LineReader {
  const index = new Map<string, number>();
  table.headers.forEach((h, i) => {
    const key = normalizeHeader(h);
    if (!index.has(key)) index.set(key, i);
  });
  return (...headers: string[]) => {
    for (const header of headers) {
      const i = index.get(normalizeHeader(header));
      const value = i === undefined ? '' : (line[i] ?? '').trim();
      if (value) return value;
    }
    return '';
  };
}

/** Through a column mapping: one line, one row. */
export function mapWithColumns(table: Table, mapping: ColumnMapping): MappedRows {
  const columns = BATCH_ROW_FIELDS.map((field) => [field, mapping[field] ? table.headers.indexOf(mapping[field]) : -1] as const).filter(
    ([, i]) => i >= 0,
  );
  const rows = table.rows.map((line) => {
    const row: BatchRow = {};
    for (const [field, i] of columns) {
      const value = (line[i] ?? '').trim();
      if (value) row[field] = value;
    }
    return tidyRow(row);
  });
  return { rows, lines: table.rows.map((_, i) => i + 2) };
}

/** Through a platform's format: the lines of one order (same order number) are one shipment. */
export function mapWithPlatform(table: Table, platform: PlatformFormat): MappedRows {
  const groups = new Map<string, { line: number; readers: LineReader[] }>();
  const order: string[] = [];
  table.rows.forEach((line, i) => {
    const reader = readerFor(table, line);
    const key = reader(platform.orderKey) || `#line-${i}`;
    let group = groups.get(key);
    if (!group) {
      group = { line: i + 2, readers: [] };
      groups.set(key, group);
      order.push(key);
    }
    group.readers.push(reader);
  });
  const rows: BatchRow[] = [];
  const lines: number[] = [];
  for (const key of order) {
    const group = groups.get(key)!;
    rows.push(tidyRow(platform.extract(group.readers[0]!, group.readers)));
    lines.push(group.line);
  }
  return { rows, lines };
}

const NUMERIC: readonly BatchRowField[] = ['weight_kg', 'length_cm', 'width_cm', 'height_cm', 'cod_amount', 'declared_value'];

/** "2,5" -> 2.5; null when the text is not a number. */
export function parseDecimal(text: string): number | null {
  const plain = text.replace(/\s/g, '').replace(/(lei|ron|kg|cm)$/i, '');
  if (!/^-?\d+([.,]\d+)?$/.test(plain)) return null;
  return Number(plain.replace(',', '.'));
}

/** The phone as 10 digits starting with 0 (+40 / 0040 in front allowed), or null. */
export function normalizePhone(text: string): string | null {
  let digits = text.replace(/[\s().-]/g, '');
  if (digits.startsWith('+40')) digits = `0${digits.slice(3)}`;
  else if (digits.startsWith('0040')) digits = `0${digits.slice(4)}`;
  return /^0\d{9}$/.test(digits) ? digits : null;
}

/** What the page can tell about a row without the server: missing and malformed values. */
export function checkRow(row: BatchRow): RowErrors {
  const errors: RowErrors = {};
  if (!row.recipient_name) errors.recipient_name = importText.checks.required;
  if (!row.phone) errors.phone = importText.checks.required;
  else if (!normalizePhone(row.phone)) errors.phone = importText.checks.phone;
  if (!row.locker_id) {
    if (!row.locality) errors.locality = importText.checks.required;
    if (!row.address_line && !row.street_name) errors.address_line = importText.checks.addressRequired;
  }
  if (row.email && !/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(row.email)) errors.email = importText.checks.email;
  if (row.postal_code && !/^\d{6}$/.test(row.postal_code)) errors.postal_code = importText.checks.postal;
  for (const field of NUMERIC) {
    const text = row[field];
    if (!text) continue;
    const value = parseDecimal(text);
    if (value === null) errors[field] = importText.checks.number;
    else if (value <= 0) errors[field] = importText.checks.positive;
  }
  if (row.parcels) {
    const n = Number(row.parcels);
    if (!Number.isInteger(n) || n < 1 || n > 10) errors.parcels = importText.checks.wholeParcels;
  }
  return errors;
}
