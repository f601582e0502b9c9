// The forms module's entry: what the rest of the server may use of it (eslint.config.js).
export type { FormContext } from './context.ts';
export { formMailRenderers } from './mail-renderers.ts';
export { filledByPerson, honeypotFilled } from './spam.ts';
export { submitForm } from './submissions.ts';
