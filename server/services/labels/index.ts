// The labels module's entry: what the rest of the server may use of it (eslint.config.js).
export { composeLabels } from './label-compose.ts';
export type { LabelPart } from './label-compose.ts';
export { LABEL_FORMATS, ZPL_DPIS } from './label-data.ts';
export type { LabelData, LabelFormat, ZplDpi } from './label-data.ts';
export { contentTypeOf, dispositionOf, LABEL_MESSAGES, labelFileName, labelKind, labelRequestOf } from './label-request.ts';
export type { LabelRequest } from './label-request.ts';
export { shipmentLabels } from './shipment-labels.ts';
export type { LabelsContext } from './shipment-labels.ts';
