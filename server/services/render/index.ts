// The render module's entry: what the rest of the server may use of it (eslint.config.js).
export { createRenderPool } from './render-pool.ts';
export type { RenderPool } from './render-pool.ts';
