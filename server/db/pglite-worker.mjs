// The database thread's entry when the server runs as TypeScript (vitest, `npm run dev`): a worker
// thread does not inherit the main thread's TypeScript loader, so it registers tsx itself, then runs
// pglite-worker.ts. The compiled server (npm run build) starts the compiled pglite-worker.js instead.
import { register } from 'tsx/esm/api';

register();
await import('./pglite-worker.ts');
