// The rows with errors as a CSV to fix in Excel and load again: our template's columns (so the
// file maps itself), plus the file's line and the errors in Romanian. UTF-8 with a BOM and
// semicolons, which Romanian Excel opens as columns.
import Papa from 'papaparse';
import { BATCH_ROW_FIELDS } from '../../shared/batch-import.ts';
import type { BatchRow } from '../../shared/batch-import.ts';
import { FIELD_LABELS } from './import-copy.ts';
import type { RowErrors } from './map-rows.ts';
import { TEMPLATE_COLUMNS } from './template-columns.ts';

export interface ErrorRow {
  line: number;
  row: BatchRow;
  errors: RowErrors;
}

export function errorsCsv(rows: readonly ErrorRow[]): string {
  const header = ['Rândul din fișier', 'Erori', ...TEMPLATE_COLUMNS];
  const data = rows.map(({ line, row, errors }) => [
    String(line),
    Object.entries(errors)
      .map(([field, message]) => (field === 'row' ? message : `${FIELD_LABELS[field as keyof typeof FIELD_LABELS]}: ${message}`))
      .join(' | '),
    ...BATCH_ROW_FIELDS.map((field) => row[field] ?? ''),
  ]);
  return `\uFEFF${Papa.unparse([header, ...data], { delimiter: ';', newline: '\r\n' })}`;
}
