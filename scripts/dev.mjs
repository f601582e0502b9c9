// `npm run dev`: the API server (restarting on change) and Vite with hot reload, /api proxied.
import { spawn, spawnSync } from 'node:child_process';

// The docs pages as data (they are rebuilt by the next `npm run dev` after a route schema changes).
const docs = spawnSync('npx', ['tsx', 'scripts/docs-build.ts'], { stdio: 'inherit' });
if (docs.status !== 0) process.exit(docs.status ?? 1);

const children = [
  spawn('npx', ['tsx', 'watch', '--clear-screen=false', 'server/main.ts'], {
    stdio: 'inherit',
    env: { ...process.env, SERVE_STATIC: 'false' },
  }),
  spawn('npx', ['vite'], { stdio: 'inherit', env: process.env }),
];
const stop = (signal) => children.forEach((c) => c.kill(signal));
process.on('SIGINT', () => stop('SIGINT'));
process.on('SIGTERM', () => stop('SIGTERM'));
for (const c of children) c.on('exit', (code) => { stop('SIGTERM'); process.exitCode = code ?? 0; });
