// A render thread's entry when the server runs as TypeScript (vitest, `npm run dev`): a worker thread
// does not inherit the main thread's TypeScript loader, so it registers tsx itself, then runs
// render-worker.ts. The compiled server (npm run build) starts the compiled render-worker.js instead.
import { register } from 'tsx/esm/api';

register();
const { default: render } = await import('./render-worker.ts');
export default render;
