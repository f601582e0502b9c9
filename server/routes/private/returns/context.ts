// The returns services' context from the app's parts: shared with the public API's returns calls
// (routes/shared/returns-context.ts).
export { returnsContext } from '../../shared/returns-context.ts';
