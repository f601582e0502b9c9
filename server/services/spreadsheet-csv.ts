// Every CSV the product hands out (payout reports, the invoices' export) is made here: semicolons,
// CRLF lines and a UTF-8 BOM, what a spreadsheet set to Romanian opens as columns with diacritics
// intact, and no cell a spreadsheet would run as a formula (OWASP "CSV Injection"). A text that starts
// with = + - @, a tab or a carriage return (after any spaces) gets a leading apostrophe, which the
// spreadsheet shows as text; a recipient named `=HYPERLINK(...)` stays a name. Amounts (-12,50) are
// numbers, not formulas, and stay as they are.
import { stringify } from 'csv-stringify/sync';

const FORMULA_START = /^[\s]*[=+\-@\t\r]/;
const PLAIN_NUMBER = /^-?\d+(,\d+)?$/;

/** `value` as a cell no spreadsheet evaluates. */
export function inertCell(value: string): string {
  return FORMULA_START.test(value) && !PLAIN_NUMBER.test(value) ? `'${value}` : value;
}

/** The CSV of `rows` (the first is the header), every cell inert. */
export function spreadsheetCsv(rows: readonly (readonly string[])[]): string {
  return `\uFEFF${stringify(
    rows.map((row) => row.map(inertCell)),
    { delimiter: ';', record_delimiter: '\r\n' },
  )}`;
}
