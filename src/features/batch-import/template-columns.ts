// The columns of our template file (public/sablon-expedieri-lot.csv) and of the rows-with-errors
// download: every field of a batch row, under its Romanian name, in the contract's order.
import { BATCH_ROW_FIELDS } from '../../shared/batch-import.ts';
import { FIELD_LABELS } from './import-copy.ts';

export const TEMPLATE_PATH = '/sablon-expedieri-lot.csv';

export const TEMPLATE_COLUMNS: readonly string[] = BATCH_ROW_FIELDS.map((field) => FIELD_LABELS[field]);
