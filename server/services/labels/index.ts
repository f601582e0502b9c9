// The labels module's entry: what the rest of the server may use of it (eslint.config.js).
export { composeLabels } from './label-compose.ts';
export type { LabelPart } from './label-compose.ts';
export { LABEL_FORMATS } from './label-data.ts';
export type { LabelData, LabelFormat } from './label-data.ts';
export { shipmentLabels } from './shipment-labels.ts';
