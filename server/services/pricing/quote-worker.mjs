// The quote thread's entry (quote-thread.ts starts it): a worker thread does not inherit the main
// thread's TypeScript loader, so it registers tsx itself, then runs quote-worker.ts.
import { register } from 'tsx/esm/api';

register();
await import('./quote-worker.ts');
