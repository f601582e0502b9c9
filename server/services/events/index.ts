// The events module's entry: what the rest of the server may use of it (eslint.config.js).
export { createEventBus, inTransaction, onJob } from './bus.ts';
export type { EventBus, Publisher, Subscriber } from './bus.ts';
export { declareEvents } from './catalog.ts';
export type { EventName } from './catalog.ts';
