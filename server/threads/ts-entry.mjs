// Every worker thread's entry when the server runs as TypeScript (vitest, `npm run dev`): a worker
// thread does not inherit the main thread's TypeScript loader, so this registers tsx, then runs the
// module named by the thread's last argument (threadModule(), thread-module.ts) and hands on its
// default export (a piscina pool's task function, none for a plain Worker). The compiled server
// (npm run build) starts the compiled module itself, without tsx.
import { register } from 'tsx/esm/api';

register();
const { default: task } = await import(process.argv.at(-1));
export default task;
