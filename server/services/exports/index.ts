// The exports module's entry (eslint.config.js): the statuses of an account's orders as a file (CSV
// or XLSX) and the dashboard's bulk tracking with the cash on delivery of the account's own parcels.
export { bulkTracking } from './bulk-tracking.ts';
export type { BulkItem } from './bulk-tracking.ts';
export { COD_STATE_LABELS, COD_STATES, codStateOf } from './cod-state.ts';
export type { CodState, CodStateName } from './cod-state.ts';
export { EXPORT_FORMATS, EXPORT_TYPES, STATUS_HEADERS, statusCsv, statusFile, statusXlsx } from './status-file.ts';
export type { ExportFormat } from './status-file.ts';
export { bucharestMidnight, countInPeriod, MAX_EXPORT_DAYS, MAX_EXPORT_IDS, MAX_EXPORT_ROWS, statusRows } from './status-rows.ts';
export type { StatusRow, StatusSelection } from './status-rows.ts';
