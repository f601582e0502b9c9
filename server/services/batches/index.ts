// The batch import's module (issue #34): a file's rows checked, quoted and made into orders paid
// once (README: "Batch import"). What the rest of the server may use of it (eslint.config.js).
export { BATCH_PATH, createBatch } from './create.ts';
export { createRowCheckPool } from './check-pool.ts';
export type { RowCheckPool } from './check-pool.ts';
export { batchAwbs, batchLabels } from './labels.ts';
export { readMapping, saveMapping } from './mapping.ts';
export { quoteBatch, validateBatch } from './quote.ts';
export type { BatchQuote } from './quote.ts';
export { BATCH_MESSAGES } from './rows.ts';
export { batchSubscribers } from './settlement.ts';
export { batchAnswer, batchOf, batchPage } from './views.ts';
