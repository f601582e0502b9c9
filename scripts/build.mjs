// `npm run build [-- outDir]`: the client build (PWA, service worker, Vite manifest), the
// build-time renderer, the prerendered public pages, and the precompressed assets.
import { spawnSync } from 'node:child_process';

const outDir = process.argv[2] ?? 'dist';
const ssrDir = 'node_modules/.cache/ssr';
const steps = [
  ['npx', ['vite', 'build', '--outDir', outDir, '--emptyOutDir']],
  ['npx', ['vite', 'build', '--ssr', 'src/entry-server.tsx', '--outDir', ssrDir, '--emptyOutDir', '--logLevel', 'warn']],
  ['npx', ['tsx', 'scripts/prerender.ts', outDir, `${ssrDir}/entry-server.js`]],
  ['node', ['scripts/precompress.mjs', outDir]],
];
for (const [cmd, args] of steps) {
  const run = spawnSync(cmd, args, { stdio: 'inherit' });
  if (run.status !== 0) {
    console.error(`build: ${cmd} ${args.join(' ')} failed`);
    process.exit(run.status ?? 1);
  }
}
