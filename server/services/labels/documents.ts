// The labels module's second entry: the labels' PDF from its parts, for the render threads, which
// load this and what it needs, not the module (its carriers and tracking).
export { composeLabels } from './label-compose.ts';
export type { LabelPart } from './label-compose.ts';
export type { LabelFormat, ZplDpi } from './label-data.ts';
