// What a render thread loads of the exports module (services/render/render-tasks.ts): the file
// writers, not the queries.
export { statusFile, type ExportFormat } from './status-file.ts';
export type { StatusRow } from './status-rows.ts';
