// The returns module's entry: what the rest of the server may use of it (eslint.config.js).
export { RETURN_EVENTS } from './return-events.ts';
export type { ReturnCreated, ReturnStatusChanged, ReturnSummary } from './return-events.ts';
export { RETURN_STATUSES, RETURN_TRANSITIONS, ReturnTransitionError, canMoveReturn, insertReturn, moveReturn, nextReturnStatus } from './return-states.ts';
export type { ReturnEvent, ReturnStatus } from './return-states.ts';
