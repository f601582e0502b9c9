// The statuses export as a file: CSV through spreadsheet-csv.ts (semicolons, decimal commas, a BOM,
// no cell a spreadsheet would run as a formula) or XLSX (write-excel-file: dates as dates in
// Bucharest's wall time, amounts as numbers in lei, a bold header row). Columns: order, AWB, carrier,
// status, last event, its date, and the cash on delivery (amount, collected, paid out, its state).
// Pure: the render threads call it for a large export (documents.ts).
import writeXlsxFile, { type Row } from 'write-excel-file/node';
import { spreadsheetCsv } from '../spreadsheet-csv.ts';
import { COD_STATE_LABELS } from './cod-state.ts';
import type { StatusRow } from './status-rows.ts';

export const EXPORT_FORMATS = ['csv', 'xlsx'] as const;
export type ExportFormat = (typeof EXPORT_FORMATS)[number];

export const STATUS_HEADERS = [
  'Comanda',
  'Data comenzii',
  'AWB',
  'Curier',
  'Status',
  'Ultimul eveniment',
  'Data ultimului eveniment',
  'Ramburs (lei)',
  'Ramburs încasat',
  'Ramburs plătit',
  'Stare ramburs',
] as const;

const DATE_TIME = new Intl.DateTimeFormat('ro-RO', { timeZone: 'Europe/Bucharest', day: '2-digit', month: '2-digit', year: 'numeric', hour: '2-digit', minute: '2-digit', hourCycle: 'h23' });
const DATE = new Intl.DateTimeFormat('ro-RO', { timeZone: 'Europe/Bucharest', day: '2-digit', month: '2-digit', year: 'numeric' });

/** 12.03.2026 14:05 (Bucharest). */
export const dateTimeText = (at: Date) => DATE_TIME.format(at).replace(',', '');
export const dateText = (at: Date) => DATE.format(at);

/** 123450 -> '1234,50'. */
export function plainAmount(bani: number): string {
  return `${Math.floor(bani / 100)},${String(bani % 100).padStart(2, '0')}`;
}

/** `at` as a date whose UTC fields are Bucharest's wall time (a spreadsheet's dates have no zone). */
function wallTime(at: Date): Date {
  const p = Object.fromEntries(
    new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Bucharest', year: 'numeric', month: '2-digit', day: '2-digit', hour: '2-digit', minute: '2-digit', second: '2-digit', hourCycle: 'h23' })
      .formatToParts(at)
      .filter((x) => x.type !== 'literal')
      .map((x) => [x.type, Number(x.value)]),
  ) as Record<string, number>;
  return new Date(Date.UTC(p.year!, p.month! - 1, p.day!, p.hour!, p.minute!, p.second!));
}

const hasCod = (row: StatusRow) => row.cod.state !== 'none';
const collectedText = (row: StatusRow) => (!hasCod(row) ? '' : row.cod.collectedAt ? `da, ${dateText(row.cod.collectedAt)}` : 'nu');
const paidText = (row: StatusRow) => (!hasCod(row) ? '' : row.cod.paidOutAt ? `da, ${dateText(row.cod.paidOutAt)}` : 'nu');
const eventText = (row: StatusRow) => (row.lastEvent ? (row.lastEventLocation ? `${row.lastEvent} (${row.lastEventLocation})` : row.lastEvent) : '');

export function statusCsv(rows: readonly StatusRow[]): string {
  return spreadsheetCsv([
    [...STATUS_HEADERS],
    ...rows.map((row) => [
      row.reference,
      dateTimeText(row.createdAt),
      row.awb ?? '',
      row.carrier,
      row.status,
      eventText(row),
      row.lastEventAt ? dateTimeText(row.lastEventAt) : '',
      plainAmount(row.cod.amountBani),
      collectedText(row),
      paidText(row),
      COD_STATE_LABELS[row.cod.state],
    ]),
  ]);
}

const DATE_TIME_FORMAT = 'dd.mm.yyyy hh:mm';

export async function statusXlsx(rows: readonly StatusRow[]): Promise<Uint8Array> {
  const header: Row = STATUS_HEADERS.map((value) => ({ value, fontWeight: 'bold' as const }));
  const text = (value: string) => ({ type: String, value });
  const when = (at: Date | null) => (at ? { type: Date, value: wallTime(at), format: DATE_TIME_FORMAT } : null);
  const data: Row[] = [
    header,
    ...rows.map((row): Row => [
      text(row.reference),
      when(row.createdAt),
      row.awb ? text(row.awb) : null,
      text(row.carrier),
      text(row.status),
      row.lastEvent ? text(eventText(row)) : null,
      when(row.lastEventAt),
      { type: Number, value: row.cod.amountBani / 100, format: '#,##0.00' },
      hasCod(row) ? text(collectedText(row)) : null,
      hasCod(row) ? text(paidText(row)) : null,
      text(COD_STATE_LABELS[row.cod.state]),
    ]),
  ];
  const columns = [16, 17, 18, 12, 24, 48, 20, 14, 18, 18, 34].map((width) => ({ width }));
  const buffer = await writeXlsxFile(data, { columns, sheet: 'Statusuri', stickyRowsCount: 1 }).toBuffer();
  return new Uint8Array(buffer.buffer, buffer.byteOffset, buffer.byteLength);
}

/** The file of `rows` in `format`. */
export async function statusFile(rows: readonly StatusRow[], format: ExportFormat): Promise<Uint8Array> {
  return format === 'xlsx' ? statusXlsx(rows) : new TextEncoder().encode(statusCsv(rows));
}

export const EXPORT_TYPES: Record<ExportFormat, string> = {
  csv: 'text/csv; charset=utf-8',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
};
